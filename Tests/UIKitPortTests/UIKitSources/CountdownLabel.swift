import UIKit

extension Notification.Name {
    static let countdownReset = Notification.Name("CountdownLabel.reset")
}

class CountdownLabel: UILabel {
    private var timer: Timer?
    private(set) var remaining = 0
    private(set) var finished = false
    private(set) var resets = 0

    func start(from seconds: Int, interval: TimeInterval) {
        remaining = seconds
        text = "\(remaining)"
        timer?.invalidate()
        timer = Timer.scheduledTimer(timeInterval: interval, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: #selector(reset(_:)), name: .countdownReset, object: nil)
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    @objc private func tick(_ timer: Timer) {
        remaining -= 1
        text = "\(remaining)"
        if remaining <= 0 {
            timer.invalidate()
            perform(#selector(finish), with: nil, afterDelay: 0.01)
        }
    }

    @objc private func finish() {
        finished = true
    }

    @objc private func reset(_ notification: Notification) {
        resets += 1
    }
}
