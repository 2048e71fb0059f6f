import Foundation
import QuartzCore
import Testing
import UIKit

// Overrides and protocol conformances written exactly as iOS code writes them against Apple's
// Swift interface of UIKit and QuartzCore: if a signature here differed from the SDK's (a label,
// an optional, a `class` vs `static`, a missing `open`), this file would not compile. The tests
// below then check that UIKit calls each override.

/// A view overriding what custom views override.
final class OverridingView: UIView {
    var calls: [String] = []

    override class var layerClass: AnyClass { CAGradientLayer.self }
    override class var requiresConstraintBasedLayout: Bool { false }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override func draw(_ rect: CGRect) { calls.append("draw") }
    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
    override func sizeToFit() { super.sizeToFit() }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func updateConstraints() {
        calls.append("updateConstraints")
        super.updateConstraints()
    }
    override var alignmentRectInsets: UIEdgeInsets { .zero }
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { super.alignmentRect(forFrame: frame) }
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { super.frame(forAlignmentRect: alignmentRect) }
    override var forFirstBaselineLayout: UIView { self }
    override var forLastBaselineLayout: UIView { self }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("touchesEnded")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        calls.append("didMoveToSuperview")
    }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        calls.append("didMoveToWindow")
    }
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        calls.append("didAddSubview")
    }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        calls.append("tintColorDidChange")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        super.action(for: layer, forKey: event)
    }
    override var frame: CGRect {
        didSet { calls.append("frame") }
    }
    override var bounds: CGRect {
        didSet { calls.append("bounds") }
    }
    override var backgroundColor: UIColor? {
        didSet { calls.append("backgroundColor") }
    }
    override var isHidden: Bool {
        didSet { calls.append("isHidden") }
    }
    override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }
    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }
    override var accessibilityLabel: String? {
        get { "Overriding" }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .button }
        set { super.accessibilityTraits = newValue }
    }
    override var description: String { super.description }
}

/// A layer overriding what Core Animation subclasses override.
final class OverridingLayer: CALayer {
    var calls: [String] = []
    var progress: CGFloat = 0

    override init() { super.init() }
    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? OverridingLayer { progress = other.progress }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }
    override class func defaultAction(forKey event: String) -> CAAction? { super.defaultAction(forKey: event) }
    override func shouldArchiveValue(forKey key: String) -> Bool { super.shouldArchiveValue(forKey: key) }
    override func draw(in ctx: CGContext) {
        calls.append("draw")
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(bounds)
    }
    override func display() {
        calls.append("display")
        super.display()
    }
    override func layoutSublayers() {
        super.layoutSublayers()
        calls.append("layoutSublayers")
    }
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
    override func preferredFrameSize() -> CGSize { CGSize(width: 12, height: 8) }
    override func render(in ctx: CGContext) { super.render(in: ctx) }
    override func add(_ anim: CAAnimation, forKey key: String?) {
        calls.append("add")
        super.add(anim, forKey: key)
    }
    override func removeAllAnimations() { super.removeAllAnimations() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func removeFromSuperlayer() { super.removeFromSuperlayer() }
    override func addSublayer(_ layer: CALayer) { super.addSublayer(layer) }
    override var bounds: CGRect {
        didSet { calls.append("bounds") }
    }
    override var position: CGPoint {
        didSet { calls.append("position") }
    }
    override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue }
    }
}

/// A layer delegate that draws, lays out and answers for actions, as CALayerDelegate adopters do.
final class DrawingLayerDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    func display(_ layer: CALayer) { calls.append("display") }
    func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw") }
    func layerWillDraw(_ layer: CALayer) {}
    func layoutSublayers(of layer: CALayer) { calls.append("layoutSublayers") }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

/// A controller overriding the life-cycle methods.
final class OverridingViewController: UIViewController {
    var calls: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func loadView() {
        view = UIView()
        calls.append("loadView")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
    }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var preferredContentSize: CGSize {
        get { CGSize(width: 320, height: 200) }
        set { super.preferredContentSize = newValue }
    }
    override var title: String? {
        didSet { calls.append("title") }
    }
}

/// A control overriding tracking, as custom sliders and switches do.
final class OverridingControl: UIControl {
    var calls: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("beginTracking")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("endTracking")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
    override var isHighlighted: Bool {
        didSet { calls.append("isHighlighted") }
    }
    override var isSelected: Bool {
        didSet { calls.append("isSelected") }
    }
    override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }
}

/// Buttons, labels and cells overriding their drawing and layout hooks.
final class OverridingButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { super.titleRect(forContentRect: contentRect) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { super.imageRect(forContentRect: contentRect) }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func updateConfiguration() { super.updateConfiguration() }
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }
}

final class InsetLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
    }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
    override var text: String? {
        didSet { setNeedsLayout() }
    }
}

final class OverridingTableCell: UITableViewCell {
    var reused = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func layoutSubviews() { super.layoutSubviews() }
}

