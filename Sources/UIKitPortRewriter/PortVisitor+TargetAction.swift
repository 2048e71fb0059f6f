import SwiftSyntax

/// Controls', gesture recognizers' and bar button items' target-action, as closures: a control
/// gets a `UIAction` (named after the selector, so that `removeTarget` can find it and adding it
/// twice keeps one), a recognizer a closure target, a bar button item a primary action. Targets
/// are held weakly, as UIKit holds them.
extension PortVisitor {
    /// `control.addTarget(self, action: #selector(m), for: events)` →
    /// `control.addAction(UIAction(identifier: …, handler: { [weak self] action in self?.m(…) }), for: events)`;
    /// `removeTarget(_:action:for:)` → `removeAction(identifiedBy:for:)`.
    func rewriteControlTargetAction(_ call: FunctionCallExprSyntax) -> Bool {
        let name = PortSyntax.calledName(call)
        guard name == "addTarget" || name == "removeTarget", PortSyntax.labels(of: call) == ["_", "action", "for"],
            let events = argument(call, "for"), let target = argument(call, nil)
        else { return false }
        guard let selector = selectorArgument(call, "action") else {
            if name == "removeTarget" {
                report("removeTarget with no selector: remove the actions with removeAction(identifiedBy:for:)", at: call)
                return true
            }
            return false
        }
        guard let method = resolve(selector, at: call) else { return true }
        handled(selector)
        let identifier = "UIAction.Identifier(\"\(method.fullName)\")"
        if name == "removeTarget" {
            replace(call, with: "\(receiverPrefix(call))removeAction(identifiedBy: \(identifier), for: \(text(events)))")
            return true
        }
        guard let capture = TargetCapture(target: text(target), weak: true) else {
            report("a nil target sends the action up the responder chain, which uikit-port cannot rewrite", at: target)
            return true
        }
        var handler = HandlerCall(method: method, receiver: capture.receiver)
        let sender = HandlerCall.Argument(expression: "action.sender", type: "Any?", neverNil: true)
        guard let body = handler.text([sender]) else {
            report("\(method.fullName) takes an event too: UIAction handlers have none", at: selector.node)
            return true
        }
        noteHelpers(handler)
        let parameter = method.labels.isEmpty ? "_" : "action"
        let action = "UIAction(identifier: \(identifier), handler: { \(capture.captureList)\(parameter) in \(body) })"
        replace(call, with: "\(receiverPrefix(call))addAction(\(action), for: \(text(events)))")
        return true
    }

    /// `UITapGestureRecognizer(target: self, action: #selector(m))` → `UITapGestureRecognizer(action: { … })`;
    /// `recognizer.addTarget(self, action: #selector(m))` → `recognizer.addTarget({ … })`.
    func rewriteGestureTargetAction(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = PortSyntax.labels(of: call)
        let isInit = labels == ["target", "action"]
        let name = PortSyntax.calledName(call)
        guard isInit || (labels == ["_", "action"] && (name == "addTarget" || name == "removeTarget")),
            let target = argument(call, isInit ? "target" : nil)
        else { return false }
        guard let selector = selectorArgument(call, "action") else {
            if isInit, argument(call, "action")?.is(NilLiteralExprSyntax.self) == true {
                replace(call, with: "\(text(call.calledExpression))()")
                return true
            }
            if name == "removeTarget", argument(call, "action")?.is(NilLiteralExprSyntax.self) == true {
                replace(call, with: "\(receiverPrefix(call))removeAllTargets()")
                return true
            }
            return isInit && rewriteSuperGestureInit(call)
        }
        if name == "removeTarget" {
            handled(selector)
            report("a gesture recognizer's closure targets cannot be removed one by one: use removeAllTargets()", at: call)
            return true
        }
        guard let method = resolve(selector, at: call) else { return true }
        handled(selector)
        guard let capture = TargetCapture(target: text(target), weak: true) else {
            report("a gesture recognizer needs a target to call", at: target)
            return true
        }
        var handler = HandlerCall(method: method, receiver: capture.receiver)
        guard let body = handler.text([.init(expression: "recognizer", type: "UIGestureRecognizer")]) else {
            report("\(method.fullName) takes more than the recognizer", at: selector.node)
            return true
        }
        noteHelpers(handler)
        let parameter = method.labels.isEmpty ? "_" : "recognizer"
        let closure = "{ \(capture.captureList)\(parameter) in \(body) }"
        if isInit {
            replace(call, with: "\(text(call.calledExpression))(action: \(closure))")
        } else {
            replace(call, with: "\(receiverPrefix(call))addTarget(\(closure))")
        }
        return true
    }

    /// `UIBarButtonItem(title: t, style: .done, target: self, action: #selector(m))` → the item made
    /// with `primaryAction: UIAction(handler: { … })` (`barButtonSystemItem:` becomes `systemItem:`);
    /// a style other than `.plain` is set on the item in an immediately applied closure.
    func rewriteBarButtonItem(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.trimmedDescription == "UIBarButtonItem",
            let target = argument(call, "target"), let selector = selectorArgument(call, "action")
        else { return false }
        guard let method = resolve(selector, at: call) else { return true }
        handled(selector)
        guard let capture = TargetCapture(target: text(target), weak: true) else {
            report("a nil target sends the action up the responder chain, which uikit-port cannot rewrite", at: target)
            return true
        }
        var handler = HandlerCall(method: method, receiver: capture.receiver)
        let sender = HandlerCall.Argument(expression: "action.sender", type: "Any?", neverNil: true)
        guard let body = handler.text([sender]) else {
            report("\(method.fullName) takes more than the sender", at: selector.node)
            return true
        }
        noteHelpers(handler)
        let parameter = method.labels.isEmpty ? "_" : "action"
        let action = "UIAction(handler: { \(capture.captureList)\(parameter) in \(body) })"
        var arguments: [String] = []
        var style: String?
        for element in call.arguments {
            switch element.label?.text {
            case "title", "image", "menu": arguments.append("\(element.label!.text): \(text(element.expression))")
            case "barButtonSystemItem": arguments.append("systemItem: \(text(element.expression))")
            case "style": style = text(element.expression)
            case "target": continue
            case "action": arguments.append("primaryAction: \(action)")
            default:
                report("UIBarButtonItem's \(element.label?.text ?? "_"): argument has no closure-form counterpart", at: element)
                return true
            }
        }
        if let menu = arguments.firstIndex(where: { $0.hasPrefix("menu: ") }) { arguments.append(arguments.remove(at: menu)) }
        let item = "UIBarButtonItem(\(arguments.joined(separator: ", ")))"
        if let style, style != ".plain", style != "UIBarButtonItem.Style.plain" {
            replace(call, with: "{ let item = \(item); item.style = \(style); return item }()")
        } else {
            replace(call, with: item)
        }
        return true
    }

    /// Adds the helpers `handler`'s conversions use to the file.
    func noteHelpers(_ handler: HandlerCall) {
        if handler.usesCastHelper { helpers.insert(.cast) }
    }
}
