/// The simplex tableau: rows defining the basic symbols in terms of the parametric ones, the column
/// index, the objective, and the symbols' bookkeeping.
///
/// Rows live in an array of slots (freed slots are reused) so that the column index can name a row by
/// a stable 32-bit slot. A symbol's serial indexes `slotOfSerial` (its row's slot, or -1 when it is
/// parametric) and the column index. Serials of released symbols are reused.
struct Tableau {
    /// Rows by slot; a free slot holds an empty row.
    var rows: [Row] = []

    /// The basic symbol each slot's row defines (`Symbol.none` for a free slot).
    var basicOfSlot: [Symbol] = []

    /// Free slots, reused before the array grows.
    var freeSlots: [Int32] = []

    /// Per serial: the slot of the symbol's row, or -1 when the symbol is parametric.
    var slotOfSerial: [Int32] = []

    /// Per serial: the rows holding the symbol.
    var columns = ColumnIndex()

    /// Serials of released symbols, reused before new ones are made.
    var freeSerials: [Int] = []

    /// The objective to minimise: the strength-weighted error symbols, in terms of parametric symbols.
    var objective = Row()

    /// Symbols whose objective coefficients changed since they were last seen non-negative. Every
    /// other non-dummy coefficient of the objective is non-negative, so the primal simplex looks for an
    /// entering symbol among these alone instead of scanning an objective that may hold thousands of errors.
    var objectiveCandidates: [Symbol] = []

    /// The artificial objective while a constraint is added through an artificial variable.
    var artificial: Row?

    /// Basic restricted symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Symbol] = []

    /// Work counters.
    var statistics = SolverStatistics()

    /// How many rows the tableau has.
    var rowCount: Int { rows.count - freeSlots.count }

    /// How many symbols are in use.
    var symbolCount: Int { slotOfSerial.count - freeSerials.count }

    /// Hands out a symbol of the kind, reusing a released serial when there is one.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let serial = freeSerials.popLast() {
            return Symbol(serial: serial, kind: kind)
        }
        let serial = slotOfSerial.count
        slotOfSerial.append(-1)
        columns.appendSerial()
        return Symbol(serial: serial, kind: kind)
    }

    /// Takes back a symbol that is parametric and that no row holds, for its serial to be reused.
    mutating func releaseSymbol(_ symbol: Symbol) {
        assert(slotOfSerial[symbol.serial] < 0, "releasing a basic symbol")
        columns.clear(symbol)
        freeSerials.append(symbol.serial)
    }

    /// The slot of the symbol's row, or nil when the symbol is parametric.
    @inline(__always)
    func slot(of symbol: Symbol) -> Int32? {
        let slot = slotOfSerial[symbol.serial]
        return slot >= 0 ? slot : nil
    }

    /// Whether the symbol is basic.
    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool {
        slotOfSerial[symbol.serial] >= 0
    }

    /// The symbol's current value: its row's constant when basic, zero when parametric.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        let slot = slotOfSerial[symbol.serial]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// Puts a row into the tableau as the definition of `basic`, which must be parametric and held by
    /// no row, and returns its slot.
    @discardableResult
    mutating func install(_ row: Row, basic: Symbol) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOfSlot[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOfSlot.append(basic)
        }
        columns.didInsert(row.cells, into: slot)
        slotOfSerial[basic.serial] = slot
        return slot
    }

    /// Takes the row in `slot` out of the tableau (its basic symbol becomes parametric) and returns it.
    mutating func uninstall(_ slot: Int32) -> Row {
        let row = rows[Int(slot)]
        rows[Int(slot)] = Row()
        for cell in row.cells {
            columns.didRemove(cell.symbol, from: slot)
        }
        slotOfSerial[basicOfSlot[Int(slot)].serial] = -1
        basicOfSlot[Int(slot)] = .none
        freeSlots.append(slot)
        return row
    }

    /// The rows holding the symbol, each once, compacting its column first when needed.
    mutating func exactSlots(of symbol: Symbol) -> [Int32] {
        if !columns.isExact(symbol) {
            compactColumn(symbol)
        }
        return columns.slots(of: symbol)
    }

    /// Compacts the columns that have grown well past their live counts.
    mutating func compactOvergrownColumns() {
        while let serial = columns.overgrown.popLast() {
            let symbol = Symbol(serial: serial, kind: .external)
            if !columns.isExact(symbol) {
                compactColumn(symbol)
            }
        }
    }

    /// Rewrites the symbol's column as exactly the rows that hold it, each once.
    private mutating func compactColumn(_ symbol: Symbol) {
        var slots = columns.take(symbol)
        slots.sort()
        var kept: [Int32] = []
        kept.reserveCapacity(columns.occurrences(of: symbol))
        var previous: Int32 = -1
        for slot in slots where slot != previous {
            previous = slot
            if holds(slot, symbol) {
                kept.append(slot)
            }
        }
        columns.restore(symbol, exactly: kept)
    }

    /// Whether the row in `slot` holds a cell for the symbol's serial (whatever its kind bits).
    private func holds(_ slot: Int32, _ symbol: Symbol) -> Bool {
        let row = rows[Int(slot)]
        let index = row.lowerBound(of: Symbol(serial: symbol.serial, kind: .external))
        return index < row.cells.count && row.cells[index].symbol.serial == symbol.serial
    }
}
