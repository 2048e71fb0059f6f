import Foundation
import LayerTree
import Testing

@Suite("UITableView: rows, reuse, heights, selection")
@MainActor
struct TableViewTests {
    @Test("Only the rows on screen have cells, made by the registered subclass's init(style:reuseIdentifier:)")
    func onlyVisibleCells() {
        CountingCell.made = 0
        let scene = TableScene(rows: 10_000)
        #expect(scene.table.numberOfSections == 1 && scene.table.numberOfRows(inSection: 0) == 10_000)
        #expect(scene.table.contentSize == CGSize(width: 320, height: 440_000))
        #expect(scene.table.indexPathsForVisibleRows == (0..<11).map { IndexPath(row: $0, section: 0) })
        #expect(CountingCell.made == 11 && scene.table.visibleCells.allSatisfy { $0 is CountingCell })
        #expect(scene.model.displayed == 11)
        scene.expectConsistent()
    }

    @Test("Scrolling through 10,000 rows reuses cells: the count made stays a screenful")
    func reuseBounded() {
        CountingCell.made = 0
        let scene = TableScene(rows: 10_000)
        var offset: CGFloat = 0
        while offset < 440_000 - 480 {
            offset = min(offset + 997, 440_000 - 480)
            scene.table.contentOffset = CGPoint(x: 0, y: offset)
            scene.window.layoutIfNeeded()
        }
        #expect(CountingCell.made <= 12, "\(CountingCell.made) cells made")
        #expect(scene.table.indexPathsForVisibleRows?.last == IndexPath(row: 9999, section: 0))
        #expect(scene.model.displayed - scene.model.ended == scene.table.visibleCells.count)
        scene.expectConsistent()
        // A flick through the main loop reuses the same cells.
        scene.table.setContentOffset(.zero, animated: false)
        scene.window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 160, y: 400), timestamp: MediaClock.now)
        for step in 1...5 {
            scene.frame()
            scene.window.injectTouch(
                id: 1, phase: .moved, at: CGPoint(x: 160, y: 400 - 60 * CGFloat(step)), timestamp: MediaClock.now)
        }
        scene.window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 160, y: 100), timestamp: MediaClock.now)
        scene.frame(120)
        #expect(scene.table.contentOffset.y > 2000 && CountingCell.made <= 13)
        scene.expectConsistent()
    }

    @Test("Fixed, delegate-given and standard self-sized heights; rectForRow and indexPathForRow agree")
    func heights() {
        let scene = TableScene(rows: 20, rowHeight: UITableView.automaticDimension, cellClass: UITableViewCell.self)
        #expect(scene.table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
        scene.model.heights[IndexPath(row: 1, section: 0)] = 100
        scene.table.reloadData()
        scene.window.layoutIfNeeded()
        #expect(scene.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 143)) == IndexPath(row: 1, section: 0))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 144)) == IndexPath(row: 2, section: 0))
        scene.expectConsistent()
    }

    @Test("A tap selects: highlight, willSelect, didSelect; another tap moves the selection in UIKit's order")
    func selection() {
        let scene = TableScene(rows: 20)
        scene.tap(at: CGPoint(x: 100, y: 66))
        #expect(scene.model.log == ["highlight 1", "unhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        scene.model.log = []
        scene.tap(at: CGPoint(x: 100, y: 150))
        #expect(
            scene.model.log == ["highlight 3", "unhighlight 3", "willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        scene.model.log = []
        scene.model.refuseSelection = IndexPath(row: 5, section: 0)
        scene.tap(at: CGPoint(x: 100, y: 230))
        #expect(scene.model.log == ["highlight 5", "unhighlight 5", "willSelect 5"])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("A drag over rows scrolls and selects nothing")
    func dragDoesNotSelect() {
        let scene = TableScene(rows: 40)
        scene.window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 160, y: 300), timestamp: MediaClock.now)
        for step in 1...4 {
            scene.frame()
            scene.window.injectTouch(
                id: 1, phase: .moved, at: CGPoint(x: 160, y: 300 - 30 * CGFloat(step)), timestamp: MediaClock.now)
        }
        scene.window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 160, y: 180), timestamp: MediaClock.now)
        #expect(scene.model.log.isEmpty && scene.table.indexPathForSelectedRow == nil && scene.table.contentOffset.y > 0)
    }

    @Test("selectRow and deselectRow in code tell the delegate nothing; scrollToRow places the row")
    func selectionInCode() {
        let scene = TableScene(rows: 100)
        scene.table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .middle)
        #expect(scene.model.log.isEmpty && scene.table.contentOffset.y == CGFloat(50 * 44 + 22 - 240))
        scene.window.layoutIfNeeded()
        #expect(scene.table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        scene.table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == 440)
        scene.table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .bottom, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(31 * 44 - 480))
        scene.table.deselectRow(at: IndexPath(row: 50, section: 0), animated: false)
        #expect(scene.table.indexPathsForSelectedRows == nil && scene.model.log.isEmpty)
    }

    @Test("reloadData asks again: new counts, new titles, the selection cleared")
    func reloadData() {
        let scene = TableScene(rows: 5)
        scene.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        scene.model.sections = [["a", "b"], ["c"]]
        scene.table.reloadData()
        scene.window.layoutIfNeeded()
        #expect(scene.table.numberOfSections == 2 && scene.table.visibleCells.count == 3)
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.expectConsistent()
        let other = TableModel([["x", "y"]])
        scene.table.dataSource = other
        scene.window.layoutIfNeeded()
        #expect(
            scene.table.visibleCells.compactMap { $0.textLabel?.text } == ["x", "y"], "a new data source is asked for every cell")
        scene.table.dataSource = scene.model
    }

    @Test("Plain headers show their titles and float at the top while their section shows; grouped ones are upper-case")
    func headers() {
        let scene = TableScene(rows: 20, sections: 3)
        scene.model.headerTitles = ["First", "Second", "Third"]
        scene.table.reloadData()
        scene.window.layoutIfNeeded()
        #expect(scene.table.headerView(forSection: 0)?.textLabel?.text == "First")
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 880 + 28))
        scene.table.contentOffset = CGPoint(x: 0, y: 300)
        scene.window.layoutIfNeeded()
        #expect(scene.table.headerView(forSection: 0)?.frame.minY == 300, "pinned to the top")
        scene.table.contentOffset = CGPoint(x: 0, y: 890)
        scene.window.layoutIfNeeded()
        #expect(scene.table.headerView(forSection: 0)?.frame.maxY == 908, "pushed up by the next section")
        let grouped = TableScene(rows: 3, sections: 2, style: .grouped)
        grouped.model.headerTitles = ["Account", nil]
        grouped.table.reloadData()
        grouped.window.layoutIfNeeded()
        #expect(grouped.table.headerView(forSection: 0)?.textLabel?.text == "ACCOUNT")
        #expect(grouped.table.rectForHeader(inSection: 1).height == 18)
    }

    @Test("Bad input is reported: rows out of range, negative counts, unregistered identifiers, non-cell classes")
    func badInput() {
        let scene = TableScene(rows: 5)
        let diagnostics = LayerTreeDiagnostics.capturing {
            #expect(scene.table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
            scene.table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
            _ = scene.table.numberOfRows(inSection: -1)
            scene.table.register(UIView.self, forCellReuseIdentifier: "view")
            let cell = scene.table.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
            #expect(cell.reuseIdentifier == "nothing")
            final class Negative: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { -3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            let negative = Negative()
            scene.table.dataSource = negative
            #expect(scene.table.numberOfRows(inSection: 0) == 0)
            scene.table.dataSource = scene.model
        }
        #expect(diagnostics.count == 6, "\(diagnostics)")
    }
}
