import Foundation
import Graphics

extension UIButton {
    func setUpContent() {
        isOpaque = false  // as UIKit's buttons are ("opaque = NO" in their descriptions)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        label.isHidden = true
        let image = UIImageView()
        image.isHidden = true
        addSubview(image)
        addSubview(label)
        titleLabel = label
        imageView = image
        if buttonType == .system || buttonType == .plain { contentHorizontalAlignment = .center }
        updateContent()
    }

    /// Adds `action` for the primary action and shows its title and image.
    func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// The value for `state`, else `.normal`'s.
    func resolved<Value>(_ values: [UInt: Value], _ state: State) -> Value? {
        values[state.rawValue] ?? values[State.normal.rawValue]
    }

    func store<Value>(_ value: Value?, in table: ReferenceWritableKeyPath<UIButton, [UInt: Value]>, for state: State) {
        self[keyPath: table][state.rawValue] = value
        contentDidChange()
    }

    /// The title colour UIKit gives a state nobody set: the tint (faded when highlighted, grey
    /// when disabled) for system buttons, white for the others.
    func defaultTitleColor(for state: State) -> UIColor? {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return UIColor.systemGray.withAlphaComponent(0.7) }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
        return tintColor
    }

    func contentDidChange() {
        updateContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Puts the current state's title, colours and images into the subviews (a configured button
    /// asks for a configuration update instead).
    func updateContent() {
        guard configuration == nil else { return setNeedsUpdateConfiguration() }
        guard let titleLabel, let imageView else { return }
        if let attributed = currentAttributedTitle {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = currentTitle
            titleLabel.textColor = drawnTitleColor
        }
        titleLabel.shadowColor = currentTitleShadowColor
        titleLabel.isHidden = (titleLabel.text ?? "").isEmpty
        showCurrentImage(in: imageView)
        updateBackground()
    }

    /// The title colour drawn: the current one, except that a system button's colour set only for
    /// `.normal` fades while highlighted, as UIKit fades every system button's content.
    private var drawnTitleColor: UIColor {
        let fadesSetColor =
            buttonType != .custom && state.contains(.highlighted) && titleColors[state.rawValue] == nil
            && titleColors[State.normal.rawValue] != nil
        return fadesSetColor ? currentTitleColor.withAlphaComponent(0.2) : currentTitleColor
    }

    /// Shows the current image: a system button draws it as a template in its title's default
    /// colour for the state (the tint, faded while highlighted, grey while disabled); a custom
    /// button draws it in its own colours, darkened while highlighted and lightened while disabled.
    private func showCurrentImage(in imageView: UIImageView) {
        imageView.isHidden = currentImage == nil
        guard var image = currentImage else {
            imageView.image = nil
            return
        }
        if buttonType == .custom {
            let darken = state.contains(.highlighted) && adjustsImageWhenHighlighted
            if darken { image = Self.darkened(image) }
            imageView.alpha = state.contains(.disabled) && adjustsImageWhenDisabled ? 0.5 : 1
        } else {
            if image.renderingMode == .automatic { image = image.withRenderingMode(.alwaysTemplate) }
            imageView.tintColor = defaultTitleColor(for: state)
        }
        imageView.image = image
    }

    /// `image` with a third of black laid over its pixels, as UIKit darkens a highlighted custom button's image.
    static func darkened(_ image: UIImage) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            image.draw(at: .zero)
            context.cgContext.setBlendMode(.sourceAtop)
            context.cgContext.setFillColor(UIColor.black.withAlphaComponent(1.0 / 3).cgColor)
            context.cgContext.fill(CGRect(origin: .zero, size: image.size))
        }
    }

    private func updateBackground() {
        guard let image = currentBackgroundImage else {
            backgroundView?.isHidden = true
            return
        }
        if backgroundView == nil {
            let view = UIImageView()
            insertSubview(view, at: 0)
            backgroundView = view
        }
        backgroundView?.image = image
        backgroundView?.isHidden = false
    }

    /// Title and image side by side (the title padded by 6 points above and below when there are
    /// no content insets), at least as large as the background image, plus the content insets.
    var naturalSize: CGSize {
        let title = titleSize, image = currentImage?.size ?? .zero
        let background = currentBackgroundImage?.size ?? .zero
        guard title != .zero || image != .zero || background != .zero else { return CGSize(width: 30, height: 34) }
        let padding: CGFloat = title != .zero && contentEdgeInsets == .zero ? 6 : 0
        let content = CGSize(
            width: title.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(title.height + 2 * padding, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
        return CGSize(width: max(content.width, background.width), height: max(content.height, background.height))
    }

    private var titleSize: CGSize {
        guard let titleLabel, !titleLabel.isHidden else { return .zero }
        return titleLabel.intrinsicContentSize
    }

    /// Image then title, as one group placed by the content alignments, each moved by its insets.
    func contentLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = currentImage?.size ?? .zero
        var titleSize = self.titleSize
        titleSize.width = min(titleSize.width, max(0, content.width - imageSize.width))
        let groupWidth = imageSize.width + titleSize.width
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - groupWidth
        case .center: x = content.midX - groupWidth / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            case .center: content.midY - height / 2
            }
        }
        let image = CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
        let title = CGRect(x: x + imageSize.width, y: y(titleSize.height), width: titleSize.width, height: titleSize.height)
        return (image.inset(by: imageEdgeInsets), title.inset(by: titleEdgeInsets))
    }

    func layOutContent() {
        let content = contentRect(forBounds: bounds)
        imageView?.frame = pixelAligned(imageRect(forContentRect: content))
        titleLabel?.frame = pixelAligned(titleRect(forContentRect: content))
        backgroundView?.frame = backgroundRect(forBounds: bounds)
    }

    private func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = max(contentScaleFactor, 1)
        return CGRect(
            x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
            width: (rect.width * scale).rounded(.up) / scale, height: (rect.height * scale).rounded(.up) / scale)
    }
}
