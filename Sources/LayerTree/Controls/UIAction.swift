import Foundation
import Graphics

/// What runs when a control sends an event: iOS 14's closure-based action, the way in on Linux
/// (there are no selectors to send). `sender` is the control while the handler runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An element of a menu; the base of `UIAction`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Options of a menu element's appearance.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check state a menu element shows.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    /// The element's title.
    open internal(set) var title: String
    /// The element's image.
    open internal(set) var image: UIImage?
    /// A subtitle shown under the title.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A titled, optionally illustrated handler a control runs for its events
/// (`UIButton(primaryAction:)`, `addAction(_:for:)`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action, so that it can be replaced or removed by name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// An action running `handler`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier("UIAction-\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
        self.selectedImage = selectedImage
    }

    /// The action's title (settable on an action, unlike on other menu elements).
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The action's image.
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// The identifier: the one given, or a unique one.
    open private(set) var identifier: Identifier
    /// The image shown while the action's state is `.on`.
    open var selectedImage: UIImage?
    /// A longer title for discoverability interfaces.
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The control sending the action while its handler runs; nil otherwise.
    open internal(set) var sender: Any?

    let handler: UIActionHandler

    /// Runs the handler with `sender` set to `control`.
    func perform(from control: Any?) {
        sender = control
        defer { sender = nil }
        handler(self)
    }
}

/// A method name, as Objective-C spells one. Linux has no Objective-C runtime to send it, so
/// controls take `UIAction`s; the type exists so that `enumerateEventHandlers` has its SDK signature.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}
