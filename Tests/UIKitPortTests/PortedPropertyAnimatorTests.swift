import Foundation
import Testing
import UIKit

/// An interactive dismissal in a ported iOS file: a pan gesture drives a property animator's
/// `fractionComplete`, then `isReversed` and `continueAnimation` finish or cancel it.
@Suite("Ported iOS files: an interactive sheet dismissal with UIViewPropertyAnimator")
@MainActor
struct PortedPropertyAnimatorTests {
    func makeDrawer() -> (UIWindow, SheetDrawerView) {
        let drawer = SheetDrawerView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), sheetHeight: 200)
        let window = UIWindow(frame: drawer.bounds)
        window.addSubview(drawer)
        window.makeKeyAndVisible()
        CATransaction.flush()
        return (window, drawer)
    }

    /// Drags from (100, 250) down by `distance` in five moves 0.02 s apart; lifts if `lift`.
    func drag(_ window: UIWindow, down distance: CGFloat, lift: Bool, start: TimeInterval = 0) {
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 250), timestamp: start)
        for step in 1...5 {
            let point = CGPoint(x: 100, y: 250 + distance * CGFloat(step) / 5)
            window.injectTouch(id: 1, phase: .moved, at: point, timestamp: start + 0.02 * Double(step))
        }
        guard lift else { return }
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 250 + distance), timestamp: start + 0.4)
    }

    @Test("Dragging scrubs the sheet linearly; a long drag dismisses it, with .end, in the remaining time")
    func dismisses() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (window, drawer) = makeDrawer()
        drag(window, down: 120, lift: false)
        CATransaction.flush()
        let shown = drawer.sheet.layer.presentation()!
        #expect(shown.position.y == 200 + 0.6 * 200 + 100 && abs(shown.opacity - 0.7) < 1e-6, "60 % of the way")
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 370), timestamp: 0.4)
        MediaClock.advance(by: 0.15)
        CATransaction.flush()
        #expect(drawer.finalPositions.isEmpty, "0.4 s × 40 % remain")
        MediaClock.advance(by: 0.02)
        CATransaction.flush()
        #expect(drawer.finalPositions == [.end] && drawer.isDismissed)
        #expect(drawer.sheet.frame.origin.y == 400 && drawer.sheet.alpha == 0.5)
    }

    @Test("A short, slow drag cancels: the animator reverses and completes with .start, the sheet back in place")
    func cancels() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (window, drawer) = makeDrawer()
        drag(window, down: 40, lift: true)
        MediaClock.advance(by: 0.1)
        CATransaction.flush()
        #expect(drawer.finalPositions == [.start] && !drawer.isDismissed)
        #expect(drawer.sheet.frame.origin.y == 200 && drawer.sheet.alpha == 1)
        #expect(drawer.sheet.layer.presentation()!.position.y == 300)
    }

    @Test("An animator subclass with its own initializer runs its spring to the end")
    func subclass() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (_, drawer) = makeDrawer()
        let animator = SheetSlideAnimator(sheet: drawer.sheet, toY: 100)
        var ended = false
        animator.addCompletion { ended = $0 == .end }
        animator.startAnimation()
        MediaClock.advance(by: 0.15)
        CATransaction.flush()
        let y = drawer.sheet.layer.presentation()!.position.y
        #expect(y < 300 && y > 200, "on its way from 300 to 200: \(y)")
        MediaClock.advance(by: 0.15)
        CATransaction.flush()
        #expect(ended && drawer.sheet.frame.origin.y == 100)
    }
}
