import Foundation
import Graphics

/// A property of a layer class that key-value coding reaches by its key, declared once per key:
/// how the model reads and sets it, and — for an animatable one — how an animation reads it and
/// writes it into a presentation copy. How its values interpolate follows from their type
/// (``AnimatableValueConvertible``). A class's properties are its ``LayerPropertyTable``.
@MainActor
struct LayerProperty {
    let key: String
    /// The model's value, as key-value coding returns it.
    let get: (CALayer) -> Any?
    /// Sets the model's value through the public setter (validation, actions); false when the
    /// value is not of the property's type or the layer not of its class.
    let set: (CALayer, Any?) -> Bool
    /// How animations reach the property; nil for one that does not animate.
    let animation: Animation?

    struct Animation {
        /// The model's value; nil when the layer is not of the property's class.
        let read: (CALayer) -> AnimatableValue?
        /// Puts an animated value into a presentation copy, as its getter will return it.
        let write: (CALayer, AnimatableValue) -> Void
        /// What an animated value becomes before it is shown (a radius never goes below zero).
        let normalize: (AnimatableValue) -> AnimatableValue
    }

    /// An animatable property kept at `keyPath`. `storage` writes presentation values where the
    /// public setter would refuse them (a spring's overshoot past a size of zero); by default the
    /// setter writes them.
    static func animatable<Layer: CALayer, Value: AnimatableValueConvertible>(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage: ReferenceWritableKeyPath<Layer, Value>? = nil,
        normalize: @escaping (AnimatableValue) -> AnimatableValue = { $0 }
    ) -> LayerProperty {
        animatable(
            key, keyPath, storage: storage, normalize: normalize, toAnimatable: { $0.animatableValue },
            fromAnimatable: { Value(animatableValue: $0) })
    }

    /// An animatable property whose type converts to and from ``AnimatableValue`` by the given
    /// functions (lists such as a gradient's colours, which the protocol cannot cover twice for
    /// optionals).
    static func animatable<Layer: CALayer, Value>(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage: ReferenceWritableKeyPath<Layer, Value>? = nil,
        normalize: @escaping (AnimatableValue) -> AnimatableValue = { $0 },
        toAnimatable: @escaping (Value) -> AnimatableValue, fromAnimatable: @escaping (AnimatableValue) -> Value?
    ) -> LayerProperty {
        let storage = storage ?? keyPath
        return LayerProperty(
            key: key,
            get: { layer in (layer as? Layer).map { $0[keyPath: keyPath] } },
            set: { layer, any in
                guard let layer = layer as? Layer else { return false }
                if any == nil, let none = KeyValueCast.cast(nil, to: Value.self) {
                    layer[keyPath: keyPath] = none
                    return true
                }
                guard let value = AnimatableValue(any).flatMap(fromAnimatable) else { return false }
                layer[keyPath: keyPath] = value
                return true
            },
            animation: Animation(
                read: { layer in (layer as? Layer).map { toAnimatable($0[keyPath: keyPath]) } },
                write: { layer, value in
                    guard let layer = layer as? Layer, let value = fromAnimatable(normalize(value)) else { return }
                    layer[keyPath: storage] = value
                },
                normalize: normalize))
    }

    /// A property key-value coding reaches but animations do not.
    static func plain<Layer: CALayer, Value>(_ key: String, _ keyPath: ReferenceWritableKeyPath<Layer, Value>) -> LayerProperty {
        plain(key, keyPath, converting: { KeyValueCast.cast($0, to: Value.self) })
    }

    /// A property of a string-named type (`lineCap`, `contentsGravity`, …): key-value coding
    /// takes the value or its name (`"round"`), as Core Animation's string constants are.
    static func plain<Layer: CALayer, Value: RawRepresentable>(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Layer, Value>
    ) -> LayerProperty where Value.RawValue == String {
        plain(key, keyPath, converting: { any in (any as? Value) ?? (any as? String).flatMap { Value(rawValue: $0) } })
    }

