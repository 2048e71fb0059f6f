import Foundation
import LayoutSolver

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayoutState: AutoLayoutState {
        if let autoLayoutStorage { return autoLayoutStorage }
        let state = AutoLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// The top-most view of the hierarchy.
    var rootView: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// The engine of the view's hierarchy, made (hosted by the top-most view) when first needed.
    var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.autoLayoutStorage?.hostedEngine { return engine }
        let engine = LayoutEngine(host: root)
        root.autoLayoutState.hostedEngine = engine
        root.adoptSurvivingConstraints()
        return engine
    }

    /// A subtree that outlived its hierarchy's top view joins the engine of its new top view
    /// (made for it now, or at its next layout pass): its views and held constraints go on
    /// being solved, as on iOS.
    private func adoptSurvivingConstraints() {
        guard let state = autoLayoutStorage, state.awaitsEngine else { return }
        state.awaitsEngine = false
        joinLayoutEngine()
    }

    /// The engine of the view's hierarchy if it has one.
    var layoutEngineIfPresent: LayoutEngine? {
        guard LayoutEngine.liveEngines > 0 else { return nil }
        return rootView.autoLayoutStorage?.hostedEngine
    }

    /// The view in UIKit's descriptions: `UIView:0x…`.
    var layoutDebugName: String { "\(type(of: self)):\(addressString(of: self))" }

    // MARK: Taking part

    /// A view that translates no autoresizing mask takes part in its superview's engine by itself,
    /// even with no constraint naming it (it then gets its intrinsic size, or nothing, at the origin).
    func updateEngineRegistration() {
        guard let state = autoLayoutStorage else { return }
        let wantsRecord = !state.translatesAutoresizingMaskIntoConstraints && superview != nil
        if wantsRecord, !state.isRegistered {
            state.isRegistered = true
            _ = layoutEngine.retain(.view(self))
        } else if !wantsRecord, state.isRegistered {
            state.isRegistered = false
            if let engine = layoutEngineIfPresent, let record = engine.record(of: .view(self)) { engine.release(record) }
        }
        layoutEngineIfPresent?.refreshSystemConstraints(of: .view(self))
    }

    /// After a change of `frame`, `bounds` or `center`: the engine keeps the new frame of a view
    /// that translates its autoresizing mask (and the new size of the hierarchy's top view).
    func geometryDidChangeForLayout() {
        guard LayoutEngine.liveEngines > 0, translatesAutoresizingMaskIntoConstraints || superview == nil,
            let engine = layoutEngineIfPresent, engine.record(of: .view(self)) != nil
        else { return }
        engine.refreshSystemConstraints(of: .view(self))
    }

    /// Re-solves the constraints that use the view's baselines (its text changed).
    func refreshBaselineConstraints() {
        guard let engine = layoutEngineIfPresent, let state = autoLayoutStorage else { return }
        for constraint in state.referencingConstraints.values
        where (constraint.firstTerms + constraint.secondTerms).contains(where: {
            $0.attribute == .firstBaseline || $0.attribute == .lastBaseline
        }) {
            engine.constraintDidChange(constraint)
        }
    }

    // MARK: Moving between hierarchies

    /// Before the view leaves its superview (or its hierarchy joins another): constraints held
    /// outside the subtree that name something inside it are deactivated, as UIKit does, and the
    /// subtree's own constraints leave the old engine. Returns whether anything was taken out.
    func leaveLayoutEngine() -> Bool {
        guard AutoLayoutState.liveStates > 0 else { return false }
        let subtree = [self] + allDescendantsOfView
        guard let engine = layoutEngineIfPresent else {
            // No engine (one whose host went away leaves its constraints without one): join anew.
            return subtree.contains { $0.autoLayoutStorage.map { !$0.heldConstraints.isEmpty } ?? false }
        }
        if superview != nil {
            for view in subtree {
                for constraint in view.autoLayoutStorage?.referencingConstraints.values.map({ $0 }) ?? [] {
                    if let holder = constraint.holder, !holder.isDescendant(of: self) { constraint.isActive = false }
                }
            }
        }
        var tookAny = false
        for view in subtree {
            guard let state = view.autoLayoutStorage else { continue }
            for constraint in state.heldConstraints {
                engine.uninstall(constraint)
                tookAny = true
            }
            if state.isRegistered, let record = engine.record(of: .view(view)) {
                state.isRegistered = false
                engine.release(record)
                tookAny = true
            }
        }
        if autoLayoutStorage?.hostedEngine != nil {
            autoLayoutStorage?.hostedEngine = nil
            tookAny = true
        }
        return tookAny
    }

    /// After the move: the subtree's views and constraints join the new hierarchy's engine.
    func joinLayoutEngine() {
        for view in [self] + allDescendantsOfView {
            guard let state = view.autoLayoutStorage else { continue }
            view.updateEngineRegistration()
            for constraint in state.heldConstraints { layoutEngine.install(constraint) }
            if state.needsUpdateConstraints { view.setNeedsUpdateConstraints() }
        }
    }

    // MARK: The update-constraints pass

    /// After the view joined a superview: its new ancestors learn that it (or something in it)
    /// waits for `updateConstraints()`.
    func propagateUpdateConstraintsMark() {
        guard let state = autoLayoutStorage, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints else { return }
        var parent = superview
        while let current = parent, !(current.autoLayoutStorage?.subtreeNeedsUpdateConstraints ?? false) {
            current.autoLayoutState.subtreeNeedsUpdateConstraints = true
            parent = current.superview
        }
    }

    /// Marks the view and its ancestors so that the next pass runs `updateConstraints()` here.
    func markNeedsUpdateConstraints() {
        autoLayoutState.needsUpdateConstraints = true
        var parent = superview
        while let current = parent, !(current.autoLayoutStorage?.subtreeNeedsUpdateConstraints ?? false) {
            current.autoLayoutState.subtreeNeedsUpdateConstraints = true
            parent = current.superview
        }
    }

    /// Runs `updateConstraints()` on the marked views of the subtree, subviews before their
    /// superview, as UIKit does; a controller's root view runs its controller's
    /// `updateViewConstraints()` instead (whose default calls the view's).
    func updateMarkedConstraints() {
        guard let state = autoLayoutStorage, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints else {
            return
        }
        if state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = false
            for subview in subviews { subview.updateMarkedConstraints() }
        }
        if state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// What the layout pass does first on a hierarchy: the update-constraints pass from the top,
    /// then the engine marks the superviews of views whose solved frames moved.
    func prepareConstraintBasedLayout() {
        let root = rootView
        if root.autoLayoutStorage?.awaitsEngine == true { _ = root.layoutEngine }
        root.updateMarkedConstraints()
        root.autoLayoutStorage?.hostedEngine?.markChangedViews()
    }

    // MARK: Debugging

    /// Whether another frame of the view satisfies its constraints equally well.
    var isLayoutAmbiguous: Bool {
        guard let engine = layoutEngineIfPresent, let record = engine.record(of: .view(self)) else { return false }
        return [record.minX, record.minY, record.width, record.height].contains { engine.solver.isAmbiguous($0) }
    }

    /// Moves the view to another solution when its layout is ambiguous: each free variable is
    /// pulled, weakly, half the view's size away; the next call lets go, back to the first solution.
    func exerciseLayoutAmbiguity() {
        guard let engine = layoutEngineIfPresent, let record = engine.record(of: .view(self)) else { return }
        if record.exercise.isEmpty {
            let push = Double(max(bounds.width, bounds.height, 20)) / 2
            for variable in [record.minX, record.minY, record.width, record.height] where engine.solver.isAmbiguous(variable) {
                let target = LinearExpression(engine.solver.value(of: variable) + push)
                let pull = LinearConstraint(LinearExpression(variable), .equal, target, strength: Strength.weak)
                if engine.add(pull) { record.exercise.append(pull) }
            }
        } else {
            record.exercise.forEach(engine.remove)
            record.exercise = []
        }
        engine.markChangedViews()
        superview?.layoutIfNeeded()
    }

    /// The app's active constraints naming the view, on `axis`.
    func constraintsNaming(axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let naming = autoLayoutStorage?.referencingConstraints.values.map { $0 } ?? []
        return naming.filter { $0.firstAttribute.axis == axis }.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
    }
}
