extension CALayer {
    /// The sublayers, back to front; nil when there are none. Setting it replaces them all.
    public var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.detachFromSuperlayer() }
            sublayerList = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` in front of the other sublayers, first removing it from its old superlayer.
    func coreAddSublayer(_ layer: CALayer) {
        guard canAdopt(layer, in: "CALayer.addSublayer(_:)") else { return }
        insert(layer, at: sublayerList.count - (layer.superlayer === self ? 1 : 0))
    }

    /// Inserts `layer` at `index` of the sublayers (0 is the back).
    func coreInsertSublayer(_ layer: CALayer, at index: UInt32) {
        guard canAdopt(layer, in: "CALayer.insertSublayer(_:at:)") else { return }
        let count = sublayerList.count - (layer.superlayer === self ? 1 : 0)
        guard Int(index) <= count else {
            LayerTreeDiagnostics.report("CALayer.insertSublayer(_:at:)", "index \(index) is beyond the \(count) sublayers")
            return
        }
        insert(layer, at: Int(index))
    }

    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is nil).
    func coreInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, besides: sibling, offset: 1, in: "CALayer.insertSublayer(_:above:)")
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is nil).
    func coreInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, besides: sibling, offset: 0, in: "CALayer.insertSublayer(_:below:)")
    }

    /// Puts `newLayer` where `oldLayer` is; `oldLayer` leaves the tree.
    func coreReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self else {
            LayerTreeDiagnostics.report("CALayer.replaceSublayer(_:with:)", "the layer to replace is not a sublayer")
            return
        }
        guard oldLayer !== newLayer else { return }
        guard canAdopt(newLayer, in: "CALayer.replaceSublayer(_:with:)") else { return }
        newLayer.removeFromSuperlayer()
        let index = sublayerList.firstIndex { $0 === oldLayer }!
        oldLayer.detachFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Swaps the places of two sublayers.
    func exchangeSublayers(_ first: CALayer, _ second: CALayer) {
        guard let i = sublayerList.firstIndex(where: { $0 === first }),
            let j = sublayerList.firstIndex(where: { $0 === second }), i != j
        else { return }
        sublayerList.swapAt(i, j)
        renderPropertyDidChange()
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    func coreRemoveFromSuperlayer() {
        if let masked = maskedLayer {
            masked.mask = nil
            return
        }
        detachFromSuperlayer()
    }

    /// True when `self` is `layer` or one of its descendants.
    func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// True when this layer is `layer` or is drawn as part of it: up through superlayers and
    /// through the layers masks mask. Adopting or masking with such a layer would make a cycle.
    func isDrawn(inside layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer ?? candidate.maskedLayer
        }
        return false
    }

    /// The root of the tree this layer is in.
    var rootLayer: CALayer {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root
    }

    // MARK: Private

    private func canAdopt(_ layer: CALayer, in operation: String) -> Bool {
        if isDrawn(inside: layer) {
            LayerTreeDiagnostics.report(
                operation,
                layer === self
                    ? "a layer cannot be its own sublayer" : "the layer is an ancestor of the receiver (or of the layer it masks)"
            )
            return false
        }
        if layer.maskedLayer != nil {
            LayerTreeDiagnostics.report(operation, "the layer is another layer's mask")
            return false
        }
        return true
    }

    private func insert(_ layer: CALayer, besides sibling: CALayer?, offset: Int, in operation: String) {
        guard canAdopt(layer, in: operation) else { return }
        guard let sibling else {
            insert(layer, at: offset == 1 ? sublayerList.count - (layer.superlayer === self ? 1 : 0) : 0)
            return
        }
        guard sibling.superlayer === self, sibling !== layer else {
            LayerTreeDiagnostics.report(operation, "the sibling is not a sublayer of the receiver")
            return
        }
        layer.detachFromSuperlayer()
        let index = sublayerList.lastIndexIdentical(sibling)!
        insert(layer, at: index + offset)
    }

    /// Detaches `layer` from wherever it is and inserts it at `index` (already validated). As in
    /// Core Animation, the receiver needs layout afterwards; the inserted layer keeps its own
    /// mark (a view added as a subview is marked by UIView).
    private func insert(_ layer: CALayer, at index: Int) {
        layer.detachFromSuperlayer()
        sublayerList.insert(layer, at: min(index, sublayerList.count))
        layer.superlayer = self
        // The commit walk marks hidden subtrees when it meets them; one that already met this
        // hidden subtree will not again, so a layer joining it is committed with it now.
        if hasBeenCommitted, sequence(first: self, next: \.superlayer).contains(where: \.isHidden) {
            layer.markCommitted()
        }
        layer.propagateDirtyFlagsToAncestors()
        setNeedsLayoutUnlessLayingOut()
        renderPropertyDidChange()
    }

    /// Leaves the superlayer, which needs layout afterwards.
    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList.removeFirstIdentical(self)
        superlayer = nil
        parent.setNeedsLayoutUnlessLayingOut()
        parent.renderPropertyDidChange()
    }
}

extension CALayer {
    /// Makes `newMask` this layer's mask. A mask must not be the layer itself nor sit in a layer
    /// tree (reported, nothing changes); a layer masking another moves to this one.
    func replaceMask(with newMask: CALayer?) {
        if let newMask, newMask === self || newMask.superlayer != nil {
            LayerTreeDiagnostics.report("CALayer.mask", "a mask must not be the layer itself or be in a layer tree")
            return
        }
        if let newMask, isDrawn(inside: newMask) {
            LayerTreeDiagnostics.report("CALayer.mask", "a mask must not be an ancestor of the layer (or of the layer it masks)")
            return
        }
        if let previousOwner = newMask?.maskedLayer, previousOwner !== self { previousOwner.mask = nil }
        storedMask?.maskedLayer = nil
        storedMask = newMask
        newMask?.maskedLayer = self
        newMask?.propagateDirtyFlagsToAncestors()
        renderPropertyDidChange()
    }
}
