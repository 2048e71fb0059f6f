/// An object that takes part in the responder chain: views, windows and the application.
@MainActor
open class UIResponder {
    public init() {}

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
}

/// An event: a touch sequence's state at a moment. The host delivers events (see `UIWindow`).
@MainActor
open class UIEvent {
    /// When the event happened, in seconds on the media clock.
    public let timestamp: Double

    public init(timestamp: Double) {
        self.timestamp = timestamp
    }
}

/// Responders are equal only to themselves, as NSObjects are in UIKit.
extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
