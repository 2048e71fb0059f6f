import Foundation
import Graphics
import LayerTree

extension Workload {
    /// The `layers` scene's clock: frame f shows `layersClockBase + f / 60`, in every lane.
    static let layersClockBase: CFTimeInterval = 5_000

    /// The `layers` scene: a grid of cells, progress rings and gradient cards alternating, under
    /// an emitter of sparks rising from the bottom edge, all under a 64-point bar of the chrome
    /// material across the top (a navigation bar's blur, over content that changes every frame,
    /// so it is blurred again every frame).
    func addLayerClassGrid(count: Int) {
        MediaClock.useManualTime(Self.layersClockBase)
        for (i, cell) in gridCells(count: count).enumerated() {
            let frame = cell.insetBy(dx: 4, dy: 4)
            switch i % 3 {
            case 0: addRing(in: frame)
            case 1: addGradientCard(in: frame)
            default: addShadowedCard(in: frame)
            }
        }
        addSparks()
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

    /// A `CAEmitterLayer` over the window: 60 sparks a second (an 8 × 8 dot, tinted orange,
    /// fading) rising from a line along the bottom edge for 2 s each, about 120 alive at once.
    private func addSparks() {
        let emitter = CAEmitterLayer()
        emitter.frame = window.bounds
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: window.bounds.midX, y: window.bounds.maxY)
        emitter.emitterSize = CGSize(width: window.bounds.width, height: 0)
        emitter.seed = 14
        let canvas = try? BitmapCanvas(width: 8, height: 8)
        canvas?.context.setFillColor(CGColor(gray: 1, alpha: 1))
        canvas?.context.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        let spark = CAEmitterCell()
        spark.contents = canvas.map { CGImage(pixels: $0.makeImage()) }
        spark.birthRate = 60
        spark.lifetime = 2
        spark.velocity = 120
        spark.velocityRange = 40
        spark.emissionLongitude = -.pi / 2
        spark.emissionRange = .pi / 4
        spark.yAcceleration = 30
        spark.spin = 1
        spark.scaleRange = 0.4
        spark.color = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)
        spark.alphaSpeed = -0.4
        spark.beginTime = -2  // emitting for 2 s already: the steady ~120 sparks from the first frame
        emitter.emitterCells = [spark]
        window.layer.addSublayer(emitter)
        emitters.append(emitter)
    }

    /// Every ring's `strokeEnd`, every card's gradient and every shadowed card's place move, set
    /// directly (no implicit animation); the clock moves a sixtieth of a second (the sparks).
    func stepLayerClasses(_ frame: Int) {
        MediaClock.useManualTime(Self.layersClockBase + Double(frame) / 60)
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
