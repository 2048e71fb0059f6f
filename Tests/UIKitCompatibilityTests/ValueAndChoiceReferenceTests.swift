import Foundation
import Testing
import UIKit

/// Value and choice controls in their states against the references under `References/`
/// (tolerance in `ReferenceSnapshot`); each family's states must also look different.
@Suite("Value and choice controls against their references")
@MainActor
struct ValueAndChoiceReferenceTests {
    @Test("UISlider: at the minimum, half way, at the maximum with custom tints, disabled")
    func sliders() {
        func slider(_ value: Float, _ configure: (UISlider) -> Void = { _ in }) -> UIView {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
            let slider = UISlider(frame: CGRect(x: 10, y: 4, width: 200, height: 31))
            slider.value = value
            configure(slider)
            container.addSubview(slider)
            return container
        }
        var images: [String: UIImage] = [:]
        images["min"] = ReferenceSnapshot.expectMatch(slider(0), named: "slider-min")
        images["half"] = ReferenceSnapshot.expectMatch(slider(0.5), named: "slider-half")
        images["tinted"] = ReferenceSnapshot.expectMatch(
            slider(1) {
                $0.minimumTrackTintColor = .systemOrange
                $0.maximumTrackTintColor = .systemTeal
                $0.thumbTintColor = .systemYellow
            }, named: "slider-tinted")
        images["disabled"] = ReferenceSnapshot.expectMatch(
            slider(0.5) { $0.isEnabled = false }, named: "slider-disabled")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UIProgressView: default and bar styles, custom tints")
    func progressViews() {
        func progress(_ style: UIProgressView.Style, _ value: Float, _ configure: (UIProgressView) -> Void = { _ in })
            -> UIView
        {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 12))
            let bar = UIProgressView(progressViewStyle: style)
            bar.frame = CGRect(x: 10, y: 4, width: 180, height: 4)
            bar.progress = value
            configure(bar)
            container.addSubview(bar)
            return container
        }
        var images: [String: UIImage] = [:]
        images["default"] = ReferenceSnapshot.expectMatch(progress(.default, 0.3), named: "progress-default")
        images["bar"] = ReferenceSnapshot.expectMatch(progress(.bar, 0.7), named: "progress-bar")
        images["tinted"] = ReferenceSnapshot.expectMatch(
            progress(.default, 0.5) {
                $0.progressTintColor = .systemPink
                $0.trackTintColor = .systemGray4
            }, named: "progress-tinted")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UIActivityIndicatorView: medium and large, spinning at a fixed time, and coloured")
    func activityIndicators() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        func spinner(_ style: UIActivityIndicatorView.Style, _ configure: (UIActivityIndicatorView) -> Void = { _ in })
            -> UIView
        {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            let spinner = UIActivityIndicatorView(style: style)
            spinner.center = CGPoint(x: 22, y: 22)
            configure(spinner)
            container.addSubview(spinner)
            spinner.startAnimating()
            return container
        }
        var images: [String: UIImage] = [:]
        images["medium"] = ReferenceSnapshot.expectMatch(spinner(.medium), named: "spinner-medium")
        images["large"] = ReferenceSnapshot.expectMatch(spinner(.large), named: "spinner-large")
        images["coloured"] = ReferenceSnapshot.expectMatch(
            spinner(.large) { $0.color = .systemBlue }, named: "spinner-coloured")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UIPageControl: the first and the third of five pages, custom tints, on a dark background")
    func pageControls() {
        func pages(_ current: Int, _ configure: (UIPageControl) -> Void = { _ in }) -> UIView {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 37))
            container.backgroundColor = .darkGray
            let control = UIPageControl(frame: container.bounds)
            control.numberOfPages = 5
            control.currentPage = current
            configure(control)
            container.addSubview(control)
            return container
        }
        var images: [String: UIImage] = [:]
        images["first"] = ReferenceSnapshot.expectMatch(pages(0), named: "pagecontrol-first")
        images["third"] = ReferenceSnapshot.expectMatch(pages(2), named: "pagecontrol-third")
        images["tinted"] = ReferenceSnapshot.expectMatch(
            pages(2) {
                $0.pageIndicatorTintColor = .systemGray
                $0.currentPageIndicatorTintColor = .systemYellow
            }, named: "pagecontrol-tinted")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UISegmentedControl: first selected, last selected, none selected, a custom selected tint")
    func segmentedControls() {
        func segments(_ selected: Int, _ configure: (UISegmentedControl) -> Void = { _ in }) -> UIView {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            control.frame = CGRect(x: 8, y: 4, width: 224, height: 32)
            control.selectedSegmentIndex = selected
            configure(control)
            container.addSubview(control)
            return container
        }
        var images: [String: UIImage] = [:]
        images["first"] = ReferenceSnapshot.expectMatch(segments(0), named: "segmented-first")
        images["last"] = ReferenceSnapshot.expectMatch(segments(2), named: "segmented-last")
        images["none"] = ReferenceSnapshot.expectMatch(segments(UISegmentedControl.noSegment), named: "segmented-none")
        images["tinted"] = ReferenceSnapshot.expectMatch(
            segments(1) { $0.selectedSegmentTintColor = .systemBlue }, named: "segmented-tinted")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UIButton.Configuration: the four styles, a filled button highlighted and disabled, a subtitle, a spinner")
    func configuredButtons() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        func button(_ configuration: UIButton.Configuration, _ configure: (UIButton) -> Void = { _ in }) -> UIView {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 64))
            var configuration = configuration
            configuration.title = configuration.title ?? "Continue"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10, y: 6, width: 160, height: 52)
            configure(button)
            container.addSubview(button)
            return container
        }
        var subtitled = UIButton.Configuration.filled()
        subtitled.subtitle = "Two items"
        subtitled.cornerStyle = .capsule
        var loading = UIButton.Configuration.tinted()
        loading.showsActivityIndicator = true
        var images: [String: UIImage] = [:]
        images["plain"] = ReferenceSnapshot.expectMatch(button(.plain()), named: "configured-plain")
        images["gray"] = ReferenceSnapshot.expectMatch(button(.gray()), named: "configured-gray")
        images["tinted"] = ReferenceSnapshot.expectMatch(button(.tinted()), named: "configured-tinted")
        images["filled"] = ReferenceSnapshot.expectMatch(button(.filled()), named: "configured-filled")
        images["highlighted"] = ReferenceSnapshot.expectMatch(
            button(.filled()) { $0.isHighlighted = true }, named: "configured-filled-highlighted")
        images["disabled"] = ReferenceSnapshot.expectMatch(
            button(.filled()) { $0.isEnabled = false }, named: "configured-filled-disabled")
        images["subtitle"] = ReferenceSnapshot.expectMatch(button(subtitled), named: "configured-subtitle")
        images["spinner"] = ReferenceSnapshot.expectMatch(button(loading), named: "configured-spinner")
        ReferenceSnapshot.expectDistinct(images)
    }
}
