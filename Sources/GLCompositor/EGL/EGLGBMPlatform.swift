import CEGL
import CGBM
import Foundation

/// `EGL_KHR_platform_gbm` on a DRM render node: open the node, make a GBM device on it, and ask EGL
/// for a display on that device.
enum EGLGBMPlatform {
    static func candidates(options: GLContextOptions) throws(EGLFailure) -> [DisplayCandidate] {
        let client = EGLExtensionString.client
        guard client.contains("EGL_KHR_platform_gbm") || client.contains("EGL_MESA_platform_gbm") else {
            throw EGLFailure("libEGL does not offer EGL_KHR_platform_gbm")
        }
        let nodes = options.renderNodes ?? renderNodes(in: options.driDirectory)
        guard !nodes.isEmpty else {
            throw EGLFailure("no render node matches \(options.driDirectory)/renderD*")
        }
        return nodes.map { path in DisplayCandidate(target: path) { () throws(EGLFailure) in try open(path) } }
    }

    /// The `renderD*` entries of `directory`, sorted; empty when the directory does not exist.
    static func renderNodes(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix("renderD") }.sorted().map { "\(directory)/\($0)" }
    }

    private static func open(_ path: String) throws(EGLFailure) -> EGLDisplayConnection {
        if let why = GLLibrary.gbm.openFailure { throw EGLFailure("\(GLLibrary.gbm) could not be opened: \(why)") }
        let fd = Glibc.open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            throw EGLFailure("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard let device = gbm_create_device(fd) else {
            close(fd)
            throw EGLFailure("gbm_create_device failed on \(path)")
        }
        let release = {
            gbm_device_destroy(device)
            close(fd)
        }
        guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_GBM_KHR), UnsafeMutableRawPointer(device), nil)
        else {
            let error = EGLErrorName.last()
            release()
            throw EGLFailure("eglGetPlatformDisplay(EGL_PLATFORM_GBM_KHR) failed (\(error))")
        }
        return try EGLDisplayConnection(display: display, backend: .gbm, target: path, releaseNative: release)
    }
}
