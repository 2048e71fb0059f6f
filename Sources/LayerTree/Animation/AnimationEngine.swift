import Foundation

/// Runs the animations of every layer: starts them at their transaction's commit, tells their
/// delegates when they start and stop, removes finished ones, and keeps animated layers'
/// render snapshots fresh. The update cycle drives it once per frame.
@MainActor
enum AnimationEngine {
    /// Layers with animations attached.
    private static var animatedLayers: [ObjectIdentifier: WeakLayer] = [:]
    /// Animations added but not yet given a start time (they start when their transaction
    /// commits), with the layer whose time they start in.
    private static var awaitingStart: [(animation: CAAnimation, layer: WeakLayerRef)] = []
    private static var nextCycleWork: [() -> Void] = []
    /// The time of the frame being built; presentation values are computed at it.
    private(set) static var frameTime: CFTimeInterval = 0

    /// A layer and, strongly, its animations: if the layer goes away mid-animation, their
    /// observers still hear that they stopped (unfinished).
    private struct WeakLayer {
        weak var layer: CALayer?
        var animations: [CAAnimation]
    }

    static func register(_ layer: CALayer) {
        animatedLayers[ObjectIdentifier(layer)] = WeakLayer(layer: layer, animations: layer.animationList.map(\.animation))
        MainLoop.ensureDriver()
    }

    private struct WeakLayerRef { weak var layer: CALayer? }

    static func awaitStart(_ animation: CAAnimation, on layer: CALayer) {
        awaitingStart.append((animation, WeakLayerRef(layer: layer)))
    }

    /// Gives the waiting animations their start: the global time `time` in their layer's time,
    /// plus their delay.
    static func startAwaiting(at time: CFTimeInterval) {
        for (animation, ref) in awaitingStart where animation.awaitsStart {
            let start = ref.layer.map { $0.animationTime(atGlobal: time) ?? $0.convertTime(time, from: nil) } ?? time
            animation.beginTime = start + animation.startDelay
            animation.awaitsStart = false
        }
        awaitingStart.removeAll()
    }

    static func runAtNextCycle(_ work: @escaping () -> Void) {
        nextCycleWork.append(work)
    }

    /// The start of a frame at `time`: what is committed from now on shows `time`. The implicit
    /// transaction commits (its animations start at `time`); when the clock moved since the last
    /// frame, animated layers drop their cached snapshots, which showed the old time. Nothing
    /// is delivered. A second frame at the same time (a flush, then the compositor's update
    /// cycle) keeps the snapshots the first one built.
    static func prepareFrame(at time: CFTimeInterval) {
        CATransaction.commitImplicitTransaction(at: time)
        guard time != frameTime else { return }
        frameTime = time
        LayerTimeline.dropReleased()
        for entry in animatedLayers.values { entry.layer?.renderPropertyDidChange() }
    }

    /// A frame's animation events, after ``prepareFrame(at:)``: stops reported at the previous
    /// cycle and completions with nothing to wait for are delivered; then every animation
    /// advances to `time`, starting and stopping with its delegate and observers told.
    static func tick(at time: CFTimeInterval) {
        let work = nextCycleWork
        nextCycleWork.removeAll()
        for item in work { item() }
        for (id, entry) in animatedLayers {
            guard let layer = entry.layer else {
                animatedLayers[id] = nil
                for animation in entry.animations where !animation.didStop { animation.reportStop(finished: false) }
                continue
            }
            layer.advanceAnimations(to: time)
            if layer.hasRunningAnimations {
                animatedLayers[id]?.animations = layer.animationList.map(\.animation)
            } else {
                animatedLayers[id] = nil
            }
        }
    }
}

extension CALayer {
    /// Attaches a copy of `anim` under `key`, replacing (and stopping, unfinished) one already
    /// there. A nil key attaches it anonymously. Its start is the commit of the current transaction.
    func coreAdd(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
        if let transition = copy as? CATransition { transition.source = lastCommitted }
        if let key { replaceAnimation(forKey: key, with: copy) }
        CATransaction.track(copy)
        if copy.beginTime == 0 {
            copy.awaitsStart = true
            AnimationEngine.awaitStart(copy, on: self)
        }
        animationList.append((key ?? "\(Self.anonymousKeyPrefix)\(ObjectIdentifier(copy).hashValue)", copy))
        AnimationEngine.register(self)
        renderPropertyDidChange()
    }

