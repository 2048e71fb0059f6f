import Foundation
import LayerTree

/// One view or layer of a fuzzed scene, as data: what the generator makes, the builder turns into
/// objects, the minimizer shrinks and a failure prints. Children of a layer are layers; children
/// of a view are views or layers.
public struct FuzzNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A `UIView` (its layer carries the node's properties).
        case view
        /// A `UIView` whose `draw(_:)` paints stripes of `pattern`'s colours.
        case drawnView(pattern: UInt64)
        /// A plain `CALayer`.
        case layer
        /// A `CALayer` showing an image as its contents.
        case image(FuzzImage)
        case gradient(FuzzGradient)
        case shape(FuzzShape)
        /// A `CATextLayer`.
        case text(String, size: Double, color: FuzzColor)
        /// A `CAReplicatorLayer`: `count` instances, each turned by `angle` and moved by `shift`
        /// from the one before, its colour `colorOffset` less red and blue and `alphaOffset` less opaque.
        case replicator(count: Int, angle: Double, shift: CGSize, colorOffset: Double, alphaOffset: Double)
        /// A `UIVisualEffectView` blurring what lies behind it in the `UIBlurEffect.Style` of
        /// raw value `style` (its subviews go into its content view).
        case effectView(style: Int)

        var isView: Bool {
            switch self {
            case .view, .drawnView, .effectView: true
            default: false
            }
        }
    }

    public var id: Int
    public var kind: Kind
    public var frame: CGRect
    public var boundsOrigin = CGPoint.zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var transform = FuzzTransform.identity
    /// A perspective over the sublayers (`sublayerTransform`).
    public var sublayerTransform = FuzzTransform.identity
    public var zPosition = 0.0
    public var opacity = 1.0
    public var background: FuzzColor?
    public var cornerRadius = 0.0
    public var maskedCorners: UInt8 = 15
    /// `cornerCurve = .continuous` rather than `.circular`.
    public var continuousCorners = false
    public var borderWidth = 0.0
    public var borderColor = FuzzColor(0, 0, 0)
    public var masksToBounds = false
    public var allowsGroupOpacity = true
    public var isOpaque = false
    public var shadow: FuzzShadow?
    public var isHidden = false
    /// False hides the layer, with its subtree, while it faces away from its flattening plane.
    public var isDoubleSided = true
    /// The contents filters (they matter for image layers).
    public var magnificationFilter = CALayerContentsFilter.linear
    public var minificationFilter = CALayerContentsFilter.linear
    public var children: [FuzzNode] = []
    /// A layer masking this one (its alpha gates this layer's subtree).
    public var mask: FuzzNode? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    /// The mask, held in an array: a struct cannot hold an optional of itself.
    private var maskStorage: [FuzzNode] = []

    public init(id: Int, kind: Kind, frame: CGRect) {
        self.id = id
        self.kind = kind
        self.frame = frame
    }

    /// This node and every node under it (masks included), depth first.
    public var allNodes: [FuzzNode] {
        [self] + (mask?.allNodes ?? []) + children.flatMap(\.allNodes)
    }

    /// The tree less the node `id` and its subtree (nothing when `id` is this node).
    func removing(_ id: Int) -> FuzzNode? {
        guard self.id != id else { return nil }
        var copy = self
        copy.mask = mask?.removing(id)
        copy.children = children.compactMap { $0.removing(id) }
        return copy
    }

    /// The tree with the node `id` replaced by `change(node)`.
    func updating(_ id: Int, _ change: (inout FuzzNode) -> Void) -> FuzzNode {
        var copy = self
        if self.id == id { change(&copy) }
        copy.mask = copy.mask?.updating(id, change)
        copy.children = copy.children.map { $0.updating(id, change) }
        return copy
    }
}

extension FuzzNode: CustomStringConvertible {
    /// The tree, one node a line, indented, with only what differs from a default layer.
    public var description: String { lines(indent: "").joined(separator: "\n") }

    private func lines(indent: String) -> [String] {
        var parts = ["#\(id) \(kindDescription) frame \(Short.rect(frame))"]
        if boundsOrigin != .zero { parts.append("origin \(Short.point(boundsOrigin))") }
        if anchorPoint != CGPoint(x: 0.5, y: 0.5) { parts.append("anchor \(Short.point(anchorPoint))") }
        if !transform.isIdentity { parts.append("transform \(transform)") }
        if !sublayerTransform.isIdentity { parts.append("sublayerTransform \(sublayerTransform)") }
        if zPosition != 0 { parts.append("z \(zPosition)") }
        if opacity != 1 { parts.append("opacity \(opacity)") }
        if let background { parts.append("background \(background)") }
        if cornerRadius != 0 {
            parts.append(
                "corners \(cornerRadius)" + (maskedCorners == 15 ? "" : " mask \(maskedCorners)")
                    + (continuousCorners ? " continuous" : ""))
        }
        if borderWidth != 0 { parts.append("border \(borderWidth) \(borderColor)") }
        if masksToBounds { parts.append("clips") }
        if !allowsGroupOpacity { parts.append("ungrouped") }
        if isOpaque { parts.append("opaque") }
        if let shadow { parts.append(shadow.description) }
        if isHidden { parts.append("hidden") }
        if !isDoubleSided { parts.append("single-sided") }
        if magnificationFilter != .linear { parts.append("magnify \(magnificationFilter.rawValue)") }
        if minificationFilter != .linear { parts.append("minify \(minificationFilter.rawValue)") }
        var result = [indent + parts.joined(separator: ", ")]
        if let mask { result += mask.lines(indent: indent + "  mask: ") }
        for child in children { result += child.lines(indent: indent + "  ") }
        return result
    }

    private var kindDescription: String {
        switch kind {
        case .view: "view"
        case .drawnView(let pattern): "drawn view #\(pattern)"
        case .effectView(let style): "effect view, blur style \(style)"
        case .layer: "layer"
        case .image(let image): image.description
        case .gradient(let gradient): gradient.description
        case .shape(let shape): shape.description
        case .text(let string, let size, let color): "text \"\(string)\" \(size)pt \(color)"
        case .replicator(let count, let angle, let shift, let colorOffset, let alphaOffset):
            "replicator ×\(count) turn \(angle) shift \(shift.width),\(shift.height) colour −\(colorOffset) alpha −\(alphaOffset)"
        }
    }
}
