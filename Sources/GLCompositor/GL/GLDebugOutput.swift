import CEGL
import CGLES3
import Foundation

/// One message from the driver's `KHR_debug` output.
public struct GLDebugMessage: Sendable, Equatable, CustomStringConvertible {
    public let source: UInt32
    public let type: UInt32
    public let id: UInt32
    public let severity: UInt32
    public let text: String

    /// True for errors and undefined behaviour, the messages a correct frame never produces.
    public var isError: Bool {
        type == GLenum(GL_DEBUG_TYPE_ERROR_KHR) || type == GLenum(GL_DEBUG_TYPE_UNDEFINED_BEHAVIOR_KHR)
    }

    public var description: String { "[GL \(isError ? "error" : "debug") \(id)] \(text)" }
}

/// Collects a context's debug messages and echoes errors to standard error.
///
/// The driver calls in synchronously (`GL_DEBUG_OUTPUT_SYNCHRONOUS`) on the thread that made the
/// offending GL call; the lock makes reading the log from another thread safe too.
public final class GLDebugLog: Sendable {
    private let messages = Locked<[GLDebugMessage]>([])
    /// How many messages are kept; older ones are dropped.
    public static let capacity = 256

    /// The messages received so far (the most recent ``capacity``).
    public var all: [GLDebugMessage] { messages.withLock { $0 } }

    /// Empties the log and returns what it held.
    public func drain() -> [GLDebugMessage] {
        messages.withLock { log in
            defer { log.removeAll() }
            return log
        }
    }

    func record(_ message: GLDebugMessage) {
        if message.isError {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        }
        messages.withLock { log in
            log.append(message)
            if log.count > Self.capacity { log.removeFirst(log.count - Self.capacity) }
        }
    }
}

/// Installs the `KHR_debug` callback on the current context.
enum GLDebugOutput {
    /// The callback must not capture: the log travels through `userParam`.
    private static let callback: GLDEBUGPROCKHR = { source, type, id, severity, _, message, userParam in
        guard let userParam, let message else { return }
        let log = Unmanaged<GLDebugLog>.fromOpaque(userParam).takeUnretainedValue()
        log.record(
            GLDebugMessage(source: source, type: type, id: id, severity: severity, text: String(cString: message)))
    }

    /// Returns false when the driver lacks the entry points. The context keeps `log` alive.
    static func install(_ log: GLDebugLog) -> Bool {
        guard let setCallback = EGLProc.load("glDebugMessageCallbackKHR", as: PFNGLDEBUGMESSAGECALLBACKKHRPROC.self)
        else { return false }
        glEnable(.debugOutputKHR)
        glEnable(.debugOutputSynchronousKHR)
        setCallback(callback, UnsafeRawPointer(Unmanaged.passUnretained(log).toOpaque()))
        return true
    }

    /// Detaches the callback before the log it points to goes away.
    static func uninstall() {
        guard let setCallback = EGLProc.load("glDebugMessageCallbackKHR", as: PFNGLDEBUGMESSAGECALLBACKKHRPROC.self)
        else { return }
        setCallback(nil, nil)
    }
}
