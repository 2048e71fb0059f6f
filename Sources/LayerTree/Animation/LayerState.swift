import Foundation
import Graphics

/// The animatable properties of a layer at one moment: the model's values, or the presentation's
/// with animations applied. Key paths are Core Animation's.
struct LayerState: Equatable {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var anchorPointZ: CGFloat
    var zPosition: CGFloat
    var transform: CATransform3D
    var sublayerTransform: CATransform3D
    var opacity: Float
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var contentsRect: CGRect
    var contentsCenter: CGRect

    /// The key paths animations may name, besides the sub-paths of ``value(forKeyPath:)``.
    static let animatableKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "contentsRect", "contentsCenter",
    ]

    func value(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "bounds": .rect(bounds)
        case "bounds.size": .size(bounds.size)
        case "bounds.origin": .point(bounds.origin)
        case "bounds.size.width": .scalar(Double(bounds.width))
        case "bounds.size.height": .scalar(Double(bounds.height))
        case "position": .point(position)
        case "position.x": .scalar(Double(position.x))
        case "position.y": .scalar(Double(position.y))
        case "anchorPoint": .point(anchorPoint)
        case "anchorPointZ": .scalar(Double(anchorPointZ))
        case "zPosition": .scalar(Double(zPosition))
        case "transform": .transform(transform)
        case "sublayerTransform": .transform(sublayerTransform)
        case "opacity": .scalar(Double(opacity))
        case "backgroundColor": Self.colorValue(backgroundColor)
        case "borderColor": Self.colorValue(borderColor)
        case "cornerRadius": .scalar(Double(cornerRadius))
        case "borderWidth": .scalar(Double(borderWidth))
        case "contentsRect": .rect(contentsRect)
        case "contentsCenter": .rect(contentsCenter)
        default: TransformComponent(keyPath).map { .scalar($0.value(of: transform)) }
        }
    }

    mutating func set(_ value: AnimatableValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = CGFloat(v)
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = CGFloat(v)
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = CGFloat(v)
        case ("position.y", .scalar(let v)): position.y = CGFloat(v)
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("anchorPointZ", .scalar(let v)): anchorPointZ = CGFloat(v)
        case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
        case ("transform", .transform(let t)): transform = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let r, let g, let b, let a)): backgroundColor = CGColor(red: r, green: g, blue: b, alpha: a)
        case ("borderColor", .color(let r, let g, let b, let a)): borderColor = CGColor(red: r, green: g, blue: b, alpha: a)
        case ("cornerRadius", .scalar(let v)): cornerRadius = max(0, CGFloat(v))
        case ("borderWidth", .scalar(let v)): borderWidth = max(0, CGFloat(v))
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        case (_, .scalar(let v)): if let component = TransformComponent(keyPath) { transform = component.setting(v, in: transform) }
        default: break
        }
    }

    /// nil colours animate as transparent black.
    private static func colorValue(_ color: CGColor?) -> AnimatableValue {
        guard let color else { return .color(red: 0, green: 0, blue: 0, alpha: 0) }
        return .color(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
}

/// The `transform.*` sub-paths: one component of a decomposed 2D transform.
enum TransformComponent {
    case rotation, scale, scaleX, scaleY, translationX, translationY

    init?(_ keyPath: String) {
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": self = .rotation
        case "transform.scale": self = .scale
        case "transform.scale.x": self = .scaleX
        case "transform.scale.y": self = .scaleY
        case "transform.translation.x": self = .translationX
        case "transform.translation.y": self = .translationY
        default: return nil
        }
    }

    func value(of t: CATransform3D) -> Double {
        let parts = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
        switch self {
        case .rotation: return parts.rotation
        case .scale, .scaleX: return parts.scaleX
        case .scaleY: return parts.scaleY
        case .translationX: return parts.tx
        case .translationY: return parts.ty
        }
    }

    /// `t` with this component replaced by `value` (the others kept).
    func setting(_ value: Double, in t: CATransform3D) -> CATransform3D {
        var parts = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
        switch self {
        case .rotation: parts.rotation = value
        case .scale:
            parts.scaleX = value
            parts.scaleY = value
        case .scaleX: parts.scaleX = value
        case .scaleY: parts.scaleY = value
        case .translationX: parts.tx = value
        case .translationY: parts.ty = value
        }
        return CATransform3DMakeAffineTransform(TransformInterpolation.compose(parts))
    }
}

extension CALayer {
    /// The model's animatable values now.
    var modelState: LayerState {
        LayerState(
            bounds: bounds, position: position, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            zPosition: zPosition, transform: transform, sublayerTransform: sublayerTransform, opacity: opacity,
            backgroundColor: backgroundColor, cornerRadius: cornerRadius, borderWidth: borderWidth,
            borderColor: borderColor, contentsRect: contentsRect, contentsCenter: contentsCenter)
    }
}
