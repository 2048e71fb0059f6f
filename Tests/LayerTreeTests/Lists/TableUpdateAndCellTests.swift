import Foundation
import LayerTree
import Testing

/// A self-sizing cell as iOS code writes one: a multi-line label pinned inside the content view.
final class NoteCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class NotesSource: UITableViewDataSource {
    var notes: [String]
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.body.text = notes[indexPath.row]
        return cell
    }
}

@Suite("UITableView: animated updates, self-sizing cells, cell styles and separators")
@MainActor
struct TableUpdateAndCellTests {
    @Test("insertRows animates the rows below down and fades the new row in over 0.3 s")
    func insertAnimates() {
        let scene = TableScene(rows: 10)
        let first = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        scene.model.sections[0].insert("New", at: 0)
        scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)) === first && first.frame.minY == 44)
        let inserted = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(inserted.textLabel?.text == "New" && inserted.alpha == 1)
        scene.frame(9)
        let y = first.layer.presentation()!.position.y - 22
        #expect(y > 0 && y < 44, "half way down: \(y)")
        #expect(inserted.layer.presentation()!.opacity > 0 && inserted.layer.presentation()!.opacity < 1)
        scene.frame(12)
        #expect(first.layer.presentation()!.position.y == 66 && inserted.layer.presentation()!.opacity == 1)
        scene.expectConsistent()
    }

    @Test("deleteRows moves the rows below up; the deleted row's cell fades out, then goes back to the queue")
    func deleteAnimates() {
        let scene = TableScene(rows: 10)
        let doomed = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let below = scene.table.cellForRow(at: IndexPath(row: 3, section: 0))!
        scene.model.sections[0].remove(at: 2)
        scene.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)) === below && below.frame.minY == 88)
        #expect(!scene.table.visibleCells.contains { $0 === doomed } && !doomed.isHidden)
        scene.frame(20)
        #expect(doomed.isHidden, "back in the reuse queue after the animation")
        #expect(scene.table.dequeueReusableCell(withIdentifier: "row") === doomed)
    }

    @Test("performBatchUpdates applies deletes, inserts and moves together and completes after the animation")
    func batchUpdates() {
        let scene = TableScene(rows: 6)
        var completed: [Bool] = []
        scene.table.performBatchUpdates(
            {
                scene.model.sections[0] = ["Row 0.1", "X", "Row 0.3", "Row 0.2", "Row 0.4", "Row 0.5", "Y"]
                scene.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
                scene.table.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 6, section: 0)], with: .right)
                scene.table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 3, section: 0))
            }, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        scene.frame(20)
        #expect(completed == [true])
        scene.expectConsistent()
    }

    @Test("Counts that do not match the updates are reported with UIKit's message and the table reloads")
    func inconsistentUpdate() {
        let scene = TableScene(rows: 4)
        scene.model.sections[0] += ["a", "b"]
        let diagnostics = LayerTreeDiagnostics.capturing {
            scene.table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.problem.contains("invalid number of rows in section 0") == true)
        scene.window.layoutIfNeeded()
        #expect(scene.table.numberOfRows(inSection: 0) == 6)
        scene.expectConsistent()
    }

    @Test("automaticDimension sizes rows through the cells' Auto Layout when they show; rows below use the estimate")
    func selfSizing() {
        MediaClock.useManualTime(40)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = NotesSource(["One line", "One\ntwo\nthree", "1\n2\n3\n4\n5\n6"] + Array(repeating: "x", count: 40))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let probe = UILabel()
        probe.numberOfLines = 0
        func expected(_ text: String) -> CGFloat {
            probe.text = text
            return probe.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height + 24
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == expected("One\ntwo\nthree"))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == expected("1\n2\n3\n4\n5\n6"))
        #expect(table.rectForRow(at: IndexPath(row: 42, section: 0)).height == 44, "not shown yet: the estimate")
        let visible = table.indexPathsForVisibleRows!.count
        let shown = (0..<visible).reduce(0) { $0 + table.rectForRow(at: IndexPath(row: $1, section: 0)).height }
        #expect(table.contentSize.height == shown + CGFloat(43 - visible) * 44)
    }

    @Test("Standard styles: value1's detail at the trailing margin, subtitle taller than 44, accessories inside the margin")
    func cellStyles() {
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.layoutIfNeeded()
        #expect(value1.textLabel?.frame.minX == 16 && value1.detailTextLabel?.frame.maxX == 304)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        let fitted = subtitle.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height > 44)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "Short"
        #expect(
            plain.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height == 44)
        plain.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        plain.accessoryType = .disclosureIndicator
        plain.layoutIfNeeded()
        #expect(plain.contentView.frame.width == 296)
    }

    @Test("Separators: a hairline at each row's bottom, 16 points in; none under a grouped section's last row")
    func separators() {
        let scene = TableScene(rows: 3)
        let cell = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let separator = cell.subviews.first { $0.frame.height == 1 && $0.frame.minX == 16 }
        #expect(separator?.frame == CGRect(x: 16, y: 43, width: 304, height: 1) && separator?.isHidden == false)
        let grouped = TableScene(rows: 3, style: .insetGrouped)
        let last = grouped.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(last.subviews.allSatisfy { $0.frame.height != 1 || $0.isHidden })
        #expect(last.frame.minX == 16 && last.layer.cornerRadius == 10)
    }
}
