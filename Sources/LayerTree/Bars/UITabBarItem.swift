import Foundation
import Graphics

/// What a tab bar shows for one tab: a title, an image (another when selected) and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's built-in tabs, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    /// A tab titled `title` showing `image`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab showing `selectedImage` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// One of UIKit's built-in tabs, with its English title (its glyph is not drawn:
    /// docs/uikit-decisions.md, BAR-ITEMS).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: Self.systemTitle(systemItem), image: nil, tag: tag)
    }

    /// The image shown while the tab is selected; nil (the default) uses `image`.
    open var selectedImage: UIImage? { didSet { changed() } }
    /// Text in a badge at the image's upper right; nil (the default) shows none.
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour; nil (the default) is the system red.
    open var badgeColor: UIColor? { didSet { changed() } }

    private static func systemTitle(_ item: SystemItem) -> String {
        switch item {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
