import Foundation
import Graphics

/// The parts of a value that a key path's tail names, as Core Animation's key-value coding
/// extensions define them: `x`/`y` of a point, `width`/`height` of a size, `origin`/`size` of a
/// rect (and their parts), and a transform's `rotation`, `scale` and `translation` fields.
/// `position.x`, `bounds.size.width` and `transform.rotation.z` are a property's key followed by
/// such a tail.
extension AnimatableValue {
    /// The part of this value `path` names (`"x"`, `"size.width"`, `"rotation.z"`); the value
    /// itself for an empty path; nil when the path names no part of this kind of value.
    func component(_ path: some StringProtocol) -> AnimatableValue? {
        guard !path.isEmpty else { return self }
        let (head, tail) = Self.split(path)
        switch self {
        case .point(let p):
            return tail.isEmpty ? Self.pointPart(head, of: p).map { .scalar(Double($0)) } : nil
        case .size(let s):
            return tail.isEmpty ? Self.sizePart(head, of: s).map { .scalar(Double($0)) } : nil
        case .rect(let r):
            switch head {
            case "origin": return AnimatableValue.point(r.origin).component(tail)
            case "size": return AnimatableValue.size(r.size).component(tail)
            default: return nil
            }
        case .transform(let t):
            return TransformField(path).map { $0.value(of: t) }
        case .scalar, .color, .array, .path:
            return nil
        }
    }

    /// This value with the part `path` names replaced by `part`; nil when the path names no part
    /// or `part` is of the wrong kind.
    func setting(_ path: some StringProtocol, to part: AnimatableValue) -> AnimatableValue? {
        guard !path.isEmpty else { return part.isSameKind(as: self) ? part : nil }
        let (head, tail) = Self.split(path)
        switch (self, part) {
        case (.point(var p), .scalar(let v)) where tail.isEmpty:
            guard Self.pointPart(head, of: p) != nil else { return nil }
            if head == "x" { p.x = CGFloat(v) } else { p.y = CGFloat(v) }
            return .point(p)
        case (.size(var s), .scalar(let v)) where tail.isEmpty:
            guard Self.sizePart(head, of: s) != nil else { return nil }
            if head == "width" { s.width = CGFloat(v) } else { s.height = CGFloat(v) }
            return .size(s)
        case (.rect(var r), _):
            switch head {
            case "origin":
                guard case .point(let origin)? = AnimatableValue.point(r.origin).setting(tail, to: part) else { return nil }
                r.origin = origin
            case "size":
                guard case .size(let size)? = AnimatableValue.size(r.size).setting(tail, to: part) else { return nil }
                r.size = size
            default: return nil
            }
            return .rect(r)
        case (.transform(let t), _):
            return TransformField(path).flatMap { $0.setting(part, in: t) }.map { .transform($0) }
        default:
            return nil
        }
    }

    private func isSameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform),
            (.color, .color), (.array, .array), (.path, .path):
            true
        default: false
        }
    }

    private static func split(_ path: some StringProtocol) -> (head: Substring, tail: Substring) {
        let text = Substring(path)
        guard let dot = text.firstIndex(of: ".") else { return (text, "") }
        return (text[..<dot], text[text.index(after: dot)...])
    }

    private static func pointPart(_ name: Substring, of p: CGPoint) -> CGFloat? {
        switch name {
        case "x": p.x
        case "y": p.y
        default: nil
        }
    }

    private static func sizePart(_ name: Substring, of s: CGSize) -> CGFloat? {
        switch name {
        case "width": s.width
        case "height": s.height
        default: nil
        }
    }
}

/// A transform field of Core Animation's key paths (`transform.rotation.z`, `transform.scale`,
/// `transform.translation`, …). Reading decomposes the transform's affine part into
/// translation, rotation, scale and skew; writing replaces one field and keeps the others,
/// along with the transform's z scale and z translation. The rotations about x and y (card
/// flips) are read from the transform's 3×3 part and written by turning the layer about that
/// axis first (before the rest of the transform, its perspective included), by the difference.
enum TransformField {
    case rotation, rotationX, rotationY, scale, scaleX, scaleY, scaleZ, translation, translationX, translationY, translationZ

    init?(_ path: some StringProtocol) {
        switch path {
        case "rotation", "rotation.z": self = .rotation
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "scale": self = .scale
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "translation": self = .translation
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        default: return nil
        }
    }

    func value(of t: CATransform3D) -> AnimatableValue {
        let parts = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
        switch self {
        case .rotation: return .scalar(parts.rotation)
        case .rotationX: return .scalar(Self.angleAboutX(t))
        case .rotationY: return .scalar(Self.angleAboutY(t))
        case .scale: return .scalar((parts.scaleX + parts.scaleY + Double(t.m33)) / 3)
        case .scaleX: return .scalar(parts.scaleX)
        case .scaleY: return .scalar(parts.scaleY)
        case .scaleZ: return .scalar(Double(t.m33))
        case .translation: return .size(CGSize(width: parts.tx, height: parts.ty))
        case .translationX: return .scalar(parts.tx)
        case .translationY: return .scalar(parts.ty)
        case .translationZ: return .scalar(Double(t.m43))
        }
    }

    /// `t` with this field replaced by `value` (the others kept); nil for a value of the wrong kind.
    func setting(_ value: AnimatableValue, in t: CATransform3D) -> CATransform3D? {
        switch (self, value) {
        case (.rotationX, .scalar(let v)):
            return CATransform3DConcat(CATransform3DMakeRotation(CGFloat(v - Self.angleAboutX(t)), 1, 0, 0), t)
        case (.rotationY, .scalar(let v)):
            return CATransform3DConcat(CATransform3DMakeRotation(CGFloat(v - Self.angleAboutY(t)), 0, 1, 0), t)
        case (.rotationX, _), (.rotationY, _): return nil
        default: break
        }
        var parts = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
        var m33 = t.m33, m43 = t.m43
        switch (self, value) {
        case (.rotation, .scalar(let v)): parts.rotation = v
        case (.scale, .scalar(let v)):
            parts.scaleX = v
            parts.scaleY = v
            m33 = CGFloat(v)
        case (.scaleX, .scalar(let v)): parts.scaleX = v
        case (.scaleY, .scalar(let v)): parts.scaleY = v
        case (.scaleZ, .scalar(let v)): m33 = CGFloat(v)
        case (.translation, .size(let s)):
            parts.tx = Double(s.width)
            parts.ty = Double(s.height)
        case (.translationX, .scalar(let v)): parts.tx = v
        case (.translationY, .scalar(let v)): parts.ty = v
        case (.translationZ, .scalar(let v)): m43 = CGFloat(v)
        default: return nil
        }
        var result = CATransform3DMakeAffineTransform(TransformInterpolation.compose(parts))
        result.m33 = m33
        result.m43 = m43
        return result
    }

    /// The turn about x in the transform's 3×3 part (row vectors: a turn by φ puts sin φ at m23).
    static func angleAboutX(_ t: CATransform3D) -> Double { atan2(Double(t.m23), Double(t.m33)) }

    /// The turn about y (a turn by θ puts −sin θ at m13).
    static func angleAboutY(_ t: CATransform3D) -> Double { atan2(-Double(t.m13), Double(t.m33)) }
}
