import UIKit

/// An onboarding footer as iOS 15 code writes it: a page control over a filled "Continue"
/// button with a bold attributed title, whose update handler shows a spinner while it is selected.
final class OnboardingFooterView: UIView {
    let pageControl = UIPageControl()
    let continueButton: UIButton

    override init(frame: CGRect) {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Continue")
        title.font = UIFont.boldSystemFont(ofSize: 17)
        configuration.attributedTitle = title
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.imagePadding = 8
        continueButton = UIButton(configuration: configuration)
        super.init(frame: frame)
        backgroundColor = .white
        pageControl.numberOfPages = 4
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = .systemGray4
        continueButton.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isSelected
            button.configuration = updated
        }
        for subview in [pageControl, continueButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            pageControl.topAnchor.constraint(equalTo: topAnchor),
            pageControl.centerXAnchor.constraint(equalTo: centerXAnchor),
            continueButton.topAnchor.constraint(equalTo: pageControl.bottomAnchor, constant: 8),
            continueButton.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            continueButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A filter bar: a segmented control made from actions, the selection kept in a property.
final class FilterBarView: UIView {
    private(set) var filter = "All"
    lazy var segmentedControl = UISegmentedControl(
        frame: .zero,
        actions: ["All", "Unread", "Flagged"].map { name in
            UIAction(title: name) { [weak self] _ in self?.filter = name }
        })

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        segmentedControl.selectedSegmentIndex = 0
        segmentedControl.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
        addSubview(segmentedControl)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        segmentedControl.frame = bounds.insetBy(dx: 8, dy: 6)
    }
}
