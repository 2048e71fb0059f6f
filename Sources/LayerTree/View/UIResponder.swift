import Foundation

/// An object that takes part in the responder chain: views, windows and the application. An
/// `NSObject`, as in UIKit: equal only to itself, hashable, describable, and able to adopt
/// protocols that require `NSObjectProtocol`.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

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
