import SwiftSyntax

/// Notification observers as block observers. The block holds the observer weakly, so it does
/// nothing once the observer is gone, as a selector observer is dropped when it is released.
extension PortVisitor {
    /// `center.addObserver(self, selector: #selector(m), name: n, object: o)` →
    /// `_ = center.addObserver(forName: n, object: o, queue: nil, using: { [weak self] notification in
    /// MainActor.assumeIsolated { self?.m(notification) } })`.
    func rewriteNotificationObserver(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = PortSyntax.labels(of: call)
        guard PortSyntax.calledName(call) == "addObserver", labels == ["_", "selector", "name", "object"],
            let observer = argument(call, nil), let name = argument(call, "name"), let object = argument(call, "object"),
            let selector = selectorArgument(call, "selector")
        else { return false }
        guard let method = resolve(selector, at: call) else { return true }
        handled(selector)
        guard let capture = TargetCapture(target: text(observer), weak: true) else {
            report("a notification observer needs an object to call", at: observer)
            return true
        }
        var handler = HandlerCall(method: method, receiver: capture.receiver)
        guard let body = handler.text([.init(expression: "notification", type: "Notification")]) else {
            report("\(method.fullName) takes more than the notification", at: selector.node)
            return true
        }
        noteHelpers(handler)
        let start = Self.sendingParameter(method.labels.isEmpty ? nil : "notification")
        let block = "{ \(capture.captureList)\(start)MainActor.assumeIsolated { \(body) } }"
        replace(
            call,
            with: "\(discardPrefix(call))\(receiverPrefix(call))addObserver(forName: \(text(name)), object: \(text(object)), "
                + "queue: nil, using: \(block))")
        return true
    }
}
