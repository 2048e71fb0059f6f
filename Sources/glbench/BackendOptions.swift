import ArgumentParser
import Foundation
import GLCompositor

/// The options every subcommand takes to choose an EGL backend.
struct BackendOptions: ParsableArguments {
    @Option(
        help:
            "EGL backend: device, gbm, surfaceless, auto, or software (the CPU reference renderer, no GL) (default: $UIKITGL_BACKEND, else auto)."
    )
    var backend: String?

    @Option(help: "Render node for the GBM backend (default: $UIKITGL_RENDER_NODE, else every /dev/dri/renderD*).")
    var renderNode: String?

    /// The environment with the command line's choices written into it.
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if let backend { environment[GLContextOptions.backendVariable] = backend }
        if let renderNode { environment[GLContextOptions.renderNodeVariable] = renderNode }
        return environment
    }

    /// A context from the command line, falling back to the environment; for commands that need GL.
    func makeContext() throws -> GLContext {
        do {
            return try GLContext.fromEnvironment(environment)
        } catch .softwareRequested {
            throw ValidationError(
                "this command measures the GL compositor and needs an EGL platform (software draws `demo` and `info`)")
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// What draws: a GL context, or the CPU reference renderer when the software backend is asked
    /// for, or when the automatic choice finds no EGL platform (no libEGL, no driver).
    func chooseRenderer() throws -> Renderer {
        let environment = environment
        do {
            return .gl(try GLContext.fromEnvironment(environment))
        } catch .softwareRequested {
            return .software(reason: "\(GLContextOptions.backendVariable)=\(GLContextOptions.softwareBackendName)")
        } catch {
            let automatic = (environment[GLContextOptions.backendVariable] ?? "auto").lowercased()
            guard automatic == "auto" || automatic.isEmpty, case .noBackendSucceeded = error else {
                throw ValidationError(error.description)
            }
            return .software(reason: "no EGL platform opened: \(error.attempts.first?.reason ?? error.description)")
        }
    }
}

/// What a command draws with.
enum Renderer {
    case gl(GLContext)
    /// The CPU reference renderer, and why it was chosen.
    case software(reason: String)

    /// The header's lines for the software renderer.
    static func softwareHeader(_ reason: String) -> String {
        """
        backend:  software (\(reason))
        renderer: the CPU reference renderer
        """
    }
}

/// The header every report starts with: which backend and driver did the work.
struct RendererHeader: Codable {
    let backend: String
    let target: String
    let vendor: String
    let renderer: String
    let version: String

    init(_ context: GLContext) {
        backend = context.backend.rawValue
        target = context.backendTarget
        vendor = context.capabilities.vendor
        renderer = context.capabilities.renderer
        version = context.capabilities.version
    }

    var lines: String {
        """
        backend:  \(backend) (\(target))
        vendor:   \(vendor)
        renderer: \(renderer)
        version:  \(version)
        """
    }
}
