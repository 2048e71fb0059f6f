import Testing
import UIKitPortRewriter

@Suite("uikit-port: timers, display links, perform and notifications")
struct SchedulingRewriteTests {
    @Test("Timers become block timers that call the handler on the main actor, holding the target weakly")
    func timers() {
        expectPort(
            """
            class Clock: UIView {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(blink), userInfo: nil, repeats: false)
                    let paused = Timer(timeInterval: 2, target: self, selector: #selector(blink), userInfo: nil, repeats: true)
                    RunLoop.main.add(paused, forMode: .common)
                }
                @objc func tick(_ timer: Timer) {}
                @objc func blink() {}
            }
            """,
            """
            class Clock: UIView {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { [weak self] timer in nonisolated(unsafe) let timer = timer; MainActor.assumeIsolated { self?.tick(timer) } })
                    _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, block: { [weak self] _ in MainActor.assumeIsolated { self?.blink() } })
                    let paused = Timer(timeInterval: 2, repeats: true, block: { [weak self] _ in MainActor.assumeIsolated { self?.blink() } })
                    RunLoop.main.add(paused, forMode: .common)
                }
                func tick(_ timer: Timer) {}
                func blink() {}
            }
            """)
    }

    @Test("A display link gets a handler that holds its target, as the link does")
    func displayLink() {
        expectPort(
            """
            class Spinner: UIView {
                private var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link?.add(to: .main, forMode: .common)
                }
                @objc private func step(_ link: CADisplayLink) {}
            }
            """,
            """
            class Spinner: UIView {
                private var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(handler: { link in self.step(link) })
                    link?.add(to: .main, forMode: .common)
                }
                private func step(_ link: CADisplayLink) {}
            }
            """)
    }

    @Test("perform with a delay becomes a one-shot timer; without, the call itself")
    func perform() {
        expectPort(
            """
            class Toast: UIView {
                func show(_ other: UIView) {
                    perform(#selector(hide), with: nil, afterDelay: 2)
                    self.perform(#selector(highlight(_:)), with: other, afterDelay: 0.1)
                    perform(#selector(hide))
                }
                @objc func hide() {}
                @objc func highlight(_ view: UIView) {}
            }
            """,
            """
            class Toast: UIView {
                func show(_ other: UIView) {
                    _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false, block: { [weak self] _ in MainActor.assumeIsolated { self?.hide() } })
                    do { nonisolated(unsafe) let argument: Any? = other; _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false, block: { [weak self] _ in MainActor.assumeIsolated { self?.highlight(argument as! UIView) } }) }
                    self.hide()
                }
                func hide() {}
                func highlight(_ view: UIView) {}
            }
            """)
    }

    @Test("Notification observers become block observers that hold the observer weakly")
    func notifications() {
        expectPort(
            """
            class Banner: UIView {
                func observe() {
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh(_:)), name: .bannerChanged, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(legacy), name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
                }
                @objc func refresh(_ notification: Notification) {}
                @objc func legacy(_ notification: NSNotification) {}
            }
            """,
            """
            class Banner: UIView {
                func observe() {
                    _ = NotificationCenter.default.addObserver(forName: .bannerChanged, object: nil, queue: nil, using: { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.refresh(notification) } })
                    _ = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: UIApplication.shared, queue: nil, using: { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.legacy(NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo)) } })
                }
                func refresh(_ notification: Notification) {}
                func legacy(_ notification: NSNotification) {}
            }
            """)
    }
}
