import Foundation

/// A line of the visual format language parsed into its parts, before any constraint is made.
///
/// Grammar (Apple's "Visual Format Language"): `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`,
/// where a connection is nothing (flush), `-` (standard space), or `-predicates-`, and a view is
/// `[name]` or `[name(predicates)]`. A predicate is `(==|<=|>=)? (number|metric|view) (@priority)?`.
struct VisualFormatLine {
    enum Orientation { case horizontal, vertical }

    /// A size or spacing requirement: relation, a constant or another view, and a priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        /// The view whose size this view's size relates to (`[a(==b)]`), by name.
        var view: String?
        var priority: UILayoutPriority = .required
    }

    /// What separates two elements: nothing, the standard space, or explicit predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    struct ViewElement {
        var name: String
        var predicates: [Predicate]
    }

    var orientation = Orientation.horizontal
    /// The connection from the superview's leading (top) edge to the first view, if the line starts with `|`.
    var leadingEdge: Connection?
    var views: [ViewElement] = []
    /// The connections between consecutive views.
    var connections: [Connection] = []
    /// The connection from the last view to the superview's trailing (bottom) edge, if the line ends with `|`.
    var trailingEdge: Connection?
}

/// Parses one visual format string; throws a message naming what is wrong and where.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]

    init(_ format: String, metrics: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
    }

    struct Failure: Error { let message: String }

    mutating func parse() throws(Failure) -> VisualFormatLine {
        var line = VisualFormatLine()
        if peek("H:") || peek("V:") {
            line.orientation = characters[index] == "V" ? .vertical : .horizontal
            index += 2
        }
        if take("|") { line.leadingEdge = try connection() }
        guard peek("[") else { throw fail("expected a view") }
        line.views.append(try viewElement())
        while index < characters.count {
            let link = try connection()
            if take("|") {
                line.trailingEdge = link
                break
            }
            guard peek("[") else { throw fail("expected a view or '|'") }
            line.connections.append(link)
            line.views.append(try viewElement())
        }
        guard index == characters.count else { throw fail("unexpected characters") }
        return line
    }

    private mutating func connection() throws(Failure) -> VisualFormatLine.Connection {
        guard take("-") else { return .flush }
        if peek("[") || peek("|") { return .standard }
        let predicates = try predicateList()
        guard take("-") else { throw fail("expected '-' after a spacing") }
        return .predicates(predicates)
    }

    private mutating func viewElement() throws(Failure) -> VisualFormatLine.ViewElement {
        _ = take("[")
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a view name") }
        var predicates: [VisualFormatLine.Predicate] = []
        if peek("(") { predicates = try predicateList() }
        guard take("]") else { throw fail("expected ']'") }
        return VisualFormatLine.ViewElement(name: name, predicates: predicates)
    }

    /// `(p, p, …)` or a single simple predicate (number or metric name).
    private mutating func predicateList() throws(Failure) -> [VisualFormatLine.Predicate] {
        guard take("(") else { return [try predicate(allowsRelation: false)] }
        var result = [try predicate(allowsRelation: true)]
        while take(",") { result.append(try predicate(allowsRelation: true)) }
        guard take(")") else { throw fail("expected ')'") }
        return result
    }

    private mutating func predicate(allowsRelation: Bool) throws(Failure) -> VisualFormatLine.Predicate {
        var result = VisualFormatLine.Predicate()
        if allowsRelation {
            for (text, relation) in [
                ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
            ]
            where take(text) {
                result.relation = relation
                break
            }
        }
        if let number = number() {
            result.constant = number
        } else {
            let name = identifier()
            guard !name.isEmpty else { throw fail("expected a number, a metric or a view") }
            if let metric = metric(name) { result.constant = metric } else { result.view = name }
        }
        if take("@") {
            if let number = number() {
                result.priority = UILayoutPriority(Float(number))
            } else if let metric = metric(identifier()) {
                result.priority = UILayoutPriority(Float(metric))
            } else {
                throw fail("expected a priority")
            }
        }
        return result
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private mutating func number() -> CGFloat? {
        var end = index
        if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        guard end > index, let value = Double(String(characters[index..<end])) else { return nil }
        index = end
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        var end = index
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        defer { index = end }
        return String(characters[index..<end])
    }

    private func peek(_ text: String) -> Bool {
        let expected = Array(text)
        guard index + expected.count <= characters.count else { return false }
        return Array(characters[index..<index + expected.count]) == expected
    }

    private mutating func take(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += text.count
        return true
    }

    private func fail(_ problem: String) -> Failure {
        let format = String(characters)
        let caret = String(repeating: " ", count: min(index, format.count)) + "^"
        return Failure(message: "Unable to parse constraint format: \(problem)\n\(format)\n\(caret)")
    }
}
