/// The variables a solver knows, each with its external symbol and the number of constraints using it.
///
/// Entries are kept dense (an array, with a dictionary from identity to position) so that writing
/// every value back is a linear walk. A variable no constraint uses any more is forgotten, and its
/// symbol eliminated from the tableau, so that removed views leave nothing behind.
struct VariableRegistry {
    /// One known variable.
    struct Entry {
        /// The variable, kept alive while it is known (its identity is the key).
        let variable: LayoutVariable
        /// Its external symbol.
        let symbol: Symbol
        /// How many constraints in the solver (edit constraints included) use it.
        var uses: Int
    }

    /// Positions in `entries` by variable identity.
    private var positions: [ObjectIdentifier: Int] = [:]

    /// The known variables, in no particular order.
    private(set) var entries: [Entry] = []

    /// The variable's symbol, nil when the solver does not know it.
    func symbol(of variable: LayoutVariable) -> Symbol? {
        guard let position = positions[ObjectIdentifier(variable)] else { return nil }
        return entries[position].symbol
    }

    /// Counts one more use of the variable, making its symbol when it is new, and returns the symbol.
    mutating func retain(_ variable: LayoutVariable, in tableau: inout Tableau) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let position = positions[key] {
            entries[position].uses += 1
            return entries[position].symbol
        }
        let symbol = tableau.makeSymbol(.external)
        positions[key] = entries.count
        entries.append(Entry(variable: variable, symbol: symbol, uses: 1))
        return symbol
    }

    /// Counts one use less; when none is left, forgets the variable and eliminates its symbol.
    mutating func release(_ variable: LayoutVariable, in tableau: inout Tableau) {
        let key = ObjectIdentifier(variable)
        guard let position = positions[key] else { return }
        entries[position].uses -= 1
        guard entries[position].uses <= 0 else { return }
        tableau.eliminate(entries[position].symbol)
        positions[key] = nil
        let last = entries.removeLast()
        if position < entries.count {
            entries[position] = last
            positions[ObjectIdentifier(last.variable)] = position
        }
    }
}
