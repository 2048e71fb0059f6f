import Foundation
import LayerTree

/// How a content operation samples its texture: a layer's `magnificationFilter` and
/// `minificationFilter`, reduced to what the compositor draws. `.nearest` reads the texel under
/// the point; `.linear` and `.trilinear` interpolate bilinearly (the compositor keeps no mipmaps:
/// docs/uikit-decisions.md, "Contents filters"). Which of the two applies is decided per
/// fragment, as a GPU's sampler does: magnified where a target pixel spans at most one texel.
package struct ContentSampling: Hashable, Sendable {
    /// The nearest texel where the contents are drawn larger than their pixels.
    package var magnifiesNearest = false
    /// The nearest texel where the contents are drawn smaller than their pixels.
    package var minifiesNearest = false

    /// Bilinear both ways (every layer's default).
    package static let linear = ContentSampling()

    package init(magnifiesNearest: Bool = false, minifiesNearest: Bool = false) {
        self.magnifiesNearest = magnifiesNearest
        self.minifiesNearest = minifiesNearest
    }

    /// The sampling of `layer`'s contents.
    package init(_ layer: RenderLayer) {
        self.init(
            magnifiesNearest: layer.magnificationFilter == .nearest, minifiesNearest: layer.minificationFilter == .nearest)
    }

    /// The value of the shader's `uTexFilter` (`LayerShader`): 1 for nearest when magnified,
    /// plus 2 for nearest when minified.
    package var shaderCode: Float { (magnifiesNearest ? 1 : 0) + (minifiesNearest ? 2 : 0) }
}