    /// The animation attached under `key` (not a copy: don't modify it).
    func coreAnimation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    /// Detaches the animation under `key`; its delegate hears at the next cycle that it stopped
    /// unfinished.
    func coreRemoveAnimation(forKey key: String) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationList.remove(at: index).animation
        removed.reportStopAtNextCycle(finished: false)
        renderPropertyDidChange()
    }

    /// Makes room for `new` under `key`. The animation there stops unfinished (reported at the
    /// next cycle) — unless the same animation block made both before either started (a
    /// property set twice in one block), which animates once and completes finished.
    private func replaceAnimation(forKey key: String, with new: CAAnimation) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        let old = animationList[index].animation
        let sameBlock = old.stopObservers.contains { group in new.stopObservers.contains { $0 === group } }
        guard old.awaitsStart, sameBlock else { return removeAnimation(forKey: key) }
        animationList.remove(at: index)
        old.didStop = true
        let observers = old.stopObservers
        old.stopObservers.removeAll()
        for observer in observers { observer.animationStopped(finished: true) }
    }

    /// Detaches every animation; their delegates hear at the next cycle that they stopped unfinished.
    func coreRemoveAllAnimations() {
        let removed = animationList
        animationList.removeAll()
        for entry in removed { entry.animation.reportStopAtNextCycle(finished: false) }
        renderPropertyDidChange()
    }

    /// The keys of the attached animations, in the order they were added; nil when none.
    func coreAnimationKeys() -> [String]? {
        let keys = animationList.map(\.key).filter { !$0.hasPrefix(Self.anonymousKeyPrefix) }
        return keys.isEmpty ? nil : keys
    }

    var hasAnimations: Bool { !animationList.isEmpty }

    /// Whether an attached animation has not reached its end yet (filled, finished ones don't count).
    var hasRunningAnimations: Bool { animationList.contains { !$0.animation.didStop } }

    /// Whether a UIKit animation made without `.allowUserInteraction` is running on the layer.
    var animationsBlockInteraction: Bool { animationList.contains { !$0.animation.allowsUserInteraction } }

    /// The transition showing at the global time `time`, if one is attached.
    func renderTransition(at time: CFTimeInterval) -> RenderTransition? {
        guard let time = animationTime(atGlobal: time) else { return nil }
        for (_, animation) in animationList.reversed() {
            guard let transition = animation as? CATransition, let source = transition.source,
                let progress = transition.transitionProgress(at: time)
            else { continue }
            return RenderTransition(source: source, progress: progress, type: transition.type, subtype: transition.subtype)
        }
        return nil
    }

    /// Starts, finishes and removes animations at the global time `time` (in the layer's time);
    /// keeps the snapshot fresh while animating.
    func advanceAnimations(to time: CFTimeInterval) {
        guard let time = animationTime(atGlobal: time) else { return }
        for (_, animation) in animationList where !animation.didStart && !animation.awaitsStart && animation.beginTime <= time {
            animation.didStart = true
            animation.delegate?.animationDidStart(animation)
        }
        let ended = animationList.filter {
            !$0.animation.didStop && !$0.animation.awaitsStart && $0.animation.isFinished(at: time)
        }
        // Running animations' snapshots were dropped when the frame began (`prepareFrame`).
        guard !ended.isEmpty else { return }
        // Ended animations report their stop; only those removed on completion leave the layer.
        animationList.removeAll { entry in
            entry.animation.isRemovedOnCompletion && ended.contains { $0.animation === entry.animation }
        }
        for (_, animation) in ended { animation.reportStop(finished: true) }
        renderPropertyDidChange()
    }

    static let anonymousKeyPrefix = "\u{1}anonymous-"
}
