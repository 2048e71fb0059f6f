import LayerTree
import Testing

@Suite("Auto Layout: the update-constraints pass, margins, safe area, animation, reports")
@MainActor
struct LayoutPassTests {
    @Test("updateConstraints runs bottom-up, before any layoutSubviews, and only where marked")
    func updateOrder() {
        let window = makeWindow()
        let log = PassLog()
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for (view, name) in [(parent, "parent"), (child, "child")] {
            view.log = log
            view.name = name
        }
        window.addSubview(parent)
        parent.addSubview(child)
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints())
        _ = window.runUpdateCycle()
        #expect(log.entries == ["update child", "update parent", "layout parent", "layout child"])
        #expect(!parent.needsUpdateConstraints())
        log.entries = []
        _ = window.runUpdateCycle()
        #expect(log.entries.isEmpty)
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        #expect(log.entries == ["update child"])
    }

    @Test("A class requiring constraint-based layout gets updateConstraints in its first pass")
    func requiresConstraintBasedLayout() {
        final class Needing: UIView {
            var updates = 0
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let window = makeWindow()
        let view = Needing()
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.updates == 1 && !UIView.requiresConstraintBasedLayout)
    }

    @Test("Margins: 8 points by default, the margins guide and margin attributes follow a change")
    func margins() {
        final class MarginWatcher: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let window = makeWindow()
        let parent = MarginWatcher(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(parent)
        #expect(parent.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let a = constrainedView(in: parent), b = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(
                item: b, attribute: .trailing, relatedBy: .equal, toItem: parent, attribute: .trailingMargin, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: b, attribute: .bottom, relatedBy: .equal, toItem: parent, attribute: .bottomMargin, multiplier: 1,
                constant: 0),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        expectClose(a.frame, CGRect(x: 8, y: 8, width: 10, height: 10))
        expectClose(b.frame, CGRect(x: 182, y: 82, width: 10, height: 10))
        expectClose(parent.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 84))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        #expect(parent.changes == 1)
        #expect(parent.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30))
        window.layoutIfNeeded()
        expectClose(a.frame, CGRect(x: 30, y: 20, width: 10, height: 10))
        expectClose(b.frame, CGRect(x: 160, y: 70, width: 10, height: 10))
    }

    @Test("Safe area: the window's insets set by the host reach views, guides and safeAreaInsetsDidChange")
    func safeArea() {
        final class SafeWatcher: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let window = makeWindow(width: 390, height: 844)
        let header = SafeWatcher(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(header)
        let bar = constrainedView(in: window)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        expectClose(bar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(header.changes == 1)
        expectClose(window.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(window.layoutMarginsGuide.layoutFrame.minY == 55, "margins are measured from the safe area")
    }

    @Test("The readable content guide is at most 672 wide, centred in the margins")
    func readableContent() {
        let window = makeWindow(width: 1000, height: 300)
        let column = constrainedView(in: window)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: window.readableContentGuide.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        expectClose(column.frame, CGRect(x: 164, y: 8, width: 672, height: 10))
    }

    @Test("Changing a constant inside an animation block and laying out animates the frame")
    func animatedConstraintChange() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let view = constrainedView(in: window)
        let left = view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        NSLayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: window.topAnchor), view.widthAnchor.constraint(equalToConstant: 20),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        _ = window.runUpdateCycle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            left.constant = 100
            window.layoutIfNeeded()
        }
        #expect(view.frame.minX == 100, "the model is at the end at once")
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let x = view.layer.presentation()!.position.x
        #expect(abs(x - 60) < 1e-6, "half way: centre 10 → 110 shows 60, got \(x)")
    }

    @Test("Unsatisfiable required constraints: UIKit's report, one broken, the rest laid out")
    func unsatisfiable() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        let reports = diagnostics("UIViewAlertForUnsatisfiableConstraints") {
            NSLayoutConstraint.activate([
                first, second, view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                view.topAnchor.constraint(equalTo: window.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        let text = reports.first?.problem ?? ""
        #expect(text.contains("Unable to simultaneously satisfy constraints."))
        #expect(text.contains(".width == 100") && text.contains("'too-wide'"))
        #expect(text.contains("Will attempt to recover by breaking constraint"))
        #expect(!text.contains(".leading"), "only the conflicting constraints are listed")
        expectClose(view.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(second.isActive, "the broken constraint stays active, as on iOS")
        first.isActive = false
        window.layoutIfNeeded()
        #expect(view.frame.width == 200, "once the conflict is gone the other one holds")
    }

    @Test("Bad input: a non-finite constant, items without a common ancestor, a priority change to required")
    func badInput() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        #expect(diagnostics("NSLayoutConstraint.constant") { width.constant = .nan }.count == 1)
        #expect(width.constant == 10)
        let stranger = UIView()
        let orphan = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        #expect(diagnostics("NSLayoutConstraint.isActive") { orphan.isActive = true }.count == 1)
        #expect(!orphan.isActive)
        #expect(diagnostics("NSLayoutConstraint.priority") { width.priority = .defaultHigh }.count == 1)
        #expect(width.priority == .required)
        let optional = view.heightAnchor.constraint(equalToConstant: 5)
        optional.priority = .defaultHigh
        optional.isActive = true
        optional.priority = .defaultLow
        #expect(optional.priority == .defaultLow)
    }

    @Test("Ambiguity: a view without a width is ambiguous; fully constrained it is not")
    func ambiguity() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        let width = view.frame.width
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.width != width, "another solution is shown")
        view.widthAnchor.constraint(equalToConstant: 30).isActive = true
        window.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout && view.frame.width == 30)
        #expect(view.constraintsAffectingLayout(for: .horizontal).count == 3)
    }

    @Test("Descriptions read as UIKit's: items, attributes, relation, multiplier, constant, priority")
    func descriptions() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        let c = view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5, constant: -10)
        c.priority = .defaultHigh
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.contains("UIView:0x") && c.description.contains(".width == 0.5*UIWindow:0x"))
        #expect(c.description.hasSuffix(".width - 10 @750>"))
        c.isActive = true
        #expect(c.description.hasSuffix("@750   (active)>"))
        #expect(c.firstItem === view && c.secondItem === window && c.firstAttribute == .width && c.relation == .equal)
    }

    @Test("UILayoutPriority: UIKit's values, arithmetic and order")
    func priorityValues() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251 && (UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline && NSLayoutConstraint.Attribute.leading.rawValue == 5)
    }
}
