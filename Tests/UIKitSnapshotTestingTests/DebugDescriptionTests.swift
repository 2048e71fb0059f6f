import Foundation
import Testing
import UIKit

/// UIKit's description formats, which `.recursiveDescription` snapshots record.
@MainActor
@Suite struct DebugDescriptionTests {
    /// The description with addresses replaced by `0x…`.
    func masked(_ text: String) -> String {
        text.replacingOccurrences(of: "(?<![0-9])0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }

    @Test func aNewViewPrintsFrameAndLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(masked(view.description) == "<UIView: 0x…; frame = (0 0; 320 480); layer = <CALayer: 0x…>>")
        #expect(masked(view.layer.description) == "<CALayer: 0x…>")
    }

    @Test func changedPropertiesPrintInUIKitsOrder() {
        let view = UIView(frame: CGRect(x: 10.5, y: 0, width: 100.0 / 3, height: 44))
        view.transform = CGAffineTransform(scaleX: -1, y: 1)
        view.clipsToBounds = true
        view.alpha = 0.25
        view.isHidden = true
        view.isOpaque = false
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.isUserInteractionEnabled = false
        view.tag = 3
        #expect(
            masked(view.description)
                == "<UIView: 0x…; frame = (10.5 0; 33.3333 44); transform = [-1, 0, 0, 1, 0, 0]; clipsToBounds = YES; "
                + "alpha = 0.25; hidden = YES; opaque = NO; autoresize = W+BM; userInteractionEnabled = NO; tag = 3; "
                + "layer = <CALayer: 0x…>>")
    }

    @Test func subclassesOutsideUIKitAreQualifiedByModule() {
        #expect(masked(PieChartView(frame: .zero).description).hasPrefix("<UIKitSnapshotTestingTests.PieChartView: 0x…;"))
        #expect(masked(UIViewController().description) == "<UIViewController: 0x…>")
    }

    @Test func recursiveDescriptionIndentsEachLevel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        grandchild.text = "Hi"
        root.addSubview(child)
        child.addSubview(grandchild)
        let lines = masked(root.recursiveDescription()).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("   | <UIView: 0x…; frame = (10 10; 50 50);"))
        #expect(lines[2].hasPrefix("   |    | <UILabel: 0x…; frame = (0 0; 20 20); text = 'Hi';"))
    }

    @Test func theLayerTreeDumpShowsGeometryContentsAndDelegates() {
        let view = PieChartView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        ring.opacity = 0.5
        view.layer.addSublayer(ring)
        view.layer.displayIfNeeded()
        let dump = masked(view.layer.layerTreeDescription())
        #expect(dump.contains("<CALayer: 0x…; position = (20 20); bounds = (0 0; 40 40); backgroundColor = "))
        #expect(dump.contains("drawn = 40x40 px; delegate = <UIKitSnapshotTestingTests.PieChartView: 0x…>>"))
        #expect(dump.contains("\n   | <CAShapeLayer: 0x…; position = (20 20); bounds = (0 0; 30 30); opacity = 0.5>"))
    }

    @Test func traitCollectionsMergeLaterSpecifiedTraits() {
        let merged = UITraitCollection(traitsFrom: [
            .init(displayScale: 2), .init(userInterfaceStyle: .dark), .init(displayScale: 3),
        ])
        #expect(merged.displayScale == 3)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.horizontalSizeClass == .unspecified)
        let containsDark = merged.containsTraits(in: .init(userInterfaceStyle: .dark))
        let containsLight = merged.containsTraits(in: .init(userInterfaceStyle: .light))
        #expect(containsDark && !containsLight)
        #expect(UITraitCollection() == UITraitCollection(traitsFrom: []))
    }
}
