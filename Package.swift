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
/// - `UIKitSnapshotTesting`: swift-snapshot-testing's UIKit strategies (`.image`,
///   `.recursiveDescription`) for this package's views, layers and images.
/// - `glbench`: the benchmark command-line tool.
/// - `UIKitPortRewriter`, `uikit-port` and the `UIKitPort` plugin: rewrite iOS sources' Objective-C-only
///   constructs (target-action, `@objc`, `#selector`, …) into what compiles here (see docs/porting.md).
let package = Package(
    name: "UIKitGL",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "LayerTree", targets: ["LayerTree"]),
        .library(name: "GLCompositor", targets: ["GLCompositor"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .library(name: "ReferenceRenderer", targets: ["ReferenceRenderer"]),
        .executable(name: "glbench", targets: ["glbench"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
        .plugin(name: "UIKitPort", targets: ["UIKitPort"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Its SnapshotTesting library only (no dependencies of its own); the package also names
        // swift-syntax 509..<605 and swift-custom-dump, which resolve but are not built for it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (scripts/build-docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The porting rewriter's parser. The range admits swift-snapshot-testing's (509..<605), so
        // one resolution serves both; 603 is the toolchain's own (Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
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
        .target(name: "Shaders", dependencies: ["Graphics"]),
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
        // swift-snapshot-testing's UIKit strategies, which it compiles only for iOS and tvOS.
        .target(
            name: "UIKitSnapshotTesting",
            dependencies: ["UIKit", "LayerTree", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "glbench",
            dependencies: [
                "GLCompositor", "Graphics", "LayerTree", "LayoutSolver", "CompositorFuzz", "ReferenceRenderer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The porting rewriter (swift-syntax), the command line over it, and the build-tool plugin
        // that runs it on a target's UIKitSources/ folder.
        .target(
            name: "UIKitPortRewriter",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "uikit-port",
            dependencies: ["UIKitPortRewriter", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "UIKitPort", capability: .buildTool(), dependencies: ["uikit-port"]),

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
        // iOS code in Swift 5 mode: UIKit's types are pre-concurrency main-actor types, as the SDK's are.
        .testTarget(
            name: "Swift5ClientTests", dependencies: ["UIKit", "LayerTree"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Snapshot tests as an iOS team writes them; references under __Snapshots__ (swift-snapshot-testing's layout).
        .testTarget(
            name: "UIKitSnapshotTestingTests",
            dependencies: [
                "UIKit", "UIKitSnapshotTesting", "LayerTree", "GLCompositor",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GLCompositorTests",
            dependencies: [
                "GLCompositor", "Graphics", "LayerTree", "Shaders", "CGLES3", "UIKit", "ReferenceRenderer", "CompositorFuzz",
            ]),
        .testTarget(name: "UIKitPortRewriterTests", dependencies: ["UIKitPortRewriter"]),
        // iOS files in UIKitSources/, unchanged, compiled through the UIKitPort plugin.
        .testTarget(
            name: "UIKitPortTests", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "GLCompositor", "LayerTree"],
            exclude: ["UIKitSources"], plugins: ["UIKitPort"]),
    ],
    swiftLanguageModes: [.v6]
)
