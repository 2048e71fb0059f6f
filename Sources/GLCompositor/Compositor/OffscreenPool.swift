/// Offscreen render targets for passes, reused from frame to frame.
///
/// Sizes are rounded up to multiples of 64 pixels so that a group whose size changes a little
/// each frame (an animation) keeps its target. Targets not used in a frame are released.
final class OffscreenPool {
    private let context: GLContext
    private var targets: [(target: RenderTarget, inUse: Bool)] = []

    init(context: GLContext) { self.context = context }

    /// A target at least `width` × `height`, cleared to transparent unless `cleared` is false
    /// (its pixels are then whatever it last held).
    func acquire(width: Int, height: Int, cleared: Bool = true) throws(GLError) -> RenderTarget {
        let limit = context.capabilities.maxRenderTargetSize
        let w = min(Self.roundUp(width), max(width, limit)), h = min(Self.roundUp(height), max(height, limit))
        if let index = targets.firstIndex(where: { !$0.inUse && $0.target.width == w && $0.target.height == h }) {
            targets[index].inUse = true
            if cleared { context.clear(targets[index].target, to: .clear) }
            return targets[index].target
        }
        let target = try context.makeRenderTarget(width: w, height: h)
        targets.append((target, true))
        return target
    }

    /// Ends a frame: releases the targets it did not use, frees the others for the next frame.
    func endFrame() {
        targets.removeAll { !$0.inUse }
        for index in targets.indices { targets[index].inUse = false }
    }

    private static func roundUp(_ value: Int) -> Int { max(64, (value + 63) / 64 * 64) }
}
