import Foundation

/// An object that takes part in the responder chain: views, windows and the application. An
/// `NSObject`, as in UIKit: equal only to itself, hashable, describable, and able to adopt
/// protocols that require `NSObjectProtocol`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// `<ClassName: 0x…>`, as NSObject describes an object; views describe their frame and layer
    /// too (UIKit's format, see `UIView.description`). Subclasses may override it as on iOS.
    nonisolated open override var description: String { ObjectDescription.brief(self) }

    /// The description, as NSObject's `debugDescription` is by default.
    nonisolated open override var debugDescription: String { description }

    /// The next object up the chain: a view's superview, a window's application.
    open var next: UIResponder? { nil }

    /// Whether the object accepts first-responder status. The default is false.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object gives up first-responder status when asked. The default is true.
    open var canResignFirstResponder: Bool { true }

    /// Whether the object is its window's first responder.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Makes the object the first responder if it accepts and the current one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, FirstResponder.canBeReplaced() else { return false }
        FirstResponder.current = self
        return true
    }

    // MARK: Touches

    /// A touch began. The default passes it up the responder chain, to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (a gesture recognizer took them, or the system did). The default passes them on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Called after first-responder status was taken without asking (`endEditing(true)`, or the
    /// view leaving its window). Does nothing by default; text views end their editing here.
    func firstResponderStatusWasTaken() {}

    // MARK: Input views

    /// The view shown in place of the keyboard while the object is first responder; nil (the
    /// default) for the keyboard. There is no on-screen keyboard here: the view is kept, not shown.
    open var inputView: UIView? { nil }
    /// The bar shown above the keyboard while the object is first responder; nil by default.
    open var inputAccessoryView: UIView? { nil }
    /// Asks for the input views to be read again (nothing is shown here, so nothing changes).
    open func reloadInputViews() {}

    // MARK: Accessibility (UIKit's informal protocol on NSObject; declared here so subclasses override it)

    /// Whether assistive technologies see this object as one element. Each class has UIKit's
    /// default (labels, buttons and controls are elements; plain views are not) until it is set.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? isAccessibilityElementByDefault }
        set { accessibility.isElement = newValue }
    }
    /// What the element is called; nil until set, except where UIKit derives one (a label's text,
    /// a button's title).
    open var accessibilityLabel: String? {
        get { accessibility.label ?? accessibilityLabelByDefault }
        set { accessibility.label = newValue }
    }
    /// What activating the element does.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value (a slider's percentage, a switch's "1" or "0", a field's text).
    open var accessibilityValue: String? {
        get { accessibility.value ?? accessibilityValueByDefault }
        set { accessibility.value = newValue }
    }
    /// What the element is and does; UIKit's defaults per class until set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? accessibilityTraitsByDefault }
        set { accessibility.traits = newValue }
    }
    /// A name for UI tests to find the element by; not spoken.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// The language the label and value are spoken in.
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }
    /// The element's frame in screen coordinates; a view's own frame there until set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? accessibilityFrameByDefault }
        set { accessibility.frame = newValue }
    }
    /// Whether the elements inside this object are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the elements beside this one (a modal view).
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether the elements inside are read as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }
    /// The elements inside this container, in reading order; nil for the subviews' order.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// The actions besides activation that assistive technologies offer on the element (VoiceOver's
    /// actions rotor); nil until set. Nothing here offers them: they are kept for the app's own use.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// Whether the view keeps its colours when Smart Invert is on.
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibility.ignoresInvertColors }
        set { accessibility.ignoresInvertColors = newValue }
    }
    /// Where activating the element touches, in screen coordinates; the middle of
    /// ``accessibilityFrame`` until set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibility.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    /// The element's outline in screen coordinates, when its frame is not its shape; nil by default.
    open var accessibilityPath: UIBezierPath? {
        get { accessibility.path }
        set { accessibility.path = newValue }
    }
    /// Dismisses a modal element (VoiceOver's escape gesture); false: the default does nothing.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the screen's main action (VoiceOver's magic tap); false: the default does nothing.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Activates the element (a double tap with VoiceOver); false: the default does nothing.
    open func accessibilityActivate() -> Bool { false }
    /// Makes an adjustable element's value larger; the default does nothing.
    open func accessibilityIncrement() {}
    /// Makes an adjustable element's value smaller; the default does nothing.
    open func accessibilityDecrement() {}

    var accessibility = AccessibilityAttributes()
    /// UIKit's per-class defaults, overridden by labels, buttons and controls.
    var isAccessibilityElementByDefault: Bool { false }
    var accessibilityLabelByDefault: String? { nil }
    var accessibilityValueByDefault: String? { nil }
    var accessibilityTraitsByDefault: UIAccessibilityTraits { .none }
    var accessibilityFrameByDefault: CGRect { .zero }

    /// Gives up first-responder status if the object allows it.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponder.current = nil
        return true
    }
}

/// The first responder. One at a time across the application, as on iOS with one key window.
@MainActor
enum FirstResponder {
    static weak var current: UIResponder?

    static func canBeReplaced() -> Bool {
        guard let current else { return true }
        return current.resignFirstResponder()
    }

    /// Takes first-responder status from `responder` without asking it (`endEditing(true)`, or its
    /// view leaving the window), then tells it, so that a text view can end its editing session.
    static func forceResign(_ responder: UIResponder) {
        guard current === responder else { return }
        current = nil
        responder.firstResponderStatusWasTaken()
    }
}
