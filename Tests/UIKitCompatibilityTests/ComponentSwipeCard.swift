import UIKit

/// A swipeable card as Koloda and Shuffle write one: a rounded content view inside a view that
/// casts a shadow along a `shadowPath`, dragged by a `UIPanGestureRecognizer` (rotation grows
/// with the drag), springing back when released near the middle and thrown off past a threshold.
final class ComponentSwipeCard: UIView, UIGestureRecognizerDelegate {
    enum Direction { case left, right }

    let contentView = UIView()
    let panGesture = UIPanGestureRecognizer()
    var swipeThreshold: CGFloat = 100
    var onSwipe: ((Direction) -> Void)?
    private(set) var isSettling = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        contentView.backgroundColor = .systemBackground
        contentView.layer.cornerRadius = 16
        contentView.layer.cornerCurve = .continuous
        contentView.clipsToBounds = true
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        panGesture.delegate = self
        panGesture.maximumNumberOfTouches = 1
        addGestureRecognizer(panGesture)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 16).cgPath
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: self)
        return abs(velocity.x) >= abs(velocity.y) || velocity == .zero
    }

    /// The handler iOS code registers with `addTarget(self, action: #selector(handlePan(_:)))`.
    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let container = superview else { return }
        let translation = gesture.translation(in: container)
        switch gesture.state {
        case .began:
            layer.removeAllAnimations()
        case .changed:
            let angle = translation.x / container.bounds.width * (.pi / 8)
            transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: angle)
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: container)
            if abs(translation.x) > swipeThreshold {
                throwOff(toward: translation.x > 0 ? .right : .left, velocity: velocity)
            } else {
                resetPosition(velocity: velocity)
            }
        default:
            break
        }
    }

    private func resetPosition(velocity: CGPoint) {
        isSettling = true
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: abs(velocity.x) / 1000,
            options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { self.transform = .identity },
            completion: { [weak self] finished in if finished { self?.isSettling = false } })
    }

    private func throwOff(toward direction: Direction, velocity: CGPoint) {
        let width = superview?.bounds.width ?? bounds.width
        let distance = (direction == .right ? 1 : -1) * width * 1.5
        let spring = UISpringTimingParameters(
            dampingRatio: 1, initialVelocity: CGVector(dx: velocity.x / max(abs(distance), 1), dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        animator.addAnimations {
            self.transform = CGAffineTransform(translationX: distance, y: 0).rotated(by: distance > 0 ? .pi / 6 : -.pi / 6)
            self.alpha = 0
        }
        animator.addCompletion { [weak self] position in
            guard position == .end, let self else { return }
            self.onSwipe?(direction)
        }
        animator.startAnimation()
    }

    /// The iOS 17 spring spelling, used when the card is shown.
    func appear() {
        transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(springDuration: 0.4, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: .allowUserInteraction) {
            self.transform = .identity
        } completion: { _ in
        }
    }
}
