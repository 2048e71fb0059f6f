import Foundation
import Testing
import UIKit

/// Each standard view and control in its states, rendered through `drawHierarchy` and compared
/// with the references checked in under `References/` (tolerance in `ReferenceSnapshot`).
/// Every family also checks that its states look different from one another, so that a control
/// drawing the same whatever its state cannot pass.
@Suite("Standard views and controls against their references")
@MainActor
struct ControlReferenceTests {
    @Test("UILabel: one line, truncated, several lines, disabled, highlighted, shadowed")
    func labels() {
        func label(_ text: String, lines: Int = 1, _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 64))
            label.text = text
            label.numberOfLines = lines
            configure(label)
            return label
        }
        let long = "The quick brown fox jumps over the lazy dog"
        var images: [String: UIImage] = [:]
        images["plain"] = ReferenceSnapshot.expectMatch(label("Hello, world"), named: "label-plain")
        images["truncated"] = ReferenceSnapshot.expectMatch(label(long), named: "label-truncated")
        images["lines"] = ReferenceSnapshot.expectMatch(label(long, lines: 0), named: "label-lines")
        images["disabled"] = ReferenceSnapshot.expectMatch(
            label("Hello, world") { $0.isEnabled = false }, named: "label-disabled")
        images["highlighted"] = ReferenceSnapshot.expectMatch(
            label("Hello, world") {
                $0.highlightedTextColor = .systemRed
                $0.isHighlighted = true
            }, named: "label-highlighted")
        images["centred-shadow"] = ReferenceSnapshot.expectMatch(
            label("Hello, world") {
                $0.textAlignment = .center
                $0.font = .boldSystemFont(ofSize: 20)
                $0.shadowColor = .systemBlue
                $0.shadowOffset = CGSize(width: 2, height: 2)
            }, named: "label-centred-shadow")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UIButton (system): normal, highlighted, disabled, selected")
    func systemButtons() {
        func button(_ configure: (UIButton) -> Void = { _ in }) -> UIButton {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            button.setTitle("Continue", for: .normal)
            button.setTitle("Selected", for: .selected)
            configure(button)
            return button
        }
        var images: [String: UIImage] = [:]
        images["normal"] = ReferenceSnapshot.expectMatch(button(), named: "button-system-normal")
        images["highlighted"] = ReferenceSnapshot.expectMatch(
            button { $0.isHighlighted = true }, named: "button-system-highlighted")
        images["disabled"] = ReferenceSnapshot.expectMatch(button { $0.isEnabled = false }, named: "button-system-disabled")
        images["selected"] = ReferenceSnapshot.expectMatch(button { $0.isSelected = true }, named: "button-system-selected")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UIButton (custom): a background colour, a title colour by state, an image beside the title")
    func customButtons() {
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            UIColor.systemOrange.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        func button(_ configure: (UIButton) -> Void = { _ in }) -> UIButton {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 0, y: 0, width: 140, height: 44)
            button.backgroundColor = .darkGray
            button.layer.cornerRadius = 8
            button.setTitle("Play", for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setTitleColor(.systemYellow, for: .highlighted)
            button.setImage(dot, for: .normal)
            configure(button)
            return button
        }
        var images: [String: UIImage] = [:]
        images["normal"] = ReferenceSnapshot.expectMatch(button(), named: "button-custom-normal")
        images["highlighted"] = ReferenceSnapshot.expectMatch(
            button { $0.isHighlighted = true }, named: "button-custom-highlighted")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UISwitch: off, on, on with a custom tint, disabled")
    func switches() {
        func toggle(_ configure: (UISwitch) -> Void = { _ in }) -> UISwitch {
            let toggle = UISwitch(frame: .zero)
            configure(toggle)
            return toggle
        }
        var images: [String: UIImage] = [:]
        images["off"] = ReferenceSnapshot.expectMatch(toggle(), named: "switch-off")
        images["on"] = ReferenceSnapshot.expectMatch(toggle { $0.isOn = true }, named: "switch-on")
        images["tinted"] = ReferenceSnapshot.expectMatch(
            toggle {
                $0.isOn = true
                $0.onTintColor = .systemPurple
            }, named: "switch-tinted")
        images["disabled"] = ReferenceSnapshot.expectMatch(toggle { $0.isEnabled = false }, named: "switch-disabled")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UIImageView: an image scaled to fill, aspect fit, and a template image in the tint colour")
    func imageViews() {
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.systemIndigo.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
        func imageView(_ configure: (UIImageView) -> Void) -> UIImageView {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.image = picture
            configure(view)
            return view
        }
        var images: [String: UIImage] = [:]
        images["fill"] = ReferenceSnapshot.expectMatch(imageView { _ in }, named: "imageview-fill")
        images["fit"] = ReferenceSnapshot.expectMatch(imageView { $0.contentMode = .scaleAspectFit }, named: "imageview-fit")
        images["template"] = ReferenceSnapshot.expectMatch(
            imageView {
                $0.image = picture.withRenderingMode(.alwaysTemplate)
                $0.tintColor = .systemPink
            }, named: "imageview-template")
        ReferenceSnapshot.expectDistinct(images)
    }
}
