import Foundation
import Testing

@testable import LiveryReview

/// `livery diff`'s arguments as files: a path as given, `git:REV:path` as
/// one copy per revision, and a failure that names the argument.
@Suite struct RevisionCheckoutsTests {
    @Test func oneCopyPerRevisionSharedByItsArgumentsAndRemovedTogether() throws {
        let repository = try TestRepository(["a.yaml": "a: 1\n", "b.yaml": "b: 1\n"])
        try repository.commit(["a.yaml": "a: 2\n"])
        let checkouts = RevisionCheckouts(in: repository.path)
        #expect(try checkouts.local("plain/a.yaml") == "plain/a.yaml")
        let a = try checkouts.local("git:HEAD:a.yaml")
        let b = try checkouts.local("git:HEAD:b.yaml")
        let older = try checkouts.local("git:HEAD~1:a.yaml")
        #expect(URL(fileURLWithPath: a).deletingLastPathComponent() == URL(fileURLWithPath: b).deletingLastPathComponent())
        #expect(TestRepository.text(a) == "a: 2\n" && TestRepository.text(older) == "a: 1\n")
        checkouts.remove()
        #expect([a, b, older].allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }

    @Test func aFailureNamesTheArgument() throws {
        let repository = try TestRepository(["a.yaml": "a: 1\n"])
        let checkouts = RevisionCheckouts(in: repository.path, maxBytes: 2)
        let failure = #expect(throws: RevisionCheckouts.Failure.self) { try checkouts.local("git:HEAD:a.yaml") }
        #expect(failure?.description.hasPrefix("git:HEAD:a.yaml: 'a.yaml' is 5 bytes") == true, "\(String(describing: failure))")
    }
}
