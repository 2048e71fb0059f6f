import Foundation

/// A rejected operation: bad input the layer tree refused, leaving everything as it was.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The API that was called, e.g. `UIView.addSubview(_:)`.
    public let operation: String
    /// What was wrong with the input.
    public let problem: String
    /// What happened to the call: "ignored" for rejected input; a warning says what was kept.
    public var outcome = "ignored"

    public var description: String { "\(operation): \(problem); \(outcome)" }
}

/// Where the layer tree reports bad input.
///
/// UIKit raises exceptions (or silently misbehaves) on input such as a NaN frame or a view added
/// to its own subview. Here the call is ignored, the tree stays as it was, and a ``Diagnostic``
/// goes to ``handler`` (by default: standard error) and to ``recent``.
@preconcurrency @MainActor
public enum LayerTreeDiagnostics {
    /// Receives every diagnostic. Replace it to route them elsewhere.
    public static var handler: (Diagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data("[LayerTree] \(diagnostic)\n".utf8))
    }

    /// The most recent diagnostics, oldest first (at most 100).
    public private(set) static var recent: [Diagnostic] = []

    /// Runs `body` and returns the diagnostics it caused, without passing them to ``handler``.
    public static func capturing(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        let saved = handler
        var captured: [Diagnostic] = []
        handler = { captured.append($0) }
        defer { handler = saved }
        try body()
        return captured
    }

    package static func report(_ operation: String, _ problem: String, outcome: String = "ignored") {
        let diagnostic = Diagnostic(operation: operation, problem: problem, outcome: outcome)
        recent.append(diagnostic)
        if recent.count > 100 { recent.removeFirst(recent.count - 100) }
        handler(diagnostic)
    }
}

/// Checks geometry before it enters the tree.
@MainActor
enum GeometryCheck {
    static func isValid(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            && rect.size.width >= 0 && rect.size.height >= 0
    }

    static func isValid(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }

    static func problem(with rect: CGRect) -> String {
        rect.size.width < 0 || rect.size.height < 0
            ? "negative size in \(rect)" : "non-finite value in \(rect)"
    }

    /// Reports and returns false when `rect` is not finite or has a negative size.
    static func accept(_ rect: CGRect, in operation: String) -> Bool {
        guard isValid(rect) else {
            LayerTreeDiagnostics.report(operation, problem(with: rect))
            return false
        }
        return true
    }

    static func accept(_ point: CGPoint, in operation: String) -> Bool {
        guard isValid(point) else {
            LayerTreeDiagnostics.report(operation, "non-finite value in \(point)")
            return false
        }
        return true
    }

    static func accept(_ value: CGFloat, in operation: String) -> Bool {
        guard value.isFinite else {
            LayerTreeDiagnostics.report(operation, "non-finite value \(value)")
            return false
        }
        return true
    }

    static func accept(_ transform: CATransform3D, in operation: String) -> Bool {
        guard transform.isFinite else {
            LayerTreeDiagnostics.report(operation, "non-finite transform")
            return false
        }
        return true
    }
}

extension Array where Element: AnyObject {
    /// Removes `element` (compared by identity) if present; scans only up to it.
    mutating func removeFirstIdentical(_ element: Element) {
        if let index = firstIndex(where: { $0 === element }) { remove(at: index) }
    }

    /// The index of `element`, compared by identity, looking at the end first (where insertions go).
    func lastIndexIdentical(_ element: Element) -> Int? {
        lastIndex { $0 === element }
    }
}
