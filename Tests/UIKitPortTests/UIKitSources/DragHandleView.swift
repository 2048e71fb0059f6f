import UIKit

/// A pan recognizer that allows one finger, set up in its initializer.
class SingleFingerPanGestureRecognizer: UIPanGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
    }
}

class DragHandleView: UIView {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var lastTranslation: CGPoint = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = SingleFingerPanGestureRecognizer(target: self, action: #selector(dragged(_:)))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func dragged(_ gesture: SingleFingerPanGestureRecognizer) {
        states.append(gesture.state)
        lastTranslation = gesture.translation(in: self)
    }
}

class StarBadgeView: UIImageView {
    func showStar() {
        image = #imageLiteral(resourceName: "uikit-port-star")
    }
}