final class OverridingCollectionCell: UICollectionViewCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() { super.prepareForReuse() }
    override var isSelected: Bool {
        didSet { contentView.backgroundColor = isSelected ? .systemBlue : .clear }
    }
    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.5 : 1 }
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes) }
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// A flow layout snapping to items, as carousels write it.
final class SnappingFlowLayout: UICollectionViewFlowLayout {
    override func prepare() { super.prepare() }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let width = itemSize.width + minimumLineSpacing
        return CGPoint(x: (proposedContentOffset.x / width).rounded() * width, y: proposedContentOffset.y)
    }
}

/// A scroll view that lets its buttons' touches be cancelled, as scrolling containers do.
final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
}

/// A recognizer subclass, as custom gestures write it (UIKit's subclass header makes `state` settable).
final class TwoFingerTapRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count > 2 { state = .failed }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    override func reset() { super.reset() }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Every common delegate and data source, adopted as view controllers adopt them.
final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout, UIGestureRecognizerDelegate, UITextFieldDelegate, UITextViewDelegate,
    CAAnimationDelegate
{
    var log: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 50, height: 50) }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { .zero }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 10 }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    func textFieldDidEndEditing(_ textField: UITextField) {}
    func textViewDidChange(_ textView: UITextView) {}

    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
}

@Suite("SDK override signatures: iOS subclasses compile and are called")
@MainActor
struct SDKOverrideSignatureTests {
    @Test("A view's overrides run: layer class, layout, drawing, hierarchy, geometry observers")
    func viewOverrides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.layer is CAGradientLayer)
        window.addSubview(view)
        view.addSubview(UIView())
        view.backgroundColor = .red
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        view.isHidden = false
        view.tintColor = .systemGreen
        window.isHidden = false
        CATransaction.flush()
        for call in [
            "didMoveToSuperview", "didMoveToWindow", "didAddSubview", "backgroundColor", "frame", "isHidden",
            "layoutSubviews", "draw", "tintColorDidChange",
        ] {
            #expect(view.calls.contains(call), "\(call) was not called")
        }
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 20))
        #expect(view.point(inside: CGPoint(x: -5, y: -5), with: nil))
        #expect(view.accessibilityTraits == .button)
        window.isHidden = true
    }

    @Test("A layer's overrides run: init(layer:) for presentation, display, draw, layout, add")
    func layerOverrides() {
        MediaClock.useManualTime(0)
        let layer = OverridingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.progress = 0.5
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.calls.contains("display") && layer.calls.contains("draw"))
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "fade")
        #expect(layer.calls.contains("add"))
        #expect(layer.preferredFrameSize() == CGSize(width: 12, height: 8))
        let copy = OverridingLayer(layer: layer)
        #expect(copy.progress == 0.5)
        #expect(OverridingLayer.needsDisplay(forKey: "progress"))
        let delegate = DrawingLayerDelegate()
        let delegated = CALayer()
        delegated.delegate = delegate
        delegated.setNeedsDisplay()
        delegated.displayIfNeeded()
        #expect(delegate.calls == ["display"], "a delegate implementing display(_:) draws instead of draw(_:in:)")
        MediaClock.useSystemTime()
    }

    @Test("A controller's life cycle reaches its overrides in UIKit's order")
    func controllerOverrides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = OverridingViewController(nibName: nil, bundle: nil)
        controller.title = "Title"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        CATransaction.flush()
        #expect(Array(controller.calls.prefix(3)) == ["title", "loadView", "viewDidLoad"])
        #expect(controller.calls.contains("viewWillAppear"))
        #expect(controller.calls.contains("viewDidLayoutSubviews"))
        #expect(controller.preferredStatusBarStyle == .lightContent)
        window.isHidden = true
    }

    @Test("Data sources and delegates adopted by a controller fill a table and a collection view")
    func dataSources() {
        let list = ListController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(OverridingTableCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = list
        table.delegate = list
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 3)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 0")
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: SnappingFlowLayout())
        collection.register(OverridingCollectionCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = list
        collection.delegate = list
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 4)
        #expect(collection.visibleCells.allSatisfy { $0.bounds.size == CGSize(width: 50, height: 50) })
    }

    @Test("An inset label grows its intrinsic size by its insets")
    func insetLabel() {
        let label = InsetLabel()
        label.text = "Hi"
        let plain = UILabel()
        plain.text = "Hi"
        #expect(label.intrinsicContentSize.width == plain.intrinsicContentSize.width + 16)
        #expect(label.intrinsicContentSize.height == plain.intrinsicContentSize.height + 8)
    }

    @Test("Layers are NSObjects, as in Core Animation: equal only to themselves, hashable, describable")
    func layersAreNSObjects() {
        let layer = CALayer(), shape = CAShapeLayer()
        let objects: [NSObject] = [layer, shape, UIView()]
        #expect(objects.count == 3)
        #expect(layer.isEqual(layer) && !layer.isEqual(CALayer()))
        #expect(Set<NSObject>([layer, layer, shape]).count == 2)
        #expect(layer.description.hasPrefix("<CALayer: 0x"))
        let made = OverridingView(frame: .zero)
        #expect(made.layer is CAGradientLayer, "layerClass still makes the layer through NSObject's init()")
    }
}
