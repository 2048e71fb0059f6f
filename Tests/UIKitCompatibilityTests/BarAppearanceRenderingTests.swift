import Foundation
import GLCompositor
import Testing
import UIKit

/// Renders `window`; set UIKITGL_TEST_PNG_DIR to look at what the tests see.
@MainActor
private func shoot(_ window: UIWindow, _ compositor: Compositor, name: String) throws -> PixelImage {
    let image = try compositor.snapshot(window)
    if let directory = ProcessInfo.processInfo.environment["UIKITGL_TEST_PNG_DIR"] {
        try image.writePNG(to: "\(directory)/\(name).png")
    }
    return image
}

/// Whether any pixel of row `y` between `x0` and `x1` is close to the colour.
private func anyPixel(_ image: PixelImage, row y: Int, _ x0: Int, _ x1: Int, near color: (Int, Int, Int), tolerance: Int = 40)
    -> Bool
{
    (x0..<x1).contains { close(image[$0, y], color.0, color.1, color.2, tolerance: tolerance) }
}

@Suite("Bar appearances render: an opaque branded navigation bar, a dark tab bar, the shadow lines")
@MainActor
struct BarAppearanceRenderingTests {
    /// A shown 320 × 480 window at scale 1 under a 20-point status bar.
    private func makePhoneWindow() -> UIWindow {
        MediaClock.useManualTime(0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        window.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        return window
    }

    @Test("An opaque appearance in a custom colour with a white title; the 1-pixel shadow line under the bar")
    func brandedNavigationBar() throws {
        let context = try GLContext(options: .only(.surfaceless))
        try context.withCurrent {
            let compositor = try Compositor(context: context)
            let window = makePhoneWindow()
            let notes = NotesViewController()
            window.rootViewController = BrandedNavigationController(rootViewController: notes)
            window.makeKeyAndVisible()
            let image = try shoot(window, compositor, name: "bar-branded")
            // The brand colour (0.2, 0.3, 0.7) exactly: opaque, nothing of the white screen shows.
            #expect(close(image[240, 40], 51, 77, 179, tolerance: 1), "the bar: \(image[240, 40])")
            #expect(close(image[240, 8], 51, 77, 179, tolerance: 1), "under the status bar: \(image[240, 8])")
            #expect(close(image[20, 63], 51, 77, 179, tolerance: 1), "the bar's last row: \(image[20, 63])")
            // The shadow line: black at 30% over white, one pixel at y 64.
            #expect(close(image[20, 64], 179, 179, 179, tolerance: 2), "the shadow line: \(image[20, 64])")
            #expect(close(image[20, 65], 255, 255, 255, tolerance: 1), "the screen below it: \(image[20, 65])")
            let whiteTitle = anyPixel(image, row: 42, 130, 190, near: (255, 255, 255))
            let darkTitle = anyPixel(image, row: 42, 130, 190, near: (0, 0, 0), tolerance: 60)
            let whiteEdit = anyPixel(image, row: 42, 260, 316, near: (255, 255, 255))
            #expect(whiteTitle && !darkTitle, "the white title centred, no dark one")
            #expect(whiteEdit, "Edit in the white tint")
        }
    }

    @Test("A dark tab bar: black, its shadow line above, the selected title yellow and the other white")
    func darkTabBar() throws {
        let context = try GLContext(options: .only(.surfaceless))
        try context.withCurrent {
            let compositor = try Compositor(context: context)
            let window = makePhoneWindow()
            let tabs = DarkTabBarController()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let image = try shoot(window, compositor, name: "bar-dark-tabs")
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
            #expect(close(image[5, 440], 0, 0, 0, tolerance: 1), "the opaque black bar: \(image[5, 440])")
            #expect(close(image[5, 430], 179, 179, 179, tolerance: 2), "the shadow line over white: \(image[5, 430])")
            #expect(close(image[5, 429], 255, 255, 255, tolerance: 1), "the screen above it: \(image[5, 429])")
            let yellowNotes = anyPixel(image, row: 472, 50, 110, near: (255, 204, 0), tolerance: 60)
            let whiteOther = anyPixel(image, row: 472, 210, 270, near: (255, 255, 255), tolerance: 90)
            #expect(yellowNotes, "Notes in yellow")
            #expect(whiteOther, "Other in white (the unselected grey is darker than 165)")
            #expect(tabs.tabBar.items?.map(\.title) == ["Notes", "Other"])
        }
    }

    @Test("iOS code drives the Edit button, a sheet's presentation controller and the target-action toolbar")
    func notesScreen() throws {
        let window = makePhoneWindow()
        let notes = NotesViewController()
        let navigation = BrandedNavigationController(rootViewController: notes)
        navigation.setToolbarHidden(false, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        CATransaction.flush()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 290, y: 42), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 290, y: 42), timestamp: 0.1)
        #expect(notes.editingChanges == [true] && notes.isEditing && notes.editButtonItem.title == "Done")
        #expect(navigation.toolbar.items?.count == 3 && (navigation.toolbar.items?[1] as? CountItem)?.count == 3)
        notes.showSheet()
        #expect(notes.presentedViewController?.presentationController?.delegate === notes)
        #expect(notes.presentedViewController?.isModalInPresentation == true)
    }
}
