import SnapshotTesting
import UIKit
import UIKitSnapshotTesting
import XCTest

/// The same assertions in XCTest, as most iOS snapshot suites are written.
final class XCTestStyleSnapshotTests: XCTestCase {
    @MainActor func testDrawnView() async {
        assertSnapshot(of: PieChartView(frame: CGRect(x: 0, y: 0, width: 120, height: 120)), as: .image)
    }

    @MainActor func testControllerOnAPhone() async {
        assertSnapshot(of: WelcomeViewController(), as: .image(on: .iPhone8(.landscape)))
    }
}
