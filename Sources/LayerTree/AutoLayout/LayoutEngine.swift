import Foundation
import LayoutSolver

/// The Auto Layout engine of one view hierarchy, hosted by its top-most view: the active
/// constraints of the hierarchy as linear constraints in an incremental Cassowary solver
/// (`LayoutSolver`), with four variables per item taking part.
///
/// An item's variables are its alignment rectangle in its container's coordinates (a view's
/// superview, a guide's owning view): a constraint between items in different containers adds
/// the containers' positions up to the view holding it, so moving a container never changes the
/// rows of what is inside it, and independent subtrees stay independent in the tableau.
/// Everything is incremental: activating, deactivating or changing a constraint, a frame of a
/// view that translates its autoresizing mask, an intrinsic size or a margin edits the solver at
/// once, and `markChangedViews()` tells the superviews of views whose solved frames moved to lay out.
@MainActor
final class LayoutEngine {
    let solver = LayoutSolver()
    /// The top-most view of the hierarchy; nil for the engine of a fitting-size calculation.
    private(set) weak var host: UIView?
    /// For `systemLayoutSizeFitting`: the view measured, whose size is left to the constraints.
    let isFittingEngine: Bool

    var records: [ObjectIdentifier: ItemRecord] = [:]
    private var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    /// What each solver constraint stands for, for the unsatisfiable-constraints report.
    var sources: [ObjectIdentifier: ConstraintSource] = [:]
    /// Whether the solver changed since the last `markChangedViews()`.
    var hasChanges = false
    /// Counts the `markChangedViews()` calls that found changes; a record's marked geometry is
    /// current while it carries the latest count and nothing changed since.
    var markSerial = 0

    /// Engines alive now; none means no hierarchy uses Auto Layout and geometry setters skip it.
    static var liveEngines = 0

    init(host: UIView, fitting: Bool = false) {
        self.host = host
        isFittingEngine = fitting
        Self.liveEngines += 1
    }

    isolated deinit {
        Self.liveEngines -= 1
        if host == nil, !isFittingEngine { handOverSurvivors() }
    }

    /// A constraint the engine holds: its solver constraint (nil when it could not be satisfied
    /// and was left out) and the records it uses.
    struct InstalledConstraint {
        let constraint: NSLayoutConstraint
        var linear: LinearConstraint?
        var records: [ItemRecord]
    }

    var installedConstraints: [NSLayoutConstraint] { installed.values.map(\.constraint) }

    /// The solver constraint of an installed constraint; nil when it was left out as unsatisfiable.
    func installedLinear(of constraint: NSLayoutConstraint) -> LinearConstraint? {
        installed[ObjectIdentifier(constraint)]?.linear
    }

    // MARK: Constraints

    /// Adds an active constraint. A required constraint that conflicts with the ones already
    /// there is reported as UIKit reports it and left out (the others keep their solution).
    func install(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil, let holder = constraint.holder else { return }
        var used: [ItemRecord] = []
        guard let linear = linearConstraint(for: constraint, in: holder, using: &used) else {
            used.forEach(release)
            return
        }
        if !isFittingEngine { constraint.engine = self }
        installed[key] = InstalledConstraint(constraint: constraint, linear: nil, records: used)
        sources[ObjectIdentifier(linear)] = .application(constraint)
        if add(linear) {
            installed[key]?.linear = linear
        } else if linear.strength >= Strength.required {
            installed[key]?.linear = addBroken(linear, for: constraint)
        }
    }

    /// A required constraint the others leave no room for stays in, broken: below every required
    /// constraint but above every optional one (and below the top view's size), so it holds again
    /// once the conflict goes, as on iOS.
    private func addBroken(_ linear: LinearConstraint, for constraint: NSLayoutConstraint) -> LinearConstraint? {
        let broken = LinearConstraint(linear.expression, linear.relation, strength: Strength.strong / 2)
        sources[ObjectIdentifier(broken)] = .application(constraint)
        return add(broken) ? broken : nil
    }

