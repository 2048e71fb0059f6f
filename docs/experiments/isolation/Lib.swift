// The library side: a view class declared plain @MainActor, and as UIKitGL declares UIView
// (@preconcurrency @MainActor, the effect of the SDK's imported isolation), each with subclasses.

@MainActor open class PlainView {
    public init() {}
    open var color = 0
    open func setNeedsLayout() {}
}

@MainActor open class PlainLabel: PlainView {
    open var text: String?
}

@preconcurrency @MainActor open class PreView {
    public init() {}
    open var color = 0
    open func setNeedsLayout() {}
}

/// A subclass that repeats a plain @MainActor: it is not pre-concurrency.
@MainActor open class PreLabelRepeated: PreView {
    open var text: String?
}

/// A subclass that inherits its isolation: pre-concurrency like its superclass.
open class PreLabelInherited: PreView {
    open var text: String?
}
