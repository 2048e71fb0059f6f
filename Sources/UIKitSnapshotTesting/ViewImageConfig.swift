import Foundation
import UIKit

/// A device to render a view controller on: its screen size, its safe area and its traits, as
/// swift-snapshot-testing's `ViewImageConfig` describes them (`.image(on: .iPhone13)`).
///
/// The window the snapshot is rendered in takes `size` and reports `safeArea` as its safe-area
/// insets; `traits` are merged into the strategy's (see `UITraitCollection` for what they
/// affect). The presets carry the sizes, insets and size classes of the devices they name, as
/// swift-snapshot-testing's do: phones from the iPhone SE to the iPhone 13 Pro Max, iPads from
/// the iPad mini to the 12.9-inch iPad Pro with their split-view shares.
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

extension ViewImageConfig {
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 320, height: 568, notch: nil, largeLandscape: false)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 375, height: 667, notch: nil, largeLandscape: false)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 414, height: 736, notch: nil, largeLandscape: true)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        .phone(
            orientation, width: 375, height: 812, notch: Notch(top: 44, side: 44, home: 34, landscapeHome: 24),
            largeLandscape: false)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone(
            orientation, width: 414, height: 896, notch: Notch(top: 44, side: 44, home: 34, landscapeHome: 24),
            largeLandscape: true)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        .phone(
            orientation, width: 414, height: 896, notch: Notch(top: 44, side: 44, home: 34, landscapeHome: 24),
            largeLandscape: true)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        .phone(
            orientation, width: 390, height: 844, notch: Notch(top: 47, side: 47, home: 34, landscapeHome: 21),
            largeLandscape: false)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone(
            orientation, width: 428, height: 926, notch: Notch(top: 47, side: 47, home: 34, landscapeHome: 21),
            largeLandscape: true)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        .phone(
            orientation, width: 375, height: 812, notch: Notch(top: 50, side: 50, home: 34, landscapeHome: 21),
            largeLandscape: false)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { .iPhone12ProMax(orientation) }

    /// The insets of a phone with a notch: the status area's in portrait (`top`), the notch side's
    /// in landscape (`side`, both sides), and the home indicator's in each orientation.
    struct Notch {
        let top: CGFloat
        let side: CGFloat
        let home: CGFloat
        let landscapeHome: CGFloat
    }

    /// A phone `width` × `height` points in portrait. Without a notch, portrait keeps a 20-point
    /// status bar and landscape none. Portrait is compact × regular; landscape compact × compact,
    /// or regular × compact for the large phones.
    static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, notch: Notch?, largeLandscape: Bool
    ) -> ViewImageConfig {
        let base: [UITraitCollection] = [
            .init(forceTouchCapability: .available), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium), .init(userInterfaceIdiom: .phone),
        ]
        switch orientation {
        case .portrait:
            let safeArea =
                notch.map { UIEdgeInsets(top: $0.top, left: 0, bottom: $0.home, right: 0) }
                ?? UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            let traits = UITraitCollection(
                traitsFrom: base + [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])
            return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            let safeArea = notch.map { UIEdgeInsets(top: 0, left: $0.side, bottom: $0.landscapeHome, right: $0.side) } ?? .zero
            let traits = UITraitCollection(
                traitsFrom: base + [
                    .init(horizontalSizeClass: largeLandscape ? .regular : .compact), .init(verticalSizeClass: .compact),
                ])
            return ViewImageConfig(safeArea: safeArea, size: CGSize(width: height, height: width), traits: traits)
        }
    }
}
