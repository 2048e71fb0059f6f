import Foundation
import GLCompositor
import Graphics
import Testing

/// The render nodes this machine has, for the GBM tests.
let renderNodes =
    (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri"))?
    .filter { $0.hasPrefix("renderD") } ?? []

/// Clears a small target with `context` and checks the readback: proof that the backend renders.
func expectBackendRenders(_ context: GLContext) throws {
    try context.withCurrent {
        let color = Pixel(r: 12, g: 34, b: 56, a: 255)
        let target = try context.makeRenderTarget(width: 16, height: 16)
        context.clear(target, to: PremultipliedRGBA(color))
        expectPixel(try context.readPixels(target), 15, 15, color)
    }
}

@Suite("EGL backends")
struct BackendTests {
    @Test("Surfaceless gives an OpenGL ES 3 context and a capability probe")
    func surfaceless() throws {
        let context = try GLContext(options: .only(.surfaceless))
        #expect(context.backend == .surfaceless)
        let caps = context.capabilities
        #expect(caps.version.hasPrefix("OpenGL ES 3"), "version: \(caps.version)")
        #expect(!caps.vendor.isEmpty && !caps.renderer.isEmpty && !caps.shadingLanguageVersion.isEmpty)
        #expect(caps.maxTextureSize >= 2048, "GLES 3.0 guarantees 2048")
        #expect(caps.extensions.count > 10)
        #expect(caps.uploadsBGRA == caps.extensions.contains("GL_EXT_texture_format_BGRA8888"))
        try expectBackendRenders(context)
    }

    @Test("Forcing GBM where no render node exists names the paths tried")
    func gbmWithoutRenderNode() throws {
        let options = GLContextOptions(backends: [.gbm], driDirectory: "/nonexistent/dri")
        do {
            _ = try GLContext(options: options)
            Issue.record("a GBM context was made from a directory that does not exist")
        } catch {
            #expect(error.attempts.count == 1)
            #expect(error.attempts.first?.backend == .gbm)
            #expect(error.description.contains("/nonexistent/dri/renderD*"), "\(error)")
        }
    }

    @Test("Forcing GBM on a render node that cannot be opened names it and says why")
    func gbmWithMissingNode() throws {
        let options = GLContextOptions(backends: [.gbm], renderNodes: ["/nonexistent/renderD999"])
        #expect {
            _ = try GLContext(options: options)
        } throws: { error in
            let attempt = (error as? GLContextError)?.attempts.first
            return attempt?.target == "/nonexistent/renderD999"
                && attempt?.reason.contains("No such file or directory") == true
        }
    }

    @Test("When every backend fails, the error lists each attempt in order")
    func everyAttemptIsNamed() throws {
        let options = GLContextOptions(backends: [.gbm, .gbm], renderNodes: ["/nonexistent/a", "/nonexistent/b"])
        #expect {
            _ = try GLContext(options: options)
        } throws: { error in
            guard let error = error as? GLContextError else { return false }
            let targets = error.attempts.map(\.target)
            return targets == ["/nonexistent/a", "/nonexistent/b", "/nonexistent/a", "/nonexistent/b"]
                && error.description.contains("no OpenGL ES 3 context could be created")
        }
    }

    @Test("GBM renders on a real render node", .enabled(if: !renderNodes.isEmpty, "this machine has no /dev/dri/renderD*"))
    func gbmRenders() throws {
        let context = try GLContext(options: .only(.gbm))
        #expect(context.backend == .gbm && context.backendTarget.contains("renderD"))
        try expectBackendRenders(context)
    }

    @Test(
        "The device backend renders on the device EGL enumerates (Mesa's software device on a CPU-only machine)",
        .enabled(
            if: GLContext.eglClientExtensions.contains("EGL_EXT_platform_device"),
            "this libEGL does not offer EGL_EXT_platform_device"))
    func deviceRenders() throws {
        let context = try GLContext(options: .only(.device))
        #expect(context.backend == .device && context.backendTarget.hasPrefix("EGL device"))
        try expectBackendRenders(context)
    }

    @Test("The automatic order never settles on a software EGL device")
    func automaticOrderPrefersHardware() throws {
        let context = try GLContext()
        if context.backend == .device {
            #expect(!context.backendTarget.contains("software"))
        }
        try expectBackendRenders(context)
    }

    @Test("The environment picks the backend and the render node")
    func environment() throws {
        #expect(try GLContextOptions.fromEnvironment([:]).backends == EGLBackendKind.defaultOrder)
        #expect(try GLContextOptions.fromEnvironment(["UIKITGL_BACKEND": "auto"]).backends == EGLBackendKind.defaultOrder)
        let gbm = try GLContextOptions.fromEnvironment(["UIKITGL_BACKEND": "GBM", "UIKITGL_RENDER_NODE": "/dev/dri/renderD129"])
        #expect(gbm.backends == [.gbm] && gbm.renderNodes == ["/dev/dri/renderD129"])
        #expect(try GLContextOptions.fromEnvironment(["UIKITGL_BACKEND": "device"]).allowsSoftwareDevice)
        #expect(throws: GLContextError.unknownBackend("vulkan")) {
            try GLContextOptions.fromEnvironment(["UIKITGL_BACKEND": "vulkan"])
        }
        let context = try GLContext.fromEnvironment(["UIKITGL_BACKEND": "surfaceless"])
        #expect(context.backend == .surfaceless)
    }
}
