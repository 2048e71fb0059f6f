import LayerTree
import Testing

/// A view's safe area follows the view as it moves: into a window's unsafe edge and out of it,
/// moved by its frame, its centre, its superview, or constraints.
@MainActor
@Suite("Safe area follows moves")
struct SafeAreaMoveTests {
    final class SafeWatcher: UIView {
        var reported: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() { reported.append(safeAreaInsets) }
    }

    /// A 390 × 844 window with an iPhone's insets: 47 at the top, 34 at the bottom.
    private func notchedWindow() -> UIWindow {
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        return window
    }

    @Test("Moving a view into the top edge reports the covered part once, and its guide follows")
    func moveIntoUnsafeEdge() {
        let window = notchedWindow()
        let panel = SafeWatcher(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        window.addSubview(panel)
        let bar = constrainedView(in: panel)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 50), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(panel.reported.isEmpty, "a view wholly inside the safe area has nothing to report")
        #expect(bar.frame.minY == 0)

        panel.frame.origin.y = 20
        #expect(panel.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        window.layoutIfNeeded()
        #expect(panel.reported == [UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0)])
        #expect(bar.frame.minY == 27, "the safe-area guide moved with the insets")

        panel.center.y = 250
        window.layoutIfNeeded()
        #expect(panel.reported.count == 2)
        #expect(panel.reported.last == .zero)
        #expect(bar.frame.minY == 0)

        panel.frame.origin.y = 210
        window.layoutIfNeeded()
        #expect(panel.reported.count == 2, "a move inside the safe area changes nothing")
    }

    @Test("A subview hears of its superview's move only when its own insets change")
    func subviewsFollowTheirSuperview() {
        let window = notchedWindow()
        let sheet = SafeWatcher(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
        let top = SafeWatcher(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        let middle = SafeWatcher(frame: CGRect(x: 0, y: 100, width: 390, height: 40))
        sheet.addSubview(top)
        sheet.addSubview(middle)
        window.addSubview(sheet)
        window.layoutIfNeeded()

        sheet.frame.origin.y = 560  // the sheet reaches 860: its bottom 50 points lie under the home indicator
        window.layoutIfNeeded()
        #expect(sheet.reported == [UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)])
        #expect(top.reported.isEmpty && middle.reported.isEmpty, "neither subview reaches the bottom edge")

        sheet.frame.origin.y = 10
        window.layoutIfNeeded()
        #expect(sheet.reported.last == UIEdgeInsets(top: 37, left: 0, bottom: 0, right: 0))
        #expect(top.reported == [UIEdgeInsets(top: 37, left: 0, bottom: 0, right: 0)])
        #expect(middle.reported.isEmpty, "the middle row starts 100 points down, below the edge")
    }

    @Test("A view added inside an unsafe edge reports its insets at its first layout")
    func addedViewReports() {
        let window = notchedWindow()
        let footer = SafeWatcher(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        window.addSubview(footer)
        window.layoutIfNeeded()
        #expect(footer.reported == [UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)])
    }

    @Test("A view moved by its constraints into an edge reports it and lays out again")
    func constraintMoves() {
        let window = notchedWindow()
        let card = SafeWatcher()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 300)
        NSLayoutConstraint.activate([
            top, card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(card.reported.isEmpty)
        top.constant = 0
        window.layoutIfNeeded()
        #expect(card.frame.minY == 0)
        #expect(card.reported == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
    }
}
