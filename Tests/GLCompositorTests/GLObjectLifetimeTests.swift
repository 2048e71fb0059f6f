import CGLES3
import GLCompositor
import Graphics
import Testing

@Suite("GL object ownership and context discipline")
struct GLObjectLifetimeTests {
    @Test("Objects are counted while alive and deleted on their context once dropped")
    func liveObjectCount() throws {
        let context = try GLContext(options: surfacelessOptions)
        try context.withCurrent {
            var texture: GLTexture? = try context.makeTexture(width: 8, height: 8)
            var target: RenderTarget? = try context.makeRenderTarget(width: 8, height: 8)
            var painter: QuadPainter? = try QuadPainter(context: context)
            #expect(context.liveObjectCounts == [.texture: 2, .framebuffer: 1, .program: 2, .buffer: 1, .vertexArray: 1])
            _ = (texture, target, painter)
            texture = nil
            target = nil
            painter = nil
            context.collectGarbage()
            #expect(context.liveObjectCount == 0)
            #expect(context.takeErrors() == [])
        }
    }

    @Test("Objects dropped on another thread are deleted when their context is next current")
    func dropOnAnotherThread() async throws {
        let context = try GLContext(options: surfacelessOptions)
        nonisolated(unsafe) var texture: GLTexture? = try context.withCurrent { try context.makeTexture(width: 4, height: 4) }
        #expect(texture?.width == 4 && context.liveObjectCount == 1)
        await Task.detached { texture = nil }.value
        try context.withCurrent { context.collectGarbage() }
        #expect(context.liveObjectCount == 0)
    }

    @Test("A renderbuffer attaches as depth-stencil and is counted")
    func renderbuffer() throws {
        try withTestContext { context in
            let target = try context.makeRenderTarget(width: 16, height: 16)
            let depthStencil = try context.attachDepthStencil(to: target.framebuffer, width: 16, height: 16)
            #expect(depthStencil.kind == .renderbuffer && context.liveObjectCounts[.renderbuffer] == 1)
        }
    }

    @Test("withCurrent puts back the context the thread had before, or none")
    func withCurrentRestores() throws {
        let outer = try GLContext(options: surfacelessOptions)
        let inner = try GLContext(options: surfacelessOptions)
        #expect(!outer.isCurrent && !inner.isCurrent)
        try outer.withCurrent {
            #expect(outer.isCurrent)
            try inner.withCurrent { #expect(inner.isCurrent && !outer.isCurrent) }
            #expect(outer.isCurrent)
        }
        #expect(!outer.isCurrent && !inner.isCurrent)
    }

    @Test("The state cache skips redundant binds")
    func stateCacheSkips() throws {
        try withTestContext { context in
            let target = try context.makeRenderTarget(width: 4, height: 4)
            let before = context.skippedStateChanges
            context.bind(target)
            context.bind(target)
            #expect(context.skippedStateChanges >= before + 4, "framebuffer and viewport, twice")
        }
    }

    @Test(
        "KHR_debug messages reach the context's log",
        .enabled(if: GLContextOptions.isDebugBuild, "debug output is on in debug builds only"))
    func debugOutput() throws {
        let context = try GLContext(options: surfacelessOptions)
        try #require(context.hasDebugOutput, "the driver offers GL_KHR_debug but no debug output was installed")
        try context.withCurrent {
            glBindTexture(0xDEAD, 0)  // deliberately invalid: only a test may call GL directly
            #expect(context.takeErrors() == ["GL_INVALID_ENUM"])
        }
        let messages = context.debugLog.drain()
        #expect(messages.contains { $0.isError && $0.text.contains("glBindTexture") }, "\(messages)")
    }
}
