import QuartzCore
import UIKit

/// A circular progress ring as open-source rings (MBCircularProgressBar, UICircularProgressRing)
/// write one: a track and a progress `CAShapeLayer`, `strokeEnd` animated with a `CABasicAnimation`
/// kept at its end (`fillMode = .forwards`, `isRemovedOnCompletion = false`), a percentage label.
final class ComponentProgressRing: UIView, CAAnimationDelegate {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    let percentLabel = UILabel()
    private(set) var progress: CGFloat = 0
    private(set) var finishedAnimations = 0

    var lineWidth: CGFloat = 8 {
        didSet { setNeedsLayout() }
    }

    var ringColor: UIColor = .systemBlue {
        didSet { progressLayer.strokeColor = ringColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor(white: 0.9, alpha: 1).cgColor
        progressLayer.fillColor = nil
        progressLayer.strokeColor = ringColor.cgColor
        progressLayer.lineCap = CAShapeLayerLineCap.butt
        progressLayer.strokeStart = 0
        progressLayer.strokeEnd = 0
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
        percentLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: UIFont.Weight.semibold)
        percentLabel.textAlignment = NSTextAlignment.center
        percentLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(percentLabel)
        NSLayoutConstraint.activate([
            percentLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            percentLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let path = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -CGFloat.pi / 2, endAngle: 3 * CGFloat.pi / 2, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
            shape.lineWidth = lineWidth
        }
    }

    func setProgress(_ value: CGFloat, animated: Bool, duration: CFTimeInterval = 0.4) {
        let clamped = max(0, min(1, value))
        let from = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
        progress = clamped
        percentLabel.text = "\(Int((clamped * 100).rounded()))%"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        CATransaction.commit()
        guard animated else { return }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = from
        animation.toValue = clamped
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        animation.fillMode = CAMediaTimingFillMode.forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        progressLayer.add(animation, forKey: "progress")
    }

    var isAnimatingProgress: Bool { progressLayer.animation(forKey: "progress") != nil }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { finishedAnimations += 1 }
    }
}
