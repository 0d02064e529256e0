import Foundation
import Livery

/// `livery snapshot verify -o DIR`'s folder: the diff report's page of the
/// screens that differ, their images, and `snapshots.json` with every
/// screen compared, from which ``merge(_:into:)`` joins the folders of a
/// verification split with `--shard` into one.
package enum SnapshotReport {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The most bytes of a shard's `snapshots.json` read.
    package static let maxJSONBytes = 64 << 20

    /// Writes the page and `snapshots.json` (the images are written as screens are compared).
    package static func write(_ reviews: [SnapshotReview], to report: DiffReport) throws {
        let failing = reviews.filter(\.fails)
        let summary =
            failing.isEmpty
            ? "Every one of \(reviews.count) screens matches its baseline." : "\(failing.count) of \(reviews.count) screens differ."
        try AtomicFileWriter.write(
            DiffReportPage.page(title: "Livery snapshots", intro: summary.htmlEscaped, sections: failing.map { $0.section() }),
            to: report.folder + "/index.html")
        try AtomicFileWriter.write(SnapshotReview.jsonText(reviews), to: report.folder + "/snapshots.json")
    }

    /// Reads each shard's folder, copies its images into `report` and writes
    /// the joined page and `snapshots.json`; the screens, in the shards' order.
    package static func merge(_ folders: [String], into report: DiffReport) throws(Failure) -> [SnapshotReview] {
        var reviews: [SnapshotReview] = []
        for folder in folders {
            let file = folder + "/snapshots.json"
            let screens: [[String: Any]]
            do {
                let bytes = try BoundedFileReader.read(file, maxBytes: maxJSONBytes)
                screens = try (JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?["screens"] as? [[String: Any]] ?? []
            } catch {
                throw Failure(description: "\(file): \(error)")
            }
            for (index, json) in screens.enumerated() {
                guard let review = SnapshotReview(json: json), SnapshotFolder.isScreenName(review.screen) else {
                    throw Failure(description: "\(file): screen \(index + 1) is not one `livery snapshot verify` wrote")
                }
                for image in [review.before, review.after, review.difference].compactMap({ $0 }) {
                    guard ["before", "after", "difference"].contains(where: { image == review.screen + ".\($0).png" }) else {
                        throw Failure(description: "\(file): '\(image)' is not an image of screen '\(review.screen)'")
                    }
                    do {
                        let bytes = try BoundedFileReader.read(folder + "/" + image, maxBytes: SnapshotFolder.maxImageBytes)
                        try AtomicFileWriter.write(bytes, to: report.folder + "/" + image)
                    } catch {
                        throw Failure(description: "\(folder)/\(image): \(error)")
                    }
                }
                reviews.append(review)
            }
        }
        do {
            try write(reviews, to: report)
        } catch {
            throw Failure(description: "\(error)")
        }
        return reviews
    }
}
