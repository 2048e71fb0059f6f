import Foundation
import Graphics
import LayerTree

@testable import GLCompositor

/// Plans `root`'s committed tree into a target of `width`×`height` pixels at scale 1: the
/// planner alone, no GL.
@MainActor
func planTree(_ root: CALayer, width: Int = 100, height: Int = 100) -> FramePlan {
    var planner = FramePlanner(targetSize: PixelSize(width: width, height: height), scale: 1)
    return planner.plan(root.runUpdateCycle().root)
}

/// A layer at `frame` filled with `color`.
@MainActor
func filledLayer(_ frame: CGRect, _ color: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// A root layer of `width`×`height` points with no background, holding `sublayers`.
@MainActor
func rootLayer(width: CGFloat = 100, height: CGFloat = 100, _ sublayers: [CALayer]) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    for sublayer in sublayers { root.addSublayer(sublayer) }
    return root
}

/// An opaque 4×4 image, for layers with contents.
func opaqueImage() throws -> CGImage {
    let canvas = try BitmapCanvas(width: 4, height: 4)
    canvas.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    canvas.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    return CGImage(pixels: canvas.makeImage())
}

extension DrawOp {
    /// The colour of a fill, nil for other sources.
    var fillColor: PremultipliedRGBA? {
        if case .color(let color) = source { return color }
        return nil
    }

    /// The pass a composite draws and its mask pass, nil for other sources.
    var compositedPass: (pass: Int, mask: Int?)? {
        if case .pass(let index, let mask) = source { return (index, mask) }
        return nil
    }
}

let opaqueRed = PremultipliedRGBA(premultipliedRed: 1, green: 0, blue: 0, alpha: 1)
