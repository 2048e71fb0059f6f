import Foundation

/// The updates that turn one snapshot into the next, as a list's batch-update calls: sections
/// deleted, inserted and moved; items deleted, inserted, moved (the fewest: those outside the
/// longest run of items keeping their order) and reloaded.
@MainActor
enum SnapshotDiff {
    static func updates<S: Hashable & Sendable, I: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) -> [TableUpdate] {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        var updates: [TableUpdate] = []
        let deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        let insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections)) }
        let survivors = oldSections.filter { newSectionIndex[$0] != nil }
        let kept = Set(longestOrderedRun(survivors.map { newSectionIndex[$0]! }))
        var sectionMap: [Int: Int] = [:]
        for identifier in survivors {
            let from = oldSectionIndex[identifier]!, to = newSectionIndex[identifier]!
            sectionMap[from] = to
            if !kept.contains(to) { updates.append(.moveSection(from, to)) }
        }
        // Items: where each item was and is.
        var oldPlaces: [I: IndexPath] = [:], newPlaces: [I: IndexPath] = [:]
        for (section, identifier) in oldSections.enumerated() {
            for (item, id) in old.itemIdentifiers(inSection: identifier).enumerated() {
                oldPlaces[id] = IndexPath(item: item, section: section)
            }
        }
        for (section, identifier) in newSections.enumerated() {
            for (item, id) in new.itemIdentifiers(inSection: identifier).enumerated() {
                newPlaces[id] = IndexPath(item: item, section: section)
            }
        }
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [(IndexPath, IndexPath)] = []
        for (id, place) in oldPlaces where !deletedSections.contains(place.section) {
            guard let target = newPlaces[id], !insertedSections.contains(target.section) else {
                deletes.append(place)
                continue
            }
            if sectionMap[place.section] != target.section { moves.append((place, target)) }
        }
        for (id, place) in newPlaces where !insertedSections.contains(place.section) {
            guard let source = oldPlaces[id], !deletedSections.contains(source.section) else {
                inserts.append(place)
                continue
            }
        }
        // Within each section: items outside the longest run keeping their order move.
        for (from, to) in sectionMap {
            let stay = old.itemIdentifiers(inSection: oldSections[from]).filter { newPlaces[$0]?.section == to }
            let order = stay.map { newPlaces[$0]!.item }
            let run = Set(longestOrderedRun(order))
            for id in stay where !run.contains(newPlaces[id]!.item) { moves.append((oldPlaces[id]!, newPlaces[id]!)) }
        }
        if !deletes.isEmpty { updates.append(.deleteRows(deletes.sorted())) }
        if !inserts.isEmpty { updates.append(.insertRows(inserts.sorted())) }
        for (from, to) in moves.sorted(by: { $0.0 < $1.0 }) { updates.append(.moveRow(from, to)) }
        let reloaded = (new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers).compactMap { id -> IndexPath? in
            guard let place = oldPlaces[id], newPlaces[id] != nil, !deletedSections.contains(place.section) else { return nil }
            return place
        }
        if !reloaded.isEmpty { updates.append(.reloadRows(Array(Set(reloaded)).sorted())) }
        let reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { oldSectionIndex[$0] })
        if !reloadedSections.isEmpty { updates.append(.reloadSections(reloadedSections)) }
        return updates
    }

    /// The values of the longest strictly increasing subsequence of `values` (patience sorting).
    static func longestOrderedRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = [], tailIndex: [Int] = [], previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tailIndex[low - 1] }
            if low == tails.count {
                tails.append(value)
                tailIndex.append(index)
            } else {
                tails[low] = value
                tailIndex[low] = index
            }
        }
        var run: [Int] = []
        var index = tailIndex.last ?? -1
        while index >= 0 {
            run.append(values[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
