/// One backend's failed attempt to produce a context: what it tried and why that failed.
public struct BackendAttempt: Sendable, Equatable, CustomStringConvertible {
    public let backend: EGLBackendKind
    /// What the attempt opened or asked for: a device path, a device index, a platform name.
    public let target: String
    /// Why it failed, with the EGL error name where EGL gave one.
    public let reason: String

    public init(backend: EGLBackendKind, target: String, reason: String) {
        self.backend = backend
        self.target = target
        self.reason = reason
    }

    public var description: String { "\(backend) [\(target)]: \(reason)" }
}

/// Why no OpenGL ES 3 context could be made.
public enum GLContextError: Error, Equatable, CustomStringConvertible {
    /// Every backend tried failed; the attempts are listed in the order they were made.
    case noBackendSucceeded([BackendAttempt])
    /// The backend environment variable named no known backend.
    case unknownBackend(String)
    /// `eglMakeCurrent` failed for an existing context.
    case makeCurrentFailed(String)
    /// The backend environment variable asked for the software backend, which draws with the
    /// reference renderer and has no GL context.
    case softwareRequested
    /// `eglMakeCurrent` reported `EGL_CONTEXT_LOST`: the context is lost (``GLContext/isLost``);
    /// make a new one.
    case contextLost(GLContextReset)

    public var description: String {
        switch self {
        case .noBackendSucceeded(let attempts):
            let lines = attempts.map { "  - \($0)" }.joined(separator: "\n")
            return "no OpenGL ES 3 context could be created; tried:\n\(lines)"
        case .unknownBackend(let name):
            let known = EGLBackendKind.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown backend '\(name)' in \(GLContextOptions.backendVariable); expected one of \(known), "
                + "\(GLContextOptions.softwareBackendName) or auto"
        case .makeCurrentFailed(let why):
            return "eglMakeCurrent failed: \(why)"
        case .softwareRequested:
            return "\(GLContextOptions.backendVariable)=\(GLContextOptions.softwareBackendName) asks for no GL context"
        case .contextLost(let reset):
            return "the GL context was lost: \(reset)"
        }
    }

    /// The attempts recorded, if this error came from backend selection.
    public var attempts: [BackendAttempt] {
        if case .noBackendSucceeded(let attempts) = self { return attempts }
        return []
    }
}
