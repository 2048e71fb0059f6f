import Foundation
import Graphics

/// What a custom action's handler is: it performs the action and says whether it succeeded.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// An action an element offers assistive technologies beyond activating it (VoiceOver's actions
/// rotor), as UIKit spells it. No assistive technology runs here: a test performs one by calling
/// its ``actionHandler``.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// What the action is called when it is offered.
    open var name: String
    /// An image shown for the action (Switch Control); nil by default.
    open var image: UIImage?
    /// Performs the action; true when it succeeded.
    open var actionHandler: UIAccessibilityCustomActionHandler?

    /// An action called `name` that runs `actionHandler`.
    public init(name: String, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action called `name` with an image, that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }
}
