import Foundation

extension UIViewController {
    /// The controller presented by this one or by the nearest ancestor that presents.
    var presentedControllerInContext: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentedController { return presented }
            current = controller.parentController
        }
        return nil
    }

    /// The controllers presented over contexts in this controller's subtree (itself included).
    var contextPresentations: [UIViewController] {
        (presentedController.map { [$0] } ?? []) + childList.flatMap(\.contextPresentations)
    }

    /// The controller a presentation from this one is made by: the top of its parent chain (the
    /// controller that covers the screen, as UIKit walks up for full-screen styles).
    var presentationHost: UIViewController {
        var host = self
        while let parent = host.parentController { host = parent }
        return host
    }

    /// The controller a presentation in `style` from this one is made by: for `.currentContext`
    /// and `.overCurrentContext` the nearest controller up the parent chain (this one included)
    /// that `definesPresentationContext`; otherwise, or when none does, `presentationHost`.
    func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        guard style == .currentContext || style == .overCurrentContext else { return presentationHost }
        var current: UIViewController? = self
        while let controller = current {
            if controller.definesPresentationContext { return controller }
            current = controller.parentController
        }
        return presentationHost
    }

    /// Where a presentation by `host` puts the presented view in `window`: over the host's view
    /// when the host is a child (a presentation context), else over the whole window.
    static func presentedFrame(host: UIViewController, in window: UIWindow) -> CGRect {
        guard host.parentController != nil, let hostView = host.storedView else { return window.bounds }
        return hostView.convert(hostView.bounds, to: window)
    }

    /// Whether a presentation in `style` takes the presenter's views off screen: only full-screen
    /// styles do. Sheets (`.automatic`, `.pageSheet`, `.formSheet`, `.popover` on iPhone) and
    /// the "over" styles leave the presenter on screen (docs/uikit-decisions.md, VC-MODAL).
    static func coversPresenter(_ style: UIModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .currentContext
    }

    /// `present(_:animated:completion:)`: the presenter (for full-screen styles) starts
    /// disappearing, the presented controller starts appearing, its view joins the window over
    /// everything with the window's bounds (or, in a presentation context, over the context's
    /// view only) and slides in (or fades, flips, curls); at the end the presented controller's
    /// `viewDidAppear`, the presenter's `viewDidDisappear` (its view leaves the window, unless it
    /// is a context, which stays covered in place), then `completion`. Without animation the end
    /// comes after the next layout.
    func presentModally(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let operation = "UIViewController.present(_:animated:completion:)"
        if presented.modalPresentationStyle == .none {
            LayerTreeDiagnostics.report(operation, ".none is not a presentation style; presenting full screen")
            presented.modalPresentationStyle = .fullScreen
        }
        let host = presentationHost(for: presented.modalPresentationStyle)
        guard presented !== host, presented.parentController == nil, presented.presenter == nil,
            UIWindow.windowShowing(asRoot: presented) == nil
        else {
            LayerTreeDiagnostics.report(operation, "\(type(of: presented)) is already presented, a child or a window's root")
            return
        }
        if let current = host.presentedController {
            LayerTreeDiagnostics.report(
                operation, "\(type(of: host)) is already presenting \(type(of: current)); the request is ignored")
            return
        }
        guard let window = host.storedView?.window else {
            LayerTreeDiagnostics.report(operation, "the view of \(type(of: host)) is not in a window; nothing is presented")
            return
        }
        let covers = Self.coversPresenter(presented.modalPresentationStyle)
        let frame = Self.presentedFrame(host: host, in: window), isContext = host.parentController != nil
        let presentedView = presented.view!
        host.presentedController = presented
        presented.presenter = host
        presented.presentationWindow = window
        presented.presentationPhase = .presenting
        let coordinator = TransitionCoordinator(
            from: host, to: presented, container: window, animated: animated, duration: ModalTransitionAnimator.duration,
            style: presented.modalPresentationStyle)
        UIViewController.attach(coordinator, to: [host, presented])
        ViewControllerTransitions.managing {
            if covers { host.beginAppearance(false, animated: animated) }
            presented.beginAppearance(true, animated: animated)
            presentedView.frame = frame
            presentedView.autoresizingMask = isContext ? [] : [.flexibleWidth, .flexibleHeight]
            window.addSubview(presentedView)
        }
        let finish = {
            coordinator.end()
            presented.endAppearance()
            if covers {
                host.endAppearance()
                if !isContext { ViewControllerTransitions.managing { host.storedView?.removeFromSuperview() } }
            }
            presented.presentationPhase = .none
            completion?()
        }
        guard animated else {
            UIView.performWithoutAnimation { coordinator.runAlongsideAnimations() }
            return ViewControllerTransitions.afterNextLayout(finish)
        }
        ModalTransitionAnimator.animate(
            presented.modalTransitionStyle, presenting: true, view: presentedView, frame: frame, in: window,
            alongside: coordinator.runAlongsideAnimations, completion: finish)
    }

    /// `dismiss(animated:completion:)`: ends the presentation this controller (or an ancestor)
    /// makes, or else the one showing this controller. Every controller above goes; only the
    /// top one animates out. The dismissed controllers start disappearing, the presenter (if its
    /// views had left) comes back under them with the window's current bounds and starts
    /// appearing; at the end the presenter's `viewDidAppear`, the dismissed controllers'
    /// `viewDidDisappear`, then `completion`. A presentation whose top view is no longer in a
    /// window ends at once (see `abandonPresentation`).
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let operation = "UIViewController.dismiss(animated:completion:)"
        guard let presented = presentedControllerInContext ?? presentationRoot, let host = presented.presenter else {
            LayerTreeDiagnostics.report(operation, "\(type(of: self)) presents nothing and is not presented")
            return
        }
        var chain = [presented]
        while let next = chain.last?.presentedController { chain.append(next) }
        guard chain.allSatisfy({ $0.presentationPhase == .none }) else {
            LayerTreeDiagnostics.report(operation, "a presentation or dismissal is in progress; the request is ignored")
            return
        }
        guard let top = chain.last, let topView = top.storedView, let window = topView.window else {
            return abandonPresentation(chain, host: host, completion: completion)
        }
        for controller in chain { controller.presentationPhase = .dismissing }
        let coordinator = TransitionCoordinator(
            from: top, to: host, container: window, animated: animated, duration: ModalTransitionAnimator.duration,
            style: top.modalPresentationStyle)
        UIViewController.attach(coordinator, to: chain + [host])
        ViewControllerTransitions.managing {
            for controller in chain.reversed() { controller.beginAppearance(false, animated: animated) }
            if let hostView = host.storedView, hostView.window == nil {
                hostView.frame = window.bounds
                let lowest = chain.compactMap(\.storedView).first { $0.superview === window }
                if let lowest { window.insertSubview(hostView, belowSubview: lowest) } else { window.addSubview(hostView) }
            }
            host.beginAppearance(true, animated: animated)
        }
        let finish = {
            coordinator.end()
            ViewControllerTransitions.managing {
                for controller in chain.reversed() where controller.storedView?.window === window {
                    controller.storedView?.removeFromSuperview()
                }
            }
            host.endAppearance()
            for controller in chain.reversed() { controller.endAppearance() }
            for controller in chain {
                controller.presenter?.presentedController = nil
                controller.presenter = nil
                controller.presentationPhase = .none
            }
            completion?()
        }
        guard animated else {
            UIView.performWithoutAnimation { coordinator.runAlongsideAnimations() }
            return ViewControllerTransitions.afterNextLayout(finish)
        }
        ModalTransitionAnimator.animate(
            top.modalTransitionStyle, presenting: false, view: topView, frame: topView.frame, in: window,
            alongside: coordinator.runAlongsideAnimations, completion: finish)
    }

    /// A dismissal whose top presented view is in no window (removed by hand, its window gone):
    /// a diagnostic, then at once the dismissed controllers' views leave and they disappear, the
    /// presenter's view comes back to the window it was presented in (if that is shown and the
    /// view left it) and appears, the presentation is unlinked and `completion` runs.
    private func abandonPresentation(_ chain: [UIViewController], host: UIViewController, completion: (() -> Void)?) {
        LayerTreeDiagnostics.report(
            "UIViewController.dismiss(animated:completion:)",
            "the view of \(type(of: chain.last ?? host)) is not in a window; the presentation ends without a transition")
        let window = chain.first?.presentationWindow
        ViewControllerTransitions.managing {
            for controller in chain.reversed() {
                controller.beginAppearance(false, animated: false)
                controller.storedView?.removeFromSuperview()
            }
            if let window, !window.isHidden, let hostView = host.storedView, hostView.window == nil {
                hostView.frame = window.bounds
                if window.storedRootViewController === host {
                    window.insertSubview(hostView, at: 0)
                } else {
                    window.addSubview(hostView)
                }
                host.beginAppearance(true, animated: false)
            }
        }
        for controller in chain {
            controller.presenter?.presentedController = nil
            controller.presenter = nil
            controller.presentationPhase = .none
        }
        for controller in chain.reversed() { controller.endAppearance() }
        host.endAppearance()
        completion?()
    }

    /// The controller presented to show this one: itself or the nearest presented ancestor.
    private var presentationRoot: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presenter != nil { return controller }
            current = controller.parentController
        }
        return nil
    }
}
