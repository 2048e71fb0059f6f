import Foundation
import Graphics

/// The spinner's spokes, measured as UIKit generates its frames: in a square of the style's
/// size (the large one drawn in its top-left 35 points, as UIKit does), spoke `i` is a rounded
/// bar from the square's edge towards its centre, turned `i` eighths of a turn anticlockwise
/// from nine o'clock. At step `s` of the 16 in a turn, spoke `i` shows brightness
/// `max(0.32, 1 − 0.085 × ((s + 2i) mod 16))` of the colour, times UIKit's 0.85 fill alpha: the
/// brightest spoke moves clockwise, half a spoke per step.
extension UIActivityIndicatorView {
    static let animationKey = "UIActivityIndicatorView.turn"

    /// A spoke's share of the colour `age` steps after it was the brightest.
    static func brightness(age: Int) -> Float { max(0.32, 1 - 0.68 / 8 * Float(age)) }

    /// Spoke `spoke`'s opacity at `step`.
    static func opacity(spoke: Int, step: Int) -> Float {
        0.85 * brightness(age: (step + 2 * spoke) % stepCount)
    }

    func layOutSpokes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let side = Self.size(of: style).width
        spinnerLayer.frame = CGRect(
            x: bounds.minX + ((bounds.width - side) / 2).rounded(.down),
            y: bounds.minY + ((bounds.height - side) / 2).rounded(.down), width: side, height: side)
        let scale = (window?.screen ?? UIScreen.main).scale
        // UIKit's gear widths 20 and 37: spokes 1.25 or 2.5 points either side of their axis,
        // 6.5 (rounded to pixels) or 12 points long; the 37-point gear is drawn 35 wide.
        let halfThickness: CGFloat = isLarge ? 2.5 : 1.25
        let length = isLarge ? 12 : (6.5 * scale).rounded() / scale
        let center = (isLarge ? 35 : side) / 2
        let color = self.color.cgColor
        for (index, spoke) in spokeLayers.enumerated() {
            spoke.bounds = CGRect(x: 0, y: 0, width: length, height: 2 * halfThickness)
            spoke.anchorPoint = CGPoint(x: center / length, y: 0.5)
            spoke.position = CGPoint(x: center, y: center)
            spoke.transform = CATransform3DMakeRotation(-CGFloat(index) * .pi / 4, 0, 0, 1)
            spoke.cornerRadius = halfThickness
            spoke.backgroundColor = color
            spoke.opacity = Self.opacity(spoke: index, step: restingStep)
        }
        CATransaction.commit()
    }

    /// Gives every spoke a repeating, stepped opacity animation starting at the resting step.
    func addSpokeAnimations() {
        for (index, spoke) in spokeLayers.enumerated() {
            let turn = CAKeyframeAnimation(keyPath: "opacity")
            turn.values = (0..<Self.stepCount).map { Self.opacity(spoke: index, step: restingStep + $0) }
            turn.calculationMode = .discrete
            turn.duration = Self.loopDuration
            turn.repeatCount = .infinity
            spoke.add(turn, forKey: Self.animationKey)
        }
    }

    /// Removes the animations, resting on the step they showed.
    func removeSpokeAnimations() {
        restingStep = shownStep
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, spoke) in spokeLayers.enumerated() {
            spoke.removeAnimation(forKey: Self.animationKey)
            spoke.opacity = Self.opacity(spoke: index, step: restingStep)
        }
        CATransaction.commit()
    }

    /// The step the running animation shows now (the resting step before it has started).
    private var shownStep: Int {
        guard let turn = spokeLayers.first?.animation(forKey: Self.animationKey), !turn.awaitsStart else { return restingStep }
        let elapsed = max(0, CACurrentMediaTime() - turn.beginTime)
        let steps = Int((elapsed / (Self.loopDuration / Double(Self.stepCount))).rounded(.down))
        return (restingStep + steps) % Self.stepCount
    }
}
