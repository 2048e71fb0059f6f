import CGLLoader

/// A GL library the package opens at run time rather than links (see `CGLLoader`): a program starts
/// on a machine without them, and snapshots draw in software there.
public enum GLLibrary: CaseIterable, Sendable, CustomStringConvertible {
    /// libEGL: platforms, displays and contexts.
    case egl
    /// libGLESv2: the OpenGL ES 3 functions.
    case gles
    /// libgbm: buffers on a DRM render node, for the GBM backend only.
    case gbm

    private var library: uikitgl_library {
        switch self {
        case .egl: UIKITGL_LIBRARY_EGL
        case .gles: UIKITGL_LIBRARY_GLES
        case .gbm: UIKITGL_LIBRARY_GBM
        }
    }

    /// The file opened: the default soname, or what `UIKITGL_EGL_LIBRARY`, `UIKITGL_GLES_LIBRARY`
    /// or `UIKITGL_GBM_LIBRARY` names (a path that does not exist hides the library).
    public var fileName: String { String(cString: uikitgl_library_name(library)) }

    /// Opens the library if it is not open yet; nil when it is open, else why it could not be.
    public var openFailure: String? {
        guard uikitgl_library_open(library) == 0 else { return nil }
        return uikitgl_library_error(library).map { String(cString: $0) } ?? "\(fileName) could not be opened"
    }

    public var description: String {
        switch self {
        case .egl: "libEGL"
        case .gles: "libGLESv2"
        case .gbm: "libgbm"
        }
    }
}
