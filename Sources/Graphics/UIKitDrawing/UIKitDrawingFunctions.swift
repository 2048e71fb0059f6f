import Foundation

extension UIColor {
    /// Makes the colour the current context's fill and stroke colour.
    @MainActor public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour.
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the current context's stroke colour.
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

/// Fills `rect` with the current fill colour in the current context.
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill colour using `blendMode`.
@preconcurrency @MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current fill colour.
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .normal)
}

@preconcurrency @MainActor public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    let edge = min(1, r.width / 2, r.height / 2)
    ctx.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: edge),
        CGRect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge),
        CGRect(x: r.minX, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
        CGRect(x: r.maxX - edge, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
    ])
    ctx.restoreGState()
}
