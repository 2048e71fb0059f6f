import ArgumentParser
import Foundation
import GLCompositor

/// The options every subcommand takes to choose an EGL backend.
struct BackendOptions: ParsableArguments {
    @Option(help: "EGL backend: device, gbm, surfaceless or auto (default: $UIKITGL_BACKEND, else auto).")
    var backend: String?

    @Option(help: "Render node for the GBM backend (default: $UIKITGL_RENDER_NODE, else every /dev/dri/renderD*).")
    var renderNode: String?

    /// A context from the command line, falling back to the environment.
    func makeContext() throws -> GLContext {
        var environment = ProcessInfo.processInfo.environment
        if let backend { environment[GLContextOptions.backendVariable] = backend }
        if let renderNode { environment[GLContextOptions.renderNodeVariable] = renderNode }
        do {
            return try GLContext.fromEnvironment(environment)
        } catch {
            throw ValidationError(error.description)
        }
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
