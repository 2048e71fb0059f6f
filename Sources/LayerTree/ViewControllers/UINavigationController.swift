import Foundation

/// A container that shows a stack of view controllers one at a time under a navigation bar:
/// pushing slides the new controller in from the trailing edge over 0.35 s while the old one
/// moves a third of the way out; popping does the reverse (docs/uikit-decisions.md, VC-NAV).
/// The bar shows the top controller's navigation item, with a back button to the one below.
/// The stack is the controller's children.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of transition a delegate's animator is asked for.
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        replaceStack([rootViewController], animated: false)
    }

    /// An empty navigation controller whose bar and toolbar are of the given classes (made by
    /// their `init()`); nil, or a class that is not a `UINavigationBar` (`UIToolbar`) subclass,
    /// gives the standard one (the latter with a diagnostic).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        self.barClass = Self.barClass(navigationBarClass, UINavigationBar.self, "navigationBarClass")
        self.toolbarClass = Self.barClass(toolbarClass, UIToolbar.self, "toolbarClass")
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
    /// Told when a new top controller is shown; may give an animator for pushes and pops.
    open weak var delegate: UINavigationControllerDelegate?
    /// The edge pan that pops the top controller: a drag from within 20 points of the leading
    /// edge moves it off to the right with the finger, the one below following from a third of
    /// the way in; released past half the width (or flicked), the pop finishes, else it is
    /// cancelled (docs/uikit-decisions.md, VC-NAV). Set `isEnabled` to turn it off.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
    /// Whether a swipe hides the bars (stored only: no swipe hides them here).
    open var hidesBarsOnSwipe = false
    /// The tab bar item: the one set on the navigation controller, else its root controller's
    /// (so that a root controller's title and `tabBarItem` show in a tab, as on iOS).
    open override var tabBarItem: UITabBarItem! {
        get { storedTabBarItem ?? stack.first?.tabBarItem ?? ownTabBarItem }
        set { super.tabBarItem = newValue }
    }
    /// The delegate's `navigationControllerSupportedInterfaceOrientations(_:)` when there is a
    /// delegate, else what a view controller supports by default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The navigation controller's view: the content, the bar over it and the toolbar.
    open override func loadView() { view = NavigationLayoutView(controller: self) }

    // MARK: Storage (internal)

    var stack: [UIViewController] = []
    var barClass = UINavigationBar.self
    var toolbarClass = UIToolbar.self
    lazy var managedBar: UINavigationBar = makeBar()
    lazy var managedToolbar: UIToolbar = makeObject(ofClass: toolbarClass)
    lazy var popGesture = makePopGesture()
    lazy var popGestureGate = PopGestureGate(self)
    /// A running pop that follows the edge pan.
    var interactivePop: InteractivePop?
    /// The top controller the delegate last heard shown (`didShow`).
    weak var shownTop: UIViewController?
    /// The top controller the delegate heard of in `willShow` as the navigation controller
    /// started appearing, until its `didShow`.
    weak var announcedTop: UIViewController?
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
