import Foundation
import QuartzCore
import Testing
import UIKit

// Calls written as iOS code writes them against Apple's Swift interface: each line compiles only
// if the spelling, labels, optionality and types are the SDK's.

@MainActor
enum SDKCallSamples {
    static func animations(_ view: UIView, _ layer: CALayer) {
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { finished in _ = finished })
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
            animations: { view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) }, completion: nil)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8, options: .curveEaseOut,
            animations: { view.center.y += 10 }, completion: { _ in })
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            }, completion: nil)
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {}, completion: nil)
        UIView.transition(from: view, to: UIView(), duration: 0.3, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        UIView.performWithoutAnimation { view.layoutIfNeeded() }

        CATransaction.begin()
        CATransaction.setAnimationDuration(0.25)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { layer.opacity = 1 }
        layer.opacity = 0.5
        CATransaction.commit()

        let basic = CABasicAnimation(keyPath: "strokeEnd")
        basic.fromValue = 0
        basic.toValue = 1
        basic.duration = 1
        basic.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
        basic.fillMode = .forwards
        basic.isRemovedOnCompletion = false
        basic.repeatCount = .infinity
        basic.autoreverses = true
        basic.beginTime = CACurrentMediaTime() + 0.5
        basic.isAdditive = true
        layer.add(basic, forKey: "stroke")
        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.values = [CGPoint.zero, CGPoint(x: 10, y: 10)].map { NSValue(cgPoint: $0) }
        keyframe.keyTimes = [0, 1]
        keyframe.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        keyframe.calculationMode = .paced
        keyframe.rotationMode = .rotateAuto
        keyframe.timingFunctions = [CAMediaTimingFunction(name: .linear)]
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = CGFloat.pi * 2
        let springAnimation = CASpringAnimation(keyPath: "transform.scale")
        springAnimation.damping = 10
        springAnimation.stiffness = 100
        springAnimation.mass = 1
        springAnimation.initialVelocity = 0
        springAnimation.duration = springAnimation.settlingDuration
        let group = CAAnimationGroup()
        group.animations = [keyframe, spin, springAnimation]
        group.duration = 2
        layer.add(group, forKey: nil)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.3
        layer.add(transition, forKey: kCATransition)
        layer.removeAnimation(forKey: "stroke")
    }

    static func layers(_ view: UIView) {
        let shape = CAShapeLayer()
        shape.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.fillColor = UIColor.clear.cgColor
        shape.lineWidth = 6
        shape.lineCap = .round
        shape.lineJoin = .round
        shape.lineDashPattern = [4, 2]
        shape.strokeEnd = 0.3
        shape.fillRule = .evenOdd
        view.layer.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.type = .axial
        gradient.frame = view.bounds
        view.layer.insertSublayer(gradient, at: 0)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 8
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        replicator.instanceDelay = 0.1
        replicator.instanceAlphaOffset = -0.1
        let text = CATextLayer()
        text.string = "Hi"
        text.fontSize = 14
        text.alignmentMode = .center
        text.contentsScale = UIScreen.main.scale
        text.truncationMode = .end
        view.layer.cornerRadius = 12
        view.layer.cornerCurve = .continuous
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.masksToBounds = true
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.2
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 4
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = UIScreen.main.scale
        view.layer.contents = UIImage().cgImage
        view.layer.contentsGravity = .resizeAspectFill
        view.layer.allowsEdgeAntialiasing = true
        view.layer.zPosition = 1
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        view.layer.transform = CATransform3DRotate(perspective, .pi / 6, 0, 1, 0)
        for sublayer in view.layer.sublayers ?? [] { sublayer.removeFromSuperlayer() }
        let mask = CAShapeLayer()
        mask.path =
            UIBezierPath(
                roundedRect: view.bounds, byRoundingCorners: [.topLeft, .bottomRight],
                cornerRadii: CGSize(width: 8, height: 8)
            ).cgPath
        view.layer.mask = mask
    }

    static func drawing(_ rect: CGRect) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: rect.size)
        return renderer.image { context in
            let ctx = context.cgContext
            ctx.setFillColor(UIColor.systemYellow.cgColor)
            ctx.fillEllipse(in: rect.insetBy(dx: 2, dy: 2))
            ctx.setStrokeColor(UIColor.label.cgColor)
            ctx.setLineWidth(2)
            ctx.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
            ctx.strokePath()
            ctx.saveGState()
            ctx.translateBy(x: 2, y: 2)
            ctx.rotate(by: .pi / 8)
            ctx.restoreGState()
            let colors = [UIColor.red.cgColor, UIColor.green.cgColor] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: rect.height), options: [])
            }
            let path = UIBezierPath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: 15))
            path.addCurve(to: CGPoint(x: 30, y: 0), controlPoint1: .zero, controlPoint2: CGPoint(x: 5, y: 5))
            path.close()
            path.lineWidth = 2
            UIColor.systemPink.setStroke()
            path.stroke()
            UIColor.systemTeal.setFill()
            path.fill()
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 12, weight: .semibold), .foregroundColor: UIColor.secondaryLabel,
                .paragraphStyle: NSMutableParagraphStyle(), .kern: 1.2,
            ]
            ("Rating" as NSString).draw(in: rect, withAttributes: attributes)
            let size = "5.0".size(withAttributes: attributes)
            "5.0".draw(at: CGPoint(x: rect.maxX - size.width, y: 0), withAttributes: attributes)
            UIImage(systemName: "star.fill")?.withTintColor(.systemYellow, renderingMode: .alwaysOriginal).draw(in: rect)
        }
    }

    static func views() {
        let stack = UIStackView(arrangedSubviews: [UILabel(), UIButton(type: .system)])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.distribution = .fillProportionally
        stack.spacing = UIStackView.spacingUseSystem
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        label.textAlignment = .natural
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.white, for: .highlighted)
        button.setImage(UIImage(systemName: "play"), for: .normal)
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.titleLabel?.font = .boldSystemFont(ofSize: 15)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemGreen
        button.configuration = configuration
        let image = UIImageView(image: UIImage(named: "icon"))
        image.contentMode = .scaleAspectFit
        image.tintColor = .systemOrange
        image.clipsToBounds = true
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 5
        slider.setValue(3, animated: true)
        slider.minimumTrackTintColor = .systemYellow
        let toggle = UISwitch()
        toggle.setOn(true, animated: false)
        toggle.onTintColor = .systemGreen
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.selectedSegmentIndex = 0
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(0.4, animated: true)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPageIndicatorTintColor = .label
        let field = UITextField()
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.clearButtonMode = .whileEditing
        field.autocapitalizationType = .none
        field.isSecureTextEntry = true
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.contentView.addSubview(stack)
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.cancelsTouchesInView = false
        effect.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer()
        _ = pan.translation(in: effect)
        pan.setTranslation(.zero, in: effect)
        _ = pan.velocity(in: effect)
        let feedback = UIImpactFeedbackGenerator(style: .light)
        feedback.prepare()
        feedback.impactOccurred()
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: effect.contentView.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalToSystemSpacingAfter: effect.contentView.leadingAnchor, multiplier: 1),
            stack.widthAnchor.constraint(lessThanOrEqualTo: effect.contentView.widthAnchor, multiplier: 0.9),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
    }
}

