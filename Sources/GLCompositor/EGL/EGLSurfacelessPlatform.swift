import CEGL

/// `EGL_MESA_platform_surfaceless`: a display with no native window system at all.
enum EGLSurfacelessPlatform {
    static let target = "EGL_PLATFORM_SURFACELESS_MESA"

    static func candidates() throws(EGLFailure) -> [DisplayCandidate] {
        guard EGLExtensionString.client.contains("EGL_MESA_platform_surfaceless") else {
            throw EGLFailure("libEGL does not offer EGL_MESA_platform_surfaceless (is libegl-mesa0 installed?)")
        }
        return [
            DisplayCandidate(target: target) { () throws(EGLFailure) in
                guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
                    throw EGLFailure("eglGetPlatformDisplay failed (\(EGLErrorName.last()))")
                }
                return try EGLDisplayConnection(display: display, backend: .surfaceless, target: target)
            }
        ]
    }
}
