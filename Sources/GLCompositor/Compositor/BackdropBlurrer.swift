import Foundation
import Graphics
import LayerTree
import Shaders

/// Blurs backdrops on the GPU: the pixels a backdrop pass drew are halved (a bilinear sample
/// between four texels is their mean) until the Gaussian's standard deviation is at most
/// ``maxSigma`` texels, then blurred by two separable passes (across, then down), as iOS's render
/// server and Flutter's backdrop filter do. The result is read back bilinearly over the
/// backdrop's quad. Results can be kept by key (the signature of what lies behind): a frame
/// whose backdrop did not change blurs nothing.
final class BackdropBlurrer {
    /// A blurred backdrop: `target` (exactly its size) holds the blur of `region` (target
    /// pixels), each texel standing for `factor` × `factor` pixels.
    struct Blurred {
        let target: RenderTarget
        let factor: Int
        let region: PixelRect
    }

    /// The largest deviation, in texels, the Gaussian passes take before the image is halved.
    static let maxSigma: CGFloat = 4

    private let context: GLContext
    private let offscreens: OffscreenPool
    private var program: GLProgram?
    private let quadBuffer: GLBuffer
    private let quad: GLVertexArray
    /// Kept blurs by key, with the frame that last used them.
    private var cache: [Int: (blurred: Blurred, frame: Int)] = [:]
    /// Result targets made this frame without a key; reused from the next frame on.
    private var transient: [RenderTarget] = []
    /// Result targets free for reuse in the next frame.
    private var spare: [RenderTarget] = []

    /// The context must be current.
    init(context: GLContext, offscreens: OffscreenPool) throws(GLError) {
        self.context = context
        self.offscreens = offscreens
        quadBuffer = try context.makeVertexBuffer([0, 0, 1, 0, 0, 1, 1, 1])
        quad = try context.makeVertexArray(reading: quadBuffer, attribute: QuadVertexShader.positionAttribute, components: 2)
    }

    /// The blur kept for `key`, marked as used in `frame`; nil when none is kept.
    func cached(_ key: Int, frame: Int) -> Blurred? {
        guard let entry = cache[key] else { return nil }
        cache[key] = (entry.blurred, frame)
        return entry.blurred
    }

    /// Blurs the `region.width` × `region.height` pixels at the top left of `source` (which
    /// holds `region` of the target) by a Gaussian of `sigma` pixels, keeping the result for
    /// `key` when there is one. Counts each GPU pass in `stats.backdropBlurPasses`.
    func blur(
        _ source: RenderTarget, region: PixelRect, sigma: CGFloat, key: Int?, frame: Int, stats: inout FrameStats
    ) throws(GLError) -> Blurred {
        let program = try blurProgram()
        context.use(program)
        context.setBlending(false)
        context.setScissor(nil)
        let steps = Self.steps(sigma: sigma)
        var image = (target: source, width: region.width, height: region.height)
        var factor = 1
        let padding = Self.padding(sigma: sigma, factor: steps.factor)
        while factor < steps.factor {
            let pad = factor == 1 ? padding : 0  // the first halving extends the edge pixels outwards
            let w = (image.width + 2 * pad + 1) / 2, h = (image.height + 2 * pad + 1) / 2
            let half = try offscreens.acquire(width: w, height: h, cleared: false)
            draw(
                image, into: half, width: w, height: h, origin: (-CGFloat(pad), -CGFloat(pad)), sampling: 2, step: (0, 0),
                weights: [1], program: program)
            image = (half, w, h)
            factor *= 2
            stats.backdropBlurPasses += 1
        }
        let held = PixelRect(
            x: region.x - padding, y: region.y - padding, width: region.width + 2 * padding,
            height: region.height + 2 * padding)
        let result = try resultTarget(width: image.width, height: image.height)
        let weights = Self.weights(sigma: steps.sigma)
        if weights.count > 1 {
            let across = try offscreens.acquire(width: image.width, height: image.height, cleared: false)
            draw(image, into: across, width: image.width, height: image.height, step: (1, 0), weights: weights, program: program)
            draw(
                (across, image.width, image.height), into: result, width: image.width, height: image.height, step: (0, 1),
                weights: weights, program: program)
            stats.backdropBlurPasses += 2
        } else {
            draw(image, into: result, width: image.width, height: image.height, step: (0, 0), weights: [1], program: program)
            stats.backdropBlurPasses += 1
        }
        let blurred = Blurred(target: result, factor: factor, region: held)
        if let key { cache[key] = (blurred, frame) } else { transient.append(result) }
        return blurred
    }

