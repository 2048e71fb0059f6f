import UIKit

/// A Linux-side view whose handler a ported file's `#selector` names.
final class VolumePanel: UIView {
    private(set) var values: [Float] = []

    func sliderMoved(_ slider: UISlider) { values.append(slider.value) }
}
