import Foundation
import Graphics
import Testing

@testable import LayerTree

/// A view that, when laid out, adds or removes a subview (re-entrancy from `layoutSubviews`), and
/// whose drawing asks to be drawn again (`setNeedsDisplay` from `draw(_:)`).
private final class RestlessView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        guard layouts < 50 else { return }  // UIKit would loop too; keep the fuzz finite
        if layouts.isMultiple(of: 2) {
            addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 3, height: 3)))
        } else {
            subviews.last?.removeFromSuperview()
        }
    }

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.fill(bounds)
        setNeedsDisplay()
    }
}

/// The public model API under random calls (issue 19): NaN, infinite, huge and negative values,
/// hierarchy cycles and strangers, masks of masks, re-entrant layout and drawing. Nothing may
/// crash or hang, and after every call the tree must stay consistent: each view's superview lists
/// it, each view's layer sits in its superview's layer, no view or layer is its own ancestor, and the
/// committed render tree holds finite geometry only.
@Suite("Model API fuzz: bad input never crashes, hangs or breaks the tree")
@MainActor
struct ModelAPIFuzzTests {
    static let wild: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -5, 0, 0.5, 17, 1e6, .ulpOfOne]

    @Test(
        "4,000 random calls on 12 views and 6 layers, checked every hundred",
        arguments: [UInt64(0xAB1), 0xAB2, 0xAB3, 0xAB4, 0xAB5])
    func randomCalls(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.makeKeyAndVisible()
        var views: [UIView] = (0..<12).map { $0 % 4 == 0 ? RestlessView(frame: .zero) : UIView(frame: .zero) }
        views.append(window)
        let layers: [CALayer] = [CALayer(), CAGradientLayer(), CAShapeLayer(), CATextLayer(), CAReplicatorLayer(), CALayer()]
        defer { window.isHidden = true }
        _ = LayerTreeDiagnostics.capturing {
            for step in 0..<4000 {
                Self.call(&random, views: views, layers: layers)
                if step % 25 == 0 { _ = window.runUpdateCycle() }
                if step % 100 == 0 {
                    let issues = Self.inconsistencies(views: views, layers: layers, root: window)
                    #expect(issues.isEmpty, "seed \(seed) step \(step): \(issues)")
                    if !issues.isEmpty { return }
                }
            }
            let tree = window.runUpdateCycle().root
            #expect(Self.isFinite(tree), "seed \(seed): the committed tree holds finite geometry")
        }
    }

    /// One random call of the model API.
    static func call(_ random: inout SplitMix64, views: [UIView], layers: [CALayer]) {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func value() -> CGFloat { pick(wild) }
        let view = pick(views), other = pick(views), layer = pick(layers + views.map(\.layer))
        switch random.next() % 24 {
        case 0: view.frame = CGRect(x: value(), y: value(), width: value(), height: value())
        case 1: view.bounds = CGRect(x: value(), y: value(), width: value(), height: value())
        case 2: view.center = CGPoint(x: value(), y: value())
        case 3: view.transform = CGAffineTransform(a: value(), b: value(), c: value(), d: value(), tx: value(), ty: value())
        case 4: view.alpha = value()
        case 5: other.addSubview(view)
        case 6: other.insertSubview(view, at: Int(random.next() % 7) - 3)
        case 7: view.removeFromSuperview()
        case 8: other.bringSubviewToFront(view)
        case 9: other.insertSubview(view, belowSubview: pick(views))
        case 10: layer.addSublayer(pick(layers))
        case 11: layer.mask = pick(layers + [layer])
        case 12: layer.cornerRadius = value()
        case 13: layer.borderWidth = value()
        case 14: layer.opacity = Float(value())
        case 15: layer.transform = CATransform3DMakeRotation(value(), value(), value(), value())
        case 16: layer.shadowRadius = value()
        case 17: layer.contentsRect = CGRect(x: value(), y: value(), width: value(), height: value())
        case 18: layer.anchorPoint = CGPoint(x: value(), y: value())
        case 19: view.setNeedsDisplay(CGRect(x: value(), y: value(), width: value(), height: value()))
        case 20: view.layoutIfNeeded()
        case 21: pick(layers).removeFromSuperlayer()
        case 22: view.mask = pick(views)
        default: layer.zPosition = value()
        }
    }

    /// What is wrong with the tree, empty when nothing.
    static func inconsistencies(views: [UIView], layers: [CALayer], root: UIView) -> [String] {
        var issues: [String] = []
        for view in views {
            if let superview = view.superview {
                if !superview.subviews.contains(where: { $0 === view }) { issues.append("a superview does not list its subview") }
                if view.layer.superlayer !== superview.layer { issues.append("a view's layer is not in its superview's layer") }
            }
            for subview in view.subviews where subview.superview !== view { issues.append("a subview names another superview") }
            var ancestor = view.superview, depth = 0
            while let next = ancestor, depth < 1000 {
                if next === view { issues.append("a view is its own ancestor") }
                ancestor = next.superview
                depth += 1
            }
            if depth >= 1000 { issues.append("the superview chain does not end") }
        }
        for layer in layers + views.map(\.layer) {
            for sublayer in layer.sublayers ?? [] where sublayer.superlayer !== layer {
                issues.append("a sublayer names another superlayer")
            }
            var ancestor = layer.superlayer, depth = 0
            while let next = ancestor, depth < 1000 {
                if next === layer { issues.append("a layer is its own ancestor") }
                ancestor = next.superlayer
                depth += 1
            }
            if let mask = layer.mask, mask === layer { issues.append("a layer masks itself") }
        }
        return issues
    }

    /// True when every layer of the committed tree has finite geometry.
    static func isFinite(_ layer: RenderLayer?) -> Bool {
        guard let layer else { return true }
        let b = layer.bounds, p = layer.position
        let finite =
            [b.minX, b.minY, b.width, b.height, p.x, p.y].allSatisfy(\.isFinite) && layer.transform.isFinite
            && layer.opacity.isFinite
        return finite && isFinite(layer.mask) && layer.sublayers.allSatisfy { isFinite($0) }
    }
}
