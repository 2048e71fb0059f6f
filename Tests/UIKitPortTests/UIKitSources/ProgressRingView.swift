import UIKit

class ProgressRingView: UIView {
    override class var layerClass: AnyClass {
        return CAShapeLayer.self
    }

    private var ringLayer: CAShapeLayer {
        return layer as! CAShapeLayer
    }

    var ringColor: UIColor = #colorLiteral(red: 0.2, green: 0.6, blue: 0.86, alpha: 1) {
        didSet { ringLayer.strokeColor = ringColor.cgColor }
    }

    private(set) var progress: CGFloat = 0
    private(set) var finishedAnimations = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        configure()
    }

    private func configure() {
        backgroundColor = .white
        ringLayer.fillColor = UIColor.clear.cgColor
        ringLayer.strokeColor = ringColor.cgColor
        ringLayer.lineWidth = 10
        ringLayer.strokeEnd = 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ringLayer.lineWidth / 2
        ringLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: inset, dy: inset)).cgPath
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        if animated {
            let animation = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
            animation.fromValue = progress
            animation.toValue = value
            animation.duration = 0.25
            animation.setValue("progress", forKey: "animationID")
            animation.delegate = self
            ringLayer.add(animation, forKey: "progress")
        }
        progress = value
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ringLayer.strokeEnd = value
        CATransaction.commit()
    }
}

extension ProgressRingView: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag, anim.value(forKey: "animationID") as? String == "progress" {
            finishedAnimations += 1
        }
    }
}
