import Foundation

/// Key-value coding on animations, as Core Animation has it: any key can be set and read back,
/// and copies of the animation (the one a layer runs is a copy) keep the values — the usual way
/// iOS code tags an animation to recognise it in `animationDidStop(_:finished:)`.
extension CAAnimation {
    /// The value set under `key`, or nil.
    public func value(forKey key: String) -> Any? {
        keyedValues[key]
    }

    /// Stores `value` under `key` (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }
}

/// The name Core Animation's timing functions are made from (`CAMediaTimingFunction(name: .easeOut)`).
public typealias CAMediaTimingFunctionName = CAMediaTimingFunction.Name