    /// Removes a constraint the engine holds; its items leave the engine when nothing else uses them.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if constraint.engine === self { constraint.engine = nil }
        if let linear = entry.linear { remove(linear) }
        entry.records.forEach(release)
    }

    /// Re-solves after a change of the constraint's constant or priority.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(constraint)] != nil else { return }
        uninstall(constraint)
        install(constraint)
    }

    /// Adds a solver constraint; false (with UIKit's report) when it cannot be satisfied.
    @discardableResult
    func add(_ linear: LinearConstraint) -> Bool {
        do {
            try solver.addConstraint(linear)
            hasChanges = true
            return true
        } catch .unsatisfiableConstraint {
            reportUnsatisfiable(linear)
        } catch {
            LayerTreeDiagnostics.report("NSLayoutConstraint", "the layout engine refused \(describe(linear)): \(error)")
        }
        sources[ObjectIdentifier(linear)] = nil
        return false
    }

    /// Removes a solver constraint the engine added.
    func remove(_ linear: LinearConstraint) {
        try? solver.removeConstraint(linear)
        sources[ObjectIdentifier(linear)] = nil
        hasChanges = true
    }

    // MARK: Records

    /// The record of `item`, made (with the constraints the system adds for it) on first use;
    /// counts one more user.
    func retain(_ item: LayoutItem) -> ItemRecord {
        let record = records[item.id] ?? makeRecord(for: item)
        record.users += 1
        return record
    }

    /// One user fewer; a record nobody uses leaves with its generated constraints.
    func release(_ record: ItemRecord) {
        record.users -= 1
        guard record.users <= 0 else { return }
        dropRecord(record)
    }

    /// The record of `item` if the engine has one.
    func record(of item: LayoutItem) -> ItemRecord? { records[item.id] }

    private func makeRecord(for item: LayoutItem) -> ItemRecord {
        let record = ItemRecord(item: item)
        records[item.id] = record
        addSystemConstraints(for: record)
        return record
    }

    private func dropRecord(_ record: ItemRecord) {
        removeSystemConstraints(of: record)
        record.exercise.forEach(remove)
        records[record.id] = nil
        record.dependencies.forEach(release)
        record.dependencies = []
    }

    /// The alignment rectangle the solver gives `item`, in its container's coordinates; nil when
    /// the item takes no part in this engine's layout.
    func solvedRect(of item: LayoutItem) -> CGRect? {
        guard let record = records[item.id] else { return nil }
        return record.rect(in: solver)
    }
}

/// An item's four variables in the engine and what the system added for it.
@MainActor
final class ItemRecord {
    /// The item, held weakly: the engine belongs to its host view, which is one of its items, and
    /// a strong reference here kept every constrained hierarchy alive for ever (LeakSanitizer).
    private let weakItem: WeakLayoutItem
    /// The item; nil only once it is gone (its engine's host with it).
    var item: LayoutItem? { weakItem.item }
    let id: ObjectIdentifier
    let minX: LayoutVariable, minY: LayoutVariable, width: LayoutVariable, height: LayoutVariable
    /// Installed constraints and other records using this record.
    var users = 0
    /// Constraints the system keeps for the item: its autoresizing frame, its content size, a
    /// system guide's placement.
    var system: [LinearConstraint] = []
    /// Records the system constraints use (a guide's owning view).
    var dependencies: [ItemRecord] = []
    /// Weak pulls `exerciseAmbiguityInLayout()` added to show another solution.
    var exercise: [LinearConstraint] = []
    /// The view's geometry as `markChangedViews()` found it, for the layout pass to apply.
    var marked: (serial: Int, geometry: SolvedGeometry)?

    init(item: LayoutItem) {
        weakItem = WeakLayoutItem(item)
        id = item.id
        let name = item.debugName
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    func rect(in solver: LayoutSolver) -> CGRect {
        CGRect(
            x: solver.value(of: minX), y: solver.value(of: minY), width: solver.value(of: width),
            height: solver.value(of: height))
    }
}

/// What a solver constraint stands for.
@MainActor
enum ConstraintSource {
    case application(NSLayoutConstraint)
    /// A view's frame kept by `translatesAutoresizingMaskIntoConstraints`.
    case autoresizing(UIView)
    /// A view's content hugging or compression resistance on an axis.
    case contentSize(UIView, hugging: Bool, NSLayoutConstraint.Axis)
    /// A system guide's placement in its view.
    case systemGuide(UILayoutGuide)
}
