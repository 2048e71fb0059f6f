import Foundation
import Graphics

/// Names the controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller leaving the screen (or, in a presentation, the presenter).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller coming on screen (or, in a dismissal, the presenter).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a running transition tells the blocks that animate alongside it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// A running transition (a push, a pop, a presentation, a dismissal, a window's resize), to which
/// blocks can add animations and completions.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block (at once, without animation, when
    /// the transition is not animated) and `completion` once it ended. Returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for animations of views outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Called when an interactive transition (the edge pan's pop) stops following the finger;
    /// kept and never called here, as the pop's end is decided when the finger lifts.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of the transitions this package runs: blocks added before the transition's
/// animation starts run inside it; completions run when it ends, before the did-callbacks.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    init(
        from: UIViewController?, to: UIViewController?, container: UIView, animated: Bool, duration: TimeInterval,
        style: UIModalPresentationStyle = .fullScreen, interactive: Bool = false
    ) {
        initiallyInteractive = interactive
        fromController = from
        toController = to
        containerView = container
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        presentationStyle = style
    }

    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let transitionDuration: TimeInterval
    let containerView: UIView
    let initiallyInteractive: Bool
    var isInterruptible: Bool { false }
    /// True while an interactive transition follows the finger.
    var isInteractive: Bool { initiallyInteractive && !hasStarted && !hasEnded }
    private(set) var isCancelled = false
    var percentComplete: CGFloat { hasEnded ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromController?.viewIfLoaded : key == .to ? toController?.viewIfLoaded : nil
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if hasStarted { UIView.performWithoutAnimation { animation(self) } } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Runs the blocks added so far: inside the transition's animation block when called from
    /// there, or without animation. Blocks added later run at once.
    func runAlongsideAnimations() {
        hasStarted = true
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// The transition ended: the completions run, once. A cancelled transition (an edge pan's
    /// pop let go) runs no alongside animations that did not run, and reports `isCancelled`.
    func end(cancelled: Bool = false) {
        guard !hasEnded else { return }
        hasEnded = true
        isCancelled = cancelled
        if !hasStarted, !cancelled { UIView.performWithoutAnimation { runAlongsideAnimations() } }
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false
    private var hasEnded = false
}
