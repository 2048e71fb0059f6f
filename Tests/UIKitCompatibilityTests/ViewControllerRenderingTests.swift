import Foundation
import GLCompositor
import Testing
import UIKit

/// Renders `window` through the GPU compositor at the media clock's present time.
@MainActor
private func shoot(_ window: UIWindow, _ compositor: Compositor, name: String) throws -> PixelImage {
    let image = try compositor.snapshot(window)
    // Set UIKITGL_TEST_PNG_DIR to look at what the tests see.
    if let directory = ProcessInfo.processInfo.environment["UIKITGL_TEST_PNG_DIR"] {
        try image.writePNG(to: "\(directory)/\(name).png")
    }
    return image
}

/// Whether any pixel of row `y` between `x0` and `x1` is close to the colour.
private func row(_ image: PixelImage, _ y: Int, _ x0: Int, _ x1: Int, has color: (Int, Int, Int), tolerance: Int = 40) -> Bool {
    (x0..<x1).contains { close(image[$0, y], color.0, color.1, color.2, tolerance: tolerance) }
}

@Suite("View controllers render on Linux: navigation, tabs, presentation")
@MainActor
struct ViewControllerRenderingTests {
    /// A shown 320 × 480 window at scale 1 under a 20-point status bar, on the manual clock.
    private func makePhoneWindow() -> UIWindow {
        MediaClock.useManualTime(0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        window.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        return window
    }

    @Test("A push: the bar's title centred, the green screen sliding in over the red one, read at 0, 0.175 and 0.35 s")
    func navigationPush() throws {
        let context = try GLContext(options: .only(.surfaceless))
        try context.withCurrent {
            let compositor = try Compositor(context: context)
            let window = makePhoneWindow()
            let navigation = UINavigationController(rootViewController: ColorViewController(title: "Red", color: .systemRed))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let before = try shoot(window, compositor, name: "nav-0-before")
            #expect(close(before[100, 300], 255, 59, 48), "the red screen: \(before[100, 300])")
            // The translucent bar: its grey at 94% over red, reaching up under the status bar.
            #expect(close(before[300, 40], 250, 238, 237, tolerance: 3), "the bar over red: \(before[300, 40])")
            #expect(close(before[300, 8], 250, 238, 237, tolerance: 3), "under the status bar: \(before[300, 8])")
            #expect(row(before, 42, 140, 180, has: (0, 0, 0)), "dark title text centred in the bar")
            #expect(!row(before, 42, 0, 100, has: (0, 0, 0)), "no text at the left")

            navigation.pushViewController(ColorViewController(title: "Green", color: .systemGreen), animated: true)
            let start = try shoot(window, compositor, name: "nav-1-start")
            #expect(close(start[300, 300], 255, 59, 48), "at 0 s the green screen is still off to the right: \(start[300, 300])")
            MediaClock.advance(by: 0.175)
            let middle = try shoot(window, compositor, name: "nav-2-middle")
            #expect(close(middle[150, 300], 255, 59, 48), "left of the middle, red (moved a sixth out): \(middle[150, 300])")
            #expect(close(middle[170, 300], 52, 199, 89), "right of the middle, green: \(middle[170, 300])")
            #expect(close(middle[310, 300], 52, 199, 89), "the green screen's trailing edge: \(middle[310, 300])")
            MediaClock.advance(by: 0.175)
            let end = try shoot(window, compositor, name: "nav-3-end")
            #expect(close(end[5, 300], 52, 199, 89) && close(end[300, 300], 52, 199, 89), "all green")
            #expect(close(end[300, 40], 237, 246, 239, tolerance: 3), "the bar over green: \(end[300, 40])")
            #expect(row(end, 42, 8, 60, has: (0, 122, 255)), "the back chevron and title in the tint")
            #expect(row(end, 42, 130, 190, has: (0, 0, 0)), "the title centred")
        }
    }

    @Test("A tab bar: the selected title in the tint, the other grey; a tap switches the screen")
    func tabBar() throws {
        let context = try GLContext(options: .only(.surfaceless))
        try context.withCurrent {
            let compositor = try Compositor(context: context)
            let window = makePhoneWindow()
            let tabs = HomeTabBarController()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let home = try shoot(window, compositor, name: "tabs-home")
            #expect(close(home[160, 300], 255, 59, 48), "the home screen: \(home[160, 300])")
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
            #expect(row(home, 472, 60, 100, has: (0, 122, 255), tolerance: 60), "Home in the tint")
            #expect(row(home, 472, 220, 260, has: (142, 142, 147), tolerance: 30), "Search in grey")
            #expect(close(home[20, 440], 250, 238, 237, tolerance: 3), "the bar over red: \(home[20, 440])")
            window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 240, y: 455), timestamp: 0)
            window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 240, y: 455), timestamp: 0.1)
            let search = try shoot(window, compositor, name: "tabs-search")
            #expect(close(search[160, 300], 48, 176, 199), "the search screen: \(search[160, 300])")
            #expect(row(search, 472, 220, 260, has: (0, 122, 255), tolerance: 60), "Search now in the tint")
            #expect(tabs.selections == ["Search"] && tabs.selectedIndex == 1)
        }
    }

    @Test("A modal presentation slides up from the bottom: read at 0.25 s, half way")
    func modalSlide() throws {
        let context = try GLContext(options: .only(.surfaceless))
        try context.withCurrent {
            let compositor = try Compositor(context: context)
            let window = makePhoneWindow()
            let root = ColorViewController(title: "Red", color: .systemRed)
            window.rootViewController = root
            window.makeKeyAndVisible()
            _ = try shoot(window, compositor, name: "modal-0")
            let sheet = ColorViewController(title: "Blue", color: .systemBlue)
            sheet.modalPresentationStyle = .fullScreen
            var presented = false
            root.present(sheet, animated: true) { presented = true }
            _ = try shoot(window, compositor, name: "modal-1")
            MediaClock.advance(by: 0.25)
            let middle = try shoot(window, compositor, name: "modal-2-middle")
            #expect(close(middle[160, 230], 255, 59, 48), "above the middle, red: \(middle[160, 230])")
            #expect(close(middle[160, 250], 0, 122, 255), "below, the blue screen: \(middle[160, 250])")
            MediaClock.advance(by: 0.25)
            let end = try shoot(window, compositor, name: "modal-3-end")
            #expect(close(end[160, 10], 0, 122, 255) && presented && root.view.window == nil)
        }
    }

    @Test("iOS code drives the lifecycle: a profile screen pushed, laid out with anchors, its Edit button tapped")
    func profileScreen() throws {
        let window = makePhoneWindow()
        let profile = ProfileViewController()
        let navigation = UINavigationController(
            rootViewController: CardContainerViewController(card: ColorViewController(title: "Card", color: .systemOrange)))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        CATransaction.flush()
        navigation.pushViewController(profile, animated: false)
        CATransaction.flush()
        #expect(profile.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(profile.avatar.frame == CGRect(x: 120, y: 84, width: 80, height: 80), "20 below the bar (20 + 44)")
        #expect(profile.nameLabel.frame.minX == 16, "the root view's 16-point system margin")
        #expect(profile.preferredStatusBarStyle == .lightContent && profile.navigationController === navigation)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 290, y: 42), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 290, y: 42), timestamp: 0.1)
        #expect(profile.events.last == "edit")
        navigation.popViewController(animated: false)
        CATransaction.flush()
        #expect(profile.events.suffix(3) == ["edit", "viewWillDisappear", "viewDidDisappear"])
    }
}
