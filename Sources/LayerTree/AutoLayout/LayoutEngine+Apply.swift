import Foundation
import LayoutSolver

/// From the solution to views: which views moved, and their new frames.
extension LayoutEngine {
    /// Marks for layout the superview of every view whose solved frame differs from its frame, so
    /// the layout pass applies it (and runs the superview's `layoutSubviews`). Cheap when nothing changed.
    func markChangedViews() {
        guard hasChanges else { return }
        hasChanges = false
        markSerial &+= 1
        let scale = pixelScale
        for record in records.values {
            guard case .view(let view)? = record.item, let superview = appliedSuperview(of: view) else { continue }
            let solved = solvedGeometry(of: view, record, scale: scale)
            guard solved != currentGeometry(of: view) else { continue }
            record.marked = (markSerial, solved)
            superview.setNeedsLayout()
        }
    }

    /// Gives each constraint-based subview of `view` its solved frame, through `center` and
    /// `bounds` (so a transform survives, and an animation block animates the change).
    func applyLayout(toSubviewsOf view: UIView) {
        guard !records.isEmpty else { return }
        let scale = pixelScale
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let record = records[ObjectIdentifier(subview)] else { continue }
            let solved = markedGeometry(of: record) ?? solvedGeometry(of: subview, record, scale: scale)
            guard solved != currentGeometry(of: subview) else { continue }
            if subview.center != solved.center { subview.center = solved.center }
            if subview.bounds.size != solved.size {
                subview.bounds = CGRect(origin: subview.bounds.origin, size: solved.size)
            }
        }
    }

    /// The geometry `markChangedViews()` worked out for the record, while the solution it came
    /// from is still the engine's (each view's four values are read and rounded once a change).
    private func markedGeometry(of record: ItemRecord) -> SolvedGeometry? {
        guard let marked = record.marked else { return nil }
        record.marked = nil
        return !hasChanges && marked.serial == markSerial ? marked.geometry : nil
    }

    /// The superview that applies `view`'s solved frame: nil for the host and for views that
    /// keep their own frames.
    private func appliedSuperview(of view: UIView) -> UIView? {
        guard view !== host, !view.translatesAutoresizingMaskIntoConstraints else { return nil }
        return view.superview
    }

    /// Points per pixel of the hierarchy's screen: the host's window's, else the main screen's.
    private var pixelScale: CGFloat { max(host?.window?.screen.scale ?? UIScreen.main.scale, 1) }

    /// The view's frame from the solution, its edges rounded to the screen's pixels as UIKit does.
    func solvedFrame(of view: UIView, _ record: ItemRecord, scale: CGFloat) -> CGRect {
        let frame = view.frame(forAlignmentRect: record.rect(in: solver))
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(frame.minX), minY = round(frame.minY)
        return CGRect(x: minX, y: minY, width: round(frame.maxX) - minX, height: round(frame.maxY) - minY)
    }

    private func solvedGeometry(of view: UIView, _ record: ItemRecord, scale: CGFloat) -> SolvedGeometry {
        let frame = solvedFrame(of: view, record, scale: scale)
        return SolvedGeometry(
            center: CGPoint(x: frame.midX, y: frame.midY), size: CGSize(width: max(frame.width, 0), height: max(frame.height, 0)))
    }

    private func currentGeometry(of view: UIView) -> SolvedGeometry {
        SolvedGeometry(center: view.center, size: view.bounds.size)
    }
}

/// A view's place as the layout pass applies it: its centre and its bounds' size.
struct SolvedGeometry: Equatable {
    var center: CGPoint
    var size: CGSize
}
