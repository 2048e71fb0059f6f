import SwiftSyntax

/// `@objc optional` protocol requirements as requirements with default implementations, in an
/// extension added at the end of the file: a conformer that does not implement one gets the
/// default, which does what calling through `?(` on iOS did with no implementation — nothing,
/// `nil`, or the fallback every call site gives after `??`. Call sites `delegate?.m?(…)` become
/// `delegate?.m(…)`.
extension PortVisitor {
    /// Drops `optional` from a protocol's requirements, makes an `@objc` protocol class-bound
    /// (as `@objc` made it), and adds the default implementations.
    func rewriteObjectiveCProtocol(_ node: ProtocolDeclSyntax) {
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        let access = node.modifiers.first { ["public", "package"].contains($0.name.text) }.map { "\($0.name.text) " } ?? ""
        var defaults: [String] = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self),
                let optional = function.modifiers.first(where: { $0.name.text == "optional" })
            {
                remove(optional)
                if let implementation = defaultImplementation(of: function) { defaults.append(access + implementation) }
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                let optional = variable.modifiers.first(where: { $0.name.text == "optional" })
            {
                remove(optional)
                if let implementation = defaultImplementation(of: variable) { defaults.append(access + implementation) }
            }
        }
        if isObjC { makeClassBound(node) }
        guard !defaults.isEmpty else { return }
        let body = defaults.map { "    \($0)" }.joined(separator: "\n")
        appendix.append("extension \(qualifiedName(of: node)) {\n\(body)\n}")
    }

    /// `x?.m?(…)` → `x?.m(…)` where `m` is an optional requirement of a protocol of these files.
    func rewriteOptionalRequirementCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = PortSyntax.optionalCallName(call),
            index.optionalRequirement(named: name.baseName, labels: name.labels) != nil
        else { return false }
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) {
            edits.replace(PortSyntax.range(of: chained.questionMark), with: "")
        } else if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self) {
            edits.replace(PortSyntax.range(of: forced.exclamationMark), with: "")
        }
        return true
    }

    /// The requirement's default: `func m(…) {}`, `{ nil }` for an optional result, or the one
    /// literal the call sites fall back to; nil (reported) when there is no such value.
    private func defaultImplementation(of function: FunctionDeclSyntax) -> String? {
        let last = function.genericWhereClause.map { Syntax($0) } ?? Syntax(function.signature)
        let end = last.endPositionBeforeTrailingTrivia
        let signature = edits.text(function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset)
        let prefix = function.modifiers.contains { $0.name.text == "static" } ? "static " : ""
        guard let result = function.signature.returnClause?.type, !PortSyntax.isVoid(result) else {
            return "\(prefix)\(signature) {}"
        }
        if PortSyntax.isOptionalType(result.trimmedDescription) { return "\(prefix)\(signature) { nil }" }
        let requirement = PortIndex.Requirement(baseName: function.name.text, labels: PortSyntax.labels(of: function.signature))
        let fallbacks = index.fallbacks(for: requirement)
        guard fallbacks.count == 1, let fallback = fallbacks.first, fallback != "<not a literal>" else {
            let found = fallbacks.isEmpty ? "no call site gives one after ??" : "call sites give \(fallbacks.sorted())"
            report(
                "optional requirement \(function.name.text) returns \(result.trimmedDescription) and \(found): "
                    + "write its default implementation", at: function)
            return nil
        }
        return "\(prefix)\(signature) { \(fallback) }"
    }

    /// An optional property requirement's default: nil, for an optional type; otherwise reported.
    private func defaultImplementation(of variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type.trimmedDescription, PortSyntax.isOptionalType(type)
        else {
            report("an optional property requirement needs a default value: write its default implementation", at: variable)
            return nil
        }
        return "var \(binding.pattern.trimmedDescription): \(type) { nil }"
    }

    /// Adds `AnyObject` to an `@objc` protocol that does not already inherit a class-bound protocol.
    private func makeClassBound(_ node: ProtocolDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) else { return }
        if let types = node.inheritanceClause?.inheritedTypes {
            let end = types.endPositionBeforeTrailingTrivia.utf8Offset
            edits.replace(end..<end, with: ", AnyObject")
        } else {
            let end = (node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name)).endPositionBeforeTrailingTrivia
            edits.replace(end.utf8Offset..<end.utf8Offset, with: ": AnyObject")
        }
    }

    /// The protocol's name with the types it is nested in.
    private func qualifiedName(of node: ProtocolDeclSyntax) -> String {
        var names = [node.name.text]
        var current = node.parent
        while let syntax = current {
            if let type = syntax.asProtocol(NamedDeclSyntax.self), !syntax.is(ProtocolDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let extended = syntax.as(ExtensionDeclSyntax.self) {
                names.insert(extended.extendedType.trimmedDescription, at: 0)
            }
            current = syntax.parent
        }
        return names.joined(separator: ".")
    }
}
