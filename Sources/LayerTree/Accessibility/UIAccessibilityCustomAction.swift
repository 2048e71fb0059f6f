import Foundation

/// What a custom action's handler is: it performs the action and says whether it succeeded.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// An action assistive technologies offer on an element besides activating it (VoiceOver's
/// actions rotor), as UIKit's closure form spells it; an element lists them in
/// `accessibilityCustomActions`. The handler returns whether the action succeeded.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    public typealias Handler = UIAccessibilityCustomActionHandler

    /// The name spoken for the action.
    open var name: String
    /// The name with attributes (a language, say); its string is `name`.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name, attributes: nameAttributes) }
        set {
            name = newValue.string
            nameAttributes = newValue.length > 0 ? newValue.attributes(at: 0, effectiveRange: nil) : [:]
        }
    }
    /// The image shown for the action where actions are listed with images (Switch Control).
    open var image: UIImage?
    /// What performing the action does.
    open var actionHandler: Handler?
    private var nameAttributes: [NSAttributedString.Key: Any] = [:]

    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
    }

    public convenience init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    public convenience init(attributedName: NSAttributedString, actionHandler: @escaping Handler) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
        self.attributedName = attributedName
    }
}
