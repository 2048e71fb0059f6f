import SwiftSyntax

/// Walks one file's syntax tree, children before their parents, and records the rewrites as
/// edits of its text (see ``SourceEdits``) and what it could not rewrite as diagnostics. Each kind
/// of construct has its own extension: target-action, scheduling (timers, display links,
/// `perform`), notifications, attributes, `@objc optional` requirements, `@NSManaged` properties,
/// literals, and the reports of what is left.
final class PortVisitor: SyntaxVisitor {
    let index: PortIndex
    let path: String
    private let converter: SourceLocationConverter
    var edits: SourceEdits
    private(set) var diagnostics: [PortDiagnostic] = []
    /// Declarations added at the end of the file (protocols' default implementations).
    var appendix: [String] = []
    /// Helper functions the rewritten file needs, added at its end once each.
    var helpers: Set<GeneratedHelper> = []
    /// Every `#selector` of the file, and the start of those a rewrite used or reported.
    var selectors: [MacroExpansionExprSyntax] = []
    var handledSelectors: Set<Int> = []

    init(file: SourceFileSyntax, path: String, text: String, index: PortIndex) {
        self.index = index
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: file)
        edits = SourceEdits(text: text)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Dispatch

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if rewriteControlTargetAction(node) || rewriteGestureTargetAction(node) || rewriteBarButtonItem(node)
            || rewriteTimer(node) || rewriteDisplayLink(node) || rewritePerform(node) || rewriteNotificationObserver(node)
            || rewriteOptionalRequirementCall(node)
        {
            return
        }
        reportUnportedCall(node)
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        switch node.macroName.text {
        case "selector": selectors.append(node)
        case "keyPath": rewriteKeyPath(node)
        case "colorLiteral": rewriteColorLiteral(node)
        case "imageLiteral": rewriteImageLiteral(node)
        default: break
        }
    }

    override func visitPost(_ node: AttributeSyntax) { dropObjectiveCAttribute(node) }
    override func visitPost(_ node: DeclModifierSyntax) { dropDynamicModifier(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { rewriteObjectiveCProtocol(node) }
    override func visitPost(_ node: VariableDeclSyntax) { rewriteManagedProperty(node) }
    override func visitPost(_ node: InitializerDeclSyntax) { rewriteGestureRecognizerInitializer(node) }

    /// Reports the selectors no rewrite used; call after the walk.
    func reportLeftoverSelectors() {
        for selector in selectors where !handledSelectors.contains(selector.positionAfterSkippingLeadingTrivia.utf8Offset) {
            report(
                "\(selector.trimmedDescription) is not in a target-action form uikit-port rewrites; port this use by hand",
                at: selector)
        }
    }

    // MARK: Tools for the rewrites

    /// Records `message` at `node`'s first character.
    func report(_ message: String, at node: some SyntaxProtocol) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        diagnostics.append(PortDiagnostic(path: path, line: location.line, column: location.column, message: message))
    }

    /// `node`'s text with the rewrites inside it applied.
    func text(_ node: some SyntaxProtocol) -> String {
        edits.text(PortSyntax.range(of: node))
    }

    /// Replaces `node` (without its trivia) with `replacement`. When the replacement has fewer
    /// lines than the original, line breaks are added before its last closing brace (inside a
    /// closure body the rewrite made), so that the lines after it keep their numbers.
    func replace(_ node: some SyntaxProtocol, with replacement: String) {
        let range = PortSyntax.range(of: node)
        let missing = edits.original(range).count { $0 == "\n" } - replacement.count { $0 == "\n" }
        var text = replacement
        if missing > 0, let brace = text.lastIndex(of: "}") {
            text.insert(contentsOf: String(repeating: "\n", count: missing), at: brace)
        }
        edits.replace(range, with: text)
    }

    /// Removes `node` and the spaces after it on its line.
    func remove(_ node: some SyntaxProtocol) {
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        while end < edits.bytes.count, edits.bytes[end] == UInt8(ascii: " ") || edits.bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        edits.replace(node.positionAfterSkippingLeadingTrivia.utf8Offset..<end, with: "")
    }

    /// Marks `selector` as used by a rewrite (or reported by one).
    func handled(_ selector: SelectorReference) {
        handledSelectors.insert(selector.node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The selector an argument of `call` labelled `label` holds, if it is one.
    func selectorArgument(_ call: FunctionCallExprSyntax, _ label: String?) -> SelectorReference? {
        argument(call, label).flatMap { SelectorReference($0) }
    }

    /// The first argument of `call` labelled `label` (nil for unlabelled).
    func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The method `selector` names, or nil after reporting why it cannot be found.
    func resolve(_ selector: SelectorReference, at call: FunctionCallExprSyntax) -> PortIndex.Method? {
        switch selector.resolve(in: index, enclosingType: PortSyntax.enclosingTypeName(of: call)) {
        case .success(let method): return method
        case .failure(let failure):
            handled(selector)
            report(failure.message, at: selector.node)
            return nil
        }
    }

    /// `call`'s receiver followed by a dot (`button.`, `self.button?.`), or empty for a call on
    /// the implicit `self`.
    func receiverPrefix(_ call: FunctionCallExprSyntax) -> String {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return "" }
        return text(base) + "."
    }

    /// `_ = ` when `call` is a statement whose result the replacement's would leave unused.
    func discardPrefix(_ call: FunctionCallExprSyntax) -> String {
        PortSyntax.isStatement(call) ? "_ = " : ""
    }
}
