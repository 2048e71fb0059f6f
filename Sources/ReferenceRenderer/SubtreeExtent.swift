import Foundation
import LayerTree

/// The box, in a layer's own plane, around everything its subtree may draw: each layer's
/// bounds, its contents where their gravity places them, a shape's frame, an arc's box, particles and a shadow's reach, placed through the maps down the
/// tree (replicator instances included). Sublayers of a layer that masks to its bounds add
/// nothing; a running transition's sides are in where it slides or turns them (its earlier
/// subtree included); parts behind the eye are left out. What a layer's shadow of its whole content is
/// blurred over (``LayerPainter/drawSubtreeShadow(_:_:offset:_:into:)``).
enum SubtreeExtent {
    /// The box around what `layer` and its subtree draw, in `layer`'s plane, without the layer's
    /// own shadow; nil when nothing lies in front of the eye. The layer's own running transition
    /// is not followed: its parts cast the shadow in place (``LayerPainter/drawParts(_:_:into:castingShadow:)``).
    static func box(of layer: RenderLayer) -> CGRect? {
        var box = CGRect.null
        add(layer, through: .identity, ownShadow: false, followsTransition: false, into: &box)
        return box.isNull ? nil : box
    }

    private static func add(
        _ layer: RenderLayer, through map: PlaneMap, ownShadow: Bool, followsTransition: Bool = true, into box: inout CGRect
    ) {
        var rects = [layer.bounds]
        switch layer.drawing {
        case .shape(_, let frame)?: rects.append(frame)
        case .arcStroke(let arc)?: rects.append(arc.bounds)
        case .particles(let emitter)?:  // particles fly beyond the bounds
            for particle in emitter.particles {
                if let placed = PlaneMap(particle.transform).boundingBox(of: emitter.quad(of: particle.image)) {
                    rects.append(placed)
                }
            }
        case .bitmap(let content)?:  // a gravity other than resize may place the contents past the bounds
            if let placement = ContentsPlacement(layer: layer, content: content) { rects.append(placement.frame) }
        case .gradient?, .tiles?, nil: break  // tiles lie in the bounds
        }
        if ownShadow, let shadow = layer.shadow {
            let reach = 3 * max(shadow.sigma, 0) + 1
            switch shadow.shape {
            case .roundedRect(let rect, _, _): rects.append(rect.insetBy(dx: -reach, dy: -reach))
            case .bitmap(_, let frame): rects.append(frame)
            case .subtree(let offset):
                if let own = Self.box(of: layer) {
                    rects.append(own.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach))
                }
            }
        }
        if followsTransition, let transition = layer.transition {  // both sides, where the transition puts them
            for (subject, placement) in LayerPainter.placements(of: layer, transition) {
                add(subject, through: placement.then(map), ownShadow: ownShadow, followsTransition: false, into: &box)
            }
            return
        }
        for rect in rects {
            if let placed = map.boundingBox(of: rect) { box = box.union(placed) }
        }
        guard !layer.masksToBounds else { return }
        if let replication = layer.replication, replication.count != 1 {
            let centre = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            var step = CATransform3DIdentity
            for k in 0..<max(replication.count, 0) {
                let instance = PlaneMap(LayerPlacement.about(centre, step)).then(map)
                for sublayer in replication.sublayers(ofInstance: k, layer.sublayers) {
                    add(
                        sublayer, through: LayerPlacement.map(of: sublayer, in: layer).then(instance), ownShadow: true, into: &box
                    )
                }
                step = CATransform3DConcat(step, replication.transform)
            }
            return
        }
        for sublayer in layer.sublayers {
            add(sublayer, through: LayerPlacement.map(of: sublayer, in: layer).then(map), ownShadow: true, into: &box)
        }
    }
}
