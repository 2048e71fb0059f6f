import Foundation
import UIKit

extension ViewImageConfig {
    /// An iPad's orientation and the share of the screen a split view gives the app.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(.full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.mini.config(orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { .iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(.full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.tenTwo.config(orientation) }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { .iPadPro10_5(.full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.proTenFive.config(orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(.full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.proEleven.config(orientation) }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { .iPadPro12_9(.full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.proTwelveNine.config(orientation)
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen in `orientation`.
    static func full(_ orientation: ViewImageConfig.Orientation) -> Self {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}

/// An iPad's screen: the widths of its split-view shares in each orientation, its status and
/// home-indicator insets, and which shares are compact (the others are regular × regular).
private struct Tablet {
    /// Landscape widths: one third, one half, two thirds, full; the height is the portrait width.
    let landscape: [CGFloat]
    /// Portrait widths: one third, two thirds, full; the height is the landscape full width.
    let portrait: [CGFloat]
    let safeArea: UIEdgeInsets
    /// Whether landscape's one half is compact (it is on all but the 12.9-inch iPad Pro).
    var halfIsCompact = true

    static let mini = Tablet(landscape: [320, 507, 694, 1024], portrait: [320, 438, 768], safeArea: statusBar)
    static let tenTwo = Tablet(landscape: [320, 535, 750, 1080], portrait: [320, 480, 810], safeArea: statusBar)
    static let proTenFive = Tablet(landscape: [320, 551, 782, 1112], portrait: [320, 504, 834], safeArea: statusBar)
    static let proEleven = Tablet(
        landscape: [375, 592, 809, 1194], portrait: [320, 504, 834],
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let proTwelveNine = Tablet(
        landscape: [375, 678, 981, 1366], portrait: [375, 639, 1024], safeArea: statusBar, halfIsCompact: false)
    static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let width: CGFloat
        let height: CGFloat
        let compact: Bool
        switch orientation {
        case .landscape(let split):
            height = portrait[2]
            switch split {
            case .oneThird: (width, compact) = (landscape[0], true)
            case .oneHalf: (width, compact) = (landscape[1], halfIsCompact)
            case .twoThirds: (width, compact) = (landscape[2], false)
            case .full: (width, compact) = (landscape[3], false)
            }
        case .portrait(let split):
            height = landscape[3]
            switch split {
            case .oneThird: (width, compact) = (portrait[0], true)
            case .twoThirds: (width, compact) = (portrait[1], true)
            case .full: (width, compact) = (portrait[2], false)
            }
        }
        let traits = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: compact ? .compact : .regular), .init(verticalSizeClass: .regular),
            .init(userInterfaceIdiom: .pad),
        ])
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
    }
}
