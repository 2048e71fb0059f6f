import Foundation
import Synchronization

#if canImport(Testing)
    import Testing
#endif

/// Where a failed image comparison leaves its evidence. swift-snapshot-testing on Linux writes
/// only the failed snapshot and attaches nothing, so the image diffing writes the reference, the
/// failure and the difference (and the layer tree, when the strategy kept one) itself, next to
/// that file: in `$SNAPSHOT_ARTIFACTS` (the temporary directory when unset), in a folder named
/// after the test file. Under Swift Testing each file is also recorded as an attachment of the
/// running test (`swift test --attachments-path DIR` saves them).
enum FailureArtifacts {
    /// One file to leave: its suffix (`reference.png`) and contents.
    struct Item {
        let suffix: String
        let bytes: Data
    }

    /// Writes `items` as `<test name>.<n>.<suffix>` and attaches them; returns the paths written
    /// (none when the directory can't be made).
    static func record(_ items: [Item]) -> [String] {
        let (folder, stem) = location()
        let directory = artifactsDirectory().appendingPathComponent(folder, isDirectory: true)
        let number = counter.withLock { counts in
            let key = directory.path + "/" + stem
            counts[key, default: 0] += 1
            return counts[key]!
        }
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for item in items {
                let url = directory.appendingPathComponent("\(stem).\(number).\(item.suffix)")
                try item.bytes.write(to: url)
                written.append(url.path)
            }
        } catch {
            // The message still carries the comparison's verdict; the paths say what was written.
        }
        attach(items)
        return written
    }

    /// `$SNAPSHOT_ARTIFACTS`, or the temporary directory, as swift-snapshot-testing chooses.
    static func artifactsDirectory() -> URL {
        URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true)
    }

    /// Failures so far per directory and test, numbering the files of repeated failures.
    private static let counter = Mutex<[String: Int]>([:])

    /// The folder (the test file's name) and the file stem (the test's name) of the running
    /// Swift Testing test; `UIKitSnapshotTesting`/`snapshot` elsewhere.
    private static func location() -> (folder: String, stem: String) {
        #if canImport(Testing)
            if let test = Test.current {
                let file = (test.sourceLocation.fileName as NSString).deletingPathExtension
                return (file, sanitized(test.name))
            }
        #endif
        return ("UIKitSnapshotTesting", "snapshot")
    }

    private static func attach(_ items: [Item]) {
        #if canImport(Testing)
            guard let test = Test.current else { return }
            for item in items {
                Attachment.record([UInt8](item.bytes), named: item.suffix, sourceLocation: test.sourceLocation)
            }
        #endif
    }

    /// A test name as swift-snapshot-testing makes it a file name: runs of non-word characters
    /// become `-`, and none is left at either end (`render()` → `render`).
    static func sanitized(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}
