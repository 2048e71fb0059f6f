import CCairo
import Foundation

extension CGContext {
    /// Starts drawing into a transparent layer that `endTransparencyLayer()` composites as one
    /// image: with the alpha, shadow and clip in force now (so overlapping shapes inside do not
    /// darken each other under a global alpha, and cast one shadow). Inside the layer the alpha
    /// is 1, there is no shadow and no mask, and the blend mode is normal; the other settings
    /// carry on. `auxiliaryInfo` is not used (Core Graphics takes none either).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
        state.alpha = 1
        state.shadow = nil
        state.mask = nil
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_push_group(cairo)
        transparencyLayerDepth += 1
    }

    /// The same; Core Graphics may bound the layer to `rect`, which changes nothing drawn.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Composites the innermost transparency layer with the state in force when it began; does
    /// nothing without one.
    public func endTransparencyLayer() {
        guard transparencyLayerDepth > 0 else { return }
        transparencyLayerDepth -= 1
        let layer = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(layer) }
        restoreGState()
        let alpha = Double(min(max(state.alpha.isFinite ? state.alpha : 0, 0), 1))
        painting {
            let paint: (OpaquePointer) -> Void = { cairo in
                cairo_set_source(cairo, layer)
                cairo_paint_with_alpha(cairo, alpha)
            }
            if let shadow = state.shadow { paintWithShadow(shadow, paint) } else { paint(cairo) }
        }
    }
}
