import Foundation

/// Where a controller's view is in its appearance, as UIKit tracks it.
enum AppearState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// Whether a controller is being presented or dismissed.
enum PresentationPhase: Sendable {
    case none, presenting, dismissing
}

extension UIViewController {
    /// Starts an appearance (`viewWillAppear`) or a disappearance (`viewWillDisappear`). A call
    /// that would repeat the current direction is ignored (UIKit's "unbalanced calls" guard); a
    /// reversal mid-way is allowed. Children whose views are in this controller's view (or, for a
    /// disappearance, that are on screen) follow when the controller forwards automatically.
    @discardableResult
    func beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        switch (appearing, appearState) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared): return false
        default: break
        }
        appearState = appearing ? .appearing : .disappearing
        appearanceIsAnimated = animated
        if appearing {
            hasCalledIsAppearing = false
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        if appearing { prepareChildrenForAppearance() }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childList {
                let follows =
                    appearing
                    ? child.storedView.map { view in storedView.map { view.isDescendant(of: $0) } ?? false } ?? false
                    : child.appearState == .appeared || child.appearState == .appearing
                if follows { child.beginAppearance(appearing, animated: animated) }
            }
        }
        if appearing { (self as? UINavigationController)?.navigationAppearanceBegan() }
        return true
    }

    /// Ends the transition `beginAppearance` started: `viewDidAppear` (after `viewIsAppearing`
    /// if no layout called it) or `viewDidDisappear`; children in a transition follow.
    func endAppearance() {
        switch appearState {
        case .appearing:
            appearState = .appeared
            if !hasCalledIsAppearing {
                hasCalledIsAppearing = true
                viewIsAppearing(appearanceIsAnimated)
            }
            viewDidAppear(appearanceIsAnimated)
            // The appearance that followed an adoption ends the move, even where an override of
            // didMove(toParent:) does not call super.
            movingToParent = false
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        let departed = departingChildren
        departingChildren = []
        for child in departed { child.endAppearance() }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childList where child.isInAppearanceTransition { child.endAppearance() }
        }
        if appearState == .appeared { (self as? UINavigationController)?.navigationAppearanceEnded() }
    }

    /// A container puts its shown child's view in place before appearance reaches its children.
    private func prepareChildrenForAppearance() {
        (self as? UINavigationController)?.installTopViewIfNeeded()
        (self as? UITabBarController)?.installSelectedViewIfNeeded()
    }

    /// Whether the controller's view moving in or out of a shown window by itself (not through a
    /// container's transition) gives it appearance callbacks: unless its parent forwards them by hand.
    var takesViewDrivenAppearance: Bool {
        guard let parent = parentController else { return true }
        return parent.shouldAutomaticallyForwardAppearanceMethods
    }
}

/// The appearance work containers schedule: what runs after the next layout (the end of a
/// transition without animation, as UIKit ends it once the new view was laid out and committed),
/// and a depth inside which views moved by a container's own transition give no view-driven
/// callbacks (the container calls them in its order).
@MainActor
enum ViewControllerTransitions {
    private static var afterLayout: [() -> Void] = []
    private static var managedDepth = 0

    /// Runs `body` after the layout of the next frame of the main loop (`CATransaction.flush()`,
    /// `RunLoop.main`, `UIWindow.runUpdateCycle()`).
    static func afterNextLayout(_ body: @escaping () -> Void) {
        afterLayout.append(body)
        MainLoop.ensureDriver()
    }

    /// What was scheduled before this frame, in order; work scheduled meanwhile waits a frame.
    static func runAfterLayout() {
        guard !afterLayout.isEmpty else { return }
        let batch = afterLayout
        afterLayout = []
        for body in batch { body() }
    }

    /// Runs `body` as a container's own view moves: no view-driven appearance inside.
    static func managing(_ body: () -> Void) {
        managedDepth += 1
        defer { managedDepth -= 1 }
        body()
    }

    static var isManaging: Bool { managedDepth > 0 }
}

extension UIView {
    /// Before the view moves from `oldWindow` to `newWindow`: when it leaves or enters a shown
    /// window outside a container's transition, the controllers of the top-most root views in
    /// its subtree start disappearing or appearing (UIKit's view-driven appearance, as when a
    /// child's view is added to a parent on screen); returns them for `endViewDrivenAppearance`.
    func beginViewDrivenAppearance(from oldWindow: UIWindow?, to newWindow: UIWindow?) -> [UIViewController] {
        guard !ViewControllerTransitions.isManaging else { return [] }
        let shownBefore = oldWindow.map { !$0.isHidden } ?? false, shownAfter = newWindow.map { !$0.isHidden } ?? false
        guard shownBefore != shownAfter else { return [] }
        // Only the controllers whose appearance this move starts end it: one already in a
        // transition (a container's, or a custom animator adding the incoming view) is left to it.
        return topViewControllers.filter { $0.takesViewDrivenAppearance && $0.beginAppearance(shownAfter, animated: false) }
    }

    /// After the move: the transitions `beginViewDrivenAppearance` started end.
    func endViewDrivenAppearance(_ controllers: [UIViewController]) {
        for controller in controllers { controller.endAppearance() }
    }

    /// The controllers of the root views nearest the top of this subtree.
    private var topViewControllers: [UIViewController] {
        if let owningViewController { return [owningViewController] }
        return subviews.flatMap(\.topViewControllers)
    }
}
