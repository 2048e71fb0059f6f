/// The stack of current drawing contexts behind `UIGraphicsGetCurrentContext()`.
///
/// UIKit makes a context current while it calls `draw(_:)` and while an image renderer draws;
/// all of that happens on the main actor here.
@MainActor
enum UIGraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The context `draw(_:)` (or an image renderer) is drawing into, or nil outside drawing.
/// Don't keep it: it is valid only for the duration of the call that made it current.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.contexts.last
}

/// Makes `context` the current context until the matching ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.contexts.popLast()
}
