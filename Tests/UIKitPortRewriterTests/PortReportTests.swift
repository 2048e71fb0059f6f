import Testing
import UIKitPortRewriter

@Suite("uikit-port: reports and line directives")
struct PortReportTests {
    @Test("What cannot be rewritten is reported with its file, line and column, and left as it was")
    func reports() {
        let input = """
            class V: UIView {
                func f(_ b: UIButton) {
                    b.addTarget(nil, action: #selector(tap), for: .touchUpInside)
                    if responds(to: #selector(tap)) {}
                    b.addTarget(self, action: #selector(missing), for: .touchUpInside)
                    let token = observe(\\.frame) { _, _ in }
                }
                @objc func tap() {}
            }
            """
        let result = port(input, path: "Sources/V.swift")
        #expect(result.diagnostics.map(\.line) == [3, 4, 5, 6])
        #expect(result.diagnostics[0].description.hasPrefix("Sources/V.swift:3:21: warning: uikit-port: a nil target"))
        #expect(result.diagnostics[1].message.contains("#selector(tap) is not in a target-action form"))
        #expect(result.diagnostics[2].message.contains("#selector(missing): no method missing in V"))
        #expect(result.diagnostics[3].message.contains("key-value observing"))
        #expect(result.text.contains("b.addTarget(nil, action: #selector(tap), for: .touchUpInside)"))
        #expect(result.text.contains("if responds(to: #selector(tap)) {}"))
    }

    @Test("Rewrites that differ from iOS are reported: a timer's userInfo, removing a block observer")
    func differences() {
        let result = port(
            """
            class V: UIView {
                func f() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: ["k": 1], repeats: true)
                    NotificationCenter.default.removeObserver(self, name: .init("n"), object: nil)
                    let value = perform(#selector(tick(_:)), with: nil)
                }
                @objc func tick(_ timer: Timer) {}
            }
            """)
        #expect(result.diagnostics.map(\.line) == [3, 4, 5])
        #expect(result.diagnostics[0].message.contains("userInfo is not carried over"))
        #expect(result.diagnostics[1].message.contains("does not stop them"))
        #expect(result.diagnostics[2].message.contains("Unmanaged"))
        #expect(result.text.contains("_ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block:"))
    }

    @Test("A handler outside the ported files is called with the selector's labels and a generic cast")
    func handlerOutsideTheFiles() {
        let result = port(
            """
            extension BaseController {
                func wire(_ slider: UISlider) { slider.addTarget(self, action: #selector(sliderMoved(_:)), for: .valueChanged) }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.text.contains("handler: { [weak self] action in self?.sliderMoved(uikitPortCast(action.sender)) }"))
        #expect(result.text.contains("private func uikitPortCast<Value>(_ value: Any?) -> Value { value as! Value }"))
    }

    @Test("An optional requirement returning a value with no literal fallback is reported")
    func optionalWithoutDefault() {
        let result = port("@objc protocol P { @objc optional func height() -> CGFloat }")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("write its default implementation") == true)
    }

    @Test("With line directives the text names the original file; additions follow a reset")
    func lineDirectives() {
        let file = PortSource(path: "/tmp/A \"b\".swift", text: "@objc protocol P { @objc optional func f() }\n")
        let result = PortRewriter().rewrite(file, lineDirectives: true)
        let directive = #"#sourceLocation(file: "/tmp/A \"b\".swift", line: 1)"#
        #expect(result.text.hasPrefix(directive + "\nprotocol P: AnyObject { func f() }\n"))
        #expect(result.text.contains("\n#sourceLocation()\n// Added by uikit-port.\n\nextension P {\n    func f() {}\n}\n"))
    }

    @Test("A file with nothing to port comes back byte for byte")
    func untouched() {
        let text = """
            import UIKit

            final class Plain: UIView {
                override func layoutSubviews() { super.layoutSubviews() }
            }

            """
        #expect(port(text).text == text)
    }
}
