import LayerTree
import Testing

/// A segmented control as iOS apps subclass one: it logs the selections the user makes.
final class LoggingSegmentedControl: UISegmentedControl {
    var selections: [Int] = []

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        selections.append(selectedSegmentIndex)
    }
}

@Suite("UISegmentedControl")
@MainActor
struct SegmentedControlTests {
    func titleWidth(_ title: String, weight: UIFont.Weight) -> CGFloat {
        NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 13, weight: weight)]).size().width
    }

    @Test("init(items:) takes strings and images, selects nothing, and sizes itself 32 tall")
    func items() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }
        let control = UISegmentedControl(items: ["One", image, "Three"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1 && !control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(control.titleForSegment(at: 0) == "One" && control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 1) == nil && control.isEnabledForSegment(at: 2))
        #expect(control.frame.size == control.intrinsicContentSize && control.intrinsicContentSize.height == 32)
        let diagnostics = LayerTreeDiagnostics.capturing { _ = UISegmentedControl(items: ["A", 42]) }
        #expect(diagnostics.count == 1)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test("Intrinsic width: every segment as wide as the widest title plus 9.25 a side, 1 between, 3 at the ends")
    func intrinsicWidth() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        let widest = ["Day", "Week", "Month"].map { max(titleWidth($0, weight: .regular), titleWidth($0, weight: .medium)) }
            .max()!
        let expected = 3 * (widest.rounded(.up) + 18.5) + 2 + 6
        #expect(control.intrinsicContentSize == CGSize(width: expected.rounded(.up), height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < expected.rounded(.up))
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100 && control.widthForSegment(at: 1) == 0)
        #expect(control.intrinsicContentSize.width > 100)
    }

    @Test("Inserting, removing and editing segments; indexes past the end are pinned; the selection follows")
    func editing() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Z")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "End" && control.numberOfSegments == 4)
        control.setTitle("Last", forSegmentAt: 42)
        #expect(control.titleForSegment(at: 3) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "B")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 2)
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0))
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: -1))
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let diagnostics = LayerTreeDiagnostics.capturing {
            control.setTitle("x", forSegmentAt: 0)
            control.removeSegment(at: 0, animated: false)
            control.selectedSegmentIndex = 3
        }
        #expect(diagnostics.count == 3 && control.numberOfSegments == 0 && control.titleForSegment(at: 0) == nil)
    }

    @Test("Drawn as iOS 13: grey track with 8.91 corners, white thumb under the selection, separators elsewhere")
    func drawing() {
        let window = makeWindow()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 304, height: 32)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        window.layoutIfNeeded()
        let layers = control.layer.sublayers ?? []
        let track = layers[0], thumb = layers.first { $0.backgroundColor == UIColor.white.cgColor }!
        #expect(
            track.backgroundColor == UIColor.tertiarySystemFill.cgColor && track.cornerRadius == 8.91
                && track.frame == control.bounds)
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 100, height: 28) && thumb.cornerRadius == 6.93)
        #expect(thumb.shadowOpacity == 0.12 && thumb.shadowOffset == CGSize(width: 0, height: 3))
        let separators = layers.filter { $0.frame.width == 1 }
        #expect(
            separators.map(\.frame) == [CGRect(x: 102, y: 8, width: 1, height: 16), CGRect(x: 202, y: 8, width: 1, height: 16)])
        #expect(separators.map(\.isHidden) == [true, false], "no separator beside the thumb")
        let labels = control.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        #expect(labels.map(\.text) == ["One", "Two", "Three"])
        #expect(abs(labels[1].frame.midX - 152) <= 0.5 && abs(labels[1].frame.midY - 16) <= 0.5)
        #expect(labels[0].font == .systemFont(ofSize: 13, weight: .medium) && labels[1].font == .systemFont(ofSize: 13))
    }

    @Test("A tap selects the segment and sends value changed; the same segment again sends nothing")
    func tapping() {
        let window = makeWindow()
        let control = LoggingSegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        window.addSubview(control)
        let events = recordEvents(of: control)
        func tap(_ x: CGFloat, _ id: Int) {
            window.injectTouch(id: id, phase: .began, at: CGPoint(x: x, y: 116), timestamp: Double(id))
            window.injectTouch(id: id, phase: .ended, at: CGPoint(x: x, y: 116), timestamp: Double(id) + 0.1)
        }
        tap(250, 1)
        #expect(control.selectedSegmentIndex == 2)
        #expect(events() == ["down", "valueChanged", "primary", "upInside"], "endTracking selects before touch up")
        tap(260, 2)
        #expect(events().filter { $0 == "valueChanged" }.count == 1, "no change, no event")
        control.setEnabled(false, forSegmentAt: 0)
        tap(20, 3)
        #expect(control.selectedSegmentIndex == 2 && control.selections == [2, 2, 2], "a disabled segment is not selected")
        control.selectedSegmentIndex = 1
        #expect(events().filter { $0 == "valueChanged" }.count == 1, "setting the index sends nothing")
    }

    @Test("A pressed unselected segment fades its title; a momentary control sends every tap and shows no selection")
    func pressedAndMomentary() {
        let window = makeWindow()
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        window.addSubview(control)
        window.layoutIfNeeded()
        let label = control.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Two" }!
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 16), timestamp: 0)
        window.layoutIfNeeded()
        #expect(abs(label.alpha - 0.2) < 1e-6)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 150, y: 16), timestamp: 0.1)
        #expect(label.alpha == 1 && control.selectedSegmentIndex == 1)
        control.isMomentary = true
        let events = recordEvents(of: control)
        for id in 2...3 {
            window.injectTouch(id: id, phase: .began, at: CGPoint(x: 150, y: 16), timestamp: Double(id))
            window.injectTouch(id: id, phase: .ended, at: CGPoint(x: 150, y: 16), timestamp: Double(id) + 0.1)
        }
        window.layoutIfNeeded()
        #expect(events().filter { $0 == "valueChanged" }.count == 2 && control.selectedSegmentIndex == 1)
        let thumb = control.layer.sublayers!.first { $0.backgroundColor == UIColor.white.cgColor }!
        #expect(thumb.isHidden)
    }

    @Test("Segments from actions: titled by them, performed on selection, found by identifier")
    func actions() {
        let window = makeWindow()
        var performed: [String] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { performed.append($0.title) }
        let grid = UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { performed.append($0.title) }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [list, grid])
        window.addSubview(control)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Grid")
        #expect(control.actionForSegment(at: 0) === list && control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("map")) == UISegmentedControl.noSegment)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 16), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 150, y: 16), timestamp: 0.1)
        #expect(performed == ["Grid"] && control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = 0
        #expect(performed == ["Grid"], "setting the index performs nothing")
        control.insertSegment(action: UIAction(title: "Map") { _ in }, at: 2, animated: false)
        #expect(control.titleForSegment(at: 2) == "Map")
    }

    @Test("Title attributes by state: set, read back, drawn; the thumb tint replaces white")
    func attributes() {
        let window = makeWindow()
        let control = UISegmentedControl(items: ["One", "Two"])
        #expect(control.titleTextAttributes(for: .normal) == nil)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 15)], for: .selected)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        control.selectedSegmentIndex = 1
        control.selectedSegmentTintColor = .systemYellow
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        window.addSubview(control)
        window.layoutIfNeeded()
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels[0].attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(labels[1].attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 15))
        #expect(control.layer.sublayers!.contains { $0.backgroundColor == UIColor.systemYellow.cgColor })
    }
}
