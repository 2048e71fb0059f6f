import SwiftSyntax

/// The attributes and modifiers that only mean something to the Objective-C runtime or to
/// Interface Builder, dropped: the declarations they mark compile and behave without them.
extension PortVisitor {
    /// The attributes dropped wherever they appear.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    /// Removes `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, `@IBOutlet`, … .
    func dropObjectiveCAttribute(_ node: AttributeSyntax) {
        guard Self.droppedAttributes.contains(node.attributeName.trimmedDescription) else { return }
        remove(node)
    }

    /// Removes `dynamic` (Objective-C message dispatch, for key-value observing and swizzling).
    func dropDynamicModifier(_ node: DeclModifierSyntax) {
        guard node.name.text == "dynamic" else { return }
        remove(node)
    }
}