    /// Ends `frame`: blurs it did not use are dropped, their targets kept for the next frame to
    /// reuse (a few); spare targets this frame did not take back are released, as the offscreen
    /// pool releases its unused ones, so a scene without backdrops holds none.
    func endFrame(_ frame: Int) {
        spare = []
        for (key, entry) in cache where entry.frame != frame {
            spare.append(entry.blurred.target)
            cache[key] = nil
        }
        spare += transient
        transient = []
        if spare.count > 8 { spare.removeFirst(spare.count - 8) }
    }

    /// How a blur of `sigma` pixels is made: the factor the image is reduced by (a power of two)
    /// and the deviation the Gaussian passes take, in reduced texels. Halving k times is a box of
    /// d = 2^k pixels (variance (d² − 1)/12) and reading the result bilinearly a tent of d pixels
    /// (variance d²/6); the passes make up the rest, so the whole is the Gaussian asked for.
    static func steps(sigma: CGFloat) -> (factor: Int, sigma: CGFloat) {
        var factor = 1
        while sigma / CGFloat(factor) > maxSigma, factor < 64 { factor *= 2 }
        let d = CGFloat(factor)
        let spent = factor > 1 ? (d * d - 1) / 12 + d * d / 6 : 0
        return (factor, max(sigma * sigma - spent, 0).squareRoot() / d)
    }

    /// The pixels the first halving adds on every side, replicating the edge pixels at full
    /// resolution (as the unreduced blur's clamped reads do), so that a region cut short by the
    /// target's edge is not extended by the mean of a reduced texel instead: the Gaussian's reach,
    /// in whole reduced texels; none when the image is not reduced.
    static func padding(sigma: CGFloat, factor: Int) -> Int {
        guard factor > 1 else { return 0 }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        return (reach + factor - 1) / factor * factor
    }

    /// Normalized weights of a sampled Gaussian of `sigma` texels, from the centre outwards, to
    /// three deviations (at most ``BackdropBlurShader/maxTaps``); one weight of 1 for none.
    static func weights(sigma: CGFloat) -> [Float] {
        guard sigma > 0.05 else { return [1] }
        let taps = min(Int((3 * sigma).rounded(.up)) + 1, BackdropBlurShader.maxTaps)
        let raw = (0..<taps).map { i in exp(-Double(i * i) / (2 * Double(sigma * sigma))) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        return raw.map { Float($0 / total) }
    }

    /// One pass: the top-left `width` × `height` pixels of `destination` from `image`, starting
    /// at `origin` (source texels; reads outside the image take its nearest edge texel), each
    /// texel read at `sampling` source texels per destination texel, blurred along `step`.
    private func draw(
        _ image: (target: RenderTarget, width: Int, height: Int), into destination: RenderTarget, width: Int, height: Int,
        origin: (x: CGFloat, y: CGFloat) = (0, 0), sampling: CGFloat = 1, step: (x: CGFloat, y: CGFloat), weights: [Float],
        program: GLProgram
    ) {
        context.bind(destination)
        let placed = CATransform3DConcat(
            CATransform3DMakeScale(CGFloat(width), CGFloat(height), 1),
            LayerQuadDrawer.projection(width: destination.width, height: destination.height))
        let sw = Float(image.target.width), sh = Float(image.target.height)
        context.setUniform(at: program.uniformLocation("uTransform"), matrix: placed)
        context.setUniform(
            at: program.uniformLocation("uTexRect"), Float(origin.x) / sw, Float(origin.y) / sh,
            Float(CGFloat(width) * sampling) / sw,
            Float(CGFloat(height) * sampling) / sh)
        context.setUniform(
            at: program.uniformLocation("uLimit"), 0.5 / sw, 0.5 / sh, (Float(image.width) - 0.5) / sw,
            (Float(image.height) - 0.5) / sh)
        context.setUniform(at: program.uniformLocation("uStep"), Float(step.x) / sw, Float(step.y) / sh, 0, 0)
        context.setUniform(at: program.uniformLocation("uWeights[0]"), floats: weights)
        context.setUniform(at: program.uniformLocation("uTapCount"), Float(weights.count))
        context.bindTexture(image.target.texture, unit: 0)
        context.drawQuadStrip(quad)
    }

    private func blurProgram() throws(GLError) -> GLProgram {
        if let program { return program }
        let made = try context.makeProgram(ShaderLibrary.backdropBlur)
        context.use(made)
        context.setUniform(at: made.uniformLocation("uTexture"), textureUnit: 0)
        program = made
        return made
    }

    private func resultTarget(width: Int, height: Int) throws(GLError) -> RenderTarget {
        if let index = spare.firstIndex(where: { $0.width == width && $0.height == height }) {
            return spare.remove(at: index)
        }
        return try context.makeRenderTarget(width: width, height: height)
    }
}
