import Foundation
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// Commits `root` (a layer tree built by the test) and draws it with the reference at `scale`.
/// Actions stay off for the changes the test makes next, so that they show at once.
@MainActor
func referenceFrame(_ root: CALayer, scale: CGFloat = 1, background: PremultipliedRGBA = .clear) -> ReferenceFrame {
    let tree = root.runUpdateCycle().root
    CATransaction.setDisableActions(true)
    let width = Int((root.bounds.width * scale).rounded(.up)), height = Int((root.bounds.height * scale).rounded(.up))
    return ReferenceRenderer.render(tree, width: width, height: height, scale: scale, background: background)
}

/// A layer of `frame` filled with `color`.
@MainActor
func coloredLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// A white root layer of `size` points, actions off (changes show at once).
@MainActor
func whiteRoot(_ width: CGFloat = 40, _ height: CGFloat = 40) -> CALayer {
    CATransaction.setDisableActions(true)
    return coloredLayer(CGRect(x: 0, y: 0, width: width, height: height), CGColor.white)
}

/// Expects the pixel at (x, y) within `tolerance` of `expected` in every channel.
func expectPixel(
    _ frame: ReferenceFrame, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 1, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = frame.image[x, y]
    #expect(
        actual.isClose(to: expected, tolerance: tolerance),
        "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

let white = Pixel(r: 255, g: 255, b: 255, a: 255)
let red = Pixel(r: 255, g: 0, b: 0, a: 255)
let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
let green = Pixel(r: 0, g: 255, b: 0, a: 255)
let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let greenColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
