import Livery
import LiveryGallery
import LiveryRender

/// One screen's part of a run over a plan on every core (`livery diff`,
/// `livery snapshot`): what it found, or what stopped it, with its warnings.
struct ScreenResult<Review: Sendable>: Sendable {
    enum Finding: Sendable {
        case review(Review)
        /// A located problem: a work budget, a render limit.
        case stopped(Diagnostic)
        /// Any other failure, naming the screen's file.
        case error(String)
    }

    /// Nil for a tree that was not loaded.
    var finding: Finding?
    var warnings: [Diagnostic] = []

    /// The result of `body` for `screen`: its review, or the error it threw as a finding, with the warnings it gathered.
    static func of(_ screen: GalleryPlan.Screen, _ body: (inout [Diagnostic]) throws -> Review) -> ScreenResult {
        var warnings: [Diagnostic] = []
        do {
            let review = try body(&warnings)
            return ScreenResult(finding: .review(review), warnings: warnings)
        } catch let failure as any LocatedError {
            return ScreenResult(finding: .stopped(failure.diagnostic), warnings: warnings)
        } catch {
            return ScreenResult(finding: .error("\(screen.fileName): \(error)"), warnings: warnings)
        }
    }

    /// The results in order: the reviews, every warning, the located problems and the other failures.
    static func gather(_ results: [ScreenResult]) -> (reviews: [Review], warnings: [Diagnostic], stopped: [Diagnostic], errors: [String]) {
        var gathered: (reviews: [Review], warnings: [Diagnostic], stopped: [Diagnostic], errors: [String]) = ([], [], [], [])
        for result in results {
            gathered.warnings += result.warnings
            switch result.finding {
            case .review(let review): gathered.reviews.append(review)
            case .stopped(let diagnostic): gathered.stopped.append(diagnostic)
            case .error(let text): gathered.errors.append(text)
            case nil: break
            }
        }
        return gathered
    }
}
