import Foundation

/// What iOS's main run loop does for the view model, made explicit for hosts that have no run
/// loop of their own: one frame delivers what is due — display-link callbacks, gesture
/// recognizers' resets and time-outs, animation starts and stops with their delegates,
/// completion handlers and transaction completion blocks — and then runs the update cycle
/// (layout, display, commit) of every visible window.
///
/// Three things run a frame:
/// - `CATransaction.flush()` outside an explicit transaction: with the manual clock,
///   `MediaClock.advance(by:)` then `flush()` delivers everything due by the clock's new time;
/// - `RunLoop.main.run(until:)` or `RunLoop.main.run()`: once a window is shown, an animation is
///   added or a display link is scheduled, a timer on the main run loop runs a frame at the
///   screen's rate (`UIScreen.maximumFramesPerSecond`);
/// - `UIWindow.runUpdateCycle()`, which delivers what is due before updating its window.
///
/// While the main loop is busy — running a frame or an update cycle, handling a touch, laying
/// out — `flush()` only commits the implicit transaction, as iOS's does inside event handling,
/// layout and drawing; what it makes due is delivered by the next frame.
@MainActor
enum MainLoop {
    private static var busyDepth = 0
    private static var isDelivering = false
    private static var driver: Timer?
    /// The thread whose run loop the driver is on: the main actor's when it was scheduled.
    private static var driverThread: pthread_t?

    /// Whether a frame, an update cycle, a touch or a layout pass is running.
    static var isBusy: Bool { busyDepth > 0 }

    /// Runs `body` as work of the main loop: frames asked for inside it only commit.
    static func whileBusy<Result>(_ body: () -> Result) -> Result {
        busyDepth += 1
        defer { busyDepth -= 1 }
        return body()
    }

    /// Delivers what is due at the media clock's time, then updates every visible window, then
    /// runs the view controllers' work that waited for a layout (appearance transitions ending).
    static func runFrame() {
        guard !isBusy else { return }
        whileBusy {
            deliverDueEvents(at: MediaClock.now)
            for window in UIWindow.visibleWindows { _ = window.layer.updateLayers() }
            ViewControllerTransitions.runAfterLayout()
        }
    }

    /// One frame's delivery, in iOS's order: the frame's time is set and the implicit
    /// transaction commits (so that a display link that renders draws this frame); display
    /// links fire; gesture recognizers reset and time out; animations start and stop, with their
    /// delegates, completion handlers and transaction completion blocks; and a second commit
    /// lets animations those handlers started begin in this frame too.
    static func deliverDueEvents(at time: CFTimeInterval) {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        AnimationEngine.prepareFrame(at: time)
        DisplayLinkRegistry.fire(at: time)
        GestureCoordinator.tick(at: time)
        AnimationEngine.tick(at: time)
        CATransaction.commitImplicitTransaction(at: time)
    }

    /// Makes sure a timer on the main actor's run loop runs frames at the screen's rate, so that
    /// `RunLoop.main.run()` drives the model as iOS's run loop does. In a program the main actor
    /// runs on the main thread and that run loop is `RunLoop.main`; where a harness runs the main
    /// actor on another thread (Swift Testing on Linux does), it is that thread's run loop,
    /// `RunLoop.current` inside main-actor code. The timer fires only while code on that thread
    /// runs the loop, which is main-actor code.
    static func ensureDriver() {
        let thread = pthread_self()
        guard driver == nil || driverThread.map({ pthread_equal($0, thread) == 0 }) == true else { return }
        driver?.invalidate()
        let interval = 1 / Double(UIScreen.main.maximumFramesPerSecond)
        let timer = Timer(timeInterval: interval, repeats: true) { _ in
            guard pthread_equal(pthread_self(), thread) != 0 else { return }
            MainActor.assumeIsolated { MainLoop.runFrame() }
        }
        RunLoop.current.add(timer, forMode: .common)
        driver = timer
        driverThread = thread
    }
}
