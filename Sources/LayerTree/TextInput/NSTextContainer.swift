import Foundation
import Graphics

/// The region a text view lays its text out in: UIKit's `NSTextContainer`, as much of it as
/// `UITextView` uses. Each line is inset by `lineFragmentPadding` (5 points) on both sides;
/// `maximumNumberOfLines` and `lineBreakMode` limit and end the text as a label's do. A text
/// view's container tracks its width (the bounds less `textContainerInset`). Main-actor
/// isolated here (nonisolated on iOS), since a change redraws its text view.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// A container of `size`: width to wrap to (when it does not track a text view), height.
    public init(size: CGSize) {
        self.size = size.width >= 0 && size.height >= 0 ? size : .zero
        super.init()
        if self.size != size { LayerTreeDiagnostics.report("NSTextContainer.init(size:)", "\(size) is not a size; zero used") }
    }

    public override convenience init() { self.init(size: .zero) }

    /// The size of the region; a text view sets its width while `widthTracksTextView` is true.
    open var size: CGSize {
        didSet {
            if !(size.width >= 0 && size.height >= 0) {
                LayerTreeDiagnostics.report("NSTextContainer.size", "\(size) is not a size")
                size = oldValue
            }
            textView?.textLayoutDidChange()
        }
    }
    /// Space left empty at both ends of every line; 5 by default.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !(lineFragmentPadding >= 0 && lineFragmentPadding.isFinite) {
                LayerTreeDiagnostics.report("NSTextContainer.lineFragmentPadding", "\(lineFragmentPadding) is not a length")
                lineFragmentPadding = oldValue
            }
            textView?.textLayoutDidChange()
        }
    }
    /// The most lines laid out; 0 (the default) for any number.
    open var maximumNumberOfLines = 0 { didSet { textView?.textLayoutDidChange() } }
    /// How the last line ends when lines are limited; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { textView?.textLayoutDidChange() } }
    /// Whether the width follows the text view's. False for a new container; true for a text view's own.
    open var widthTracksTextView = false { didSet { textView?.textLayoutDidChange() } }
    /// Whether the height follows the text view's (stored; the text is never cut to the height).
    open var heightTracksTextView = false
    /// Areas the text should flow around (stored, not honoured: text fills whole lines).
    open var exclusionPaths: [UIBezierPath] = []

    /// The text view laying text out in this container.
    open internal(set) weak var textView: UITextView?
}
