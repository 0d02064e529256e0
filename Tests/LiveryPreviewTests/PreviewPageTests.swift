import Foundation
import Testing

@testable import Livery
@testable import LiveryPreview

/// The preview page from its template: every slot filled once, nothing
/// left of the template's syntax, and what is filled in escaped.
@Suite struct PreviewPageTests {
    @Test func thePageIsWholeWithEveryTextSizeAndLargeChosen() throws {
        let page = try PreviewPage.html()
        #expect(page.hasPrefix("<!doctype html>") && page.hasSuffix("</html>\n"))
        #expect(!page.contains("{{") && !page.contains("}}"))
        #expect(page.contains("<title>Livery preview</title>"))
        let options = TraitCollection.ContentSizeCategory.allCases.map { size in
            "<option\(size == .large ? " selected" : "")>\(size.rawValue)</option>"
        }
        #expect(page.contains("<select id=\"size\">" + options.joined() + "</select>"))
        #expect(page.contains("</pre><script>\nconst gallery = document.getElementById('gallery');"))
        #expect(page.contains("load().then(connect);\n</script>\n</body>"))
    }

    /// A size is markup-escaped where it is filled in: it can neither close the menu nor start a script.
    @Test func aFilledInValueIsEscaped() throws {
        let page = try PreviewPage.html(sizes: ["</select><script>alert(1)</script>", "a\"b&c", "{{size-options}}"])
        #expect(!page.contains("<script>alert(1)"))
        #expect(page.contains("<option>&lt;/select&gt;&lt;script&gt;alert(1)&lt;/script&gt;</option>"))
        #expect(page.contains("<option>a&quot;b&amp;c</option>"))
        // A value is not read again for slots.
        #expect(page.contains("<option>{{size-options}}</option>"))
    }

    @Test func aSlotWithoutAValueOrAValueWithoutASlotIsAFailure() throws {
        let template = PageTemplate(text: "<p>{{a}} and {{b}}</p>\n")
        #expect(try template.filled(["a": "1", "b": "2"]) == "<p>1 and 2</p>")
        let missing = #expect(throws: PageTemplate.Failure.self) { try template.filled(["a": "1"]) }
        #expect(missing?.description == "no value for the slot 'b'")
        let extra = #expect(throws: PageTemplate.Failure.self) { try template.filled(["a": "1", "b": "2", "c": "3"]) }
        #expect(extra?.description == "no slot 'c' for its value")
        #expect(throws: PageTemplate.Failure.self) { try PageTemplate(text: "{{a").filled(["a": "1"]) }
    }
}
