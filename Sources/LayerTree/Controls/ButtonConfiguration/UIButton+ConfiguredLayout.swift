import Foundation
import Graphics

/// Where a configured button's parts go: the title over the subtitle (`titlePadding` apart) make
/// a text block; the image sits on the `imagePlacement` side of it, `imagePadding` away; the
/// group is centred in the bounds less `contentInsets` (or put at an edge by the content
/// alignment), and its size plus the insets is the button's intrinsic size.
struct ConfiguredButtonLayout {
    var image: CGSize
    var title: CGSize
    var subtitle: CGSize
    var imagePadding: CGFloat
    var titlePadding: CGFloat
    var placement: NSDirectionalRectEdge
    var titleAlignment: UIButton.Configuration.TitleAlignment

    private var hasImage: Bool { image != .zero }
    private var hasText: Bool { title != .zero || subtitle != .zero }
    private var isVertical: Bool { placement == .top || placement == .bottom }

    /// The title and subtitle together.
    var textBlock: CGSize {
        let gap = title != .zero && subtitle != .zero ? titlePadding : 0
        return CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    }

    /// The image and the text block together.
    var content: CGSize {
        let text = textBlock
        let gap = hasImage && hasText ? imagePadding : 0
        return isVertical
            ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
            : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
    }

    /// The frames of image, title and subtitle for a group placed at `origin`, in a layout that
    /// reads right to left when `rightToLeft`.
    func frames(at origin: CGPoint, rightToLeft: Bool) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let size = content, text = textBlock
        let gap = hasImage && hasText ? imagePadding : 0
        var imageFrame = CGRect(origin: .zero, size: image), textFrame = CGRect(origin: .zero, size: text)
        if isVertical {
            imageFrame.origin.x = (size.width - image.width) / 2
            textFrame.origin.x = (size.width - text.width) / 2
            if placement == .top { textFrame.origin.y = image.height + gap } else { imageFrame.origin.y = text.height + gap }
        } else {
            imageFrame.origin.y = (size.height - image.height) / 2
            textFrame.origin.y = (size.height - text.height) / 2
            let imageFirst = (placement == .trailing) == rightToLeft
            if imageFirst { textFrame.origin.x = image.width + gap } else { imageFrame.origin.x = text.width + gap }
        }
        func aligned(_ width: CGFloat) -> CGFloat {
            let free = text.width - width
            switch effectiveAlignment(rightToLeft: rightToLeft) {
            case .left: return 0
            case .right: return free
            default: return free / 2
            }
        }
        let titleFrame = CGRect(
            x: textFrame.minX + aligned(title.width), y: textFrame.minY, width: title.width, height: title.height)
        let subtitleFrame = CGRect(
            x: textFrame.minX + aligned(subtitle.width), y: textFrame.maxY - subtitle.height, width: subtitle.width,
            height: subtitle.height)
        let offset = { (rect: CGRect) in rect.offsetBy(dx: origin.x, dy: origin.y) }
        return (offset(imageFrame), offset(titleFrame), offset(subtitleFrame))
    }

    /// The title alignment as left, centre or right: `.automatic` centres over or under an image
    /// and aligns to the leading edge beside one (or with none).
    private func effectiveAlignment(rightToLeft: Bool) -> NSTextAlignment {
        switch titleAlignment {
        case .automatic: isVertical ? .center : (rightToLeft ? .right : .left)
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        case .center: .center
        }
    }
}

extension UIButton {
    /// The layout of the configuration resolved for the current state.
    private func configuredLayout() -> (ConfiguredButtonLayout, UIButton.Configuration)? {
        guard let configuration else { return nil }
        let resolved = configurationWithStateValues(configuration).updated(for: self)
        let foreground = resolved.resolvedForegroundColor(for: state, tintColor: tintColor)
        let side = UIActivityIndicatorView.size(of: .medium).width
        let image = resolved.showsActivityIndicator ? CGSize(width: side, height: side) : resolved.image?.size ?? .zero
        let layout = ConfiguredButtonLayout(
            image: image, title: measured(resolved.drawnTitle(foreground: foreground)),
            subtitle: measured(resolved.drawnSubtitle(foreground: foreground)), imagePadding: resolved.imagePadding,
            titlePadding: resolved.titlePadding, placement: resolved.imagePlacement, titleAlignment: resolved.titleAlignment)
        return (layout, resolved)
    }

    /// The content plus the content insets, in whole pixels.
    var configuredSize: CGSize {
        guard let (layout, resolved) = configuredLayout() else { return .zero }
        let insets = resolved.contentInsets, content = layout.content
        return ceiledToPixels(
            CGSize(
                width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom))
    }

    /// Places the background, image, title and subtitle of a configured button.
    func layOutConfiguredContent() {
        guard let (layout, resolved) = configuredLayout() else { return }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = resolved.contentInsets
        let content = bounds.inset(
            by: UIEdgeInsets(
                top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
                right: rightToLeft ? insets.leading : insets.trailing))
        var group = layout
        group.title.width = min(group.title.width, max(0, content.width))
        group.subtitle.width = min(group.subtitle.width, max(0, content.width))
        let size = group.content
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = content.minX
        case .right: x = content.maxX - size.width
        default: x = content.midX - size.width / 2
        }
        let frames = group.frames(at: CGPoint(x: x, y: content.midY - size.height / 2), rightToLeft: rightToLeft)
        imageView?.frame = pixelAlignedFrame(frames.image)
        activityIndicator?.frame = pixelAlignedFrame(frames.image)
        titleLabel?.frame = pixelAlignedFrame(frames.title)
        subtitleLabel?.frame = pixelAlignedFrame(frames.subtitle)

        let backgroundInsets = resolved.background.backgroundInsets
        let backgroundFrame = bounds.inset(
            by: UIEdgeInsets(
                top: backgroundInsets.top, left: rightToLeft ? backgroundInsets.trailing : backgroundInsets.leading,
                bottom: backgroundInsets.bottom, right: rightToLeft ? backgroundInsets.leading : backgroundInsets.trailing))
        configurationBackground?.frame = backgroundFrame
        configurationBackground?.layer.cornerRadius = resolved.cornerRadius(for: backgroundFrame.size)
    }

    private func measured(_ text: NSAttributedString?) -> CGSize {
        guard let text else { return .zero }
        return ceiledToPixels(TextBlock.measure(text, width: nil, maxLines: 1).size)
    }

    private func ceiledToPixels(_ size: CGSize) -> CGSize {
        let scale = max(contentScaleFactor, 1)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    private func pixelAlignedFrame(_ rect: CGRect) -> CGRect {
        let scale = max(contentScaleFactor, 1)
        return CGRect(
            x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
            width: (rect.width * scale).rounded(.up) / scale, height: (rect.height * scale).rounded(.up) / scale)
    }
}
