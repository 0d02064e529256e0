import Testing
import LiveryGallery
@testable import LiveryPreview

/// Screens rendered ahead of the page's request after a save.
@Suite struct PrerendersTests {
    let light = GalleryVariant(appearance: .light, contentSize: nil, scale: 2)

    @Test func onlyRecentScreensOfChangedTreesAreRenderedAheadAndTakenOnce() async {
        let ahead = Prerenders()
        await ahead.requested("A|light", tree: "A.tree.yaml", variant: light)
        await ahead.requested("B|light", tree: "B.tree.yaml", variant: light)
        await ahead.start(["A.tree.yaml"]) { tree, _ in Array(tree.utf8) }
        #expect(await ahead.take("B|light") == nil, "B did not change")
        let task = await ahead.take("A|light")
        #expect(await task?.value == Array("A.tree.yaml".utf8))
        #expect(await ahead.take("A|light") == nil, "taken once")
    }

    @Test func aFailedRenderLeavesTheRequestToRender() async {
        let ahead = Prerenders()
        await ahead.requested("A|light", tree: "A.tree.yaml", variant: light)
        await ahead.start(["A.tree.yaml"]) { _, _ in nil }
        let task = await ahead.take("A|light")
        #expect(task != nil)
        #expect(await task?.value == nil)
    }

    @Test func atMostTheMostRecentScreensAreKept() async {
        let ahead = Prerenders()
        for i in 0...Prerenders.maxScreens {
            await ahead.requested("S\(i)", tree: "T.tree.yaml", variant: light)
        }
        await ahead.start(["T.tree.yaml"]) { _, _ in [1] }
        #expect(await ahead.take("S0") == nil, "the oldest screen was dropped")
        #expect(await ahead.take("S\(Prerenders.maxScreens)") != nil)
    }
}
