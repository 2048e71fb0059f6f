import Foundation
import LayerTree

/// One change to a fuzzed scene between frames, as data (so that a failing case can be replayed,
/// shrunk and printed). A change to a node the scene no longer has does nothing.
public enum FuzzMutation: Sendable, Equatable, CustomStringConvertible {
    case move(Int, dx: Double, dy: Double)
    case resize(Int, width: Double, height: Double)
    case opacity(Int, Double)
    case background(Int, FuzzColor?)
    case transform(Int, FuzzTransform)
    case clips(Int, Bool)
    case corners(Int, radius: Double, mask: UInt8)
    case border(Int, width: Double, color: FuzzColor)
    case shadow(Int, FuzzShadow?)
    case hidden(Int, Bool)
    case toFront(Int)
    case toBack(Int)
    /// Moves the bounds origin: what a scroll view does to its content.
    case scroll(Int, dx: Double, dy: Double)
    /// A drawn view's new pattern, redrawn only inside `rect` (its bounds' coordinates).
    case redraw(Int, pattern: UInt64, rect: CGRect)
    case contents(Int, FuzzImage)
    case gradient(Int, FuzzGradient)
    case shape(Int, FuzzShape)
    case mask(Int, FuzzNode?)
    case add(FuzzNode, to: Int)
    case remove(Int)
    case zPosition(Int, Double)
    /// Starts a `CATransition` of `type` on the node and gives it a new background in the same
    /// transaction; the step then runs the clock on by `progress` of the transition's second.
    case transition(Int, type: String, subtype: String?, background: FuzzColor?, progress: Double)
    case doubleSided(Int, Bool)
    case filters(Int, magnification: CALayerContentsFilter, minification: CALayerContentsFilter)

    /// The node the change is made to.
    public var target: Int {
        switch self {
        case .move(let id, _, _), .resize(let id, _, _), .opacity(let id, _), .background(let id, _), .transform(let id, _),
            .clips(let id, _), .corners(let id, _, _), .border(let id, _, _), .shadow(let id, _), .hidden(let id, _),
            .toFront(let id), .toBack(let id), .scroll(let id, _, _), .redraw(let id, _, _), .contents(let id, _),
            .gradient(let id, _), .shape(let id, _), .mask(let id, _), .add(_, let id), .remove(let id),
            .zPosition(let id, _), .transition(let id, _, _, _, _), .doubleSided(let id, _), .filters(let id, _, _):
            id
        }
    }

    /// How far the change runs the media clock on (a transition's progress), in seconds.
    var clockAdvance: Double {
        if case .transition(_, _, _, _, let progress) = self { return progress }
        return 0
    }

    public var description: String {
        switch self {
        case .move(let id, let dx, let dy): "move #\(id) by \(Short.number(dx)),\(Short.number(dy))"
        case .resize(let id, let w, let h): "resize #\(id) to \(w)×\(h)"
        case .opacity(let id, let o): "opacity #\(id) = \(o)"
        case .background(let id, let c): "background #\(id) = \(c.map(\.description) ?? "none")"
        case .transform(let id, let t): "transform #\(id) = \(t)"
        case .clips(let id, let on): "clips #\(id) = \(on)"
        case .corners(let id, let r, let mask): "corners #\(id) = \(r) mask \(mask)"
        case .border(let id, let w, let c): "border #\(id) = \(w) \(c)"
        case .shadow(let id, let s): "shadow #\(id) = \(s.map(\.description) ?? "none")"
        case .hidden(let id, let on): "hidden #\(id) = \(on)"
        case .toFront(let id): "bring #\(id) to front"
        case .toBack(let id): "send #\(id) to back"
        case .scroll(let id, let dx, let dy): "scroll #\(id) by \(dx),\(dy)"
        case .redraw(let id, let pattern, let rect): "redraw #\(id) with #\(pattern) in \(Short.rect(rect))"
        case .contents(let id, let image): "contents #\(id) = \(image)"
        case .gradient(let id, let g): "#\(id) = \(g)"
        case .shape(let id, let s): "#\(id) = \(s)"
        case .mask(let id, let m): "mask #\(id) = " + (m.map { "\n" + $0.description } ?? "none")
        case .add(let node, let id): "add to #\(id):\n\(node)"
        case .remove(let id): "remove #\(id)"
        case .zPosition(let id, let z): "zPosition #\(id) = \(z)"
        case .transition(let id, let type, let subtype, let c, let p):
            "transition #\(id) \(type) \(subtype ?? "") to background \(c.map(\.description) ?? "none"), shown at \(p)"
        case .doubleSided(let id, let on): "doubleSided #\(id) = \(on)"
        case .filters(let id, let mag, let min): "filters #\(id) = magnify \(mag.rawValue), minify \(min.rawValue)"
        }
    }
}

