import GLCompositor

/// Counters summed over frames, for the per-frame means the reports print.
extension FrameStats {
    mutating func accumulate(_ other: FrameStats) {
        drawRectCalls += other.drawRectCalls
        bytesUploaded += other.bytesUploaded
        drawCalls += other.drawCalls
        offscreenPasses += other.offscreenPasses
        shadowBlurs += other.shadowBlurs
        texturesUploaded += other.texturesUploaded
        culledOps += other.culledOps
        batchedOps += other.batchedOps
        prefetchedContents += other.prefetchedContents
        copiedPixels += other.copiedPixels
    }
}
