import CEGL

/// An initialized EGL display, and whatever native object it was opened on (a GBM device and its
/// file descriptor), released together when the last user lets go.
final class EGLDisplayConnection {
    let display: EGLDisplay
    let backend: EGLBackendKind
    /// What was opened: a device path, a device index, or the platform name.
    let target: String
    let extensions: Set<String>
    let version: (major: Int32, minor: Int32)
    private let releaseNative: () -> Void

    /// Initializes `display`. On failure the native resources are released by `releaseNative`.
    init(
        display: EGLDisplay, backend: EGLBackendKind, target: String,
        releaseNative: @escaping () -> Void = {}
    ) throws(EGLFailure) {
        var major: EGLint = 0, minor: EGLint = 0
        guard EGLDisplayRegistry.initialize(display, major: &major, minor: &minor) else {
            let error = EGLErrorName.last()
            releaseNative()
            throw EGLFailure("eglInitialize failed (\(error))")
        }
        self.display = display
        self.backend = backend
        self.target = target
        self.version = (major, minor)
        self.extensions = EGLExtensionString.parse(eglQueryString(display, EGL_EXTENSIONS))
        self.releaseNative = releaseNative
    }

    deinit {
        EGLDisplayRegistry.terminate(display)
        releaseNative()
    }

    func has(_ extensionName: String) -> Bool { extensions.contains(extensionName) }
}

/// Reference counts of initialized displays, process-wide.
///
/// EGL hands out one `EGLDisplay` per (platform, native display): two contexts on the surfaceless
/// platform share a display, and `eglTerminate` on it would break the other. Displays are
/// terminated only when their last connection goes.
enum EGLDisplayRegistry {
    private static let counts = Locked<[Int: Int]>([:])

    static func initialize(_ display: EGLDisplay, major: inout EGLint, minor: inout EGLint) -> Bool {
        let key = Int(bitPattern: display)
        return counts.withLock { counts in
            guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else { return false }
            counts[key, default: 0] += 1
            return true
        }
    }

    static func terminate(_ display: EGLDisplay) {
        let key = Int(bitPattern: display)
        counts.withLock { counts in
            let remaining = counts[key, default: 1] - 1
            if remaining <= 0 {
                counts[key] = nil
                eglTerminate(display)
            } else {
                counts[key] = remaining
            }
        }
    }
}

/// A failure inside one backend attempt, before it is tagged with backend and target.
struct EGLFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// A display some platform can open, named before it is opened.
struct DisplayCandidate {
    let target: String
    let open: () throws(EGLFailure) -> EGLDisplayConnection
}

enum EGLExtensionString {
    static func parse(_ string: UnsafePointer<CChar>?) -> Set<String> {
        guard let string else { return [] }
        return Set(String(cString: string).split(separator: " ").map(String.init))
    }

    /// Client extensions (`EGL_EXT_client_extensions`): the platforms this libEGL offers.
    static var client: Set<String> { parse(eglQueryString(nil, EGL_EXTENSIONS)) }
}
