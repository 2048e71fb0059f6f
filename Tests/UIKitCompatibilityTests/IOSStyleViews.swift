import UIKit

// Views written the way iOS developers write them. This file imports only UIKit and compiles
// unchanged on iOS; the tests render it on Linux and check the pixels.

final class ProgressRingView: UIView {
    var progress: CGFloat = 0.25 {
        didSet { setNeedsDisplay() }
    }
    var lineWidth: CGFloat = 8
    var trackColor = UIColor(white: 0.9, alpha: 1)
    var progressColor = UIColor.systemBlue

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        trackColor.setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        progressColor.setStroke()
        arc.stroke()
    }
}

final class GradientCardView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 12)

        context.saveGState()
        path.addClip()
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        if let gradient = CGGradient(colorsSpace: colorSpace, colors: colors, locations: [0, 1]) {
            context.drawLinearGradient(
                gradient, start: CGPoint(x: bounds.midX, y: bounds.minY), end: CGPoint(x: bounds.midX, y: bounds.maxY),
                options: [])
        }
        context.restoreGState()

        UIColor.black.setStroke()
        path.lineWidth = 2
        path.stroke()
    }
}

final class LineChartView: UIView {
    var values: [CGFloat] = [0.2, 0.8, 0.4, 1.0]

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), values.count > 1 else { return }
        let step = bounds.width / CGFloat(values.count - 1)
        let line = CGMutablePath()
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: CGFloat(index) * step, y: bounds.height * (1 - value))
            if index == 0 {
                line.move(to: point)
            } else {
                line.addLine(to: point)
            }
        }

        let area = line.mutableCopy()!
        area.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        area.addLine(to: CGPoint(x: 0, y: bounds.height))
        area.closeSubpath()
        context.addPath(area)
        context.setFillColor(UIColor.green.withAlphaComponent(0.3).cgColor)
        context.fillPath()

        context.addPath(line)
        context.setStrokeColor(UIColor.green.cgColor)
        context.setLineWidth(2)
        context.setLineJoin(.round)
        context.strokePath()
    }
}

final class BadgeLabelView: UIView {
    var text = "42"

    override func draw(_ rect: CGRect) {
        UIColor.darkGray.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()

        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 16),
            .foregroundColor: UIColor.white,
            .paragraphStyle: paragraph,
        ]
        let size = text.size(withAttributes: attributes)
        let textRect = CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: bounds.width, height: size.height)
        (text as NSString).draw(in: textRect, withAttributes: attributes)
    }
}

final class PhotoView: UIView {
    var image: UIImage? {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        image?.draw(in: bounds)
    }
}

final class GradientButton: UIView {
    override class var layerClass: AnyClass {
        CAGradientLayer.self
    }

    private var gradientLayer: CAGradientLayer {
        layer as! CAGradientLayer
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.cornerRadius = frame.height / 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ShapeRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()

    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 10
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemGreen.cgColor
        progressLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: min(bounds.width, bounds.height) / 2 - 5,
            startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
        }
    }
}

final class ShadowCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        layer.masksToBounds = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}

final class ReplicatorSpinnerView: UIView {
    private let replicator = CAReplicatorLayer()
    private let dot = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi * 2 / 12, 0, 0, 1)
        replicator.instanceAlphaOffset = -1.0 / 12
        dot.backgroundColor = UIColor.systemBlue.cgColor
        dot.cornerRadius = 4
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        replicator.frame = bounds
        dot.frame = CGRect(x: bounds.midX - 4, y: 4, width: 8, height: 8)
    }
}
