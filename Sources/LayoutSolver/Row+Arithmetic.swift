/// Row arithmetic. Every change to the row's set of symbols is reported to an observer with the
/// row's slot, which keeps the tableau's column index in step; rows outside the tableau use the
/// `DetachedRow` overloads at the end.
extension Row {
    /// Adds `coefficient * symbol`, dropping the cell when the sum cancels.
    mutating func insert<Observer: CellObserver>(
        _ symbol: Symbol, _ coefficient: Double, slot: Int32, observer: inout Observer
    ) {
        let index = lowerBound(of: symbol)
        if index < cells.count && cells[index].symbol == symbol {
            let sum = cells[index].coefficient + coefficient
            if Tolerance.isNearZero(sum) {
                cells.remove(at: index)
                observer.didRemove(symbol, from: slot)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Tolerance.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            observer.didInsert(symbol, into: slot)
        }
    }

    /// Adds `factor * other`, constant included.
    mutating func add<Observer: CellObserver>(
        _ other: Row, times factor: Double, slot: Int32, observer: inout Observer
    ) {
        constant = Tolerance.snapped(constant + other.constant * factor)
        if other.cells.count <= 8 || other.cells.count * cells.count <= 256 {
            addInPlace(other.cells, times: factor, slot: slot, observer: &observer)
        } else {
            merge(other.cells, times: factor, slot: slot, observer: &observer)
        }
    }

    /// Removes the symbol's cell and returns its coefficient (zero when there was none).
    @discardableResult
    mutating func remove<Observer: CellObserver>(_ symbol: Symbol, slot: Int32, observer: inout Observer) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        let coefficient = cells.remove(at: index).coefficient
        observer.didRemove(symbol, from: slot)
        return coefficient
    }

    /// Solves `0 = row` for `symbol`: the row becomes `symbol`'s definition, without `symbol`'s cell.
    mutating func solve<Observer: CellObserver>(for symbol: Symbol, slot: Int32, observer: inout Observer) {
        let coefficient = remove(symbol, slot: slot, observer: &observer)
        scale(by: -1 / coefficient)
    }

    /// Solves `lhs = row` for `rhs`: the row, which defined `lhs`, becomes `rhs`'s definition.
    mutating func solve<Observer: CellObserver>(
        for lhs: Symbol, entering rhs: Symbol, slot: Int32, observer: inout Observer
    ) {
        insert(lhs, -1, slot: slot, observer: &observer)
        solve(for: rhs, slot: slot, observer: &observer)
    }

    /// Replaces `symbol` by `row` (its definition); returns whether the row had the symbol.
    mutating func substitute<Observer: CellObserver>(
        _ symbol: Symbol, by row: Row, slot: Int32, observer: inout Observer
    ) -> Bool {
        guard let index = index(of: symbol) else { return false }
        let coefficient = cells.remove(at: index).coefficient
        observer.didRemove(symbol, from: slot)
        add(row, times: coefficient, slot: slot, observer: &observer)
        return true
    }

    /// Adds a few scaled cells one binary search at a time, cheapest when the added row is short (even
    /// into a long row such as the objective) or both are.
    private mutating func addInPlace<Observer: CellObserver>(
        _ source: [Cell], times factor: Double, slot: Int32, observer: inout Observer
    ) {
        var start = 0
        for cell in source {
            let amount = cell.coefficient * factor
            let index = lowerBound(of: cell.symbol, from: start)
            if index < cells.count && cells[index].symbol == cell.symbol {
                let sum = cells[index].coefficient + amount
                if Tolerance.isNearZero(sum) {
                    cells.remove(at: index)
                    observer.didRemove(cell.symbol, from: slot)
                    start = index
                } else {
                    cells[index].coefficient = sum
                    start = index + 1
                }
            } else if !Tolerance.isNearZero(amount) {
                cells.insert(Cell(symbol: cell.symbol, coefficient: amount), at: index)
                observer.didInsert(cell.symbol, into: slot)
                start = index + 1
            } else {
                start = index
            }
        }
    }

    /// Merges scaled cells in one pass into a new array, cheapest when both sides are long.
    private mutating func merge<Observer: CellObserver>(
        _ source: [Cell], times factor: Double, slot: Int32, observer: inout Observer
    ) {
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + source.count + 2)  // room for a constraint's markers
        var mine = 0
        var theirs = 0
        while mine < cells.count && theirs < source.count {
            let own = cells[mine]
            let added = source[theirs]
            if own.symbol.raw < added.symbol.raw {
                merged.append(own)
                mine += 1
            } else if added.symbol.raw < own.symbol.raw {
                appendScaled(added, factor, to: &merged, slot: slot, observer: &observer)
                theirs += 1
            } else {
                let sum = own.coefficient + added.coefficient * factor
                if Tolerance.isNearZero(sum) {
                    observer.didRemove(own.symbol, from: slot)
                } else {
                    merged.append(Cell(symbol: own.symbol, coefficient: sum))
                }
                mine += 1
                theirs += 1
            }
        }
        merged.append(contentsOf: cells[mine...])
        while theirs < source.count {
            appendScaled(source[theirs], factor, to: &merged, slot: slot, observer: &observer)
            theirs += 1
        }
        cells = merged
    }

    /// Appends `factor * cell` to a merge in progress unless it is zero within the tolerance.
    @inline(__always)
    private func appendScaled<Observer: CellObserver>(
        _ cell: Cell, _ factor: Double, to merged: inout [Cell], slot: Int32, observer: inout Observer
    ) {
        let amount = cell.coefficient * factor
        guard !Tolerance.isNearZero(amount) else { return }
        merged.append(Cell(symbol: cell.symbol, coefficient: amount))
        observer.didInsert(cell.symbol, into: slot)
    }
}

/// The same arithmetic for rows outside the tableau, which no column index follows.
extension Row {
    /// Adds `coefficient * symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        var detached = DetachedRow()
        insert(symbol, coefficient, slot: -1, observer: &detached)
    }

    /// Adds `factor * other`.
    mutating func add(_ other: Row, times factor: Double) {
        var detached = DetachedRow()
        add(other, times: factor, slot: -1, observer: &detached)
    }

    /// Removes the symbol's cell.
    mutating func remove(_ symbol: Symbol) {
        var detached = DetachedRow()
        remove(symbol, slot: -1, observer: &detached)
    }

    /// Solves `0 = row` for `symbol`.
    mutating func solve(for symbol: Symbol) {
        var detached = DetachedRow()
        solve(for: symbol, slot: -1, observer: &detached)
    }

    /// Solves `lhs = row` for `rhs`.
    mutating func solve(for lhs: Symbol, entering rhs: Symbol) {
        var detached = DetachedRow()
        solve(for: lhs, entering: rhs, slot: -1, observer: &detached)
    }

    /// Replaces `symbol` by `row`; returns whether the row had the symbol.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        var detached = DetachedRow()
        return substitute(symbol, by: row, slot: -1, observer: &detached)
    }
}
