import SwiftSyntax

/// Calls that need the Objective-C runtime and have no rewrite: reported with their place, left
/// as they are (the compiler then stops at them, or they behave as described).
extension PortVisitor {
    func reportUnportedCall(_ call: FunctionCallExprSyntax) {
        let name = PortSyntax.calledName(call)
        let labels = PortSyntax.labels(of: call)
        switch (name, labels) {
        case ("observe", _) where call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            report(
                "key-value observing (observe(_:options:changeHandler:)) needs the Objective-C runtime; observe by hand",
                at: call)
        case ("addObserver", ["_", "forKeyPath", "options", "context"]), ("removeObserver", ["_", "forKeyPath"]),
            ("removeObserver", ["_", "forKeyPath", "context"]):
            report("key-value observing needs the Objective-C runtime; observe by hand", at: call)
        case ("removeObserver", ["_", "name", "object"]):
            report(
                "the block observers rewritten from addObserver(_:selector:name:object:) last until their observer is "
                    + "released: removeObserver(_:name:object:) does not stop them", at: call)
        case ("cancelPreviousPerformRequests", _):
            report("perform(_:with:afterDelay:) became a timer: cancel it by keeping and invalidating the timer", at: call)
        case ("performSelector", _), ("perform", ["_", "on", "with", "waitUntilDone"]),
            ("perform", ["_", "on", "with", "waitUntilDone", "modes"]):
            report("performing a selector on a thread has no rewrite; call the method on that thread by hand", at: call)
        default: break
        }
    }
}
