import Foundation

/// A range of frame rates, as Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    /// The rate asked for within the range; nil lets the system choose.
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The screen's own rate (all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// A timer tied to the screen's frames: its handler runs once per frame, before the frame's
/// animations and update cycle, while it is scheduled on a run loop and not paused.
///
/// iOS makes one with a target and a selector; Linux has no selectors, so the handler is a
/// closure (``init(handler:)``). Frames are the main loop's: `CATransaction.flush()` after
/// `MediaClock.advance(by:)` with the manual clock, `RunLoop.main.run()` with the system clock,
/// or `UIWindow.runUpdateCycle()`. A frame fires a link only when the clock has moved since
/// its last callback, and, when `preferredFramesPerSecond` (or the preferred rate of
/// `preferredFrameRateRange`) is below the screen's, only when at least one of its frames has
/// passed. The run loop keeps the link until ``invalidate()``.
@preconcurrency @MainActor
open class CADisplayLink {
    /// The callback; `invalidate()` lets go of it (and what it holds), as iOS releases the target.
    private var handler: (@MainActor (CADisplayLink) -> Void)?
    private var modes: Set<RunLoop.Mode> = []
    /// Whether the link is scheduled in some mode (so the registry holds it).
    fileprivate var isScheduled: Bool { !modes.isEmpty }
    private var lastFire: CFTimeInterval?

    /// A display link that calls `handler` with itself at each frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// The time of the last frame shown (the media clock's time when the callback ran); 0 before the first.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame should be shown: `timestamp` plus one frame at the link's rate.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at the screen's rate.
    open var duration: CFTimeInterval { 1 / Double(UIScreen.main.maximumFramesPerSecond) }
    /// A paused link skips its callbacks. False by default.
    open var isPaused = false
    /// The callback rate asked for; 0 (the default) is the screen's rate. Setting it replaces
    /// `preferredFrameRateRange` (the two are one setting; the last one set wins).
    open var preferredFramesPerSecond: Int = 0 {
        didSet {
            if preferredFramesPerSecond < 0 { preferredFramesPerSecond = 0 }
            rangeIsLatest = false
        }
    }
    /// The range of callback rates asked for; `.default` is the screen's rate. The link fires at
    /// the range's preferred rate, else at its maximum. Setting it replaces `preferredFramesPerSecond`.
    open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet { rangeIsLatest = true }
    }
    private var rangeIsLatest = false

    /// Schedules the link on `runloop` (the main run loop drives frames) in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.insert(mode)
        DisplayLinkRegistry.add(self)
        MainLoop.ensureDriver()
    }

    /// Takes the link off `runloop` in `mode`; with no mode left it stops firing.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { DisplayLinkRegistry.remove(self) }
    }

    /// Takes the link off every run loop for good and lets go of it and of its handler (with
    /// what the handler holds), as iOS releases the link's target.
    open func invalidate() {
        modes.removeAll()
        DisplayLinkRegistry.remove(self)
        handler = nil
    }

    /// The rate the link fires at, in frames per second.
    private var rate: Double {
        let screen = Double(UIScreen.main.maximumFramesPerSecond)
        let range = preferredFrameRateRange
        let fromRange = Double(range.preferred.flatMap { $0 > 0 ? $0 : nil } ?? range.maximum)
        let asked = rangeIsLatest ? fromRange : Double(preferredFramesPerSecond)
        return asked > 0 ? min(asked, screen) : screen
    }

    /// Runs the callback for the frame at `time`, if the link is due.
    func fireIfDue(at time: CFTimeInterval) {
        guard !isPaused else { return }
        if let lastFire {
            let halfScreenFrame = duration / 2
            guard time > lastFire, time - lastFire >= 1 / rate - halfScreenFrame else { return }
        }
        lastFire = time
        timestamp = time
        targetTimestamp = time + 1 / rate
        handler?(self)
    }
}

/// The display links scheduled on the main run loop, held strongly as the run loop holds them.
@MainActor
enum DisplayLinkRegistry {
    private static var links: [CADisplayLink] = []

    static func add(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    static func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Fires every due link, in the order they were added; links added by a callback wait for the next frame.
    static func fire(at time: CFTimeInterval) {
        for link in links where link.isScheduled { link.fireIfDue(at: time) }  // not one a callback removed
    }
}
