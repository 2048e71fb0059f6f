import Foundation
import LayerTree

extension LayerPainter {
    /// A `CAReplicatorLayer`'s sublayers once per instance: instance k moved by the instance
    /// transform applied k times about the centre of the bounds, its opacity multiplied by its
    /// colour's alpha and its colours by the colour's red, green and blue; with an instance delay,
    /// instance k draws the sublayers as they showed k delays earlier.
    func drawInstances(
        of layer: RenderLayer, _ replication: RenderReplication, _ inherited: Inherited, into canvas: Canvas
    ) {
        let centre = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
        var step = CATransform3DIdentity
        for k in 0..<max(replication.count, 0) {
            let tint = replication.tint(of: k)
            var instance = inherited
            instance.opacity *= Double(tint.alpha)
            instance.tint = instance.tint * Tint(red: Double(tint.red), green: Double(tint.green), blue: Double(tint.blue))
            let moved = PlaneMap(LayerPlacement.about(centre, step))
            for sublayer in LayerPlacement.drawingOrder(replication.sublayers(ofInstance: k, layer.sublayers)) {
                let inPlane = LayerPlacement.map(of: sublayer, in: layer).then(moved)
                guard Self.isShown(sublayer, placedBy: inPlane) else { continue }
                var placed = instance
                placed.toTarget = inPlane.then(inherited.toTarget)
                draw(sublayer, placed, into: canvas)
            }
            step = CATransform3DConcat(step, replication.transform)
        }
    }
}
