import CGLES3

/// The kinds of GL object the GL layer wraps.
public enum GLObjectKind: String, CaseIterable, Sendable {
    case texture, framebuffer, renderbuffer, program, buffer, vertexArray
}

/// Counts one context's live GL objects and queues the names whose wrappers died.
///
/// Wrappers can be released on any thread, but GL names may only be deleted where their context
/// is current. So a wrapper's `deinit` only queues its name here; ``GLContext`` deletes queued
/// names the next time it is current (the reactor pattern of Flutter's Impeller).
final class GLObjectTracker: Sendable {
    private struct State {
        var live: [GLObjectKind: Int] = [:]
        var pending: [(GLObjectKind, GLuint)] = []
        /// The context was lost: its names are dead, and none is deleted.
        var lost = false
    }

    private let state = Locked(State())

    func didCreate(_ kind: GLObjectKind) {
        state.withLock { $0.live[kind, default: 0] += 1 }
    }

    /// Called from a wrapper's `deinit`, on any thread.
    func queueDeletion(_ kind: GLObjectKind, name: GLuint) {
        state.withLock { state in
            if state.lost {
                state.live[kind, default: 0] -= 1  // died with its context: nothing to delete
            } else {
                state.pending.append((kind, name))
            }
        }
    }

    /// The context was lost: drops the queued names without deleting them, and makes wrappers
    /// that die from now on only count down.
    func markLost() {
        state.withLock { state in
            state.lost = true
            for (kind, _) in state.pending { state.live[kind, default: 0] -= 1 }
            state.pending.removeAll()
        }
    }

    /// Takes the queued names; the caller deletes them with its context current.
    func takePendingDeletions() -> [(GLObjectKind, GLuint)] {
        state.withLock { state in
            let pending = state.pending
            state.pending.removeAll()
            for (kind, _) in pending { state.live[kind, default: 0] -= 1 }
            return pending
        }
    }

    /// Live objects of each kind, counting those queued for deletion as still live.
    var liveCounts: [GLObjectKind: Int] {
        state.withLock { $0.live.filter { $0.value != 0 } }
    }
}

/// A GL object name owned by one ``GLContext``, deleted on that context after the wrapper dies.
///
/// Wrappers are made by the context (`makeTexture`, `makeFramebuffer`, …) and used only while
/// that context is current on the calling thread.
public class GLObject {
    /// The GL name. Valid only on the owning context.
    public let name: GLuint
    public let kind: GLObjectKind
    let tracker: GLObjectTracker

    init(name: GLuint, kind: GLObjectKind, tracker: GLObjectTracker) {
        self.name = name
        self.kind = kind
        self.tracker = tracker
        tracker.didCreate(kind)
    }

    deinit { tracker.queueDeletion(kind, name: name) }
}
