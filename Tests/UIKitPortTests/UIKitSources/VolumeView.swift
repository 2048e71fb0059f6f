import UIKit

// The handler is declared outside the ported files (in the target's own Swift): the selector's
// labels say how to call it.
extension VolumePanel {
    func wire(_ slider: UISlider) {
        slider.addTarget(self, action: #selector(sliderMoved(_:)), for: .valueChanged)
    }
}
