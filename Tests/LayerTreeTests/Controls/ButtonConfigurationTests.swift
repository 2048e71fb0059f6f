import Foundation
import LayerTree
import Testing

/// A subclass as iOS code writes one: it changes its configuration by state in `updateConfiguration()`.
final class CountingButton: UIButton {
    var updates = 0

    override func updateConfiguration() {
        updates += 1
        var configuration = self.configuration ?? .plain()
        configuration.subtitle = isHighlighted ? "Pressed" : nil
        self.configuration = configuration
        super.updateConfiguration()
    }
}

@Suite("UIButton.Configuration: styles, sizes, state resolution")
@MainActor
struct ButtonConfigurationTests {
    let blue = UIColor.systemBlue

    @Test("Defaults: medium size, 7 × 12 insets, dynamic corners, leading image, no padding")
    func defaults() {
        let configuration = UIButton.Configuration.filled()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(configuration.buttonSize == .medium && configuration.cornerStyle == .dynamic)
        #expect(configuration.imagePlacement == .leading && configuration.imagePadding == 0 && configuration.titlePadding == 0)
        #expect(configuration.titleAlignment == .automatic && configuration.automaticallyUpdateForSelection)
        #expect(configuration.title == nil && configuration.image == nil && !configuration.showsActivityIndicator)
        #expect(configuration.baseForegroundColor == nil && configuration.baseBackgroundColor == nil)
        #expect(
            UIButton.Configuration.plain().background.backgroundColor == nil
                && UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIButton.Configuration.borderedProminent() == .filled() && UIButton.Configuration.bordered() == .gray())
        #expect(UIButton.Configuration.borderless() == .plain() && UIButton.Configuration.borderedTinted() == .tinted())
        #expect(UIButton.Configuration.filled() != .tinted())
    }

    @Test("Sizes set the default insets; insets set explicitly win whatever the order")
    func sizes() {
        var configuration = UIButton.Configuration.gray()
        let expected: [(UIButton.Configuration.Size, NSDirectionalEdgeInsets)] = [
            (.mini, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
            (.small, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
            (.medium, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)),
            (.large, NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)),
        ]
        for (size, insets) in expected {
            configuration.buttonSize = size
            #expect(configuration.contentInsets == insets, "\(size)")
        }
        let custom = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.contentInsets = custom
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == custom)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test("A title replaces the attributed title and the other way round")
    func titles() {
        var configuration = UIButton.Configuration.plain()
        var attributed = AttributedString("Bold")
        attributed.font = .boldSystemFont(ofSize: 20)
        configuration.attributedTitle = attributed
        #expect(configuration.title == "Bold")
        configuration.title = "Plain"
        #expect(configuration.attributedTitle == nil && configuration.title == "Plain")
        configuration.subtitle = "Sub"
        #expect(configuration.subtitle == "Sub" && configuration.attributedSubtitle == nil)
    }

    @Test("Filled: tint fill and white title; highlighted both at 75 %; disabled grey")
    func filledStates() {
        let button = UIButton(configuration: .filled())
        let normal = button.configuration!.updated(for: button)
        #expect(normal.background.backgroundColor == blue && normal.baseForegroundColor == .white)
        button.isHighlighted = true
        let highlighted = button.configuration!.updated(for: button)
        #expect(highlighted.background.backgroundColor == blue.withAlphaComponent(0.75))
        #expect(highlighted.baseForegroundColor == UIColor.white.withAlphaComponent(0.75))
        #expect(highlighted.updated(for: button) == highlighted, "resolving twice changes nothing")
        button.isHighlighted = false
        button.isEnabled = false
        let disabled = button.configuration!.updated(for: button)
        #expect(disabled.background.backgroundColor == .tertiarySystemFill && disabled.baseForegroundColor == .tertiaryLabel)
    }

    @Test("Plain, gray and tinted backgrounds; selection fills tinted with the tint; base colours replace the tint")
    func otherStyles() {
        let button = UIButton(configuration: .plain())
        func resolved(_ configuration: UIButton.Configuration) -> UIButton.Configuration { configuration.updated(for: button) }
        #expect(resolved(.plain()).background.backgroundColor == .clear && resolved(.plain()).baseForegroundColor == blue)
        #expect(resolved(.gray()).background.backgroundColor == .secondarySystemFill)
        #expect(resolved(.tinted()).background.backgroundColor == blue.withAlphaComponent(0.18))
        button.isSelected = true
        #expect(resolved(.tinted()).background.backgroundColor == blue && resolved(.tinted()).baseForegroundColor == .white)
        #expect(resolved(.plain()).background.backgroundColor == blue.withAlphaComponent(0.18))
        button.isSelected = false
        var red = UIButton.Configuration.filled()
        red.baseBackgroundColor = .systemRed
        red.baseForegroundColor = .black
        #expect(resolved(red).background.backgroundColor == .systemRed && resolved(red).baseForegroundColor == .black)
        var fixed = UIButton.Configuration.filled()
        fixed.background.backgroundColor = .systemGreen
        button.isHighlighted = true
        #expect(resolved(fixed).background.backgroundColor == .systemGreen, "a background colour set is kept")
    }

    @Test("Corner radii: dynamic by size, fixed, capsule, never past half the height")
    func cornerRadii() {
        let window = makeWindow()
        func radius(_ configuration: UIButton.Configuration, _ size: CGSize) -> CGFloat {
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: .zero, size: size)
            window.addSubview(button)
            window.layoutIfNeeded()
            return button.subviews.first!.layer.cornerRadius
        }
        var configuration = UIButton.Configuration.filled()
        let size = CGSize(width: 100, height: 34)
        #expect(radius(configuration, size) == 5.95)
        configuration.buttonSize = .large
        #expect(radius(configuration, CGSize(width: 100, height: 50)) == 8.75)
        configuration.buttonSize = .small
        #expect(radius(configuration, CGSize(width: 60, height: 28)) == 14)
        #expect(radius(configuration, CGSize(width: 60, height: 20)) == 10)
        configuration.cornerStyle = .capsule
        #expect(radius(configuration, size) == 17)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        #expect(radius(configuration, size) == 3)
        configuration.cornerStyle = .dynamic
        #expect(radius(configuration, size) == 3, "dynamic uses a radius that was set")
        configuration.cornerStyle = .large
        #expect(radius(configuration, size) == 8.75)
    }

    @Test("Intrinsic size: title plus insets; large adds 15 × 20; image and padding beside it")
    func intrinsicSize() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        let button = UIButton(configuration: configuration)
        let title = NSAttributedString(string: "Sign In", attributes: [.font: UIFont.systemFont(ofSize: 17)]).size()
        let width = title.width.rounded(.up), height = title.height.rounded(.up)
        #expect(button.intrinsicContentSize == CGSize(width: width + 24, height: height + 14))
        configuration.buttonSize = .large
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: width + 40, height: height + 30))
        configuration.buttonSize = .medium
        configuration.image = solidImage(CGSize(width: 20, height: 30))
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: width + 20 + 8 + 24, height: 30 + 14))
        configuration.imagePlacement = .top
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: max(width, 20) + 24, height: 30 + 8 + height + 14))
    }

    @Test("A title transformer's font sizes the button; the subtitle sits under the title")
    func transformerAndSubtitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        let plain = UIButton(configuration: configuration).intrinsicContentSize
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in
            var attributes = attributes
            attributes.font = .systemFont(ofSize: 34)
            return attributes
        }
        let big = UIButton(configuration: configuration).intrinsicContentSize
        #expect(big.height > plain.height + 10 && big.width > plain.width)
        configuration.titleTextAttributesTransformer = nil
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        let window = makeWindow()
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: button.intrinsicContentSize)
        window.addSubview(button)
        window.layoutIfNeeded()
        let title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(subtitle.minY == title.maxY + 4 && title.minX == 12 && subtitle.minX == 12, "\(title) \(subtitle)")
        #expect(button.subtitleLabel?.text == "Subtitle" && button.subtitleLabel?.font == .systemFont(ofSize: 15))
    }

    @Test("init(configuration:primaryAction:) copies the action's title; layout draws it white on the tint")
    func buttonDrawsConfiguration() {
        let window = makeWindow()
        var taps = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Sign In") { _ in taps += 1 })
        #expect(button.buttonType == .plain && button.configuration?.title == "Sign In")
        button.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: button.intrinsicContentSize)
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Sign In" && button.titleLabel?.textColor == .white)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 17))
        let background = button.subviews.first!
        #expect(background.backgroundColor == blue && background.layer.cornerRadius == 5.95 && background.frame == button.bounds)
        let events = recordEvents(of: button)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 30, y: 30), timestamp: 0)
        window.layoutIfNeeded()
        #expect(background.backgroundColor == blue.withAlphaComponent(0.75), "highlighted dims the fill")
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 30, y: 30), timestamp: 0.1)
        window.layoutIfNeeded()
        #expect(background.backgroundColor == blue && taps == 1 && events() == ["down", "upInside", "primary"])
        var red = button.configuration!
        red.baseBackgroundColor = .systemRed
        button.configuration = red
        window.layoutIfNeeded()
        #expect(background.backgroundColor == .systemRed, "setting the configuration redraws")
    }

    @Test("The update handler runs on state changes, once per layout however many requests")
    func updateHandler() {
        let window = makeWindow()
        let button = UIButton(configuration: .tinted())
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Down" : "Up"
            button.configuration = configuration
        }
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(calls == 1 && button.titleLabel?.text == "Up")
        button.isHighlighted = true
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        window.layoutIfNeeded()
        #expect(calls == 2 && button.titleLabel?.text == "Down")
        window.layoutIfNeeded()
        #expect(calls == 2, "nothing requested, nothing run")
    }

    @Test("With automaticallyUpdatesConfiguration off, state changes leave the drawing as it was")
    func manualUpdates() {
        let window = makeWindow()
        let button = UIButton(configuration: .filled())
        button.automaticallyUpdatesConfiguration = false
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 34)
        window.addSubview(button)
        window.layoutIfNeeded()
        let background = button.subviews.first!
        button.isHighlighted = true
        window.layoutIfNeeded()
        #expect(background.backgroundColor == blue)
        button.setNeedsUpdateConfiguration()
        window.layoutIfNeeded()
        #expect(background.backgroundColor == blue.withAlphaComponent(0.75))
    }

    @Test("An iOS-style subclass overriding updateConfiguration() changes its configuration by state")
    func subclass() {
        let window = makeWindow()
        let button = CountingButton(configuration: .gray())
        button.configuration?.title = "Title"
        button.frame = CGRect(x: 0, y: 0, width: 150, height: 60)
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(button.updates == 1 && button.subtitleLabel?.isHidden ?? true)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 20, y: 20), timestamp: 0)
        window.layoutIfNeeded()
        #expect(button.updates == 2 && button.subtitleLabel?.text == "Pressed" && button.subtitleLabel?.isHidden == false)
    }

    @Test("An activity indicator takes the image's place: 20 points, beside the title")
    func activityIndicator() {
        let window = makeWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.imagePadding = 6
        configuration.image = solidImage(CGSize(width: 30, height: 30))
        configuration.showsActivityIndicator = true
        let button = UIButton(configuration: configuration)
        let title = NSAttributedString(string: "Saving", attributes: [.font: UIFont.systemFont(ofSize: 17)]).size()
        #expect(button.intrinsicContentSize.width == title.width.rounded(.up) + 20 + 6 + 24)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        window.addSubview(button)
        window.layoutIfNeeded()
        let spinner = button.subviews.filter { !$0.isHidden && $0.bounds.size == CGSize(width: 20, height: 20) }
        #expect(spinner.count == 1 && button.imageView?.isHidden == true)
        #expect(spinner.first?.frame.minX == 12 && spinner.first!.frame.maxX + 6 == button.titleLabel!.frame.minX)
        button.configuration?.showsActivityIndicator = false
        window.layoutIfNeeded()
        #expect(spinner.first?.isHidden == true && button.imageView?.isHidden == false)
    }

    @Test("Clearing the configuration goes back to the values set by state")
    func clearing() {
        let window = makeWindow()
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Configured"
        button.setTitle("By state", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 150, height: 40)
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Configured")
        button.configuration = nil
        window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "By state" && button.subviews.first?.isHidden == true)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
    }

    private func solidImage(_ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
