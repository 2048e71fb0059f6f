import GLCompositor
import Graphics
import Testing

/// Options for the tests' contexts: surfaceless, which every machine with Mesa has.
let surfacelessOptions = GLContextOptions.only(.surfaceless)

/// Makes a context, runs `body` with it current, then checks what every GL test must leave behind:
/// no GL error, and no live GL object once the body's objects are dropped.
func withTestContext(
    _ options: GLContextOptions = surfacelessOptions,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (GLContext) throws -> Void
) throws {
    let context = try GLContext(options: options)
    try context.withCurrent { try body(context) }
    try context.withCurrent {
        context.collectGarbage()
        #expect(context.takeErrors() == [], "GL errors left behind", sourceLocation: sourceLocation)
    }
    #expect(context.liveObjectCounts == [:], "GL objects leaked", sourceLocation: sourceLocation)
}

/// Expects the pixel at (x, y) to be within `tolerance` of `expected` in every channel.
func expectPixel(
    _ image: PixelImage, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 0,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = image[x, y]
    #expect(
        actual.isClose(to: expected, tolerance: tolerance),
        "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// The largest difference of any channel of any pixel (Int.max for images of different sizes).
func largestChannelDifference(_ a: PixelImage, _ b: PixelImage) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    var largest = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            largest = max(
                largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                abs(Int(p.a) - Int(q.a)))
        }
    }
    return largest
}

/// How many pixels differ at all (Int.max for images of different sizes).
func differingPixelCount(_ a: PixelImage, _ b: PixelImage) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    var count = 0
    for y in 0..<a.height {
        for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
    }
    return count
}
