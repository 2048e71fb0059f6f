import CCairo
import Foundation

extension CGContext {
    /// Turns antialiasing of paths (fills, strokes and clips) on or off for what is drawn
    /// afterwards; saved and restored with the graphics state. On by default. Text keeps its
    /// own, greyscale antialiasing.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialiasing()
    }

    /// Allows antialiasing (`setShouldAntialias`) or forbids it whatever the graphics state
    /// says; a setting of the context, kept across `restoreGState()`. Allowed by default.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialiasing()
    }

    /// Sets Cairo's antialiasing to what the two settings give together.
    func applyAntialiasing() {
        cairo_set_antialias(
            cairo, allowsAntialiasing && state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}
