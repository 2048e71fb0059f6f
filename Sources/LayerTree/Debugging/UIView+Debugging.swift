import Foundation
import Graphics

extension UIView {
    /// The view and its subviews, one description a line, each level of depth indented by
    /// `   | `, as UIKit's private `recursiveDescription` prints them (what swift-snapshot-testing's
    /// `.recursiveDescription` strategy records):
    ///
    /// ```
    /// <UIView: 0x…; frame = (0 0; 320 480); layer = <CALayer: 0x…>>
    ///    | <UILabel: 0x…; frame = (20 20; 280 21); text = 'Hello'; userInteractionEnabled = NO; layer = <CALayer: 0x…>>
    /// ```
    ///
    /// No trailing newline. Hidden subviews are listed (with `hidden = YES`), as UIKit lists them.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        appendDescriptions(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendDescriptions(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + description)
        for subview in subviews { subview.appendDescriptions(to: &lines, depth: depth + 1) }
    }

    /// The parts of `description` after the class and address, in UIKit's order; only those that
    /// differ from a new plain view's, as UIKit prints them.
    var descriptionFields: [String] {
        var fields = ["frame = " + ObjectDescription.rect(frame)]
        if let label = self as? UILabel { fields.append("text = '\(label.text ?? "")'") }
        if let field = self as? UITextField { fields.append("text = '\(field.text ?? "")'") }
        if transform != .identity { fields.append("transform = " + ObjectDescription.transform(transform)) }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if alpha != 1 { fields.append("alpha = " + ObjectDescription.number(alpha)) }
        if isHidden { fields.append("hidden = YES") }
        if !isOpaque { fields.append("opaque = NO") }
        if !autoresizingMask.isEmpty { fields.append("autoresize = " + autoresizingMask.descriptionFlags) }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if let recognizers = gestureRecognizers, let first = recognizers.first {
            fields.append("gestureRecognizers = <NSArray: \(addressString(of: first))>")
        }
        if let color = layer.backgroundColor { fields.append("backgroundColor = " + ObjectDescription.color(color)) }
        fields.append("layer = " + layer.description)
        return fields
    }
}

extension UIView.AutoresizingMask {
    /// UIKit's abbreviations joined by `+`: `LM+W+RM+TM+H+BM`.
    var descriptionFlags: String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
