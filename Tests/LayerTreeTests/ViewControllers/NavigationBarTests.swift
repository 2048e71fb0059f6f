import LayerTree
import Testing

@Suite("UINavigationBar and UINavigationItem: the item stack, the title, the back button, the buttons")
@MainActor
struct NavigationBarTests {
    /// A standalone bar 320 points wide at the top of a shown window, laid out.
    private func bar(in window: UIWindow, items: [UINavigationItem]) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        bar.sizeToFit()
        window.addSubview(bar)
        bar.setItems(items, animated: false)
        bar.layoutIfNeeded()
        return bar
    }

    @Test("44 points tall; the top item's title centred, semibold 17 points, in the label colour")
    func titleCentred() {
        let window = makeWindow()
        let navigationBar = bar(in: window, items: [UINavigationItem(title: "Settings")])
        #expect(navigationBar.frame.size == CGSize(width: 320, height: 44))
        #expect(navigationBar.sizeThatFits(CGSize(width: 500, height: 10)) == CGSize(width: 500, height: 44))
        let title = navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Settings" }
        #expect(title?.font == .systemFont(ofSize: 17, weight: .semibold) && title?.textColor == .label)
        #expect(abs((title?.frame.midX ?? 0) - 160) < 0.01 && abs((title?.frame.midY ?? 0) - 22) < 0.01)
        #expect(navigationBar.topItem?.title == "Settings" && navigationBar.backItem == nil)
    }

    @Test("The back button shows the item below's title, its back button title, or Back when long")
    func backTitles() {
        let window = makeWindow()
        let first = UINavigationItem(title: "Mail"), second = UINavigationItem(title: "Inbox")
        let navigationBar = bar(in: window, items: [first, second])
        #expect(navigationBar.backItem === first)
        #expect(backTitle(in: navigationBar) == "Mail")
        first.backButtonTitle = "Boxes"
        navigationBar.layoutIfNeeded()
        #expect(backTitle(in: navigationBar) == "Boxes")
        first.backBarButtonItem = UIBarButtonItem(title: "Up")
        navigationBar.layoutIfNeeded()
        #expect(backTitle(in: navigationBar) == "Up")
        first.backBarButtonItem = nil
        first.backButtonTitle = "A Very Long Mailbox Name Indeed"
        navigationBar.layoutIfNeeded()
        #expect(backTitle(in: navigationBar) == "Back", "a title reaching the centred title gives way to Back")
        second.hidesBackButton = true
        navigationBar.layoutIfNeeded()
        #expect(backTitle(in: navigationBar) == nil)
    }

    @Test(
        "Buttons: the right item 16 points from the trailing edge; left items replace the back button unless they supplement it")
    func buttons() {
        let window = makeWindow()
        let first = UINavigationItem(title: "Mail"), second = UINavigationItem(title: "Inbox")
        second.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        let navigationBar = bar(in: window, items: [first, second])
        let edit = navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" }
        #expect(edit.map { abs($0.frame.maxX - 304) < 0.01 && abs($0.frame.midY - 22) < 0.01 } == true)
        second.leftBarButtonItem = UIBarButtonItem(title: "Close")
        navigationBar.layoutIfNeeded()
        #expect(backTitle(in: navigationBar) == nil)
        let close = navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Close" }
        #expect(close?.frame.minX == 16)
        second.leftItemsSupplementBackButton = true
        navigationBar.layoutIfNeeded()
        #expect(backTitle(in: navigationBar) == "Mail")
    }

    @Test("Standalone: tapping back pops the top item; pushing an item twice is refused")
    func standaloneStack() {
        let window = makeWindow()
        let first = UINavigationItem(title: "Mail"), second = UINavigationItem(title: "Inbox")
        let navigationBar = bar(in: window, items: [first])
        navigationBar.pushItem(second, animated: false)
        navigationBar.layoutIfNeeded()
        #expect(navigationBar.items == [first, second])
        let twice = LayerTreeDiagnostics.capturing { navigationBar.pushItem(second, animated: false) }
        #expect(twice.count == 1 && navigationBar.items?.count == 2)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 20, y: 22), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 20, y: 22), timestamp: 0.1)
        #expect(navigationBar.items == [first] && navigationBar.popItem(animated: false) === first)
    }

    @Test("tintColor colours the back button and the buttons; barTintColor replaces the grey; barStyle black")
    func colours() {
        let window = makeWindow()
        let first = UINavigationItem(title: "Mail"), second = UINavigationItem(title: "Inbox")
        second.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        let navigationBar = bar(in: window, items: [first, second])
        navigationBar.tintColor = .systemRed
        navigationBar.layoutIfNeeded()
        let labels = navigationBar.subviews.flatMap { $0.subviews }.compactMap { $0 as? UILabel }
        #expect(labels.first { $0.text == "Mail" }?.textColor == .systemRed)
        #expect(labels.first { $0.text == "Edit" }?.textColor == .systemRed)
        let background = navigationBar.subviews.first
        #expect(background?.backgroundColor == UIColor(white: 249 / 255, alpha: 0.94) && navigationBar.isTranslucent)
        navigationBar.barTintColor = .systemYellow
        #expect(background?.backgroundColor == .systemYellow)
        navigationBar.barTintColor = nil
        navigationBar.barStyle = .black
        let title = navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }
        #expect(title?.textColor == .white && navigationBar.prefersLargeTitles == false)
    }

    @Test("A navigation controller's bar takes its items from the controller only")
    func managedBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let refused = LayerTreeDiagnostics.capturing {
            navigation.navigationBar.pushItem(UINavigationItem(title: "Stray"), animated: false)
        }
        #expect(refused.count == 1 && navigation.navigationBar.items?.count == 1)
    }

    /// The back button's title, nil when it is hidden or shows the chevron alone.
    private func backTitle(in bar: UINavigationBar) -> String? {
        guard let back = bar.subviews.first(where: { type(of: $0) != UIView.self && $0 is UIControl && !($0 is UIButton) }),
            !back.isHidden
        else { return nil }
        return back.subviews.compactMap { $0 as? UILabel }.first.flatMap { $0.isHidden ? nil : $0.text }
    }
}

