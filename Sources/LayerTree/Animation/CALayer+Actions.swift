import Foundation

extension CALayer {
    /// The keys under which `run(forKey:object:arguments:)` receives the value before the change.
    static let previousPresentationKey = "previousPresentationValue"
    static let previousModelKey = "previousModelValue"

    /// Runs `change` to an animatable property, then the action the change calls for: the
    /// delegate's (a view inside an animation block), the `actions` dictionary's, or the default
    /// implicit animation. Layers never committed yet do not animate implicitly.
    func changeAnimatable(_ key: String, _ change: () -> Void) {
        let previousModel = modelState.value(forKeyPath: key)
        let previousShown = hasAnimations
            ? presentationState(at: MediaClock.now).value(forKeyPath: key) : previousModel
        change()
        guard let action = action(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: Self.previousValues(shown: previousShown?.any, model: previousModel?.any))
    }

    /// The arguments an action receives: the values before the change, where there are any.
    static func previousValues(shown: Any?, model: Any?) -> [AnyHashable: Any] {
        var values: [AnyHashable: Any] = [:]
        if let shown { values[previousPresentationKey] = shown }
        if let model { values[previousModelKey] = model }
        return values
    }

    /// After a `didSet` change of an animatable property from `oldValue`: records the change and
    /// runs its action, as ``changeAnimatable(_:_:)`` does.
    func animatableDidChange(_ key: String, from oldValue: Any?) {
        renderPropertyDidChange()
        guard let action = action(forKey: key) else { return }
        let previousModel = AnimatableValue(oldValue)?.any ?? AnimatableValue.transparent(for: key)
        let previousShown = hasAnimations
            ? presentationState(at: MediaClock.now).value(forKeyPath: key)?.any : previousModel
        action.run(forKey: key, object: self, arguments: Self.previousValues(shown: previousShown, model: previousModel))
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
    public class func defaultAction(forKey event: String) -> CAAction? {
        guard LayerState.animatableKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
