import CoreGraphics
import Foundation
import Testing
import UIKit

// Issue 21's audit, CoreGraphics and UIKit half: the signatures the issue names that no other
// test in this target used as iOS code does, each with a behaviour checked.

/// A control describing itself to VoiceOver by overriding the accessibility properties, as
/// custom controls do.
final class AuditStepperControl: UIControl {
    var value = 2
    var escaped = false

    override var accessibilityHint: String? {
        get { "Adjusts the quantity" }
        set { super.accessibilityHint = newValue }
    }

    override var accessibilityFrame: CGRect {
        get { UIAccessibility.convertToScreenCoordinates(bounds.insetBy(dx: -4, dy: -4), in: self) }
        set { super.accessibilityFrame = newValue }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            [
                UIAccessibilityCustomAction(name: "Reset") { [weak self] _ in
                    self?.value = 0
                    return true
                }
            ]
        }
        set { super.accessibilityCustomActions = newValue }
    }

    override func accessibilityPerformEscape() -> Bool {
        escaped = true
        return true
    }
}

/// The names of the notifications an observer received, in order.
@MainActor
final class AuditNotificationLog {
    var names: [Notification.Name] = []
}

@Suite("SDK audit (issue 21): CoreGraphics and UIKit signatures as iOS code writes them")
@MainActor
struct SDKAuditSignatureTests2 {
    @Test("A BGRA bitmap context as image decoders make one; makeImage; clip(to:mask:)")
    func bitmapContext() throws {
        let width = 4, height = 2
        let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 0, 255, 255], "blue, green, red, alpha in memory")
        let image = try #require(context.makeImage())
        #expect(image.width == 4 && image.height == 2)
        #expect(UIImage(cgImage: image).size == CGSize(width: 4, height: 2))

        let maskContext = try #require(
            CGContext(
                data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        maskContext.setFillColor(UIColor.black.cgColor)
        maskContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let mask = try #require(maskContext.makeImage())
        context.clear(CGRect(x: 0, y: 0, width: width, height: height))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: width, height: height), mask: mask)
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.restoreGState()
        let masked = try #require(context.makeImage())
        #expect(masked.pixels[0, 0].b == 255 && masked.pixels[0, 1].b == 255, "the mask's opaque column")
        #expect(masked.pixels[1, 0].a == 0 && masked.pixels[3, 1].a == 0, "its clear columns")
    }

    @Test("A PDF context over data, as CoreGraphics makes one: pages written when the document closes")
    func pdfContext() throws {
        let data = NSMutableData()
        var mediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)
        let consumer = try #require(CGDataConsumer(data: data as CFMutableData))
        let context = try #require(CGContext(consumer: consumer, mediaBox: &mediaBox, nil))
        for page in 0..<2 {
            context.beginPDFPage(nil)
            context.setFillColor(UIColor.systemBlue.cgColor)
            context.fill(CGRect(x: 72, y: 72, width: 100 + page * 10, height: 50))
            context.endPDFPage()
        }
        context.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-") && text.contains("/MediaBox [ 0 0 612 792 ]"))
        let pages = text.components(separatedBy: "/Type /Page").count - text.components(separatedBy: "/Type /Pages").count
        #expect(pages == 2)
        #expect(context.makeImage() == nil, "a PDF context has no pixels")
    }

    @Test("UIApplication's notification names are UIKit's, and observers of them are called")
    func applicationNotifications() {
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
            UIApplication.didReceiveMemoryWarningNotification, UIApplication.significantTimeChangeNotification,
            UIApplication.userDidTakeScreenshotNotification, UIContentSizeCategory.didChangeNotification,
        ]
        #expect(
            names.map(\.rawValue) == [
                "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationWillTerminateNotification",
                "UIApplicationDidReceiveMemoryWarningNotification", "UIApplicationSignificantTimeChangeNotification",
                "UIApplicationUserDidTakeScreenshotNotification", "UIContentSizeCategoryDidChangeNotification",
            ])
        let log = AuditNotificationLog()
        let center = NotificationCenter()
        let observer = center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) {
            note in
            let name = note.name
            MainActor.assumeIsolated { log.names.append(name) }
        }
        center.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        center.post(name: UIApplication.willEnterForegroundNotification, object: UIApplication.shared)
        center.removeObserver(observer)
        #expect(log.names == [UIApplication.didEnterBackgroundNotification])
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    @Test("The key window as iOS 13+ code finds it: among the application's windows, the key one")
    func keyWindowIdiom() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let key = UIApplication.shared.windows.first { $0.isKeyWindow }
        #expect(key === window && UIApplication.shared.keyWindow === window)
        let sceneKey = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first(where: \.isKeyWindow)
        #expect(sceneKey === window)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
    }

    @Test("Rendering modes: template and original copies, read back, UIKit's raw values")
    func renderingModes() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(symbol.renderingMode == .alwaysTemplate)
        let original = symbol.withRenderingMode(.alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal && original.size == symbol.size)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(drawn.renderingMode == .automatic)
        #expect(drawn.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(
            [UIImage.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate].map(\.rawValue) == [0, 1, 2])
    }

    @Test("Accessibility properties are stored and reported; overrides of them are what UIKit reports")
    func accessibilityProperties() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        window.addSubview(view)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Card"
        view.accessibilityHint = "Opens the card"
        view.accessibilityValue = "3 items"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityIdentifier = "card"
        view.accessibilityLanguage = "fr"
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Card" && view.accessibilityHint == "Opens the card")
        #expect(view.accessibilityValue == "3 items" && view.accessibilityTraits == [.button, .selected])
        #expect(view.accessibilityIdentifier == "card" && view.accessibilityLanguage == "fr")
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityFrame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 60, y: 40), "the middle of the frame until set")
        view.accessibilityActivationPoint = CGPoint(x: 15, y: 25)
        view.accessibilityPath = UIBezierPath(ovalIn: view.accessibilityFrame)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 15, y: 25))
        #expect(view.accessibilityPath?.bounds == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.accessibilityCustomActions == nil && !view.accessibilityPerformEscape())

        let stepper = AuditStepperControl(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        window.addSubview(stepper)
        #expect(stepper.accessibilityHint == "Adjusts the quantity")
        #expect(stepper.accessibilityFrame == CGRect(x: -4, y: -4, width: 88, height: 38))
        #expect(stepper.accessibilityActivationPoint == CGPoint(x: 40, y: 15), "from the overridden frame")
        let reset = try #require(stepper.accessibilityCustomActions?.first)
        #expect(reset.name == "Reset" && reset.actionHandler?(reset) == true && stepper.value == 0)
        #expect(stepper.accessibilityPerformEscape() && stepper.escaped)
    }

    @Test("CoreFoundation and Darwin names: CFTypeRef, kCFBooleanTrue, CFTimeInterval, CFAbsoluteTime")
    func darwinNames() {
        let text = CATextLayer()
        text.font = "DejaVu Sans" as CFTypeRef
        text.font = UIFont.boldSystemFont(ofSize: 14)
        #expect(text.font is UIFont)
        let reference: CFTypeRef = UIColor.red.cgColor
        #expect(reference is CGColor)
        let options: [String: Any] = ["animated": kCFBooleanTrue as Any, "cached": kCFBooleanFalse as Any]
        #expect((options["animated"] as? NSNumber)?.boolValue == true && (options["cached"] as? NSNumber)?.boolValue == false)
        let start: CFTimeInterval = CACurrentMediaTime()
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        #expect(start >= 0 && now > 0)
        #expect(Double(HUGE) == Double(Float.greatestFiniteMagnitude))
        #expect(DispatchTimeInterval.nanoseconds(Int(NSEC_PER_SEC / 2)) == .milliseconds(500))
    }
}
