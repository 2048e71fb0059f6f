import Foundation
import Testing
import UIKit

/// A settings screen as iOS code writes one: a table view controller subclass overriding the
/// data source and delegate, a registered cell class with a style of its own.
final class SettingsViewController: UITableViewController {
    let items = ["Wi-Fi", "Bluetooth", "Cellular", "Notifications", "Sounds"]
    private(set) var chosen: [String] = []

    final class DetailCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DetailCell.self, forCellReuseIdentifier: "setting")
        tableView.rowHeight = 50
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.detailTextLabel?.text = indexPath.row == 0 ? "Home" : nil
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "General" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(items[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A photo grid as iOS code writes one, with a diffable data source.
final class GridViewController: UICollectionViewController {
    enum Section: Hashable, Sendable { case photos }
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemTeal : .systemIndigo
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.photos])
        snapshot.appendItems(Array(0..<40))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@Suite("Lists as iOS code spells them")
@MainActor
struct ListSpellingTests {
    @Test("A UITableViewController subclass: registered value1 cells, a header title, a tap that selects and deselects")
    func settingsScreen() {
        MediaClock.useManualTime(90)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let settings = SettingsViewController(style: .insetGrouped)
        window.rootViewController = settings
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = settings.tableView!
        #expect(table.style == .insetGrouped && table.visibleCells.count == 5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "Home")
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "GENERAL")
        let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
        let point = table.convert(CGPoint(x: row.midX, y: row.midY), to: window)
        window.injectTouch(id: 1, phase: .began, at: point, timestamp: MediaClock.now)
        window.injectTouch(id: 1, phase: .ended, at: point, timestamp: MediaClock.now + 0.05)
        #expect(settings.chosen == ["Cellular"] && table.indexPathForSelectedRow == nil)
    }

    @Test("A UICollectionViewController subclass with a diffable data source fills a grid")
    func photoGrid() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let grid = GridViewController()
        window.rootViewController = grid
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 40)
        #expect(grid.collectionView.indexPathsForVisibleItems.count == 15, "3 across, 5 lines of 102 points in 480")
        #expect(grid.dataSource.itemIdentifier(for: IndexPath(item: 7, section: 0)) == 7)
    }
}
