import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing, takes no
/// events and costs no layer. Added to a view with `addLayoutGuide(_:)`, its position is given in
/// that view's coordinates; the view's margins, safe area and readable content are guides too.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// A guide not yet added to a view.
    public override init() {
        kind = .custom
        super.init()
    }

    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    init(systemGuide kind: Kind, of view: UIView) {
        self.kind = kind
        super.init()
        owningView = view
        identifier = kind.identifier
    }

    /// The view the guide belongs to; set by `addLayoutGuide(_:)`, cleared by `removeLayoutGuide(_:)`.
    open weak var owningView: UIView?

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it
    /// (`.zero` while it takes part in no layout).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        return owningView.layoutEngineIfPresent?.solvedRect(of: .guide(self)) ?? kind.unconstrainedFrame(in: owningView)
    }

    /// A name for debugging output; UIKit's own guides have theirs (`UIViewLayoutMarginsGuide`…).
    open var identifier = ""

    /// Which guide this is: one the app made, or one of a view's own.
    let kind: Kind

    // MARK: Anchors

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.guide(self), .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.guide(self), .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(.guide(self), .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(.guide(self), .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.guide(self), .centerY) }

    var layoutDebugName: String {
        identifier.isEmpty
            ? "UILayoutGuide:\(addressString(of: self))" : "UILayoutGuide:\(addressString(of: self)) '\(identifier)'"
    }

    nonisolated override open var description: String { MainActor.assumeIsolated { "<\(layoutDebugName)>" } }

    /// What a guide is for.
    @MainActor
    enum Kind {
        case custom
        /// The view's bounds inset by its layout margins.
        case layoutMargins
        /// The part of the view the window's safe area covers.
        case safeArea
        /// The readable-width column centred in the margins.
        case readableContent
        /// A scroll view's content: at the origin, as large as the content size (constraints
        /// that size it set the content size).
        case scrollContent
        /// A scroll view's visible frame, which scrolling does not move on screen.
        case scrollFrame
        /// Where the keyboard is: along the bottom edge while it is hidden.
        case keyboard

        var identifier: String {
            switch self {
            case .custom: ""
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .keyboard: "UIViewKeyboardLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .scrollContent: "UIScrollView-contentLayoutGuide"
            case .scrollFrame: "UIScrollView-frameLayoutGuide"
            }
        }

        /// The frame of a system guide computed directly from its view, when no engine holds it.
        func unconstrainedFrame(in view: UIView) -> CGRect {
            let bounds = CGRect(origin: .zero, size: view.bounds.size)
            switch self {
            case .custom: return .zero
            case .layoutMargins: return bounds.inset(by: view.effectiveLayoutMargins)
            case .safeArea: return bounds.inset(by: view.safeAreaInsets)
            case .readableContent: return view.readableContentFrame
            case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
            case .scrollFrame: return view.bounds
            case .keyboard:
                let height = view.autoLayoutStorage?.keyboardLayoutGuide?.hiddenHeight(in: view) ?? view.safeAreaInsets.bottom
                return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            }
        }
    }
}

/// `0x…` for an object, as Objective-C descriptions print addresses.
func addressString(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
