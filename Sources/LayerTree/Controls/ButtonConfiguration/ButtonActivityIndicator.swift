import Foundation
import Graphics

/// The spinner a configuration shows in place of its image (`showsActivityIndicator`): iOS's
/// medium activity indicator, 20 points across, eight rounded spokes fading around the circle,
/// turning once a second. Drawn by a replicator layer and animated on the media clock.
@MainActor
final class ButtonActivityIndicator: UIView {
    /// The size of iOS's medium activity indicator.
    static let side: CGFloat = 20
    private static let spokes = 8

    private let replicator = CAReplicatorLayer()
    private let spoke = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        replicator.instanceCount = Self.spokes
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.spokes), 0, 0, 1)
        replicator.instanceAlphaOffset = -0.7 / Float(Self.spokes)
        spoke.cornerRadius = 1
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi
        turn.duration = 1
        turn.repeatCount = .infinity
        replicator.add(turn, forKey: "spin")
    }

    required init?(coder: NSCoder) { return nil }

    /// The spokes' colour.
    var color: UIColor = .gray {
        didSet { spoke.backgroundColor = color.cgColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.frame = bounds
        let length = bounds.height * 0.275, width = bounds.width * 0.1
        spoke.frame = CGRect(x: bounds.midX - width / 2, y: bounds.height * 0.025, width: width, height: length)
        spoke.backgroundColor = color.cgColor
        CATransaction.commit()
    }
}
