import Graphics

/// A failure in the GL layer. Every case says what was attempted and carries the driver's words.
public enum GLError: Error, Equatable, CustomStringConvertible {
    /// A shader stage did not compile; `log` is the driver's info log.
    case shaderCompilationFailed(program: String, stage: String, log: String)
    /// The program did not link; `log` is the driver's info log.
    case programLinkFailed(program: String, log: String)
    /// A framebuffer was incomplete; `status` is the symbolic `glCheckFramebufferStatus` value.
    case framebufferIncomplete(status: String)
    /// A size that GL cannot hold: zero, negative, or over the driver's limit.
    case invalidSize(width: Int, height: Int, limit: Int)
    /// A region outside the object it addresses.
    case regionOutOfBounds(String)
    /// GL reported an error after `operation`.
    case glError(operation: String, error: String)
    /// A call that cannot be made as asked, refused before GL sees it.
    case invalidArgument(String)
    /// The context was lost (a GPU reset, or `EGL_CONTEXT_LOST`): every GL object of it is dead
    /// and nothing more can be drawn with it. Make a new ``GLContext`` and ``Compositor``; the
    /// next frame uploads the layers' contents again from the bitmaps they keep.
    case contextLost(GLContextReset)

    public var description: String {
        switch self {
        case .shaderCompilationFailed(let program, let stage, let log):
            "the \(stage) shader of program '\(program)' failed to compile: \(log)"
        case .programLinkFailed(let program, let log):
            "program '\(program)' failed to link: \(log)"
        case .framebufferIncomplete(let status):
            "framebuffer incomplete: \(status)"
        case .invalidSize(let width, let height, let limit):
            "size \(width)x\(height) is not allowed: each side must be between 1 and \(limit)"
        case .regionOutOfBounds(let what):
            "region out of bounds: \(what)"
        case .glError(let operation, let error):
            "\(error) after \(operation)"
        case .invalidArgument(let what):
            "invalid argument: \(what)"
        case .contextLost(let reset):
            "the GL context was lost: \(reset)"
        }
    }

    /// `region` (inside a `from` width × height) placed at `origin` (inside a `to` width × height);
    /// throws ``regionOutOfBounds(_:)``, naming both with `describe`, when either does not fit.
    static func checkCopy(
        _ region: PixelRect, from: (width: Int, height: Int), at origin: (x: Int, y: Int), to: (width: Int, height: Int),
        describe: (PixelRect) -> String
    ) throws(GLError) -> PixelRect {
        let placed = PixelRect(x: origin.x, y: origin.y, width: region.width, height: region.height)
        guard region.isInside(width: from.width, height: from.height), placed.isInside(width: to.width, height: to.height)
        else { throw .regionOutOfBounds(describe(placed)) }
        return placed
    }

    /// Throws ``invalidSize(width:height:limit:)`` unless both sides are between 1 and `limit`.
    static func checkSize(width: Int, height: Int, limit: Int) throws(GLError) {
        guard width >= 1, height >= 1, width <= limit, height <= limit else {
            throw .invalidSize(width: width, height: height, limit: limit)
        }
    }
}
