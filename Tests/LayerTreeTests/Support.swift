import LayerTree
import Testing

/// A view that counts its draws and remembers the rects, painting `color` over `rect`.
final class DrawingView: UIView {
    var drawnRects: [CGRect] = []
    var fill: (CGRect, UIColor)? = (CGRect(x: 0, y: 0, width: 1, height: 1), .red)

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        guard let (area, color) = fill, let ctx = UIGraphicsGetCurrentContext() else { return }
        let c = color.cgColor
        ctx.setFillColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        ctx.fill(area)
    }
}

/// A shown window of `size` points on a screen of `scale`.
@MainActor
func makeWindow(width: CGFloat = 320, height: CGFloat = 480, scale: CGFloat = 1) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale)
    window.makeKeyAndVisible()
    return window
}

/// Expects two points to agree to 1e-9.
func expectClose(_ a: CGPoint, _ b: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
}

/// Expects two rects to agree to 1e-9.
func expectClose(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    #expect(close, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
}

@MainActor
extension RenderLayer {
    /// The render layer of `layer` in this tree, searched depth-first.
    func find(_ layer: CALayer) -> RenderLayer? {
        if id == layer.layerID { return self }
        for sublayer in sublayers { if let found = sublayer.find(layer) { return found } }
        return mask?.find(layer)
    }
}

/// Runs `change` in a transaction with actions disabled: a committed standalone layer would
/// otherwise animate it.
@MainActor
func withoutAnimation(_ change: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    change()
    CATransaction.commit()
}
