import Foundation
import Graphics
import LayerTree

/// A benchmark card: a vertical gradient, a thumbnail image and two lines of text, all drawn
/// in `draw(_:)` — the kind of content a list cell or tile of a real app draws.
final class CardView: UIView {
    /// Shown in the title; changing it redraws the card.
    var number: Int {
        didSet { setNeedsDisplay() }
    }
    private let hue: CGFloat

    init(frame: CGRect, number: Int) {
        self.number = number
        hue = CGFloat(number % 12) / 12
        super.init(frame: frame)
        isOpaque = true
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let top = UIColor(hue: hue, saturation: 0.25, brightness: 1, alpha: 1).cgColor
        let bottom = UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1).cgColor
        if let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top, bottom] as CFArray, locations: nil)
        {
            cg.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 0, y: bounds.height),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        let side = min(bounds.height - 8, 40)
        Thumbnail.shared.draw(in: CGRect(x: 4, y: 4, width: side, height: side))
        let left = side + 10
        NSString(string: "Card \(number)").draw(
            at: CGPoint(x: left, y: 4),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.black])
        NSString(string: "drawn once, then cached").draw(
            at: CGPoint(x: left, y: 20),
            withAttributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.darkGray])
    }
}

/// The image every card shows: made once with `UIGraphicsImageRenderer`.
@MainActor
enum Thumbnail {
    static let shared: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
        UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 24, height: 24)).fill()
    }
}
