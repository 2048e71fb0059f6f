/// Required equalities kept outside the tableau: each defines a variable no other constraint used
/// when it came, as a sum of other variables.
///
/// A required equality `a·v + Σ cᵢ·xᵢ + k = 0` whose variable `v` is new to the solver fixes `v`
/// once the `xᵢ` are known and constrains nothing else: whatever values the other constraints give
/// the `xᵢ`, `v = −(k + Σ cᵢ·xᵢ) / a` satisfies it. Such a constraint needs no row, no dummy marker
/// and no substitution. In the tableau, a chain of them (each view placed after the previous one)
/// makes row `k` carry the dummies of all `k` constraints before it, so building `n` costs `n²`;
/// kept here, each is one short definition and building them is linear. A definition refers to
/// other variables by symbol, whatever they are (basic, parametric or defined), and since its
/// variable was new, no definition can reach it again: definitions never form a cycle.
///
/// A definition enters the tableau (``SolverCore/materialize(_:)``) only when a constraint that
/// goes into the tableau names its variable; a definition that is removed leaves its variable free.
struct Definition {
    /// The constraint, kept alive while the solver holds it (its identity is the key).
    let constraint: LinearConstraint
    /// The defined variable's symbol.
    let subject: Symbol
    /// `subject = constant + Σ coefficient · symbol`.
    let constant: Double
    /// The other variables' symbols and coefficients.
    let terms: [Cell]
}

/// The definitions a solver holds, by defined symbol (an array indexed by serial, as the tableau's
/// own bookkeeping is, since values are read for every variable after every change) and by constraint.
struct DefinitionStore {
    /// Definitions by the serial of the symbol they define; nil where a serial defines nothing.
    private var bySerial: [Definition?] = []
    /// Serials of defined symbols by constraint identity.
    private var serialOfConstraint: [ObjectIdentifier: Int] = [:]

    /// How many definitions are held.
    var count: Int { serialOfConstraint.count }

    /// The symbol's definition, if it is defined here.
    @inline(__always)
    func definition(of symbol: Symbol) -> Definition? {
        let serial = symbol.serial
        return serial < bySerial.count ? bySerial[serial] : nil
    }

    /// Whether the symbol is defined here.
    @inline(__always)
    func defines(_ symbol: Symbol) -> Bool {
        let serial = symbol.serial
        return serial < bySerial.count && bySerial[serial] != nil
    }

    /// The definition made by the constraint, if it is held here.
    func definition(of constraint: LinearConstraint) -> Definition? {
        serialOfConstraint[ObjectIdentifier(constraint)].flatMap { bySerial[$0] }
    }

    mutating func insert(_ definition: Definition) {
        let serial = definition.subject.serial
        if serial >= bySerial.count {
            bySerial += Array(repeating: nil, count: max(serial + 1, bySerial.count * 2) - bySerial.count)
        }
        bySerial[serial] = definition
        serialOfConstraint[ObjectIdentifier(definition.constraint)] = serial
    }

    /// Takes the definition of the symbol out, returning it.
    mutating func remove(_ symbol: Symbol) -> Definition? {
        guard let definition = definition(of: symbol) else { return nil }
        bySerial[symbol.serial] = nil
        serialOfConstraint[ObjectIdentifier(definition.constraint)] = nil
        return definition
    }
}

/// The values of defined symbols, worked out once per solution: a chain of definitions is read
/// in one pass, not once per link. Any change to the solver starts a new generation.
struct DefinedValueCache {
    private var generation: UInt64 = 1
    private var values: [Double] = []
    private var stamps: [UInt64] = []

    /// Forgets every value (the solution changed).
    mutating func invalidate() { generation &+= 1 }

    /// The symbol's value in this generation, if worked out.
    @inline(__always)
    func value(of symbol: Symbol) -> Double? {
        let serial = symbol.serial
        return serial < stamps.count && stamps[serial] == generation ? values[serial] : nil
    }

    mutating func store(_ value: Double, for symbol: Symbol) {
        let serial = symbol.serial
        if serial >= stamps.count {
            let grown = max(serial + 1, stamps.count * 2)
            stamps += Array(repeating: 0, count: grown - stamps.count)
            values += Array(repeating: 0, count: grown - values.count)
        }
        stamps[serial] = generation
        values[serial] = value
    }
}
