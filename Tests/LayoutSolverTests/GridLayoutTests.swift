import Testing

@testable import LayoutSolver

/// The benchmark's layout: views in rows of ten, widths shares of an edited window width.
struct GridLayoutTests {
    /// One view's variables.
    struct View {
        let left = LayoutVariable("left")
        let width = LayoutVariable("width")
        let top = LayoutVariable("top")
        let height = LayoutVariable("height")
    }

    /// The constraints of `count` views in rows of `columns`: each width is a tenth of the window
    /// width less 8, views 8 apart across a row starting at 0, rows 44 high and 8 apart.
    static func gridConstraints(views: [View], window: LayoutVariable, columns: Int = 10) -> [LinearConstraint] {
        var constraints: [LinearConstraint] = []
        for (index, view) in views.enumerated() {
            let column = index % columns
            constraints.append(LinearConstraint(LinearExpression(view.width), .equal, window * 0.1 - 8))
            constraints.append(LinearConstraint(view.height - 44, .equal))
            if column == 0 {
                constraints.append(LinearConstraint(LinearExpression(view.left), .equal))
            } else {
                let previous = views[index - 1]
                constraints.append(LinearConstraint(LinearExpression(view.left), .equal, previous.left + previous.width + 8))
            }
            if index == 0 {
                constraints.append(LinearConstraint(LinearExpression(view.top), .equal))
            } else if column == 0 {
                let above = views[index - columns]
                constraints.append(LinearConstraint(LinearExpression(view.top), .equal, above.top + above.height + 8))
            } else {
                constraints.append(LinearConstraint(view.top - views[index - 1].top, .equal))
            }
        }
        return constraints
    }

    @Test func thousandViewsSolveExactly() throws {
        let solver = LayoutSolver()
        let window = LayoutVariable("window")
        let views = (0..<1_000).map { _ in View() }
        try solver.addEditVariable(window, strength: Strength.strong)
        for constraint in Self.gridConstraints(views: views, window: window) {
            try solver.addConstraint(constraint)
        }
        #expect(solver.constraintCount == 4_000)
        try solver.suggestValue(window, 1_000)
        solver.updateVariables()
        for (index, view) in views.enumerated() {
            let row = Double(index / 10)
            let column = Double(index % 10)
            #expect(view.width.value == 92)
            #expect(view.height.value == 44)
            #expect(approximately(view.left.value, column * 100))
            #expect(view.top.value == row * 52)
            #expect(!solver.isAmbiguous(view.left))
        }
        try solver.suggestValue(window, 1_001)
        solver.updateVariables()
        #expect(window.value == 1_001)
        for (index, view) in views.enumerated() {
            let column = Double(index % 10)
            #expect(approximately(view.width.value, 92.1))
            #expect(approximately(view.left.value, column * 100.1))
            #expect(view.top.value == Double(index / 10) * 52)
        }
    }

    @Test func anEditTouchesOnlyTheRowsThatDependOnTheWindow() throws {
        let solver = LayoutSolver()
        let window = LayoutVariable("window")
        let views = (0..<200).map { _ in View() }
        try solver.addEditVariable(window, strength: Strength.strong)
        for constraint in Self.gridConstraints(views: views, window: window) {
            try solver.addConstraint(constraint)
        }
        try solver.suggestValue(window, 1_000)
        let before = solver.statistics
        try solver.suggestValue(window, 1_001)
        #expect(solver.statistics.pivots == before.pivots)
        #expect(solver.statistics.rowsSubstituted == before.rowsSubstituted)
        #expect(approximately(solver.value(of: views[199].left), 900.9))
    }
}
