import UIKit

// Bars and controllers written the way iOS 13+ code writes them: target-action items with nil
// actions, appearance objects, editing, presentation delegates. This file imports only UIKit
// and compiles unchanged on iOS.

/// A bar button item subclass with its own designated initializer (iOS code compiles it only
/// when `init()` is not `required`).
final class CountItem: UIBarButtonItem {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init()
        title = "\(count)"
        style = .plain
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A navigation controller branded with an opaque indigo bar and a white title, as iOS 13+
/// apps set it up.
final class BrandedNavigationController: UINavigationController {
    static let brand = UIColor(red: 0.2, green: 0.3, blue: 0.7, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.brand
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.tintColor = .white
        interactivePopGestureRecognizer?.isEnabled = true
        hidesBarsOnSwipe = false
    }
}

/// A list screen with an Edit button, toolbar items built with target-action initializers, and
/// a sheet whose presentation controller it watches.
final class NotesViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private(set) var editingChanges: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Notes"
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.backButtonDisplayMode = .minimal
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            CountItem(count: 3),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        ]
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    override var prefersHomeIndicatorAutoHidden: Bool { false }

    func showSheet() {
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        sheet.presentationController?.delegate = self
        present(sheet, animated: false)
        setNeedsStatusBarAppearanceUpdate()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// A tab bar controller with an opaque black tab bar, yellow selected titles and white others.
final class DarkTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance.normal.iconColor = .white
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        let notes = UINavigationController(rootViewController: NotesViewController())
        let other = UIViewController()
        other.view.backgroundColor = .white
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        viewControllers = [notes, other]
    }
}
