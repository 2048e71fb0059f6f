import Foundation
import Graphics
import LayerTree
import Shaders

/// The clip in force while planning a subtree.
struct ClipState: Equatable {
    /// Axis-aligned clip in target pixels.
    var scissor: PixelRect?
    /// Exact clips, outermost first.
    var shapes: [ClipShape] = []
}

extension FramePlanner {
    /// The clip for what `layer` contains: `clip` plus the layer's bounds when it masks to them.
    /// Nil when nothing inside can show.
    mutating func clipping(_ clip: ClipState, to layer: RenderLayer, world: CATransform3D) -> ClipState? {
        guard layer.masksToBounds else { return clip }
        var inside = clip
        guard let box = ScreenGeometry.boundingBox(of: layer.bounds, world) else {
            return addShape(to: inside, layer: layer, world: world)
        }
        // An aligned box (within rounding) clips by the scissor alone: its edges rounded to the
        // nearest boundary, since rounding 14.9999999 outwards would let a whole column through.
        let exact = layer.cornerRadius == 0 && ScreenGeometry.isRectilinear(world) && ScreenGeometry.isPixelAligned(box)
        let boxPixels = exact ? ScreenGeometry.pixelRect(nearest: box) : ScreenGeometry.pixelRect(enclosing: box)
        inside.scissor = inside.scissor.map { $0.intersection(boxPixels) } ?? boxPixels.intersection(targetRect)
        if inside.scissor!.isEmpty { return nil }
        if exact {
            records.clipScissors.append(inside.scissor!)  // an exact scissor: what a scrolled layer's contents move inside
            return inside
        }
        return addShape(to: inside, layer: layer, world: world)
    }

    mutating func addShape(to clip: ClipState, layer: RenderLayer, world: CATransform3D) -> ClipState? {
        guard let map = ScreenGeometry.inversePlaneMap(world) else { return nil }
        var inside = clip
        if inside.shapes.count < LayerShader.maxClips {
            inside.shapes.append(
                ClipShape(targetToLocal: map, rect: layer.bounds, radius: layer.cornerRadius, corners: layer.cornerShape))
        } else {
            records.droppedClips += 1
        }
        return inside
    }
}
