import Foundation

/// An alert or an action sheet: a title, a message, text fields (alerts only) and buttons. It is
/// presented over the presenter (`overFullScreen`, fading in); tapping a button dismisses it, then
/// runs the button's handler, as UIKit does.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Where the alert shows.
    public enum Style: Int, Sendable {
        /// Rising from the bottom of the screen, its buttons stacked, a cancel button apart.
        case actionSheet = 0
        /// Centred over a dimmed screen.
        case alert = 1
    }

    public private(set) var preferredStyle: Style = .alert
    /// The text below the title.
    open var message: String? { didSet { alertView?.refreshTexts() } }
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold (and run by the return key): must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) {
                LayerTreeDiagnostics.report("UIAlertController.preferredAction", "the action is not one of the alert's actions")
                preferredAction = oldValue
            }
            alertView?.refreshActions()
        }
    }
    /// The text fields, in the order added; nil when there are none.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    var alertView: UIAlertControllerView? { viewIfLoaded as? UIAlertControllerView }

    /// An alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// An alert (the style UIKit gives an alert controller made this way), presented over the
    /// presenter with a cross-dissolve.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) { return nil }

    open override var title: String? { didSet { alertView?.refreshTexts() } }

    /// Adds a button. An alert takes one cancel action at most, as UIKit requires (a second is
    /// refused with a diagnostic).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            LayerTreeDiagnostics.report("UIAlertController.addAction(_:)", "an alert can have only one cancel action")
            return
        }
        actions.append(action)
        alertView?.refreshActions()
    }

    /// Adds a text field (alerts only; an action sheet refuses it, as UIKit does), configured by
    /// `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LayerTreeDiagnostics.report(
                "UIAlertController.addTextField(configurationHandler:)", "text fields can only be added to an alert")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        configurationHandler?(field)
        fields.append(field)
        alertView?.refreshTexts()
    }

    open override func loadView() {
        view = UIAlertControllerView(controller: self)
    }

    /// Dismisses the alert, then runs the action's handler.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let finish: () -> Void = { action.handler?(action) }
        if presentingViewController != nil {
            dismiss(animated: true, completion: finish)
        } else {
            finish()
        }
    }
}
