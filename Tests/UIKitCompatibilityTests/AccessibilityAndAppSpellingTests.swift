import Foundation
import Testing
import UIKit

/// An app delegate as iOS projects write one (there is no UIApplicationMain here; it compiles and can be called).
final class SampleAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launched = false

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window?.makeKeyAndVisible()
        launched = true
        return true
    }
}

/// A rating control as iOS code makes one accessible: an adjustable element with its own value.
final class RatingControl: UIControl {
    var rating = 3
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(rating) of 5 stars" }
        set {}
    }
    override func accessibilityIncrement() { rating = min(5, rating + 1) }
}

@Suite("Accessibility, the application and the device, as iOS code uses them")
@MainActor
struct AccessibilityAndAppSpellingTests {
    @Test("UIKit's accessibility defaults per class, overridden by setting them")
    func defaults() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Inbox" && label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Mail"
        label.text = "Other"
        #expect(label.accessibilityLabel == "Mail", "a set label wins over the text")
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.isEnabled = false
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        #expect(toggle.accessibilityActivate() && toggle.isOn && toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.value = 0.5
        #expect(slider.accessibilityValue == "50%" && slider.accessibilityTraits.contains(.adjustable))
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 0.6 && slider.accessibilityValue == "60%" && changes == 1)
        let pages = UIPageControl()
        pages.numberOfPages = 4
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1 && pages.accessibilityValue == "page 2 of 4")
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.accessibilityValue == "Email")
        field.text = "pin"
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
    }

    @Test("Overrides, identifiers, frames and announcements")
    func overridesAndAnnouncements() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let rating = RatingControl(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        window.addSubview(rating)
        rating.accessibilityIdentifier = "rating"
        rating.accessibilityIncrement()
        #expect(rating.isAccessibilityElement && rating.accessibilityValue == "4 of 5 stars")
        #expect(rating.accessibilityIdentifier == "rating")
        #expect(rating.accessibilityFrame == CGRect(x: 10, y: 20, width: 100, height: 30))
        UIAccessibility.clearPostedNotifications()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(UIAccessibility.postedNotifications.count == 1 && UIAccessibility.postedNotifications[0].1 as? String == "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
    }

    @Test("The application: active, its windows, a delegate, URLs nobody opens; the device is an iPhone")
    func applicationAndDevice() {
        let app = UIApplication.shared
        #expect(app.applicationState == .active)
        let delegate = SampleAppDelegate()
        app.delegate = delegate
        #expect(delegate.application(app, didFinishLaunchingWithOptions: nil) && delegate.launched)
        #expect(app.windows.contains { $0 === delegate.window })
        var opened: Bool?
        app.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false && !app.canOpenURL(URL(string: "tel:123")!))
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        delegate.window?.makeKeyAndVisible()
        #expect(app.keyWindow === delegate.window && app.statusBarFrame == .zero)
        #expect(app.userInterfaceLayoutDirection == .leftToRight)
        delegate.window?.isHidden = true
        app.delegate = nil
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.systemName == "iOS" && device.model == "iPhone")
        #expect(device.orientation.isPortrait && device.batteryLevel == -1)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
    }
}

/// The application's properties are `open`, as in the SDK: an app's subclass overrides them.
@MainActor
final class SampleApplication: UIApplication {
    override var keyWindow: UIWindow? { super.keyWindow }
    override var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: 390, height: 47) }
    override var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
    override var applicationState: UIApplication.State { .inactive }
}
