import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform, sits at the
/// content's origin, and the content size follows its frame. A pinch zooms about the point
/// between the fingers (past the limits with resistance when `bouncesZoom`, springing back on
/// release); `setZoomScale(_:animated:)` and `zoom(to:animated:)` zoom in code.
extension UIScrollView {
    /// The view zooming scales.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    func zoomLimitsDidChange(_ value: CGFloat, _ old: CGFloat, _ limit: ReferenceWritableKeyPath<UIScrollView, CGFloat>) {
        guard value.isFinite, value > 0 else {
            LayerTreeDiagnostics.report(
                "UIScrollView.\(limit == \UIScrollView.minimumZoomScale ? "minimum" : "maximum")ZoomScale",
                "\(value) must be finite and above zero")
            self[keyPath: limit] = old
            return
        }
        let zooms = minimumZoomScale < maximumZoomScale
        if zooms, scrollState.pinch == nil {
            let pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.pinchDidChange(recognizer) }
            pinch.delegate = gestureDelegate
            scrollState.pinch = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = scrollState.pinch {
            removeGestureRecognizer(pinch)
            scrollState.pinch = nil
        }
    }

    /// `scale` held within the limits.
    private func clampedScale(_ scale: CGFloat) -> CGFloat { min(max(scale, minimumZoomScale), maximumZoomScale) }

    /// Scales the zooming view to `scale`, keeping the content point under `anchor` (scroll view
    /// coordinates) under it, and sets the content size to the view's frame.
    private func applyZoom(_ scale: CGFloat, anchor: CGPoint, under point: CGPoint? = nil) {
        guard let view = zoomingView else { return }
        let old = scrollState.zoomScale
        let inView = point ?? CGPoint(x: anchor.x / old, y: anchor.y / old)
        scrollState.zoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.frame.size
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        let visible = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
        contentOffset = CGPoint(x: inView.x * scale - visible.x, y: inView.y * scale - visible.y)
        delegate?.scrollViewDidZoom(self)
    }

    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            LayerTreeDiagnostics.report("UIScrollView.setZoomScale(_:animated:)", "\(scale) must be finite and above zero")
            return
        }
        guard zoomingView != nil else { return }
        let target = clampedScale(scale)
        let center = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let inView = CGPoint(x: center.x / scrollState.zoomScale, y: center.y / scrollState.zoomScale)
        let offset = CGPoint(x: inView.x * target - bounds.width / 2, y: inView.y * target - bounds.height / 2)
        zoom(to: target, offset: offset, animated: animated)
    }

    func zoom(toRect rect: CGRect, animated: Bool) {
        guard GeometryCheck.accept(rect, in: "UIScrollView.zoom(to:animated:)"), zoomingView != nil else { return }
        let scale = clampedScale(
            rect.width > 0 && rect.height > 0 ? min(bounds.width / rect.width, bounds.height / rect.height) : maximumZoomScale)
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoom(to: scale, offset: offset, animated: animated)
    }

    /// Zooms to `scale` and then shows `offset`, held inside the content at that scale.
    private func zoom(to scale: CGFloat, offset: CGPoint, animated: Bool) {
        let target = clampedOffset(offset, zoomedTo: scale)
        guard animated else {
            applyZoom(scale, anchor: .zero)
            contentOffset = target
            return
        }
        scrollState.zoomAnimation = ZoomAnimation(
            from: scrollState.zoomScale, to: scale, start: MediaClock.now, targetOffset: target, fromOffset: contentOffset)
        runMotionFrames()
    }

    /// `offset` held inside the content as it will be at `scale`.
    private func clampedOffset(_ offset: CGPoint, zoomedTo scale: CGFloat) -> CGPoint {
        let size = (zoomingView?.bounds.size).map { CGSize(width: $0.width * scale, height: $0.height * scale) } ?? contentSize
        let inset = adjustedContentInset
        let high = CGPoint(
            x: max(-inset.left, size.width + inset.right - bounds.width),
            y: max(-inset.top, size.height + inset.bottom - bounds.height))
        return CGPoint(x: min(max(offset.x, -inset.left), high.x), y: min(max(offset.y, -inset.top), high.y))
    }

    func pinchDidChange(_ recognizer: UIGestureRecognizer) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer, let view = zoomingView else { return }
        let location = pinch.location(in: self)
        switch pinch.state {
        case .began:
            stopAllMotion()
            scrollState.isZooming = true
            if scrollState.isDragging { scrollState.zoomedDuringDrag = true }
            let scale = scrollState.zoomScale
            scrollState.pinchStart = (scale, CGPoint(x: location.x / scale, y: location.y / scale), location)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = scrollState.pinchStart else { return }
            applyZoom(resisted(start.scale * pinch.scale), anchor: location, under: start.anchor)
        case .ended, .cancelled:
            scrollState.isZooming = false
            scrollState.pinchStart = nil
            settleZoom(view)
        case .possible, .failed: break
        }
    }

    /// A pinch past the limits: the excess ratio is rubber-banded as a drag past an edge is
    /// (with the limit as the dimension), so the scale can reach at most twice the maximum.
    private func resisted(_ scale: CGFloat) -> CGFloat {
        guard bouncesZoom else { return clampedScale(scale) }
        if scale > maximumZoomScale {
            return maximumZoomScale * (1 + CGFloat(RubberBand.distance(Double(scale / maximumZoomScale - 1), dimension: 1)))
        }
        if scale < minimumZoomScale {
            return minimumZoomScale / (1 + CGFloat(RubberBand.distance(Double(minimumZoomScale / scale - 1), dimension: 1)))
        }
        return scale
    }

    /// After a pinch: back inside the limits and the content (animated), then `scrollViewDidEndZooming`.
    private func settleZoom(_ view: UIView) {
        let from = scrollState.zoomScale, scale = clampedScale(from), start = contentOffset
        let center = CGPoint(x: start.x + bounds.width / 2, y: start.y + bounds.height / 2)
        let kept = CGPoint(
            x: center.x / from * scale - bounds.width / 2, y: center.y / from * scale - bounds.height / 2)
        let target = clampedOffset(kept, zoomedTo: scale)
        guard scale != from || target != start else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            return
        }
        scrollState.zoomBounce = ZoomAnimation(
            from: from, to: scale, start: MediaClock.now, targetOffset: target, fromOffset: start)
        runMotionFrames()
    }

    func stepZoomAnimations(at time: Double) {
        for bounce in [false, true] {
            guard let animation = bounce ? scrollState.zoomBounce : scrollState.zoomAnimation else { continue }
            let (scale, offset, finished) = animation.state(at: time)
            applyZoom(scale, anchor: .zero)
            contentOffset = offset
            guard finished else { continue }
            if bounce {
                scrollState.zoomBounce = nil
                delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: scale)
            } else {
                scrollState.zoomAnimation = nil
            }
        }
    }
}
