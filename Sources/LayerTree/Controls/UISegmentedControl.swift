import Foundation
import Graphics

/// A row of segments, each a title or an image, one of them selected: UIKit's
/// `UISegmentedControl` as iOS 13 draws it — a 32-point grey rounded track, a white rounded
/// "thumb" with a soft shadow under the selected segment, thin separators between unselected
/// segments, 13-point titles. Tapping a segment selects it and sends `.valueChanged` (its
/// primary event); a segment made from a `UIAction` also performs the action. Setting
/// `selectedSegmentIndex` sends nothing. Indexes past the last segment are pinned to it, as Apple
/// documents; with no segment to pin to, or a selection out of range, the call is refused with a
/// diagnostic.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public nonisolated static let noSegment = -1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLayers()
    }

    /// A control with a segment per item (`String` titles or `UIImage`s; anything else is skipped
    /// with a diagnostic), sized to fit them.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpLayers()
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                LayerTreeDiagnostics.report("UISegmentedControl.init(items:)", "item \(item) is neither a String nor a UIImage")
            }
        }
        segmentsDidChange()
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action, titled and imaged as the action is; selecting a
    /// segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { segments.append(Segment(action: action)) }
        segmentsDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Whether segments are as wide as their content (true) or all as wide as the widest (false,
    /// the default).
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsDidChange() } }

    /// Whether a tap only flashes its segment: the selection is not shown after the touch ends,
    /// and every tap sends `.valueChanged`. False by default.
    open var isMomentary = false { didSet { setNeedsLayout() } }

    /// Inserts a titled segment at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment made from `action` (its title and image; selecting it performs it).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(action: action), at: segment)
    }

    /// Removes the segment at `segment`; removing the selected one leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinned(segment, in: "UISegmentedControl.removeSegment(at:animated:)") else { return }
        segments.remove(at: index)
        if storedSelectedIndex == index {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > index {
            storedSelectedIndex -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Sets the segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment, in: "UISegmentedControl.setTitle(_:forSegmentAt:)") {
            $0.title = title
            $0.image = nil
        }
    }

    /// The segment's title; nil for an image segment.
    open func titleForSegment(at segment: Int) -> String? { segmentValue(segment)?.title }

    /// Sets the segment's image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment, in: "UISegmentedControl.setImage(_:forSegmentAt:)") {
            $0.image = image
            $0.title = nil
        }
    }

    /// The segment's image; nil for a titled segment.
    open func imageForSegment(at segment: Int) -> UIImage? { segmentValue(segment)?.image }

    /// Fixes the segment's width; 0 (the default) sizes it automatically. Negative widths are refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width >= 0, width.isFinite else {
            return LayerTreeDiagnostics.report("UISegmentedControl.setWidth(_:forSegmentAt:)", "invalid width \(width)")
        }
        update(segment, in: "UISegmentedControl.setWidth(_:forSegmentAt:)") { $0.width = width }
    }

    /// The width set for the segment; 0 when it is sized automatically.
    open func widthForSegment(at segment: Int) -> CGFloat { segmentValue(segment)?.width ?? 0 }

    /// Moves the segment's title or image by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment, in: "UISegmentedControl.setContentOffset(_:forSegmentAt:)") { $0.contentOffset = offset }
    }

    /// The segment's content offset; zero by default.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { segmentValue(segment)?.contentOffset ?? .zero }

    /// Enables or disables one segment; a disabled segment cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment, in: "UISegmentedControl.setEnabled(_:forSegmentAt:)") { $0.isEnabled = enabled }
    }

    /// Whether the segment is enabled (true by default).
    open func isEnabledForSegment(at segment: Int) -> Bool { segmentValue(segment)?.isEnabled ?? false }

    /// Gives the segment `action`'s title, image and handler.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment, in: "UISegmentedControl.setAction(_:forSegmentAt:)") { $0 = Segment(action: action, from: $0) }
    }

    /// The action the segment was made from, if any.
    open func actionForSegment(at segment: Int) -> UIAction? { segmentValue(segment)?.action }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    // MARK: Selection and appearance

    /// The selected segment, or `noSegment` (the default). Setting it sends no event; an index
    /// outside `-1..<numberOfSegments` is refused with a diagnostic.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue >= Self.noSegment, newValue < numberOfSegments else {
                return LayerTreeDiagnostics.report(
                    "UISegmentedControl.selectedSegmentIndex", "index \(newValue) outside -1..<\(numberOfSegments)")
            }
            storedSelectedIndex = newValue
            setNeedsLayout()
        }
    }

    /// The colour of the selected segment's thumb; nil (the default) is white.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// Sets the title attributes (font, foreground colour) for `state` (`.normal`, `.selected`,
    /// `.highlighted`, `.disabled`); attributes missing there come from `.normal`, then the defaults.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The title attributes set for `state`; nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Titles and images side by side as wide as the widest (or their own widths), 32 points tall.
    open override var intrinsicContentSize: CGSize { naturalSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSegments(animated: false)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        segmentTrackingBegan(touch)
        return super.beginTracking(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        segmentTrackingMoved(touch)
        return super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        segmentTrackingEnded(touch)
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        segmentTrackingCancelled()
    }

    override var primaryEvent: UIControl.Event { .valueChanged }

    // MARK: Internal

    /// A segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
        var isEnabled = true
        var action: UIAction?

        init(title: String? = nil, image: UIImage? = nil) {
            self.title = title
            self.image = image
        }

        @MainActor
        init(action: UIAction, from old: Segment = Segment()) {
            self = old
            self.action = action
            title = action.title.isEmpty ? nil : action.title
            image = action.image
        }
    }

    var segments: [Segment] = []
    var storedSelectedIndex = UISegmentedControl.noSegment
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment a touch is down on.
    var pressedSegment: Int?

    let trackLayer = CALayer()
    let thumbLayer = CALayer()
    var separatorLayers: [CALayer] = []
    /// One label and one image view per segment.
    var titleViews: [UILabel] = []
    var imageViews: [UIImageView] = []

    private func insert(_ segment: Segment, at index: Int) {
        let index = max(0, min(index, segments.count))
        segments.insert(segment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    /// `segment` pinned to the segments, or nil (and a diagnostic) when there are none.
    private func pinned(_ segment: Int, in operation: String) -> Int? {
        guard !segments.isEmpty else {
            LayerTreeDiagnostics.report(operation, "no segment \(segment): the control has none")
            return nil
        }
        return max(0, min(segment, segments.count - 1))
    }

    private func segmentValue(_ segment: Int) -> Segment? {
        segments.isEmpty ? nil : segments[max(0, min(segment, segments.count - 1))]
    }

    private func update(_ segment: Int, in operation: String, _ change: (inout Segment) -> Void) {
        guard let index = pinned(segment, in: operation) else { return }
        change(&segments[index])
        segmentsDidChange()
    }

    func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
