import Foundation

/// Key-value coding on animations, as Core Animation has it: any key can be set and read back,
/// and copies of the animation (the one a layer runs is a copy) keep the values — the usual way
/// iOS code tags an animation to recognise it in `animationDidStop(_:finished:)`.
extension CAAnimation {
    /// The value set under `key`; for a key never set, the class's `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Stores `value` under `key` (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    /// The value at `keyPath`: a key, or a key whose value is an animation or a layer followed by
    /// a key path of that object (`"group.tag"`); nil when the path names nothing.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch value(forKey: String(keyPath[..<dot])) {
        case let animation as CAAnimation: return animation.value(forKeyPath: rest)
        case let layer as CALayer: return layer.value(forKeyPath: rest)
        default: return nil
        }
    }

    /// Sets the value at `keyPath` (see ``value(forKeyPath:)``); a path through no animation or
    /// layer is reported and changes nothing.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: String(keyPath[..<dot])) {
        case let animation as CAAnimation: animation.setValue(value, forKeyPath: rest)
        case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
        default: LayerTreeDiagnostics.report("CAAnimation.setValue(_:forKeyPath:)", "\(keyPath) names no animation or layer")
        }
    }
}

/// The name Core Animation's timing functions are made from (`CAMediaTimingFunction(name: .easeOut)`).
public typealias CAMediaTimingFunctionName = CAMediaTimingFunction.Name
