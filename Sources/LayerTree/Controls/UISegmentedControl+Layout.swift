import Foundation
import Graphics

/// The geometry of iOS 13's segmented control: a track 32 points tall with corners of 8.91; the
/// segments share the track less 2 points all round (the thumb's inset), the thumb's corners 6.93;
/// 1-point separators 16 points tall at the boundaries; each segment's content gets 9.25 points
/// of padding each side. Segments are all as wide as the widest unless widths are set or
/// apportioned by content.
extension UISegmentedControl {
    static let height: CGFloat = 32
    static let trackRadius: CGFloat = 8.91
    static let thumbRadius: CGFloat = 6.93
    static let thumbInset: CGFloat = 2
    static let contentPadding: CGFloat = 9.25
    static let edgePadding: CGFloat = 3
    static let separatorInset: CGFloat = 8

    /// The size of a segment's title (the larger of its normal and selected looks) or image.
    func contentSize(of segment: Segment) -> CGSize {
        if let image = segment.image { return image.size }
        guard let title = segment.title, !title.isEmpty else { return .zero }
        let sizes = [UIControl.State.normal, .selected].map { state in
            NSAttributedString(string: title, attributes: titleAttributes(for: state, enabled: true)).size()
        }
        return ceiledToPixels(CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0))
    }

    /// The widths segments want: set widths as set, the others their content plus padding (all
    /// the widest's unless apportioned by content).
    func preferredWidths() -> [CGFloat] {
        let content = segments.map { contentSize(of: $0).width + 2 * Self.contentPadding }
        let widest = content.max() ?? 0
        return segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? content[index] : widest
        }
    }

    /// The segments side by side with a point between each and 3 at the ends, 32 tall (taller for
    /// tall images).
    var naturalSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.height) }
        let widths = preferredWidths()
        let tallest = segments.map { contentSize(of: $0).height }.max() ?? 0
        let width = widths.reduce(0, +) + CGFloat(segments.count - 1) + 2 * Self.edgePadding
        return ceiledToPixels(CGSize(width: width, height: max(Self.height, tallest + 2 * Self.thumbInset + 4)))
    }

    /// The segments' rectangles, tiling the bounds less the thumb inset in reading order: set
    /// widths first, the rest shared equally (or by content when apportioned).
    func segmentFrames() -> [CGRect] {
        let area = bounds.insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
        guard !segments.isEmpty, area.width > 0 else { return segments.map { _ in .zero } }
        let wanted = preferredWidths()
        let fixed = segments.indices.filter { segments[$0].width > 0 }
        let fixedTotal = fixed.reduce(0) { $0 + wanted[$1] }
        let free = max(0, area.width - fixedTotal)
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let automaticWanted = automatic.reduce(0) { $0 + wanted[$1] }
        var x = area.minX
        var frames: [CGRect] = []
        for index in segments.indices {
            let width: CGFloat
            if segments[index].width > 0 {
                width = wanted[index]
            } else if apportionsSegmentWidthsByContent && automaticWanted > 0 {
                width = free * wanted[index] / automaticWanted
            } else {
                width = free / CGFloat(automatic.count)
            }
            frames.append(CGRect(x: x, y: area.minY, width: width, height: area.height))
            x += width
        }
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frames }
        return frames.map { CGRect(x: 2 * bounds.midX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// The segment under `point` (nearest by x), or nil when there are none.
    func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        if let hit = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }) { return hit }
        return frames.indices.min { abs(frames[$0].midX - point.x) < abs(frames[$1].midX - point.x) }
    }

    /// The attributes a title is drawn with in `state`: 13-point system font (medium when
    /// selected) in the label colour (tertiary when disabled), under those set for `.normal`,
    /// under those set for `state`.
    func titleAttributes(for state: UIControl.State, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: state.contains(.selected) ? .medium : .regular),
            .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
        ]
        attributes.merge(titleAttributes[UIControl.State.normal.rawValue] ?? [:]) { $1 }
        if state != .normal { attributes.merge(titleAttributes[state.rawValue] ?? [:]) { $1 } }
        return attributes
    }

    func ceiledToPixels(_ size: CGSize) -> CGSize {
        let scale = max(contentScaleFactor, 1)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
