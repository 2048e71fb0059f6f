import Foundation
import Graphics

/// A configured button: the configuration resolved for the button's state (`updated(for:)`)
/// drawn into a background view, the title label, a subtitle label and the image view. Updates
/// are requested by state and tint changes and run before the next layout, as UIKit coalesces them.
extension UIButton {
    /// A button drawing `configuration` whose primary action (a tap) runs `primaryAction`; the
    /// action's title and image, when it has them, are copied into the configuration.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
        configurationDidChange()  // observers do not run for the class's own initializers
    }

    /// After a new configuration: an update before the next layout, and a new intrinsic size.
    func configurationDidChange() {
        setNeedsUpdateConfiguration()
        contentDidChange()
    }

    /// Runs a requested configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        updateConfiguration()
    }

    /// Puts the configuration, resolved for the current state, into the subviews; with no
    /// configuration, takes the configured views away and shows the values set by state.
    func applyConfiguration() {
        guard let configuration else {
            configurationBackground?.isHidden = true
            subtitleLabel?.isHidden = true
            activityIndicator?.stopAnimating()
            titleLabel?.font = .systemFont(ofSize: 15)
            return updateContent()
        }
        let resolved = configurationWithStateValues(configuration).updated(for: self)
        let foreground = resolved.resolvedForegroundColor(for: state, tintColor: tintColor)

        let background = configurationBackground ?? makeConfigurationBackground()
        background.isHidden = false
        background.backgroundColor = resolved.background.resolvedBackgroundColor(for: tintColor)
        background.layer.borderWidth = resolved.background.strokeWidth
        background.layer.borderColor = resolved.background.resolvedStrokeColor(for: tintColor).cgColor

        if let titleLabel {
            titleLabel.numberOfLines = 1
            titleLabel.lineBreakMode = .byTruncatingTail
            show(resolved.drawnTitle(foreground: foreground), in: titleLabel)
            titleLabel.isHidden = (titleLabel.text ?? "").isEmpty
        }
        if let subtitle = resolved.drawnSubtitle(foreground: foreground) {
            let label = subtitleLabel ?? makeSubtitleLabel()
            show(subtitle, in: label)
            label.isHidden = false
        } else {
            subtitleLabel?.isHidden = true
        }
        if let imageView {
            let image = resolved.showsActivityIndicator ? nil : resolved.image
            imageView.image = image
            imageView.tintColor = resolved.imageColorTransformer?(foreground) ?? foreground
            imageView.alpha = 1
            imageView.isHidden = image == nil
        }
        if resolved.showsActivityIndicator {
            let indicator = activityIndicator ?? makeActivityIndicator()
            indicator.color = resolved.activityIndicatorColorTransformer?(foreground) ?? foreground
            if !indicator.isAnimating { indicator.startAnimating() }
        } else {
            activityIndicator?.stopAnimating()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// iOS's medium activity indicator, hidden while stopped, in the image's place.
    private func makeActivityIndicator() -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.hidesWhenStopped = true
        addSubview(indicator)
        activityIndicator = indicator
        return indicator
    }

    /// `configuration` with the title and image set by state (`setTitle(_:for:)`, `setImage(_:for:)`)
    /// where it has none of its own.
    func configurationWithStateValues(_ configuration: Configuration) -> Configuration {
        var configuration = configuration
        if configuration.title == nil, let title = currentTitle { configuration.title = title }
        if configuration.image == nil { configuration.image = currentImage }
        return configuration
    }

    /// Shows `text` in `label`, whose font and colour read as the text's first run (as UIKit's do).
    private func show(_ text: NSAttributedString?, in label: UILabel) {
        if let text, text.length > 0 {
            let attributes = text.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { label.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
        }
        label.attributedText = text
    }

    private func makeConfigurationBackground() -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        configurationBackground = view
        return view
    }

    private func makeSubtitleLabel() -> UILabel {
        let label = UILabel()
        label.lineBreakMode = .byTruncatingTail
        addSubview(label)
        subtitleLabel = label
        return label
    }
}
