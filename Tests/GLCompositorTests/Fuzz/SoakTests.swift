import CompositorFuzz
import Foundation
import GLCompositor
import Testing

/// A short soak (issue 19; `glbench soak --frames 100000` runs the long one): random changes,
/// scene after scene, through one compositor under texture budget pressure.
@Suite("Soak: frames of random changes leave no GL object and no texture byte behind")
@MainActor
struct SoakTests {
    @Test(
        "3,000 frames under a 64 KiB texture budget: textures, targets, buffers and vertex arrays as before, programs only compiled"
    )
    func shortSoak() throws {
        let soak = try SoakRun(context: GLContext(options: surfacelessOptions), seed: 7, textureBudget: 64 << 10)
        try soak.run(frames: 500)  // warm-up: the shader variants these scenes need
        let start = try soak.measure()
        try soak.run(frames: 3000)
        let end = try soak.measure()
        for kind in GLObjectKind.allCases where kind != .program {
            #expect(end.byKind[kind, default: 0] == start.byKind[kind, default: 0], "\(kind): \(start) -> \(end)")
        }
        #expect(end.byKind[.program, default: 0] >= start.byKind[.program, default: 0], "programs are kept, never lost")
        #expect(end.textureBytes == start.textureBytes, "\(start) -> \(end)")
        #expect(end.textureBytes <= 64 << 10)
        try soak.context.withCurrent { #expect(soak.context.takeErrors() == []) }
    }
}
