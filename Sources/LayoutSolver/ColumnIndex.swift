/// For each symbol, the slots of the tableau rows that contain it: the columns of the sparse tableau.
///
/// Substituting a symbol then visits only the rows that hold it. Insertions append a slot; removals
/// only lower the symbol's live count, so a column may keep stale or repeated slots until it is
/// consumed (a substitution empties it) or compacted. Every reader checks a slot's row really holds the
/// symbol; `isExact(_:)` tells when the list is exactly the live rows, once each.
struct ColumnIndex: CellObserver {
    /// Per serial: slots of rows the symbol was inserted into, possibly stale or repeated.
    private(set) var entries: [[Int32]] = []

    /// Per serial: how many rows hold the symbol now.
    private(set) var live: [Int32] = []

    /// Serials whose lists have grown well past their live counts, to compact at the next chance.
    var overgrown: [Int] = []

    /// Makes room for one more serial.
    mutating func appendSerial() {
        entries.append([])
        live.append(0)
    }

    /// How many rows hold the symbol.
    @inline(__always)
    func occurrences(of symbol: Symbol) -> Int {
        Int(live[symbol.serial])
    }

    /// Whether the symbol's list is exactly its live rows, each once.
    @inline(__always)
    func isExact(_ symbol: Symbol) -> Bool {
        entries[symbol.serial].count == Int(live[symbol.serial])
    }

    /// The symbol's list as it stands (maybe stale or repeated).
    @inline(__always)
    func slots(of symbol: Symbol) -> [Int32] {
        entries[symbol.serial]
    }

    /// Hands over the symbol's list and empties it; the live count follows the removals that come.
    mutating func take(_ symbol: Symbol) -> [Int32] {
        let list = entries[symbol.serial]
        entries[symbol.serial] = []
        return list
    }

    /// Puts back a list known to be exactly the live rows (after compaction).
    mutating func restore(_ symbol: Symbol, exactly slots: [Int32]) {
        assert(slots.count == Int(live[symbol.serial]), "column index out of step")
        entries[symbol.serial] = slots
    }

    /// Forgets a symbol that no row holds any more, for its serial to be reused.
    mutating func clear(_ symbol: Symbol) {
        assert(live[symbol.serial] == 0, "clearing a column still in use")
        entries[symbol.serial] = []
        live[symbol.serial] = 0
    }

    /// Records that the row in `slot` now holds the symbol.
    @inline(__always)
    mutating func didInsert(_ symbol: Symbol, into slot: Int32) {
        let serial = symbol.serial
        entries[serial].append(slot)
        live[serial] &+= 1
        let count = entries[serial].count
        if count & 63 == 0 && count > 2 * Int(live[serial]) + 16 {
            overgrown.append(serial)
        }
    }

    /// Records that the row in `slot` now holds the cells' symbols (a row entering the tableau).
    mutating func didInsert(_ cells: [Cell], into slot: Int32) {
        entries.withUnsafeMutableBufferPointer { lists in
            live.withUnsafeMutableBufferPointer { counts in
                for cell in cells {
                    let serial = cell.symbol.serial
                    lists[serial].append(slot)
                    counts[serial] &+= 1
                    if lists[serial].count & 63 == 0 && lists[serial].count > 2 * Int(counts[serial]) + 16 {
                        overgrown.append(serial)
                    }
                }
            }
        }
    }

    /// Records that the row in `slot` no longer holds the symbol.
    @inline(__always)
    mutating func didRemove(_ symbol: Symbol, from slot: Int32) {
        live[symbol.serial] &-= 1
    }
}
