extension CALayer {
    /// Lays out this layer if marked, then each sublayer subtree that holds marked layers.
    func layoutMarkedSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            LayerTreeCounters.layoutPasses += 1
            isRunningLayout = true
            layoutSublayers()
            isRunningLayout = false
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if let mask, mask.needsLayoutFlag || mask.subtreeNeedsLayout { mask.layoutMarkedSubtree() }
        for sublayer in sublayerList where sublayer.needsLayoutFlag || sublayer.subtreeNeedsLayout {
            sublayer.layoutMarkedSubtree()
        }
    }

    /// Lays out marked layers until none is marked: a layout that marks a layer laid out before
    /// it (a multi-line label given a new width has a new height, so its superview lays out
    /// again) is finished in the same pass, as UIKit's layout pass is. A layout that marks itself
    /// every time — UIKit's layout feedback loop — stops after `maximumLayoutRounds` with a diagnostic.
    func layoutMarkedSubtreeUntilClean() {
        for _ in 0..<Self.maximumLayoutRounds {
            layoutMarkedSubtree()
            if !needsLayoutFlag && !subtreeNeedsLayout { return }
        }
        LayerTreeDiagnostics.report(
            "layout", "layers were still marked for layout after \(Self.maximumLayoutRounds) rounds (a layout feedback loop)")
    }

    /// Rounds of layout one pass runs at most.
    static let maximumLayoutRounds = 16

    /// Tells every ancestor that something below it needs layout or display, so the passes can
    /// skip clean subtrees without walking them.
    func propagateDirtyFlagsToAncestors() {
        let layout = needsLayoutFlag || subtreeNeedsLayout
        let display =
            needsDisplayFlag || subtreeNeedsDisplay || (mask.map { $0.needsDisplayFlag || $0.subtreeNeedsDisplay } ?? false)
        guard layout || display else { return }
        var parent = superlayer ?? maskedLayer
        while let current = parent {
            let addsLayout = layout && !current.subtreeNeedsLayout
            let addsDisplay = display && !current.subtreeNeedsDisplay
            guard addsLayout || addsDisplay else { return }
            if layout { current.subtreeNeedsLayout = true }
            if display { current.subtreeNeedsDisplay = true }
            parent = current.superlayer ?? current.maskedLayer
        }
    }
}

extension CALayer {
    /// Marks the layer for layout because a sublayer came, went or changed size — unless the
    /// layer is running its own layout now, which is what made the change: marking it again
    /// would lay it out once more for its own doing.
    func setNeedsLayoutUnlessLayingOut() {
        if !isRunningLayout { setNeedsLayout() }
    }
}

/// Counters the update cycle reports; they only grow.
@MainActor
enum LayerTreeCounters {
    static var layoutPasses = 0
    static var drawCalls = 0
    static var displayedLayers = 0
    static var pixelsDrawn = 0
    static var shapeRasterizations = 0
    static var shadowBlurs = 0
}
