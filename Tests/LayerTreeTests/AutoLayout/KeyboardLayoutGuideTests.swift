import LayerTree
import Testing

/// `UIView.keyboardLayoutGuide` as iOS code uses it to keep a field above the keyboard. No
/// keyboard appears here, so the guide is the hidden keyboard's: along the bottom edge, over the
/// bottom safe area unless `usesBottomSafeArea` is false.
@MainActor
@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
    /// A 390 × 844 window with an iPhone's insets (47 top, 34 bottom) and a field 44 tall pinned
    /// 8 points above the keyboard guide.
    private func fieldAboveKeyboard() -> (UIWindow, UIView) {
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let field = constrainedView(in: window)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        window.layoutIfNeeded()
        return (window, field)
    }

    @Test("The hidden keyboard's guide covers the bottom safe area; a field sits 8 points above it")
    func hiddenKeyboard() {
        let (window, field) = fieldAboveKeyboard()
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(field.frame == CGRect(x: 16, y: 758, width: 358, height: 44))
        #expect(window.keyboardLayoutGuide.identifier == "UIViewKeyboardLayoutGuide")
        #expect(window.keyboardLayoutGuide === window.keyboardLayoutGuide, "one guide per view")
    }

    @Test("Without the bottom safe area the guide has no height; safe-area changes move it")
    func bottomSafeAreaAndChanges() {
        let (window, field) = fieldAboveKeyboard()
        window.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(field.frame.maxY == 836)
        window.keyboardLayoutGuide.usesBottomSafeArea = true
        window.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.layoutIfNeeded()
        #expect(field.frame.maxY == 836)
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
    }

    @Test("Tracked constraints: those for the bottom edge are active, those for away from it are not")
    func trackedConstraints() {
        let (window, _) = fieldAboveKeyboard()
        let guide = window.keyboardLayoutGuide
        let badge = constrainedView(in: window)
        let near = badge.widthAnchor.constraint(equalToConstant: 100)
        let away = badge.widthAnchor.constraint(equalToConstant: 200)
        guide.setConstraints([near], activeWhenNearEdge: .bottom)
        guide.setConstraints([away], activeWhenAwayFrom: .bottom)
        #expect(near.isActive && !away.isActive)
        #expect(guide.constraintsActiveWhenNear(edge: .bottom) == [near])
        #expect(guide.constraintsActiveWhenAway(from: .bottom) == [away])
        window.layoutIfNeeded()
        #expect(badge.frame.width == 100)
        guide.removeAllTrackedConstraints()
        #expect(!near.isActive && guide.constraintsActiveWhenNear(edge: .bottom).isEmpty)
    }
}
