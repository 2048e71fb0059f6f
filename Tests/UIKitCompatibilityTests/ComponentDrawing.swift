import UIKit

extension UIColor {
    /// `#RRGGBB` or `#RRGGBBAA`, as the hex extensions of most iOS projects read it.
    convenience init?(hex: String) {
        var digits = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(
            red: CGFloat((rgba >> 24) & 0xFF) / 255, green: CGFloat((rgba >> 16) & 0xFF) / 255,
            blue: CGFloat((rgba >> 8) & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
    }

    /// The colour as `#RRGGBB`.
    var hexString: String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return String(format: "#%02X%02X%02X", Int(round(red * 255)), Int(round(green * 255)), Int(round(blue * 255)))
    }
}

extension NSAttributedString {
    /// A title line and a body paragraph, styled as article headers are.
    static func articleHeader(title: String, body: String) -> NSAttributedString {
        let titleStyle = NSMutableParagraphStyle()
        titleStyle.alignment = .center
        titleStyle.paragraphSpacing = 6
        let bodyStyle = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        bodyStyle.lineSpacing = 4
        bodyStyle.lineBreakMode = .byWordWrapping
        let result = NSMutableAttributedString(
            string: title + "\n",
            attributes: [
                .font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.label,
                .paragraphStyle: titleStyle,
            ])
        result.append(
            NSAttributedString(
                string: body,
                attributes: [
                    .font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.secondaryLabel,
                    .paragraphStyle: bodyStyle,
                ]))
        let range = (result.string as NSString).range(of: title)
        result.addAttribute(.kern, value: 0.5, range: range)
        result.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 0, length: 1))
        return result
    }
}

/// Images drawn the way icon and chart helpers draw them: `UIGraphicsImageRenderer` with its
/// format, Core Graphics paths, gradients, dashes and saved states.
///
/// Main-actor here only because UIKitGL's drawing API is: the SDK's `UIGraphicsImageRenderer`,
/// `UIBezierPath` and `UIGraphicsGetCurrentContext()` are not main-actor (issue 21 report).
@MainActor
enum ComponentDrawing {
    /// A filled circle of `color` on a clear background, `diameter` points wide, at scale 1.
    static func dot(diameter: CGFloat, color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        format.opaque = false
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format)
        return renderer.image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: context.format.bounds)
        }
    }

    /// A gauge: a vertical gradient from `top` to `bottom` clipped to a rounded rect, a dashed
    /// grey arc, a solid arc, and a shadowed dot at the arc's end.
    static func gauge(size: CGSize, top: UIColor, bottom: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 1))
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: size), format: format)
        return renderer.image { rendererContext in
            let ctx = rendererContext.cgContext
            let bounds = rendererContext.format.bounds
            ctx.saveGState()
            ctx.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath)
            ctx.clip()
            let colors = [top.cgColor, bottom.cgColor] as CFArray
            let locations: [CGFloat] = [0, 1]
            if let space = CGColorSpace(name: CGColorSpace.sRGB),
                let gradient = CGGradient(colorsSpace: space, colors: colors, locations: locations)
            {
                ctx.drawLinearGradient(
                    gradient, start: CGPoint(x: bounds.midX, y: bounds.minY), end: CGPoint(x: bounds.midX, y: bounds.maxY),
                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            ctx.restoreGState()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let radius = min(bounds.width, bounds.height) / 2 - 6
            ctx.setLineWidth(3)
            ctx.setLineCap(.butt)
            ctx.setLineDash(phase: 0, lengths: [4, 4])
            ctx.setStrokeColor(UIColor.lightGray.cgColor)
            ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            ctx.strokePath()
            ctx.setLineDash(phase: 0, lengths: [])
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.addArc(center: center, radius: radius, startAngle: .pi, endAngle: 0, clockwise: false)
            ctx.strokePath()
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: UIColor.black.withAlphaComponent(0.4).cgColor)
            ctx.setFillColor(UIColor.white.cgColor)
            ctx.fillEllipse(in: CGRect(x: center.x + radius - 3, y: center.y - 3, width: 6, height: 6))
            ctx.restoreGState()
        }
    }
}
