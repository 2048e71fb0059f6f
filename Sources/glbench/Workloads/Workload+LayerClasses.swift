import Foundation
import Graphics
import LayerTree

extension Workload {
    /// The `layers` scene: a grid of cells, progress rings and gradient cards alternating, under
    /// a 64-point bar of the chrome material across the top (a navigation bar's blur, over
    /// content that changes every frame, so it is blurred again every frame).
    func addLayerClassGrid(count: Int) {
        for (i, cell) in gridCells(count: count).enumerated() {
            let frame = cell.insetBy(dx: 4, dy: 4)
            switch i % 3 {
            case 0: addRing(in: frame)
            case 1: addGradientCard(in: frame)
            default: addShadowedCard(in: frame)
            }
        }
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        bar.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: 64)
        window.addSubview(bar)
    }

    private func addRing(in frame: CGRect) {
        let ring = CAShapeLayer()
        ring.frame = frame
        let radius = min(frame.width, frame.height) / 2 - 6
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: frame.width / 2, y: frame.height / 2), radius: radius, startAngle: -.pi / 2,
            endAngle: 1.5 * .pi, clockwise: false)
        ring.path = path
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        window.layer.addSublayer(ring)
        rings.append(ring)
    }

    private func addGradientCard(in frame: CGRect) {
        let card = CAGradientLayer()
        card.frame = frame
        card.cornerRadius = 10
        card.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        card.startPoint = CGPoint(x: 0, y: 0)
        card.endPoint = CGPoint(x: 1, y: 1)
        window.layer.addSublayer(card)
        gradients.append(card)
    }

    private func addShadowedCard(in frame: CGRect) {
        let card = UIView(frame: frame.insetBy(dx: 6, dy: 6))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.shadowOpacity = 0.35
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        window.addSubview(card)
        shadowedCards.append(card)
    }

    /// Every ring's `strokeEnd`, every card's gradient and every shadowed card's place move, set
    /// directly (no implicit animation).
    func stepLayerClasses(_ frame: Int) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let t = CGFloat(frame)
        for (i, ring) in rings.enumerated() {
            ring.strokeEnd = 0.5 + 0.5 * sin(t * 0.05 + CGFloat(i))
        }
        for (i, card) in gradients.enumerated() {
            let shift = 0.5 + 0.5 * sin(t * 0.04 + CGFloat(i))
            card.locations = [NSNumber(value: Double(shift) * 0.5), NSNumber(value: 0.5 + Double(shift) * 0.5)]
        }
        for (i, card) in shadowedCards.enumerated() {
            card.transform = CGAffineTransform(translationX: 4 * sin(t * 0.06 + CGFloat(i)), y: 3 * cos(t * 0.05 + CGFloat(i)))
        }
        CATransaction.commit()
    }
}
