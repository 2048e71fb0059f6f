/// How a label whose font shrank to fit places its text vertically: UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    /// Keep the baseline where the text at full size had it (the default).
    case alignBaselines = 0
    /// Keep the text's centre where the text at full size had it.
    case alignCenters
    /// Keep the text's top edge where it was.
    case none
}
