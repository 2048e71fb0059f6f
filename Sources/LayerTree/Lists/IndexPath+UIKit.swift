import Foundation

/// UIKit's index-path spellings: a row (or item) in a section, as `[section, row]`.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index; 0 for an index path with none.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The second index: the row in a table.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(indexes: [section, newValue]) }
    }

    /// The second index: the item in a collection view.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
