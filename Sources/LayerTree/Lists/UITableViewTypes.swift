import Foundation

extension UITableView {
    /// How a table groups its rows.
    public enum Style: Int, @unchecked Sendable {
        /// Rows edge to edge, section headers floating at the top while their section shows.
        case plain = 0
        /// Sections apart on a grouped background, headers scrolling with them.
        case grouped = 1
        /// Grouped, with each section inset from the edges and its corners rounded.
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, @unchecked Sendable {
        /// As little scrolling as shows it.
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows come and go.
    public enum RowAnimation: Int, @unchecked Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        /// The table's choice: a fade.
        case automatic = 100
    }

    /// What `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, @unchecked Sendable {
        case fromCellEdges = 0
        case fromAutomaticInsets = 1
    }

    /// Whether self-sizing cells resize when their size invalidates. Stored.
    public enum SelfSizingInvalidation: Int, @unchecked Sendable {
        case disabled = 0
        case enabled = 1
        case enabledIncludingConstraints = 2
    }

    /// The search icon's title in a section index.
    public static let indexSearch = "{search}"
    /// A height that asks the table for its default: self-sizing rows, titled headers sized to their title.
    public static let automaticDimension: CGFloat = -1
    /// Posted through `NotificationCenter.default`, with the table as object, when a touch changes the selection.
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}
