import Foundation

/// Where a popover points: what iPad code configures on a controller presented as a popover.
/// Popovers are shown here as the phone shows them (adapted to a full-screen presentation), so
/// the anchor is kept but not drawn.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The popover's background colour.
    open var backgroundColor: UIColor?
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
