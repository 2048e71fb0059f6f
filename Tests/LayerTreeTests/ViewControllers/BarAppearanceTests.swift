import LayerTree
import Testing

@Suite("Bar appearances (iOS 13), legacy bar looks, and compact-height bars")
@MainActor
struct BarAppearanceTests {
    private let hairline = UIColor(white: 0, alpha: 0.3)
    private let barGrey = UIColor(white: 249 / 255, alpha: 0.94)

    /// A standalone navigation bar 320 points wide in a shown window, showing `items`.
    private func navigationBar(_ items: [UINavigationItem], in window: UIWindow) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(bar)
        bar.setItems(items, animated: false)
        bar.layoutIfNeeded()
        return bar
    }

    private func title(_ bar: UINavigationBar) -> UILabel? {
        bar.subviews.compactMap { $0 as? UILabel }.first
    }

    @Test("configureWith…: the default blur and line, an opaque white with the line, transparent with nothing; copies")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil && appearance.shadowColor == hairline)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor == hairline && appearance.backgroundImage == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let copy = appearance.copy()
        #expect(type(of: copy) == UINavigationBarAppearance.self && copy !== appearance)
        #expect(copy.backgroundColor == .systemRed && copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemYellow)
        let toolbar = UIToolbarAppearance(barAppearance: appearance)
        #expect(toolbar.backgroundColor == .systemRed && toolbar.shadowColor == nil)
        #expect(appearance.backIndicatorImage.size == CGSize(width: 13, height: 21))
        let chevron = UIImage(cgImage: CGImage(pixels: PixelImage(width: 2, height: 2)))
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage !== chevron, "both images or neither, as in UIKit")
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
        #expect(appearance.backIndicatorImage === chevron && appearance.backIndicatorTransitionMaskImage === chevron)
    }

    @Test("An opaque appearance with a colour and a white title: the bar draws them; assigning copies")
    func navigationBarAppearance() {
        let window = makeWindow()
        let bar = navigationBar([UINavigationItem(title: "Inbox")], in: window)
        #expect(bar.subviews[0].backgroundColor == barGrey && bar.subviews[1].backgroundColor == hairline)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)]
        bar.standardAppearance = appearance
        #expect(bar.standardAppearance !== appearance && bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.subviews[0].backgroundColor == .systemIndigo && bar.subviews[1].backgroundColor == hairline)
        #expect(title(bar)?.textColor == .white && title(bar)?.font == .systemFont(ofSize: 20))
        appearance.backgroundColor = .systemRed
        #expect(bar.subviews[0].backgroundColor == .systemIndigo, "the bar holds a copy")
        bar.barTintColor = .systemGreen
        #expect(bar.subviews[0].backgroundColor == .systemIndigo, "legacy properties give way to an assigned appearance")
        appearance.configureWithTransparentBackground()
        bar.standardAppearance = appearance
        #expect(bar.subviews[0].backgroundColor == nil && bar.subviews[1].isHidden)
        #expect(title(bar)?.textColor == .white, "configuring the background keeps the title's attributes")
        appearance.titleTextAttributes = [:]
        bar.standardAppearance = appearance
        #expect(title(bar)?.textColor == .label && title(bar)?.font == .systemFont(ofSize: 17, weight: .semibold))
    }

    @Test("The top item's appearance wins while it is on top; a compact appearance in a compact height")
    func itemAndCompactAppearances() {
        let window = makeWindow(width: 320, height: 480)
        let first = UINavigationItem(title: "Mail"), second = UINavigationItem(title: "Inbox")
        let mine = UINavigationBarAppearance()
        mine.configureWithOpaqueBackground()
        mine.backgroundColor = .systemOrange
        second.standardAppearance = mine
        let compact = UINavigationBarAppearance()
        compact.configureWithOpaqueBackground()
        compact.backgroundColor = .systemTeal
        second.compactAppearance = compact
        let bar = navigationBar([first, second], in: window)
        #expect(bar.subviews[0].backgroundColor == .systemOrange)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        #expect(bar.subviews[0].backgroundColor == .systemTeal && bar.sizeThatFits(.zero).height == 32)
        bar.popItem(animated: false)
        #expect(bar.subviews[0].backgroundColor == barGrey)
    }

    @Test("Legacy: a background image replaces the colour; the custom shadow image shows only over one")
    func legacyImages() {
        let window = makeWindow()
        let bar = navigationBar([UINavigationItem(title: "Inbox")], in: window)
        let line = UIImage(cgImage: CGImage(pixels: PixelImage(width: 1, height: 2)))
        bar.shadowImage = line
        #expect(bar.subviews[1].backgroundColor == hairline && (bar.subviews[1] as? UIImageView)?.image == nil)
        let picture = UIImage(cgImage: CGImage(pixels: PixelImage(width: 4, height: 4)))
        bar.setBackgroundImage(picture, for: .default)
        bar.layoutIfNeeded()
        #expect(bar.backgroundImage(for: .default) === picture && bar.subviews[0].backgroundColor == nil)
        #expect((bar.subviews[1] as? UIImageView)?.image === line && bar.subviews[1].frame.height == 2)
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(bar.largeTitleTextAttributes?.count == 1)
    }

    @Test("backButtonDisplayMode of the item below: .minimal shows the chevron alone, .generic says Back")
    func backButtonDisplayMode() {
        let window = makeWindow()
        let first = UINavigationItem(title: "Mail"), second = UINavigationItem(title: "Inbox")
        let bar = navigationBar([first, second], in: window)
        func backTitle() -> String? {
            bar.layoutIfNeeded()
            let back = bar.subviews.first { $0 is UIControl && !($0 is UIButton) }
            return back?.subviews.compactMap { $0 as? UILabel }.first.flatMap { $0.isHidden ? nil : $0.text }
        }
        #expect(backTitle() == "Mail")
        first.backButtonDisplayMode = .generic
        #expect(backTitle() == "Back")
        first.backButtonDisplayMode = .minimal
        #expect(backTitle() == nil)
    }

    @Test("Tab bar appearance: the background, and the stacked items' icon and title colours per state")
    func tabBarAppearance() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let home = UITabBarItem(title: "Home", image: nil, tag: 0), search = UITabBarItem(title: "Search", image: nil, tag: 1)
        bar.items = [home, search]
        bar.selectedItem = home
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        let labels = bar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        #expect(labels.first { $0.text == "Home" }?.textColor == .systemYellow)
        #expect(labels.first { $0.text == "Search" }?.textColor == .white)
        #expect(bar.subviews[0].backgroundColor == .black && bar.subviews[1].backgroundColor == hairline)
        #expect(bar.scrollEdgeAppearance == nil && appearance.stackedItemPositioning == .automatic)
    }

    @Test("Toolbar: an assigned appearance's colour; a compact one in a compact height")
    func toolbarAppearance() {
        let window = makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        window.addSubview(toolbar)
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemPink
        toolbar.standardAppearance = appearance
        #expect(toolbar.subviews[0].backgroundColor == .systemPink)
        appearance.backgroundColor = .systemMint
        toolbar.compactAppearance = appearance
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        toolbar.setNeedsLayout()
        toolbar.layoutIfNeeded()
        #expect(toolbar.subviews[0].backgroundColor == .systemMint && toolbar.sizeThatFits(.zero).height == 32)
    }

    @Test("Compact height (wider than tall, under 500 points): a navigation controller's bar and toolbar are 32 points")
    func compactHeightBars() {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 844, height: 390)
        window.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        window.rootViewController = navigation
        frame()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 337, width: 844, height: 32))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 47, bottom: 53, right: 47))
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        frame()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(navigation.toolbar.frame.height == 44)
        let ipad = makeWindow(width: 1024, height: 768)
        let bar = UINavigationBar(frame: .zero)
        ipad.addSubview(bar)
        #expect(bar.sizeThatFits(.zero).height == 44, "a landscape iPad is regular in height")
    }
}
