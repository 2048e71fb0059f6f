import Foundation
import Graphics

/// A control that runs its action when tapped, showing a title, an image and a background
/// image chosen by state: UIKit's `UIButton` before configurations. A value set for a state is
/// used in that state; a state with none falls back to `.normal`'s, as UIKit resolves them. A
/// `.system` button draws its title in the tint colour, faded while highlighted and grey while
/// disabled; a `.custom` button's title is white. A button with a `configuration` (iOS 15)
/// draws that instead: a background, title, subtitle and image resolved for its state.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button UIKit makes.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case plain = 6, close = 7
        /// The rounded rect button of old, now a system button.
        public static var roundedRect: ButtonType { .system }
    }

    /// A custom button (`UIButton(type: .custom)` and `UIButton(frame:)` make the same).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// A button of `buttonType` with a zero frame. As in UIKit it goes through `init(frame:)`, so a
    /// subclass that overrides `init(frame:)` gets its set-up from `SubButton(type: .system)` too.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
        updateContent()
    }

    /// A button of `buttonType` (a system button by default) whose primary action (a tap) runs
    /// `primaryAction`, showing the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A custom button in `frame` whose primary action runs `primaryAction`, showing the action's
    /// title and image (UIControl's initializer only adds the action).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The kind of button.
    open var buttonType: ButtonType { storedButtonType }

    // MARK: Values by state

    open func setTitle(_ title: String?, for state: State) { store(title, in: \.titles, for: state) }
    open func setTitleColor(_ color: UIColor?, for state: State) { store(color, in: \.titleColors, for: state) }
    open func setTitleShadowColor(_ color: UIColor?, for state: State) { store(color, in: \.titleShadowColors, for: state) }
    open func setImage(_ image: UIImage?, for state: State) { store(image, in: \.images, for: state) }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { store(image, in: \.backgroundImages, for: state) }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        store(title, in: \.attributedTitles, for: state)
    }

    open func title(for state: State) -> String? { resolved(titles, state) }
    open func titleColor(for state: State) -> UIColor? { resolved(titleColors, state) ?? defaultTitleColor(for: state) }
    open func titleShadowColor(for state: State) -> UIColor? { resolved(titleShadowColors, state) }
    open func image(for state: State) -> UIImage? { resolved(images, state) }
    open func backgroundImage(for state: State) -> UIImage? { resolved(backgroundImages, state) }
    open func attributedTitle(for state: State) -> NSAttributedString? { resolved(attributedTitles, state) }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The label showing the title (15-point system font).
    open internal(set) var titleLabel: UILabel?
    /// The view showing the image.
    open internal(set) var imageView: UIImageView?

    // MARK: Geometry

    /// Space around the title and image inside the bounds. Zero by default.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { contentDidChange() } }
    /// Offsets of the title's rectangle (positive values move its edges inwards).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Offsets of the image's rectangle.
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Whether a custom button's image darkens while highlighted. True by default.
    open var adjustsImageWhenHighlighted = true { didSet { updateContent() } }
    /// Whether a custom button's image greys while disabled. True by default.
    open var adjustsImageWhenDisabled = true { didSet { updateContent() } }

    /// The rectangle the background image fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle title and image share: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// Where the title goes in `contentRect`, after the image, placed by the content alignments.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentLayout(in: contentRect).title }
    /// Where the image goes in `contentRect`, before the title.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentLayout(in: contentRect).image }

    /// Title and image side by side plus `contentEdgeInsets`; a titled button adds 6 points above
    /// and below when it has no content insets, so a 15-point title makes a 30-point button; an
    /// empty button is 30 × 34, as UIKit's. A configured button: its content plus the
    /// configuration's content insets (a medium `.filled()` button is its title's height plus 14).
    open override var intrinsicContentSize: CGSize { configuration != nil ? configuredSize : naturalSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { configuration != nil ? configuredSize : naturalSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configuration != nil { layOutConfiguredContent() } else { layOutContent() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    // MARK: Configuration (iOS 15)

    /// What the button shows, drawn for its state; nil (the default for buttons made by type)
    /// keeps the title, image and colours set by state. Setting it redraws the button.
    public var configuration: Configuration? {
        didSet { configurationDidChange() }
    }

    /// Called when the button updates its configuration (a state change, a tint change,
    /// `setNeedsUpdateConfiguration()`), before the configuration is drawn; it may set
    /// `button.configuration` for the new state. Setting it requests an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether state changes update the configuration automatically. True by default.
    open var automaticallyUpdatesConfiguration = true

    /// The label showing a configuration's subtitle; nil until a subtitle is shown.
    open internal(set) var subtitleLabel: UILabel?

    /// Asks for `updateConfiguration()` before the next layout; requests made before then are one update.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `configurationUpdateHandler`, then draws the configuration resolved for the current state.
    /// Override it to change `configuration` by state; call `super` to draw.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        configurationUpdateHandler?(self)
        needsConfigurationUpdate = false
        applyConfiguration()
    }

    // MARK: Internal

    var storedButtonType = ButtonType.custom
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var backgroundView: UIImageView?
    var needsConfigurationUpdate = false
    /// The background a configuration draws (fill, corners, stroke).
    var configurationBackground: UIView?
    /// The spinner a configuration shows in place of its image.
    var activityIndicator: UIActivityIndicatorView?

    /// The title label changed its size (a new font, say): a new intrinsic size and a new layout.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        guard subview === titleLabel || subview === subtitleLabel else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        if configuration == nil { contentDidChange() }
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    // MARK: Accessibility (UIKit's defaults)

    override var isAccessibilityElementByDefault: Bool { true }
    /// The title shown, else the configuration's title.
    override var accessibilityLabelByDefault: String? { currentTitle ?? configuration?.title }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { super.accessibilityTraitsByDefault.union(.button) }
}
