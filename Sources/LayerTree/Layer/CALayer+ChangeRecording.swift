import Foundation
import Graphics

extension CALayer {
    /// Drops the cached render snapshots of this layer and its ancestors (and of the layer it masks).
    func renderPropertyDidChange() {
        var layer: CALayer? = self
        while let current = layer {
            guard current.committedSubtree != nil || current === self else { break }
            current.committedSubtree = nil
            layer = current.superlayer ?? current.maskedLayer
        }
    }

    /// What a scalar animatable property keeps after being set to `value` (call from its
    /// `didSet`): a non-finite value is reported and `old` restored; a real change is announced
    /// to the layer's actions and the next commit.
    func acceptedScalar<Value: BinaryFloatingPoint & AnimatableValueConvertible>(
        _ value: Value, replacing old: Value, key: String
    ) -> Value {
        guard value.isFinite else {
            LayerTreeDiagnostics.report("CALayer.\(key)", "non-finite value \(value)")
            return old
        }
        if value != old { animatableDidChange(key, from: old) }
        return value
    }

    /// What a length (a radius, a width) keeps after being set to `value`: as
    /// ``acceptedScalar(_:replacing:key:)``, and a negative length is refused too.
    func acceptedLength(_ value: CGFloat, replacing old: CGFloat, key: String) -> CGFloat {
        guard value >= 0 || !value.isFinite else {
            LayerTreeDiagnostics.report("CALayer.\(key)", "negative value \(value)")
            return old
        }
        return acceptedScalar(value, replacing: old, key: key)
    }

    /// What `contentsScale` keeps after being set to `value`: a scale that is not finite and
    /// positive is reported and `old` kept; a new scale redisplays drawn content.
    func acceptedContentsScale(_ value: CGFloat, replacing old: CGFloat) -> CGFloat {
        defer { renderPropertyDidChange() }
        guard value.isFinite, value > 0 else {
            LayerTreeDiagnostics.report("CALayer.contentsScale", "invalid scale \(value)")
            return old
        }
        if value != old, backingStore != nil { setNeedsDisplay() }
        return value
    }

    /// After `contents` changed from `old`: the new image replaces what was drawn.
    func contentsDidChange(from old: Any?) {
        guard (contents as AnyObject?) !== (old as AnyObject?) || backingStore != nil else { return }
        backingStore = nil
        contentsVersion = ContentVersion.next()
        renderPropertyDidChange()
    }

    /// What a size property keeps after being set to `value`: a non-finite one is reported and
    /// `old` kept; a change is announced.
    func acceptedSize(_ value: CGSize, replacing old: CGSize, key: String) -> CGSize {
        guard value.width.isFinite, value.height.isFinite else {
            LayerTreeDiagnostics.report("CALayer.\(key)", "non-finite size \(value)")
            return old
        }
        if value != old { animatableDidChange(key, from: old) }
        return value
    }

    /// What a path property keeps after being set to `value`: a path with non-finite points is
    /// reported and `old` kept; a change is announced.
    func acceptedPath(_ value: CGPath?, replacing old: CGPath?, key: String) -> CGPath? {
        if let value, !value.isFinite {
            LayerTreeDiagnostics.report("CALayer.\(key)", "a path with non-finite points")
            return old
        }
        if value != old { animatableDidChange(key, previous: LayerProperty.pathValue(old)) }
        return value
    }

    /// What a point property keeps after being set to `value`: a non-finite one is reported and
    /// `old` kept; a change is announced.
    func acceptedPoint(_ value: CGPoint, replacing old: CGPoint, key: String) -> CGPoint {
        guard GeometryCheck.accept(value, in: "\(type(of: self)).\(key)") else { return old }
        if value != old { animatableDidChange(key, from: old) }
        return value
    }
}
