import Foundation

/// The root of a view hierarchy, shown on a screen: what the compositor renders.
///
/// On Linux nothing runs the update cycle by itself: the host calls ``runUpdateCycle()`` once
/// per frame (tests call it when they want what iOS does "when the application returns to the
/// run loop") and hands the committed render tree to the compositor.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on; views in it draw at its scale.
    open var screen: UIScreen = .main {
        didSet {
            for view in [self as UIView] + allDescendantsOfView where !view.hasExplicitContentScale {
                view.layer.contentsScale = screen.scale
            }
            refreshTraitCollections()
        }
    }

    /// The window's stacking level; higher levels are in front.
    open var windowLevel: CGFloat = 0

    /// Whether this is the key window, the one that receives keyboard and non-touch events.
    public var isKeyWindow: Bool { UIWindow.keyWindow === self }

    private static weak var keyWindow: UIWindow?
    static var currentKeyWindow: UIWindow? { keyWindow }
    var touchTracker: TouchTracker?
    /// The safe-area insets the host gave the window (`setSafeAreaInsets(_:)`); zero by default.
    var hostSafeAreaInsets = UIEdgeInsets.zero

    /// The application is a window's next responder.
    open override var next: UIResponder? { UIApplication.shared }

    /// The controller whose view fills the window. Setting it loads that view, puts it behind the
    /// window's other subviews with the window's bounds (resizing with the window) and removes the
    /// old controller's view; on a shown window the old controller disappears and the new one
    /// appears (`viewWillDisappear`, `viewWillAppear` now; `viewDidDisappear`, `viewDidAppear`
    /// after the next layout).
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { replaceRootViewController(with: newValue) }
    }
    var storedRootViewController: UIViewController?

    /// A new size is announced first to the controllers on screen (`viewWillTransition(to:with:)`).
    open override var frame: CGRect {
        get { super.frame }
        set {
            resizing(to: newValue.size) { super.frame = newValue }
            refreshTraitCollections()
        }
    }
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            resizing(to: newValue.size) { super.bounds = newValue }
            refreshTraitCollections()
        }
    }

    /// Showing or hiding the window makes its controllers on screen appear or disappear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            visibilityDidChange()
            if !newValue { refreshTraitCollections() }
        }
    }

    /// Delivers an event's touches: to their gesture recognizers first, then, unless a recognizer
    /// holds them back or cancels them, to their views (which pass unhandled touches up the
    /// responder chain).
    open func sendEvent(_ event: UIEvent) { deliverTouches(of: event) }

    /// A window with `frame` in screen coordinates. Like UIKit's, it starts hidden: call
    /// ``makeKeyAndVisible()`` to show it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        registerAsNewWindow()
    }

    /// A window of `windowScene`, the size of its screen, hidden until shown.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        assignedScene = windowScene
        registerAsNewWindow()
    }

    private func registerAsNewWindow() {
        layer.contentsScale = screen.scale
        isHidden = true
        Self.allWindows.removeAll { $0.object == nil }
        Self.allWindows.append(WeakReference(self))
    }

    /// The scene the window belongs to: the one it was made with or given, else the host's one
    /// scene, `UIWindowScene.main`.
    open var windowScene: UIWindowScene? {
        get { assignedScene ?? .main }
        set { assignedScene = newValue }
    }
    private weak var assignedScene: UIWindowScene?

    public required init?(coder: NSCoder) { return nil }

    /// Makes the window the key window.
    open func makeKey() { UIWindow.keyWindow = self }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        MainLoop.ensureDriver()
    }

    open override var window: UIWindow? { self }

    /// Converts `point` from window coordinates to `window`'s (screen coordinates when nil).
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = point.applying(screenTransform)
        return window.map { onScreen.applying($0.screenTransform.inverted()) } ?? onScreen
    }

    /// Converts `point` from `window`'s coordinates (screen coordinates when nil) to this window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let onScreen = window.map { point.applying($0.screenTransform) } ?? point
        return onScreen.applying(screenTransform.inverted())
    }

    /// Converts `rect` to `window`'s coordinates (screen coordinates when nil).
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        let onScreen = rect.applying(screenTransform)
        return window.map { onScreen.applying($0.screenTransform.inverted()) } ?? onScreen
    }

    /// Converts `rect` from `window`'s coordinates (screen coordinates when nil).
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        let onScreen = window.map { rect.applying($0.screenTransform) } ?? rect
        return onScreen.applying(screenTransform.inverted())
    }

    /// Runs one update cycle on the window's tree: what is due at the media clock's time is
    /// delivered (display links; gesture recognizers' resets and time-outs, for long presses and
    /// multi-taps; animations with their completions), then layout, display, commit, and then the
    /// appearance work that waited for a layout (`viewDidAppear` of a controller shown without
    /// animation). See `CALayer.runUpdateCycle()`.
    public func runUpdateCycle() -> FrameCommit {
        let commit = layer.runUpdateCycle()
        MainLoop.whileBusy { ViewControllerTransitions.runAfterLayout() }
        return commit
    }

    /// Every window made, in the order they were made (freed ones are dropped as windows come).
    static var allWindows: [WeakReference<UIWindow>] = []

    /// The windows shown now (not hidden), back to front by `windowLevel`.
    static var visibleWindows: [UIWindow] {
        allWindows.compactMap(\.object).filter { !$0.isHidden }.sorted { $0.windowLevel < $1.windowLevel }
    }

    /// Window coordinates to screen coordinates: the window's placement on the screen.
    private var screenTransform: CGAffineTransform { layer.placementTransform }
}

extension UIView {
    /// Every view below this one, depth first.
    var allDescendantsOfView: [UIView] { subviews.flatMap { [$0] + $0.allDescendantsOfView } }
}
