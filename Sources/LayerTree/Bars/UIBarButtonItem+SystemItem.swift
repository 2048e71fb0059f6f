import Foundation
import Graphics

extension UIBarButtonItem {
    /// What a built-in item shows: UIKit's English titles for the text items (Done and Save
    /// bold); a plus and a cross drawn as template images for Add and Close; the accessibility
    /// names of the other glyph items as titles, as their SF Symbols artwork is not available
    /// here (docs/uikit-decisions.md, BAR-ITEMS).
    static func systemItemAppearance(_ item: SystemItem) -> (title: String?, image: UIImage?, bold: Bool) {
        switch item {
        case .done: ("Done", nil, true)
        case .save: ("Save", nil, true)
        case .cancel: ("Cancel", nil, false)
        case .edit: ("Edit", nil, false)
        case .undo: ("Undo", nil, false)
        case .redo: ("Redo", nil, false)
        case .add: (nil, glyph(plus: true), false)
        case .close: (nil, glyph(plus: false), false)
        case .flexibleSpace, .fixedSpace: (nil, nil, false)
        default: (accessibilityName(item), nil, false)
        }
    }

    private static func accessibilityName(_ item: SystemItem) -> String {
        switch item {
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        default: "Page Curl"
        }
    }

    /// A 22-point template glyph: a plus, or a cross.
    private static func glyph(plus: Bool) -> UIImage {
        let size = CGSize(width: 22, height: 22)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            if plus {
                path.move(to: CGPoint(x: 11, y: 2))
                path.addLine(to: CGPoint(x: 11, y: 20))
                path.move(to: CGPoint(x: 2, y: 11))
                path.addLine(to: CGPoint(x: 20, y: 11))
            } else {
                path.move(to: CGPoint(x: 4, y: 4))
                path.addLine(to: CGPoint(x: 18, y: 18))
                path.move(to: CGPoint(x: 18, y: 4))
                path.addLine(to: CGPoint(x: 4, y: 18))
            }
            path.lineWidth = 2
            path.lineCapStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}

extension UIBarButtonItem {
    /// A new item of the class this is called on, made by that class's `init()` (see
    /// `makeObject(ofClass:)`), as Objective-C's `[[cls alloc] init]` makes it: iOS's interface
    /// does not make `init()` required, so a subclass with designated initializers of its own
    /// compiles; as on iOS, such a subclass must override `init()` for `flexibleSpace()` to make one.
    static func makeInstance() -> Self { makeObject(ofClass: self) }
}
