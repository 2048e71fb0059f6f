import Graphics

extension CALayer {
    /// Runs one update cycle on the tree rooted at this layer — what iOS does when the
    /// application returns to the run loop: first what is due at the media clock's time is
    /// delivered (display links, recognizer time-outs, animation starts and stops with their
    /// completions; see `CATransaction.flush()`), then layout (marked layers, parents first),
    /// display (`draw` once per marked layer with its coalesced dirty rect), and the commit of an
    /// immutable render tree. Call it on the root, once per frame.
    public func runUpdateCycle() -> FrameCommit {
        MainLoop.whileBusy {
            MainLoop.deliverDueEvents(at: MediaClock.now)
            return updateLayers()
        }
    }

    /// Layout, display and commit of the tree rooted at this layer, without delivering events.
    func updateLayers() -> FrameCommit {
        let before = UpdateCycleStats.current
        (delegate as? UIView)?.prepareConstraintBasedLayout()
        layoutMarkedSubtreeUntilClean()
        displayMarkedSubtree()
        FrameUpdatedLayers.update(under: self)
        let root = isHidden ? nil : commitSubtree()
        return FrameCommit(root: root, stats: UpdateCycleStats.current.subtracting(before))
    }

    /// The render snapshot of this subtree, rebuilt only where something changed since the last commit.
    func commitSubtree() -> RenderLayer {
        if let committedSubtree { return committedSubtree }
        for hidden in sublayerList where hidden.isHidden { hidden.markCommitted() }
        let sublayers = sublayerList.filter { !$0.isHidden }.map { $0.commitSubtree() }
        let maskSnapshot = mask.map { $0.commitSubtree() }
        let time = AnimationEngine.frameTime
        let state = hasAnimations ? presentationState(at: time) : LayerState(layer: self)
        let drawing = committedDrawing(state)
        let snapshot = RenderLayer(
            self, state: state, drawing: drawing, underlyingBitmap: committedUnderlyingBitmap(state),
            shadow: committedShadow(state, drawing: drawing), mask: maskSnapshot,
            sublayers: sublayers, replication: committedReplication(state),
            transition: hasAnimations ? renderTransition(at: time) : nil)
        committedSubtree = snapshot
        lastCommitted = snapshot
        hasBeenCommitted = true
        return snapshot
    }

    /// This subtree as shown at `time` (a replicator's delayed instance): the committed snapshot
    /// where nothing in it animates, fresh snapshots of the animated parts, none of them kept.
    func snapshot(at time: CFTimeInterval) -> RenderLayer {
        guard subtreeAnimates else { return commitSubtree() }
        let sublayers = sublayerList.filter { !$0.isHidden }.map { $0.snapshot(at: time) }
        let state = hasAnimations ? presentationState(at: time) : LayerState(layer: self)
        let drawing = committedDrawing(state)
        return RenderLayer(
            self, state: state, drawing: drawing, underlyingBitmap: committedUnderlyingBitmap(state),
            shadow: committedShadow(state, drawing: drawing),
            mask: mask.map { $0.snapshot(at: time) }, sublayers: sublayers, replication: committedReplication(state))
    }

    /// Whether a layer of this subtree (its mask included) has animations attached.
    var subtreeAnimates: Bool {
        hasAnimations || sublayerList.contains { $0.subtreeAnimates } || (mask?.subtreeAnimates ?? false)
    }

    /// A hidden subtree is committed too (it has a presentation), though nothing of it is drawn.
    func markCommitted() {
        guard !hasBeenCommitted else { return }
        hasBeenCommitted = true
        for sublayer in sublayerList { sublayer.markCommitted() }
        mask?.markCommitted()
    }

    /// A shape layer's own bitmap for this commit, drawn under its shape (every other kind commits
    /// its bitmap as its drawing).
    func committedUnderlyingBitmap(_ state: LayerState) -> RenderContent? {
        guard self is CAShapeLayer else { return nil }
        return redrawnPresentation(state) ?? commitContent()
    }

    /// The layer's bitmap for this commit: what it drew, or its `contents` image.
    func commitContent() -> RenderContent? {
        if let store = backingStore {
            let isOpaqueContent = isOpaque && store.imageIsOpaque
            if let last = lastCommitted?.bitmaps.first(where: { $0.id == identifier }), last.version == store.version,
                last.scale == contentsScale, last.isOpaque == isOpaqueContent
            {
                return last  // nothing drawn since: the same content, without a new snapshot of it
            }
            let (base, dirty) = store.takeCommitDelta()
            return RenderContent(
                id: identifier, version: store.version, baseVersion: base, dirtyRects: dirty, image: store.image(),
                scale: contentsScale, isOpaque: isOpaqueContent)
        }
        if let image = contents as? CGImage {
            return RenderContent(
                id: identifier, version: contentsVersion, baseVersion: contentsVersion, dirtyRects: [],
                image: image.pixels, scale: contentsScale, isOpaque: false)
        }
        return nil
    }
}

extension UpdateCycleStats {
    @MainActor static var current: UpdateCycleStats {
        var stats = UpdateCycleStats()
        stats.drawCalls = LayerTreeCounters.drawCalls
        stats.layoutPasses = LayerTreeCounters.layoutPasses
        stats.displayedLayers = LayerTreeCounters.displayedLayers
        stats.pixelsDrawn = LayerTreeCounters.pixelsDrawn
        stats.shapesRasterized = LayerTreeCounters.shapeRasterizations
        stats.shadowsBlurred = LayerTreeCounters.shadowBlurs
        return stats
    }

    func subtracting(_ other: UpdateCycleStats) -> UpdateCycleStats {
        var stats = UpdateCycleStats()
        stats.drawCalls = drawCalls - other.drawCalls
        stats.layoutPasses = layoutPasses - other.layoutPasses
        stats.displayedLayers = displayedLayers - other.displayedLayers
        stats.pixelsDrawn = pixelsDrawn - other.pixelsDrawn
        stats.shapesRasterized = shapesRasterized - other.shapesRasterized
        stats.shadowsBlurred = shadowsBlurred - other.shadowsBlurred
        return stats
    }
}
