import Foundation

/// Following a `Progress`. UIKit observes `fractionCompleted` with key-value observing and
/// animates each change over 0.1 s from where the bar shows; Linux's Foundation has no KVO, so a
/// display link reads the fraction once a frame while the view is in a window and has a
/// progress to follow, and animates the same way when it changed.
extension UIProgressView {
    func updateProgressObservation() {
        guard observedProgress != nil, window != nil else {
            progressLink?.invalidate()
            progressLink = nil
            return
        }
        guard progressLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.showObservedProgress()
        }
        link.add(to: .main, forMode: .common)
        progressLink = link
    }

    private func showObservedProgress() {
        guard let fraction = observedProgress?.fractionCompleted, fraction != lastObservedFraction else { return }
        lastObservedFraction = fraction
        let target = Self.clamped(Float(fraction))
        guard target != storedProgress else { return }
        animate(to: target, duration: 0.1, timing: .easeInEaseOut)
    }
}
