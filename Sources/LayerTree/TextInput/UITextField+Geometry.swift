import Foundation
import Graphics

/// The rectangles, the overlay views and the intrinsic size, as UIKit computes them: each border
/// style pads the text (none: 0; line: 2; bezel: 4 top, 7 sides, 1 bottom; rounded rect: 2 top
/// and bottom, 7 sides, with at least 30 points of content height), and the left view, the
/// clear button (19 points plus an 8-point margin) or the right view take their width from it.
extension UITextField {
    /// The border style's padding around the text.
    var borderPadding: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .bezel: UIEdgeInsets(top: 4, left: 7, bottom: 1, right: 7)
        case .roundedRect: UIEdgeInsets(top: 2, left: 7, bottom: 2, right: 7)
        }
    }

    /// The least content height of the border style (UIKit's `minimumIntrinsicHeight`).
    var minimumContentHeight: CGFloat { borderStyle == .roundedRect ? 30 : 0 }

    /// The clear button's size and its margin from the right edge.
    static let clearButtonSize: CGFloat = 19
    static let clearButtonMargin: CGFloat = 8

    func availableTextRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        guard GeometryCheck.isValid(bounds) else { return .zero }
        var rect = contentFrame(forBounds: bounds)
        if showsLeftView(editing: editing) {
            let left = leftViewRect(forBounds: bounds)
            let used = min(rect.width, max(0, left.maxX - bounds.minX))
            rect.origin.x += used
            rect.size.width -= used
        }
        if showsClearButton(editing: editing) {
            rect.size.width -= Self.clearButtonSize + Self.clearButtonMargin
        } else if showsRightView(editing: editing) {
            rect.size.width -= min(rect.width, rightViewRect(forBounds: bounds).width)
        }
        rect.size.width = max(0, rect.width)
        return integral(rect)
    }

    /// The bounds inside the border padding (centred when the padding does not fit).
    func contentFrame(forBounds bounds: CGRect) -> CGRect {
        guard !bounds.isEmpty else { return bounds }
        let padding = borderPadding
        let width = bounds.width - padding.left - padding.right
        let height = bounds.height - padding.top - padding.bottom
        return CGRect(
            x: bounds.minX + padding.left + (width < 0 ? width / 2 : 0),
            y: bounds.minY + padding.top + (height < 0 ? height / 2 : 0),
            width: max(width, 0), height: max(height, 0))
    }

    func defaultPlaceholderRect(forBounds bounds: CGRect) -> CGRect {
        let base = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let height = ceiledToPixels(displayedPlaceholder.map(lineHeight(of:)) ?? (font ?? Self.defaultFont).lineHeight)
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = base.minY
        case .bottom: y = base.maxY - height
        case .center: y = base.minY + roundedToPixels((base.height - height) / 2)
        }
        return CGRect(x: base.minX, y: y, width: base.width, height: height)
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        return CGRect(
            x: (bounds.maxX - size - Self.clearButtonMargin).rounded(), y: (bounds.midY - (size / 2 + 1)).rounded(), width: size,
            height: size)
    }

    /// An overlay view's rectangle: its own size (its fitting size when it is laid out by
    /// constraints), at the left or right edge, centred vertically on whole pixels.
    func overlayRect(_ view: UIView?, forBounds bounds: CGRect, atLeft: Bool) -> CGRect {
        guard let view else { return .zero }
        let size = view.translatesAutoresizingMaskIntoConstraints ? view.frame.size : view.systemLayoutSizeFitting(bounds.size)
        let x = atLeft ? bounds.minX : roundedToPixels(bounds.maxX - size.width)
        return CGRect(x: x, y: roundedToPixels(bounds.midY - size.height / 2), width: size.width, height: size.height)
    }

    // MARK: Which parts show

    func showsLeftView(editing: Bool) -> Bool { leftView != nil && shows(leftViewMode, editing: editing) }

    /// The right view shows by its mode; it takes the clear button's place.
    func showsRightView(editing: Bool) -> Bool { rightView != nil && shows(rightViewMode, editing: editing) }

    /// The clear button shows over text (never over an empty field) by its mode, unless the
    /// right view shows.
    func showsClearButton(editing: Bool) -> Bool {
        guard hasText, !showsRightView(editing: editing) else { return false }
        return shows(clearButtonMode, editing: editing)
    }

    private func shows(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    // MARK: Layout

    /// Places the border and text views and shows or hides the overlay views by their modes.
    func layOutParts() {
        backgroundView.frame = borderRect(forBounds: bounds)
        backgroundView.refresh(redraw: false)
        contentView.frame = bounds
        let editing = isEditing
        place(leftView, shown: showsLeftView(editing: editing)) { leftViewRect(forBounds: bounds) }
        place(rightView, shown: showsRightView(editing: editing)) { rightViewRect(forBounds: bounds) }
    }

    private func place(_ view: UIView?, shown: Bool, in rect: () -> CGRect) {
        guard let view else { return }
        if shown {
            if view.superview !== self { addSubview(view) }
            view.frame = rect()
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        overlaysDidChange()
    }

    func overlaysDidChange() {
        setNeedsLayout()
        contentDidChange()
    }

    // MARK: Intrinsic size

    /// UIKit's `_intrinsicSizeWithinSize:`: the larger of the text (a space when empty, in the
    /// full font, whole points as legacy string sizing gives them, at least a line tall) and the
    /// placeholder, plus the insets of `textRect` in a 100 × 100 field, plus the border padding,
    /// with the border's least content height; pixel-aligned upwards.
    var fittingSize: CGSize {
        let probe = textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let insetWidth = probe.minX + (100 - probe.maxX), insetHeight = probe.minY + (100 - probe.maxY)
        let fieldFont = font ?? Self.defaultFont
        let measured = (editable.length > 0 ? editable.string : " ").size(withAttributes: [.font: fieldFont])
        var content = CGSize(width: measured.width.rounded(.up), height: max(measured.height.rounded(.up), fieldFont.lineHeight))
        if let placeholder = displayedPlaceholder, placeholder.length > 0 {
            let size = ceiledToPixels(placeholder.size())
            content = CGSize(width: max(content.width, size.width), height: max(content.height, size.height))
        }
        let padding = borderPadding
        let width = content.width + insetWidth + padding.left + padding.right
        let height = max(content.height + insetHeight, minimumContentHeight) + padding.top + padding.bottom
        return ceiledToPixels(CGSize(width: width, height: height))
    }

    /// The baseline of the text's line below the top of a field of the intrinsic size (the line
    /// centred in the text rect, the font's ascender below the line's top).
    var baselineFromTop: CGFloat {
        let size = fittingSize
        let rect = textRect(
            forBounds: CGRect(origin: .zero, size: CGSize(width: max(size.width, bounds.width), height: size.height)))
        let fieldFont = font ?? Self.defaultFont
        return rect.minY + roundedToPixels((rect.height - fieldFont.lineHeight) / 2) + fieldFont.ascender
    }

    // MARK: Pixels

    var pixelScale: CGFloat { max(contentScaleFactor, 1) }

    func roundedToPixels(_ value: CGFloat) -> CGFloat { (value * pixelScale).rounded() / pixelScale }

    func ceiledToPixels(_ value: CGFloat) -> CGFloat { (value * pixelScale).rounded(.up) / pixelScale }

    func ceiledToPixels(_ size: CGSize) -> CGSize {
        CGSize(width: ceiledToPixels(size.width), height: ceiledToPixels(size.height))
    }

    /// `rect` grown outwards to whole pixels (UIKit's `UIRectIntegralWithScale`).
    func integral(_ rect: CGRect) -> CGRect {
        let scale = pixelScale
        let minX = (rect.minX * scale).rounded(.down) / scale, minY = (rect.minY * scale).rounded(.down) / scale
        let maxX = (rect.maxX * scale).rounded(.up) / scale, maxY = (rect.maxY * scale).rounded(.up) / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The height of one line of `text`: its tallest run's line height.
    func lineHeight(of text: NSAttributedString) -> CGFloat {
        var height: CGFloat = 0
        text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length), options: []) { value, _, _ in
            height = max(height, ((value as? UIFont) ?? Self.defaultFont).lineHeight)
        }
        return height > 0 ? height : (font ?? Self.defaultFont).lineHeight
    }
}