extension SceneObjects {
    /// Makes `mutation` on the objects (inside the caller's transaction).
    func apply(_ mutation: FuzzMutation) {
        guard let layer = layers[mutation.target] else { return }
        let view = views[mutation.target]
        switch mutation {
        case .move(_, let dx, let dy): layer.position = CGPoint(x: layer.position.x + dx, y: layer.position.y + dy)
        case .resize(_, let w, let h): layer.bounds.size = CGSize(width: w, height: h)
        case .opacity(_, let o): layer.opacity = Float(o)
        case .background(_, let c): layer.backgroundColor = c?.cgColor
        case .transform(_, let t): layer.transform = t.transform
        case .clips(_, let on): layer.masksToBounds = on
        case .corners(_, let r, let mask):
            layer.cornerRadius = r
            layer.maskedCorners = CACornerMask(rawValue: UInt(mask))
        case .border(_, let w, let c):
            layer.borderWidth = w
            layer.borderColor = c.cgColor
        case .shadow(_, let s): Self.apply(s, to: layer)
        case .hidden(_, let on): layer.isHidden = on
        case .toFront(_):
            if let view {
                view.superview?.bringSubviewToFront(view)
            } else if let parent = layer.superlayer {
                parent.addSublayer(layer)
            }
        case .toBack(_):
            if let view { view.superview?.sendSubviewToBack(view) } else { layer.superlayer?.insertSublayer(layer, at: 0) }
        case .scroll(_, let dx, let dy): layer.bounds.origin = CGPoint(x: layer.bounds.minX + dx, y: layer.bounds.minY + dy)
        case .redraw(_, let pattern, let rect):
            guard let drawn = view as? StripedView else { return }
            drawn.pattern = pattern
            drawn.setNeedsDisplay(rect)
        case .contents(_, let image): Self.show(image, in: layer)
        case .gradient(_, let g): (layer as? CAGradientLayer).map { Self.apply(g, to: $0) }
        case .shape(_, let s): (layer as? CAShapeLayer).map { Self.apply(s, to: $0) }
        case .mask(_, let node):
            guard let node else {
                layer.mask = nil
                return
            }
            let mask = Self.makeLayer(node.kind.isView ? .layer : node.kind, scale: scale)
            register(mask, for: node.id)
            configure(mask, as: node)
            layer.mask = mask
        case .add(let node, let parent): build(node, under: parent)
        case .remove(_):
            if let view { view.removeFromSuperview() } else { layer.removeFromSuperlayer() }
        case .zPosition(_, let z): layer.zPosition = z
        case .transition(_, let type, let subtype, let c, _):
            let transition = CATransition()
            transition.type = CATransitionType(rawValue: type)
            transition.subtype = subtype.map(CATransitionSubtype.init(rawValue:))
            transition.duration = 1
            layer.add(transition, forKey: kCATransition)
            layer.backgroundColor = c?.cgColor
        case .doubleSided(_, let on): layer.isDoubleSided = on
        case .filters(_, let mag, let min):
            layer.magnificationFilter = mag
            layer.minificationFilter = min
        }
    }
}
