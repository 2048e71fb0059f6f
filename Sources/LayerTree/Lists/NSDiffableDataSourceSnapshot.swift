import Foundation

/// The state of a list's data at one moment, as section and item identifiers: UIKit's
/// `NSDiffableDataSourceSnapshot`. A diffable data source shows a snapshot and animates the
/// differences to the next one. Identifiers must be unique across the snapshot; adding one twice
/// is ignored and reported on the main actor's next turn (UIKit raises).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex(identifier).map { sections[$0].items.count } ?? 0
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex(identifier).map { sections[$0].items } ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }
    /// The item's position in the whole snapshot, counting across sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex(identifier) }

    // MARK: Items

    /// Adds items at the end of `section` (the last section when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier.map({ sectionIndex($0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return report("appendItems(_:toSection:)", "no such section")
        }
        sections[section].items += fresh(identifiers, "appendItems(_:toSection:)")
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, next: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, next: afterIdentifier, after: true, "insertItems(_:afterItem:)")
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
    }
    public mutating func deleteAllItems() {
        sections = []
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard contains(identifier), identifier != toIdentifier else { return report("moveItem(_:beforeItem:)", "no such item") }
        deleteItems([identifier])
        insert([identifier], next: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard contains(identifier), identifier != toIdentifier else { return report("moveItem(_:afterItem:)", "no such item") }
        deleteItems([identifier])
        insert([identifier], next: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }
    /// Marks items to be given new cells.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems += identifiers.filter { contains($0) }
    }
    /// Marks items whose cells are configured again in place.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems += identifiers.filter { contains($0) }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionIndex(identifier) == nil { sections.append((identifier, [])) }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType)
    {
        guard let index = sectionIndex(toIdentifier) else { return report("insertSections(_:beforeSection:)", "no such section") }
        sections.insert(contentsOf: identifiers.filter { sectionIndex($0) == nil }.map { ($0, []) }, at: index)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType)
    {
        guard let index = sectionIndex(toIdentifier) else { return report("insertSections(_:afterSection:)", "no such section") }
        sections.insert(contentsOf: identifiers.filter { sectionIndex($0) == nil }.map { ($0, []) }, at: index + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        sections.removeAll { doomed.contains($0.id) }
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSections += identifiers.filter { sectionIndex($0) != nil }
    }

    // MARK: Internal

    func sectionIndex(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }
    func contains(_ item: ItemIdentifierType) -> Bool { sections.contains { $0.items.contains(item) } }
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let index = entry.items.firstIndex(of: item) { return IndexPath(item: index, section: section) }
        }
        return nil
    }
    /// The snapshot without its reload and reconfigure marks (what a data source keeps).
    var settled: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    private func fresh(_ identifiers: [ItemIdentifierType], _ operation: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        return identifiers.filter { identifier in
            guard !contains(identifier), seen.insert(identifier).inserted else {
                report(operation, "item \(identifier) is already in the snapshot")
                return false
            }
            return true
        }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], next: ItemIdentifierType, after: Bool, _ operation: String)
    {
        guard let position = indexPath(of: next) else { return report(operation, "no such item \(next)") }
        sections[position.section].items.insert(contentsOf: fresh(identifiers, operation), at: position.item + (after ? 1 : 0))
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next: SectionIdentifierType, after: Bool) {
        guard let from = sectionIndex(identifier), identifier != next else { return report("moveSection", "no such section") }
        let moved = sections.remove(at: from)
        guard let to = sectionIndex(next) else {
            sections.insert(moved, at: from)
            return report("moveSection", "no such section")
        }
        sections.insert(moved, at: to + (after ? 1 : 0))
    }

    /// Snapshots may be built on any thread: the diagnostic goes to the main actor, which
    /// reports it at its next turn.
    private func report(_ operation: String, _ problem: String) {
        Task { @MainActor in LayerTreeDiagnostics.report("NSDiffableDataSourceSnapshot.\(operation)", problem) }
    }
}
