import Foundation
import Graphics

/// A layer that makes true 3D hierarchies: its sublayers are placed in its superlayer's 3D space
/// without being flattened into its plane first, as Core Animation's `CATransformLayer`.
///
/// Only the sublayers are drawn. The layer's own background, contents, border, shadow, mask
/// and `masksToBounds` are ignored, and its opacity applies to each sublayer on its own (it forms
/// no group), as Apple documents the class. Its sublayers are drawn back to front by the depth
/// of their centres in the layer's 3D space — a painter's order, exact for planes that do not
/// intersect (docs/uikit-decisions.md).
open class CATransformLayer: CALayer {
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A transform layer draws nothing of its own.
    override func committedDrawing(_ state: LayerState) -> RenderLayer.Drawing? { nil }
}
