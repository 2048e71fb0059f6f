import Foundation

/// A container that shows a stack of view controllers one at a time under a navigation bar:
/// pushing slides the new controller in from the trailing edge over 0.35 s while the old one
/// moves a third of the way out; popping does the reverse (docs/uikit-decisions.md, VC-NAV).
/// The bar shows the top controller's navigation item, with a back button to the one below.
/// The stack is the controller's children.
@MainActor
open class UINavigationController: UIViewController {
    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        replaceStack([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Replaces the stack; a new top controller is shown with a push (or, if it was in the stack
    /// already, a pop) transition when `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(viewControllers, animated: animated)
    }
    /// Pushes `viewController` on the stack and shows it. A controller already in the stack, a
    /// navigation controller, or a presented one is refused with a diagnostic.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { push(viewController, animated: animated) }
    /// Pops the top controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popTo(stack[stack.count - 2], animated: animated)?.first
    }
    /// Pops every controller above the root; returns them (top last), nil if there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return popTo(root, animated: animated)
    }
    /// Pops the controllers above `viewController`; returns them (top last). A controller not in
    /// the stack is refused with a diagnostic.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        popTo(viewController, animated: animated)
    }
    /// The top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: one presented over the navigation controller, else the top.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    /// The bar this controller manages; change the stack, not its items.
    open var navigationBar: UINavigationBar { managedBar }
    /// Whether the navigation bar is hidden. False by default.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Hides or shows the navigation bar, sliding it over `UINavigationControllerHideShowBarDuration`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { changeBarHidden(hidden, animated: animated) }
    /// The toolbar at the bottom, showing the top controller's `toolbarItems`.
    open var toolbar: UIToolbar! { managedToolbar }
    /// Whether the toolbar is hidden. True by default.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { changeToolbarHidden(hidden, animated: animated) }
    /// Told when a new top controller is shown.
    open weak var delegate: UINavigationControllerDelegate?

    /// The navigation controller's view: the content, the bar over it and the toolbar.
    open override func loadView() { view = NavigationLayoutView(controller: self) }

    // MARK: Storage (internal)

    var stack: [UIViewController] = []
    lazy var managedBar: UINavigationBar = makeBar()
    lazy var managedToolbar = UIToolbar()
    let transitionView = UIView()
    var barHidden = false
    var toolbarHidden = true
    var runningTransition: NavigationTransition?
}

/// The view of a navigation controller: it lays out the bar, the toolbar and the content.
@MainActor
final class NavigationLayoutView: UIView {
    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.installContainerViews(in: self)
    }

    required init?(coder: NSCoder) { return nil }

    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutContainer()
    }
}
