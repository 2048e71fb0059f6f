import Foundation
import Graphics
import LayerTree

/// The `table` scene: a 10,000-row `UITableView` over the window, flicked upwards with injected
/// touches and decelerating on the media clock. Frame `n` is at `tableClockBase + n/60` s; a flick
/// (a finger down, four moves of 120 points a frame apart, up: 7,200 points per second) ends at
/// frame 1 and every `flickInterval` frames after, once the previous one has come to rest, so each
/// copy of the scene shows the same offsets at the same frames whichever frames it draws.
/// Standard `.value1` cells: two labels a row, drawn when a row enters.
@MainActor
final class TableWorkload: UITableViewDataSource, UITableViewDelegate {
    static let rows = 10_000
    static let tableClockBase = 1000.0
    static let flickInterval = 270
    let table: UITableView
    /// Rows shown so far (`willDisplay` calls).
    private(set) var rowsDisplayed = 0
    private var lastStep = 0
    private let window: UIWindow

    init(in window: UIWindow) {
        self.window = window
        table = UITableView(frame: window.bounds, style: .plain)
        table.register(Value1Cell.self, forCellReuseIdentifier: "row")
        table.showsVerticalScrollIndicator = false  // its fade would run on a clock each copy moves back and forth
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)
        MediaClock.useManualTime(Self.tableClockBase)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "\(indexPath.row * 37 % 1000) items"
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        rowsDisplayed += 1
    }

    /// Moves the clock to frame `frame`, first replaying the flicks of the frames since the last step.
    func step(_ frame: Int) {
        for flick in stride(from: 1, through: frame, by: Self.flickInterval) where flick > lastStep {
            MediaClock.useManualTime(Self.tableClockBase + Double(flick) / 60)
            injectFlick(endingAt: MediaClock.now)
        }
        lastStep = max(lastStep, frame)
        MediaClock.useManualTime(Self.tableClockBase + Double(frame) / 60)
    }

    private func injectFlick(endingAt end: TimeInterval) {
        let x = window.bounds.midX
        var y = window.bounds.height - 100
        window.injectTouch(id: 99, phase: .began, at: CGPoint(x: x, y: y), timestamp: end - 4.0 / 60)
        for step in 1...4 {
            y -= 120
            window.injectTouch(id: 99, phase: .moved, at: CGPoint(x: x, y: y), timestamp: end - Double(4 - step) / 60)
        }
        window.injectTouch(id: 99, phase: .ended, at: CGPoint(x: x, y: y), timestamp: end)
    }
}

/// A `.value1` cell, as iOS code makes registered cells of another style.
final class Value1Cell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}
