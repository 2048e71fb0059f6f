import Foundation
import Graphics
import Testing

@testable import LayerTree

@Suite("Visual effects: UIBlurEffect, UIVibrancyEffect, UIVisualEffectView")
@MainActor
struct VisualEffectViewTests {
    func backdrop(of view: UIVisualEffectView) throws -> BackdropLayer {
        try #require(view.layer.sublayers?.first as? BackdropLayer)
    }

    @Test("Styles and vibrancy styles have UIKit's raw values")
    func rawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.dark.rawValue == 2)
        #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.prominent.rawValue == 5)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6)
        #expect(UIBlurEffect.Style.systemChromeMaterialLight.rawValue == 15)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffectStyle.label.rawValue == 0 && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test("A new effect view holds a backdrop and the content view, sized to its bounds")
    func structure() throws {
        let blur = UIBlurEffect(style: .dark)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect === blur)
        #expect(view.subviews.count == 2 && view.subviews.last === view.contentView)
        #expect(view.contentView.superview === view)
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(view.subviews[0].frame == view.bounds)
        #expect(!view.subviews[0].isUserInteractionEnabled)
        let plain = UIVisualEffectView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.effect == nil && plain.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("Each style sets the documented radius, saturation and tint; no effect sets none")
    func materials() throws {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        let layer = try backdrop(of: view)
        #expect(layer.blurRadius == 20 && layer.saturation == 1.8)
        #expect(layer.tintColor == CGColor(gray: 0.11, alpha: 0.73))
        view.effect = UIBlurEffect(style: .light)
        #expect(layer.blurRadius == 30 && layer.tintColor == CGColor(gray: 1, alpha: 0.3))
        view.effect = UIBlurEffect(style: .extraLight)
        #expect(layer.blurRadius == 20 && layer.tintColor == CGColor(gray: 0.97, alpha: 0.82))
        view.effect = UIBlurEffect(style: .systemThickMaterialDark)
        #expect(layer.blurRadius == 20 && layer.tintColor == CGColor(gray: 0.11, alpha: 0.82))
        view.effect = nil
        #expect(layer.blurRadius == 0 && layer.saturation == 1 && layer.tintColor?.alpha == 0)
        #expect(layer.committedBackdrop(LayerState(layer: layer)) == nil, "no effect commits no backdrop")
        view.effect = UIBlurEffect(style: .dark)
        let committed = try #require(layer.committedBackdrop(LayerState(layer: layer)))
        #expect(committed.blurRadius == 20 && committed.saturation == 1.8)
        #expect(abs(committed.tint.alpha - 0.73) < 1e-6 && abs(committed.tint.red - 0.11 * 0.73) < 1e-6)
    }

    @Test("Adaptive styles follow the interface style: regular is light's blur in light, dark's in dark")
    func adaptive() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        window.addSubview(view)
        let layer = try backdrop(of: view)
        #expect(layer.blurRadius == 30)
        window.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(layer.blurRadius == 20 && layer.tintColor == CGColor(gray: 0.11, alpha: 0.73))
    }

    @Test("Setting the effect inside UIView.animate interpolates the blur radius and saturation")
    func animatedEffect() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIVisualEffectView(effect: nil)
        view.frame = window.bounds
        window.addSubview(view)
        window.makeKeyAndVisible()
        _ = window.runUpdateCycle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.effect = UIBlurEffect(style: .dark) })
        CATransaction.flush()
        MediaClock.advance(by: 0.5)
        CATransaction.flush()
        let layer = try backdrop(of: view)
        #expect(layer.blurRadius == 20, "the model is at the end at once")
        let shown = try #require(layer.presentation())
        #expect(abs(shown.blurRadius - 10) < 1e-6, "half way: \(shown.blurRadius)")
        #expect(abs(shown.saturation - 1.4) < 1e-6, "half way: \(shown.saturation)")
        MediaClock.advance(by: 0.6)
        CATransaction.flush()
        #expect(layer.presentation()?.blurRadius == 20)
    }

    @Test("Vibrancy draws the content at its style's opacity, leaving the content view's alpha alone")
    func vibrancy() throws {
        let blur = UIBlurEffect(style: .light)
        let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.contentView.alpha == 1)
        let root = view.layer.runUpdateCycle().root
        let content = try #require(root?.sublayers.last)
        #expect(abs(content.opacity - 0.6) < 1e-6)
        #expect(root?.sublayers.first?.backdrop == nil, "vibrancy blurs nothing itself")
        view.effect = UIVibrancyEffect(blurEffect: blur)
        #expect(view.layer.runUpdateCycle().root?.sublayers.last?.opacity == 1, "the label style: full opacity")
    }

    @Test("Adding a subview to the effect view itself logs UIKit's warning and adds it; the content view does not")
    func directSubviews() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let label = UILabel()
        let logged = LayerTreeDiagnostics.capturing { view.addSubview(label) }
        #expect(logged.count == 1)
        #expect(logged.first?.problem.contains("instead add them to the -contentView") == true)
        #expect(label.superview === view, "UIKit adds it all the same")
        #expect(LayerTreeDiagnostics.capturing { view.contentView.addSubview(UILabel()) }.isEmpty)
    }

    @Test("The effect view's corner radius rounds the blur; a non-finite radius is refused")
    func cornerRadius() throws {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.layer.cornerRadius = 12
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        let layer = try backdrop(of: view)
        #expect(layer.cornerRadius == 12 && layer.maskedCorners == [.layerMinXMinYCorner])
        let logged = LayerTreeDiagnostics.capturing { layer.blurRadius = .nan }
        #expect(logged.count == 1 && layer.blurRadius == 30)
        _ = LayerTreeDiagnostics.capturing { layer.blurRadius = -1 }
        #expect(layer.blurRadius == 30)
    }
}
