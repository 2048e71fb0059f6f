import SwiftSyntax

/// The pound literals that need Objective-C or Xcode's playground support: `#keyPath` becomes
/// the key path's string, `#colorLiteral` a `UIColor`, `#imageLiteral` a named `UIImage`.
extension PortVisitor {
    /// `#keyPath(CAShapeLayer.strokeEnd)` → `"strokeEnd"`; the leading type names are dropped,
    /// the properties kept (`#keyPath(UIView.layer.opacity)` → `"layer.opacity"`).
    func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            report("#keyPath with a label or several arguments", at: node)
            return
        }
        var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        while components.count > 1, let first = components.first, first == "self" || first.first?.isUppercase == true {
            components.removeFirst()
        }
        replace(node, with: "\"\(components.joined(separator: "."))\"")
    }

    /// `#colorLiteral(red: r, green: g, blue: b, alpha: a)` → `UIColor(red: r, green: g, blue: b, alpha: a)`.
    func rewriteColorLiteral(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.map({ $0.label?.text ?? "_" }) == ["red", "green", "blue", "alpha"] else {
            report("#colorLiteral without red:green:blue:alpha:", at: node)
            return
        }
        let arguments = node.arguments.map { "\($0.label!.text): \(text($0.expression))" }
        replace(node, with: "UIColor(\(arguments.joined(separator: ", ")))")
    }

    /// `#imageLiteral(resourceName: name)` → `UIImage(named: name)!`.
    func rewriteImageLiteral(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "resourceName" else {
            report("#imageLiteral without resourceName:", at: node)
            return
        }
        replace(node, with: "UIImage(named: \(text(argument.expression)))!")
    }
}
