import Foundation
import ReferenceRenderer
import Testing
import UIKit

/// Pixel tests against checked-in references (issue 16): a view is rendered through
/// `drawHierarchy` — the path iOS snapshot tests take — and compared with a PNG under
/// `References/`, rendered earlier from the same view.
///
/// Tolerance: a pixel matches when each of its four channels is within 2/255 of the reference
/// (rounding differences between GL drivers); the image matches when at least 99.5 % of its pixels
/// do (antialiased edges of text and curves are where renderers differ). On the same machine and
/// driver the images are byte-identical.
///
/// With the software backend (`UIKITGL_BACKEND=software`, or no EGL platform), snapshots are drawn
/// by the CPU reference renderer, which antialiases by exact area coverage where the GPU ramps: the
/// recorded GPU image must then match the software frame within the frame's own tolerances, as
/// differential fuzzing compares them (a level or two, and at edge pixels the alpha of what covers
/// them), in every pixel.
///
/// A reference that does not exist yet is written and the test fails, so that a missing file
/// never passes silently; run the tests again to compare against it. Set
/// `UIKITGL_RECORD_REFERENCES=1` to rewrite every reference after an intended change of look.
@MainActor
enum ReferenceSnapshot {
    static let channelTolerance = 2
    static let matchingFraction = 0.995

    /// Renders `view` alone on a white window of its size at `scale` through `drawHierarchy`;
    /// `prepare` runs once the view is in the shown window (to make it first responder, say).
    static func render(_ view: UIView, scale: CGFloat = 2, prepare: (UIView) -> Void = { _ in }) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.bounds.size))
        window.backgroundColor = .white
        view.frame.origin = .zero
        window.addSubview(view)
        window.makeKeyAndVisible()
        prepare(view)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(size: window.bounds.size, format: format)
        let image = renderer.image { _ in _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
        view.endEditing(true)
        view.removeFromSuperview()
        window.isHidden = true
        return image
    }

    /// Renders `view` and compares it with the reference `name`; records an issue naming the
    /// share of pixels that differ, and writes the rendering beside the reference when it fails.
    @discardableResult
    static func expectMatch(
        _ view: UIView, named name: String, scale: CGFloat = 2, prepare: (UIView) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> UIImage {
        let image = render(view, scale: scale, prepare: prepare)
        let url = directory.appendingPathComponent("\(name).png")
        let recording = ProcessInfo.processInfo.environment["UIKITGL_RECORD_REFERENCES"] == "1"
        guard !recording, let data = try? Data(contentsOf: url) else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? image.pngData()?.write(to: url)
            Issue.record("recorded the reference \(name).png; run the test again", sourceLocation: sourceLocation)
            return image
        }
        guard let reference = UIImage(data: data)?.cgImage?.pixels, let pixels = image.cgImage?.pixels else {
            Issue.record("\(name).png does not decode", sourceLocation: sourceLocation)
            return image
        }
        if let software = UIView.hierarchyRenderer as? ReferenceHierarchyRenderer, let frame = software.lastFrame,
            frame.image == pixels
        {
            let comparison = frame.compare(reference)
            if !comparison.matches {
                let failure = directory.appendingPathComponent("\(name).failure.png")
                try? image.pngData()?.write(to: failure)
                Issue.record(
                    "\(name): \(comparison.mismatches.count) pixels of the recorded image lie beyond the software frame's tolerances, worst \(comparison.worst.map { "\($0)" } ?? "-"); wrote \(failure.lastPathComponent)",
                    sourceLocation: sourceLocation)
            }
            return image
        }
        let fraction = matchingShare(pixels, reference)
        if fraction < matchingFraction {
            let failure = directory.appendingPathComponent("\(name).failure.png")
            try? image.pngData()?.write(to: failure)
            let share = String(format: "%.2f", fraction * 100)
            Issue.record(
                "\(name): \(share) % of pixels match (at least \(matchingFraction * 100) % within ±\(channelTolerance) needed); wrote \(failure.lastPathComponent)",
                sourceLocation: sourceLocation)
        }
        return image
    }

    /// Fails unless `images` differ pairwise in more than `minimumDifference` of their pixels (1 %
    /// by default): states of a control must look different, so that a control drawing the same
    /// whatever its state cannot pass.
    static func expectDistinct(
        _ images: [String: UIImage], minimumDifference: Double = 0.01, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let names = images.keys.sorted()
        for (i, a) in names.enumerated() {
            for b in names[(i + 1)...] {
                let share = matchingShare(images[a]!.cgImage!.pixels, images[b]!.cgImage!.pixels)
                #expect(share < 1 - minimumDifference, "\(a) and \(b) look the same (\(share))", sourceLocation: sourceLocation)
            }
        }
    }

    /// The share of pixels whose channels all lie within the tolerance; 0 when the sizes differ.
    static func matchingShare(_ a: PixelImage, _ b: PixelImage) -> Double {
        guard a.width == b.width, a.height == b.height, a.width * a.height > 0 else { return 0 }
        var matching = 0
        for y in 0..<a.height {
            for x in 0..<a.width where near(a[x, y], b[x, y]) { matching += 1 }
        }
        return Double(matching) / Double(a.width * a.height)
    }

    private static func near(_ p: Pixel, _ q: Pixel) -> Bool {
        abs(Int(p.r) - Int(q.r)) <= channelTolerance && abs(Int(p.g) - Int(q.g)) <= channelTolerance
            && abs(Int(p.b) - Int(q.b)) <= channelTolerance && abs(Int(p.a) - Int(q.a)) <= channelTolerance
    }

    private static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    }
}
