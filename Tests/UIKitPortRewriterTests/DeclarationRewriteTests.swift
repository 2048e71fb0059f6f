import Testing
import UIKitPortRewriter

@Suite("uikit-port: attributes, optional requirements, @NSManaged and literals")
struct DeclarationRewriteTests {
    @Test("Objective-C and Interface Builder attributes and dynamic are dropped, lines kept")
    func attributes() {
        expectPort(
            """
            @IBDesignable @objcMembers
            class Badge: UIView {
                @IBOutlet
                weak var label: UILabel!
                @IBInspectable var cornerRadius: CGFloat = 4
                @objc dynamic var count = 0
                @objc(resetBadge) func reset() {}
                @IBAction func tapped(_ sender: Any) {}
            }
            """,
            """

            class Badge: UIView {
            \("    ")
                weak var label: UILabel!
                var cornerRadius: CGFloat = 4
                var count = 0
                func reset() {}
                func tapped(_ sender: Any) {}
            }
            """)
    }

    @Test("@objc optional requirements get default implementations; call sites lose their ?")
    func optionalRequirements() {
        expectPort(
            """
            @objc protocol RatingViewDelegate {
                func ratingView(_ view: RatingView, didChange rating: Int)
                @objc optional func ratingView(_ view: RatingView, willChange rating: Int)
                @objc optional func ratingView(_ view: RatingView, titleFor rating: Int) -> String?
                @objc optional func ratingViewShouldBegin(_ view: RatingView) -> Bool
            }
            class RatingView: UIView {
                weak var delegate: RatingViewDelegate?
                func change() {
                    guard delegate?.ratingViewShouldBegin?(self) ?? true else { return }
                    delegate?.ratingView?(self, willChange: 3)
                    let title = delegate?.ratingView?(self, titleFor: 3)
                    delegate?.ratingView(self, didChange: 3)
                }
            }
            """,
            """
            protocol RatingViewDelegate: AnyObject {
                func ratingView(_ view: RatingView, didChange rating: Int)
                func ratingView(_ view: RatingView, willChange rating: Int)
                func ratingView(_ view: RatingView, titleFor rating: Int) -> String?
                func ratingViewShouldBegin(_ view: RatingView) -> Bool
            }
            class RatingView: UIView {
                weak var delegate: RatingViewDelegate?
                func change() {
                    guard delegate?.ratingViewShouldBegin(self) ?? true else { return }
                    delegate?.ratingView(self, willChange: 3)
                    let title = delegate?.ratingView(self, titleFor: 3)
                    delegate?.ratingView(self, didChange: 3)
                }
            }

            // Added by uikit-port.

            extension RatingViewDelegate {
                func ratingView(_ view: RatingView, willChange rating: Int) {}
                func ratingView(_ view: RatingView, titleFor rating: Int) -> String? { nil }
                func ratingViewShouldBegin(_ view: RatingView) -> Bool { true }
            }

            """)
    }

    @Test("A public optional requirement's default is public; its call sites in other files are rewritten")
    func optionalRequirementAcrossFiles() {
        expectPort(
            "func notify(_ d: PickerDelegate?) { d?.pickerDidFinish?() }",
            "func notify(_ d: PickerDelegate?) { d?.pickerDidFinish() }",
            context: ["@objc public protocol PickerDelegate: NSObjectProtocol { @objc optional func pickerDidFinish() }"])
        let declaring = port("@objc public protocol PickerDelegate: NSObjectProtocol { @objc optional func pickerDidFinish() }")
        #expect(declaring.text.hasPrefix("public protocol PickerDelegate: NSObjectProtocol { func pickerDidFinish() }"))
        #expect(declaring.text.contains("extension PickerDelegate {\n    public func pickerDidFinish() {}\n}"))
    }

    @Test("@NSManaged on a layer subclass is kept by the layer's key-value coding; elsewhere stored")
    func managedProperties() {
        let result = port(
            """
            class ProgressLayer: CAShapeLayer {
                @NSManaged var progress: CGFloat
                @NSManaged var isActive: Bool
                @NSManaged var tint: CGColor?
                @NSManaged var origin: CGPoint
            }
            class Record: NSObject {
                @NSManaged var name: String?
                @NSManaged var count: Int
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.text.contains(
                #"    var progress: CGFloat { get { CGFloat(uikitPortLayerNumber(value(forKey: "progress")) ?? 0) } set { setValue(newValue, forKey: "progress") } }"#
            ))
        #expect(
            result.text.contains(#"var isActive: Bool { get { (uikitPortLayerNumber(value(forKey: "isActive")) ?? 0) != 0 }"#))
        #expect(result.text.contains(#"var tint: CGColor? { get { value(forKey: "tint") as? CGColor } set {"#))
        #expect(result.text.contains(#"var origin: CGPoint { get { value(forKey: "origin") as? CGPoint ?? .zero } set {"#))
        #expect(result.text.contains("    var name: String?\n    var count: Int = 0\n"))
        #expect(result.text.contains("private func uikitPortLayerNumber(_ value: Any?) -> Double? {"))
    }

    @Test("#keyPath becomes the key's string, colour and image literals initializers")
    func literals() {
        expectPort(
            """
            let a = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
            let b = #keyPath(UIView.layer.cornerRadius)
            let c = #colorLiteral(red: 0.2, green: 0.6, blue: 0.86, alpha: 1)
            let d = #imageLiteral(resourceName: "star")
            """,
            """
            let a = CABasicAnimation(keyPath: "strokeEnd")
            let b = "layer.cornerRadius"
            let c = UIColor(red: 0.2, green: 0.6, blue: 0.86, alpha: 1)
            let d = UIImage(named: "star")!
            """)
    }
}
