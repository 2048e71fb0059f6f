import LayerTree
import Testing

@Suite("Auto Layout: constraints and anchors solve to UIKit's frames")
@MainActor
struct ConstraintSolvingTests {
    @Test("A card pinned by anchors: 16-point sides, 40 from the top, 100 high, in a 320-point window")
    func pinnedCard() {
        let window = makeWindow()
        let card = constrainedView(in: window)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        expectClose(card.frame, CGRect(x: 16, y: 40, width: 288, height: 100))
    }

    @Test("Activation installs on the closest common ancestor; a constant size on the view itself")
    func holders() {
        let window = makeWindow()
        let card = constrainedView(in: window)
        let edge = card.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        let height = card.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([edge, height])
        #expect(window.constraints.contains(edge) && !window.constraints.contains(height))
        #expect(card.constraints == [height])
        #expect(edge.isActive && height.isActive)
        edge.isActive = false
        #expect(!window.constraints.contains(edge) && !edge.isActive)
    }

    @Test("The item:attribute: initializer, a multiplier and a constant: width = 0.5 × 320 + 10")
    func multiplier() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width, multiplier: 0.5,
                constant: 10),
            NSLayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 30),
            NSLayoutConstraint(
                item: view, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .centerY, relatedBy: .equal, toItem: window, attribute: .centerY, multiplier: 1,
                constant: 0),
        ])
        window.layoutIfNeeded()
        expectClose(view.frame, CGRect(x: 75, y: 225, width: 170, height: 30))
    }

    @Test("Priorities: a required inequality beats 999; 750 beats 250")
    func priorities() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        let preferred = view.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = UILayoutPriority(999)
        let weak = view.heightAnchor.constraint(equalToConstant: 200)
        weak.priority = .defaultLow
        let strong = view.heightAnchor.constraint(equalToConstant: 50)
        strong.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferred, view.widthAnchor.constraint(greaterThanOrEqualToConstant: 150), weak, strong,
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        expectClose(view.frame, CGRect(x: 0, y: 0, width: 150, height: 50))
    }

    @Test("Changing a constant re-solves; the superview lays out in the next cycle")
    func constantChange() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 20),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        _ = window.runUpdateCycle()
        #expect(view.frame.width == 100)
        width.constant = 140
        #expect(view.frame.width == 100, "the frame waits for the layout pass")
        _ = window.runUpdateCycle()
        #expect(view.frame.width == 140)
    }

    @Test("Constraints across levels are solved in the holder's coordinates: the child lands 20 inside its parent")
    func acrossLevels() {
        let window = makeWindow()
        let parent = constrainedView(in: window)
        let child = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            parent.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            parent.widthAnchor.constraint(equalToConstant: 200), parent.heightAnchor.constraint(equalToConstant: 200),
            child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30),
            child.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -200),
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        expectClose(parent.frame, CGRect(x: 10, y: 100, width: 200, height: 200))
        expectClose(child.frame, CGRect(x: 20, y: 140, width: 100, height: 40))  // window y 240..280 → 140 in parent
    }

    @Test("A view translating its autoresizing mask keeps its frame and moves what is tied to it")
    func autoresizingTranslation() {
        let window = makeWindow()
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        window.addSubview(fixed)
        let follower = constrainedView(in: window)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        expectClose(fixed.frame, CGRect(x: 10, y: 20, width: 50, height: 60))
        expectClose(follower.frame, CGRect(x: 65, y: 80, width: 50, height: 10))
        fixed.frame = CGRect(x: 0, y: 0, width: 70, height: 30)
        window.layoutIfNeeded()
        expectClose(follower.frame, CGRect(x: 75, y: 30, width: 70, height: 10))
    }

    @Test("An anchor's offset is a dimension: the gap between two views equals a third view's width")
    func anchorOffset() {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let b = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
        window.addSubview(a)
        window.addSubview(b)
        let gap = constrainedView(in: window)
        NSLayoutConstraint.activate([
            gap.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
            gap.heightAnchor.constraint(equalToConstant: 1), gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.topAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        window.layoutIfNeeded()
        expectClose(gap.frame, CGRect(x: 40, y: 40, width: 60, height: 1))
    }

    @Test("System spacing: 8 points times the multiplier")
    func systemSpacing() {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(a)
        let b = constrainedView(in: window)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        expectClose(b.frame, CGRect(x: 56, y: 48, width: 10, height: 10))
    }

    @Test("Alignment rect insets: constraints place the alignment rectangle, the frame is outset")
    func alignmentRects() {
        final class Ornamented: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 5, bottom: 4, right: 5) }
        }
        let window = makeWindow()
        let view = Ornamented()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        expectClose(view.frame, CGRect(x: -5, y: -2, width: 110, height: 56))
        expectClose(view.alignmentRect(forFrame: view.frame), CGRect(x: 0, y: 0, width: 100, height: 50))
        expectClose(view.frame(forAlignmentRect: view.alignmentRect(forFrame: view.frame)), view.frame)
    }

    @Test("Leading and trailing flip in a right-to-left view; left and right do not")
    func rightToLeft() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        parent.semanticContentAttribute = .forceRightToLeft
        window.addSubview(parent)
        let child = constrainedView(in: parent)
        child.semanticContentAttribute = .forceRightToLeft
        let other = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
            child.widthAnchor.constraint(equalToConstant: 50), child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            other.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 16),
            other.widthAnchor.constraint(equalToConstant: 50), other.topAnchor.constraint(equalTo: parent.topAnchor),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(child.frame.minX == 234)
        #expect(other.frame.minX == 16)
        #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    }

    @Test("Removing a view deactivates the constraints its ancestors held for it, and keeps its own")
    func removalDeactivates() {
        let window = makeWindow()
        let view = constrainedView(in: window)
        let edge = view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([edge, width])
        view.removeFromSuperview()
        #expect(!edge.isActive && window.constraints.isEmpty)
        #expect(width.isActive && view.constraints == [width])
        window.addSubview(view)
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 7).isActive = true
        view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        window.layoutIfNeeded()
        expectClose(view.frame, CGRect(x: 7, y: 0, width: 10, height: 10))
    }

    @Test("A hierarchy built with constraints before joining the window keeps them")
    func subtreeJoinsWindow() {
        let window = makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let inner = constrainedView(in: container)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.addSubview(container)
        window.layoutIfNeeded()
        expectClose(inner.frame, CGRect(x: 90, y: 45, width: 20, height: 10))
        container.frame.size.width = 300
        window.layoutIfNeeded()
        expectClose(inner.frame, CGRect(x: 140, y: 45, width: 20, height: 10))
    }

    @Test("Custom layout guides: equal spacers centre a view between two others")
    func layoutGuides() {
        let window = makeWindow()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 280, y: 0, width: 20, height: 20))
        window.addSubview(left)
        window.addSubview(right)
        let middle = constrainedView(in: window)
        let spacerA = UILayoutGuide(), spacerB = UILayoutGuide()
        window.addLayoutGuide(spacerA)
        window.addLayoutGuide(spacerB)
        #expect(window.layoutGuides == [spacerA, spacerB] && spacerA.owningView === window)
        NSLayoutConstraint.activate([
            spacerA.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: spacerA.trailingAnchor),
            spacerB.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: spacerB.trailingAnchor),
            spacerA.widthAnchor.constraint(equalTo: spacerB.widthAnchor), middle.widthAnchor.constraint(equalToConstant: 60),
            middle.topAnchor.constraint(equalTo: window.topAnchor), middle.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        expectClose(middle.frame, CGRect(x: 120, y: 0, width: 60, height: 5))
        expectClose(spacerA.layoutFrame, CGRect(x: 20, y: 0, width: 100, height: 0))
        window.removeLayoutGuide(spacerA)
        #expect(spacerA.owningView == nil && window.layoutGuides == [spacerB])
    }
}
