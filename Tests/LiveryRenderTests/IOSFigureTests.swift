import Foundation
import Livery
import LiveryYAML
import Testing

@testable import LiveryRender

/// Controls held to figures measured on iOS simulator snapshots that public
/// projects keep as test references (Docs/Controls.md, "Measured against
/// iOS"). Each test names its reference: repository, path, iOS version,
/// device and scale. The images are not in this repository; the figures are.
///
/// Reference A: cashapp/AccessibilitySnapshot, commit 5b03db81f4,
/// `Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/`
/// and `…/SnapshotTests.HitTargetTests/`, files ending
/// `_18_5_402x874@3x.png`: iOS 18.5, iPhone 16 Pro simulator, 3 pixels a
/// point (the `_17_5_393x852@3x` files, iOS 17.5, give the same geometry).
/// Each control is sized by `sizeThatFits` and centred in a white view.
@Suite struct IOSFigureTests {
    /// Renders `view` (a flow mapping) at its own size, centred across a
    /// white column `width` wide and as tall as the view, at `scale`.
    static func render(
        _ view: String, stylesheet: String = "livery: 1\n", width: Double = 402, scale: Double = 3,
        displayScale: Int = 3
    ) throws -> (Canvas, LayoutEngine.Result) {
        let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: "/tmp/figures.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [\(formatNumber(width)), null]
              set: { backgroundColor: white, axis: vertical, alignment: center }
              children:
                - \(view)
            """
        var loaded: [Diagnostic] = []
        let compiled = try #require(table)
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "/tmp/figures.tree.yaml", registry: compiled.registry, diagnostics: &loaded),
            "\(loaded)")
        var traits = document.traits
        traits.displayScale = displayScale
        let resolver = Resolver(table: compiled)
        let styles = resolver.resolve(document.root, traits: traits)
        let renderer = Renderer()
        let laidOut = try renderer.layout(document.root, styles: styles)
        return (try renderer.render(document.root, styledBy: resolver, traits: traits, scale: scale), laidOut)
    }

    /// How dark a pixel is: 0 white, 255 black (the mean of its channels).
    static func ink(_ c: Canvas, _ x: Int, _ y: Int) -> Int {
        let p = Scenes.pixel(c, x, y)
        return 255 - (Int(p.red) + Int(p.green) + Int(p.blue)) / 3
    }

    /// The first and last columns in `rows` whose ink passes `threshold`, within `columns`.
    static func inkedColumns(_ c: Canvas, rows: Range<Int>, columns: Range<Int>, threshold: Int) -> ClosedRange<Int>? {
        let hit = columns.filter { x in rows.contains { y in ink(c, x, y) > threshold } }
        guard let first = hit.first, let last = hit.last else { return nil }
        return first...last
    }

    // MARK: UISegmentedControl

    /// Reference A, `testSegmentedControl`: segments "Segment A", "Segment B",
    /// "Segment C", the second selected. iOS sizes it 263 × 32: three equal
    /// 87-point segments 1 point apart, so each segment is its widest title
    /// (the selected weight's) plus 10 points a side; the selected segment
    /// is raised 2 points in on every side (83 × 28); the titles are centred,
    /// their ink starting 10.67 points into an unselected segment.
    @Test func segmentedControlSizesSegmentsAsIOSDoes() throws {
        let (canvas, layout) = try Self.render(
            "{ type: UISegmentedControl, set: { segments: [Segment A, Segment B, Segment C], selectedSegmentIndex: 1 } }")
        let frame = LayoutTests.frame(layout, 1)
        #expect(frame[3] == 32)
        // The widest title at 13 points semibold, as Livery's text engine measures it.
        let text = TextEngine(files: .system)
        let widest = ["Segment A", "Segment B", "Segment C"].map {
            text.measure(
                LabelContent(text: $0, font: ResolvedFont(family: "system", size: 13, weight: .semibold), numberOfLines: 1),
                maxWidth: .infinity, limits: .default
            ).width
        }.max() ?? 0
        #expect(abs(frame[2] - (3 * (widest + 20) + 2)) < 1e-9)
        // iOS's own widest title (SF Pro) is 67 points: its 263 comes out of the same rule.
        #expect(3 * (67.0 + 20) + 2 == 263)
        // The first title's ink starts 10.67 points into its segment on iOS; here 11.8: Inter's
        // glyphs are wider than SF Pro's, so the centred ink starts a little further in.
        let segment = (frame[2] - 2) / 3
        guard let columns = Self.inkedColumns(
            canvas, rows: Int(frame[1] * 3) + 30..<Int(frame[1] * 3) + 66, columns: Int(frame[0] * 3)..<Int((frame[0] + segment) * 3) - 6,
            threshold: 100)
        else {
            Issue.record("no title")
            return
        }
        let start = (Double(columns.lowerBound) / 3) - frame[0]
        #expect(abs(start - 10.67) < 1.25, "ink starts \(start) points in")
        // The raised segment: 2 points inside the second segment, 28 points tall.
        let control = SegmentedControl(try Self.style("UISegmentedControl", ["segments": "[A, B, C]", "selectedSegmentIndex": "1"]))
        let layers = control.layers(
            ControlContext(size: Size(width: 263, height: 32), traits: TraitCollection(), measure: { _, font in (0, font.size, font.size * 0.8) }))
        let thumb = try #require(layers.first { $0.shadowOpacity > 0 })
        #expect(thumb.frame == Rect(x: 87 + 1 + 2, y: 2, width: 83, height: 28))
        #expect(thumb.cornerRadius == 6 && thumb.cornerCurve == .continuous)
    }

    // MARK: UISlider

    /// Reference A, `testSlider`: a slider at 75 of 0…100, 382 points wide.
    /// iOS sizes it 34 points tall; its 4-point track runs from 3 points
    /// inside each end; the thumb is a 27-point disc whose centre is at
    /// 278.33 points.
    @Test func sliderMatchesIOSGeometry() throws {
        let (canvas, layout) = try Self.render(
            "{ type: UISlider, size: [382, null], set: { maximumValue: 100, value: 75, minimumTrackTintColor: black, maximumTrackTintColor: black, thumbTintColor: white } }")
        let frame = LayoutTests.frame(layout, 1)
        #expect(frame[3] == 34 && frame[2] == 382)
        let x0 = Int(frame[0] * 3)
        #expect(abs(SliderControl.thumbCentre(fraction: 0.75, width: 382) - 278.33) < 0.2)
        // The track's ink along its centre row: from 3 to 379 points into the slider, at 3 pixels a point.
        let row = Int(17 * 3)
        guard let track = Self.inkedColumns(canvas, rows: row..<row + 1, columns: 0..<1206, threshold: 128) else {
            Issue.record("no track")
            return
        }
        #expect(abs(track.lowerBound - x0 - 9) <= 1, "the track starts at \(track.lowerBound - x0) px")
        #expect(abs(track.upperBound + 1 - x0 - 1137) <= 1, "the track ends at \(track.upperBound + 1 - x0) px")
        // The thumb's white disc: 27 points across, centred at 278.33.
        let disc = (track.lowerBound + 3..<track.upperBound - 3).filter { x in Self.ink(canvas, x, row) < 20 }
        let left = try #require(disc.first)
        let right = try #require(disc.last)
        #expect(abs(Double(right - left + 1) / 3 - 27) < 1, "the disc is \(Double(right - left + 1) / 3) points")
        #expect(abs(Double(left + right + 1 - 2 * x0) / 6 - 278.33) < 0.5)
    }

    // MARK: UIPageControl

    /// Reference A, `testPageControl`: three pages. iOS draws 7.6-point dots
    /// (7.58 by area) whose centres are 17.33 and 18 points apart (17.67 on
    /// average, snapped to pixels), in a control 72.67 points wide.
    @Test func pageControlMatchesIOSDotsAndSpacing() throws {
        let (canvas, layout) = try Self.render(
            "{ type: UIPageControl, set: { numberOfPages: 3, pageIndicatorTintColor: black, currentPageIndicatorTintColor: black } }")
        let frame = LayoutTests.frame(layout, 1)
        #expect(abs(frame[2] - 72.67) < 0.01)
        // Area-equivalent diameters and centres of the three dots, in points.
        var dots: [(area: Double, x: Double)] = []
        let rows = Int(frame[1] * 3)..<Int((frame[1] + frame[3]) * 3)
        var current: (area: Double, moment: Double)?
        for x in Int(frame[0] * 3) - 1..<Int((frame[0] + frame[2]) * 3) + 2 {
            let column = rows.reduce(0.0) { $0 + Double(Self.ink(canvas, x, $1)) / 255 }
            if column > 0.01 {
                current = ((current?.area ?? 0) + column, (current?.moment ?? 0) + column * (Double(x) + 0.5))
            } else if let dot = current {
                dots.append((dot.area / 9, dot.moment / dot.area / 3))
                current = nil
            }
        }
        #expect(dots.count == 3)
        for dot in dots { #expect(abs(2 * (dot.area / .pi).squareRoot() - 7.58) < 0.15, "diameter \(2 * (dot.area / .pi).squareRoot())") }
        #expect(abs((dots[2].x - dots[0].x) / 2 - 17.67) < 0.05)
    }

    // MARK: Plain tables

    /// Reference A, `testTableHitTarget` (`SnapshotTests.HitTargetTests`): a
    /// plain table of three 44-point rows. iOS draws a one-pixel separator at
    /// the bottom of every row, the last included, and nothing below the
    /// rows (iOS 13 drew empty rows' lines to the bottom; iOS 15 and later do
    /// not: pointfreeco/swift-snapshot-testing's iOS 13 `testTableViewController.1.png`
    /// shows them, reference A does not).
    @Test func plainTablesLineEveryRowAndNothingBelow() throws {
        let cell = "{ type: UITableViewCell, size: [null, 44] }"
        let (canvas, _) = try Self.render(
            "{ type: UITableView, frame: [0, 0, 402, 300], set: { separatorColor: black }, children: [\(cell), \(cell), \(cell)] }")
        for row in 1...3 {
            let y = row * 44 * 3 - 1
            #expect(Self.ink(canvas, 300, y) > 200, "a line under row \(row)")
            #expect(Self.ink(canvas, 300, y - 1) == 0, "one pixel thick")
        }
        for y in stride(from: 3 * 44 * 3, to: 900, by: 1) where Self.ink(canvas, 300, y) > 0 {
            Issue.record("ink below the rows at \(y)")
            break
        }
    }

    /// A hairline is one device pixel at the render's scale: at 1× a
    /// separator covers one whole row of pixels, not half of one, whatever
    /// `displayScale` the tree's traits say.
    @Test func hairlinesAreOnePixelAtTheRendersScale() throws {
        let cell = "{ type: UITableViewCell, size: [null, 44] }"
        let (canvas, _) = try Self.render(
            "{ type: UITableView, frame: [0, 0, 200, 100], set: { separatorColor: black }, children: [\(cell), \(cell)] }",
            width: 200, scale: 1, displayScale: 2)
        #expect(Self.ink(canvas, 100, 43) == 255)
        #expect(Self.ink(canvas, 100, 42) == 0 && Self.ink(canvas, 100, 44) == 0)
    }

    /// A style of `type` with `values` set on the view, in the default traits.
    static func style(_ type: String, _ values: [String: String]) throws -> ResolvedStyle {
        let set = values.map { "\($0): \($1)" }.joined(separator: ", ")
        let document = try #require(
            {
                var diagnostics: [Diagnostic] = []
                return TreeLoader.load(
                    try YAMLReader.parse("livery-tree: 1\nroot: { type: \(type), size: [10, 10], set: { \(set) } }\n"), file: "s.tree.yaml",
                    registry: .builtIn, diagnostics: &diagnostics)
            }())
        let (table, _) = StylesheetCompiler.compile(source: "livery: 1\n", path: "/tmp/s.style.yaml")
        return Resolver(table: try #require(table)).resolve(document.root).views[0].style
    }
}

extension IOSFigureTests {
    /// Reference A, `testStepper` and `testStepperAtMin`: iOS sizes a
    /// stepper 94 × 32; the divider is 1 point wide and 18.33 tall; the minus
    /// and the plus are 13.67 points long, centred 23.17 points in from each
    /// end; at its minimum the minus is drawn at half strength.
    @Test func stepperMatchesIOSGeometry() throws {
        let (canvas, layout) = try Self.render("{ type: UIStepper, set: { value: 0 } }")
        let frame = LayoutTests.frame(layout, 1)
        #expect(frame[2] == 94 && frame[3] == 32)
        let x0 = Int(frame[0] * 3)
        let middle = Int((frame[1] + 16) * 3)
        // The glyphs' ink along the middle row: the minus from 16.33 to 30, the plus from 64 to 77.67.
        let dark = (x0..<x0 + 282).filter { Self.ink(canvas, $0, middle) > 60 }
        let minus = dark.filter { $0 < x0 + 141 }
        let plus = dark.filter { $0 > x0 + 144 }
        #expect(abs(Double((minus.first ?? 0) - x0) / 3 - 16.33) < 0.4 && abs(Double((minus.last ?? 0) + 1 - x0) / 3 - 30) < 0.4)
        #expect(abs(Double((plus.first ?? 0) - x0) / 3 - 64) < 0.4 && abs(Double((plus.last ?? 0) + 1 - x0) / 3 - 77.67) < 0.4)
        // At the minimum the minus is half as dark as the plus.
        let minusInk = Self.ink(canvas, x0 + 70, middle)
        let plusInk = Self.ink(canvas, x0 + 212, middle)
        #expect(abs(Double(minusInk) / Double(plusInk) - 0.5) < 0.1, "minus \(minusInk), plus \(plusInk)")
        // The divider: one point wide in the middle, 18.33 tall.
        let column = x0 + 141
        let rows = (Int(frame[1] * 3)..<Int((frame[1] + 32) * 3)).filter { Self.ink(canvas, column, $0) > 30 }
        #expect(abs(Double(rows.count) / 3 - 18.33) < 0.5)
    }

    /// A compact date picker shows the date and the time in pills of
    /// tertiarySystemFill, the date formatted as en-US does.
    @Test func compactDatePickersShowTheDateAndTheTime() throws {
        let picker = DatePickerAppearance(try Self.style("UIDatePicker", ["date": "\"2026-11-25T18:05\""]))
        #expect(picker.dateText == "Nov 25, 2026" && picker.timeText == "6:05 PM")
        let time = DatePickerAppearance(try Self.style("UIDatePicker", ["datePickerMode": "time", "date": "\"00:30\""]))
        #expect(time.dateText == nil && time.timeText == "12:30 AM")
        #expect(DatePickerAppearance(try Self.style("UIDatePicker", ["date": "\"2026-13-01\""])).dateText == "Sep 9, 2026")
        let (_, layout) = try Self.render("{ type: UIDatePicker, set: { datePickerMode: date } }")
        #expect(LayoutTests.frame(layout, 1)[3] == 34)
    }
}

extension IOSFigureTests {
    /// Reference A, `testTableHitTarget`: a default-style cell's text
    /// ("Hello World", 17 points) starts its ink 21.67 points in on a
    /// 402-point screen: the content margin is 20 there (and on 393), 16 on
    /// narrower screens; the separator starts at the same margin.
    @Test func aDefaultCellsTextStartsAtTheContentMargin() throws {
        let cell = "{ type: UITableViewCell, size: [null, 44], set: { textLabel.text: Hello World } }"
        let (canvas, _) = try Self.render(
            "{ type: UITableView, frame: [0, 0, 402, 88], set: { separatorColor: black }, children: [\(cell), \(cell)] }")
        guard let ink = Self.inkedColumns(canvas, rows: 30..<100, columns: 0..<600, threshold: 100) else {
            Issue.record("no text")
            return
        }
        #expect(abs(Double(ink.lowerBound) / 3 - 21.67) < 0.5, "ink starts at \(Double(ink.lowerBound) / 3)")
        // The "H" stands on a baseline 28.33 below the row's top (its ink 16.33–28.33 on iOS 18.5).
        let h = try #require(Self.inkedRows(canvas, rows: 0..<126, columns: ink.lowerBound..<(ink.lowerBound + 24), threshold: 100))
        #expect(abs(Double(h.upperBound + 1) / 3 - 28.33) <= 0.34, "\(Double(h.upperBound + 1) / 3)")
        // The separator under the first row starts at 20 points.
        let row = 44 * 3 - 1
        #expect(Self.ink(canvas, 61, row) > 200 && Self.ink(canvas, 58, row) == 0)
        #expect(TableAppearance.contentMargin(screenWidth: 375) == 16 && TableAppearance.contentMargin(screenWidth: 393) == 20)
    }
}

extension IOSFigureTests {
    /// Issue 49's measurement on iOS 16.4–18.5 simulator references (@3x):
    /// a bar keeps its items 20 points from the sides of a 414-point screen
    /// (Livery kept 16). Narrower phones keep 16.
    @Test func barItemMarginsWidenOnWidePhones() throws {
        func trailingGap(_ width: Int) throws -> Double {
            let tree = """
                livery-tree: 1
                root:
                  type: UIView
                  frame: [0, 0, \(width), 100]
                  children:
                    - type: UINavigationBar
                      frame: [0, 0, \(width), 44]
                      children: [{ type: UIBarButtonItem, side: trailing, set: { title: Done } }]
                """
            let (layout, _) = try LayoutTests.layout(tree)
            let item = layout.frames[2]
            return Double(width) - (item.x + item.width)
        }
        #expect(try trailingGap(414) == 20)
        #expect(try trailingGap(430) == 20)
        #expect(try trailingGap(375) == 16)
    }
}

extension IOSFigureTests {
    /// The rows in `columns` whose ink passes `threshold`, first and last.
    static func inkedRows(_ c: Canvas, rows: Range<Int>, columns: Range<Int>, threshold: Int) -> ClosedRange<Int>? {
        let hit = rows.filter { y in columns.contains { x in ink(c, x, y) > threshold } }
        guard let first = hit.first, let last = hit.last else { return nil }
        return first...last
    }

    /// Reference A, `SnapshotTests.AccessibilitySnapshotTests/testTabBars_18_5_402x874@3x.png`
    /// (and `_17_5_393x852@3x`, the same): a tab bar of titles without
    /// images, 49 points tall; each title's baseline 45.33 points below the
    /// bar's top; an item's badge (empty: a circle) 18 points across, 3
    /// points below the bar's top, its leading edge 10.83 (11.0 on 17.5)
    /// points right of the item's centre.
    @Test func tabTitlesAndAnImagelessBadgeStandWhereIOSPutsThem() throws {
        let bar = """
            { type: UITabBar, size: [402, 49], children: [{ type: UITabBarItem, set: { title: First } }, \
            { type: UITabBarItem, set: { title: Second, badgeValue: "" } }, { type: UITabBarItem, set: { title: Third } }, \
            { type: UITabBarItem, set: { title: Fourth } }] }
            """
        let (canvas, _) = try Self.render(bar)
        let title = try #require(Self.inkedRows(canvas, rows: 0..<147, columns: 0..<300, threshold: 100))
        #expect(abs(Double(title.upperBound + 1) / 3 - 45.33) <= 0.34, "title baseline at \(Double(title.upperBound + 1) / 3)")
        var red: [(x: Int, y: Int)] = []
        for y in 0..<147 {
            for x in 302..<603 {
                let p = Scenes.pixel(canvas, x, y)
                if p.red > 200 && p.green < 80 && p.blue < 80 { red.append((x, y)) }
            }
        }
        let top = try #require(red.map(\.y).min())
        let left = try #require(red.map(\.x).min())
        let bottom = try #require(red.map(\.y).max())
        #expect(abs(Double(top) / 3 - 3.0) <= 0.34, "badge top \(Double(top) / 3)")
        #expect(abs(Double(bottom - top + 1) / 3 - 18) <= 0.34)
        // The second of four items spans 100.5 to 201: its centre is 150.75.
        #expect(abs(Double(left) / 3 - 150.75 - 10.83) <= 0.5, "badge leading edge \(Double(left) / 3 - 150.75) from the centre")
    }
}

extension IOSFigureTests {
    /// Reference A (db07f5c), `SnapshotTests.SwiftUIListSectionTests/testListWithHeadersAndFooters_18_5_402x874@3x.png`
    /// (and `_17_5_393x852@3x`), an inset-grouped list: cells inset 20 and
    /// filled white; a header's baseline 9.33 points above its section's
    /// first cell, its text at x 40.33; a footer's baseline 18.33 below the
    /// last cell; 72.33 points from a section's last cell to the next one's
    /// first when a footer stands between, and (`testListWithSectionHeaders`)
    /// 56.33 without one.
    @Test func groupedSectionsAreSpacedAsIOSSpacesThem() throws {
        func layout(_ rows: String) throws -> (Canvas, LayoutEngine.Result) {
            try Self.render(
                "{ type: UITableView, size: [402, 300], set: { style: insetGrouped }, children: [\(rows)] }")
        }
        let header = "{ type: UITableViewHeaderFooterView, set: { textLabel.text: ACCOUNTS } }"
        let footer = "{ type: UITableViewHeaderFooterView, set: { textLabel.text: The footer } }"
        let cell = "{ type: UITableViewCell, size: [null, 44], set: { textLabel.text: Hello World } }"
        let (canvas, withFooter) = try layout([header, cell, footer, header, cell].joined(separator: ", "))
        let f = withFooter.frames
        // Frames: the column, the table, then its rows.
        #expect(abs(f[6].y - (f[3].y + f[3].height) - 72.33) < 0.01, "\(f[6].y - (f[3].y + f[3].height))")
        #expect(f[3].x == 20 && f[3].width == 362)
        let (_, without) = try layout([header, cell, header, cell].joined(separator: ", "))
        #expect(abs(without.frames[5].y - (without.frames[3].y + without.frames[3].height) - 56.33) < 0.01)

        // Text baselines, in pixels at 3x: the header's row band and the footer's.
        let cellTop = Int((f[3].y * 3).rounded())
        let cellBottom = Int(((f[3].y + f[3].height) * 3).rounded())
        let headerInk = try #require(Self.inkedRows(canvas, rows: 0..<cellTop, columns: 60..<1100, threshold: 40))
        #expect(abs(Double(cellTop - (headerInk.upperBound + 1)) / 3 - 9.33) <= 0.34)
        let headerColumns = try #require(Self.inkedColumns(canvas, rows: 0..<cellTop, columns: 0..<1100, threshold: 40))
        #expect(abs(Double(headerColumns.lowerBound) / 3 - 40.33) <= 0.67)
        let footerInk = try #require(Self.inkedRows(canvas, rows: cellBottom..<(cellBottom + 100), columns: 60..<1100, threshold: 40))
        #expect(abs(Double(footerInk.upperBound + 1 - cellBottom) / 3 - 18.33) <= 0.34)
        // The cell is filled white and the table grey, though nothing set their colours.
        let p = Scenes.pixel(canvas, 600, cellTop + 3)
        #expect(p.red == 255 && p.green == 255 && p.blue == 255)
        let margin = Scenes.pixel(canvas, 20, cellTop + 3)
        #expect(margin.red == 242 && margin.green == 242 && margin.blue == 247, "the table's grey around it")
    }

    // MARK: Navigation bar titles and search

    /// Reference B: alphagov/govuk-mobile-ios-app, commit 14c876d6a8,
    /// `Tests/govuk_ios/govuk_ios_snapshot_tests/ReferenceImages_64/govuk_ios_snapshot_tests.SettingsViewControllerSnapshotTests/test_loadInNavigationController_light_rendersCorrectly@3x.png`
    /// (iOS 17.5, iPhone 15 Pro, @3x; a default large title) and, for the
    /// search field, openhab/openhab-ios 8a6615d946, `doc/sitemap.png` (an
    /// iPhone 15 Pro screenshot, iOS 17, a default large title over
    /// `navigationItem.searchController`). The large title's baseline is
    /// 80.0 below the bar's top (36 into the row under the 44-point one);
    /// the search field is 36 tall, 16 from the sides of a 393-point screen,
    /// its top 17.0 below the large title's baseline and 15 above the bar's
    /// bottom.
    @Test func largeTitlesAndTheirSearchFieldStandWhereIOSPutsThem() throws {
        let (canvas, result) = try Self.render(
            "{ type: UINavigationBar, size: [393, null], set: { title: Settings, prefersLargeTitles: true, backgroundColor: white }, children: [{ type: UISearchBar, set: { placeholder: Search } }] }",
            width: 393)
        let bar = result.frames[1]
        #expect(bar.height == 96 + 52)
        // The large title's baseline: the bottom row of its "S" (no descender; its overshoot is under a pixel).
        let title = try #require(Self.inkedRows(canvas, rows: 132..<288, columns: 45..<90, threshold: 100))
        #expect(abs(Double(title.upperBound + 1) / 3 - 80.0) <= 0.34, "\(Double(title.upperBound + 1) / 3)")
        // The field: its grey fill's rows and columns, against the white bar.
        func fill(_ x: Int, _ y: Int) -> Bool { Self.ink(canvas, x, y) > 6 }
        let rows = (288..<444).filter { fill(600, $0) }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        #expect(Double(top) / 3 == 97 && Double(bottom + 1) / 3 == 133, "\(Double(top) / 3)…\(Double(bottom + 1) / 3)")
        let columns = (0..<1179).filter { fill($0, top + 54) }
        let left = try #require(columns.first), right = try #require(columns.last)
        #expect(Double(left) / 3 == 16 && Double(right + 1) / 3 == 377)
    }

    /// Reference B's `test_loadInNavigationController_light` of
    /// `HostingViewControllerSnapshotTests` (`showNavbar`) and reference A's
    /// `testNavBarBackButtonTraitsWithTitles_18_5_402x874@3x.png`: an inline
    /// title's baseline 28.0 below the bar's top, in 17-point semibold.
    @Test func anInlineTitleSitsOnIOSBaseline() throws {
        let (canvas, _) = try Self.render("{ type: UINavigationBar, size: [402, 44], set: { title: Title, backgroundColor: white } }")
        let title = try #require(Self.inkedRows(canvas, rows: 0..<132, columns: 540..<680, threshold: 100))
        #expect(abs(Double(title.upperBound + 1) / 3 - 28.0) <= 0.34, "\(Double(title.upperBound + 1) / 3)")
    }

    /// Reference B, `SearchViewControllerSnapshotTests/test_loadInNavigationController_light`
    /// (iOS 17.5, iPhone 15 Pro, @3x): a standalone search bar's field 36
    /// tall, 8 in from the bar's sides and 10 below its top; the magnifier 8
    /// from the field's leading edge; the placeholder's ink 32.33 from it.
    @Test func aSearchBarsFieldAndPlaceholderStandWhereIOSPutsThem() throws {
        let (canvas, result) = try Self.render(
            "{ type: UISearchBar, size: [393, 56], set: { placeholder: Search, searchBarStyle: minimal } }", width: 393)
        #expect(result.frames[1].height == 56)
        let field = (0..<168).filter { Self.ink(canvas, 600, $0) > 6 }
        let top = try #require(field.first), bottom = try #require(field.last)
        #expect(Double(top) / 3 == 10 && Double(bottom + 1) / 3 == 46)
        let glyphs = try #require(Self.inkedColumns(canvas, rows: 60..<110, columns: 24..<300, threshold: 60))
        #expect(abs(Double(glyphs.lowerBound) / 3 - 16) <= 0.34, "the magnifier at \(Double(glyphs.lowerBound) / 3)")
        let text = try #require(Self.inkedColumns(canvas, rows: 60..<110, columns: 105..<300, threshold: 60))
        #expect(abs(Double(text.lowerBound) / 3 - (8 + 32.33)) <= 0.34, "the placeholder at \(Double(text.lowerBound) / 3)")
    }
}
