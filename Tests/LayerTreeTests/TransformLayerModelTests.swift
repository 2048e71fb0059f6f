import Foundation
import Graphics
import LayerTree
import Testing

@Suite("CATransformLayer: the model")
@MainActor
struct TransformLayerModelTests {
    @Test("Its commit preserves depth and carries none of its own parts: background, border, contents, shadow, mask, clip, group")
    func commitIgnoresOwnParts() throws {
        let layer = CATransformLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = CGColor.black
        layer.borderWidth = 2
        layer.borderColor = CGColor.black
        layer.contents = CGImage(pixels: PixelImage(width: 2, height: 2))
        layer.shadowOpacity = 1
        layer.masksToBounds = true
        layer.mask = CALayer()
        layer.addSublayer(CALayer())
        let root = try #require(layer.runUpdateCycle().root)
        #expect(root.preservesDepth)
        #expect(root.backgroundColor == nil && root.premultipliedBackground == nil && root.borderWidth == 0)
        #expect(root.drawing == nil && root.shadow == nil && root.mask == nil)
        #expect(!root.masksToBounds && !root.allowsGroupOpacity)
        #expect(root.sublayers.count == 1 && !root.sublayers[0].preservesDepth)
        #expect(CATransformLayer(layer: layer).bounds == layer.bounds, "presentation copies keep the geometry")
    }
}
