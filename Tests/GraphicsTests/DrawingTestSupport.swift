import Foundation
import Graphics
import Testing

/// Draws with `body` into a `width` × `height` canvas made current, and returns the pixels.
@MainActor
func render(width: Int = 40, height: Int = 40, _ body: (CGContext) -> Void) throws -> PixelImage {
    let canvas = try BitmapCanvas(width: width, height: height)
    UIGraphicsPushContext(canvas.context)
    body(canvas.context)
    UIGraphicsPopContext()
    return canvas.makeImage()
}

func expectPixel(
    _ image: PixelImage, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 0, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = image[x, y]
    #expect(
        actual.isClose(to: expected, tolerance: tolerance),
        "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

let opaqueRed = Pixel(r: 255, g: 0, b: 0, a: 255)
let opaqueGreen = Pixel(r: 0, g: 255, b: 0, a: 255)
let opaqueBlue = Pixel(r: 0, g: 0, b: 255, a: 255)
let opaqueBlack = Pixel(r: 0, g: 0, b: 0, a: 255)
