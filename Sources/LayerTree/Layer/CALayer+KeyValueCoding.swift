import Foundation

/// Key-value coding as Core Animation layers have it: a property of the class by its key
/// (`"opacity"`, `"hidden"`), a part of one by a key path (`"position.x"`,
/// `"transform.rotation.z"`), and any other key stored on the layer. A value stored under a key
/// of no property animates like a property when it is animatable (a number, point, size, rect,
/// transform or colour): `CABasicAnimation(keyPath:)` may name it and `presentation()` shows it.
extension CALayer {
    /// The value of the property `key` names, or the value stored under it; for a key never set,
    /// the class's ``defaultValue(forKey:)``.
    func coreValue(forKey key: String) -> Any? {
        if let property = type(of: self).propertyTable[key] { return property.get(self) }
        return keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property `key` names through its setter (a value of the wrong type is reported
    /// and changes nothing), or stores `value` under a key of no property, running the key's
    /// action as a property change would.
    func coreSetValue(_ value: Any?, forKey key: String) {
        if let property = type(of: self).propertyTable[key] {
            if !property.set(self, value) {
                LayerTreeDiagnostics.report(
                    "CALayer.setValue(_:forKey:)", "\(value.map { "\($0)" } ?? "nil") is no value for \(key)")
            }
            return
        }
        let previous = animatableValue(forKey: key)
        keyedValues[key] = value
        animatableDidChange(key, previous: previous)
    }

    /// The value at `keyPath`: a key, or a key followed by the path of a part of its value
    /// (`"bounds.size.width"`, `"transform.scale.x"`); nil when the path names nothing.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let key = String(keyPath[..<dot])
        let whole = type(of: self).propertyTable[key] != nil ? value(forKey: key) : keyedValues[key]
        return AnimatableValue(whole)?.component(keyPath[keyPath.index(after: dot)...])?.any
    }

    /// Sets the value at `keyPath`: a part of a property's value is replaced and the property set
    /// as a whole (so `"position.x"` animates `position`). A path that names nothing is reported.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let key = String(keyPath[..<dot])
        guard let whole = AnimatableValue(self.value(forKey: key)), let part = AnimatableValue(value),
            let updated = whole.setting(keyPath[keyPath.index(after: dot)...], to: part)
        else {
            LayerTreeDiagnostics.report("CALayer.setValue(_:forKeyPath:)", "\(keyPath) names no part a value can be set for")
            return
        }
        setValue(updated.any, forKey: key)
    }
}
