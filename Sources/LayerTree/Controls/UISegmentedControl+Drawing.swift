import Foundation
import Graphics

/// Drawing a segmented control from layers, as iOS 13 does: the track (tertiary system fill),
/// the thumb under the selected segment (white, shadow 12 % black 3 points down with a 4-point
/// radius), separators (systemGray at 30 %) between segments except beside the thumb, and a label
/// or template image per segment. A segment a touch is down on, unselected, fades its content to
/// 20 %. The thumb slides with an implicit animation when the user selects; setting the index
/// moves it at once.
extension UISegmentedControl {
    func setUpLayers() {
        isOpaque = false
        trackLayer.backgroundColor = UIColor.tertiarySystemFill.cgColor
        trackLayer.cornerRadius = Self.trackRadius
        thumbLayer.cornerRadius = Self.thumbRadius
        thumbLayer.shadowColor = UIColor.black.cgColor
        thumbLayer.shadowOpacity = 0.12
        thumbLayer.shadowOffset = CGSize(width: 0, height: 3)
        thumbLayer.shadowRadius = 4
        layer.addSublayer(trackLayer)
        layer.addSublayer(thumbLayer)
    }

    /// Whether the thumb shows: a segment is selected and the control is not momentary (a
    /// momentary control shows it only under a touch).
    private var thumbSegment: Int? {
        if isMomentary { return pressedSegment }
        return selectedSegmentIndex == Self.noSegment ? nil : selectedSegmentIndex
    }

    func layOutSegments(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        defer { CATransaction.commit() }
        trackLayer.frame = bounds
        let frames = segmentFrames()
        let thumb = thumbSegment
        if let thumb, frames.indices.contains(thumb) {
            thumbLayer.isHidden = false
            thumbLayer.frame = frames[thumb]
            thumbLayer.backgroundColor = (selectedSegmentTintColor ?? .white).cgColor
        } else {
            thumbLayer.isHidden = true
        }
        layOutSeparators(frames, thumb: thumb)
        layOutContent(frames, thumb: thumb)
    }

    private func layOutSeparators(_ frames: [CGRect], thumb: Int?) {
        let count = max(0, frames.count - 1)
        while separatorLayers.count < count {
            let separator = CALayer()
            separator.backgroundColor = UIColor.systemGray.withAlphaComponent(0.3).cgColor
            separator.cornerRadius = 0.5
            layer.insertSublayer(separator, above: separatorLayers.last ?? trackLayer)
            separatorLayers.append(separator)
        }
        while separatorLayers.count > count { separatorLayers.removeLast().removeFromSuperlayer() }
        for (index, separator) in separatorLayers.enumerated() {
            let left = frames[index], right = frames[index + 1]
            let boundary = left.midX < right.midX ? left.maxX : left.minX
            let scale = max(contentScaleFactor, 1)
            separator.frame = CGRect(
                x: ((boundary - 0.5) * scale).rounded() / scale, y: Self.separatorInset, width: 1,
                height: max(0, bounds.height - 2 * Self.separatorInset))
            separator.isHidden = index == thumb || index + 1 == thumb
        }
    }

    private func layOutContent(_ frames: [CGRect], thumb: Int?) {
        while titleViews.count < segments.count {
            let label = UILabel()
            label.textAlignment = .center
            let image = UIImageView()
            addSubview(label)
            addSubview(image)
            titleViews.append(label)
            imageViews.append(image)
        }
        while titleViews.count > segments.count {
            titleViews.removeLast().removeFromSuperview()
            imageViews.removeLast().removeFromSuperview()
        }
        for (index, segment) in segments.enumerated() {
            let enabled = isEnabled && segment.isEnabled
            var state: UIControl.State = index == thumb ? .selected : .normal
            if !enabled { state = .disabled } else if index == pressedSegment && index != thumb { state = .highlighted }
            let attributes = titleAttributes(for: state, enabled: enabled)
            let fade: CGFloat = state == .highlighted ? 0.2 : 1
            let slot = frames[index].insetBy(dx: Self.contentPadding - Self.thumbInset, dy: 0)
            let offset = segment.contentOffset
            let label = titleViews[index], imageView = imageViews[index]
            if let title = segment.title, segment.image == nil {
                label.font = attributes[.font] as? UIFont
                label.textColor = attributes[.foregroundColor] as? UIColor
                label.attributedText = NSAttributedString(string: title, attributes: attributes)
                let size = ceiledToPixels(label.intrinsicContentSize)
                let width = min(size.width, max(0, slot.width))
                label.frame = CGRect(
                    x: (slot.midX - width / 2 + offset.width).rounded(),
                    y: (slot.midY - size.height / 2 + offset.height).rounded(),
                    width: width, height: size.height)
                label.isHidden = false
                label.alpha = fade
            } else {
                label.isHidden = true
            }
            if let image = segment.image {
                imageView.image = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
                imageView.tintColor = attributes[.foregroundColor] as? UIColor ?? .label
                let size = image.size
                imageView.frame = CGRect(
                    x: (slot.midX - size.width / 2 + offset.width).rounded(),
                    y: (slot.midY - size.height / 2 + offset.height).rounded(), width: size.width, height: size.height)
                imageView.isHidden = false
                imageView.alpha = fade
            } else {
                imageView.isHidden = true
            }
        }
    }
}
