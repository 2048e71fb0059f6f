import Foundation

extension UIViewController {
    /// Loads the root view: `loadView()`, a plain view in its place (with a diagnostic) when it
    /// set none, then `viewDidLoad()`.
    func loadRootViewIfNeeded() {
        guard storedView == nil else { return }
        guard !isLoadingView else {
            LayerTreeDiagnostics.report(
                "UIViewController.view",
                "\(type(of: self)): the view was read inside loadView() before it was set; a plain view is made")
            installView(makeDefaultView())
            return
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            LayerTreeDiagnostics.report(
                "UIViewController.loadView()", "\(type(of: self)).loadView() set no view; a plain view is made")
            installView(makeDefaultView())
        }
        viewDidLoad()
    }

    /// What the default `loadView()` makes: a plain view with the screen's bounds that follows its
    /// superview's size.
    func makeDefaultView() -> UIView {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// Makes `newView` the root view (nil unloads). A view that is another controller's root view
    /// is refused, as UIKit refuses it. A root view's own margins start at zero (UIKit manages
    /// them: no top and bottom margins, the system minimum at the sides), and it is marked for the
    /// update-constraints pass, so `updateViewConstraints()` runs before its first layout, as on iOS.
    func installView(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let owner = newView?.owningViewController {
            LayerTreeDiagnostics.report(
                "UIViewController.view", "a view can belong to one view controller only; it is the view of \(type(of: owner))")
            return
        }
        storedView?.owningViewController = nil
        storedView = newView
        lastMinimumMargins = nil
        guard let newView else {
            reportedSafeAreaInsets = .zero
            return
        }
        if newView.storedLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
            newView.storedLayoutMargins = .zero
        }
        newView.owningViewController = self
        reportedSafeAreaInsets = newView.safeAreaInsets
        newView.refreshMarginGuides()
        newView.setNeedsUpdateConstraints()
    }

    /// The title went to the navigation item and the tab bar item too, as UIKit sends it.
    func titleDidChange() {
        storedNavigationItem?.title = title
        storedTabBarItem?.title = title
    }

    /// The navigation item, made on first use with the controller's title.
    var ownNavigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The tab bar item, made on first use with the controller's title.
    var ownTabBarItem: UITabBarItem {
        if let storedTabBarItem { return storedTabBarItem }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        storedTabBarItem = item
        return item
    }

    /// The nearest ancestor of `type`.
    func nearestAncestor<Ancestor: UIViewController>(_ type: Ancestor.Type) -> Ancestor? {
        var current = parentController
        while let candidate = current {
            if let match = candidate as? Ancestor { return match }
            current = candidate.parentController
        }
        return nil
    }

    /// `show(_:sender:)`: pushed by the navigation controller this one is or is in, else presented.
    func showInContext(_ controller: UIViewController) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }
}
