import Foundation

/// What a batch of updates does to the rows: where each old row goes, which rows are new. Made
/// only when the data source's new counts agree with the old counts and the changes, as UIKit
/// requires; otherwise the problem is reported with UIKit's wording and there is no plan.
@MainActor
struct UpdatePlan {
    /// Old index path → new index path of every row that stays (moved and reloaded ones too).
    var rowMap: [IndexPath: IndexPath] = [:]
    /// Old index paths of reloaded rows (their cells are replaced).
    var reloaded: Set<IndexPath> = []
    /// New index paths of rows that arrive (inserted, in inserted sections, or reloaded).
    var inserted: Set<IndexPath> = []

    /// What the rows are called in reports: "rows" for tables, "items" for collection views.
    private var noun = "rows"

    init?(_ updates: [TableUpdate], old: TableGeometry, new: TableGeometry, noun: String = "rows") {
        self.noun = noun
        var deletedSections = IndexSet(), insertedSections = IndexSet(), reloadedSections = IndexSet()
        var sectionMoves: [Int: Int] = [:]
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], reloads: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
        for update in updates {
            switch update {
            case .insertSections(let set): insertedSections.formUnion(set)
            case .deleteSections(let set): deletedSections.formUnion(set)
            case .reloadSections(let set): reloadedSections.formUnion(set)
            case .moveSection(let from, let to): sectionMoves[from] = to
            case .insertRows(let paths): inserts += paths
            case .deleteRows(let paths): deletes += paths
            case .reloadRows(let paths): reloads += paths
            case .moveRow(let from, let to): moves.append((from, to))
            }
        }
        let oldCount = old.sections.count, newCount = new.sections.count
        let noun = noun
        func fail(_ problem: String) -> Bool {
            LayerTreeDiagnostics.report(
                noun == "rows" ? "UITableView updates" : "UICollectionView updates", "Invalid update: \(problem); it reloads")
            return false
        }
        guard deletedSections.allSatisfy({ $0 < oldCount }), reloadedSections.allSatisfy({ $0 < oldCount }),
            insertedSections.allSatisfy({ $0 < newCount }),
            sectionMoves.allSatisfy({ $0.key < oldCount && $0.value < newCount })
        else {
            _ = fail("a section index is out of range")
            return nil
        }
        guard newCount == oldCount - deletedSections.count + insertedSections.count else {
            _ = fail(
                "invalid number of sections. The number of sections contained in the table view after the update "
                    + "(\(newCount)) must be equal to the number of sections contained in the table view before the "
                    + "update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                    + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)")
            return nil
        }
        // Sections: the survivors in order fill the new sections not inserted or moved into.
        let movedTo = Set(sectionMoves.values)
        let oldSurvivors = (0..<oldCount).filter { !deletedSections.contains($0) && sectionMoves[$0] == nil }
        let newFree = (0..<newCount).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        guard oldSurvivors.count == newFree.count else {
            _ = fail("section moves do not match the sections")
            return nil
        }
        var sectionMap = Dictionary(uniqueKeysWithValues: zip(oldSurvivors, newFree))
        sectionMap.merge(sectionMoves) { _, moved in moved }
        for section in insertedSections {
            for row in new.sections[section].heights.indices { inserted.insert(IndexPath(row: row, section: section)) }
        }
        for (from, to) in sectionMap.sorted(by: { $0.key < $1.key }) {
            guard reloadedSections.contains(from) == false else {
                for row in new.sections[to].heights.indices { inserted.insert(IndexPath(row: row, section: to)) }
                continue
            }
            guard planRows(from, to, old, new, deletes, inserts, reloads, moves, fail) else { return nil }
        }
    }

    /// Maps the rows of old section `from` to new section `to`, after checking the counts.
    private mutating func planRows(
        _ from: Int, _ to: Int, _ old: TableGeometry, _ new: TableGeometry, _ deletes: [IndexPath], _ inserts: [IndexPath],
        _ reloads: [IndexPath], _ moves: [(IndexPath, IndexPath)], _ fail: (String) -> Bool
    ) -> Bool {
        let noun = noun
        let before = old.sections[from].heights.count, after = new.sections[to].heights.count
        let deleted = Set(deletes.filter { $0.section == from }.map(\.row))
        let added = Set(inserts.filter { $0.section == to }.map(\.row))
        let movedOut = moves.filter { $0.0.section == from }, movedIn = moves.filter { $0.1.section == to }
        let reloadedRows = Set(reloads.filter { $0.section == from }.map(\.row))
        guard deleted.allSatisfy({ $0 < before }), reloadedRows.allSatisfy({ $0 < before }), added.allSatisfy({ $0 < after }),
            movedOut.allSatisfy({ $0.0.row < before }), movedIn.allSatisfy({ $0.1.row < after })
        else { return fail("an index path in section \(from) is out of range") }
        guard after == before - deleted.count - movedOut.count + added.count + movedIn.count else {
            return fail(
                "invalid number of \(noun) in section \(to). The number of \(noun) contained in an existing section "
                    + "after the update (\(after)) must be equal to the number of \(noun) contained in that section before "
                    + "the update (\(before)), plus or minus the number of \(noun) inserted or deleted from that section "
                    + "(\(added.count) inserted, \(deleted.count) deleted) and plus or minus the number of \(noun) moved "
                    + "into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)")
        }
        let movedFrom = Set(movedOut.map(\.0.row)), movedTo = Set(movedIn.map(\.1.row))
        let survivors = (0..<before).filter { !deleted.contains($0) && !movedFrom.contains($0) }
        let free = (0..<after).filter { !added.contains($0) && !movedTo.contains($0) }
        for (oldRow, newRow) in zip(survivors, free) {
            let source = IndexPath(row: oldRow, section: from), target = IndexPath(row: newRow, section: to)
            rowMap[source] = target
            if reloadedRows.contains(oldRow) {
                reloaded.insert(source)
                inserted.insert(target)
            }
        }
        for (source, target) in movedOut { rowMap[source] = target }
        for row in added { inserted.insert(IndexPath(row: row, section: to)) }
        return true
    }
}
