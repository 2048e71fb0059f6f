import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// Snapshot tests as an iOS team writes them; the references are under
/// `__Snapshots__/ViewSnapshotTests/`, recorded on this machine's kind (Mesa llvmpipe).
@MainActor
@Suite struct ViewSnapshotTests {
    @Test func plainView() {
        assertSnapshot(of: makePlainCard(), as: .image)
    }

    @Test func drawnView() {
        let chart = PieChartView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        assertSnapshot(of: chart, as: .image)
    }

    @Test func rotatedAndClipped() {
        assertSnapshot(of: makeRotatedClip(), as: .image)
    }

    @Test func text() {
        assertSnapshot(of: makeGreetingLabel(), as: .image(traits: .init(displayScale: 2)))
    }

    @Test func control() {
        assertSnapshot(of: makeControlRow(), as: .image)
    }

    @Test func viewController() {
        assertSnapshot(of: WelcomeViewController(), as: .image(on: .iPhoneSe))
        assertSnapshot(of: WelcomeViewController(), as: .image(size: CGSize(width: 240, height: 180)))
    }

    @Test func layer() {
        let ring = CAShapeLayer()
        ring.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 8, dy: 8)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 6
        assertSnapshot(of: ring, as: .image)
    }

    @Test func image() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 5, width: 20, height: 20)).fill()
        }
        assertSnapshot(of: image, as: .image)
    }

    @Test func hierarchyDescription() {
        let card = makePlainCard()
        card.addSubview(makeGreetingLabel())
        let hidden = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        hidden.isHidden = true
        hidden.alpha = 0.5
        hidden.tag = 7
        card.addSubview(hidden)
        assertSnapshot(of: card, as: .recursiveDescription)
    }

    @Test func controllerHierarchy() {
        let navigation = UINavigationController(rootViewController: WelcomeViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        assertSnapshot(of: navigation, as: .hierarchy)
    }

    @Test func controllerDescription() {
        assertSnapshot(of: WelcomeViewController(), as: .recursiveDescription(on: .iPhoneSe))
    }
}
