import UIKit

// View controllers written the way iOS developers write them. This file imports only UIKit and
// compiles unchanged on iOS; the tests drive and render them on Linux.

/// A plain screen of one colour, titled.
final class ColorViewController: UIViewController {
    let color: UIColor

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// A profile screen laid out with anchors against the safe area and the margins, with an Edit
/// button, recording its lifecycle.
final class ProfileViewController: UIViewController {
    private(set) var events: [String] = []
    let avatar = UIView()
    let nameLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
        events.append("loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .edit, primaryAction: UIAction { [weak self] _ in self?.events.append("edit") })
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 40
        avatar.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.text = "Ada Lovelace"
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if events.last != "viewDidLayoutSubviews" { events.append("viewDidLayoutSubviews") }
    }

    override func updateViewConstraints() {
        super.updateViewConstraints()
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// A card container embedding a child controller the way UIKit's containment guide says to.
final class CardContainerViewController: UIViewController {
    let card: UIViewController

    init(card: UIViewController) {
        self.card = card
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addChild(card)
        card.view.frame = view.bounds.insetBy(dx: 20, dy: 20)
        card.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(card.view)
        card.didMove(toParent: self)
    }
}

/// A tab interface of two navigation stacks that keeps a log of the tabs selected.
final class HomeTabBarController: UITabBarController, UITabBarControllerDelegate {
    private(set) var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let home = UINavigationController(rootViewController: ColorViewController(title: "Home", color: .systemRed))
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let search = UINavigationController(rootViewController: ColorViewController(title: "Search", color: .systemTeal))
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        viewControllers = [home, search]
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.tabBarItem.title ?? "")
    }
}
