/// What the rewriter knows of the files it ports together (a target's `UIKitSources/` folder):
/// each type's methods, to find the method a `#selector` names and how to call it; class
/// inheritance, to tell layer classes and gesture recognizers; and the `optional` requirements of
/// `@objc` protocols with the `??` fallbacks their call sites give, to rewrite those call sites in
/// every file.
struct PortIndex {
    /// A method a selector can name.
    struct Method: Hashable {
        /// The name before the parentheses.
        var baseName: String
        /// The argument labels, "_" where there is none.
        var labels: [String]
        /// The parameters' types as written; nil where only a selector's labels are known.
        var parameterTypes: [String?]
        /// Whether it returns something other than `Void`.
        var returnsValue: Bool

        /// `name(label:_:)`, as a selector spells the method.
        var fullName: String { "\(baseName)(\(labels.map { "\($0):" }.joined()))" }
    }

    /// An `optional` requirement: its name and labels (no labels for a property).
    struct Requirement: Hashable {
        var baseName: String
        var labels: [String]
    }

    /// Methods by the simple name of the type (or extension) that declares them.
    var methods: [String: [Method]] = [:]
    /// Each class's first inherited type (its superclass when it has one), by simple name.
    var superclasses: [String: String] = [:]
    /// The `optional` requirements of the `@objc` protocols of every file.
    var optionalRequirements: Set<Requirement> = []
    /// The expressions call sites give after `??` when the method they call through `?(` (an
    /// optional requirement's) is not implemented, by the call's name and labels.
    var fallbacks: [Requirement: Set<String>] = [:]

    /// `type` and the classes it inherits from that the index knows, nearest first.
    func lineage(of type: String) -> [String] {
        var chain = [type]
        while let next = superclasses[chain[chain.count - 1]], !chain.contains(next), chain.count < 32 {
            chain.append(next)
        }
        return chain
    }

    /// Whether `type` is a Core Animation layer class or inherits from one.
    func isLayerClass(_ type: String) -> Bool {
        lineage(of: type).contains { $0.hasPrefix("CA") && $0.hasSuffix("Layer") }
    }

    /// Whether `type` is a gesture recognizer class or inherits from one.
    func isGestureRecognizerClass(_ type: String) -> Bool {
        lineage(of: type).contains { $0.hasPrefix("UI") && $0.hasSuffix("GestureRecognizer") }
    }

    /// The methods named `baseName` (with `labels`, when given) that `type` declares or inherits
    /// from the classes the index knows; the nearest declaring class's.
    func methods(named baseName: String, labels: [String]?, in type: String) -> [Method] {
        for owner in lineage(of: type) {
            let found = (methods[owner] ?? []).filter { method in
                method.baseName == baseName && (labels == nil || method.labels == labels)
            }
            if !found.isEmpty { return Array(Set(found)).sorted { $0.fullName < $1.fullName } }
        }
        return []
    }

    /// The fallbacks call sites of `requirement` give (a non-literal one as "<not a literal>").
    func fallbacks(for requirement: Requirement) -> Set<String> {
        fallbacks.reduce(into: []) { result, entry in
            if Self.call(entry.key, matches: requirement) { result.formUnion(entry.value) }
        }
    }

    /// Whether a call named and labelled as `call` (trailing closures as "_") calls `requirement`.
    static func call(_ call: Requirement, matches requirement: Requirement) -> Bool {
        requirement.baseName == call.baseName && requirement.labels.count == call.labels.count
            && zip(requirement.labels, call.labels).allSatisfy { $0 == $1 || $1 == "_" }
    }

    /// The optional requirement a call of `baseName` with `labels` (trailing closures as "_") calls.
    func optionalRequirement(named baseName: String, labels: [String]) -> Requirement? {
        let call = Requirement(baseName: baseName, labels: labels)
        return optionalRequirements.first { Self.call(call, matches: $0) }
    }
}
