import SwiftSyntax

/// Questions about syntax the rewrites share.
enum PortSyntax {
    /// The last name of a type as written, without generic arguments: `Outer.Inner<T>` → `Inner`.
    static func simpleName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }

    /// A function's argument labels, "_" where there is none.
    static func labels(of signature: FunctionSignatureSyntax) -> [String] {
        signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// Whether `modifiers` hold `optional` (an `@objc` protocol's optional requirement).
    static func isOptional(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "optional" }
    }

    /// Whether `type` is `Void` or `()`.
    static func isVoid(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return text == "Void" || text == "()"
    }

    /// Whether `type` is an optional: `T?`, `T!` or `Optional<T>`.
    static func isOptionalType(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// `T` of `T?`, `T!` or `Optional<T>`; `type` itself otherwise.
    static func unwrapped(_ type: String) -> String {
        if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return type
    }

    /// The argument labels of a call, "_" for unlabelled arguments and trailing closures.
    static func labels(of call: FunctionCallExprSyntax) -> [String] {
        var labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("_") }
        labels += call.additionalTrailingClosures.map { $0.label.text }
        return labels
    }

    /// The name a call calls: `f` of `f(…)`, `x.f(…)`, `x?.f?(…)`; `init` for `.init(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        while true {
            if let chained = callee.as(OptionalChainingExprSyntax.self) {
                callee = chained.expression
            } else if let forced = callee.as(ForceUnwrapExprSyntax.self) {
                callee = forced.expression
            } else {
                break
            }
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The name and labels of `x?.f?(…)` or `x.f!(…)`: a call through an optional method, as an
    /// optional requirement is called; nil for any other call.
    static func optionalCallName(_ call: FunctionCallExprSyntax) -> PortIndex.Requirement? {
        let member =
            call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
            ?? call.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
        guard let member, member.base != nil else { return nil }
        return PortIndex.Requirement(baseName: member.declName.baseName.text, labels: labels(of: call))
    }

    /// Whether `expression` is a literal (number, string, Boolean, nil) or an implicit member
    /// (`.zero`), possibly negated: a value a default implementation can return as it is.
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return isLiteral(prefix.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        }
        return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    }

    /// The simple name of the type whose body or extension holds `node`, if any.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ExtensionDeclSyntax.self) { return simpleName(declaration.extendedType) }
            current = syntax.parent
        }
        return nil
    }

    /// Whether the expression is a statement of its own (its value unused).
    static func isStatement(_ expression: some SyntaxProtocol) -> Bool {
        expression.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// The byte range of `node` without its leading and trailing trivia.
    static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
