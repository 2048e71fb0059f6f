import Foundation

/// The animations of UIKit's modal transition styles, run on the media clock as view animations.
@MainActor
enum ModalTransitionAnimator {
    /// How long a modal transition takes: 0.5 s (docs/uikit-decisions.md, VC-MODAL).
    static let duration: TimeInterval = 0.5

    /// Animates `view` (already in `window` when presenting; still there when dismissing), whose
    /// resting frame is `frame`, in or out by `style`, with `alongside` (the coordinator's blocks)
    /// in the animation block, then runs `completion`:
    /// - `.coverVertical`: the view slides up from a window's height below its place, or back down;
    /// - `.crossDissolve`: it fades in or out;
    /// - `.flipHorizontal`: the window's content turns over (from the right when presenting,
    ///   from the left when dismissing), as a Core Animation flip transition;
    /// - `.partialCurl`: the window's content curls up (curls are drawn as slides).
    static func animate(
        _ style: UIModalTransitionStyle, presenting: Bool, view: UIView, frame: CGRect, in window: UIWindow,
        alongside: () -> Void, completion: @escaping () -> Void
    ) {
        switch style {
        case .coverVertical:
            let shown = CGPoint(x: frame.midX, y: frame.midY)
            let below = CGPoint(x: shown.x, y: shown.y + window.bounds.height)
            if presenting { UIView.performWithoutAnimation { view.center = below } }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    view.center = presenting ? shown : below
                    alongside()
                }, completion: { _ in completion() })
        case .crossDissolve:
            if presenting { UIView.performWithoutAnimation { view.alpha = 0 } }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    view.alpha = presenting ? 1 : 0
                    alongside()
                },
                completion: { _ in
                    if !presenting { UIView.performWithoutAnimation { view.alpha = 1 } }
                    completion()
                })
        case .flipHorizontal, .partialCurl:
            let options: UIView.AnimationOptions =
                style == .partialCurl
                ? (presenting ? .transitionCurlUp : .transitionCurlDown)
                : (presenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
            if presenting { UIView.performWithoutAnimation { view.isHidden = true } }
            UIView.transition(
                with: window, duration: duration, options: options,
                animations: { view.isHidden = !presenting },
                completion: { _ in
                    view.isHidden = false
                    completion()
                })
        }
    }
}
