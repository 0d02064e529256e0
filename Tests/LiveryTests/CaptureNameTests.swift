import Testing
import Livery

/// The one rule for a capture's name, whether a unit test records it or an
/// app posts it to `livery serve`: a plain file name, never a path.
@Suite struct CaptureNameTests {
    @Test func plainNamesAreTakenAndPathsAreNot() {
        for plain in ["Profile", "Écran", "プロフィール", "a.b-c_1", "x..y", String(repeating: "a", count: 245)] {
            #expect(CaptureName.isPlain(plain), "\(plain)")
        }
        for refused in [
            "", ".", "..", ".hidden", "../x", "a/b", "a\\b", "a b", "a\u{0}b", "a%2Fb", "a\nb", "~", String(repeating: "a", count: 246),
        ] {
            #expect(!CaptureName.isPlain(refused), "\(refused.debugDescription)")
        }
    }
}
