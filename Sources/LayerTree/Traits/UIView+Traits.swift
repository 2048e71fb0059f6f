import Foundation

/// Views' traits: their window's (or the main screen's, outside a window), with the nearest
/// `overrideUserInterfaceStyle` above them. A view hears `traitCollectionDidChange(_:)` when what
/// it is shown with changes: on joining a window, when its window's size class or scale changes,
/// when an override above it changes. A controller's root view tells its controller too.
extension UIView {
    /// The traits this view is shown with now.
    var currentTraitCollection: UITraitCollection {
        let size = window?.bounds.size ?? UIScreen.main.bounds.size
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return .environment(
            size: size, scale: scale, direction: effectiveUserInterfaceLayoutDirection, style: effectiveUserInterfaceStyle)
    }

    /// The nearest style set by `overrideUserInterfaceStyle` on this view, an ancestor or their
    /// view controllers; unspecified when none is.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
            if let controller = current.owningViewController, controller.overrideUserInterfaceStyle != .unspecified {
                return controller.overrideUserInterfaceStyle
            }
            view = current.superview
        }
        return .unspecified
    }

    /// Tells this view and every view below it whose traits differ from those they last heard of.
    func refreshTraitCollections() {
        let current = currentTraitCollection
        if current != lastNotifiedTraits {
            let previous = lastNotifiedTraits
            lastNotifiedTraits = current
            traitCollectionDidChange(previous)
            owningViewController?.traitCollectionDidChange(previous)
        }
        for subview in subviews { subview.refreshTraitCollections() }
    }
}
