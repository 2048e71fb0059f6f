import Testing

@testable import LayoutSolver

/// The column index: stale entries after removals, and their compaction.
struct ColumnIndexTests {
    /// A tableau with two rows holding the same slack symbol.
    private func twoRowsSharing() -> (Tableau, Symbol, Int32, Int32) {
        var tableau = Tableau()
        let shared = tableau.makeSymbol(.slack)
        var row = Row(constant: 1)
        row.insert(shared, 2)
        let first = tableau.install(row, basic: tableau.makeSymbol(.slack))
        let second = tableau.install(row, basic: tableau.makeSymbol(.slack))
        return (tableau, shared, first, second)
    }

    @Test func removalLeavesAStaleEntryThatCompactionDrops() {
        var (tableau, shared, first, second) = twoRowsSharing()
        #expect(tableau.columns.isExact(shared))
        tableau.rows[Int(first)].remove(shared, slot: first, observer: &tableau.columns)
        #expect(tableau.columns.occurrences(of: shared) == 1)
        #expect(!tableau.columns.isExact(shared))
        #expect(tableau.exactSlots(of: shared) == [second])
        #expect(tableau.columns.isExact(shared))
    }

    @Test func churnIsCompactedAfterwards() {
        var (tableau, shared, first, second) = twoRowsSharing()
        for _ in 0..<500 {
            tableau.rows[Int(first)].remove(shared, slot: first, observer: &tableau.columns)
            tableau.rows[Int(first)].insert(shared, 3, slot: first, observer: &tableau.columns)
        }
        #expect(tableau.columns.slots(of: shared).count > 100)
        #expect(!tableau.columns.overgrown.isEmpty)
        tableau.compactOvergrownColumns()
        #expect(tableau.columns.slots(of: shared).sorted() == [first, second])
        #expect(tableau.columns.overgrown.isEmpty)
    }

    @Test func uninstallingARowReleasesItsSlotForReuse() {
        var (tableau, shared, first, _) = twoRowsSharing()
        let basic = tableau.basicOfSlot[Int(first)]
        _ = tableau.uninstall(first)
        #expect(!tableau.isBasic(basic))
        #expect(tableau.columns.occurrences(of: shared) == 1)
        #expect(tableau.rowCount == 1)
        let reused = tableau.install(Row(constant: 4), basic: basic)
        #expect(reused == first)
        #expect(tableau.value(of: basic) == 4)
    }
}
