import Synchronization
import UIKit

/// The layer tree each recent view or layer snapshot was rendered from, kept by the image the
/// strategy returned, so that the image diffing can write it beside a failed comparison
/// (`<test>.<n>.layers.txt`): what was where, drawn or hidden, when the pixels differ.
enum LayerTreeDumps {
    private struct Entry {
        let image: UIImage
        let dump: String
    }

    /// The newest few; a snapshot is compared right after it is taken.
    private static let entries = Mutex<[Entry]>([])
    private static let capacity = 8

    /// Keeps `dump` for `image`.
    static func remember(_ dump: String, for image: UIImage) {
        entries.withLock { list in
            list.append(Entry(image: image, dump: dump))
            if list.count > capacity { list.removeFirst(list.count - capacity) }
        }
    }

    /// The dump kept for `image`, if it is recent.
    static func dump(for image: UIImage) -> String? {
        entries.withLock { list in list.last { $0.image === image }?.dump }
    }
}
