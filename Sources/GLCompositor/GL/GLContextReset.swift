import CEGL
import CGLES3

/// Why a ``GLContext`` was lost: what `glGetGraphicsResetStatus` answered after a GPU reset, or
/// EGL's `EGL_CONTEXT_LOST`.
///
/// A lost context is gone for good: every GL object it made is dead and every GL call on it does
/// nothing. Recover by making a new ``GLContext`` and a new ``Compositor`` on it; its first frame
/// uploads every layer's contents again from the bitmaps the layers keep (backing stores, images,
/// text), without running `draw(_:)` again.
public enum GLContextReset: String, Sendable, Equatable, CustomStringConvertible {
    /// `GL_GUILTY_CONTEXT_RESET`: this context's own commands caused the reset.
    case guilty
    /// `GL_INNOCENT_CONTEXT_RESET`: another context caused it.
    case innocent
    /// `GL_UNKNOWN_CONTEXT_RESET`: the driver cannot say who caused it.
    case unknown
    /// `EGL_CONTEXT_LOST` from `eglMakeCurrent`: a power management event or a reset EGL saw first.
    case eglContextLost

    /// The status code `glGetGraphicsResetStatus` reports for this reset (none for EGL's loss).
    var statusCode: GLenum? {
        switch self {
        case .guilty: GLenum(GL_GUILTY_CONTEXT_RESET_KHR)
        case .innocent: GLenum(GL_INNOCENT_CONTEXT_RESET_KHR)
        case .unknown: GLenum(GL_UNKNOWN_CONTEXT_RESET_KHR)
        case .eglContextLost: nil
        }
    }

    /// The reset a `glGetGraphicsResetStatus` code reports, or nil for `GL_NO_ERROR`.
    init?(statusCode: GLenum) {
        switch Int32(bitPattern: statusCode) {
        case GL_GUILTY_CONTEXT_RESET_KHR: self = .guilty
        case GL_INNOCENT_CONTEXT_RESET_KHR: self = .innocent
        case GL_UNKNOWN_CONTEXT_RESET_KHR: self = .unknown
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .guilty: "GL_GUILTY_CONTEXT_RESET (this context caused a GPU reset)"
        case .innocent: "GL_INNOCENT_CONTEXT_RESET (another context caused a GPU reset)"
        case .unknown: "GL_UNKNOWN_CONTEXT_RESET (a GPU reset of unknown cause)"
        case .eglContextLost: "EGL_CONTEXT_LOST"
        }
    }
}

/// The driver's `glGetGraphicsResetStatus`, loaded optionally: core in OpenGL ES 3.2, else
/// `GL_KHR_robustness`'s or `GL_EXT_robustness`'s entry point.
struct GLResetStatusQuery {
    /// The entry point's name.
    let name: String
    private let query: PFNGLGETGRAPHICSRESETSTATUSKHRPROC

    /// The best entry point the current context offers, or nil when it offers none.
    static func load(_ capabilities: GLCapabilities) -> GLResetStatusQuery? {
        var names: [String] = []
        let prefix = "OpenGL ES 3."
        if capabilities.version.hasPrefix(prefix),
            let minor = capabilities.version.dropFirst(prefix.count).first?.wholeNumberValue, minor >= 2
        {
            names.append("glGetGraphicsResetStatus")
        }
        if capabilities.extensions.contains("GL_KHR_robustness") { names.append("glGetGraphicsResetStatusKHR") }
        if capabilities.extensions.contains("GL_EXT_robustness") { names.append("glGetGraphicsResetStatusEXT") }
        for name in names {
            if let query = EGLProc.load(name, as: PFNGLGETGRAPHICSRESETSTATUSKHRPROC.self) {
                return GLResetStatusQuery(name: name, query: query)
            }
        }
        return nil
    }

    /// Asks the driver; the context must be current.
    func callAsFunction() -> GLenum { query() }
}

extension GLContext {
    /// Whether the context was lost (see ``lostReason``). Nothing can be drawn with it any more.
    public var isLost: Bool { lostReason != nil }

    /// The entry point that asks the driver whether the GPU was reset (`glGetGraphicsResetStatus`,
    /// or its `KHR`/`EXT` twin), or nil when the driver offers none: then only a GL error of
    /// `GL_CONTEXT_LOST` or EGL's `EGL_CONTEXT_LOST` can reveal a loss.
    public var resetStatusEntryPoint: String? { resetStatusQuery?.name }

    /// Asks whether the context was lost since the last check — a GPU reset the driver reports
    /// through `glGetGraphicsResetStatus`, or one `simulateReset(_:)` injected — and if so marks
    /// it lost (every GL object dead: nothing will be deleted on it, and the live counts drop as the
    /// wrappers go). The context must be current, unless it is already lost.
    /// - Throws: ``GLError/contextLost(_:)`` when the context is, or has just been found, lost.
    public func checkForReset() throws(GLError) {
        if let lostReason { throw .contextLost(lostReason) }
        assertCurrent()
        let injected = injectedReset?.statusCode.flatMap(GLContextReset.init(statusCode:))
        if injected != nil { injectedReset = nil }
        guard let reported = injected ?? resetStatusQuery.flatMap({ GLContextReset(statusCode: $0()) }) else { return }
        markLost(reported)
        throw .contextLost(reported)
    }

    /// Throws ``GLError/contextLost(_:)`` if the context is known to be lost; makes no GL call.
    func checkNotLost() throws(GLError) {
        if let lostReason { throw .contextLost(lostReason) }
    }

    /// Fault injection for tests: the next ``checkForReset()`` (the compositor makes one after
    /// every frame, and whenever GL reports an error) reports `reset` as if the driver had — or,
    /// for ``GLContextReset/eglContextLost``, the next ``makeCurrent()`` that has to call
    /// `eglMakeCurrent` fails with `EGL_CONTEXT_LOST` — and the context is lost from then on.
    /// llvmpipe never resets, so tests lose contexts this way.
    package func simulateReset(_ reset: GLContextReset = .guilty) {
        injectedReset = reset
    }

    /// Records the loss: the context is unusable and its objects are dead.
    func markLost(_ reset: GLContextReset) {
        guard lostReason == nil else { return }
        lostReason = reset
        tracker.markLost()
    }
}
