import Foundation
import LayerTree
import Testing

/// A cell subclass as iOS code writes one, counting the cells made through its initializer.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var configuredRow = -1

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        configuredRow = -1
    }
}

/// A data source and delegate over an array of row titles per section, writing down what it hears.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var log: [String] = []
    var displayed = 0
    var ended = 0
    var heights: [IndexPath: CGFloat] = [:]
    var refuseSelection: IndexPath?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        (cell as? CountingCell)?.configuredRow = indexPath.row
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed += 1 }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { ended += 1 }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath == refuseSelection ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("unhighlight \(indexPath.row)")
    }
}

/// A 320 × 480 window with a table over it, on the manual clock.
@MainActor
final class TableScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table: UITableView
    let model: TableModel

    init(
        rows: Int = 100, sections: Int = 1, style: UITableView.Style = .plain, rowHeight: CGFloat = 44,
        cellClass: AnyClass = CountingCell.self
    ) {
        MediaClock.useManualTime(30)
        table = UITableView(frame: window.bounds, style: style)
        model = TableModel((0..<sections).map { section in (0..<rows).map { "Row \(section).\($0)" } })
        table.rowHeight = rowHeight
        table.register(cellClass, forCellReuseIdentifier: "row")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            MediaClock.advance(by: 1.0 / 60)
            CATransaction.flush()
        }
    }

    func tap(at point: CGPoint) {
        window.injectTouch(id: 7, phase: .began, at: point, timestamp: MediaClock.now)
        frame()
        window.injectTouch(id: 7, phase: .ended, at: point, timestamp: MediaClock.now)
    }

    /// Every visible cell shows its own row's title at its row's frame.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = table.indexPathsForVisibleRows ?? []
        #expect(rows.count == table.visibleCells.count, sourceLocation: sourceLocation)
        for indexPath in rows {
            let cell = table.cellForRow(at: indexPath)
            #expect(cell?.textLabel?.text == model.sections[indexPath.section][indexPath.row], sourceLocation: sourceLocation)
            #expect(cell?.frame == table.rectForRow(at: indexPath), sourceLocation: sourceLocation)
            #expect(cell?.isHidden == false, sourceLocation: sourceLocation)
        }
    }
}
