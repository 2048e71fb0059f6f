import SwiftSyntax

/// Timers, display links and `perform(_:with:afterDelay:)` as closures. A display link's handler
/// holds its target, as the link does until `invalidate()`. A timer's block holds its target
/// weakly: Foundation on Linux never releases a block timer (nor its block), even invalidated or
/// fired, so a block holding the target would keep it for good; a timer whose target is gone
/// calls nothing. Timer blocks are `@Sendable` and run on the run loop of the thread that
/// scheduled them — the main thread for view code — so the handler runs in
/// `MainActor.assumeIsolated`.
extension PortVisitor {
    /// `Timer.scheduledTimer(timeInterval: t, target: self, selector: #selector(m), userInfo: nil, repeats: r)` →
    /// `Timer.scheduledTimer(withTimeInterval: t, repeats: r, block: { timer in MainActor.assumeIsolated { self.m(timer) } })`,
    /// and `Timer(timeInterval:target:selector:userInfo:repeats:)` → `Timer(timeInterval:repeats:block:)`.
    func rewriteTimer(_ call: FunctionCallExprSyntax) -> Bool {
        guard PortSyntax.labels(of: call) == ["timeInterval", "target", "selector", "userInfo", "repeats"],
            let interval = argument(call, "timeInterval"), let target = argument(call, "target"),
            let userInfo = argument(call, "userInfo"), let repeats = argument(call, "repeats"),
            let selector = selectorArgument(call, "selector")
        else { return false }
        let scheduled = PortSyntax.calledName(call) == "scheduledTimer"
        guard scheduled || call.calledExpression.trimmedDescription == "Timer" else { return false }
        guard let method = resolve(selector, at: call) else { return true }
        handled(selector)
        guard let capture = TargetCapture(target: text(target), weak: true) else {
            report("a timer needs a target to call", at: target)
            return true
        }
        var handler = HandlerCall(method: method, receiver: capture.receiver)
        guard let body = handler.text([.init(expression: "timer", type: "Timer")]) else {
            report("\(method.fullName) takes more than the timer", at: selector.node)
            return true
        }
        noteHelpers(handler)
        if !userInfo.is(NilLiteralExprSyntax.self), !method.labels.isEmpty {
            report("the timer's userInfo is not carried over: a block timer's userInfo is nil", at: userInfo)
        }
        let start = Self.sendingParameter(method.labels.isEmpty ? nil : "timer")
        let block = "{ \(capture.captureList)\(start)MainActor.assumeIsolated { \(body) } }"
        let made =
            scheduled
            ? "\(receiverPrefix(call))scheduledTimer(withTimeInterval: \(text(interval)), repeats: \(text(repeats)), block: \(block))"
            : "Timer(timeInterval: \(text(interval)), repeats: \(text(repeats)), block: \(block))"
        replace(call, with: (scheduled ? discardPrefix(call) : "") + made)
        return true
    }

    /// `CADisplayLink(target: self, selector: #selector(m))` → `CADisplayLink(handler: { link in self.m(link) })`.
    func rewriteDisplayLink(_ call: FunctionCallExprSyntax) -> Bool {
        guard PortSyntax.labels(of: call) == ["target", "selector"],
            call.calledExpression.trimmedDescription == "CADisplayLink",
            let target = argument(call, "target"), let selector = selectorArgument(call, "selector")
        else { return false }
        guard let method = resolve(selector, at: call) else { return true }
        handled(selector)
        guard let capture = TargetCapture(target: text(target), weak: false) else {
            report("a display link needs a target to call", at: target)
            return true
        }
        var handler = HandlerCall(method: method, receiver: capture.receiver)
        guard let body = handler.text([.init(expression: "link", type: "CADisplayLink")]) else {
            report("\(method.fullName) takes more than the display link", at: selector.node)
            return true
        }
        noteHelpers(handler)
        let parameter = method.labels.isEmpty ? "_" : "link"
        replace(call, with: "CADisplayLink(handler: { \(capture.captureList)\(parameter) in \(body) })")
        return true
    }

    /// `perform(#selector(m), with: x, afterDelay: d)` → a one-shot timer calling `m(x)` after `d`
    /// seconds; `perform(#selector(m))` and `perform(#selector(m), with: x)` → the call itself.
    func rewritePerform(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = PortSyntax.labels(of: call)
        guard PortSyntax.calledName(call) == "perform", [["_"], ["_", "with"], ["_", "with", "afterDelay"]].contains(labels),
            let selector = selectorArgument(call, nil)
        else { return false }
        guard let method = resolve(selector, at: call) else { return true }
        handled(selector)
        guard PortSyntax.isStatement(call) else {
            report("perform's result (an Unmanaged object) has no closure-form counterpart", at: call)
            return true
        }
        let receiver = String(receiverPrefix(call).dropLast())
        let object = argument(call, "with")
        let passesObject = !method.labels.isEmpty && object.map { !$0.is(NilLiteralExprSyntax.self) } == true
        let delay = self.argument(call, "afterDelay")
        var declarations: [String] = []
        if passesObject, let object {
            // A timer block is @Sendable: the object (Any?) is declared nonisolated(unsafe), as the
            // objects perform hands over are the main thread's.
            declarations.append("\(delay == nil ? "let" : "nonisolated(unsafe) let") argument: Any? = \(text(object))")
        }
        let capture = TargetCapture(target: receiver.isEmpty ? "self" : receiver, weak: true)
        let direct = receiver.isEmpty ? "self" : receiver
        var handler = HandlerCall(method: method, receiver: delay == nil ? direct : capture?.receiver ?? direct)
        let argument = HandlerCall.Argument(expression: passesObject ? "argument" : "nil", type: "Any?")
        guard let body = handler.text([argument]) else {
            report("\(method.fullName) takes more than perform's one object", at: selector.node)
            return true
        }
        noteHelpers(handler)
        var statement = body
        if let delay {
            statement =
                "_ = Timer.scheduledTimer(withTimeInterval: \(text(delay)), repeats: false, "
                + "block: { \(capture?.captureList ?? "")_ in MainActor.assumeIsolated { \(body) } })"
        }
        replace(call, with: declarations.isEmpty ? statement : "do { \((declarations + [statement]).joined(separator: "; ")) }")
        return true
    }

    /// The start of a `@Sendable` block whose parameter (a timer, a notification: not `Sendable`)
    /// goes on to the main actor: `name in nonisolated(unsafe) let name = name; `, or `_ in `.
    static func sendingParameter(_ name: String?) -> String {
        guard let name else { return "_ in " }
        return "\(name) in nonisolated(unsafe) let \(name) = \(name); "
    }
}
