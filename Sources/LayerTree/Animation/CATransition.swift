import Foundation

/// How a transition replaces a layer's old appearance with its new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// A turn about the vertical (or, from top or bottom, horizontal) axis through the middle:
    /// UIKit's flip transitions.
    public static let flip = CATransitionType(rawValue: "flip")
    /// UIKit's curl transitions, drawn as the old content sliding off while fading (no page curl).
    public static let curl = CATransitionType(rawValue: "curl")
}

/// Where a directional transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation from a layer's appearance at the previous commit to its appearance now: add it
/// (usually under `kCATransition`) in the transaction that changes the layer or its sublayers.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// The part of the transition to run (0…1).
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    /// The layer's subtree as it looked before, captured when the transition is added.
    var source: RenderLayer?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        source = other.source
    }

    /// Progress of the transition at `time`, or nil when it has no effect then.
    func transitionProgress(at time: CFTimeInterval) -> Double? {
        let raw: Double
        switch timing.phase(at: time) {
        case .active(let p): raw = p
        case .before(filled: true): raw = 0
        case .after(let p, filled: true): raw = p
        default: return awaitsStart ? Double(startProgress) : nil
        }
        let paced = timingFunction?.evaluate(raw) ?? raw
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * paced
    }
}

/// The key Core Animation uses for transitions.
public let kCATransition = "transition"

/// A transition in a render tree: the old subtree and how far the change has gone.
public struct RenderTransition: Sendable {
    public let source: RenderLayer
    /// 0 shows only the old content, 1 only the new.
    public let progress: Double
    public let type: CATransitionType
    public let subtype: CATransitionSubtype?
}
