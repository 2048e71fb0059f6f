import Foundation

/// A run of a main pass's operations that a frame took whole from the plan cache: the same
/// `serial` means the same operations (and, for a subtree that made offscreen passes, the same
/// passes at the same indices, as a cached subtree is reused only there), so later stages can reuse what they worked out for the
/// run in an earlier frame (occlusion culling) or skip it whole (damage), instead of visiting
/// every operation.
///
/// Serials come from one counter per ``PlanCache`` and are never reused: a cached subtree's
/// operations get one when stored, and what culling leaves of a run gets one each time culling
/// works it out anew.
struct PlanSegment: Sendable, Equatable {
    /// Where the run lies in its list of operations.
    var range: Range<Int>
    /// Names the run's operations: equal serials, equal operations.
    var serial: Int
}
