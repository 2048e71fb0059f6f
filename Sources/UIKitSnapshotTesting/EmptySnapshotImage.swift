import Foundation
import UIKit

/// What swift-snapshot-testing stores instead of an image of no pixels: a red 400 × 80 banner
/// saying so, since a PNG can't be empty.
enum EmptySnapshotImage {
    static let message =
        "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."

    @MainActor
    static func make() -> UIImage {
        let bounds = CGRect(x: 0, y: 0, width: 400, height: 80)
        return UIGraphicsImageRenderer(bounds: bounds).image { context in
            UIColor.red.setFill()
            context.fill(bounds)
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black, .paragraphStyle: style,
            ]
            let size = message.boundingRect(
                with: bounds.size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil
            ).size
            let top = max(0, (bounds.height - size.height) / 2)
            message.draw(
                in: CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top), withAttributes: attributes)
        }
    }
}
