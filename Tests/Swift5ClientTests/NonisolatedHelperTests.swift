import Testing
import UIKit

// This target compiles in Swift 5 language mode, as most iOS code still does: UIKit's types are
// imported as pre-concurrency main-actor types there, so a helper that is not isolated may call
// them with no error (and, with default checking, no warning). The same helper in a Swift 6 target
// gets the isolation diagnostics. See docs/experiments/isolation.

/// A helper class of the kind iOS code is full of: not isolated, configuring views.
final class BadgeStyler {
    func style(_ label: UILabel, count: Int) {
        label.text = count > 99 ? "99+" : "\(count)"
        label.textColor = .white
        label.backgroundColor = .systemRed
        label.layer.cornerRadius = 9
        label.textAlignment = .center
        label.sizeToFit()
    }

    func makeBadge(count: Int) -> UILabel {
        let label = UILabel(frame: .zero)
        style(label, count: count)
        return label
    }
}

@Suite("A Swift 5 client calling UIKit from a helper that is not isolated")
struct NonisolatedHelperTests {
    @Test("The helper compiles in Swift 5 mode and works when called on the main actor")
    @MainActor func helper() {
        let badge = BadgeStyler().makeBadge(count: 120)
        #expect(badge.text == "99+" && badge.layer.cornerRadius == 9 && badge.bounds.width > 0)
    }
}
