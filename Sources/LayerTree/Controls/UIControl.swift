import Foundation

/// A view that turns touches into events — touch down, drags inside and outside, touch up
/// inside — and sends them to its actions, with a state (highlighted, disabled, selected) that
/// subclasses draw. Touches count as inside within 70 points of the bounds, UIKit's tolerance.
@preconcurrency @MainActor
open class UIControl: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that sends `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Whether the control takes touches and draws enabled. True by default.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected. False by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the control is highlighted: a touch is down on it. False by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The state from the flags: `.normal`, or `.highlighted`, `.disabled`, `.selected` combined.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// `contentHorizontalAlignment` with leading and trailing resolved by the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Whether a touch is being tracked: `beginTracking(_:with:)` accepted it and it has not ended.
    open var isTracking: Bool { trackingState.isTracking }
    /// Whether the tracked touch is inside the control (with UIKit's 70-point tolerance).
    open var isTouchInside: Bool { trackingState.isTouchInside }

    /// Every event some action is added for.
    open var allControlEvents: Event { actionEntries.reduce(into: []) { $0.formUnion($1.events) } }

    /// Sends the control's primary action: `.primaryActionTriggered`'s actions, as a tap (or a
    /// change of value, for value controls) would.
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    /// Whether a touch down shows the control's menu as its primary action (stored; no menus here).
    open var showsMenuAsPrimaryAction = false
    /// Whether a long press shows the control's context menu (stored; no menus here).
    open var isContextMenuInteractionEnabled = false
    /// Text shown when a pointer rests on the control (stored; no pointer here).
    open var toolTip: String?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackingBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackingMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackingEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingCancelled(touches, with: event)
    }

    /// A touch began on the control; return false to stop tracking it. The default tracks.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it. The default keeps tracking.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    /// Adds `action` for `controlEvents` (an action with the identifier of one already there replaces it).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionEntries.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actionEntries.append(ActionEntry(action: action, events: controlEvents))
    }

    /// Removes `action` from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actionEntries.indices.reversed() where actionEntries[index].action.identifier == actionIdentifier {
            actionEntries[index].events.subtract(controlEvents)
            if actionEntries[index].events.isEmpty { actionEntries.remove(at: index) }
        }
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(from: self) }

    /// Runs the actions of every event in `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actionEntries where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// Calls `iterator` with each action and its events (target-actions do not exist on Linux,
    /// so their slot is always nil); set the last argument to stop.
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actionEntries {
            iterator(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed: redraws and lays out again.
    func stateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The event a control's primary action stands for (touch up inside; value changed for value controls).
    var primaryEvent: Event { .touchUpInside }

    struct ActionEntry {
        let action: UIAction
        var events: Event
    }
    var actionEntries: [ActionEntry] = []
    var trackedTouch: UITouch?

    /// Where the tracked touch is, for `isTracking` and `isTouchInside`.
    struct TrackingState {
        var isTracking = false
        var isTouchInside = false
    }
    var trackingState = TrackingState()

    // MARK: Accessibility (UIKit's defaults)

    /// A control says when it is disabled or selected.
    override var accessibilityTraitsByDefault: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
