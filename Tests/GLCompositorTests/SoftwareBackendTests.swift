import Foundation
import GLCompositor
import Graphics
import ReferenceRenderer
import Testing
import UIKit

/// The software backend on a machine without EGL (issue 19), checked by hiding libEGL, libGLESv2 and
/// libgbm from child processes: the loader is told to open files that do not exist, so the process
/// starts, maps no GL library at all, and draws with the CPU reference renderer.
@Suite("Software backend: no EGL in the process, snapshots and glbench draw on the CPU")
struct SoftwareBackendTests {
    /// The environment of a machine with no GL libraries.
    static let withoutGL: [String: String] = [
        "UIKITGL_EGL_LIBRARY": "/nonexistent/libEGL.so.1", "UIKITGL_GLES_LIBRARY": "/nonexistent/libGLESv2.so.2",
        "UIKITGL_GBM_LIBRARY": "/nonexistent/libgbm.so.1",
    ]

    /// A program built next to the test bundle (`swift build --build-tests` builds glbench too).
    static func builtProduct(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs `executable` with `arguments`, the environment changed by `environment` (a nil value
    /// removes a variable); returns the exit status and what it printed.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String?] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("glbench with no GL library: info maps none, and demo draws the same pixels the reference draws for the GPU")
    func glbenchWithoutGL() throws {
        let glbench = Self.builtProduct("glbench")
        guard FileManager.default.isExecutableFile(atPath: glbench.path) else {
            Issue.record("glbench is not built next to the tests at \(glbench.path): run swift build --build-tests")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikitgl-software-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let hidden = Self.withoutGL.mapValues { Optional($0) }.merging(["UIKITGL_BACKEND": nil]) { $1 }

        let info = try Self.run(glbench, ["info"], environment: hidden)
        #expect(info.status == 0, "\(info.output)")
        #expect(info.output.contains("backend:  software (no EGL platform opened"), "\(info.output)")
        #expect(info.output.contains("GL libraries mapped: none"), "\(info.output)")

        let size = ["--width", "240", "--height", "135", "--frames", "1"]
        let gpu = directory.appendingPathComponent("gpu.png").path,
            reference = directory.appendingPathComponent("reference.png").path
        let software = directory.appendingPathComponent("software.png").path
        let withGL = try Self.run(glbench, ["demo", "--png", gpu, "--reference-png", reference] + size)
        #expect(withGL.status == 0, "\(withGL.output)")
        #expect(
            withGL.output.contains("reference: 0 pixels beyond tolerance"),
            "the GPU's frame within the reference's tolerances: \(withGL.output)")
        let withoutGL = try Self.run(glbench, ["demo", "--png", software] + size, environment: hidden)
        #expect(withoutGL.status == 0, "\(withoutGL.output)")
        #expect(withoutGL.output.contains("backend:  software"), "\(withoutGL.output)")
        let drawn = try PixelImage(contentsOfPNGFile: software), expected = try PixelImage(contentsOfPNGFile: reference)
        #expect(drawn == expected, "the software demo is the reference's frame, pixel for pixel")
    }

    @Test("Snapshot tests through drawHierarchy pass in a process with no GL library (the default renderer falls back)")
    func snapshotsWithoutGL() throws {
        let tests = URL(fileURLWithPath: CommandLine.arguments[0])
        guard tests.lastPathComponent.hasSuffix(".xctest") else {
            Issue.record("the tests do not run from their bundle (\(tests.path)); cannot run them again without GL")
            return
        }
        let suites = "SnapshotWithOnlyUIKitTests|TextAndBarReferenceTests|inProcessWithoutGL"
        let result = try Self.run(
            tests, ["--testing-library", "swift-testing", "--filter", suites],
            environment: Self.withoutGL.mapValues { Optional($0) }.merging(["UIKITGL_BACKEND": nil]) { $1 })
        #expect(result.status == 0, "\(result.output.suffix(3000))")
        #expect(result.output.contains("In a process without GL"), "the check below ran there: \(result.output.suffix(2000))")
        #expect(
            result.output.contains("Suite \"Text input and bars against their references\" passed"),
            "the reference snapshots ran and passed: \(result.output.suffix(2000))")
    }

    /// Runs only where the GL libraries are hidden (the child process above).
    @Test(
        "In a process without GL, drawHierarchy draws through the reference renderer and no GL library is mapped",
        .enabled(if: ProcessInfo.processInfo.environment["UIKITGL_EGL_LIBRARY"]?.hasPrefix("/nonexistent") == true))
    @MainActor
    func inProcessWithoutGL() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        let snapshot = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(snapshot.cgImage?.pixels[10, 10] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(UIView.hierarchyRenderer is ReferenceHierarchyRenderer)
        let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        let mapped = String(decoding: maps, as: UTF8.self)
        #expect(!mapped.contains("libEGL") && !mapped.contains("libGLESv2") && !mapped.contains("libgbm"))
        #expect(GLLibrary.egl.openFailure != nil)
    }
}
