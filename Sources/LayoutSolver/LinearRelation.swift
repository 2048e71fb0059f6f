/// How a constraint's expression compares to zero: `expression <= 0`, `== 0` or `>= 0`.
package enum LinearRelation: Sendable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual
}
