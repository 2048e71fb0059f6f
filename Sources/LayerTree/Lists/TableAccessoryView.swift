import Foundation
import Graphics

/// A standard accessory of a table cell, drawn as UIKit draws it: a grey chevron (8 × 13), a
/// checkmark in the tint (14 × 11), an info button (a tinted circled "i", 22 × 22), or both for
/// `.detailDisclosureButton`. The info button is a control: a tap tells the table's delegate.
@MainActor
final class TableAccessoryView: UIControl {
    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = type == .detailButton || type == .detailDisclosureButton
    }

    required init?(coder: NSCoder) { return nil }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 16 + 8, height: 22)
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: type) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(at: 0)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 1.5, y: 5.5))
            path.addLine(to: CGPoint(x: 5, y: 9.5))
            path.addLine(to: CGPoint(x: 12.5, y: 1.5))
            stroke(path, tintColor ?? .systemBlue, width: 2)
        case .detailButton: drawInfo(at: 0)
        case .detailDisclosureButton:
            drawInfo(at: 0)
            drawChevron(at: bounds.width - 8)
        }
    }

    private func drawChevron(at x: CGFloat) {
        let top = (bounds.height - 13) / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1.5, y: top + 1.5))
        path.addLine(to: CGPoint(x: x + 6.5, y: top + 6.5))
        path.addLine(to: CGPoint(x: x + 1.5, y: top + 11.5))
        stroke(path, .tertiaryLabel, width: 2)
    }

    private func drawInfo(at x: CGFloat) {
        let tint = tintColor ?? .systemBlue
        stroke(UIBezierPath(ovalIn: CGRect(x: x + 1, y: 1, width: 20, height: 20)), tint, width: 1.5)
        tint.setFill()
        UIBezierPath(ovalIn: CGRect(x: x + 10, y: 5.5, width: 2, height: 2)).fill()
        UIBezierPath(rect: CGRect(x: x + 10, y: 9, width: 2, height: 7.5)).fill()
    }

    private func stroke(_ path: UIBezierPath, _ color: UIColor, width: CGFloat) {
        color.setStroke()
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }
}
