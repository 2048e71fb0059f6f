import Foundation

/// A number an app passed as `Any` (an attribute's or a key's value), whatever Swift or Foundation
/// type it has: Foundation here does not bridge Swift numbers to `NSNumber`, so an `as? NSNumber`
/// cast alone misses an `Int` or a `Double`.
package enum AnyNumber {
    /// The value as a `Double`; nil when it is not a number.
    package static func double(_ any: Any?) -> Double? {
        switch any {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        case let v as any BinaryInteger: Double(v)
        default: nil
        }
    }
}
