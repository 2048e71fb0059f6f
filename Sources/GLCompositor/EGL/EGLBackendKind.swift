/// The three ways this package gets an OpenGL ES context with no window system.
public enum EGLBackendKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `EGL_EXT_platform_device`: a GPU enumerated by `EGL_EXT_device_enumeration` (NVIDIA's
    /// headless path; Mesa also lists its software rasterizer here).
    case device
    /// `EGL_KHR_platform_gbm` on a DRM render node (`/dev/dri/renderD*`).
    case gbm
    /// `EGL_MESA_platform_surfaceless`: Mesa's driver of choice, llvmpipe on a machine with no GPU.
    case surfaceless

    public var description: String { rawValue }

    /// Hardware first: a GPU through the device platform, then a render node, then surfaceless.
    public static let defaultOrder: [EGLBackendKind] = [.device, .gbm, .surfaceless]
}

/// Which backends to try, and the knobs each one takes.
public struct GLContextOptions: Sendable {
    /// Backends in the order they are tried; the first that yields a context wins.
    public var backends: [EGLBackendKind]
    /// Render nodes the GBM backend opens, in order. `nil` means every `renderD*` in ``driDirectory``.
    public var renderNodes: [String]?
    /// Where the GBM backend looks for render nodes when ``renderNodes`` is `nil`.
    public var driDirectory: String
    /// Whether the device backend may pick a software device (`EGL_MESA_device_software`).
    /// The automatic order leaves it off, so that "device" means a GPU; naming the device backend
    /// alone turns it on.
    public var allowsSoftwareDevice: Bool
    /// Route `KHR_debug` messages to the log and ask for a debug context. On by default in debug builds.
    public var debugOutput: Bool
    /// For tests: ignore `GL_EXT_texture_format_BGRA8888` and `GL_EXT_read_format_bgra` even when
    /// offered, to exercise the swizzle fallbacks of drivers without them. Off by default.
    public var disablesBGRAExtensions: Bool

    public init(
        backends: [EGLBackendKind] = EGLBackendKind.defaultOrder,
        renderNodes: [String]? = nil,
        driDirectory: String = "/dev/dri",
        allowsSoftwareDevice: Bool? = nil,
        debugOutput: Bool = GLContextOptions.isDebugBuild,
        disablesBGRAExtensions: Bool = false
    ) {
        self.backends = backends
        self.renderNodes = renderNodes
        self.driDirectory = driDirectory
        self.allowsSoftwareDevice = allowsSoftwareDevice ?? (backends == [.device])
        self.debugOutput = debugOutput
        self.disablesBGRAExtensions = disablesBGRAExtensions
    }

    /// A single backend, as when a user names it.
    public static func only(_ backend: EGLBackendKind) -> GLContextOptions {
        GLContextOptions(backends: [backend])
    }

    /// The environment variable that picks the backend: `device`, `gbm`, `surfaceless`, `auto`,
    /// or ``softwareBackendName``.
    public static let backendVariable = "UIKITGL_BACKEND"
    /// The value of ``backendVariable`` that asks for no GL at all: snapshots and glbench draw
    /// with the CPU reference renderer instead.
    public static let softwareBackendName = "software"

    /// True when `environment` asks for the software backend.
    public static func requestsSoftware(_ environment: [String: String]) -> Bool {
        environment[backendVariable]?.lowercased() == softwareBackendName
    }
    /// The environment variable that names the render node the GBM backend opens.
    public static let renderNodeVariable = "UIKITGL_RENDER_NODE"

    /// Options from ``backendVariable`` and ``renderNodeVariable``.
    /// - Throws: ``GLContextError/unknownBackend(_:)`` when the variable names no backend,
    ///   ``GLContextError/softwareRequested`` when it names the software backend.
    public static func fromEnvironment(_ environment: [String: String]) throws(GLContextError) -> GLContextOptions {
        if requestsSoftware(environment) { throw .softwareRequested }
        var options = GLContextOptions()
        if let name = environment[backendVariable], !name.isEmpty, name != "auto" {
            guard let kind = EGLBackendKind(rawValue: name.lowercased()) else { throw .unknownBackend(name) }
            options = .only(kind)
        }
        if let node = environment[renderNodeVariable], !node.isEmpty {
            options.renderNodes = [node]
        }
        return options
    }

    #if DEBUG
        public static let isDebugBuild = true
    #else
        public static let isDebugBuild = false
    #endif
}
