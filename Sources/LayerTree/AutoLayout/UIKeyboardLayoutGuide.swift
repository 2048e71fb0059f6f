import Foundation

/// A layout guide that follows something that moves on screen (the keyboard), with constraints
/// it turns on and off by where that is. No keyboard appears here (`UIWindow.typeText(_:)` is
/// the host's keyboard), so a tracking guide is always docked at the bottom edge: constraints set
/// for the bottom edge are active, the others not.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayFromEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// The edge the guide is docked at: the bottom, where a hidden keyboard is.
    private var dockedEdge: NSDirectionalRectEdge { .bottom }

    /// Constraints active while the guide is near `edge`, replacing those set for it before.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        replace(&nearEdge, edge, with: constraints, active: dockedEdge.contains(edge))
    }

    /// Constraints active while the guide is away from `edge`, replacing those set for it before.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        replace(&awayFromEdge, edge, with: constraints, active: !dockedEdge.contains(edge))
    }

    /// The constraints set for when the guide is near `edge`.
    open func constraintsActiveWhenNear(edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// The constraints set for when the guide is away from `edge`.
    open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// Deactivates and forgets every tracked constraint.
    open func removeAllTrackedConstraints() {
        NSLayoutConstraint.deactivate((nearEdge + awayFromEdge).flatMap(\.constraints))
        nearEdge = []
        awayFromEdge = []
    }

    private func replace(
        _ list: inout [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])], _ edge: NSDirectionalRectEdge,
        with constraints: [NSLayoutConstraint], active: Bool
    ) {
        if let index = list.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(list[index].constraints)
            list.remove(at: index)
        }
        list.append((edge, constraints))
        if active { NSLayoutConstraint.activate(constraints) } else { NSLayoutConstraint.deactivate(constraints) }
    }
}

/// A view's keyboard guide (`UIView.keyboardLayoutGuide`): the part of the view the keyboard
/// covers. With no keyboard shown it lies along the bottom edge, as tall as the bottom safe-area
/// inset (`usesBottomSafeArea`, the default) or of no height, as UIKit's is while the keyboard is
/// hidden, so a field pinned above it sits above the home indicator.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard; false by default.
    open var followsUndockedKeyboard = false
    /// Whether the guide, with the keyboard hidden, covers the bottom safe area (true by default).
    open var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue, let view = owningView else { return }
            view.layoutEngineIfPresent?.refreshSystemConstraints(of: .guide(self))
            view.setNeedsLayout()
        }
    }
    /// How far above the keyboard a drag may dismiss it; 0 by default (stored).
    open var keyboardDismissPadding: CGFloat = 0

    /// The height the guide has with no keyboard shown, in `view`.
    func hiddenHeight(in view: UIView) -> CGFloat { usesBottomSafeArea ? view.safeAreaInsets.bottom : 0 }
}

extension UIView {
    /// The view's keyboard layout guide, made on first use.
    var keyboardGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayoutState.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(systemGuide: .keyboard, of: self)
        autoLayoutState.keyboardLayoutGuide = guide
        return guide
    }
}
