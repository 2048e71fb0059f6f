import Foundation
import Graphics

/// A view that shows an image — or a sequence of images as an animation — as its layer's
/// contents: the compositor draws it, scaled by `contentMode`, without ever calling `draw(_:)`.
/// Template images (`withRenderingMode(.alwaysTemplate)`) are filled with the view's `tintColor`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    private func setUpImageView() {
        isUserInteractionEnabled = false
        isOpaque = false
        cancelDisplay()
    }

    /// The contents are the image: the display pass must never replace them with a drawing (a
    /// new contents scale marks the layer for display).
    private func cancelDisplay() {
        layer.needsDisplayFlag = false
        layer.dirtyRect = nil
    }

    /// An image view draws nothing: its contents are its image, so there is nothing to redisplay.
    open override func setNeedsDisplay() {}
    open override func setNeedsDisplay(_ rect: CGRect) {}

    /// An image view of the image's size at the origin (a designated initializer, as in UIKit).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
        self.image = image
        showCurrentImage()  // observers do not run for the class's own initializers
    }

    /// An image view of the image's size showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
        self.image = image
        self.highlightedImage = highlightedImage
        showCurrentImage()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The image shown; nil (the default) shows nothing.
    open var image: UIImage? {
        didSet {
            showCurrentImage()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while `isHighlighted`; nil keeps `image`.
    open var highlightedImage: UIImage? { didSet { showCurrentImage() } }

    /// Whether the view shows its highlighted image (and animation images). False by default.
    open var isHighlighted = false { didSet { showCurrentImage() } }

    /// The frames of the animation `startAnimating()` plays; nil by default.
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { restartAnimation() } }
    }

    /// The frames played while highlighted; nil keeps `animationImages`.
    open var highlightedAnimationImages: [UIImage]?

    /// Seconds for one pass over the frames; 0 (the default) plays 30 frames a second.
    open var animationDuration: TimeInterval = 0

    /// Passes to play; 0 (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0

    /// Plays `animationImages` on the media clock, one frame per `animationDuration / count` seconds.
    open func startAnimating() {
        guard let frames = playedFrames, !frames.isEmpty else { return }
        stopAnimating()
        animationStart = MediaClock.now
        let link = CADisplayLink { [weak self] _ in self?.advanceAnimation() }
        link.add(to: .main, forMode: .common)
        animationLink = link
        advanceAnimation()
    }

    /// Stops the animation and shows `image` again.
    open func stopAnimating() {
        animationLink?.invalidate()
        animationLink = nil
        showCurrentImage()
    }

    /// Whether the animation is playing.
    open var isAnimating: Bool { animationLink != nil }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size (the view's own size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if (displayedImage?.renderingMode ?? .automatic) == .alwaysTemplate { showCurrentImage() }
    }

    // MARK: Internal

    private var animationLink: CADisplayLink?
    private var animationStart: CFTimeInterval = 0

    /// The image the state selects.
    var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    private var playedFrames: [UIImage]? { isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages }

    /// Puts the selected image in the layer's contents, filled with the tint if it is a template.
    func showCurrentImage() {
        guard !isAnimating else { return }
        show(displayedImage)
    }

    private func show(_ shown: UIImage?) {
        guard let shown, let cgImage = shown.cgImage else {
            layer.contents = nil
            return
        }
        if shown.renderingMode == .alwaysTemplate {
            layer.contents = CGImage(pixels: cgImage.pixels.filledKeepingAlpha(with: tintColor.cgColor))
        } else {
            layer.contents = cgImage
        }
        hasExplicitContentScale = true
        layer.contentsScale = shown.scale
        layer.contentsCenter = Self.contentsCenter(of: shown)
        cancelDisplay()
    }

    /// A resizable image's stretchable middle in unit coordinates (the whole image otherwise).
    private static func contentsCenter(of image: UIImage) -> CGRect {
        let size = image.size
        guard image.capInsets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let insets = image.capInsets
        return CGRect(
            x: insets.left / size.width, y: insets.top / size.height,
            width: max(0, size.width - insets.left - insets.right) / size.width,
            height: max(0, size.height - insets.top - insets.bottom) / size.height)
    }

    private func restartAnimation() {
        stopAnimating()
        startAnimating()
    }

    /// Shows the frame due at the media clock's time; stops after `animationRepeatCount` passes.
    private func advanceAnimation() {
        guard let frames = playedFrames, !frames.isEmpty else { return stopAnimating() }
        let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        let elapsed = max(0, MediaClock.now - animationStart)
        if animationRepeatCount > 0, elapsed >= duration * Double(animationRepeatCount) { return stopAnimating() }
        let index = Int((elapsed.truncatingRemainder(dividingBy: duration) / duration * Double(frames.count)).rounded(.down))
        show(frames[min(max(index, 0), frames.count - 1)])
    }

    // MARK: Accessibility (UIKit's defaults)

    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .image }
}
