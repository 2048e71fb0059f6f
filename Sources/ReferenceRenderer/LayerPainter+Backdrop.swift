import Foundation
import Graphics
import LayerTree

extension LayerPainter {
    /// A layer's backdrop filter (a visual effect view's blur), from the model's meaning: what
    /// the canvas holds so far around the layer — its box on the target grown by three standard
    /// deviations and a pixel, within the canvas — blurred by a Gaussian of `blurRadius` × scale
    /// pixels (sampled at whole pixels, normalized, the region's edge pixels extending outwards),
    /// saturated about Rec. 709 luma, the tint composited over it, and drawn over the layer's
    /// rounded bounds under what the layer inherits. A group's canvas holds only the group, so a
    /// blur inside one sees only what the group drew below it.
    ///
    /// The compositor halves the image before blurring a wide Gaussian (box and tent filters of
    /// the same variance make up the rest): the difference from the exact blur, at most
    /// ``backdropApproximation`` for a hard edge, and its 8-bit intermediate images are allowed,
    /// as saturation scales them, with what the blurred pixels allowed.
    func drawBackdrop(_ backdrop: RenderBackdrop, of layer: RenderLayer, _ inherited: Inherited, into canvas: Canvas) {
        let sigma = Double(backdrop.blurRadius) * scale
        guard sigma.isFinite, sigma >= 0, backdrop.saturation.isFinite, backdrop.tint.isFinite,
            let box = inherited.toTarget.boundingBox(of: layer.bounds)
        else { return }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        guard let behind = BlurredRegion(canvas, around: box, grownBy: reach, sigma: sigma) else { return }
        let saturation = Double(backdrop.saturation)
        let tint = Self.vector(backdrop.tint)
        let amplification = (saturation > 1 ? 2 * saturation - 1 : 1) * (1 - tint.alpha)
        let approximation = Self.backdropApproximation(sigma: sigma)
        let toTarget = inherited.toTarget
        let region = Region.roundedRect(layer.bounds, radius: Double(layer.cornerRadius), corners: layer.cornerShape)
        let slack: (Point) -> Double = { p in
            guard let pixel = toTarget.apply(p) else { return 0 }
            return (behind.slack(at: pixel) + approximation) * amplification
        }
        paint(region, inherited, allowance: 0, into: canvas, slack: slack) { p in
            guard let pixel = toTarget.apply(p) else { return .clear }
            return tint + Self.saturated(behind.color(at: pixel), by: saturation) * (1 - tint.alpha)
        }
    }

    /// The blurred colour's distance from the exact Gaussian of `sigma` pixels that a faithful
    /// GPU blur may have: the compositor's reduced blur (a hard edge, both axes; 1.4 levels a
    /// side measured over phases and deviations 4.5…60) and one rounding per intermediate image.
    static func backdropApproximation(sigma: Double) -> Double {
        var halvings = 0
        while sigma / Double(1 << halvings) > 4, halvings < 6 { halvings += 1 }
        return (halvings > 0 ? 3.0 : 0) / 255 + Double(halvings + 2) * Canvas.quantum
    }

    /// `color` (premultiplied) moved away from its Rec. 709 luma by `saturation`, kept within its alpha.
    static func saturated(_ color: Color, by saturation: Double) -> Color {
        guard saturation != 1 else { return color }
        let luma = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        func channel(_ v: Double) -> Double { min(max(luma + (v - luma) * saturation, 0), color.alpha) }
        return Color(channel(color.red), channel(color.green), channel(color.blue), color.alpha)
    }
}

/// A rectangle of a canvas blurred by a Gaussian, its edge pixels extending outwards: colours and
/// the slack the canvas allowed, blurred alike, read at whole target pixels.
struct BlurredRegion {
    let xs: Range<Int>
    let ys: Range<Int>
    private let colors: [Color]
    private let slacks: [Double]

    /// The pixels of `canvas` touching `box` grown by `reach` on every side (within the canvas),
    /// blurred by a Gaussian of `sigma` pixels reaching `reach - 1`; nil when none lie in it.
    init?(_ canvas: Canvas, around box: CGRect, grownBy reach: Int, sigma: Double) {
        guard let touched = canvas.pixels(touching: box) else { return nil }
        xs = max(touched.xs.lowerBound - reach, 0)..<min(touched.xs.upperBound + reach, canvas.width)
        ys = max(touched.ys.lowerBound - reach, 0)..<min(touched.ys.upperBound + reach, canvas.height)
        guard !xs.isEmpty, !ys.isEmpty else { return nil }
        let kernel = LayerPainter.gaussian(sigma: sigma, reach: reach - 1)
        var colors: [Color] = [], slacks: [Double] = []
        for y in ys {
            for x in xs {
                colors.append(canvas.color[y * canvas.width + x])
                slacks.append(canvas.slack[y * canvas.width + x])
            }
        }
        let (width, height) = (xs.count, ys.count)
        self.colors = SeparableBlur.convolve(colors, width: width, height: height, kernel, edges: .extended, zero: .clear, +, *)
        self.slacks = SeparableBlur.convolve(slacks, width: width, height: height, kernel, edges: .extended, zero: 0, +, *)
    }

    /// The blurred colour of the pixel holding `point` (target pixels), clear outside the region.
    func color(at point: Point) -> Color { index(of: point).map { colors[$0] } ?? .clear }

    /// The blurred slack of the pixel holding `point`, none outside the region.
    func slack(at point: Point) -> Double { index(of: point).map { slacks[$0] } ?? 0 }

    private func index(of point: Point) -> Int? {
        let x = Int(point.x.rounded(.down)), y = Int(point.y.rounded(.down))
        guard xs.contains(x), ys.contains(y) else { return nil }
        return (y - ys.lowerBound) * xs.count + x - xs.lowerBound
    }
}
