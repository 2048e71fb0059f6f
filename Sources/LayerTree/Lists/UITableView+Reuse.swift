import CDynamicInit
import Foundation

/// What a table keeps between layouts.
@MainActor
struct TableState {
    /// Whether the data source's counts and the heights must be loaded again.
    var needsReload = true
    /// Whether the cells on screen must be asked for again too (a new data source).
    var needsCellReload = false
    var visibleCells: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [SectionPart: UIView] = [:]
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaders: [String: [UITableViewHeaderFooterView]] = [:]
    /// Cells made since the table was created (for tests and the benchmark: reuse keeps it bounded).
    var cellsMade = 0
    var selected: Set<IndexPath> = []
    var highlighted: IndexPath?
    var updateDepth = 0
    var pendingUpdates: [(TableUpdate, UITableView.RowAnimation)] = []
    var pendingCompletions: [(Bool) -> Void] = []
    /// Cells leaving in an update's animation, kept out of reuse until it ends.
    var departingCells: [UITableViewCell] = []
}

/// A section's header or footer.
struct SectionPart: Hashable {
    var section: Int
    var isHeader: Bool
}

extension UITableView {
    /// How many cells the table has made (reuse keeps it to about a screenful).
    var numberOfCellsMade: Int { tableState.cellsMade }

    func registerCell(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else {
            tableState.cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            LayerTreeDiagnostics.report(
                "UITableView.register(_:forCellReuseIdentifier:)", "\(cellClass) is not a UITableViewCell class")
            return
        }
        tableState.cellClasses[identifier] = type
    }

    func registerHeaderFooter(_ aClass: AnyClass?, _ identifier: String) {
        guard let aClass else {
            tableState.headerClasses[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            LayerTreeDiagnostics.report(
                "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)",
                "\(aClass) is not a UITableViewHeaderFooterView class")
            return
        }
        tableState.headerClasses[identifier] = type
    }

    func dequeueCell(_ identifier: String) -> UITableViewCell? {
        guard var queue = tableState.reusableCells[identifier], !queue.isEmpty else {
            guard let type = tableState.cellClasses[identifier] else { return nil }
            return makeCell(type, identifier)
        }
        let cell = queue.removeLast()
        tableState.reusableCells[identifier] = queue
        cell.prepareForReuse()
        return cell
    }

    func dequeueOrMakeCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueCell(identifier) { return cell }
        LayerTreeDiagnostics.report(
            "UITableView.dequeueReusableCell(withIdentifier:for:)",
            "no class registered for '\(identifier)' (UIKit raises); a default cell is made")
        return makeCell(UITableViewCell.self, identifier)
    }

    func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = tableState.reusableHeaders[identifier], !queue.isEmpty {
            let view = queue.removeLast()
            tableState.reusableHeaders[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = tableState.headerClasses[identifier] else { return nil }
        return DynamicViewInit.makeHeaderFooter(type, reuseIdentifier: identifier)
    }

    private func makeCell(_ type: UITableViewCell.Type, _ identifier: String) -> UITableViewCell {
        tableState.cellsMade += 1
        return DynamicViewInit.makeCell(type, style: .default, reuseIdentifier: identifier)
    }

    /// Takes a cell off the screen: hidden in place and queued under its identifier (a cell
    /// without one is removed).
    func recycle(_ cell: UITableViewCell) {
        cell.isHidden = true
        cell.setHighlighted(false, animated: false)
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        tableState.reusableCells[identifier, default: []].append(cell)
    }

    func recycle(_ view: UIView) {
        view.isHidden = true
        guard let header = view as? UITableViewHeaderFooterView, let identifier = header.reuseIdentifier else {
            if !(view is UITableViewHeaderFooterView) { view.removeFromSuperview() }
            return
        }
        tableState.reusableHeaders[identifier, default: []].append(header)
    }
}

/// Makes views of classes known only at run time by their UIKit initializers, which iOS's
/// interface does not declare `required`: the initializer is found in the class's vtable, as
/// `CALayer.make(ofClass:)` does for layers, so a subclass's override runs.
@MainActor
enum DynamicViewInit {
    static func makeCell(_ type: UITableViewCell.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?)
        -> UITableViewCell
    {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = lookup(dynamic_init_cell_init(), dynamic_init_cell_class(), metadata)
        return passing(reuseIdentifier) { string in
            Unmanaged<UITableViewCell>.fromOpaque(
                dynamic_init_call_byte_string(function, UInt8(style.rawValue), string, metadata)
            ).takeRetainedValue()
        }
    }

    static func makeHeaderFooter(_ type: UITableViewHeaderFooterView.Type, reuseIdentifier: String?)
        -> UITableViewHeaderFooterView
    {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = lookup(dynamic_init_header_init(), dynamic_init_header_class(), metadata)
        return passing(reuseIdentifier) { string in
            Unmanaged<UITableViewHeaderFooterView>.fromOpaque(dynamic_init_call_string(function, string, metadata))
                .takeRetainedValue()
        }
    }

    /// A view of `type` made by its `init(frame:)`.
    static func makeView<View: UIView>(_ type: View.Type, frame: CGRect) -> View {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = lookup(dynamic_init_uiview_init_frame(), dynamic_init_uiview_class(), metadata)
        let made = dynamic_init_call_rect(
            function, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height), metadata)
        return Unmanaged<View>.fromOpaque(made!).takeRetainedValue()
    }

    private static func lookup(_ method: UnsafeRawPointer?, _ description: UnsafeRawPointer?, _ metadata: UnsafeRawPointer)
        -> UnsafeRawPointer
    {
        guard let function = dynamic_init_lookup(metadata, method, description) else {
            preconditionFailure("no vtable entry for a view initializer in \(metadata)")
        }
        return function
    }

    /// Runs `body` with a `String?` whose ownership `body`'s initializer takes.
    private static func passing<T>(_ string: String?, _ body: (UnsafeRawPointer) -> T) -> T {
        let storage = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        defer { storage.deallocate() }
        storage.initialize(to: string)  // consumed by the initializer
        return body(UnsafeRawPointer(storage))
    }
}
