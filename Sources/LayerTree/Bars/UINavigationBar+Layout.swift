import Foundation
import Graphics

extension UINavigationBar {
    /// Makes `newItems` the stack and rebuilds what the bar shows; with animation (on a window)
    /// the content cross-fades over 0.35 s.
    func replaceItems(_ newItems: [UINavigationItem], animated: Bool) {
        for item in itemStack where item.bar === self { item.bar = nil }
        itemStack = newItems
        for item in newItems { item.bar = self }
        if animated, window != nil {
            UIView.transition(
                with: self, duration: BarMetrics.fadeDuration, options: [.transitionCrossDissolve],
                animations: { self.rebuildItemViews() })
        } else {
            rebuildItemViews()
        }
    }

    /// An item of the stack changed: the bar shows it again.
    func itemsDidChange() { rebuildItemViews() }

    /// The views for the top item: its title (or title view), its left and right buttons, and
    /// the back button unless the item hides it or its left items replace it.
    func rebuildItemViews() {
        for entry in leftViews + rightViews { entry.view.removeFromSuperview() }
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        guard let top = topItem else {
            leftViews = []
            rightViews = []
            titleLabel.text = nil
            backButton.isHidden = true
            appearanceDidChange()
            return
        }
        leftViews = (top.leftBarButtonItems ?? []).map { (BarMetrics.view(for: $0), $0) }
        rightViews = (top.rightBarButtonItems ?? []).map { (BarMetrics.view(for: $0), $0) }
        for entry in leftViews + rightViews { addSubview(entry.view) }
        if let titleView = top.titleView {
            shownTitleView = titleView
            addSubview(titleView)
        }
        titleLabel.isHidden = top.titleView != nil
        titleLabel.text = top.title
        backButton.isHidden = backItem == nil || top.hidesBackButton || (!leftViews.isEmpty && !top.leftItemsSupplementBackButton)
        appearanceDidChange()
    }

    /// What the back button says for the item below: its back item's title, its back button
    /// title or its title, else "Back" (its `backButtonDisplayMode` may ask for "Back" or the
    /// chevron alone).
    private var fullBackTitle: String {
        guard let item = backItem else { return "" }
        return item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? "Back"
    }

    /// Lays the bar out: the background (reaching up under the status bar), the hairline below,
    /// the back button at 8 points from the leading edge, the left items after it and the right
    /// items from the trailing margin inwards (16 points, 20 in a regular width), 8 points apart,
    /// centred vertically; the title centred on the bar, moved in (and truncated) only where the
    /// buttons leave it no room. The back button says "Back" instead of a long title that would
    /// reach the centred title, and shows the chevron alone if "Back" would too.
    func layOutContent() {
        if BarMetrics.isCompactHeight(for: self) != shownCompactLook { applyLook() }
        let size = bounds.size, height = size.height, spacing = BarMetrics.itemSpacing
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: size.width, height: height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: height, width: size.width, height: hairline.thickness(scale: contentScaleFactor))
        let margin = BarMetrics.sideMargin(forWidth: size.width)
        let titleView: UIView = shownTitleView ?? titleLabel
        let titleSize = shownTitleView?.bounds.size ?? titleLabel.intrinsicContentSize
        let centredMinX = size.width / 2 - titleSize.width / 2
        var leading = margin
        if !backButton.isHidden {
            var candidates = [fullBackTitle, "Back", ""]
            if titleSize.width == 0 { candidates = [fullBackTitle] }
            switch backItem?.backButtonDisplayMode ?? .default {
            case .default: break
            case .generic: candidates = ["Back", ""]
            case .minimal: candidates = [""]
            }
            for (index, candidate) in candidates.enumerated() {
                backButton.title = candidate
                let width = backButton.sizeThatFits(size).width
                if 8 + width + spacing <= centredMinX || index == candidates.count - 1 { break }
            }
            let backSize = backButton.sizeThatFits(size)
            backButton.frame = CGRect(x: 8, y: (height - backSize.height) / 2, width: backSize.width, height: backSize.height)
            leading = backButton.frame.maxX + spacing
        }
        for (view, item) in leftViews {
            let itemSize = BarMetrics.size(of: view, for: item, height: height)
            view.frame = CGRect(x: leading, y: (height - itemSize.height) / 2, width: itemSize.width, height: itemSize.height)
            leading = view.frame.maxX + spacing
        }
        var trailing = size.width - margin
        for (view, item) in rightViews {
            let itemSize = BarMetrics.size(of: view, for: item, height: height)
            view.frame = CGRect(
                x: trailing - itemSize.width, y: (height - itemSize.height) / 2, width: itemSize.width, height: itemSize.height)
            trailing = view.frame.minX - spacing
        }
        let width = max(0, min(titleSize.width, trailing - leading))
        let x = min(max(size.width / 2 - width / 2, leading), max(leading, trailing - width))
        titleView.frame = CGRect(x: x, y: (height - titleSize.height) / 2, width: width, height: titleSize.height)
    }
}
