import Foundation
import Testing

@testable import LiveryReview

/// `git:REV:path`: the argument's parts, paths kept inside the repository,
/// and what is copied from a revision: the file named and what it reads
/// (imports and images, round after round), nothing else, within a byte
/// budget checked before anything is written.
@Suite struct GitRevisionFilesTests {
    static let stylesheet = """
        livery: 1
        imports: [Palette.style.yaml]
        rules:
          - type: UIView
            set: { backgroundColor: brand, layer.contents: ../images/Badge.png }
        """
    static let files = [
        "styles/App.style.yaml": stylesheet,
        "styles/Palette.style.yaml": "livery: 1\nimports: [Sizes.style.yaml]\ncolors: { brand: systemBlue }\n",
        "styles/Sizes.style.yaml": "livery: 1\nconstants: { gap: 8 }\n",
        "styles/Unused.style.yaml": "livery: 1\n",
        "images/Badge.png": "not really a PNG, but named as one",
        "images/Unused.png": "never named",
        "screen.tree.yaml": "livery-tree: 1\nroot: { type: UIView, set: { layer.contents: images/Badge.png } }\n",
    ]

    @Test(arguments: [
        ("git:HEAD:styles/App.style.yaml", "HEAD", "styles/App.style.yaml"),
        ("git:main~2:a:b.yaml", "main~2", "a:b.yaml"),
        ("git:--output=x:App.style.yaml", "--output=x", "App.style.yaml"),
    ])
    func aGitArgumentIsARevisionAndAPath(text: String, revision: String, path: String) throws {
        let parsed = try #require(GitRevisionFiles.parse(text))
        #expect(parsed.revision == revision && parsed.path == path)
    }

    @Test(arguments: ["App.style.yaml", "git:HEAD", "git::App.style.yaml", "git:HEAD:", "GIT:HEAD:a.yaml", "/git:HEAD:a.yaml"])
    func anythingElseIsAPlainPath(text: String) {
        #expect(GitRevisionFiles.parse(text) == nil)
    }

    @Test func pathsAreNormalizedAndNeverClimbOutOfTheTop() {
        #expect(GitRevisionFiles.normalized("a/./b/../c") == "a/c")
        #expect(GitRevisionFiles.normalized("//a//b/") == "a/b")
        #expect(GitRevisionFiles.normalized("a/../../b") == nil)
        #expect(GitRevisionFiles.normalized("a/..") == nil)
        #expect(GitRevisionFiles.normalized(".") == nil)
    }

    /// The stylesheet, its imports' imports and the image it names are
    /// copied at their repository paths; files nobody names are not.
    @Test func onlyWhatTheFileReadsIsCopied() throws {
        let repository = try TestRepository(Self.files)
        let files = try GitRevisionFiles(revision: "HEAD", in: repository.path)
        let copy = try files.file("styles/App.style.yaml")
        #expect(TestRepository.text(copy) == Self.stylesheet)
        let top = URL(fileURLWithPath: copy).deletingLastPathComponent().deletingLastPathComponent().path
        for name in ["styles/Palette.style.yaml", "styles/Sizes.style.yaml", "images/Badge.png"] {
            #expect(TestRepository.text(top + "/" + name) == Self.files[name], "\(name)")
        }
        for name in ["styles/Unused.style.yaml", "images/Unused.png", "screen.tree.yaml"] {
            #expect(!FileManager.default.fileExists(atPath: top + "/" + name), "\(name)")
        }
        #expect(files.filesCopied == 4)
        #expect(
            files.bytesRead
                == ["styles/App.style.yaml", "styles/Palette.style.yaml", "styles/Sizes.style.yaml", "images/Badge.png"]
                .map { Self.files[$0]?.utf8.count ?? 0 }.reduce(0, +))
        // A tree from the same revision: its image is already there and not read again.
        let tree = try files.file("screen.tree.yaml")
        #expect(tree == top + "/screen.tree.yaml")
        #expect(files.filesCopied == 5)
        files.remove()
        #expect(!FileManager.default.fileExists(atPath: top))
    }

    /// The files are the revision's, not the working copy's; relative paths
    /// are read from the folder given, as a user in it writes them.
    @Test func theRevisionsFilesAreReadFromTheWorkingFolder() throws {
        let repository = try TestRepository(Self.files)
        try repository.commit(["styles/Palette.style.yaml": "livery: 1\ncolors: { brand: systemRed }\n"])
        try repository.write("styles/Palette.style.yaml", Data("livery: 1\ncolors: { brand: systemGreen }\n".utf8))
        let files = try GitRevisionFiles(revision: "HEAD~1", in: repository.path + "/styles")
        let copy = try files.file("Palette.style.yaml")
        #expect(TestRepository.text(copy) == Self.files["styles/Palette.style.yaml"])
        // An absolute path inside the repository, as git names its top (links resolved).
        let top = try repository.git("rev-parse", "--show-toplevel").trimmingCharacters(in: .newlines)
        #expect(try files.file(top + "/styles/Sizes.style.yaml").hasSuffix("/styles/Sizes.style.yaml"))
    }

    @Test func aFileOutsideTheRepositoryOrTheRevisionIsAnError() throws {
        let repository = try TestRepository(Self.files)
        let files = try GitRevisionFiles(revision: "HEAD", in: repository.path)
        for (path, message) in [
            ("../outside.yaml", "'../outside.yaml' is not in the repository"),
            ("/etc/hostname", "'/etc/hostname' is not in the repository"),
            ("styles/Nope.style.yaml", "'styles/Nope.style.yaml' is not in revision 'HEAD'"),
            ("styles", "'styles' is not in revision 'HEAD'"),
        ] {
            let failure = #expect(throws: GitRevisionFiles.Failure.self) { try files.file(path) }
            #expect(failure?.description == message)
        }
    }

    /// A revision goes to git as a request, never as an argument: one
    /// written like an option is only an unknown revision.
    @Test func anUnknownRevisionIsAnErrorAndNeverAnOption() throws {
        let repository = try TestRepository(Self.files)
        for revision in ["nosuchrevision", "--output=written"] {
            let failure = #expect(throws: GitRevisionFiles.Failure.self) {
                try GitRevisionFiles(revision: revision, in: repository.path)
            }
            #expect(failure?.description == "unknown revision '\(revision)'")
        }
        #expect(!FileManager.default.fileExists(atPath: repository.path + "/written"))
    }

    /// The budget is checked from git's sizes before a byte is written: the
    /// file that would pass it is named, and nothing of it is copied.
    @Test func theByteBudgetStopsBeforeCopying() throws {
        let repository = try TestRepository(Self.files)
        let budget = Self.stylesheet.utf8.count + 10
        let image = Self.files["images/Badge.png"]?.utf8.count ?? 0
        let files = try GitRevisionFiles(revision: "HEAD", in: repository.path, maxBytes: budget)
        let failure = #expect(throws: GitRevisionFiles.Failure.self) { try files.file("styles/App.style.yaml") }
        #expect(
            failure?.description.hasPrefix("'images/Badge.png' is \(image) bytes, which would take what is read from revision 'HEAD'")
                == true)
        #expect(failure?.description.hasSuffix("the limit is \(budget) (--git-max-bytes)") == true, "\(String(describing: failure))")
        #expect(files.bytesRead <= budget)
    }
}
