import Foundation
import QuartzCore
import Testing
import UIKit

/// Idioms of popular open-source components (marquee labels, spinners, badges, switches,
/// progress rings, rating controls), written as those files write them.
final class StarRatingControl: UIControl {
    var rating = 0 {
        didSet {
            updateStars()
            sendActions(for: .valueChanged)
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
    }
    private var stars: [UIImageView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        for _ in 0..<5 {
            let star = UIImageView(image: UIImage(named: "star", in: Bundle(for: Self.self), compatibleWith: nil))
            stars.append(star)
            addSubview(star)
        }
    }

    private func updateStars() {
        for (index, star) in stars.enumerated() { star.isHighlighted = index < rating }
        accessibilityValue = "\(rating) of 5"
    }

    override func accessibilityIncrement() { rating = min(5, rating + 1) }
    override func accessibilityDecrement() { rating = max(0, rating - 1) }
    override func accessibilityActivate() -> Bool { true }
}

@MainActor
enum ComponentIdioms {
    static func run(_ view: UIView) -> UIImage? {
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        view.layer.opacity = 0.9
        CATransaction.commit()

        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.fromValue = 0
        rotation.toValue = Double.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .greatestFiniteMagnitude
        rotation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        view.layer.add(rotation, forKey: nil)

        let text = "Breaking news" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15), .underlineStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        ]
        let box = text.boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 20),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: attributes, context: nil)
        _ = UIFont.systemFont(ofSize: 15).lineHeight
        let fade = CAGradientLayer()
        fade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor, UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.locations = [0, 0.1, 0.9, 1]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.mask = fade

        UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]) {
            view.transform = CGAffineTransform(translationX: -box.width, y: 0)
        }

        let constraint = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20
        )
        constraint.priority = UILayoutPriority(rawValue: 999)
        view.addConstraint(constraint)

        let badge = UILabel()
        badge.text = "99+"
        badge.font = .boldSystemFont(ofSize: 11)
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.sizeToFit()
        badge.frame.size.width = max(badge.frame.width + 8, badge.frame.height)
        badge.layer.cornerRadius = badge.frame.height / 2
        badge.layer.masksToBounds = true
        view.addSubview(badge)

        DispatchQueue.main.async { [weak view] in view?.setNeedsLayout() }

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        UIColor.systemGreen.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }
}

@Suite("SDK call signatures, component idioms")
@MainActor
struct SDKCallSignatureTests3 {
    @Test("Component idioms compile and run; a rating control adjusts through accessibility")
    func idioms() throws {
        let image = try #require(ComponentIdioms.run(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))))
        #expect(image.size == CGSize(width: 10, height: 10))
        let rating = StarRatingControl(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        var changes = 0
        rating.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        rating.accessibilityDecrement()
        #expect(rating.rating == 1 && changes == 3)
        #expect(rating.accessibilityValue == "1 of 5" && rating.accessibilityTraits.contains(.adjustable))
    }
}
