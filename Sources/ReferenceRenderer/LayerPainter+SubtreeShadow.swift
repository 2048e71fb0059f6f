import Foundation
import Graphics
import LayerTree

extension LayerPainter {
    /// The largest side, in pixels, of a shadow blurred from a layer's whole content; a larger
    /// one is not drawn, as in the compositor.
    static let largestShadowSide = 4096

    /// The shadow of everything `layer` draws (``RenderShadow/Shape/subtree(offset:)``), from the
    /// model's meaning: the layer's parts, without this shadow, drawn alone in the layer's own
    /// plane at the frame's scale, over the box ``SubtreeExtent`` gives grown by three standard
    /// deviations and a pixel, on the grid of whole pixels of that scale; their alpha blurred by a Gaussian
    /// of `shadowRadius` × scale pixels, sampled at whole pixels and normalized, across then down;
    /// tinted; drawn as a bitmap moved by `offset`. What the caster allowed at its edge pixels,
    /// blurred the same way, is allowed too, with the blur's approximation.
    func drawSubtreeShadow(
        _ layer: RenderLayer, _ shadow: RenderShadow, offset: CGSize, _ faded: Inherited, into canvas: Canvas
    ) {
        let sigma = Float(shadow.sigma * CGFloat(scale))  // in single precision, as the compositor's
        guard scale > 0, sigma.isFinite, sigma >= 0, let extent = SubtreeExtent.box(of: layer) else { return }
        // Three deviations and a transparent texel, which a linear filter fades the edge into.
        let reach = (sigma > 0 ? Int((3 * sigma).rounded(.up)) : 0) + 1
        let minX = Int((Double(extent.minX) * scale).rounded(.down)) - reach
        let minY = Int((Double(extent.minY) * scale).rounded(.down)) - reach
        let width = Int((Double(extent.maxX) * scale).rounded(.up)) + reach - minX
        let height = Int((Double(extent.maxY) * scale).rounded(.up)) + reach - minY
        guard width > 0, height > 0, width <= Self.largestShadowSide, height <= Self.largestShadowSide else { return }
        let origin = Point(Double(minX) / scale, Double(minY) / scale)
        let caster = Canvas(width: width, height: height)
        let alone = Inherited(toTarget: .scale(scale, after: origin), opacity: 1, clips: [], tint: .none)
        LayerPainter(width: width, height: height, scale: scale).drawParts(layer, alone, into: caster, castingShadow: true)
        let kernel = Self.gaussian(sigma: Double(sigma), reach: reach - 1)

        let alpha = Self.blur(caster.color.map { min(max($0.alpha, 0), 1) }, width: width, height: height, kernel)
        let allowed = Self.blur(caster.slack, width: width, height: height, kernel)
        let tint = Self.vector(shadow.color)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func level(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        for (index, a) in alpha.enumerated() {
            bytes[index * 4] = level(tint.blue * a)
            bytes[index * 4 + 1] = level(tint.green * a)
            bytes[index * 4 + 2] = level(tint.red * a)
            bytes[index * 4 + 3] = level(tint.alpha * a)
        }
        guard let image = try? PixelImage(width: width, height: height, premultipliedBGRA: bytes) else { return }
        let frame = CGRect(
            x: origin.x + Double(offset.width), y: origin.y + Double(offset.height), width: Double(width) / scale,
            height: Double(height) / scale)
        // What the caster allowed, blurred, at the texels around a point: the largest of the four.
        let slack: (Point) -> Double = { p in
            let u = (p.x - origin.x - Double(offset.width)) * scale - 0.5
            let v = (p.y - origin.y - Double(offset.height)) * scale - 0.5
            guard u.isFinite, v.isFinite, u > -2, v > -2, u < Double(width + 1), v < Double(height + 1) else { return 0 }
            let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
            var largest = 0.0
            func near(_ i: Int, _ count: Int) -> ClosedRange<Int> { min(max(i, 0), count - 1)...min(max(i + 1, 0), count - 1) }
            for y in near(y0, height) {
                for x in near(x0, width) { largest = max(largest, allowed[y * width + x]) }
            }
            return largest * tint.alpha
        }
        drawBitmap(
            image, over: frame, faded, allowance: Self.filtering + Self.blurApproximation, slack: slack, into: canvas)
    }

    /// The Gaussian of `sigma` pixels at whole pixels −reach…reach, summing to 1 (one tap for 0).
    static func gaussian(sigma: Double, reach: Int) -> [Double] {
        guard sigma > 0, reach > 0 else { return [1] }
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// `values` (rows of `width`) convolved by `kernel` across, then down; zero outside.
    static func blur(_ values: [Double], width: Int, height: Int, _ kernel: [Double]) -> [Double] {
        SeparableBlur.convolve(values, width: width, height: height, kernel, edges: .zero, zero: 0, +, *)
    }
}
