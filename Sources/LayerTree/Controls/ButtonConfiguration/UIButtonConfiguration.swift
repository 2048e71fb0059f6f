import Foundation
import Graphics

extension UIButton {
    /// What a configured button shows and how: title, subtitle, image, their placement and
    /// padding, a size class, colours and a background. iOS 15's `UIButton.Configuration`: set it
    /// on a button (`UIButton(configuration:)`, `button.configuration = …`) and the button draws
    /// it, deriving each state's colours (highlighted, selected, disabled) from the style's rules
    /// for whatever was not customized. `updated(for:)` returns those resolved values.
    public struct Configuration: Hashable {
        /// A predefined size for the button's content: fonts, padding and corners follow it.
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large
        }

        /// How the background's corner radius is chosen.
        public enum CornerStyle: Hashable, Sendable {
            /// `background.cornerRadius` as it is.
            case fixed
            /// `background.cornerRadius` scaled for Dynamic Type, or the size's system radius when it is 0.
            case dynamic
            /// A small, medium or large system radius, ignoring `background.cornerRadius`.
            case small, medium, large
            /// Half the shorter side: a capsule.
            case capsule
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        /// The Mac Catalyst appearance (kept, not used on Linux).
        public enum MacIdiomStyle: Hashable, Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }

        /// The look of the style whose defaults fill what is not customized.
        enum Style: Hashable, Sendable {
            case plain, gray, tinted, filled
        }

        let style: Style

        init(style: Style) {
            self.style = style
            background = UIBackgroundConfiguration()
        }

        /// A button with no background: its title and image in the tint colour.
        public static func plain() -> UIButton.Configuration { UIButton.Configuration(style: .plain) }
        /// A button on a grey (secondary system fill) background, content in the tint colour.
        public static func gray() -> UIButton.Configuration { UIButton.Configuration(style: .gray) }
        /// A button on a light wash of the tint colour, content in the tint colour.
        public static func tinted() -> UIButton.Configuration { UIButton.Configuration(style: .tinted) }
        /// A button filled with the tint colour, content in white.
        public static func filled() -> UIButton.Configuration { UIButton.Configuration(style: .filled) }
        /// Another name for `plain()`.
        public static func borderless() -> UIButton.Configuration { plain() }
        /// Another name for `gray()`.
        public static func bordered() -> UIButton.Configuration { gray() }
        /// Another name for `tinted()`.
        public static func borderedTinted() -> UIButton.Configuration { tinted() }
        /// Another name for `filled()`.
        public static func borderedProminent() -> UIButton.Configuration { filled() }

        // MARK: Background and colours

        /// The background drawn behind the content; its colour nil means the style's colour.
        public var background: UIBackgroundConfiguration
        /// How `background.cornerRadius` is used; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class of fonts, padding and corners; `.medium` by default.
        public var buttonSize: Size = .medium
        /// The Mac Catalyst appearance; `.automatic` by default.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour of the title, subtitle and template image; nil for the style's (tint or white).
        public var baseForegroundColor: UIColor?
        /// The colour the style's background is made from; nil for the tint colour (grey for `gray()`).
        public var baseBackgroundColor: UIColor?
        /// Whether the selected state changes the colours (selected tinted and filled buttons fill
        /// with the tint and draw white content). True by default.
        public var automaticallyUpdateForSelection = true

        // MARK: Image

        /// The image shown with the title; template images take the foreground colour.
        public var image: UIImage?
        /// Applied to the image's colour when it is resolved.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Where the image goes relative to the title; `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// Whether an activity indicator replaces the image. False by default.
        public var showsActivityIndicator = false
        /// Applied to the activity indicator's colour when it is resolved.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Title and subtitle

        /// The title; setting it drops `attributedTitle`'s attributes.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } ?? plainTitle }
            set {
                plainTitle = newValue
                attributedTitle = nil
            }
        }
        /// The title with its own attributes (UIKit's font and colours), drawn over the defaults.
        public var attributedTitle: AttributedString?
        /// The line under the title; setting it drops `attributedSubtitle`'s attributes.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } ?? plainSubtitle }
            set {
                plainSubtitle = newValue
                attributedSubtitle = nil
            }
        }
        /// The subtitle with its own attributes.
        public var attributedSubtitle: AttributedString?
        /// Applied to the title's attributes (font, colour) before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Applied to the subtitle's attributes before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic

        // MARK: Layout

        /// Space between the button's edges and its content; the size's default (medium:
        /// 7 above and below, 12 at the sides) until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }

        /// Goes back to the size's default content insets.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        // MARK: Storage

        var plainTitle: String?
        var plainSubtitle: String?
        var customContentInsets: NSDirectionalEdgeInsets?
        /// The foreground `updated(for:)` resolved into `baseForegroundColor`: a colour equal to it
        /// is final and not adjusted again for the state.
        var resolvedForeground: UIColor?
        /// The state `updated(for:)` resolved for; nil for a configuration not yet resolved.
        var resolvedState: UIControl.State?

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.style == rhs.style && lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle
                && lhs.buttonSize == rhs.buttonSize && lhs.macIdiomStyle == rhs.macIdiomStyle
                && lhs.baseForegroundColor == rhs.baseForegroundColor && lhs.baseBackgroundColor == rhs.baseBackgroundColor
                && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
                && lhs.image === rhs.image && lhs.imageColorTransformer == rhs.imageColorTransformer
                && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator
                && lhs.activityIndicatorColorTransformer == rhs.activityIndicatorColorTransformer
                && lhs.plainTitle == rhs.plainTitle && lhs.attributedTitle == rhs.attributedTitle
                && lhs.plainSubtitle == rhs.plainSubtitle && lhs.attributedSubtitle == rhs.attributedSubtitle
                && lhs.titleTextAttributesTransformer == rhs.titleTextAttributesTransformer
                && lhs.subtitleTextAttributesTransformer == rhs.subtitleTextAttributesTransformer
                && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
                && lhs.customContentInsets == rhs.customContentInsets
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(background)
            hasher.combine(buttonSize)
            hasher.combine(baseForegroundColor)
            hasher.combine(baseBackgroundColor)
            hasher.combine(image.map(ObjectIdentifier.init))
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(customContentInsets)
        }
    }

    /// Called when a configured button's state changes, to update `button.configuration` for it.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}
