import LayerTree
import Testing

/// A bar button item subclass with a designated initializer of its own, as iOS code writes one.
private final class BadgeItem: UIBarButtonItem {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init()
        title = "\(count)"
    }

    override init() {
        count = 0
        super.init()
    }

    required init?(coder: NSCoder) { return nil }
}

/// A target iOS code would pass (its selector cannot be sent on Linux).
@MainActor
private final class Target {}

@Suite("UIBarButtonItem's target-action spellings, its init(), and items shown in several bars")
@MainActor
struct BarItemTargetActionTests {
    @Test("The SDK's target-action initializers: title, image, landscape image, system item; target weak, action kept")
    func initializers() {
        let image = UIImage(cgImage: CGImage(pixels: PixelImage(width: 4, height: 4)))
        var target: Target? = Target()
        let titled = UIBarButtonItem(title: "Edit", style: .done, target: target, action: Selector("edit:"))
        #expect(titled.title == "Edit" && titled.style == .done && titled.target === target && titled.action == Selector("edit:"))
        let pictured = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        #expect(pictured.image === image && pictured.target == nil && pictured.action == nil)
        let both = UIBarButtonItem(image: image, landscapeImagePhone: image, style: .plain, target: nil, action: nil)
        #expect(both.landscapeImagePhone === image)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(space.title == nil && done.title == "Done" && done.style == .done)
        target = nil
        #expect(titled.target == nil, "the target is held weakly")
    }

    @Test("Tapping an item whose only action is a selector reports it, naming primaryAction; a primary action wins")
    func selectorTap() {
        let window = makeWindow()
        let target = Target()
        let item = UIBarButtonItem(title: "Save", style: .plain, target: target, action: Selector("save:"))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = [item]
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        let reported = LayerTreeDiagnostics.capturing {
            window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 40, y: 122), timestamp: 0)
            window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 40, y: 122), timestamp: 0.1)
        }
        #expect(reported.count == 1)
        #expect(reported.first?.operation == "UIBarButtonItem.action")
        #expect(reported.first.map { $0.problem.contains("save:") && $0.problem.contains("primaryAction") } == true)
        #expect(reported.first.map { $0.problem.contains("docs/porting.md") && $0.problem.contains("Target") } == true)
        var runs = 0
        item.primaryAction = UIAction { _ in runs += 1 }
        toolbar.layoutIfNeeded()
        let silent = LayerTreeDiagnostics.capturing {
            window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 40, y: 122), timestamp: 1)
            window.injectTouch(id: 2, phase: .ended, at: CGPoint(x: 40, y: 122), timestamp: 1.1)
        }
        #expect(silent.isEmpty && runs == 1)
        let empty = UIBarButtonItem(title: "Nothing", style: .plain, target: nil, action: nil)
        toolbar.items = [empty]
        toolbar.layoutIfNeeded()
        let none = LayerTreeDiagnostics.capturing {
            window.injectTouch(id: 3, phase: .began, at: CGPoint(x: 40, y: 122), timestamp: 2)
            window.injectTouch(id: 3, phase: .ended, at: CGPoint(x: 40, y: 122), timestamp: 2.1)
        }
        #expect(none.isEmpty, "no action: nothing to report")
    }

    @Test("init() is not required: a subclass with its own designated init; flexibleSpace() makes the class called on")
    func subclassSpaces() {
        let badge = BadgeItem(count: 3)
        #expect(badge.title == "3")
        let space = BadgeItem.flexibleSpace()
        #expect(type(of: space) == BadgeItem.self && space.count == 0)
        let fixed = BadgeItem.fixedSpace(12)
        #expect(type(of: fixed) == BadgeItem.self && fixed.width == 12)
        #expect(type(of: UIBarButtonItem.flexibleSpace()) == UIBarButtonItem.self)
    }

    @Test("An item shown in two toolbars: a new title reaches both")
    func twoBars() {
        let item = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        let first = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let second = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        first.items = [item]
        second.items = [item]
        item.title = "Two"
        for bar in [first, second] {
            let titles = bar.subviews.compactMap { ($0 as? UIButton)?.currentTitle }
            #expect(titles == ["Two"])
        }
        second.items = []
        item.title = "Three"
        #expect(first.subviews.compactMap { ($0 as? UIButton)?.currentTitle } == ["Three"])
        let secondTitles = second.subviews.compactMap { ($0 as? UIButton)?.currentTitle }
        #expect(secondTitles.isEmpty)
    }
}
