import Foundation

/// A button of an alert or action sheet: its title, its style, and what tapping it does.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A regular button in the tint colour.
        case `default` = 0
        /// The button that dismisses without changing anything: semibold, on the left of two
        /// side-by-side buttons, at the bottom of a stack, or alone below an action sheet.
        case cancel = 1
        /// A button that changes or deletes data: red.
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    /// Whether the button can be tapped; a disabled one is grey.
    open var isEnabled = true { didSet { alertView?.refreshActions() } }
    let handler: ((UIAlertAction) -> Void)?
    weak var alertView: UIAlertControllerView?

    /// An action with `title` and `style`; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
