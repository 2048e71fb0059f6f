/// Required equalities that define new variables, kept outside the tableau (see ``Definition``).
extension SolverCore {
    /// Holds the constraint as a definition when it is a required equality naming a variable that
    /// nothing else fixes yet; false (nothing done) otherwise.
    mutating func define(_ constraint: LinearConstraint) -> Bool {
        guard constraint.isRequired, constraint.relation == .equal,
            let fresh = definableTerm(of: constraint.expression)
        else { return false }
        var terms: [Cell] = []
        var subject = Symbol.none
        for term in constraint.expression.terms {
            let symbol = variables.retain(term.variable, in: &tableau)
            if term.variable === fresh.variable {
                subject = symbol
            } else {
                terms.append(Cell(symbol: symbol, coefficient: -term.coefficient / fresh.coefficient))
            }
        }
        let constant = -constraint.expression.constant / fresh.coefficient
        definitions.insert(Definition(constraint: constraint, subject: subject, constant: constant, terms: terms))
        return true
    }

    /// The term whose variable the equality can define. First a variable that only definitions name
    /// (no row, edit or definition fixes it) and that the other terms do not depend on through
    /// definitions, which would make a cycle: defining it completes what waits for it, so a chain
    /// added in any order stays definitions. Else a variable the solver does not know yet.
    private func definableTerm(of expression: LinearExpression) -> LinearTerm? {
        let symbols = expression.terms.map { variables.symbol(of: $0.variable) }
        for (index, term) in expression.terms.enumerated() {
            guard let symbol = symbols[index], isFree(symbol) else { continue }
            let others = symbols.enumerated().compactMap { $0.offset == index ? nil : $0.element }
            if !definitionsReach(symbol, from: others) { return term }
        }
        return symbols.firstIndex { $0 == nil }.map { expression.terms[$0] }
    }

    /// Whether nothing fixes the symbol: it is parametric, in no row, and not defined.
    private func isFree(_ symbol: Symbol) -> Bool {
        !tableau.isBasic(symbol) && tableau.columns.occurrences(of: symbol) == 0 && !definitions.defines(symbol)
            && tableau.objective.index(of: symbol) == nil
    }

    /// Whether following definitions from `starts` reaches `target`.
    private func definitionsReach(_ target: Symbol, from starts: [Symbol]) -> Bool {
        var stack = starts
        var seen: Set<Int> = []
        while let symbol = stack.popLast() {
            if symbol.serial == target.serial { return true }
            guard seen.insert(symbol.serial).inserted, let definition = definitions.definition(of: symbol) else { continue }
            stack += definition.terms.map(\.symbol)
        }
        return false
    }

    /// Moves into the tableau the definitions of the variables the constraint names, and those
    /// they depend on, so that the constraint's row can be written in tableau symbols.
    mutating func materializeDefinitions(namedBy constraint: LinearConstraint) {
        guard definitions.count > 0 else { return }
        for term in constraint.expression.terms {
            if let symbol = variables.symbol(of: term.variable), definitions.defines(symbol) {
                materialize(symbol)
            }
        }
    }

    /// Enters the symbol's definition into the tableau as the required equality it is (with a dummy
    /// marker, as any other), after the definitions it depends on, deepest first. Iterative: a chain
    /// may be as long as the views in a column.
    mutating func materialize(_ symbol: Symbol) {
        var stack = [symbol]
        while let top = stack.last {
            guard let definition = definitions.definition(of: top) else {
                stack.removeLast()
                continue
            }
            let pending = definition.terms.filter { definitions.defines($0.symbol) }
            if !pending.isEmpty {
                stack += pending.map(\.symbol)
                continue
            }
            stack.removeLast()
            _ = definitions.remove(top)
            enter(definition)
        }
    }

    /// Writes a definition whose terms are all in the tableau's terms as a row solved for its
    /// subject. The subject is in no row, so nothing else changes and no re-optimisation is needed.
    private mutating func enter(_ definition: Definition) {
        var row = Row(constant: definition.constant)
        for term in definition.terms {
            if let slot = tableau.slot(of: term.symbol) {
                row.add(tableau.rows[Int(slot)], times: term.coefficient)
            } else {
                row.insert(term.symbol, term.coefficient)
            }
        }
        row.insert(definition.subject, -1)
        let dummy = tableau.makeSymbol(.dummy)
        row.insert(dummy, 1)
        tableau.enter(row, subject: definition.subject)
        constraints[ObjectIdentifier(definition.constraint)] = ConstraintRecord(
            constraint: definition.constraint, marker: dummy, other: nil)
    }

    /// Removes a constraint held as a definition: its variable becomes free (zero, unless another
    /// constraint names it); the tableau is untouched.
    mutating func removeDefinition(of constraint: LinearConstraint) -> Bool {
        guard let definition = definitions.definition(of: constraint) else { return false }
        _ = definitions.remove(definition.subject)
        for term in constraint.expression.terms {
            variables.release(term.variable, in: &tableau)
        }
        return true
    }

    /// The symbol's value: its definition evaluated over the current solution, or the tableau's.
    mutating func value(of symbol: Symbol) -> Double {
        guard definitions.defines(symbol) else { return tableau.value(of: symbol) }
        if let known = definedValues.value(of: symbol) { return known }
        if let ready = evaluate(symbol) {
            definedValues.store(ready, for: symbol)
            return ready
        }
        var stack = [symbol]
        while let top = stack.last {
            if let ready = evaluate(top) {
                definedValues.store(ready, for: top)
                stack.removeLast()
            } else {
                let cache = definedValues
                let held = definitions.forEachPart(of: top) { term in
                    if definitions.defines(term.symbol) && cache.value(of: term.symbol) == nil { stack.append(term.symbol) }
                    return true
                }
                if held == nil { stack.removeLast() }
            }
        }
        return definedValues.value(of: symbol) ?? 0
    }

    /// The defined symbol's value when every symbol its definition names has one now (in the
    /// tableau or worked out already); nil when a defined symbol it names is still to be worked out.
    @inline(__always)
    private func evaluate(_ symbol: Symbol) -> Double? {
        var sum = 0.0
        let constant = definitions.forEachPart(of: symbol) { term in
            if !definitions.defines(term.symbol) {
                sum += term.coefficient * tableau.value(of: term.symbol)
            } else if let known = definedValues.value(of: term.symbol) {
                sum += term.coefficient * known
            } else {
                return false
            }
            return true
        }
        return constant.map { Tolerance.snapped($0 + sum) }
    }

    /// Whether the symbol's value is open: a defined symbol is when any symbol its definition
    /// reaches is.
    func isAmbiguous(_ symbol: Symbol) -> Bool {
        guard definitions.defines(symbol) else { return tableau.isAmbiguous(symbol) }
        var stack = [symbol]
        var seen: Set<Int> = []
        while let top = stack.popLast() {
            guard let definition = definitions.definition(of: top) else { continue }
            for term in definition.terms where seen.insert(term.symbol.serial).inserted {
                if definitions.defines(term.symbol) {
                    stack.append(term.symbol)
                } else if tableau.isAmbiguous(term.symbol) {
                    return true
                }
            }
        }
        return false
    }
}
