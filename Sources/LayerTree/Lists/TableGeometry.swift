import Foundation

/// Where a table's rows, headers and footers are, from their heights: per section a header,
/// rows and a footer, stacked from the top after the table header view. Rows keep running
/// offsets, so finding the rows in a rectangle is a binary search, and a row measured at
/// display time shifts only what follows it.
struct TableGeometry {
    struct Section {
        var header: CGFloat = 0
        var footer: CGFloat = 0
        /// Each row's height, and whether it is known (given or measured) or estimated.
        var heights: [CGFloat] = []
        var known: [Bool] = []
        /// `offsets[i]` is the top of row `i` below the header; `offsets[count]` their total.
        var offsets: [CGFloat] = [0]

        var rowsHeight: CGFloat { offsets.last ?? 0 }
        var height: CGFloat { header + rowsHeight + footer }

        mutating func recomputeOffsets(from row: Int = 0) {
            if offsets.count != heights.count + 1 {
                offsets = [0]
                offsets.reserveCapacity(heights.count + 1)
                for height in heights { offsets.append(offsets.last! + height) }
                return
            }
            for index in max(0, row)..<heights.count { offsets[index + 1] = offsets[index] + heights[index] }
        }

        /// The last row whose top is at or above `y` (section-relative, below the header).
        func row(at y: CGFloat) -> Int {
            var low = 0, high = heights.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if offsets[middle] <= y { low = middle } else { high = middle - 1 }
            }
            return max(0, low)
        }
    }

    /// Sections of `counts` rows of no height: what an update plan needs of a collection view.
    static func counts(_ counts: [Int]) -> TableGeometry {
        var geometry = TableGeometry()
        geometry.sections = counts.map { count in
            var section = Section()
            section.heights = Array(repeating: 0, count: count)
            section.known = Array(repeating: true, count: count)
            section.recomputeOffsets()
            return section
        }
        geometry.recomputeSectionTops()
        return geometry
    }

    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    var sections: [Section] = []
    /// The top of each section; one more entry for the end.
    private(set) var sectionTops: [CGFloat] = [0]

    mutating func recomputeSectionTops() {
        sectionTops = [tableHeader]
        for section in sections { sectionTops.append(sectionTops.last! + section.height) }
    }

    var contentHeight: CGFloat { (sectionTops.last ?? tableHeader) + tableFooter }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].heights.indices.contains(indexPath.row)
    }

    func rowTop(_ indexPath: IndexPath) -> CGFloat {
        let section = sections[indexPath.section]
        return sectionTops[indexPath.section] + section.header + section.offsets[indexPath.row]
    }

    func rowHeight(_ indexPath: IndexPath) -> CGFloat { sections[indexPath.section].heights[indexPath.row] }

    func headerTop(_ section: Int) -> CGFloat { sectionTops[section] }

    func footerTop(_ section: Int) -> CGFloat {
        sectionTops[section] + sections[section].header + sections[section].rowsHeight
    }

    /// The sections that reach into `minY..<maxY`.
    func sections(in minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        var first = 0
        while first < sections.count, sectionTops[first + 1] <= minY { first += 1 }
        var last = first
        while last < sections.count, sectionTops[last] < maxY { last += 1 }
        return first..<max(first, last)
    }

    /// The rows whose frames reach into `minY..<maxY`, in order.
    func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for index in sections(in: minY, maxY) {
            let section = sections[index]
            guard !section.heights.isEmpty else { continue }
            let top = sectionTops[index] + section.header
            var row = section.row(at: max(0, minY - top))
            while row < section.heights.count, top + section.offsets[row] < maxY {
                if top + section.offsets[row + 1] > minY || section.heights[row] == 0 && top + section.offsets[row] >= minY {
                    result.append(IndexPath(row: row, section: index))
                }
                row += 1
            }
        }
        return result
    }

    /// Sets a measured height; returns how much the rows below moved.
    mutating func setMeasuredHeight(_ height: CGFloat, at indexPath: IndexPath) -> CGFloat {
        let old = sections[indexPath.section].heights[indexPath.row]
        sections[indexPath.section].known[indexPath.row] = true
        guard old != height else { return 0 }
        sections[indexPath.section].heights[indexPath.row] = height
        sections[indexPath.section].recomputeOffsets(from: indexPath.row)
        recomputeSectionTops()
        return height - old
    }
}
