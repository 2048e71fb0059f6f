import Foundation
import QuartzCore
import Testing
import UIKit

/// Spellings a probe of further iOS idioms found missing (issue 21), fixed.
@Suite("SDK spellings found by probing: perceptual springs, size categories, antialiasing, custom actions, P3")
@MainActor
struct SDKProbeFixTests {
    @Test("CASpringAnimation(perceptualDuration:bounce:) sets mass, stiffness and damping, and reads them back")
    func perceptualSpring() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        spring.keyPath = "transform.scale"
        let omega = 2 * Double.pi / 0.5
        #expect(spring.mass == 1 && abs(Double(spring.stiffness) - omega * omega) < 1e-9)
        #expect(abs(Double(spring.damping) - 2 * 0.8 * omega) < 1e-9)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9 && abs(spring.bounce - 0.2) < 1e-9)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(overdamped.bounce + 0.5) < 1e-9 && overdamped.settlingDuration > spring.settlingDuration)
    }

    @Test("Content size categories are ordered and know the accessibility sizes")
    func sizeCategories() {
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.unspecified < .extraSmall && !UIContentSizeCategory.unspecified.isAccessibilityCategory)
        let view = UIView()
        #expect(!view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
    }

    /// The alpha values of a disc of diameter 15 drawn at scale 1 after `configure`.
    private func discAlphas(_ configure: (CGContext) -> Void) -> Set<UInt8> {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            configure(context.cgContext)
            context.cgContext.setFillColor(UIColor.black.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 2.5, y: 2.5, width: 15, height: 15))
        }
        guard let pixels = image.cgImage?.pixels else { return [] }
        return Set((0..<20).flatMap { y in (0..<20).map { x in pixels[x, y].a } })
    }

    @Test("setShouldAntialias(false) draws hard edges; setAllowsAntialiasing(false) outlasts restoreGState")
    func antialiasing() {
        #expect(discAlphas { _ in }.count > 2, "soft edges by default")
        #expect(discAlphas { $0.setShouldAntialias(false) } == [0, 255])
        #expect(
            discAlphas { ctx in
                ctx.saveGState()
                ctx.setShouldAntialias(false)
                ctx.restoreGState()
            }.count > 2, "the graphics state's setting is restored")
        #expect(
            discAlphas { ctx in
                ctx.saveGState()
                ctx.setAllowsAntialiasing(false)
                ctx.restoreGState()
            } == [0, 255], "the context's setting is not")
    }

    @Test("Custom accessibility actions: kept on the element, their handlers run, attributed names keep their string")
    func customActions() {
        let cell = UIView()
        var archived: [String] = []
        let archive = UIAccessibilityCustomAction(name: "Archive", image: ComponentDrawing.dot(diameter: 4, color: .gray)) {
            action in
            archived.append(action.name)
            return true
        }
        let delete = UIAccessibilityCustomAction(
            attributedName: NSAttributedString(string: "Supprimer", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        ) { _ in false }
        #expect(cell.accessibilityCustomActions == nil)
        cell.accessibilityCustomActions = [archive, delete]
        let results = cell.accessibilityCustomActions?.map { $0.actionHandler?($0) }
        #expect(results == [true, false] && archived == ["Archive"])
        #expect(delete.name == "Supprimer" && delete.attributedName.attribute(.font, at: 0, effectiveRange: nil) is UIFont)
        #expect(archive.image != nil && delete.image == nil)
    }

    @Test("UIColor(displayP3Red:…) converts to extended sRGB: P3 red lies outside sRGB, greys stay")
    func displayP3() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 1.0931) < 1e-4 && abs(green + 0.2267) < 1e-4 && abs(blue + 0.1501) < 1e-4 && alpha == 0.5)
        UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.5) < 1e-6 && abs(green - 0.5) < 1e-6 && abs(blue - 0.5) < 1e-6)
    }

    /// The pixels of a 20 × 20 transparent image at scale 1 after `draw`.
    private func drawn(_ draw: (CGContext) -> Void) -> PixelImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { draw($0.cgContext) }
            .cgImage?.pixels
    }

    @Test("A transparency layer composites overlapping shapes once, with the alpha and shadow set before it")
    func transparencyLayer() throws {
        func twoSquares(_ ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 10))
            ctx.fill(CGRect(x: 8, y: 0, width: 12, height: 10))
        }
        let plain = try #require(
            drawn { ctx in
                ctx.setAlpha(0.5)
                twoSquares(ctx)
            })
        #expect(abs(Int(plain[10, 5].a) - 191) <= 1, "without a layer the overlap is darker: \(plain[10, 5])")
        let layered = try #require(
            drawn { ctx in
                ctx.setAlpha(0.5)
                ctx.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: UIColor.black.cgColor)
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                twoSquares(ctx)
                ctx.endTransparencyLayer()
                ctx.setAlpha(1)
                ctx.endTransparencyLayer()  // unbalanced: ignored
            })
        // Above the shadow (offset 5 down), the overlap is as light as the rest.
        #expect(abs(Int(layered[10, 2].a) - 128) <= 1 && abs(Int(layered[4, 2].a) - 128) <= 1, "\(layered[10, 2])")
        // One shape, one shadow: the same pixels as the squares' union filled once with that state.
        let union = try #require(
            drawn { ctx in
                ctx.setAlpha(0.5)
                ctx.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: UIColor.black.cgColor)
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            })
        for (x, y) in [(10, 2), (10, 7), (10, 12), (4, 12)] {
            #expect(layered[x, y] == union[x, y], "(\(x), \(y)): \(layered[x, y]) vs \(union[x, y])")
        }
        #expect(layered[10, 12].a > 0 && layered[10, 12].r == 0, "the shadow below: \(layered[10, 12])")
        #expect(layered[10, 17].a == 0, "below the shadow")
    }
}
