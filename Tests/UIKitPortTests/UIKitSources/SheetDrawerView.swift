import UIKit

/// A bottom sheet dismissed interactively, as iOS apps write it: the pan scrubs a
/// UIViewPropertyAnimator, and letting go finishes the dismissal or reverses it.
class SheetDrawerView: UIView {
    let sheet = UIView()
    private var dismissAnimator: UIViewPropertyAnimator?
    private(set) var isDismissed = false
    private(set) var finalPositions: [UIViewAnimatingPosition] = []

    init(frame: CGRect, sheetHeight: CGFloat) {
        super.init(frame: frame)
        sheet.frame = CGRect(x: 0, y: frame.height - sheetHeight, width: frame.width, height: sheetHeight)
        sheet.backgroundColor = .white
        addSubview(sheet)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        sheet.addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeDismissAnimator() -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
            self.sheet.frame.origin.y = self.bounds.maxY
            self.sheet.alpha = 0.5
        }
        animator.addCompletion { [weak self] position in
            guard let self = self else { return }
            self.finalPositions.append(position)
            self.isDismissed = position == .end
            self.dismissAnimator = nil
        }
        return animator
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: self)
        let progress = max(0, min(1, translation.y / sheet.bounds.height))
        switch gesture.state {
        case .began:
            let animator = dismissAnimator ?? makeDismissAnimator()
            animator.pauseAnimation()
            dismissAnimator = animator
        case .changed:
            dismissAnimator?.fractionComplete = progress
        case .ended, .cancelled:
            guard let animator = dismissAnimator else { return }
            let velocity = gesture.velocity(in: self)
            let shouldDismiss = progress > 0.5 || velocity.y > 1000
            animator.isReversed = !shouldDismiss
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

/// An animator subclass with an initializer of its own, as apps write them.
class SheetSlideAnimator: UIViewPropertyAnimator {
    init(sheet: UIView, toY y: CGFloat) {
        super.init(duration: 0.3, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        addAnimations {
            sheet.frame.origin.y = y
        }
    }
}
