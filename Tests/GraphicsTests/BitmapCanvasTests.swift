import Foundation
import Graphics
import Testing

@Suite("BitmapCanvas and CGContext over Cairo")
struct BitmapCanvasTests {
    @Test("A canvas starts transparent and fills rectangles in y-down pixel coordinates")
    func fillRect() throws {
        let canvas = try BitmapCanvas(width: 10, height: 10)
        #expect(canvas.makeImage().bytes.allSatisfy { $0 == 0 })
        canvas.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        canvas.context.fill(CGRect(x: 2, y: 1, width: 3, height: 2))
        let image = canvas.makeImage()
        #expect(image[2, 1] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[4, 2] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[5, 2] == .clear && image[2, 3] == .clear && image[1, 1] == .clear)
    }

    @Test("Translucent fills are premultiplied")
    func premultiplied() throws {
        let canvas = try BitmapCanvas(width: 2, height: 2)
        canvas.context.setFillColor(red: 1, green: 1, blue: 0, alpha: 0.2)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let p = canvas.makeImage()[1, 1]
        #expect(p.a == 51 && p.r == 51 && p.g == 51 && p.b == 0)
    }

    @Test("Saved state restores the transform and colour")
    func saveRestore() throws {
        let canvas = try BitmapCanvas(width: 20, height: 20)
        let cg = canvas.context
        cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        cg.saveGState()
        cg.translateBy(x: 10, y: 10)
        cg.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        cg.restoreGState()
        cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = canvas.makeImage()
        #expect(image[11, 11] == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(image[1, 1] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("Negative canvas sizes are refused")
    func negativeSize() {
        #expect(throws: PixelImageError.self) { try BitmapCanvas(width: -1, height: 4) }
    }
}
