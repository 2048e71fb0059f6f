import Foundation
import Graphics
import LayerTree

/// The objects a fuzzed scene is made of, by node id: every node has a layer, view nodes a view.
@MainActor
final class SceneObjects {
    private(set) var layers: [Int: CALayer] = [:]
    private(set) var views: [Int: UIView] = [:]
    /// The screen scale, for layers that draw text.
    let scale: CGFloat

    init(scale: CGFloat) { self.scale = scale }

    /// Records `layer` as node `id`'s (a mask made by a mutation).
    func register(_ layer: CALayer, for id: Int) { layers[id] = layer }

    /// Makes `node`'s subtree and adds it under `parent` (a view's subviews or a layer's sublayers).
    func build(_ node: FuzzNode, under parent: Int?) {
        let layer: CALayer
        if node.kind.isView {
            let view = Self.makeView(node)
            views[node.id] = view
            layer = view.layer
            if let parent, let parentView = views[parent] {
                ((parentView as? UIVisualEffectView)?.contentView ?? parentView).addSubview(view)
            }
        } else {
            layer = Self.makeLayer(node.kind, scale: scale)
            layer.frame = node.frame
            if let parent, let parentLayer = layers[parent] { parentLayer.addSublayer(layer) }
        }
        layers[node.id] = layer
        configure(layer, as: node)
        if let mask = node.mask {
            let maskLayer = Self.makeLayer(mask.kind.isView ? .layer : mask.kind, scale: scale)
            maskLayer.frame = mask.frame
            layers[mask.id] = maskLayer
            configure(maskLayer, as: mask)
            layer.mask = maskLayer
        }
        for child in node.children where node.kind.isView || !child.kind.isView {
            build(child, under: node.id)
        }
    }

    /// The view of a view kind: striped, an effect view, or plain.
    static func makeView(_ node: FuzzNode) -> UIView {
        switch node.kind {
        case .drawnView(let pattern): return StripedView(frame: node.frame, pattern: pattern)
        case .effectView(let style):
            let view = UIVisualEffectView(effect: UIBlurEffect(style: UIBlurEffect.Style(rawValue: style) ?? .regular))
            view.frame = node.frame
            return view
        default: return UIView(frame: node.frame)
        }
    }

    /// The layer's own properties from the node (frame and kind already set).
    func configure(_ layer: CALayer, as node: FuzzNode) {
        layer.anchorPoint = node.anchorPoint
        layer.frame = node.frame
        layer.bounds.origin = node.boundsOrigin
        layer.transform = node.transform.transform
        layer.sublayerTransform = node.sublayerTransform.transform
        layer.zPosition = node.zPosition
        layer.opacity = Float(node.opacity)
        layer.backgroundColor = node.background?.cgColor
        layer.cornerRadius = node.cornerRadius
        layer.maskedCorners = CACornerMask(rawValue: UInt(node.maskedCorners))
        layer.cornerCurve = node.continuousCorners ? .continuous : .circular
        layer.borderWidth = node.borderWidth
        layer.borderColor = node.borderColor.cgColor
        layer.masksToBounds = node.masksToBounds
        layer.allowsGroupOpacity = node.allowsGroupOpacity
        layer.isOpaque = node.isOpaque
        layer.isHidden = node.isHidden
        layer.isDoubleSided = node.isDoubleSided
        layer.magnificationFilter = node.magnificationFilter
        layer.minificationFilter = node.minificationFilter
        Self.apply(node.shadow, to: layer)
    }

    static func apply(_ shadow: FuzzShadow?, to layer: CALayer) {
        guard let shadow else {
            layer.shadowOpacity = 0
            return
        }
        layer.shadowColor = shadow.color.cgColor
        layer.shadowOpacity = Float(shadow.opacity)
        layer.shadowRadius = shadow.radius
        layer.shadowOffset = shadow.offset
        layer.shadowPath = shadow.pathRect.map { CGPath(rect: $0, transform: nil) }
    }

    /// A layer of `kind` (a plain layer for the view kinds).
    static func makeLayer(_ kind: FuzzNode.Kind, scale: CGFloat) -> CALayer {
        switch kind {
        case .view, .drawnView, .effectView, .layer:
            return CALayer()
        case .image(let image):
            let layer = CALayer()
            show(image, in: layer)
            return layer
        case .gradient(let gradient):
            let layer = CAGradientLayer()
            apply(gradient, to: layer)
            return layer
        case .shape(let shape):
            let layer = CAShapeLayer()
            apply(shape, to: layer)
            return layer
        case .text(let string, let size, let color):
            let layer = CATextLayer()
            layer.string = string
            layer.fontSize = size
            layer.foregroundColor = color.cgColor
            layer.contentsScale = scale
            return layer
        case .replicator(let count, let angle, let shift, let colorOffset, let alphaOffset):
            let layer = CAReplicatorLayer()
            layer.instanceCount = count
            layer.instanceTransform = CATransform3DConcat(
                CATransform3DMakeRotation(angle, 0, 0, 1), CATransform3DMakeTranslation(shift.width, shift.height, 0))
            layer.instanceRedOffset = Float(-colorOffset)
            layer.instanceBlueOffset = Float(-colorOffset)
            layer.instanceAlphaOffset = Float(-alphaOffset)
            return layer
        }
    }

    static func show(_ image: FuzzImage, in layer: CALayer) {
        layer.contents = CGImage(pixels: image.pixels)
        layer.contentsScale = image.scale
        layer.contentsGravity = image.gravity
        layer.contentsRect = image.contentsRect
        layer.contentsCenter = image.contentsCenter
    }

    static func apply(_ gradient: FuzzGradient, to layer: CAGradientLayer) {
        layer.type = gradient.type
        layer.colors = gradient.colors.map(\.cgColor)
        layer.locations = gradient.locations?.map { NSNumber(value: $0) }
        layer.startPoint = gradient.start
        layer.endPoint = gradient.end
    }

    static func apply(_ shape: FuzzShape, to layer: CAShapeLayer) {
        layer.path = shape.path
        layer.fillColor = shape.fill?.cgColor
        layer.strokeColor = shape.stroke?.cgColor
        layer.lineWidth = shape.lineWidth
        layer.strokeStart = shape.strokeStart
        layer.strokeEnd = shape.strokeEnd
        layer.lineCap = shape.lineCap
    }
}

/// A view that draws stripes and a disc of its pattern's colours in `draw(_:)`.
final class StripedView: UIView {
    var pattern: UInt64

    init(frame: CGRect, pattern: UInt64) {
        self.pattern = pattern
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var random = FuzzRandom(seed: pattern)
        let colours = (0..<3).map { _ in FuzzColor.random(using: &random) }
        let stripes = random.integer(1...4)
        let width = bounds.width / CGFloat(stripes)
        for k in 0..<stripes {
            let c = colours[k % 2]
            ctx.setFillColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            ctx.fill(CGRect(x: bounds.minX + CGFloat(k) * width, y: bounds.minY, width: width, height: bounds.height))
        }
        let disc = colours[2]
        ctx.setFillColor(red: disc.red, green: disc.green, blue: disc.blue, alpha: disc.alpha)
        ctx.fillEllipse(in: bounds.insetBy(dx: bounds.width * 0.2, dy: bounds.height * 0.2))
    }
}
