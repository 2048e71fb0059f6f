import Graphics

extension UIView {
    /// How a view's tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherit the superview's mode (`.normal` when no ancestor sets one).
        case automatic = 0
        case normal
        /// The tint shows as grey.
        case dimmed
    }

    /// The tint before dimming: the view's own, else the superview's, else the system blue.
    var inheritedTint: UIColor {
        storedTintColor ?? superview?.inheritedTint ?? .systemBlue
    }

    /// The first adjustment mode that is not `.automatic`, from the view up; `.normal` if none.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
        return superview?.effectiveTintAdjustmentMode ?? .normal
    }

    /// Runs `change` and calls `tintColorDidChange()` on the view and each descendant whose
    /// effective tint it changed.
    func notifyingTintChanges(_ change: () -> Void) {
        let before = tintSnapshot()
        change()
        notifyTintChanges(since: before)
    }

    /// The effective tints of this subtree, skipping subtrees that set both colour and mode.
    private func tintSnapshot() -> [ObjectIdentifier: UIColor] {
        var tints = [ObjectIdentifier(self): tintColor!]
        for subview in subviews where subview.inheritsTint {
            tints.merge(subview.tintSnapshot()) { first, _ in first }
        }
        return tints
    }

    private func notifyTintChanges(since before: [ObjectIdentifier: UIColor]) {
        if before[ObjectIdentifier(self)] != tintColor { tintColorDidChange() }
        for subview in subviews where before[ObjectIdentifier(subview)] != nil {
            subview.notifyTintChanges(since: before)
        }
    }

    private var inheritsTint: Bool { storedTintColor == nil || storedTintAdjustmentMode == .automatic }
}

enum Tint {
    /// The grey of the colour's luminance (Rec. 601 weights), keeping its alpha.
    static func dimmed(_ color: UIColor) -> UIColor {
        let c = color.cgColor
        let luma = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        return UIColor(white: luma, alpha: c.alpha)
    }
}
