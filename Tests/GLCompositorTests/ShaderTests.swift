import GLCompositor
import Shaders
import Testing

@Suite("Shader programs")
struct ShaderTests {
    @Test("Every program in the library compiles and links", arguments: ShaderLibrary.all)
    func libraryProgramCompiles(source: ShaderProgramSource) throws {
        try withTestContext { context in
            let program = try context.makeProgram(source)
            #expect(program.label == source.name)
            // Instanced variants take the transform per instance, as an attribute; the shadow
            // blur covers its target's viewport and has none.
            let placesQuads = !source.vertex.contains("#define INSTANCED") && source != ShaderLibrary.shadowBlur
            #expect((program.uniformLocation("uTransform") >= 0) == placesQuads)
            if source == ShaderLibrary.shadowBlur {
                for uniform in ["uSource", "uTargetSize", "uBlur", "uSourceSize", "uColor"] {
                    #expect(program.uniformLocation(uniform) >= 0, "\(uniform)")
                }
            }
        }
    }

    @Test("A fragment shader that does not compile is an error carrying the driver's log")
    func compileErrorCarriesLog() throws {
        let broken = ShaderProgramSource(
            name: "broken", vertex: ShaderLibrary.solidColor.vertex,
            fragment: "#version 300 es\nprecision highp float;\nout vec4 c;\nvoid main() { c = undefinedThing; }\n")
        try withTestContext { context in
            do {
                _ = try context.makeProgram(broken)
                Issue.record("a broken shader compiled")
            } catch let GLError.shaderCompilationFailed(program, stage, log) {
                #expect(program == "broken" && stage == "fragment")
                #expect(log.contains("undefinedThing"), "driver log: \(log)")
            }
        }
    }

    @Test("A program whose stages disagree is a link error carrying the driver's log")
    func linkErrorCarriesLog() throws {
        let mismatched = ShaderProgramSource(
            name: "mismatched",
            vertex: "#version 300 es\nout vec2 vValue;\nvoid main() { vValue = vec2(0); gl_Position = vec4(0); }\n",
            fragment: "#version 300 es\nprecision highp float;\nin vec4 vValue;\nout vec4 c;\nvoid main() { c = vValue; }\n")
        try withTestContext { context in
            do {
                _ = try context.makeProgram(mismatched)
                Issue.record("a mismatched program linked")
            } catch let GLError.programLinkFailed(program, log) {
                #expect(program == "mismatched")
                #expect(log.contains("vValue"), "driver log: \(log)")
            }
        }
    }
}
