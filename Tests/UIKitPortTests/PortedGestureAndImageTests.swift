import Foundation
import Graphics
import Testing
import UIKit

/// A recognizer subclass that overrides `init(target:action:)`, and an image literal, in the
/// ported iOS files.
@Suite("Ported iOS files: a recognizer subclass, an image literal")
@MainActor
struct PortedGestureAndImageTests {
    @Test("A recognizer subclass's init(target:action:) override runs and its #selector handler follows the pan")
    func recognizerSubclass() throws {
        let handle = DragHandleView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let window = UIWindow(frame: handle.bounds)
        window.addSubview(handle)
        window.makeKeyAndVisible()
        let pan = try #require(handle.gestureRecognizers?.first as? SingleFingerPanGestureRecognizer)
        #expect(pan.maximumNumberOfTouches == 1)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 50, y: 50), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 80, y: 50), timestamp: 0.05)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 110, y: 60), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 110, y: 60), timestamp: 0.15)
        #expect(handle.states.first == .began && handle.states.last == .ended && handle.states.contains(.changed))
        #expect(handle.lastTranslation == CGPoint(x: 60, y: 10))
    }

    @Test("#imageLiteral(resourceName:) loads the named image")
    func imageLiteral() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try PixelImage(width: 6, height: 4).writePNG(to: directory.appendingPathComponent("uikit-port-star.png").path)
        UIImage.searchDirectories.append(directory.path)
        defer { UIImage.searchDirectories.removeAll { $0 == directory.path } }
        let badge = StarBadgeView()
        badge.showStar()
        #expect(badge.image?.size == CGSize(width: 6, height: 4))
    }
}
