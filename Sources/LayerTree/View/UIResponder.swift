/// An object that takes part in the responder chain: views, windows and the application.
@MainActor
open class UIResponder: CustomStringConvertible, CustomDebugStringConvertible {
    public init() {}

    /// `<ClassName: 0x…>`, as NSObject describes an object; views describe their frame and layer
    /// too (UIKit's format, see `UIView.description`). Subclasses may override it as on iOS.
    nonisolated open var description: String { ObjectDescription.brief(self) }

    /// The description, as NSObject's `debugDescription` is by default.
    nonisolated open var debugDescription: String { description }

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

/// Responders are equal only to themselves, as NSObjects are in UIKit.
extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
