import LayerTree
import Testing

/// A page control as iOS apps subclass one: it counts the pages it was moved to.
final class CountingPageControl: UIPageControl {
    var moves: [Int] = []

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        moves.append(currentPage)
    }
}

@Suite("UIPageControl")
@MainActor
struct PageControlTests {
    @Test("Defaults: no pages, page 0, nil tints, automatic background, continuous interaction allowed")
    func defaults() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.backgroundStyle == .automatic && control.allowsContinuousInteraction)
        #expect(control.interactionState == .none && control.preferredIndicatorImage == nil)
    }

    @Test("The current page is pinned to the pages, and follows a smaller page count")
    func clamping() {
        let control = UIPageControl()
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -3
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        let diagnostics = LayerTreeDiagnostics.capturing { control.numberOfPages = -1 }
        #expect(diagnostics.count == 1 && control.numberOfPages == 2)
    }

    @Test("Sizes: 7-point dots 9 apart, 37 tall; the intrinsic size is the pages'")
    func sizes() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
        #expect(control.size(forNumberOfPages: 4) == CGSize(width: 55, height: 37))
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 39, height: 37))
    }

    @Test("Dots in a centred row: the current one opaque white, the others white at 30 %; tints replace them")
    func dots() {
        let window = makeWindow()
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 37))
        control.numberOfPages = 3
        control.currentPage = 1
        window.addSubview(control)
        window.layoutIfNeeded()
        let dots = control.subviews.filter { $0.bounds.size == CGSize(width: 7, height: 7) }
        #expect(dots.map(\.frame.minX) == [30.5, 46.5, 62.5] && dots.allSatisfy { $0.frame.minY == 15 })
        #expect(
            dots.map(\.backgroundColor) == [UIColor.white.withAlphaComponent(0.3), .white, UIColor.white.withAlphaComponent(0.3)])
        #expect(dots.allSatisfy { $0.layer.cornerRadius == 3.5 })
        control.pageIndicatorTintColor = .gray
        control.currentPageIndicatorTintColor = .black
        control.semanticContentAttribute = .forceRightToLeft
        control.currentPage = 0
        window.layoutIfNeeded()
        #expect(dots.map(\.backgroundColor) == [.black, .gray, .gray] && dots[0].frame.minX == 62.5, "first page on the right")
    }

    @Test("A single page shows nothing when hidesForSinglePage")
    func singlePage() {
        let window = makeWindow()
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 37))
        control.numberOfPages = 1
        window.addSubview(control)
        window.layoutIfNeeded()
        #expect(control.subviews.filter { !$0.isHidden }.count == 1)
        control.hidesForSinglePage = true
        window.layoutIfNeeded()
        #expect(control.subviews.filter { !$0.isHidden }.isEmpty && !control.isHidden)
    }

    @Test("Indicator images: per page, preferred, current; refused outside the pages")
    func images() {
        let control = UIPageControl()
        control.numberOfPages = 3
        let star = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 12)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 12))
        }
        control.setIndicatorImage(star, forPage: 2)
        #expect(control.indicatorImage(forPage: 2) === star && control.indicatorImage(forPage: 0) == nil)
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 7 + 7 + 10 + 18, height: 37))
        let diagnostics = LayerTreeDiagnostics.capturing { control.setIndicatorImage(star, forPage: 3) }
        #expect(diagnostics.count == 1 && control.indicatorImage(forPage: 3) == nil)
        control.preferredIndicatorImage = star
        #expect(control.size(forNumberOfPages: 2) == CGSize(width: 29, height: 37))
    }

    @Test("A tap right of the current dot moves one page on and sends value changed; left moves back; ends stop")
    func taps() {
        let window = makeWindow()
        let control = CountingPageControl(frame: CGRect(x: 10, y: 100, width: 200, height: 37))
        control.numberOfPages = 3
        window.addSubview(control)
        let events = recordEvents(of: control)
        func tap(_ x: CGFloat, _ id: Int) {
            window.injectTouch(id: id, phase: .began, at: CGPoint(x: x, y: 118), timestamp: Double(id))
            #expect(control.interactionState == .discrete)
            window.injectTouch(id: id, phase: .ended, at: CGPoint(x: x, y: 118), timestamp: Double(id) + 0.1)
        }
        tap(180, 1)
        #expect(control.currentPage == 1 && control.interactionState == .none)
        #expect(events() == ["down", "valueChanged", "primary", "upInside"], "endTracking moves the page before touch up")
        tap(180, 2)
        tap(180, 3)
        #expect(control.currentPage == 2 && control.moves == [1, 2, 2], "no page after the last")
        #expect(events().filter { $0 == "valueChanged" }.count == 2)
        tap(20, 4)
        #expect(control.currentPage == 1)
        control.currentPage = 0
        #expect(events().filter { $0 == "valueChanged" }.count == 3, "setting the page sends nothing")
    }
}
