import Foundation
import LayerTree
import Testing

@Suite("Diffable data sources: snapshots applied as animated batch updates")
@MainActor
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, extra }

    @Test("A snapshot's identifiers, sections and edits")
    func snapshotEdits() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.moveItem("a", afterItem: "c")
        snapshot.appendSections([.extra])
        snapshot.appendItems(["z"], toSection: .extra)
        snapshot.deleteItems(["b"])
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["x", "c", "a"])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "z") == .extra && snapshot.indexOfItem("z") == 3)
    }

    @Test("The fewest moves: items outside the longest run keeping their order")
    func longestRun() {
        var old = NSDiffableDataSourceSnapshot<Section, Int>()
        old.appendSections([.main])
        old.appendItems(Array(0..<6))
        var new = NSDiffableDataSourceSnapshot<Section, Int>()
        new.appendSections([.main])
        new.appendItems([5, 0, 1, 2, 3, 4])
        let collection = CollectionScene(items: 0)
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collection.collection) {
            view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        source.apply(old, animatingDifferences: false)
        collection.window.layoutIfNeeded()
        let before = (0..<6).map { collection.collection.cellForItem(at: IndexPath(item: $0, section: 0))! }
        source.apply(new)
        let after = (0..<6).map { collection.collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(after[0] === before[5], "the last item moved to the front, with its cell")
        #expect((1..<6).allSatisfy { after[$0] === before[$0 - 1] }, "the others kept theirs, one place on")
        #expect(collection.collection.numberOfItems(inSection: 0) == 6)
    }

    @Test("A table's diffable data source inserts, deletes and moves rows with animation, keeping the cells that stay")
    func tableApply() {
        MediaClock.useManualTime(95)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(table)
        window.makeKeyAndVisible()
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["apple", "banana", "cherry", "date"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let cherry = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        snapshot.deleteItems(["banana"])
        snapshot.insertItems(["avocado"], afterItem: "apple")
        snapshot.moveItem("date", beforeItem: "apple")
        var completed = false
        source.apply(snapshot) { completed = true }
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cherry)
        #expect(
            (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == [
                "date", "apple", "avocado", "cherry",
            ])
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "date")
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            CATransaction.flush()
        }
        #expect(completed)
    }
}
