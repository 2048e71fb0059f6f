import CGLES3
import Graphics

/// An offscreen image the GPU draws into: an RGBA8 texture attached to a framebuffer.
///
/// Targets are drawn top-down: row 0 of the framebuffer is the top row of the image, so that
/// scissor rects, viewports and readback all use the same y-down pixel coordinates as the layer
/// tree, and no stage flips rows.
public final class RenderTarget {
    public let width: Int
    public let height: Int
    public let texture: GLTexture
    public let framebuffer: GLFramebuffer

    init(width: Int, height: Int, texture: GLTexture, framebuffer: GLFramebuffer) {
        self.width = width
        self.height = height
        self.texture = texture
        self.framebuffer = framebuffer
    }

    /// Bytes of GPU memory the target's pixels occupy.
    public var byteCount: Int { texture.byteCount }
}

extension GLContext {
    /// Makes an offscreen target of `width` × `height` pixels, cleared to transparent.
    /// The context must be current.
    /// - Throws: ``GLError/invalidSize(width:height:limit:)`` when a side is below 1 or above
    ///   ``GLCapabilities/maxRenderTargetSize``, before any GL call is made.
    public func makeRenderTarget(width: Int, height: Int) throws(GLError) -> RenderTarget {
        assertCurrent()
        try GLError.checkSize(width: width, height: height, limit: capabilities.maxRenderTargetSize)
        let texture = generateTexture(width: width, height: height)
        glTexStorage2D(.texture2D, 1, .rgba8, GLsizei(width), GLsizei(height))
        try checkError("allocating a \(width)x\(height) render target")
        let framebuffer = try makeFramebuffer(colorAttachment: texture)
        let target = RenderTarget(width: width, height: height, texture: texture, framebuffer: framebuffer)
        bind(target)
        clear(to: .clear)
        return target
    }

    /// Copies the pixels of `region` of `source` into `destination` with the region's top-left
    /// corner at `origin`, exactly (no scaling, filtering or blending; the scissor is turned
    /// off). `source` and `destination` must be different targets, and both rects must lie
    /// inside their targets. The context must be current.
    /// - Throws: ``GLError/regionOutOfBounds(_:)`` when a rect does not fit its target,
    ///   ``GLError/invalidArgument(_:)`` when `source` is `destination`.
    public func copyPixels(
        _ region: PixelRect, from source: RenderTarget, to destination: RenderTarget, at origin: (x: Int, y: Int)
    ) throws(GLError) {
        assertCurrent()
        assertOwns(source.framebuffer)
        assertOwns(destination.framebuffer)
        let placed = try GLError.checkCopy(
            region, from: (source.width, source.height), at: origin, to: (destination.width, destination.height)
        ) {
            "copying \(region) of a \(source.width)x\(source.height) target to \($0) in a \(destination.width)x\(destination.height) one"
        }
        guard source !== destination else {
            throw .invalidArgument("copyPixels needs two different targets (GL cannot blit a framebuffer onto itself)")
        }
        guard !region.isEmpty else { return }
        setScissor(nil)
        state.bindForBlit(read: source.framebuffer.name, draw: destination.framebuffer.name)
        glBlitFramebuffer(
            GLint(region.x), GLint(region.y), GLint(region.x + region.width), GLint(region.y + region.height),
            GLint(placed.x), GLint(placed.y), GLint(placed.x + placed.width), GLint(placed.y + placed.height),
            GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        bind(destination)
    }

    /// Directs drawing to `target`, with a viewport covering all of it.
    public func bind(_ target: RenderTarget) {
        assertCurrent()
        bindForDrawing(target.framebuffer, width: target.width, height: target.height)
    }

    /// Clears `region` of `target` (all of it when nil) to `color`. The context must be current.
    public func clear(_ target: RenderTarget, to color: PremultipliedRGBA, region: PixelRect? = nil) {
        bind(target)
        clear(to: color, region: region)
    }

    /// Reads `region` of `target` (default: all of it) back into a premultiplied BGRA image,
    /// top row first. The context must be current.
    /// - Throws: ``GLError/regionOutOfBounds(_:)`` for a region outside the target.
    public func readPixels(_ target: RenderTarget, region: PixelRect? = nil) throws(GLError) -> PixelImage {
        assertCurrent()
        let region = region ?? PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        guard region.isInside(width: target.width, height: target.height) else {
            throw .regionOutOfBounds("\(region) in a \(target.width)x\(target.height) target")
        }
        bind(target)
        var image = PixelImage(width: region.width, height: region.height)
        guard region.width > 0, region.height > 0 else { return image }
        let readsBGRA = capabilities.readsBGRA
        image.withUnsafeMutableBytes { bytes in
            glReadPixels(
                GLint(region.x), GLint(region.y), GLsizei(region.width), GLsizei(region.height),
                readsBGRA ? .bgraExt : .rgba, .unsignedByte, bytes.baseAddress)
            if !readsBGRA { PixelConversion.swapRedBlue(bytes) }
        }
        try checkError("reading back \(region) of a \(target.width)x\(target.height) target")
        return image
    }
}
