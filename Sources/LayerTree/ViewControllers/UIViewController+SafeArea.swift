import Foundation

extension UIViewController {
    /// The narrowest window width taken as a regular horizontal size class: 768 points, the
    /// narrowest full-screen iPad. There are no trait collections yet, so the size class is
    /// read from the window's width (see docs/uikit-decisions.md, VC-MARGINS).
    static let regularWidth: CGFloat = 768

    /// UIKit's minimum root-view margins: 0 at the top and bottom, 16 at the sides in a compact
    /// width, 20 in a regular one.
    var defaultSystemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = storedView?.window?.bounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = width >= Self.regularWidth ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root view's margins: its own, raised to the system minimum when it respects it.
    func rootViewMargins(_ own: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        guard viewRespectsSystemMinimumLayoutMargins else { return own }
        let minimum = systemMinimumLayoutMargins
        return NSDirectionalEdgeInsets(
            top: max(own.top, minimum.top), leading: max(own.leading, minimum.leading),
            bottom: max(own.bottom, minimum.bottom), trailing: max(own.trailing, minimum.trailing))
    }

    /// The root view's safe area: what its superview's unsafe edges cover (`inherited`) or what
    /// the container's bars cover, whichever is more per edge, plus `additionalSafeAreaInsets`;
    /// never below zero.
    func rootViewSafeAreaInsets(inheriting inherited: UIEdgeInsets) -> UIEdgeInsets {
        let overlay = containerOverlayInsets, extra = additionalSafeAreaInsets
        return UIEdgeInsets(
            top: max(0, max(inherited.top, overlay.top) + extra.top),
            left: max(0, max(inherited.left, overlay.left) + extra.left),
            bottom: max(0, max(inherited.bottom, overlay.bottom) + extra.bottom),
            right: max(0, max(inherited.right, overlay.right) + extra.right))
    }

    /// A non-finite inset is refused; otherwise the root view's safe area follows at once.
    func additionalSafeAreaInsetsDidChange(from old: UIEdgeInsets) {
        let insets = additionalSafeAreaInsets
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            LayerTreeDiagnostics.report("UIViewController.additionalSafeAreaInsets", "non-finite insets \(insets)")
            additionalSafeAreaInsets = old
            return
        }
        guard insets != old else { return }
        rootViewSafeAreaMayHaveChanged()
    }

    /// A container sets what its bars cover on the root view; the root view's next layout reports
    /// the new safe area (before `viewWillLayoutSubviews`, as UIKit reports it).
    func setContainerOverlayInsets(_ insets: UIEdgeInsets) {
        guard insets != containerOverlayInsets else { return }
        containerOverlayInsets = insets
        storedView?.setNeedsLayout()
    }

    /// Tells the root view's subtree and the controller when the safe area moved.
    func rootViewSafeAreaMayHaveChanged() {
        guard let view = storedView, view.safeAreaInsets != reportedSafeAreaInsets else { return }
        view.safeAreaChanged()
    }

    /// Before the root view lays out: a safe area changed by a move is reported
    /// (`viewSafeAreaInsetsDidChange()`), margins follow a new system minimum, the first layout of
    /// an appearance calls `viewIsAppearing(_:)`, then `viewWillLayoutSubviews()`.
    func rootViewWillLayOut() {
        guard let view = storedView else { return }
        if view.safeAreaInsets != reportedSafeAreaInsets { view.safeAreaChanged(markingLayout: false) }
        if viewRespectsSystemMinimumLayoutMargins {
            let minimum = systemMinimumLayoutMargins
            if let last = lastMinimumMargins, last != minimum { view.layoutMarginsChanged() }
            lastMinimumMargins = minimum
        }
        if appearState == .appearing, !hasCalledIsAppearing {
            hasCalledIsAppearing = true
            viewIsAppearing(appearanceIsAnimated)
        }
        viewWillLayoutSubviews()
    }
}
