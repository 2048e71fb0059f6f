import SwiftSyntax

/// Gesture recognizer subclasses that override `init(target:action:)`: the override takes the
/// closure target this package's recognizers take instead, and hands it on to `super`.
extension PortVisitor {
    /// `override init(target: Any?, action: Selector?)` in a recognizer subclass →
    /// `override init(action: ((UIGestureRecognizer) -> Void)?)`.
    func rewriteGestureRecognizerInitializer(_ node: InitializerDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        guard parameters.map(\.firstName.text) == ["target", "action"],
            parameters.last?.secondName == nil,
            let type = PortSyntax.enclosingTypeName(of: node), index.isGestureRecognizerClass(type)
        else { return }
        replace(node.signature.parameterClause, with: "(action: ((UIGestureRecognizer) -> Void)?)")
    }

    /// `super.init(target: target, action: action)` in a recognizer subclass → `super.init(action: action)`.
    func rewriteSuperGestureInit(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        guard callee == "super.init" || callee == "self.init", let action = argument(call, "action"),
            let type = PortSyntax.enclosingTypeName(of: call), index.isGestureRecognizerClass(type)
        else { return false }
        replace(call, with: "\(callee)(action: \(text(action)))")
        return true
    }
}
