import Foundation
import Graphics

/// How the result of a pass becomes a shadow: its alpha blurred by a Gaussian of `sigma` target
/// pixels (in the pass's own pixels) and tinted with `color`. The shadow of a layer whose
/// sublayers (or contents) shape it, drawn by ``DrawOp/Source/shadow(_:_:)``.
package struct PassShadow: Equatable, Sendable {
    /// The Gaussian's standard deviation, in the pass's pixels.
    package let sigma: Float
    /// The shadow's colour, premultiplied (`shadowOpacity` is the operation's opacity).
    package let color: PremultipliedRGBA
    /// The signature of what the pass draws, with `sigma` and `color`: equal keys blur to the
    /// same pixels, so an executor may keep a blurred shadow while its key comes back.
    package let key: Int

    /// How many texels on each side the blur reads, and how far the shadow reaches past what
    /// casts it: three standard deviations, rounded up.
    package static func reach(_ sigma: Float) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int((3 * sigma).rounded(.up))
    }
}
