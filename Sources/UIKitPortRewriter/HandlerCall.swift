/// The call of a target-action's handler method inside the closure that replaces it, with what the
/// closure form has (the sender, the recognizer, the timer, …) converted to the parameter's type.
struct HandlerCall {
    /// A value the closure form hands over: its expression in the closure, and its static type.
    struct Argument {
        let expression: String
        /// The static type; `Any?` for a control's sender and `perform`'s object.
        let type: String
        /// Whether it is never nil while the handler runs (a sender is always set).
        var neverNil = false
    }

    /// The handler method.
    let method: PortIndex.Method
    /// What the method is called on: `self`, `self?`, `target`, `target?`.
    let receiver: String

    /// Whether a conversion needs the file's generic cast helper (a parameter of unknown type).
    private(set) var usesCastHelper = false

    init(method: PortIndex.Method, receiver: String) {
        self.method = method
        self.receiver = receiver
    }

    /// The call with `arguments` for the method's parameters, in order (the method may take fewer:
    /// a handler without the sender); nil when the method takes more than the closure form has.
    mutating func text(_ arguments: [Argument]) -> String? {
        guard method.labels.count <= arguments.count else { return nil }
        var parts: [String] = []
        for (position, label) in method.labels.enumerated() {
            let value = converted(arguments[position], to: method.parameterTypes[position])
            parts.append(label == "_" ? value : "\(label): \(value)")
        }
        let call = "\(receiver).\(method.baseName)(\(parts.joined(separator: ", ")))"
        return method.returnsValue ? "_ = \(call)" : call
    }

    /// `argument` as a value of `parameterType`, as Objective-C would have passed it.
    private mutating func converted(_ argument: Argument, to parameterType: String?) -> String {
        let value = argument.expression
        if value == "nil" { return value }
        guard let type = parameterType?.filter({ !$0.isWhitespace }) else {
            usesCastHelper = true
            return "uikitPortCast(\(value))"
        }
        let base = PortSyntax.unwrapped(type)
        if argument.type == "Any?" {
            switch type {
            case "Any?", "Any!", "Optional<Any>": return value
            case "Any": return argument.neverNil ? "\(value)!" : "\(value) as Any"
            case "AnyObject": return argument.neverNil ? "\(value)! as AnyObject" : "\(value) as AnyObject"
            default: return PortSyntax.isOptionalType(type) ? "\(value) as? \(base)" : "\(value) as! \(type)"
            }
        }
        if base == argument.type || ["Any", "AnyObject"].contains(base) { return value }
        if base == "NSNotification", argument.type == "Notification" {
            return "NSNotification(name: \(value).name, object: \(value).object, userInfo: \(value).userInfo)"
        }
        return PortSyntax.isOptionalType(type) ? "\(value) as? \(base)" : "\(value) as! \(type)"
    }
}

/// How a closure replacing a target-action holds its target: weakly, as controls, gesture
/// recognizers and notification centres hold theirs, or strongly, as timers and display links do.
struct TargetCapture {
    /// The capture list with a trailing space, or empty.
    let captureList: String
    /// The handler's receiver in the closure.
    let receiver: String

    /// The capture of the target `expression` (its text); nil for `nil` (a responder-chain action).
    init?(target expression: String, weak: Bool) {
        switch (expression, weak) {
        case ("nil", _): return nil
        case ("self", true): (captureList, receiver) = ("[weak self] ", "self?")
        case ("self", false): (captureList, receiver) = ("", "self")
        case (_, true): (captureList, receiver) = ("[weak target = \(expression)] ", "target?")
        case (_, false): (captureList, receiver) = ("[target = \(expression)] ", "target")
        }
    }
}
