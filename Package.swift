// swift-tools-version: 6.1
import PackageDescription

/// UIKitGL: UIKit's view model on Linux, composited by OpenGL ES 3 through EGL with no window system.
///
/// Module map (see docs/architecture.md):
/// - C shims: `CEGL`, `CGLES3`, `CGBM` (headers; `CGLLoader` opens the libraries at run time, so a
///   program starts without them and draws in software), `CCairo`, `CPangoCairo` (through pkg-config).
/// - `Graphics`: the CoreGraphics-compatible 2D API over Cairo, and the pixel image type.
/// - `LayoutSolver`: the incremental Cassowary solver under Auto Layout.
/// - `LayerTree`: geometry, `CALayer`, `UIView`, `UIWindow`; never imports GL.
/// - `Shaders`: GLSL ES 3.00 sources, one small program per job.
/// - `GLCompositor`: EGL backends, the GL object layer, render targets, readback.
/// - `UIKit`: the umbrella that iOS code imports; `QuartzCore` and `CoreGraphics`: the names iOS
///   files import next to it, over `LayerTree` and `Graphics`.
/// - `glbench`: the benchmark command-line tool.
let package = Package(
    name: "UIKitGL",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "LayerTree", targets: ["LayerTree"]),
        .library(name: "GLCompositor", targets: ["GLCompositor"]),
        .library(name: "ReferenceRenderer", targets: ["ReferenceRenderer"]),
        .executable(name: "glbench", targets: ["glbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The EGL, GLES and GBM headers only: the libraries are opened at run time by CGLLoader, so
        // that a program starts (and draws in software) on a machine without them.
        .systemLibrary(name: "CEGL", providers: [.apt(["libegl-dev"])]),
        .systemLibrary(name: "CGLES3", providers: [.apt(["libgles-dev"])]),
        .systemLibrary(name: "CGBM", providers: [.apt(["libgbm-dev"])]),
        // Every EGL, GLES and GBM function the package calls, resolved from the libraries on first use.
        .target(name: "CGLLoader", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),

        // libjpeg's errors longjmp; this C shim turns them into return codes Swift can handle.
        .target(name: "CJPEGShim", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "Graphics", dependencies: ["CCairo", "CPangoCairo", "CJPEGShim"]),
        // A weak reference to the default snapshot renderer the UIKit module defines.
        .target(name: "CRendererHook"),
        // Calls a layer class's non-required initializers found in its vtable (`layerClass`,
        // presentation copies through `init(layer:)`), as Objective-C's alloc/init would.
        .target(name: "CDynamicInit"),
        // The incremental Cassowary simplex solver Auto Layout runs on; knows nothing of views.
        .target(name: "LayoutSolver"),
        .target(name: "LayerTree", dependencies: ["Graphics", "CRendererHook", "CDynamicInit", "LayoutSolver"]),
        .target(name: "Shaders"),
        .target(
            name: "GLCompositor",
            dependencies: ["LayerTree", "Graphics", "Shaders", "CEGL", "CGLES3", "CGBM", "CGLLoader"]
        ),
        // The independent CPU renderer of a committed render tree: the reference the compositor is
        // fuzzed against, and the software backend. It shares only the model with GLCompositor.
        .target(name: "ReferenceRenderer", dependencies: ["LayerTree", "Graphics"]),
        // Differential fuzzing: random view and layer trees and changes, each frame drawn by the GL
        // compositor and by the reference, compared within the reference's tolerances.
        .target(name: "CompositorFuzz", dependencies: ["GLCompositor", "ReferenceRenderer", "LayerTree", "Graphics"]),
        // What iOS code imports; it also makes the default renderer snapshots use (GLCompositor).
        .target(
            name: "UIKit",
            dependencies: [
                "QuartzCore", "CoreGraphics", "LayerTree", "Graphics", "GLCompositor", "ReferenceRenderer", "_Testing_UIKit",
            ]
        ),
        // The module names iOS files import next to UIKit.
        .target(name: "CoreGraphics", dependencies: ["Graphics", "_Testing_CoreGraphics"]),
        // Answers Swift Testing's CoreGraphics cross-import (see the file inside).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "LayerTree"]),
        // Answers Swift Testing's UIKit cross-import (see the file inside).
        .target(name: "_Testing_UIKit"),
        .executableTarget(
            name: "glbench",
            dependencies: [
                "GLCompositor", "Graphics", "LayerTree", "LayoutSolver", "CompositorFuzz", "ReferenceRenderer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
        .testTarget(name: "LayerTreeTests", dependencies: ["LayerTree"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "ReferenceRendererTests", dependencies: ["ReferenceRenderer", "LayerTree", "Graphics"]),
        .testTarget(
            name: "UIKitCompatibilityTests",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "GLCompositor", "LayerTree", "ReferenceRenderer"],
            // Reference images the pixel tests compare against, read from the source tree.
            exclude: ["References"]),
        // iOS snapshot code with nothing but `import UIKit`: no compositor set up by the test.
        // LayerTree is named so that SwiftPM rebuilds these tests when its classes change (UIKit
        // re-exports it; an incremental build missed the change and the tests crashed).
        .testTarget(name: "UIKitOnlyTests", dependencies: ["UIKit", "LayerTree"]),
        .testTarget(
            name: "GLCompositorTests",
            dependencies: [
                "GLCompositor", "Graphics", "LayerTree", "Shaders", "CGLES3", "UIKit", "ReferenceRenderer", "CompositorFuzz",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
