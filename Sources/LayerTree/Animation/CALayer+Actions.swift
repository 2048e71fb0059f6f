import Foundation

extension CALayer {
    /// The keys under which `run(forKey:object:arguments:)` receives the value before the change.
    static let previousPresentationKey = "previousPresentationValue"
    static let previousModelKey = "previousModelValue"

    /// Runs `change` to an animatable property, then the action the change calls for: the
    /// delegate's (a view inside an animation block), the `actions` dictionary's, or the default
    /// implicit animation. Layers never committed yet do not animate implicitly.
    func changeAnimatable(_ key: String, _ change: () -> Void) {
        let previous = animatableValue(forKey: key)
        let previousShown = hasAnimations ? presentationState(at: MediaClock.now).value(forKeyPath: key) : previous
        change()
        announceChange(of: key, previousModel: previous, previousShown: previousShown)
    }

    /// After a `didSet` change of an animatable property from `oldValue`: records the change and
    /// runs its action, as ``changeAnimatable(_:_:)`` does.
    func animatableDidChange(_ key: String, from oldValue: some AnimatableValueConvertible) {
        animatableDidChange(key, previous: oldValue.animatableValue)
    }

    /// After a change of `key` from `previous` (nil when it had no animatable value).
    func animatableDidChange(_ key: String, previous: AnimatableValue?) {
        renderPropertyDidChange()
        // The model has changed already: what was shown is the animations over the old value.
        let previousShown =
            hasAnimations
            ? presentationState(at: MediaClock.now, modelValues: previous.map { [key: $0] } ?? [:]).value(forKeyPath: key)
            : previous
        announceChange(of: key, previousModel: previous, previousShown: previousShown)
    }

    /// Redisplays the layer if its class asks for it (``needsDisplay(forKey:)``) and runs the
    /// action for `key` with the values before the change.
    private func announceChange(of key: String, previousModel: AnimatableValue?, previousShown: AnimatableValue?) {
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard let action = action(forKey: key) else { return }
        action.run(
            forKey: key, object: self, arguments: Self.previousValues(shown: previousShown?.any, model: previousModel?.any))
    }

    /// The arguments an action receives: the values before the change, where there are any.
    static func previousValues(shown: Any?, model: Any?) -> [AnyHashable: Any] {
        var values: [AnyHashable: Any] = [:]
        if let shown { values[previousPresentationKey] = shown }
        if let model { values[previousModelKey] = model }
        return values
    }

    /// The action for a change of `event`, searched as Core Animation does: none while the
    /// transaction disables actions; the delegate's answer (`NSNull` stops the search); the
    /// `actions` dictionary; the class default.
    func lookUpAction(forKey event: String) -> CAAction? {
        guard !actionsSuppressed, !CATransaction.disableActions() else { return nil }
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        guard hasBeenCommitted else { return nil }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The default action of an animatable key: a basic animation with the transaction's
    /// duration and timing function (the default curve when none is set).
    class func coreDefaultAction(forKey event: String) -> CAAction? {
        guard propertyTable[event]?.animation != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