    /// A property of a bit-mask type (`maskedCorners`): key-value coding takes the value or its
    /// bits as a number, as `NSNumber` is for an `NS_OPTIONS` type.
    static func plain<Layer: CALayer, Value: OptionSet>(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Layer, Value>
    ) -> LayerProperty where Value.RawValue == UInt {
        plain(key, keyPath) { any in
            if let value = any as? Value { return value }
            guard let number = KeyValueCast.number(any), number >= 0, let bits = UInt(exactly: number.rounded(.towardZero))
            else { return nil }
            return Value(rawValue: bits)
        }
    }

    private static func plain<Layer: CALayer, Value>(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Layer, Value>, converting convert: @escaping (Any?) -> Value?
    ) -> LayerProperty {
        LayerProperty(
            key: key,
            get: { layer in (layer as? Layer).map { $0[keyPath: keyPath] } },
            set: { layer, any in
                guard let layer = layer as? Layer, let value = convert(any) else { return false }
                layer[keyPath: keyPath] = value
                return true
            },
            animation: nil)
    }

    /// A path as an animatable value: nil as the empty path, so that it animates to and from paths.
    nonisolated static func pathValue(_ path: CGPath?) -> AnimatableValue { .path(path ?? CGMutablePath()) }

    /// The path an animated value shows: nil for the empty path.
    nonisolated static func optionalPath(_ value: AnimatableValue) -> CGPath? {
        guard case .path(let path) = value, !path.isEmpty else { return nil }
        return path
    }

    /// Keeps animated sizes (radii, widths) at zero or above.
    static let nonNegative: (AnimatableValue) -> AnimatableValue = { value in
        guard case .scalar(let v) = value else { return value }
        return .scalar(max(0, v))
    }
}

/// The properties of a layer class by key: `CALayer`'s, plus those a subclass adds
/// (`CAShapeLayer.strokeEnd`, `CAGradientLayer.colors`), which a subclass declares by overriding
/// `CALayer.propertyTable` with the superclass's table ``adding(_:)`` its own.
@MainActor
struct LayerPropertyTable {
    private let properties: [String: LayerProperty]

    init(_ properties: [LayerProperty]) {
        self.properties = Dictionary(properties.map { ($0.key, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// This table with `more` added (a key declared again takes the new declaration).
    func adding(_ more: [LayerProperty]) -> LayerPropertyTable {
        LayerPropertyTable(Array(properties.values) + more)
    }

    subscript(key: String) -> LayerProperty? { properties[key] }

    /// The keys that animate.
    var animatableKeys: Set<String> { Set(properties.values.filter { $0.animation != nil }.map(\.key)) }
}

/// Key-value coding's conversions: numbers arrive as any numeric type (or `NSNumber`), flags as
/// `Bool` or a number, and a nil clears an optional.
enum KeyValueCast {
    static func cast<Value>(_ any: Any?, to type: Value.Type) -> Value? {
        if let value = any as? Value { return value }
        if any == nil, let none = Optional<Any>.none as? Value { return none }
        if let boxed = any as? NSValue, !(boxed is NSNumber), let value = boxed.animatableGeometry?.any as? Value {
            return value
        }
        if type == Bool.self, let number = number(any) { return (number != 0) as? Value }
        if let number = number(any) {
            switch type {
            case is CGFloat.Type: return CGFloat(number) as? Value
            case is Double.Type: return number as? Value
            case is Float.Type: return Float(number) as? Value
            case is Int.Type:
                guard number.isFinite, let whole = Int(exactly: number.rounded(.towardZero)) else { return nil }
                return whole as? Value
            default: return nil
            }
        }
        return nil
    }

    /// A number given as any of the types key-value coding accepts.
    static func number(_ any: Any?) -> Double? { AnyNumber.double(any) }
}