@Suite("SDK call signatures")
@MainActor
struct SDKCallSignatureTests {
    @Test("iOS-style calls compile and run: animations, layers, drawing, standard views")
    func samplesRun() {
        MediaClock.useManualTime(0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        SDKCallSamples.animations(view, CALayer())
        SDKCallSamples.layers(view)
        let image = SDKCallSamples.drawing(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(image.size == CGSize(width: 40, height: 40))
        SDKCallSamples.views()
        #expect(view.layer.mask is CAShapeLayer)
        MediaClock.useSystemTime()
    }

    @Test("rotationMode turns a layer moving along a path to the path's tangent")
    func rotationMode() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        window.isHidden = false
        defer { window.isHidden = true }
        CATransaction.flush()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 20))
        path.addLine(to: CGPoint(x: 50, y: 120))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 1
        move.rotationMode = .rotateAuto
        layer.add(move, forKey: "move")
        CATransaction.flush()
        MediaClock.advance(by: 0.5)
        CATransaction.flush()
        let shown = try #require(layer.presentation())
        #expect(abs(shown.position.y - 70) < 1e-6)
        let turn = CATransform3DGetAffineTransform(shown.transform)
        #expect(abs(atan2(turn.b, turn.a) - .pi / 2) < 1e-9, "moving down (+y) turns the x axis a quarter turn")
        move.rotationMode = .rotateAutoReverse
        layer.add(move, forKey: "move")
        CATransaction.flush()
        MediaClock.advance(by: 0.25)
        CATransaction.flush()
        let reversed = CATransform3DGetAffineTransform(try #require(layer.presentation()).transform)
        #expect(abs(atan2(reversed.b, reversed.a) + .pi / 2) < 1e-9)
    }

    @Test("Feedback generators play nothing and record what they were asked; stored layer hints reach KVC")
    func feedbackAndHints() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        #expect(impact.playedFeedback == ["impact heavy", "impact heavy 1.0"])
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        #expect(notification.playedFeedback == ["notification success"])
        let layer = CALayer()
        layer.shouldRasterize = true
        layer.isDoubleSided = false
        layer.magnificationFilter = .nearest
        #expect(layer.value(forKey: "shouldRasterize") as? Bool == true)
        #expect(layer.value(forKey: "doubleSided") as? Bool == false)
        #expect(layer.value(forKey: "magnificationFilter") as? CALayerContentsFilter == .nearest)
        #expect(kCAFilterNearest == "nearest")
        #expect(!layer.allowsEdgeAntialiasing)
    }
}
