import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part in it, so views
/// laid out by frames alone pay nothing.
@MainActor
final class AutoLayoutState {
    /// States alive now; none means no view has touched Auto Layout and moves skip it.
    static var liveStates = 0

    init() { Self.liveStates += 1 }
    isolated deinit { Self.liveStates -= 1 }

    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (its `constraints`), in the order they were added.
    var heldConstraints: [NSLayoutConstraint] = []
    /// Active constraints that name the view (or one of its guides) as an item.
    var referencingConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var huggingPriority = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false
    /// Whether a descendant needs `updateConstraints`, so the pass walks only marked paths.
    var subtreeNeedsUpdateConstraints = false
    /// The engine of the hierarchy, when this view is its top-most view.
    var hostedEngine: LayoutEngine?
    /// Whether the view is the top of a subtree that outlived its hierarchy's top view (and
    /// engine) and whose constraints wait to join the engine of its new top view.
    var awaitsEngine = false
    /// Whether the view takes part in its engine's layout by itself (translates no mask).
    var isRegistered = false
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
}
