import Foundation
import Testing
import UIKit

/// A view that refreshes a CGColor when the appearance changes, as iOS code does.
final class BorderedCard: UIView {
    var changes: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = UIColor.separator.cgColor
        }
    }
}

final class TraitWatchingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

@Suite("Trait environments as iOS code uses them")
@MainActor
struct TraitEnvironmentSpellingTests {
    @Test("A view's traits come from its window; joining a window, a resize across size classes and an override tell it")
    func viewTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        window.makeKeyAndVisible()
        let card = BorderedCard(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        #expect(card.changes.count == 1 && card.changes[0] == nil, "joining the window")
        let traits = card.traitCollection
        #expect(traits.displayScale == 3 && traits.userInterfaceStyle == .light && traits.userInterfaceIdiom == .phone)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(card.traitCollection.verticalSizeClass == .compact && card.changes.count == 2, "landscape: compact height")
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 391)
        #expect(card.changes.count == 2, "the same traits: no call")
        window.overrideUserInterfaceStyle = .dark
        #expect(card.traitCollection.userInterfaceStyle == .dark && card.changes.count == 3)
        #expect(card.changes[2]?.userInterfaceStyle == .light)
        #expect(card.layer.borderColor != nil, "the colour was refreshed for the new appearance")
        window.isHidden = true
    }

    @Test("A controller's traits follow its view; its override reaches the view's subtree")
    func controllerTraits() {
        let controller = TraitWatchingController()
        #expect(controller.traitCollection.userInterfaceIdiom == .phone)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        let before = controller.changes
        let label = UILabel()
        controller.view.addSubview(label)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.changes == before + 1 && label.traitCollection.userInterfaceStyle == .dark)
        let environment: any UITraitEnvironment = label
        #expect(environment.traitCollection.userInterfaceStyle == .dark)
        window.isHidden = true
    }
}

/// A designable view as iOS code writes one: Interface Builder's hook overridden.
final class DesignableBadge: UIView {
    var preparedForInterfaceBuilder = false
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        preparedForInterfaceBuilder = true
    }
}

@Suite("Bundles, literals and Interface Builder's hooks as iOS code uses them")
@MainActor
struct BundleAndHookSpellingTests {
    @Test("UIImage(named:in:compatibleWith:) looks in the bundle first; kCFBoolean values are numbers")
    func imagesAndBooleans() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikitgl-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { _ in }
        try #require(dot.pngData()).write(to: directory.appendingPathComponent("dot.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let image = UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(image?.size == CGSize(width: 3, height: 2))
        #expect(UIImage(named: "no-such-image", in: bundle, compatibleWith: nil) == nil)
        let query: [String: Any] = ["return-data": kCFBooleanTrue as Any]
        #expect((query["return-data"] as? NSNumber)?.boolValue == true && kCFBooleanFalse.boolValue == false)
        let badge = DesignableBadge()
        badge.prepareForInterfaceBuilder()
        #expect(badge.preparedForInterfaceBuilder)
    }
}
