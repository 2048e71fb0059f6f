import Foundation

/// Haptic feedback, as UIKit's generators give it. This platform has no haptic engine, so a
/// generator plays nothing — as an iPhone with haptics switched off, or an iPad, plays nothing —
/// and records what it was asked for (`playedFeedback`), so that tests can check an app asks
/// for feedback where it should.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// What the generator was asked to play, oldest first (this package's addition; iOS has no
    /// way to read it back).
    public internal(set) var playedFeedback: [String] = []

    /// Readies the (absent) engine; nothing to do here.
    open func prepare() {}

    func record(_ feedback: String) { playedFeedback.append(feedback) }
}

/// Feedback for a physical impact: a view snapping into place, a collision.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() { record("impact \(style)") }

    /// Plays an impact at `intensity` (0…1; values outside are clamped, as UIKit clamps them).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        record("impact \(style) \(clamped)")
    }
}

/// Feedback for a change of selection: a picker wheel's ticks, a segmented control.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() { record("selection") }
}

/// Feedback for the outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) { record("notification \(notificationType)") }
}
