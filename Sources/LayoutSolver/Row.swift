/// One nonzero entry of a row: a symbol and its coefficient.
struct Cell {
    /// The parametric symbol.
    var symbol: Symbol
    /// Its coefficient, never within the tolerance of zero.
    var coefficient: Double
}

/// A sparse linear form `constant + sum(coefficient * symbol)`.
///
/// In the tableau a row defines its basic symbol: `basic = constant + sum(...)` over parametric
/// symbols, so the basic symbol's current value is `constant`. Cells are kept sorted by symbol, so a
/// lookup is a binary search and two rows merge in one pass. Coefficients that cancel to within the
/// tolerance of zero are dropped, and constants that do are snapped to exactly zero.
struct Row {
    /// The nonzero coefficients, sorted by symbol.
    var cells: [Cell]

    /// The constant part: the basic symbol's value when the row is in the tableau.
    var constant: Double

    /// A row with no cells.
    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// The index of the first cell at `start` or later whose symbol is not below `symbol`.
    @inline(__always)
    func lowerBound(of symbol: Symbol, from start: Int = 0) -> Int {
        var low = start
        var high = cells.count
        while low < high {
            let middle = (low + high) &>> 1
            if cells[middle].symbol.raw < symbol.raw {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The index of the symbol's cell, if the row has one.
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        let index = lowerBound(of: symbol)
        return index < cells.count && cells[index].symbol == symbol ? index : nil
    }

    /// The symbol's coefficient, zero when the row has no cell for it.
    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// Whether every cell is a dummy symbol (or there are none).
    var hasOnlyDummies: Bool {
        cells.allSatisfy { $0.symbol.isDummy }
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant = Tolerance.snapped(constant * factor)
        for index in cells.indices {
            cells[index].coefficient *= factor
        }
    }
}
