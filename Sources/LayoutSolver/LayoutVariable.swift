/// An unknown of a linear system that a ``LayoutSolver`` solves.
///
/// Variables have reference identity: two variables with the same name are different unknowns.
/// A solver writes the solved value into ``value`` when its ``LayoutSolver/updateVariables()`` runs;
/// until then ``value`` keeps whatever it held (0 for a new variable).
package final class LayoutVariable {
    /// A name for diagnostics; it plays no part in solving.
    package let name: String

    /// The value the last ``LayoutSolver/updateVariables()`` wrote (or one set by hand).
    @exclusivity(unchecked) package var value: Double = 0

    /// Makes a variable with a name for diagnostics.
    package init(_ name: String = "") {
        self.name = name
    }
}

extension LayoutVariable: CustomStringConvertible {
    /// The name and current value, for diagnostics.
    package var description: String {
        "\(name.isEmpty ? "var" : name)=\(value)"
    }
}
