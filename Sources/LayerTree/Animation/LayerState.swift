import Foundation
import Graphics

/// What a layer shows at one moment: its model's values, with the values running animations
/// produced written over them by property key. Animations read and write it through key paths
/// (`"opacity"`, `"position.x"`, `"transform.rotation.z"`), resolved in one place: the first
/// component names a property of the layer's class (``LayerPropertyTable``) or a key set by
/// key-value coding, the rest a part of its value (``AnimatableValue/component(_:)``).
@MainActor
struct LayerState {
    let layer: CALayer
    /// Animated values by property key; empty when nothing animates.
    private(set) var animatedValues: [String: AnimatableValue] = [:]

    /// The state of `layer`'s model, with `values` in place of the model's for their keys.
    init(layer: CALayer, values: [String: AnimatableValue] = [:]) {
        self.layer = layer
        animatedValues = values
    }

    /// The value at `keyPath` as shown; nil when the path names no animatable value.
    func value(forKeyPath keyPath: String) -> AnimatableValue? {
        let (key, tail) = Self.split(keyPath)
        return value(forKey: key)?.component(tail)
    }

    /// Shows `value` at `keyPath`; a path that names no animatable value, or a value of another
    /// kind, changes nothing.
    mutating func set(_ value: AnimatableValue, forKeyPath keyPath: String) {
        let (key, tail) = Self.split(keyPath)
        guard let whole = self.value(forKey: key), let updated = whole.setting(tail, to: value) else { return }
        let normalize = type(of: layer).propertyTable[key]?.animation?.normalize
        animatedValues[key] = normalize?(updated) ?? updated
    }

    /// The animated value of `key`, if an animation produced one (cheap when none runs).
    func animated<Value: AnimatableValueConvertible>(_ key: String, as type: Value.Type = Value.self) -> Value? {
        guard !animatedValues.isEmpty, let value = animatedValues[key] else { return nil }
        return Value(animatableValue: value)
    }

    private func value(forKey key: String) -> AnimatableValue? {
        animatedValues[key] ?? layer.animatableValue(forKey: key)
    }

    private static func split(_ keyPath: String) -> (key: String, tail: Substring) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, "") }
        return (String(keyPath[..<dot]), keyPath[keyPath.index(after: dot)...])
    }
}

extension CALayer {
    /// The model's value of an animatable key: a property of the class, or a key-value coding
    /// key holding an animatable value; nil otherwise.
    func animatableValue(forKey key: String) -> AnimatableValue? {
        if let property = type(of: self).propertyTable[key] { return property.animation?.read(self) }
        return AnimatableValue(keyedValues[key] ?? type(of: self).defaultValue(forKey: key))
    }

    /// The animatable values as shown at the global time `time`: the model with every animation
    /// applied in order, each at the layer's local time (``animationTime(atGlobal:)``).
    /// `modelValues` stand in for the model's values of their keys (a property's value before
    /// a change that has already happened).
    func presentationState(at time: CFTimeInterval, modelValues: [String: AnimatableValue] = [:]) -> LayerState {
        var state = LayerState(layer: self, values: modelValues)
        let localTime = animationTime(atGlobal: time)
        for (_, animation) in animationList {
            if animation.awaitsStart {
                animation.apply(progress: 0, to: &state)  // not committed yet: shows its start
            } else if let localTime {
                animation.apply(to: &state, at: localTime)
            }
        }
        return state
    }
}
