import SwiftSyntax

/// `@NSManaged` properties. On a Core Animation layer subclass Core Animation makes them dynamic
/// properties kept by key-value coding: the property becomes one that gets and sets the layer's
/// value for its name, so that `defaultValue(forKey:)`, `needsDisplay(forKey:)`, animations of the
/// key and `presentation()` see it as on iOS, and an unset number reads 0. Elsewhere (Core Data,
/// which Linux lacks) it becomes a stored property with a zero value.
extension PortVisitor {
    /// The number types whose unset value is 0 and that Core Animation boxes as numbers.
    static let numberTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Float32", "Float64", "TimeInterval", "CFTimeInterval", "Int", "Int8", "Int16",
        "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// The zero values of the geometry types Core Animation returns for an unset key.
    static let zeroValues: [String: String] = [
        "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "CGVector": ".zero",
        "CATransform3D": "CATransform3DIdentity", "CGAffineTransform": ".identity", "Bool": "false",
    ]

    func rewriteManagedProperty(_ node: VariableDeclSyntax) {
        let managed = node.attributes.first { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }
        guard let attribute = managed else { return }
        guard node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
            binding.initializer == nil, let annotation = binding.typeAnnotation,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            report("@NSManaged on this declaration: declare one property with its type", at: node)
            return
        }
        let type = annotation.type.trimmedDescription
        let end = annotation.endPositionBeforeTrailingTrivia.utf8Offset
        let owner = PortSyntax.enclosingTypeName(of: node)
        if let owner, index.isLayerClass(owner) {
            edits.replace(
                end..<end,
                with: " { get { \(layerGetter(key: name, type: type)) } set { setValue(newValue, forKey: \"\(name)\") } }")
        } else if let zero = zeroValue(of: type) {
            edits.replace(end..<end, with: zero.isEmpty ? "" : " = \(zero)")
        } else {
            report("@NSManaged \(name): \(type) outside a layer class has no value to start from; give it one", at: node)
        }
        remove(attribute)
    }

    /// The getter's expression: the layer's value for `key` as `type`, 0 (or zero) when unset.
    private func layerGetter(key: String, type: String) -> String {
        let value = "value(forKey: \"\(key)\")"
        let base = PortSyntax.unwrapped(type)
        if Self.numberTypes.contains(base) {
            helpers.insert(.layerNumber)
            return PortSyntax.isOptionalType(type)
                ? "uikitPortLayerNumber(\(value)).map { \(base)($0) }" : "\(type)(uikitPortLayerNumber(\(value)) ?? 0)"
        }
        if base == "Bool" {
            helpers.insert(.layerNumber)
            return PortSyntax.isOptionalType(type)
                ? "uikitPortLayerNumber(\(value)).map { $0 != 0 }" : "(uikitPortLayerNumber(\(value)) ?? 0) != 0"
        }
        if PortSyntax.isOptionalType(type) { return "\(value) as? \(base)" }
        if let zero = Self.zeroValues[type] { return "\(value) as? \(type) ?? \(zero)" }
        return "\(value) as! \(type)"
    }

    /// A stored property's starting value: 0, zero, false, or none (empty) for an optional.
    private func zeroValue(of type: String) -> String? {
        if PortSyntax.isOptionalType(type) { return "" }
        if Self.numberTypes.contains(type) { return "0" }
        return Self.zeroValues[type]
    }
}
