import GLCompositor
import Graphics
import LayerTree
import Testing

/// A context, a compositor and a window to render, for one test.
@MainActor
final class CompositorHarness {
    let context: GLContext
    let compositor: Compositor
    let window: UIWindow

    init(width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1, options: CompositorOptions = CompositorOptions()) throws
    {
        let context = try GLContext(options: surfacelessOptions)
        self.context = context
        compositor = try context.withCurrent { try Compositor(context: context, options: options) }
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    /// Runs the update cycle, renders, reads back.
    func snapshot() throws -> PixelImage {
        try context.withCurrent { try compositor.snapshot(window) }
    }

    /// Runs the update cycle and renders; returns the frame's counters.
    @discardableResult
    func render() throws -> FrameStats {
        try context.withCurrent { try compositor.render(window) }
    }

    /// Checks that no GL error is pending.
    func expectNoGLErrors(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try context.withCurrent { #expect(context.takeErrors() == [], sourceLocation: sourceLocation) }
    }
}

/// A view that fills its bounds with one colour in `draw(_:)`.
final class SolidDrawnView: UIView {
    var color: UIColor

    init(frame: CGRect, color: UIColor) {
        self.color = color
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let c = color.cgColor
        UIGraphicsGetCurrentContext()?.setFillColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }
}

let white = Pixel(r: 255, g: 255, b: 255, a: 255)
let red = Pixel(r: 255, g: 0, b: 0, a: 255)
let green = Pixel(r: 0, g: 255, b: 0, a: 255)
let blue = Pixel(r: 0, g: 0, b: 255, a: 255)

/// A view drawing an opaque black disc over its bounds in `draw(_:)` (or, with `leftHalf`, only
/// the disc's left half): as a mask, it shows a circle of the masked view.
final class DiscMaskView: UIView {
    var leftHalf = false {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        if leftHalf { cg.clip(to: CGRect(x: 0, y: 0, width: bounds.midX, height: bounds.height)) }
        cg.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        cg.fillEllipse(in: bounds)
    }
}
