import Foundation

extension NSParagraphStyle {
    /// How lines break between words beyond the break mode: UIKit's option set. Stored and
    /// carried by labels and paragraph styles; Pango breaks lines by its own rules.
    public struct LineBreakStrategy: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No strategy: break wherever the break mode allows.
        public static var none: LineBreakStrategy { [] }
        /// Push out individual lines to avoid a single word on the last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Hangul-specific line breaking rules.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The strategy the system uses for standard UI labels.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
