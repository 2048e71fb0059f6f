import Foundation
import Graphics
import LayerTree

extension Workload {
    /// The `layers` scene: a grid of cells, progress rings and gradient cards alternating.
    func addLayerClassGrid(count: Int) {
        for (i, cell) in gridCells(count: count).enumerated() {
            let frame = cell.insetBy(dx: 4, dy: 4)
            if i.isMultiple(of: 2) { addRing(in: frame) } else { addGradientCard(in: frame) }
        }
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

    /// Every ring's `strokeEnd` and every card's gradient move, set directly (no implicit animation).
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
        CATransaction.commit()
    }
}
