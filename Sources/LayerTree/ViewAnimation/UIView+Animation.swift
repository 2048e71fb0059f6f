import Foundation

@MainActor
enum UIViewAnimationSwitch {
    static var enabled = true
}

extension UIView {
    /// The layer keys a view animates inside an animation block: frame (position and bounds),
    /// center, bounds, transform, alpha, backgroundColor, contentStretch, the layer's corner
    /// radius and border, and a visual effect view's blur (its backdrop layer's keys).
    static let animatableLayerKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "contentsCenter", "cornerRadius", "borderWidth",
        "borderColor", "anchorPoint", "backdropBlurRadius", "backdropSaturation", "backdropTintColor",
    ]

    /// The block animation for a change of `event`, or `NSNull` outside animation blocks.
    func blockAction(for layer: CALayer, forKey event: String) -> CAAction {
        guard UIViewAnimationSwitch.enabled, let context = UIViewAnimationContext.current, context.duration > 0,
            Self.animatableLayerKeys.contains(event)
        else { return NSNull() }
        if let recorder = context.keyframeRecorder { return recorder.action(for: layer) }
        context.touchedLayers.append(layer)
        return context.makeAnimation(forKey: event)
    }

    /// Whether changes in animation blocks animate. True by default.
    public static var areAnimationsEnabled: Bool { UIViewAnimationSwitch.enabled }

    /// Turns animation blocks' animations on or off for the changes made afterwards; running
    /// animations continue.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimationSwitch.enabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations off.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = UIViewAnimationSwitch.enabled
        UIViewAnimationSwitch.enabled = false
        actionsWithoutAnimation()
        UIViewAnimationSwitch.enabled = saved
    }

    /// The duration of the animation block being run; 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { UIViewAnimationContext.current?.duration ?? 0 }

    /// Animates the changes `animations` makes to views' animatable properties. The model
    /// values change at once; the presentation moves over `duration` after `delay`, starting at
    /// the next update cycle. A duration of 0 or less applies the changes without animating.
    /// `completion` runs once, after every animation of the block has stopped, with `true` if all
    /// ran to their end (at the next cycle when nothing animated).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay, options: options, spring: nil, animations: animations,
            completion: completion)
    }

    /// Animates with the ease-in-ease-out curve and no delay.
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates on a spring: `dampingRatio` 1 settles without overshoot, nearer 0 oscillates more;
    /// `velocity` is the initial speed in units of the whole distance per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity),
            animations: animations, completion: completion)
    }

    /// Runs an animation block: nested blocks inherit the outer duration and curve unless told
    /// to override them.
    static func runBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        spring: (dampingRatio: CGFloat, velocity: CGFloat)?, animations: () -> Void, completion: ((Bool) -> Void)?,
        configure: (UIViewAnimationContext) -> Void = { _ in }
    ) {
        guard duration > 0, duration.isFinite, UIViewAnimationSwitch.enabled else {
            UIView.performWithoutAnimation(animations)
            if let completion { AnimationEngine.runAtNextCycle { completion(true) } }
            return
        }
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: options, completion: completion)
        context.spring = spring
        if let outer = UIViewAnimationContext.current, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { context.duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { context.curve = outer.curve }
        }
        configure(context)
        UIViewAnimationContext.stack.append(context)
        animations()
        if options.contains(.layoutSubviews) {
            for layer in context.touchedLayers { layer.layoutIfNeeded() }
        }
        UIViewAnimationContext.stack.removeLast()
        context.completion.seal()
    }
}
