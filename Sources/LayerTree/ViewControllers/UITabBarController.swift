import Foundation

/// A container that shows one of several view controllers, chosen with the tab bar along the
/// bottom. Switching tabs is immediate: the old controller's `viewWillDisappear`, the new one's
/// `viewWillAppear`, the views swap, then `viewDidDisappear` and `viewDidAppear`
/// (docs/uikit-decisions.md, VC-TAB). The controllers are its children.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// A tab bar controller with no tabs. Its view loads here, as UIKit loads it: a subclass's
    /// `viewDidLoad` runs inside the initializer, so tabs it sets up exist right after.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        loadViewIfNeeded()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The controllers, one per tab; the first is selected when the selected one leaves.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Replaces the controllers (a navigation controller's tab shows all of them: there is no
    /// "More" tab here).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceTabs(viewControllers ?? [])
    }
    /// The controller of the selected tab; one not among `viewControllers` is refused.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                LayerTreeDiagnostics.report(
                    "UITabBarController.selectedViewController", "the controller is not one of the tab bar controller's")
                return
            }
            select(index)
        }
    }
    /// The selected tab's index; `NSNotFound` with no controllers. An index out of range is refused.
    open var selectedIndex: Int {
        get { tabs.isEmpty ? NSNotFound : selection }
        set {
            guard tabs.indices.contains(newValue) else {
                LayerTreeDiagnostics.report("UITabBarController.selectedIndex", "\(newValue) is outside 0..<\(tabs.count)")
                return
            }
            select(newValue)
        }
    }
    /// The tab bar: it shows the controllers' `tabBarItem`s.
    open var tabBar: UITabBar { managedTabBar }
    /// Asked before and told after the user selects a tab.
    open weak var delegate: UITabBarControllerDelegate?

    /// Called after the user selected `item` (after the selection changed, before the
    /// delegate's `didSelect`). Does nothing by default.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// The tab bar controller's view: the selected controller's view under the tab bar.
    open override func loadView() { view = TabBarLayoutView(controller: self) }

    // MARK: Storage (internal)

    var tabs: [UIViewController] = []
    var selection = 0
    /// Whether the bar is hidden for a pushed controller's `hidesBottomBarWhenPushed`.
    var barHiddenForPush = false
    lazy var managedTabBar: UITabBar = makeTabBar()
    let contentView = UIView()
}

/// The view of a tab bar controller: it lays out the tab bar and the selected controller's view.
@MainActor
final class TabBarLayoutView: UIView {
    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.installContainerViews(in: self)
    }

    required init?(coder: NSCoder) { return nil }

    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutContainer()
    }
}
