/// Functions a rewritten file may need, added at its end once (private to the file).
enum GeneratedHelper: String, CaseIterable, Comparable {
    /// Converts what a target-action passed as `Any` to a handler parameter whose type the
    /// rewriter does not know (a method outside the ported files).
    case cast
    /// Reads a number stored under a layer's key, as Core Animation unboxes a dynamic property.
    case layerNumber

    static func < (lhs: GeneratedHelper, rhs: GeneratedHelper) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The function's declaration.
    var declaration: String {
        switch self {
        case .cast:
            """
            /// A target-action's value as the handler's parameter type (added by uikit-port).
            private func uikitPortCast<Value>(_ value: Any?) -> Value { value as! Value }
            """
        case .layerNumber:
            """
            /// A number stored under a layer's key, as Core Animation reads a dynamic property (added by uikit-port).
            private func uikitPortLayerNumber(_ value: Any?) -> Double? {
                switch value {
                case let number as Double: return number
                case let number as CGFloat: return Double(number)
                case let number as Float: return Double(number)
                case let number as Int: return Double(number)
                case let flag as Bool: return flag ? 1 : 0
                default: return nil
                }
            }
            """
        }
    }
}
