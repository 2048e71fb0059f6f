import Foundation
import Graphics

/// The text field's border, under its text, in `borderRect(forBounds:)`, as UIKit's background
/// providers draw each style:
///
/// - `.roundedRect`: layer properties, not a drawing: the fill (the field's `backgroundColor`,
///   white by default), a hairline of one pixel in black at 20% opacity, corner radius 5.
/// - `.line`: a 1-point frame in the label colour (grey while disabled).
/// - `.bezel`: a light grey frame one point down and right under a grey frame.
/// - a `background` image (`disabledBackground` while disabled) replaces the style, stretched over the rect.
final class TextFieldBackgroundView: UIView {
    weak var field: UITextField?

    /// The rounded-rect hairline: black at 20% opacity (UIKit's `_textFieldBorderColor`).
    static let roundedRectBorder = UIColor(white: 0, alpha: 0.2)
    /// The rounded-rect fill when the field has no background colour (UIKit's `_textFieldBackgroundColor`).
    static let roundedRectFill = UIColor.white
    static let roundedRectCornerRadius: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    /// What the border shows now.
    enum Appearance: Equatable {
        case nothing, roundedRect, line, bezel, image
    }

    var appearance: Appearance {
        guard let field else { return .nothing }
        if field.background != nil { return .image }
        switch field.borderStyle {
        case .none: return .nothing
        case .line: return .line
        case .bezel: return .bezel
        case .roundedRect: return .roundedRect
        }
    }

    /// Updates the layer properties for the field's style, fill and state, and redraws unless
    /// only the layout changed (a new size redraws by itself: the content mode is `.redraw`).
    func refresh(redraw: Bool = true) {
        let rounded = appearance == .roundedRect
        isHidden = appearance == .nothing
        let fill = rounded ? (field?.roundedRectFill ?? Self.roundedRectFill) : nil
        if backgroundColor != fill { backgroundColor = fill }
        let borderColor = rounded ? Self.roundedRectBorder.cgColor : nil
        if layer.borderColor != borderColor { layer.borderColor = borderColor }
        let hairline = rounded ? 1 / max(window?.screen.scale ?? contentScaleFactor, 1) : 0
        if layer.borderWidth != hairline { layer.borderWidth = hairline }
        let radius = rounded ? Self.roundedRectCornerRadius : 0
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if redraw { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)  // so that a style drawing nothing keeps no bitmap
        guard let field else { return }
        switch appearance {
        case .nothing, .roundedRect:
            return
        case .line:
            (field.isEnabled ? UIColor.label : UIColor.gray).set()
            UIRectFrame(bounds)
        case .bezel:
            UIColor.lightGray.set()
            UIRectFrame(bounds.offsetBy(dx: 1, dy: 1))
            UIColor.gray.set()
            UIRectFrame(bounds)
        case .image:
            let image = !field.isEnabled ? field.disabledBackground ?? field.background : field.background
            image?.draw(in: bounds)
        }
    }
}

extension UITextField {
    /// Whether the field's background colour should fill the rounded rectangle instead of its layer.
    var usesRoundedFill: Bool { borderStyle == .roundedRect && background == nil }

    func setUpTextField() {
        isOpaque = false
        contentVerticalAlignment = .center
        backgroundView.field = self
        contentView.field = self
        addSubview(backgroundView)
        addSubview(contentView)
        backgroundView.refresh()
    }

    /// After `borderStyle` or `background` changed: the fill moves, the border redraws.
    func borderDidChange() {
        moveFillIfNeeded()
        backgroundView.refresh()
        setNeedsLayout()
        contentDidChange()
    }

    /// Moves the background colour between the field's layer and the rounded rectangle when
    /// the rounded rectangle appears or goes, as UIKit's system background provider does.
    private func moveFillIfNeeded() {
        guard fillInRoundedRect != usesRoundedFill else { return }
        if usesRoundedFill {
            roundedRectFill = super.backgroundColor
            super.backgroundColor = nil
        } else {
            super.backgroundColor = roundedRectFill
            roundedRectFill = nil
        }
        fillInRoundedRect = usesRoundedFill
    }
}
