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

/// The definitions a solver holds, in flat arrays indexed by the defined symbol's serial (values
/// are read for every variable after every change, so reading one copies nothing and counts no
/// reference), and by constraint.
struct DefinitionStore {
    /// Per serial: where the definition's terms lie in `pool`; `count` is -1 where none is held.
    private var ranges: [(start: Int32, count: Int32)] = []
    /// Per serial: the definition's constant.
    private var constants: [Double] = []
    /// Per serial: the constraint that made the definition.
    private var makers: [LinearConstraint?] = []
    /// Every definition's terms, end to end; removed definitions leave holes until compaction.
    private var pool: [Cell] = []
    /// How many cells of `pool` belong to removed definitions.
    private var holes = 0
    /// Serials of defined symbols by constraint identity.
    private var serialOfConstraint: [ObjectIdentifier: Int] = [:]

    /// How many definitions are held.
    var count: Int { serialOfConstraint.count }

    /// Whether the symbol is defined here.
    @inline(__always)
    func defines(_ symbol: Symbol) -> Bool {
        let serial = symbol.serial
        return serial < ranges.count && ranges[serial].count >= 0
    }

    /// The definition's constant and terms, read in place: `body` gets the constant, then each term.
    @inline(__always)
    func forEachPart(of symbol: Symbol, _ body: (Cell) -> Bool) -> Double? {
        let serial = symbol.serial
        guard serial < ranges.count, ranges[serial].count >= 0 else { return nil }
        let range = ranges[serial]
        for index in Int(range.start)..<Int(range.start + range.count) where !body(pool[index]) {
            return nil
        }
        return constants[serial]
    }

    /// The symbol's definition, if it is defined here.
    func definition(of symbol: Symbol) -> Definition? {
        guard defines(symbol), let constraint = makers[symbol.serial] else { return nil }
        let range = ranges[symbol.serial]
        let terms = Array(pool[Int(range.start)..<Int(range.start + range.count)])
        return Definition(constraint: constraint, subject: symbol, constant: constants[symbol.serial], terms: terms)
    }

    /// The definition made by the constraint, if it is held here.
    func definition(of constraint: LinearConstraint) -> Definition? {
        serialOfConstraint[ObjectIdentifier(constraint)].flatMap { definition(of: Symbol(serial: $0, kind: .external)) }
    }

    mutating func insert(_ definition: Definition) {
        let serial = definition.subject.serial
        if serial >= ranges.count {
            let grown = max(serial + 1, ranges.count * 2)
            ranges += Array(repeating: (0, -1), count: grown - ranges.count)
            constants += Array(repeating: 0, count: grown - constants.count)
            makers += Array(repeating: nil, count: grown - makers.count)
        }
        ranges[serial] = (Int32(pool.count), Int32(definition.terms.count))
        pool += definition.terms
        constants[serial] = definition.constant
        makers[serial] = definition.constraint
        serialOfConstraint[ObjectIdentifier(definition.constraint)] = serial
    }

    /// Takes the definition of the symbol out, returning it.
    mutating func remove(_ symbol: Symbol) -> Definition? {
        guard let definition = definition(of: symbol) else { return nil }
        holes += Int(ranges[symbol.serial].count)
        ranges[symbol.serial] = (0, -1)
        makers[symbol.serial] = nil
        serialOfConstraint[ObjectIdentifier(definition.constraint)] = nil
        if holes > 1024 && holes > pool.count / 2 { compact() }
        return definition
    }

    /// Rewrites `pool` with only the held definitions' terms.
    private mutating func compact() {
        var packed: [Cell] = []
        packed.reserveCapacity(pool.count - holes)
        for serial in ranges.indices where ranges[serial].count >= 0 {
            let range = ranges[serial]
            ranges[serial].start = Int32(packed.count)
            packed += pool[Int(range.start)..<Int(range.start + range.count)]
        }
        pool = packed
        holes = 0
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
