import Foundation

/// A visual effect a `UIVisualEffectView` shows: the base of `UIBlurEffect` and `UIVibrancyEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }
}
