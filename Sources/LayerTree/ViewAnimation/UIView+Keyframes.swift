import Foundation

/// Collects the changes made inside `addKeyframe` blocks, per layer and key, and turns them into
/// keyframe animations when the `animateKeyframes` block ends.
@MainActor
final class KeyframeRecorder {
    private struct Track {
        let layer: CALayer
        let key: String
        let initial: AnimatableValue
        var frames: [(start: Double, duration: Double, value: AnimatableValue)] = []
    }

    private var tracks: [Track] = []
    /// The keyframe being recorded: relative start and duration (0…1).
    var current: (start: Double, duration: Double) = (0, 1)

    /// The action that records a change of a view's layer.
    func action(for layer: CALayer) -> CAAction { Recording(recorder: self) }

    private final class Recording: CAAction {
        let recorder: KeyframeRecorder
        init(recorder: KeyframeRecorder) { self.recorder = recorder }

        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            guard let layer = anObject as? CALayer, let new = layer.animatableValue(forKey: event) else { return }
            let previous = AnimatableValue(dict?[CALayer.previousModelKey]) ?? new
            recorder.record(layer: layer, key: event, previous: previous, new: new)
        }
    }

    func record(layer: CALayer, key: String, previous: AnimatableValue, new: AnimatableValue) {
        let index =
            tracks.firstIndex { $0.layer === layer && $0.key == key }
            ?? {
                tracks.append(Track(layer: layer, key: key, initial: previous))
                return tracks.count - 1
            }()
        tracks[index].frames.append((current.start, current.duration, new))
    }

    /// One keyframe animation per layer and key: the value holds until each keyframe starts,
    /// then moves to the keyframe's value by its end.
    func makeAnimations(context: UIViewAnimationContext, mode: CAAnimationCalculationMode) -> [(
        CALayer, String, CAKeyframeAnimation
    )] {
        tracks.map { track in
            var values = [track.initial], times = [0.0], last = track.initial
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                let start = min(max(frame.start, 0), 1), end = min(max(frame.start + frame.duration, start), 1)
                values += [last, frame.value]
                times += [start, end]
                last = frame.value
            }
            values.append(last)
            times.append(1)
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map(\.any)
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode == .paced || mode == .cubicPaced ? .linear : mode
            animation.duration = context.duration
            animation.startDelay = max(0, context.delay)
            animation.fillMode = .backwards
            if context.options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = context.options.contains(.autoreverse)
            animation.allowsUserInteraction = context.options.contains(.allowUserInteraction)
            context.completion.track(animation)
            return (track.layer, track.key, animation)
        }
    }
}

extension UIView {
    /// Animates through keyframes added with `addKeyframe(withRelativeStartTime:…)` inside
    /// `animations`; changes made outside any keyframe span the whole duration.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let recorder = KeyframeRecorder()
        var made: [(CALayer, String, CAKeyframeAnimation)] = []
        runBlock(
            duration: duration, delay: delay, options: options.animationOptions, spring: nil,
            animations: {
                animations()
                if let context = UIViewAnimationContext.current, context.keyframeRecorder === recorder {
                    context.keyframeRecorder = nil
                    made = recorder.makeAnimations(context: context, mode: options.calculationMode)
                }
            }, completion: completion
        ) { context in
            context.keyframeRecorder = recorder
        }
        for (layer, key, animation) in made { layer.add(animation, forKey: key) }
    }

    /// Inside `animateKeyframes`: the changes `animations` makes reach their values between
    /// `frameStartTime` and `frameStartTime + frameDuration` (fractions of the whole duration).
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        guard let recorder = UIViewAnimationContext.current?.keyframeRecorder else {
            animations()
            return
        }
        let saved = recorder.current
        recorder.current = (frameStartTime, max(0, frameDuration))
        animations()
        recorder.current = saved
    }
}
