import Foundation

/// The scroll view's layout guides, what it asks before content hears a touch, and the status
/// bar's scroll to the top.
extension UIScrollView {
    /// The content or frame guide, made on first use.
    func scrollGuide(_ slot: WritableKeyPath<ScrollViewState, UILayoutGuide?>, identifier: String) -> UILayoutGuide {
        if let guide = scrollState[keyPath: slot] { return guide }
        let guide = UILayoutGuide(systemGuide: slot == \ScrollViewState.contentGuide ? .scrollContent : .scrollFrame, of: self)
        scrollState[keyPath: slot] = guide
        return guide
    }

    /// The frame guide follows the bounds, the content guide the content size.
    func refreshScrollGuides() {
        guard let engine = layoutEngineIfPresent else { return }
        for guide in [scrollState.contentGuide, scrollState.frameGuide].compactMap({ $0 }) {
            engine.refreshSystemConstraints(of: .guide(guide))
        }
    }

    /// Constraints that size the content guide set the content size (UIKit's
    /// `contentLayoutGuide`): read after each layout.
    func adoptContentGuideSize() {
        guard let guide = scrollState.contentGuide, layoutEngineIfPresent != nil else { return }
        let size = guide.layoutFrame.size
        guard size.width.isFinite, size.height.isFinite, size != contentSize else { return }
        contentSize = CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Whether `touch` may reach `view` in the content of the scroll views around it: each one
    /// tracking the touch is asked `touchesShouldBegin(_:with:in:)`, innermost first.
    static func contentMayReceive(_ touch: UITouch, in view: UIView, event: UIEvent) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView,
                touch.gestureRecognizers?.contains(where: { $0 === scrollView.scrollPan }) == true,
                !scrollView.touchesShouldBegin([touch], with: event, in: view)
            {
                return false
            }
            ancestor = current.superview
        }
        return true
    }
}

extension UIWindow {
    /// A tap on the status bar, as iOS delivers it: the one visible scroll view of the window
    /// with `scrollsToTop` (none when several have it, as on iPhone) slides to its top if its
    /// delegate's `scrollViewShouldScrollToTop` agrees, and the delegate hears
    /// `scrollViewDidScrollToTop` when it arrives. Returns whether a scroll view scrolled.
    @discardableResult
    public func tapStatusBar() -> Bool {
        let candidates = ([self] + allDescendantsOfView).compactMap { view -> UIScrollView? in
            guard let scrollView = view as? UIScrollView, scrollView.scrollsToTop, !scrollView.isHiddenInWindow else {
                return nil
            }
            return scrollView
        }
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
        return scrollView.scrollToTop()
    }
}

extension UIView {
    /// Whether the view or an ancestor is hidden.
    var isHiddenInWindow: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }
}
