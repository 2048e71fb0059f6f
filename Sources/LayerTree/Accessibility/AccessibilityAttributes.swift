import Foundation
import Graphics

/// What a responder says about itself to assistive technologies. Each attribute is nil until set,
/// so that a class's own default (a label's text, a button's title) shows through until then.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var language: String?
    var frame: CGRect?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var ignoresInvertColors = false
    var activationPoint: CGPoint?
    var path: UIBezierPath?
}
