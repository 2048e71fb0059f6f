import UIKit

// Views and a controller as an iOS team writes them: only `import UIKit`, unchanged on iOS.

/// A plain view: a coloured card with a rounded, bordered badge inside.
@MainActor func makePlainCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
    card.backgroundColor = .systemTeal
    let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    badge.backgroundColor = .white
    badge.layer.cornerRadius = 30
    badge.layer.borderWidth = 4
    badge.layer.borderColor = UIColor.systemIndigo.cgColor
    card.addSubview(badge)
    return card
}

/// A view that draws itself: a pie chart with a stroked outline.
final class PieChartView: UIView {
    var shares: [CGFloat] = [0.5, 0.3, 0.2]
    var colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 8
        var start = -CGFloat.pi / 2
        for (share, color) in zip(shares, colors) {
            let end = start + share * 2 * .pi
            let slice = UIBezierPath()
            slice.move(to: center)
            slice.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            slice.close()
            color.setFill()
            slice.fill()
            start = end
        }
        let outline = UIBezierPath(
            ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        outline.lineWidth = 3
        UIColor.darkGray.setStroke()
        outline.stroke()
    }
}

/// A rounded container that clips a rotated stripe of subviews.
@MainActor func makeRotatedClip() -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 140))
    container.backgroundColor = .systemYellow
    container.layer.cornerRadius = 24
    container.clipsToBounds = true
    let stripe = UIView(frame: CGRect(x: -20, y: 50, width: 180, height: 40))
    stripe.backgroundColor = .systemPurple
    stripe.transform = CGAffineTransform(rotationAngle: .pi / 6)
    container.addSubview(stripe)
    let dot = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    dot.backgroundColor = .systemPink
    dot.layer.cornerRadius = 30
    container.addSubview(dot)
    return container
}

/// Text: a two-line label, centred, over a light background.
@MainActor func makeGreetingLabel() -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.text = "Hello, Linux CI!\nSnapshots welcome."
    label.numberOfLines = 2
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 15)
    label.textColor = .label
    label.backgroundColor = .systemGray6
    return label
}

/// Controls: a switch that is on and a system button, side by side.
@MainActor func makeControlRow() -> UIView {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 52))
    row.backgroundColor = .white
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.frame.origin = CGPoint(x: 12, y: 10)
    row.addSubview(toggle)
    let button = UIButton(type: .system)
    button.setTitle("Continue", for: .normal)
    button.frame = CGRect(x: 90, y: 8, width: 100, height: 36)
    row.addSubview(button)
    return row
}

/// A screen: a title and a button laid out with Auto Layout on the safe area.
final class WelcomeViewController: UIViewController {
    private let titleLabel = UILabel()
    private let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Welcome"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        startButton.setTitle("Get started", for: .normal)
        startButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        view.addSubview(startButton)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            startButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            startButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
