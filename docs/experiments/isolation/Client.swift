// The client side: iOS code calling view API from a nonisolated helper class.
import Lib

final class Helper {
    func plain(_ view: PlainView, _ label: PlainLabel) -> PlainView {
        view.color = 1  // line 6
        view.setNeedsLayout()
        label.text = "x"
        return PlainView()
    }

    func preconcurrency(_ view: PreView, _ repeated: PreLabelRepeated, _ inherited: PreLabelInherited) -> PreView {
        view.color = 1  // line 13
        view.setNeedsLayout()
        repeated.text = "x"  // line 15
        inherited.text = "y"
        return PreView()
    }
}

/// An app's own subclass, as iOS code writes it, used from another nonisolated helper.
class UserView: PreView {
    var title = ""
}

final class OtherHelper {
    func user(_ view: UserView) { view.title = "t" }  // line 27
}
