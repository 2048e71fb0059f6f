import Foundation
import Testing
import UIKit

/// Timers, `perform(_:with:afterDelay:)`, notification observers and display links of the ported
/// iOS files, driven by the run loop and the media clock.
@Suite("Ported iOS files: timers, notifications, display links")
@MainActor
struct PortedTimingTests {
    @Test("A #selector timer fires on the run loop; perform(_:with:afterDelay:) then runs its method")
    func timerAndPerform() {
        let label = CountdownLabel()
        label.start(from: 3, interval: 0.01)
        let deadline = Date().addingTimeInterval(10)
        while !label.finished, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        #expect(label.remaining == 0 && label.text == "0" && label.finished)
    }

    @Test("A #selector notification observer runs for each post, and not after the observer is gone")
    func notificationObserver() {
        var label: CountdownLabel? = CountdownLabel()
        label?.start(from: 100, interval: 60)
        NotificationCenter.default.post(name: .countdownReset, object: nil)
        NotificationCenter.default.post(name: .countdownReset, object: nil)
        #expect(label?.resets == 2)
        weak let released = label
        label?.stop()
        label = nil
        #expect(released == nil, "the block observer holds the label weakly")
        NotificationCenter.default.post(name: .countdownReset, object: nil)
    }

    @Test("A #selector display link fires once per frame of the media clock until invalidated")
    func displayLink() {
        MediaClock.useManualTime(100)
        defer { MediaClock.useSystemTime() }
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        spinner.startAnimating()
        for _ in 0..<3 {
            MediaClock.advance(by: 1.0 / 60)
            CATransaction.flush()
        }
        #expect(spinner.frames == 3)
        #expect(abs(spinner.angle - 3 * .pi / 30) < 1e-9)
        spinner.stopAnimating()
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        #expect(spinner.frames == 3)
    }
}
