import Foundation

/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's views leave the window once the
    /// transition ends and the presenter gets disappearance callbacks.
    case fullScreen = 0
    /// A sheet over the presenter (iOS 13's card on iPhone): see `UIViewController.present`.
    case pageSheet = 1
    case formSheet = 2
    /// Covers the view of the nearest controller up from the presenter that
    /// `definesPresentationContext` (the whole screen when none does); that controller's views stay
    /// in place, covered, and it gets disappearance callbacks.
    case currentContext = 3
    case custom = 4
    /// Covers the screen with the presenter's views left in place beneath.
    case overFullScreen = 5
    /// Covers the same context as `.currentContext`, leaving its controller on screen beneath.
    case overCurrentContext = 6
    case popover = 7
    /// Not a style to present with: UIKit refuses it (a diagnostic here).
    case none = -1
    /// The system's choice: a sheet (iOS 13 and later).
    case automatic = -2
}

/// The animation that brings a presented view controller on screen.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom of the screen; slides back down when dismissed.
    case coverVertical = 0
    /// Turns the presenter's view over, showing the presented one on its back.
    case flipHorizontal = 1
    /// Fades the presented view in.
    case crossDissolve = 2
    /// Curls the presenter's view up (drawn as a slide, see docs/uikit-decisions.md).
    case partialCurl = 3
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// Which way up the interface is drawn.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The interface orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// What a container asks of the view controllers it contains, and what they tell it back.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container's content would like to have.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's root view's fitting size changed (its Auto Layout content changed).
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size to give a child when the container's size is `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's size is about to become `size`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}
