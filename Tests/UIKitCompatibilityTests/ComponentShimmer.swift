import QuartzCore
import UIKit

/// A skeleton placeholder with a moving highlight, as SkeletonView and Shimmer write one: a
/// `CAGradientLayer` whose `locations` slide through an infinite `CAAnimationGroup`, laid out
/// in `layoutSublayers(of:)`, restarted when the app returns to the foreground.
final class ComponentShimmerView: UIView {
    static let animationKey = "shimmer"
    let gradientLayer = CAGradientLayer()
    var baseColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    var highlightColor = UIColor.white
    private var foregroundObserver: NSObjectProtocol?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 6
        layer.masksToBounds = true
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        gradientLayer.locations = [0, 0.5, 1]
        applyColors()
        layer.addSublayer(gradientLayer)
        foregroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: OperationQueue.main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.startShimmering() }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func applyColors() {
        gradientLayer.colors = [baseColor.cgColor, highlightColor.cgColor, baseColor.cgColor]
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        gradientLayer.frame = layer.bounds
    }

    var isShimmering: Bool { gradientLayer.animation(forKey: Self.animationKey) != nil }

    func startShimmering(duration: CFTimeInterval = 1.5) {
        guard !isShimmering else { return }
        let slide = CABasicAnimation(keyPath: "locations")
        slide.fromValue = [-1.0, -0.5, 0.0]
        slide.toValue = [1.0, 1.5, 2.0]
        slide.duration = duration
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.7
        pulse.duration = duration / 2
        pulse.autoreverses = true
        let group = CAAnimationGroup()
        group.animations = [slide, pulse]
        group.duration = duration
        group.repeatCount = Float.infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.beginTime = CACurrentMediaTime()
        gradientLayer.add(group, forKey: Self.animationKey)
    }

    func stopShimmering() {
        gradientLayer.removeAnimation(forKey: Self.animationKey)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            applyColors()
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, let foregroundObserver {
            NotificationCenter.default.removeObserver(foregroundObserver)
            self.foregroundObserver = nil
        }
    }
}
