import SwiftSyntax

/// What a `#selector(…)` names: a method by its base name, with its labels when written
/// (`tapped(_:)`) and its type when written (`ViewController.tapped`).
struct SelectorReference {
    /// The `#selector(…)` expression.
    let node: MacroExpansionExprSyntax
    /// The type written before the method's name, if any (its last component).
    let typeName: String?
    /// The method's base name.
    let baseName: String
    /// The labels, "_" for none, when the selector spells them; nil for a bare name.
    let labels: [String]?

    /// The selector `expression` is, if it is `#selector(name)`, `#selector(name(labels:))` or
    /// `#selector(Type.name…)`; nil for anything else (`#selector(getter: …)` included).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        let reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            let base = member.base?.trimmedDescription
            typeName = base == "self" ? nil : base.map { String($0.split(separator: ".").last ?? "") }
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            typeName = nil
        } else {
            return nil
        }
        node = macro
        baseName = reference.baseName.text
        labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
    }

    /// The selector's method as written: `tapped(_:)`, or `tapped` for a bare name.
    var spelledName: String {
        labels.map { "\(baseName)(\($0.map { "\($0):" }.joined()))" } ?? baseName
    }

    /// The method this selector names, looked up in its type (or `enclosingType`) and the classes
    /// that type inherits from. A method the index does not hold is still known by the labels the
    /// selector spells (its parameter types unknown); a bare name must be found, and only once.
    func resolve(in index: PortIndex, enclosingType: String?) -> Result<PortIndex.Method, PortFailure> {
        let owner = typeName ?? enclosingType
        let found = owner.map { index.methods(named: baseName, labels: labels, in: $0) } ?? []
        if found.count == 1 { return .success(found[0]) }
        if found.count > 1 {
            let names = found.map(\.fullName).joined(separator: ", ")
            return .failure(PortFailure("#selector(\(spelledName)) could name \(names): spell the labels"))
        }
        if let labels {
            return .success(
                PortIndex.Method(
                    baseName: baseName, labels: labels, parameterTypes: labels.map { _ in nil }, returnsValue: false))
        }
        let place = owner.map { " in \($0) or the superclasses the ported files declare" } ?? ""
        return .failure(
            PortFailure(
                "#selector(\(baseName)): no method \(baseName)\(place); spell its labels, as in #selector(\(baseName)(_:))"))
    }
}

/// Why a construct was left as it was.
struct PortFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
