import Foundation
import Graphics

/// Drawing a page control: one image view per page, in a row centred in the bounds (in reading
/// order: the first page is rightmost right to left). A page with no image is a dot — the view's
/// background, rounded — and a page with one shows it as a template in the dot's colour. A
/// `.prominent` background puts a translucent capsule behind the row; `.automatic` only while a
/// touch is down.
extension UIPageControl {
    /// The colour of the current page's indicator.
    var currentColor: UIColor { currentPageIndicatorTintColor ?? .white }
    /// The colour of the other pages' indicators.
    var otherColor: UIColor { pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3) }

    /// Whether any indicator is shown.
    var showsIndicators: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

    /// Where `page`'s indicator goes in the bounds.
    func indicatorFrame(forPage page: Int) -> CGRect {
        let row = size(forNumberOfPages: numberOfPages)
        var x = bounds.midX - row.width / 2
        var frames: [CGRect] = []
        for index in 0..<numberOfPages {
            let size = image(forPage: index, current: index == currentPage)?.size ?? CGSize(width: Self.dot, height: Self.dot)
            frames.append(CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
            x += size.width + Self.spacing
        }
        guard frames.indices.contains(page) else { return .zero }
        var frame = frames[page]
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { frame.origin.x = 2 * bounds.midX - frame.maxX }
        return frame
    }

    func layOutIndicators() {
        let count = showsIndicators ? numberOfPages : 0
        while indicators.count < count {
            let view = UIImageView()
            addSubview(view)
            indicators.append(view)
        }
        while indicators.count > count { indicators.removeLast().removeFromSuperview() }
        for (page, view) in indicators.enumerated() {
            let current = page == currentPage
            let color = current ? currentColor : otherColor
            view.frame = indicatorFrame(forPage: page)
            if let image = image(forPage: page, current: current) {
                view.image = image.withRenderingMode(.alwaysTemplate)
                view.tintColor = color
                view.backgroundColor = nil
                view.layer.cornerRadius = 0
            } else {
                view.image = nil
                view.backgroundColor = color
                view.layer.cornerRadius = Self.dot / 2
            }
        }
        let row = size(forNumberOfPages: count)
        let interacting = backgroundStyle == .automatic && interactionState != .none
        platter.isHidden = count == 0 || !(backgroundStyle == .prominent || interacting)
        platter.frame = CGRect(
            x: bounds.midX - row.width / 2 - 12, y: bounds.midY - 13, width: row.width + 24, height: 26)
        platter.layer.cornerRadius = 13
        platter.backgroundColor = UIColor(white: 0, alpha: 0.2)
    }
}
