import SwiftSyntax

/// Fills a ``PortIndex`` from one file's syntax tree.
final class IndexCollector: SyntaxVisitor {
    private(set) var index: PortIndex
    /// The declarations the walk is inside: a type's simple name, or nil for a function or closure.
    private var scopes: [String?] = []

    init(index: PortIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            index.superclasses[node.name.text] = PortSyntax.simpleName(first.type)
        }
        scopes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(PortSyntax.simpleName(node.extendedType))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), PortSyntax.isOptional(function.modifiers) {
                index.optionalRequirements.insert(
                    PortIndex.Requirement(baseName: function.name.text, labels: PortSyntax.labels(of: function.signature)))
            }
        }
        scopes.append(nil)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    // MARK: Methods

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = scopes.last ?? nil {
            let parameters = node.signature.parameterClause.parameters
            let method = PortIndex.Method(
                baseName: node.name.text, labels: PortSyntax.labels(of: node.signature),
                parameterTypes: parameters.map { $0.type.trimmedDescription },
                returnsValue: node.signature.returnClause.map { !PortSyntax.isVoid($0.type) } ?? false)
            index.methods[type, default: []].append(method)
        }
        scopes.append(nil)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(nil)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { scopes.removeLast() }

    // MARK: Fallbacks of optional requirements

    /// `delegate?.height?(for: row) ?? 44`: the fallback a call site gives, in an unfolded sequence.
    override func visitPost(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        for position in elements.indices.dropLast(2) {
            guard let op = elements[position + 1].as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
                let call = elements[position].as(FunctionCallExprSyntax.self),
                let name = PortSyntax.optionalCallName(call)
            else { continue }
            let fallback = elements[position + 2]
            index.fallbacks[name, default: []].insert(
                PortSyntax.isLiteral(fallback) ? fallback.trimmedDescription : "<not a literal>")
        }
    }
}
