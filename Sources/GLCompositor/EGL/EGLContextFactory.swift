import CEGL

/// A configless, surfaceless OpenGL ES 3 context on an initialized display.
struct EGLContextHandle {
    let connection: EGLDisplayConnection
    let context: EGLContext
    let isRobust: Bool
    let isDebug: Bool
}

/// Walks the backends in order and returns the first context that can be made current.
enum EGLContextFactory {
    static func makeContext(_ options: GLContextOptions) throws(GLContextError) -> EGLContextHandle {
        for library in [GLLibrary.egl, .gles] {
            guard let why = library.openFailure else { continue }
            throw .noBackendSucceeded(
                options.backends.map {
                    BackendAttempt(backend: $0, target: library.fileName, reason: "\(library) could not be opened: \(why)")
                })
        }
        var attempts: [BackendAttempt] = []
        for backend in options.backends {
            let candidates: [DisplayCandidate]
            do {
                candidates = try displayCandidates(for: backend, options: options)
            } catch {
                attempts.append(BackendAttempt(backend: backend, target: targetSummary(backend, options), reason: error.reason))
                continue
            }
            for candidate in candidates {
                do {
                    let connection = try candidate.open()
                    return try createContext(on: connection, debug: options.debugOutput)
                } catch {
                    attempts.append(BackendAttempt(backend: backend, target: candidate.target, reason: error.reason))
                }
            }
        }
        throw .noBackendSucceeded(attempts)
    }

    private static func displayCandidates(
        for backend: EGLBackendKind, options: GLContextOptions
    ) throws(EGLFailure) -> [DisplayCandidate] {
        switch backend {
        case .device: try EGLDevicePlatform.candidates(options: options)
        case .gbm: try EGLGBMPlatform.candidates(options: options)
        case .surfaceless: try EGLSurfacelessPlatform.candidates()
        }
    }

    /// What a backend would have opened, for errors raised before any single candidate exists.
    private static func targetSummary(_ backend: EGLBackendKind, _ options: GLContextOptions) -> String {
        switch backend {
        case .device: "EGL_PLATFORM_DEVICE_EXT"
        case .gbm: options.renderNodes?.joined(separator: ", ") ?? "\(options.driDirectory)/renderD*"
        case .surfaceless: EGLSurfacelessPlatform.target
        }
    }

    /// Creates the context, asking for robustness and debug output where offered and dropping each
    /// request in turn if the driver refuses it.
    static func createContext(on connection: EGLDisplayConnection, debug: Bool) throws(EGLFailure) -> EGLContextHandle {
        guard connection.has("EGL_KHR_surfaceless_context") else {
            throw EGLFailure("display lacks EGL_KHR_surfaceless_context")
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGLBoolean(EGL_TRUE) else {
            throw EGLFailure("eglBindAPI(EGL_OPENGL_ES_API) failed (\(EGLErrorName.last()))")
        }
        let config = try chooseConfig(connection)
        let robustOffered = connection.has("EGL_EXT_create_context_robustness")
        let wishes = [(robustOffered, debug), (false, debug), (robustOffered, false), (false, false)]
        var lastError = "EGL_SUCCESS"
        var tried = Set<[Bool]>()
        for (robust, debug) in wishes where tried.insert([robust, debug]).inserted {
            if let context = eglCreateContext(connection.display, config, nil, attributes(robust: robust, debug: debug)) {
                return EGLContextHandle(connection: connection, context: context, isRobust: robust, isDebug: debug)
            }
            lastError = EGLErrorName.last()
        }
        throw EGLFailure("eglCreateContext for OpenGL ES 3.0 failed (\(lastError))")
    }

    private static func attributes(robust: Bool, debug: Bool) -> [EGLint] {
        var list: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0]
        if robust {
            list += [
                EGL_CONTEXT_OPENGL_ROBUST_ACCESS_EXT, EGL_TRUE,
                EGL_CONTEXT_OPENGL_RESET_NOTIFICATION_STRATEGY_EXT, EGL_LOSE_CONTEXT_ON_RESET_EXT,
            ]
        }
        if debug { list += [EGL_CONTEXT_OPENGL_DEBUG, EGL_TRUE] }
        return list + [EGL_NONE]
    }

    /// No config where the display allows it (`EGL_KHR_no_config_context`); otherwise any ES 3 config.
    private static func chooseConfig(_ connection: EGLDisplayConnection) throws(EGLFailure) -> EGLConfig? {
        if connection.has("EGL_KHR_no_config_context") || connection.has("EGL_MESA_configless_context") {
            return nil
        }
        let wanted: [EGLint] = [EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_SURFACE_TYPE, 0, EGL_NONE]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(connection.display, wanted, &config, 1, &count) == EGLBoolean(EGL_TRUE), count > 0 else {
            throw EGLFailure("no EGL config renders OpenGL ES 3 (\(EGLErrorName.last()))")
        }
        return config
    }
}
