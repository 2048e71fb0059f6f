import CEGL
import CGLES3

/// One OpenGL ES 3 context with no surface, and everything that belongs to it: the GL objects it
/// made, its state cache, its capabilities and its debug log.
///
/// Threading: a context is used by one thread at a time. GL calls go to whatever context is
/// current on the calling thread, and a call with none current does nothing and reports nothing,
/// so every operation of this layer runs inside ``withCurrent(_:)`` (or after ``makeCurrent()``)
/// on the thread that calls it, and never across an `await`. Debug builds check this at each
/// entry point.
///
/// GL objects (``GLTexture``, ``GLFramebuffer``, …) are made by the context and deleted on it:
/// dropping a wrapper queues its name, and the context deletes queued names whenever it is made
/// current, and when it is destroyed.
public final class GLContext {
    /// The backend that produced this context.
    public let backend: EGLBackendKind
    /// What the backend opened: a device path, a device index or the platform name.
    public let backendTarget: String
    /// Whether the context was made with robust access and lose-context-on-reset.
    public let isRobust: Bool
    /// Whether `KHR_debug` messages are routed to ``debugLog``.
    public let hasDebugOutput: Bool
    public let capabilities: GLCapabilities
    /// Messages from the driver's `KHR_debug` output, when ``hasDebugOutput``.
    public let debugLog: GLDebugLog

    let connection: EGLDisplayConnection
    let eglContext: EGLContext
    let tracker = GLObjectTracker()
    var state = GLStateCache()
    /// The driver's reset-status query, when it offers one.
    let resetStatusQuery: GLResetStatusQuery?
    /// Why the context was lost, once it was; see ``isLost``.
    public internal(set) var lostReason: GLContextReset?
    /// A reset the next ``checkForReset()`` reports (fault injection for tests).
    var injectedReset: GLContextReset?
    /// GL names deleted on this context since it was made (none are, once it is lost).
    package private(set) var deletedObjectCount = 0

    /// Makes a context with the first backend of `options` that works.
    ///
    /// Call on the thread that will use the context. The context is not left current.
    /// - Throws: ``GLContextError/noBackendSucceeded(_:)`` naming every backend tried, what it
    ///   opened and the EGL error.
    public init(options: GLContextOptions = GLContextOptions()) throws(GLContextError) {
        let handle = try EGLContextFactory.makeContext(options)
        connection = handle.connection
        eglContext = handle.context
        backend = handle.connection.backend
        backendTarget = handle.connection.target
        isRobust = handle.isRobust
        debugLog = GLDebugLog()
        let previous = CurrentEGLContext.save()
        guard eglMakeCurrent(handle.connection.display, nil, nil, handle.context) == EGLBoolean(EGL_TRUE) else {
            let error = EGLErrorName.last()
            eglDestroyContext(handle.connection.display, handle.context)
            throw .noBackendSucceeded([
                BackendAttempt(backend: backend, target: backendTarget, reason: "eglMakeCurrent failed (\(error))")
            ])
        }
        capabilities = GLCapabilities.probe(disablingBGRA: options.disablesBGRAExtensions)
        resetStatusQuery = GLResetStatusQuery.load(capabilities)
        hasDebugOutput =
            handle.isDebug && capabilities.hasDebugOutput
            && GLDebugOutput.install(debugLog)
        glPixelStorei(.unpackAlignment, 4)
        glPixelStorei(.packAlignment, 4)
        previous.restoreOrRelease(handle.connection.display)
    }

    /// Makes the context from ``GLContextOptions/backendVariable`` and friends in the process environment.
    public static func fromEnvironment(_ environment: [String: String]) throws(GLContextError) -> GLContext {
        try GLContext(options: GLContextOptions.fromEnvironment(environment))
    }

    /// A lost context deletes none of its objects (they died with it): destroying the EGL context
    /// frees what the driver held.
    deinit {
        let previous = CurrentEGLContext.save()
        if eglMakeCurrent(connection.display, nil, nil, eglContext) == EGLBoolean(EGL_TRUE) {
            deletePendingObjects()
            GLDebugOutput.uninstall()
            previous.restoreOrRelease(connection.display)
        }
        eglDestroyContext(connection.display, eglContext)
    }

    /// The client extensions of the process's libEGL: which platforms (`EGL_EXT_platform_device`,
    /// `EGL_KHR_platform_gbm`, `EGL_MESA_platform_surfaceless`, …) it can open at all.
    public static var eglClientExtensions: Set<String> { EGLExtensionString.client }

