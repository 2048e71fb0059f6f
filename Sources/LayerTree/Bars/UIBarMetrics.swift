import Foundation

/// Which of a bar's heights a legacy background image is for.
public enum UIBarMetrics: Int, Sendable {
    /// Bars of a regular height (44 points).
    case `default` = 0
    /// Bars of a compact height (32 points, an iPhone in landscape); a bar with no compact image
    /// uses the default one.
    case compact = 1
    /// Bars with a prompt (prompts are not drawn: stored like the others).
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// Where a bar sits, for its legacy background images.
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom, top, topAttached
}

/// Where a legacy background image was set for.
struct LegacyBackgroundKey: Hashable {
    var position: UIBarPosition
    var metrics: UIBarMetrics

    /// The image a bar of `compact` height at `position` draws: the one for its metrics, else
    /// the default metrics', each for its position, else for any position.
    static func lookUp(_ images: [LegacyBackgroundKey: UIImage], position: UIBarPosition, compact: Bool) -> UIImage? {
        let metrics: [UIBarMetrics] = compact ? [.compact, .default] : [.default]
        for metric in metrics {
            if let image = images[LegacyBackgroundKey(position: position, metrics: metric)]
                ?? images[LegacyBackgroundKey(position: .any, metrics: metric)]
            {
                return image
            }
        }
        return nil
    }
}
