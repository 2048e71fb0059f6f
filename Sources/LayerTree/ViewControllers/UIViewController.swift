import Foundation

/// An object that manages a view hierarchy: UIKit's view controller.
///
/// The root view is made on first use of ``view`` by ``loadView()``, then ``viewDidLoad()`` runs.
/// Appearance callbacks come in UIKit's order when the controller becomes a window's
/// `rootViewController`, is presented or dismissed, pushed or popped, or its view joins or leaves
/// a shown window; they reach child controllers too (see docs/uikit-decisions.md, VC-APPEAR).
/// Everything a subclass may override is declared here; the work is in the `UIViewController+…`
/// files beside this one. Nibs and storyboards do not exist on Linux.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    /// A controller whose view ``loadView()`` makes. A nib name is reported and ignored: no nibs
    /// exist on Linux.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNib = (nibNameOrNil, nibBundleOrNil)
        super.init()
        if let nibNameOrNil {
            LayerTreeDiagnostics.report(
                "UIViewController.init(nibName:bundle:)",
                "no nibs on Linux: \"\(nibNameOrNil)\" is not loaded; loadView() makes the view")
        }
    }

    /// A controller with no nib (what `UIViewController()` makes on iOS).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Storyboards and archives do not exist on Linux: this returns nil, so that subclasses
    /// declaring it compile unchanged.
    public required init?(coder: NSCoder) { return nil }

    /// The nib name given at initialization (never loaded).
    open var nibName: String? { givenNib.name }
    /// The bundle given at initialization.
    open var nibBundle: Bundle? { givenNib.bundle }
    private let givenNib: (name: String?, bundle: Bundle?)

    // MARK: The view

    /// The root view, loaded by ``loadView()`` and ``viewDidLoad()`` on first use. Setting it
    /// makes a view the root view (a view can belong to one controller only); nil unloads it.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { installView(newValue) }
    }
    /// Makes the root view: by default a plain `UIView` the size of the screen, resizing with its
    /// superview. Override it to build the view in code and assign it to `view`; do not call super.
    open func loadView() { view = makeDefaultView() }
    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() { loadRootViewIfNeeded() }
    /// The root view if loaded, else nil (never loads it).
    open var viewIfLoaded: UIView? { storedView }
    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { storedView != nil }
    /// Called once the root view is loaded. Does nothing by default.
    open func viewDidLoad() {}
    /// A title for the controller: setting it also titles its navigation item and tab bar item.
    open var title: String? {
        didSet { titleDidChange() }
    }

    // MARK: Appearance

    /// The view is about to be added to a shown window (or uncovered). Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window and laid out by its superview, before `viewWillLayoutSubviews()`
    /// of the first layout after `viewWillAppear`. Does nothing by default.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view is on screen (the transition ended). Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen. Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the screen. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether the view is appearing because the controller is being presented.
    open var isBeingPresented: Bool { presentationPhase == .presenting }
    /// Whether the view is disappearing because the controller is being dismissed.
    open var isBeingDismissed: Bool { presentationPhase == .dismissing }
    /// Whether the controller is being added to a parent: true from `addChild(_:)` until
    /// `didMove(toParent:)` (or the end of the appearance that follows, where an override of
    /// `didMove` does not call super).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent: true from a container's
    /// `willMove(toParent: nil)` (a custom container's, if its override calls super) until
    /// `removeFromParent()`.
    open var isMovingFromParent: Bool { movingFromParent }
    /// Starts an appearance transition of a child whose parent forwards appearance itself:
    /// `viewWillAppear` or `viewWillDisappear` run now.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }
    /// Ends the transition `beginAppearanceTransition` began: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() { endAppearance() }
    /// Whether appearance callbacks reach the children by themselves. True by default; a
    /// container returning false calls `beginAppearanceTransition`/`endAppearanceTransition`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Layout

    /// Called before the root view's `layoutSubviews()`. Does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews()`. Does nothing by default.
    open func viewDidLayoutSubviews() {}
    /// Called in the update-constraints pass instead of the root view's `updateConstraints()`;
    /// the default calls the root view's `updateConstraints()`. Call super last.
    open func updateViewConstraints() { storedView?.updateConstraints() }
    /// The size the controller's content would like; setting it tells the parent.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) } }
    }
    /// The window's (or the container's) size is about to become `size`; the default tells the
    /// children (with `size(forChildContentContainer:withParentContainerSize:)`). Call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }
    /// The running push, pop, presentation, dismissal or resize this controller (or its nearest
    /// ancestor) takes part in; nil when none runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeCoordinator ?? parent?.transitionCoordinator
    }
    /// A child's preferred content size changed. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's root view's fitting size changed. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size a child gets in a container of `parentSize`: `parentSize` by default.
    open func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// Insets added to the root view's safe area (a container's own bars, say). Zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { additionalSafeAreaInsetsDidChange(from: oldValue) }
    }
    /// The root view's safe area changed. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}
    /// The root view's layout margins changed. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}
    /// The least margins the root view gets: none at the top and bottom, 16 points at the sides
    /// in a compact-width window, 20 in a regular one (see docs/uikit-decisions.md, VC-MARGINS).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { defaultSystemMinimumLayoutMargins }
    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. True by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { storedView?.layoutMarginsChanged() } }
    }
    /// The edges along which the view extends under a container's translucent bars. All by default.
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { parent?.childLayoutPreferencesDidChange() } }
    /// Whether the view extends under opaque bars too. False by default.
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.childLayoutPreferencesDidChange() } }

    // MARK: Containment

    /// The containing controller, if any.
    open var parent: UIViewController? { parentController }
    /// The contained controllers, in the order they were added.
    open var children: [UIViewController] { childList }
    /// Adds `childController` as a child (removing it from another parent), calling its
    /// `willMove(toParent:)`; the caller adds its view, then calls its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { adopt(childController) }
    /// Removes the controller from its parent, calling `didMove(toParent: nil)`; call
    /// `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() { leaveParent() }
    /// The controller is about to move to `parent` (nil: about to be removed). Call super.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { movingFromParent = self.parent != nil } else { movingToParent = true }
    }
    /// The controller moved to `parent` (nil: was removed). Call super.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false }
    }

    // MARK: Presentation

    /// Presents `viewControllerToPresent` modally over this controller's context, animated by its
    /// `modalTransitionStyle`; `completion` runs once the transition ended.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presented (or, if it presents none, this controller
    /// itself); `completion` runs once the transition ended.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }
    /// The controller this one (or the ancestor presenting for it) presents.
    open var presentedViewController: UIViewController? { presentedControllerInContext }
    /// The controller that presented this one (or one of its ancestors).
    open var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presenter = candidate.presenter { return presenter }
            current = candidate.parent
        }
        return nil
    }
    /// How a presentation of this controller covers the screen. `.automatic` by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of a presentation of this controller. `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the controller's view is the context that `.currentContext` presentations cover.
    open var definesPresentationContext = false
    /// Whether a sheet may not be dismissed interactively (stored only: sheets here have no
    /// interactive dismissal). False by default.
    open var isModalInPresentation = false
    /// Shows `vc` the way the context shows things: pushed by a navigation controller above this
    /// one, presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) { showInContext(vc) }
    /// Shows `vc` as the detail of a split interface; with no split view controller here it is
    /// presented (animated), as UIKit does when no container above overrides this method.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }
    /// The object asked for a custom presentation's animators (held weakly; stored only:
    /// presentations animate by `modalTransitionStyle`, docs/uikit-decisions.md, VC-MODAL).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The object that manages this controller's presentation, made on first use (before the
    /// presentation, so that its `delegate` can be set): it answers the presenting and presented
    /// controllers, the container and the style.
    open var presentationController: UIPresentationController? { ownPresentationController }

    // MARK: Containers' items

    /// The nearest navigation controller among the ancestors.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    /// The item a navigation bar shows for this controller, made on first use with the title.
    open var navigationItem: UINavigationItem { ownNavigationItem }
    /// Whether a tab bar controller's tab bar hides while this controller is pushed on its
    /// navigation controller (from the end of the push to the start of its pop).
    open var hidesBottomBarWhenPushed = false
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    /// Sets `toolbarItems`; a navigation controller showing this controller updates its toolbar.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self, animated: animated)
    }
    /// The nearest tab bar controller among the ancestors.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    /// The item a tab bar shows for this controller, made on first use with the title.
    open var tabBarItem: UITabBarItem! {
        get { ownTabBarItem }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    // MARK: Traits (UITraitEnvironment)

    /// The traits the controller's view is shown with (the main screen's before it has a window).
    open var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection
            ?? .environment(
                size: UIScreen.main.bounds.size, scale: UIScreen.main.scale, direction: .leftToRight,
                style: overrideUserInterfaceStyle)
    }
    /// The traits of the controller's view changed. Does nothing by default; call super when overriding.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The light or dark style of the controller's view and everything in it; `.unspecified` (the
    /// default) follows the view's superview.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { viewIfLoaded?.refreshTraitCollections() } }
    }

    // MARK: Editing

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode; ``editButtonItem`` follows (Done while editing, Edit
    /// otherwise). Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editingDidChange()
    }
    /// A bar button item that toggles editing, as UIKit's: "Edit", or a bold "Done" while editing;
    /// a tap calls `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem { ownEditButtonItem }

    // MARK: Status bar, orientation and home indicator (none exist on Linux: hosts may read these)

    /// The status bar content style the controller prefers. `.default` by default.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden. False by default.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when its preferences change. `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child whose ``preferredStatusBarStyle`` applies instead of this controller's. nil by default.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child whose ``prefersStatusBarHidden`` applies instead of this controller's. nil by default.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system the status bar preferences changed. Linux draws no status bar, so there is
    /// nothing to update; a host drawing one reads the preferences when it draws.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations the controller supports: all but upside down by default (iPhone's).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the interface may rotate to another supported orientation. True by default.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation of this controller prefers: by default the one
    /// the window (or the screen) has, portrait when taller than wide, else `.landscapeRight`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { currentInterfaceOrientation }
    /// Whether the controller prefers the home indicator hidden. False by default.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// A child whose ``prefersHomeIndicatorAutoHidden`` applies instead. nil by default.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Tells the system the home indicator preference changed. There is no home indicator on
    /// Linux, so there is nothing to update.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    // MARK: Events

    /// The root view's superview, or the window for a window's root controller, or the presenting
    /// controller for a presented one (UIKit's responder chain).
    open override var next: UIResponder? {
        if let presenter { return presenter }
        return storedView?.superview
    }

    /// UIKit sends this when memory runs low; nothing sends it on Linux. Does nothing by default.
    open func didReceiveMemoryWarning() {}

    // MARK: Storage (internal)

    var storedView: UIView?
    var appearState = AppearState.disappeared
    var appearanceIsAnimated = false
    var hasCalledIsAppearing = false
    var childList: [UIViewController] = []
    weak var parentController: UIViewController?
    /// The controller this one presents (set on the presenting context's controller).
    var presentedController: UIViewController?
    weak var presenter: UIViewController?
    /// The window the controller was presented in.
    weak var presentationWindow: UIWindow?
    var presentationPhase = PresentationPhase.none
    var isLoadingView = false
    var lastMinimumMargins: NSDirectionalEdgeInsets?
    var movingToParent = false
    var movingFromParent = false
    /// Insets a container's bars cover on the root view (a navigation bar, a tab bar).
    var containerOverlayInsets = UIEdgeInsets.zero
    /// The root view's safe area last reported through `viewSafeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?
    var storedToolbarItems: [UIBarButtonItem]?
    var activeCoordinator: TransitionCoordinator?
    var editing = false
    var storedEditButtonItem: UIBarButtonItem?
    var storedPresentationController: UIPresentationController?
    /// Children removed while an appearance transition forwarded to them was under way: they end
    /// it with this controller's (`endAppearance`).
    var departingChildren: [UIViewController] = []
}
