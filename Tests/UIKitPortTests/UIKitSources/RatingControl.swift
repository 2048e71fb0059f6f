import UIKit

@objc protocol RatingControlDelegate {
    func ratingControl(_ control: RatingControl, didSelect rating: Int)
    @objc optional func ratingControl(_ control: RatingControl, willSelect rating: Int)
    @objc optional func ratingControlShouldHighlight(_ control: RatingControl) -> Bool
    @objc optional func ratingControl(_ control: RatingControl, accessibilityLabelFor rating: Int) -> String?
}

class RatingControl: UIControl {
    weak var delegate: RatingControlDelegate?
    var maximumRating = 5
    private(set) var rating = 0
    private(set) var spokenLabel: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        let starWidth = bounds.width / CGFloat(maximumRating)
        select(min(maximumRating, max(1, Int(point.x / starWidth) + 1)))
    }

    func select(_ value: Int) {
        delegate?.ratingControl?(self, willSelect: value)
        rating = value
        isHighlighted = delegate?.ratingControlShouldHighlight?(self) ?? true
        spokenLabel = delegate?.ratingControl?(self, accessibilityLabelFor: value) ?? "\(value) stars"
        sendActions(for: .valueChanged)
        delegate?.ratingControl(self, didSelect: value)
    }
}
