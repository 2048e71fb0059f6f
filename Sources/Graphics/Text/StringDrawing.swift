import Foundation

extension NSAttributedString {
    /// The size the string takes on one line (or on its explicit line breaks), in points.
    public func size() -> CGSize { AttributedRuns(self).size() }

    /// Draws the string with its top-left corner at `point` in the current context.
    @MainActor public func draw(at point: CGPoint) { AttributedRuns(self).draw(at: point) }

    /// Draws the string wrapped (or truncated, per its paragraph style) to `rect`, clipped to it.
    @MainActor public func draw(in rect: CGRect) { AttributedRuns(self).draw(in: rect) }

    /// The rect the string occupies when laid out within `size` (wrapping to its width).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        AttributedRuns(self).boundingRect(with: size)
    }
}

// String sizing and drawing lay out runs directly: no NSAttributedString is made (see AttributedRuns).
extension String {
    /// The size of the string drawn with `attributes`, in points.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        AttributedRuns(string: self, attributes: attributes ?? [:]).size()
    }

    /// Draws the string with its top-left corner at `point` in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        AttributedRuns(string: self, attributes: attributes ?? [:]).draw(at: point)
    }

    /// Draws the string wrapped to `rect`, aligned and broken as its paragraph style says.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        AttributedRuns(string: self, attributes: attributes ?? [:]).draw(in: rect)
    }

    /// The rect the string occupies laid out within `size`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext? = nil
    ) -> CGRect {
        AttributedRuns(string: self, attributes: attributes ?? [:]).boundingRect(with: size)
    }
}

extension AttributedRuns {
    func size() -> CGSize { TextLayout(self).size }

    @MainActor func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), GraphicsInput.isFinite(point) else { return }
        ctx.drawText(self, at: point, width: nil, height: nil)
    }

    @MainActor func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), GraphicsInput.isFinite(rect), rect.width > 0 else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        ctx.drawText(self, at: rect.origin, width: rect.width, height: rect.height)
        ctx.restoreGState()
    }

    func boundingRect(with size: CGSize) -> CGRect {
        let measured = TextLayout(self, width: size.width.isFinite && size.width > 0 ? size.width : nil).size
        return CGRect(origin: .zero, size: measured)
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// The rect the string occupies laid out within `size` with `attributes`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext? = nil
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension CGContext {
    /// Lays out and draws `text` at `origin`, counting it as painting.
    func drawText(_ text: NSAttributedString, at origin: CGPoint, width: CGFloat?, height: CGFloat?, maxLines: Int? = nil) {
        drawText(AttributedRuns(text), at: origin, width: width, height: height, maxLines: maxLines)
    }

    /// Lays out and draws `text` (as runs) at `origin`, counting it as painting.
    func drawText(_ text: AttributedRuns, at origin: CGPoint, width: CGFloat?, height: CGFloat?, maxLines: Int? = nil) {
        let layout = TextLayout(text, width: width, height: height, maxLines: maxLines, on: cairo)
        painting {
            if let shadow = state.shadow {
                paintWithShadow(shadow) { cairo in layout.draw(at: origin, on: cairo, alpha: self.state.alpha) }
            } else {
                layout.draw(at: origin, on: cairo, alpha: state.alpha)
            }
        }
    }
}
