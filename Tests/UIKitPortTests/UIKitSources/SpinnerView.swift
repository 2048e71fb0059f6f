import UIKit

class SpinnerView: UIView {
    private var displayLink: CADisplayLink?
    @objc dynamic var angle: CGFloat = 0
    private(set) var frames = 0

    func startAnimating() {
        displayLink?.invalidate()
        displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))
        displayLink?.add(to: .main, forMode: .common)
    }

    func stopAnimating() {
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        frames += 1
        angle += .pi / 30
        transform = CGAffineTransform(rotationAngle: angle)
    }
}