    /// Whether this context is current on the calling thread.
    public var isCurrent: Bool { eglGetCurrentContext() == eglContext }

    /// Makes the context current on the calling thread and deletes the GL objects whose wrappers died.
    /// - Throws: ``GLContextError/makeCurrentFailed(_:)``, for instance when another thread holds it;
    ///   ``GLContextError/contextLost(_:)`` when EGL reports `EGL_CONTEXT_LOST` (the context is then
    ///   lost, see ``isLost``).
    public func makeCurrent() throws(GLContextError) {
        if !isCurrent {
            if injectedReset == .eglContextLost {
                injectedReset = nil
                markLost(.eglContextLost)
                throw .contextLost(.eglContextLost)
            }
            guard eglMakeCurrent(connection.display, nil, nil, eglContext) == EGLBoolean(EGL_TRUE) else {
                let error = eglGetError()
                if error == EGL_CONTEXT_LOST {
                    markLost(.eglContextLost)
                    throw .contextLost(.eglContextLost)
                }
                throw .makeCurrentFailed(EGLErrorName.of(error))
            }
        }
        deletePendingObjects()
    }

    /// Runs `body` with the context current on the calling thread, then gives the thread back the
    /// context it had before (or none). Nested calls on the same context cost nothing.
    public func withCurrent<R>(_ body: () throws -> R) throws -> R {
        if isCurrent {
            defer { deletePendingObjects() }
            return try body()
        }
        let previous = CurrentEGLContext.save()
        try makeCurrent()
        defer {
            deletePendingObjects()
            previous.restoreOrRelease(connection.display)
        }
        return try body()
    }

    /// Deletes the GL names of wrappers that died. The context must be current.
    public func collectGarbage() {
        assertCurrent()
        deletePendingObjects()
    }

    /// Live GL objects of each kind made by this context, counting those not yet collected.
    public var liveObjectCounts: [GLObjectKind: Int] { tracker.liveCounts }

    /// The total of ``liveObjectCounts``.
    public var liveObjectCount: Int { liveObjectCounts.values.reduce(0, +) }

    /// GL calls the state cache made unnecessary since the context was made.
    public var skippedStateChanges: Int { state.skippedCalls }

    /// In debug builds, stops with a clear message when this context is not current: a GL call
    /// made then would silently do nothing.
    @inline(__always)
    func assertCurrent(_ function: StaticString = #function) {
        #if DEBUG
            precondition(isCurrent, "\(function) needs its GLContext current on this thread (use withCurrent)")
        #endif
    }

    /// Checks that `object` belongs to this context.
    @inline(__always)
    func assertOwns(_ object: GLObject) {
        precondition(object.tracker === tracker, "a \(object.kind) of another GLContext was used here")
    }

    private func deletePendingObjects() {
        for (kind, name) in tracker.takePendingDeletions() {
            var name = name
            switch kind {
            case .texture: glDeleteTextures(1, &name)
            case .framebuffer: glDeleteFramebuffers(1, &name)
            case .renderbuffer: glDeleteRenderbuffers(1, &name)
            case .program: glDeleteProgram(name)
            case .buffer: glDeleteBuffers(1, &name)
            case .vertexArray: glDeleteVertexArrays(1, &name)
            }
            state.forget(kind, name: name)
            deletedObjectCount += 1
        }
    }
}

/// The EGL context, display and surfaces current on the calling thread, to put back later.
struct CurrentEGLContext {
    let display: EGLDisplay?
    let context: EGLContext?
    let draw: EGLSurface?
    let read: EGLSurface?

    static func save() -> CurrentEGLContext {
        CurrentEGLContext(
            display: eglGetCurrentDisplay(), context: eglGetCurrentContext(),
            draw: eglGetCurrentSurface(EGL_DRAW), read: eglGetCurrentSurface(EGL_READ))
    }

    /// Makes the saved context current again, or releases `display`'s context from the thread when
    /// there was none, so no context stays bound to a thread that no longer uses it.
    func restoreOrRelease(_ display: EGLDisplay) {
        if let savedDisplay = self.display, let context {
            eglMakeCurrent(savedDisplay, draw, read, context)
        } else {
            eglMakeCurrent(display, nil, nil, nil)
        }
    }
}
