/// A column of the simplex tableau, named by a small integer.
///
/// The raw value packs a serial number (index into the tableau's per-symbol arrays) above two bits
/// of kind, so symbols compare in the order their serials were handed out and hash as one integer.
/// Kinds follow Cassowary: *external* symbols stand for ``LayoutVariable``s and may take any sign;
/// *slack* symbols turn inequalities into equations; *error* symbols measure how far a non-required
/// constraint is violated and carry its strength in the objective; *dummy* symbols mark required
/// equalities so that they can be removed, and are always zero. Slack, error and dummy symbols are
/// restricted to be non-negative.
struct Symbol: Hashable, Comparable, Sendable {
    /// The role of a symbol in the tableau.
    enum Kind: UInt32, Sendable {
        /// Stands for a ``LayoutVariable``; unrestricted in sign.
        case external = 0
        /// The slack of an inequality; non-negative.
        case slack = 1
        /// The violation of a non-required constraint; non-negative, weighted in the objective.
        case error = 2
        /// The marker of a required equality; always zero.
        case dummy = 3
    }

    /// Serial number shifted left by two, or'ed with the kind.
    let raw: UInt32

    /// A symbol with no meaning, for free rows of the tableau.
    static let none = Symbol(raw: .max)

    /// Makes the symbol of a serial and a kind.
    init(serial: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: serial) &<< 2 | kind.rawValue
    }

    /// Wraps a raw value.
    private init(raw: UInt32) {
        self.raw = raw
    }

    /// The index of the symbol in the tableau's per-symbol arrays.
    @inline(__always)
    var serial: Int { Int(truncatingIfNeeded: raw &>> 2) }

    /// The role of the symbol.
    var kind: Kind { Kind(rawValue: raw & 3) ?? .external }

    /// Whether the symbol stands for a variable (unrestricted in sign).
    @inline(__always)
    var isExternal: Bool { raw & 3 == 0 }

    /// Whether the symbol must stay non-negative (slack, error or dummy).
    @inline(__always)
    var isRestricted: Bool { raw & 3 != 0 }

    /// Whether the symbol is a dummy (fixed at zero, never entering the basis by choice).
    @inline(__always)
    var isDummy: Bool { raw & 3 == 3 }

    /// Whether the symbol is a slack or an error symbol, which may enter the basis.
    @inline(__always)
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    /// Orders symbols by serial (the order they were handed out).
    @inline(__always)
    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}
