import UIKit

@IBDesignable
class TapCounterView: UIView {
    @IBOutlet weak var titleLabel: UILabel!

    @IBInspectable var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    let button = UIButton(type: .system)
    private(set) var taps = 0
    private(set) var lastSender: UIButton?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        button.setTitle("Tap me", for: .normal)
        button.frame = bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        button.addTarget(self, action: #selector(touchedDown), for: .touchDown)
        addSubview(button)
    }

    private(set) var touchDowns = 0

    @objc func buttonTapped(_ sender: UIButton) {
        taps += 1
        lastSender = sender
    }

    @objc private func touchedDown() {
        touchDowns += 1
    }

    func stopCountingTouchDowns() {
        button.removeTarget(self, action: #selector(touchedDown), for: .touchDown)
    }
}
