import Foundation

extension UIViewController {
    /// The controller and those it contains, one a line, as UIKit's private `_printHierarchy`
    /// prints them (what swift-snapshot-testing's `.hierarchy` strategy records): each child one
    /// level deeper behind `   | `, a presented controller behind `   + `, with its appearance state
    /// and its view (`(view not loaded)`, or `not in the window` after it when it isn't).
    ///
    /// ```
    /// <UINavigationController: 0x…>, state: appeared, view: <UIView: 0x…>
    ///    | <UIViewController: 0x…>, state: appeared, view: <UIView: 0x…>
    /// ```
    ///
    /// UIKit's own view classes (`UILayoutContainerView`) print here as the package's classes.
    public func _printHierarchy() -> String {
        var lines: [String] = []
        appendHierarchyLines(to: &lines, prefix: "")
        return lines.joined(separator: "\n")
    }

    private func appendHierarchyLines(to lines: inout [String], prefix: String) {
        var line = prefix + ObjectDescription.brief(self) + ", state: \(appearState), view: "
        if let view = storedView {
            line += ObjectDescription.brief(view) + (view.window == nil ? " not in the window" : "")
        } else {
            line += "(view not loaded)"
        }
        lines.append(line)
        let indent = String(prefix.replacingOccurrences(of: "+", with: "|"))
        for child in children { child.appendHierarchyLines(to: &lines, prefix: indent + "   | ") }
        if let presented = presentedController, presented.presentingViewController === self {
            presented.appendHierarchyLines(to: &lines, prefix: indent + "   + ")
        }
    }
}
