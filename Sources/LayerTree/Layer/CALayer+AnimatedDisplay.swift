import Foundation
import Graphics

extension CALayer {
    /// While an animation runs on a key for which the class's ``needsDisplay(forKey:)`` is true,
    /// the layer is drawn afresh for every frame, as Core Animation does: a presentation copy
    /// (made by the class's `init(layer:)`) takes the values shown and its `draw(in:)` paints a
    /// new bitmap. Nil when no such key animates (the retained bitmap is shown).
    func redrawnPresentation(_ state: LayerState) -> RenderContent? {
        guard hasAnimations, !state.animatedValues.isEmpty,
            state.animatedValues.keys.contains(where: { type(of: self).needsDisplay(forKey: $0) })
        else { return nil }
        let shownBounds = state.animated("bounds") ?? bounds
        guard let width = PixelCount.covering(shownBounds.width, scale: contentsScale),
            let height = PixelCount.covering(shownBounds.height, scale: contentsScale),
            width > 0, height > 0, let canvas = try? BitmapCanvas(width: width, height: height)
        else { return nil }
        let copy = makeCopyByClass()
        copy.modelLayer = self
        copy.adopt(state)
        let context = canvas.context
        context.baseScale = contentsScale
        context.scaleBy(x: contentsScale, y: contentsScale)
        context.translateBy(x: -shownBounds.minX, y: -shownBounds.minY)
        copy.draw(in: context)
        LayerTreeCounters.drawCalls += 1
        let version = ContentVersion.next()
        return RenderContent(
            id: identifier, version: version, baseVersion: version, dirtyRects: [], image: canvas.makeImage(),
            scale: contentsScale, isOpaque: false)
    }
}