@Suite("UIBarButtonItem, UIToolbar")
@MainActor
struct BarButtonItemTests {
    @Test("iOS 14's initializers: a title, an image, or the primary action's; a tap runs the action with the item as sender")
    func primaryAction() {
        var senders: [Any?] = []
        let action = UIAction(title: "Share") { senders.append($0.sender) }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Share" && item.primaryAction === action && item.style == .plain)
        let titled = UIBarButtonItem(title: "Send", image: nil, primaryAction: action, menu: UIMenu(title: "More"))
        #expect(titled.title == "Send" && titled.menu?.title == "More")
        let window = makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = [item]
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 30, y: 122), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 30, y: 122), timestamp: 0.1)
        #expect(senders.count == 1 && (senders.first as? UIBarButtonItem) === item)
        item.isEnabled = false
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 30, y: 122), timestamp: 1)
        window.injectTouch(id: 2, phase: .ended, at: CGPoint(x: 30, y: 122), timestamp: 1.1)
        #expect(senders.count == 1, "a disabled item runs nothing")
        senders = []  // the item the action's closure collected holds the action: let the cycle go
    }

    @Test("System items: English titles, Done and Save bold, an Add glyph, spaces")
    func systemItems() {
        #expect(UIBarButtonItem(systemItem: .done).title == "Done" && UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .save).style == .done && UIBarButtonItem(systemItem: .cancel).style == .plain)
        #expect(UIBarButtonItem(systemItem: .add).image?.size == CGSize(width: 22, height: 22))
        #expect(UIBarButtonItem(systemItem: .trash).title == "Delete")
        #expect(UIBarButtonItem.fixedSpace(20).width == 20)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(UIBarButtonItem(customView: custom).customView === custom)
        let refused = LayerTreeDiagnostics.capturing { UIBarButtonItem().width = -4 }
        #expect(refused.count == 1)
    }

    @Test("A toolbar is 44 points; items from the leading margin 8 apart, flexible spaces sharing the rest")
    func toolbarLayout() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        toolbar.sizeToFit()
        #expect(toolbar.bounds.size == CGSize(width: 320, height: 44))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        toolbar.items = [
            UIBarButtonItem(customView: a), .flexibleSpace(), UIBarButtonItem(customView: b), .fixedSpace(10),
            UIBarButtonItem(customView: c),
        ]
        toolbar.layoutIfNeeded()
        // 320 − 2 × 16 margins − 4 × 8 gaps − 40 − 50 − 10 − 30 = 126 for the flexible space.
        #expect(a.frame == CGRect(x: 16, y: 7, width: 40, height: 30))
        #expect(b.frame.minX == 16 + 40 + 8 + 126 + 8 && c.frame.maxX == 304)
    }
}
