import Foundation
import Hummingbird
import Livery
import LiveryReview

/// The review page's routes (Docs/Snapshots.md): the page, the images of
/// the screens pending review, and Accept and Reject, which write only
/// inside the served folder's `Snapshots` and only for a request from no
/// page or from this server's own (``HostCheckMiddleware``).
extension PreviewRoutes {
    /// The folder of baselines reviewed: `Snapshots` in the served folder,
    /// when it is a folder there (a link out of it is not followed).
    var snapshots: SnapshotFolder? {
        let path = workspace.folder.root.path + "/" + PreviewRoutes.snapshotsFolder
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return SnapshotFolder(path: path)
    }

    static let snapshotsFolder = "Snapshots"

    /// `GET /snapshots`: every screen pending review.
    @Sendable func snapshotReview(_ request: Request, _ context: Context) async -> Response {
        let reviews = (snapshots?.pendingReviews() ?? []).map { review in
            var review = review
            for keyPath in [\SnapshotReview.before, \.after, \.difference] {
                review[keyPath: keyPath] = review[keyPath: keyPath].map { "/snapshots/files/" + ($0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0) }
            }
            return review
        }
        return PreviewServer.response(SnapshotReviewPage.html(reviews), type: "text/html; charset=utf-8")
    }

    /// `GET /snapshots/files/NAME.png` (or `.pending.png`, `.difference.png`).
    @Sendable func snapshotImage(_ request: Request, _ context: Context) async -> Response {
        guard let file = context.parameters.get("file").flatMap({ $0.removingPercentEncoding }), let bytes = snapshots?.image(file) else {
            return PreviewServer.response("not found", status: .notFound)
        }
        return PreviewServer.response(bytes, type: "image/png")
    }

    /// `POST /snapshots/accept/NAME`: the pending baseline becomes the approved one, written atomically.
    @Sendable func acceptSnapshot(_ request: Request, _ context: Context) async -> Response {
        decide(context) { folder, name throws(SnapshotFolder.Failure) in try folder.accept(name) }
    }

    /// `POST /snapshots/reject/NAME`: the pending baseline is dropped.
    @Sendable func rejectSnapshot(_ request: Request, _ context: Context) async -> Response {
        decide(context) { folder, name throws(SnapshotFolder.Failure) in try folder.reject(name) }
    }

    /// 404 without a folder of baselines, 409 when the decision cannot be made (no such pending baseline, a bad name).
    private func decide(_ context: Context, _ body: (SnapshotFolder, String) throws(SnapshotFolder.Failure) -> Void) -> Response {
        guard let folder = snapshots else {
            return PreviewServer.response("the served folder has no \(PreviewRoutes.snapshotsFolder) folder", status: .notFound)
        }
        let name = context.parameters.get("name").flatMap { $0.removingPercentEncoding } ?? ""
        do {
            try body(folder, name)
        } catch {
            return PreviewServer.response(workspace.folder.relativeText(error.description), status: .conflict)
        }
        return PreviewServer.response("{\"screen\":\(name.jsonQuoted)}", type: "application/json")
    }
}
