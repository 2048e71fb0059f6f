import LayerTree
import Testing

/// A hierarchy's engine belongs to its top-most view; when that view is deallocated while a
/// subtree lives on, the subtree's own constraints go on being solved — by the engine of the
/// subtree's new top view — as on iOS, where a deallocated superview lets its subviews go and
/// their constraints keep working.
@MainActor
@Suite("Constraints outlive their hierarchy's top view")
struct OrphanedEngineTests {
    /// A card with a badge inside, laid out by constraints the card holds, inside a container
    /// that holds the card's position; the container is returned weakly so a test can drop it.
    private func cardInContainer() -> (card: UIView, badge: UIView, badgeHeight: NSLayoutConstraint, container: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = constrainedView(in: container)
        let badge = constrainedView(in: card)
        let badgeHeight = badge.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 60),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5), badgeHeight,
        ])
        container.layoutIfNeeded()
        return (card, badge, badgeHeight, container)
    }

    @Test("After the top view is deallocated, a change of the subtree's constraints lays it out")
    func subtreeKeepsSolving() {
        var parts: (card: UIView, badge: UIView, badgeHeight: NSLayoutConstraint)?
        weak var container: UIView?
        do {
            let made = cardInContainer()
            parts = (made.card, made.badge, made.badgeHeight)
            container = made.container
        }
        guard let (card, badge, badgeHeight) = parts else { return }
        #expect(container == nil, "the container is gone")
        #expect(card.superview == nil)
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 60))
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 50, height: 20))

        badgeHeight.constant = 30
        card.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 50, height: 30))
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 60), "a top view keeps its frame")
    }

    @Test("The orphaned subtree's constraints are active and held as before, and join a new hierarchy once")
    func subtreeJoinsAnotherHierarchy() {
        var parts: (card: UIView, badge: UIView, badgeHeight: NSLayoutConstraint)?
        do {
            let made = cardInContainer()
            parts = (made.card, made.badge, made.badgeHeight)
        }
        guard let (card, badge, badgeHeight) = parts else { return }
        #expect(card.constraints.count == 5, "the card's size and the badge's place and width")
        #expect(badge.constraints.count == 1, "the badge's constant height")
        #expect((card.constraints + badge.constraints).filter(\.isActive).count == 6)
        card.layoutIfNeeded()

        let window = makeWindow(width: 320, height: 480)
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 70),
        ])
        badgeHeight.constant = 12
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 40, y: 70, width: 100, height: 60))
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 50, height: 12))
        #expect(!card.hasAmbiguousLayout && !badge.hasAmbiguousLayout)
    }
}
