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
/// A frame run from inside a frame (a completion handler calling `flush()`) only commits the
/// implicit transaction; what it makes due is delivered by the next frame.
@MainActor
enum MainLoop {
    private static var isRunningFrame = false
    private static var isDelivering = false
    private static var driver: Timer?

    /// Delivers what is due at the media clock's time, then updates every visible window.
    static func runFrame() {
        guard !isRunningFrame else { return }
        isRunningFrame = true
        defer { isRunningFrame = false }
        deliverDueEvents(at: MediaClock.now)
        for window in UIWindow.visibleWindows { _ = window.layer.updateLayers() }
    }

    /// One frame's delivery, in iOS's order: display links (before the frame is built), gesture
    /// recognizers (resets, then time-outs), then animations (the implicit transaction commits,
    /// animations start and stop; delegates, completion handlers and transaction completion
    /// blocks run), and a second commit so that animations those handlers started begin in
    /// this frame too.
    static func deliverDueEvents(at time: CFTimeInterval) {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
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
        guard driver == nil else { return }
        let interval = 1 / Double(UIScreen.main.maximumFramesPerSecond)
        let timer = Timer(timeInterval: interval, repeats: true) { _ in
            MainActor.assumeIsolated { MainLoop.runFrame() }
        }
        (Thread.isMainThread ? RunLoop.main : RunLoop.current).add(timer, forMode: .common)
        driver = timer
    }
}
