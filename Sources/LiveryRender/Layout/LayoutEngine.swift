import LiveryCore

/// The layout stage (Docs/Layout.md): after resolution, before rendering,
/// gives every view its frame as UIKit would. Written frames win; a `size:`
/// fixes a size and leaves the position to a stack or the parent's origin;
/// the classes the schema says arrange their subviews (``SubviewArrangement``)
/// place them as UIKit does; every other view's size comes from its content,
/// asked of a measure function (``ContentMeasuring``), as Yoga asks.
///
/// Layout reads styles (a stack's `spacing`, a view's `isHidden` and
/// priorities), so a designer's rule re-lays the screen out.
public struct LayoutEngine {
    /// The laid-out tree: every node's `frame` final, in its parent's coordinates.
    public struct Result: Sendable {
        public var root: ViewNode
        /// Every view's frame, in pre-order (as ``ResolvedTree/views``).
        public var frames: [Rect]
        /// Where each view's frame came from, in pre-order (as ``ResolvedTree/views``).
        public var sources: [FrameSource]
        /// Views nothing gives a size (`no-size`), located at the view.
        public var warnings: [Diagnostic]
    }

    private let limits: RenderLimits
    private var content: any ContentMeasuring

    /// One view, flattened: its children by index, its style's layout reads.
    private struct Entry {
        var type: String
        var placement: ViewPlacement
        var written: Rect
        var origin: SourceLocation?
        var parent: Int?
        var children: [Int] = []
        var layout: LayoutAppearance
        /// How the view places its subviews, when its class does.
        var arrangement: SubviewArrangement?
        /// A stack's, or a table's rows as a column.
        var stack: StackAppearance?
        var direction: TraitCollection.LayoutDirection
        /// A navigation bar item's end, when the tree says.
        var barSide: BarItemSide?
        /// Its role in its parent (`part:`): a cell places its `accessoryView`.
        var part: String?
        /// A view written as SwiftUI, laid out at SwiftUI's metrics.
        var swiftUI: SwiftUIView?

        /// A table's cells keep their heights: a table scrolls, it does not stretch them.
        var isTable: Bool { arrangement == .rows }
    }

    private var entries: [Entry] = []
    /// The views' styles, in pre-order as the entries.
    private var styles: [ResolvedView] = []
    private var frames: [Rect] = []
    /// Each placed view's safe-area insets: the device's on the root, and
    /// what of its parent's reaches into each view (UIView.safeAreaInsets).
    private var safeAreas: [Insets] = []
    private var sources: [FrameSource] = []
    private var warnings: [Diagnostic] = []
    private var warned: Set<Int> = []
    private var rootSafeArea = Insets.zero
    /// The root's width as the tree gives it (a device's screen): UIKit's content margins follow it.
    private var screenWidth = 0.0
    /// A grouped table's rows' roles, by the table's index.
    private var rowRoles: [Int: [TableRows.Role]] = [:]
    /// Content sizes by view and offered width, so nested stacks measure each view once per width.
    private var measured: [MeasureKey: Measured] = [:]

    private typealias Measured = ContentSize

    private struct MeasureKey: Hashable {
        var index: Int
        var width: Double?
    }

    /// The sizes SwiftUI views chose, by view and proposal.
    private var fitted: [FitKey: Size] = [:]

    private struct FitKey: Hashable {
        var index: Int
        var width: Double?
        var height: Double?
    }

    /// A layout within `limits` that asks `content` for views' content sizes.
    init(limits: RenderLimits, content: any ContentMeasuring) {
        self.limits = limits
        self.content = content
    }

    /// Lays out `root`, whose views `styles` resolved (in pre-order). The
    /// root keeps its written frame, or takes its size at the origin.
    public mutating func layout(_ root: ViewNode, styles: ResolvedTree) throws(LayoutError) -> Result {
        entries = []
        measured = [:]
        fitted = [:]
        screenWidth = root.frame.width
        warnings = []
        warned = []
        self.styles = styles.views
        try flatten(root, styles: styles.views)
        frames = Array(repeating: .zero, count: entries.count)
        rootSafeArea = root.device?.safeArea ?? .zero
        // Without a device every safe area is empty: none is kept.
        safeAreas = rootSafeArea == .zero ? [] : Array(repeating: .zero, count: entries.count)
        sources = Array(repeating: .explicit, count: entries.count)
        let rootSize = preferredSize(0, width: nil)
        let rootFrame: Rect
        switch entries[0].placement {
        case .frame:
            rootFrame = entries[0].written
        case .size, .arranged, .safeArea:
            rootFrame = Rect(x: 0, y: 0, width: size(0, rootSize.width, .horizontal), height: size(0, rootSize.height, .vertical))
            sources[0] = isSize(entries[0].placement) ? .size : .intrinsic
        }
        place(0, in: rootFrame)
        if let failure = content.failure { throw failure }
        var laidOut = root
        var next = 0
        LayoutEngine.assign(&laidOut, frames: frames, next: &next)
        return Result(root: laidOut, frames: frames, sources: sources, warnings: warnings)
    }

    // MARK: Flattening

    /// Pre-order, with an explicit stack; the depth is checked here, as the
    /// scene builder checks it, because placing recurses.
    private mutating func flatten(_ root: ViewNode, styles: [ResolvedView]) throws(LayoutError) {
        var pending: [(node: ViewNode, parent: Int?, depth: Int)] = [(root, nil, 0)]
        while let (node, parent, depth) = pending.popLast() {
            guard depth <= limits.maxDepth else {
                throw LayoutError(
                    diagnostic: .error(
                        "\(RenderError.tooDeep(limit: limits.maxDepth))", code: .tooDeep,
                        at: node.origin ?? SourceLocation(file: node.type, line: 1, column: 1)))
            }
            let index = entries.count
            let style = styles.indices.contains(index) ? styles[index].style : ResolvedStyle()
            var layout = LayoutAppearance(style)
            // SwiftUI lays out its own views; a List's rows are its table's.
            let arrangement = node.swiftUI.map { $0.kind == .list ? style.schema.arrangement : nil } ?? style.schema.arrangement
            var stack: StackAppearance?
            switch arrangement {
            case .stack?:
                stack = StackAppearance(style)
            case .rows?:
                let table = TableAppearance(style)
                // Cells start below the section's header padding, inset grouped by the screen's content margin.
                let side = table.style == .insetGrouped ? TableAppearance.contentMargin(screenWidth: root.frame.width) : 0
                layout.layoutMargins = Insets(top: table.sectionHeaderTopPadding, left: side, bottom: 0, right: side)
                stack = StackAppearance.table(table)
            case .navigationItems?, .tabs?, .toolbarItems?, .searchField?, nil:
                break
            }
            entries.append(
                Entry(
                    type: node.type, placement: node.placement, written: node.frame, origin: node.origin, parent: parent,
                    layout: layout, arrangement: arrangement, stack: stack, direction: layout.direction,
                    barSide: node.barSide, part: node.part, swiftUI: node.swiftUI))
            if let parent { entries[parent].children.append(index) }
            for child in node.children.reversed() { pending.append((child, index, depth + 1)) }
        }
    }

    /// Writes the frames back into the tree, in pre-order.
    private static func assign(_ node: inout ViewNode, frames: [Rect], next: inout Int) {
        if frames.indices.contains(next) { node.frame = frames[next] }
        next += 1
        for i in node.children.indices { assign(&node.children[i], frames: frames, next: &next) }
    }

    // MARK: Sizes

    /// A view's size as it asks for it at an offered width: written entries
    /// win, the rest comes from its content (a stack's from its arranged subviews).
    private mutating func preferredSize(_ i: Int, width offered: Double?) -> (width: Double?, height: Double?) {
        if isSwiftUILaidOut(i) {
            let s = fits(i, width: offered, height: nil)
            return (s.width, s.height)
        }
        switch entries[i].placement {
        case .frame:
            return (entries[i].written.width, entries[i].written.height)
        case .size(let w, let h):
            if let w, let h { return (w, h) }
            let natural = contentSize(i, width: w ?? offered)
            return (w ?? natural.width, h ?? natural.height)
        case .arranged, .safeArea:
            return contentSize(i, width: offered)
        }
    }

    private func isSize(_ placement: ViewPlacement) -> Bool {
        if case .size = placement { return true }
        return false
    }

    /// Whether the tree document fixes the view's length along `axis`.
    private func isFixed(_ i: Int, along axis: StackAxis) -> Bool {
        switch entries[i].placement {
        case .frame: return true
        case .size(let w, let h): return (axis == .horizontal ? w : h) != nil
        case .arranged, .safeArea: return false
        }
    }

    /// The intrinsic content size at an offered width, measured once per width.
    private mutating func contentSize(_ i: Int, width: Double?) -> (width: Double?, height: Double?) {
        let m = measure(i, width: width)
        return (m.width, m.height)
    }

    private mutating func measure(_ i: Int, width: Double?) -> Measured {
        let key = MeasureKey(index: i, width: width)
        if let known = measured[key] { return known }
        let result: Measured
        if let stack = entries[i].stack {
            let fitted = fit(i, stack, width: width, height: nil)
            result = Measured(width: fitted.width, height: fitted.height)
        } else {
            let (origin, type) = (entries[i].origin, entries[i].type)
            let style = styles.indices.contains(i) ? styles[i].style : ResolvedStyle()
            var own = content.measure(i, style, width: width) { origin ?? SourceLocation(file: type, line: 1, column: 1) }
            if let role = groupedRowRole(i) {
                // A grouped table's header and footer views are iOS's heights, the gap before a header included.
                switch role {
                case .header(let afterCells): own.height = TableRows.headerHeight + (afterCells ? TableRows.sectionGap : 0)
                case .footer:
                    // Offered a width, its text wraps at the content margin a side, the view growing by the lines below its first.
                    var extra = 0.0
                    if let width {
                        let margin = TableAppearance.contentMargin(screenWidth: screenWidth)
                        extra = content.extraLinesHeight(i, style, width: max(0, width - 2 * margin)) {
                            origin ?? SourceLocation(file: type, line: 1, column: 1)
                        }
                    }
                    own.height = TableRows.footerHeight + extra
                case .cell, .other: break
                }
            }
            if let height = own.height, searchBar(of: i) != nil {
                own.height = height + SearchBarAppearance.navigationRowHeight
            }
            result = own
        }
        measured[key] = result
        return result
    }

    /// The search bar a navigation bar holds (`navigationItem.searchController`), in a row of its own.
    private func searchBar(of i: Int) -> Int? {
        guard entries[i].arrangement == .navigationItems else { return nil }
        return entries[i].children.first { entries[$0].arrangement == .searchField }
    }

    /// A header or footer view's role among a grouped table's rows; nil for any other view.
    private mutating func groupedRowRole(_ i: Int) -> TableRows.Role? {
        guard let p = entries[i].parent, entries[p].arrangement == .rows, styles.indices.contains(p),
            TableRows.kind(styles[i].style) == .headerFooter, TableRows.groups(TableAppearance(styles[p].style).style)
        else { return nil }
        if rowRoles[p] == nil {
            rowRoles[p] = TableRows.roles(entries[p].children.map { styles.indices.contains($0) ? TableRows.kind(styles[$0].style) : .other })
        }
        guard let index = entries[p].children.firstIndex(of: i) else { return nil }
        return rowRoles[p]?[index]
    }

    /// View `i`'s safe-area insets, once it is placed.
    private func safeArea(_ i: Int) -> Insets { safeAreas.isEmpty ? .zero : safeAreas[i] }

    /// A length nothing gives is 0 points, with a `no-size` warning once per view.
    private mutating func size(_ i: Int, _ length: Double?, _ axis: StackAxis) -> Double {
        if let length { return length }
        if warned.insert(i).inserted {
            let what = axis == .horizontal ? "width" : "height"
            warnings.append(
                .warning(
                    "nothing gives this \(entries[i].type) a \(what): no frame, size, intrinsic content size or stretching stack",
                    code: .noSize, at: entries[i].origin ?? SourceLocation(file: entries[i].type, line: 1, column: 1),
                    hint: "write 'size:' with its \(what), or place it in a stack that fills that axis"))
        }
        return 0
    }

    // MARK: Placing

    /// Gives view `i` its frame, then lays out its subviews inside it.
    private mutating func place(_ i: Int, in frame: Rect) {
        frames[i] = frame
        if safeAreas.isEmpty {
            // No device: nothing to inset.
        } else if let p = entries[i].parent {
            // What of the parent's safe area reaches into this view.
            let outer = safeAreas[p]
            let parent = frames[p]
            safeAreas[i] = Insets(
                top: max(0, outer.top - frame.y), left: max(0, outer.left - frame.x),
                bottom: max(0, outer.bottom - (parent.height - frame.y - frame.height)),
                right: max(0, outer.right - (parent.width - frame.x - frame.width)))
        } else {
            safeAreas[i] = rootSafeArea
        }
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        if isSwiftUILaidOut(i) && entries[i].arrangement == nil {
            placeSwiftUI(i, in: bounds)
            return
        }
        // A stack's subviews are its arranged subviews, in order.
        switch entries[i].arrangement {
        case .stack?, .rows?:
            if let stack = entries[i].stack { arrange(i, stack, in: bounds) }
        case .navigationItems?, .tabs?, .toolbarItems?:
            arrangeItems(i, in: bounds)
        case .searchField?:
            arrangeSearchField(i, in: bounds)
        case nil:
            let isCell = styles.indices.contains(i) && styles[i].style.schema.isKind(of: CellAppearance.kind)
            for child in entries[i].children {
                if isCell, entries[child].part == CellAppearance.accessoryViewPart {
                    placeAccessory(child, in: bounds, rightToLeft: entries[i].direction == .rightToLeft)
                } else {
                    placeFree(child)
                }
            }
        }
    }

    /// A cell's `accessoryView`: at its size (or its content's), inside the
    /// trailing content margin and centred top to bottom, as UIKit places it.
    private mutating func placeAccessory(_ child: Int, in cell: Rect, rightToLeft: Bool) {
        let s = preferredSize(child, width: nil)
        let width = size(child, s.width, .horizontal)
        let height = size(child, s.height, .vertical)
        let margin = TableAppearance.contentMargin(screenWidth: frames.first?.width ?? cell.width)
        sources[child] = .stack
        place(
            child,
            in: Rect(x: rightToLeft ? margin : cell.width - margin - width, y: (cell.height - height) / 2, width: width, height: height))
    }

    /// Bar items (Docs/Controls.md), each at its intrinsic size unless said
    /// otherwise, in the bar's top row:
    /// - a navigation bar: its `side: leading` items from the leading edge
    ///   inwards, its `side: trailing` ones from the trailing edge inwards
    ///   (without `side:`, the first leads and the rest trail), at the bar's
    ///   margin from the edges (``NavigationBarAppearance/margin(screenWidth:)``) and 8 apart;
    /// - a tab bar: equal widths across the bar, 49 points high;
    /// - a toolbar: spread with equal gaps between the same margins.
    private mutating func arrangeItems(_ i: Int, in bounds: Rect) {
        let bar = entries[i].arrangement
        let rtl = entries[i].direction == .rightToLeft
        let row = bar == .tabs ? TabBarAppearance.height : NavigationBarAppearance.rowHeight
        let margin = NavigationBarAppearance.margin(screenWidth: frames.first?.width ?? bounds.width)
        var items = entries[i].children
        if let search = searchBar(of: i) {
            // `navigationItem.searchController`: its bar in a row of its own below the title rows.
            items.removeAll { $0 == search }
            let style = styles.indices.contains(i) ? styles[i].style : ResolvedStyle()
            sources[search] = .stack
            place(
                search,
                in: Rect(
                    x: 0, y: NavigationBarAppearance(style).height, width: bounds.width, height: SearchBarAppearance.navigationRowHeight))
        }
        let sizes = items.map { c -> Size in
            let s = preferredSize(c, width: nil)
            return Size(width: size(c, s.width, .horizontal), height: min(row, size(c, s.height, .vertical)))
        }
        var xs: [Double] = []
        switch bar {
        case .navigationItems?:
            var leading = margin
            var trailing = bounds.width - margin
            for (k, s) in sizes.enumerated() {
                if (entries[items[k]].barSide ?? (k == 0 ? .leading : .trailing)) == .leading {
                    xs.append(leading)
                    leading += s.width + 8
                } else {
                    xs.append(trailing - s.width)
                    trailing -= s.width + 8
                }
            }
        case .tabs?:
            let width = bounds.width / Double(max(1, items.count))
            xs = items.indices.map { Double($0) * width }
        case .toolbarItems?, .stack?, .rows?, .searchField?, nil:
            let total = sizes.reduce(0) { $0 + $1.width }
            let gap = items.count > 1 ? max(8, (bounds.width - 2 * margin - total) / Double(items.count - 1)) : 0
            var x = items.count == 1 ? (bounds.width - total) / 2 : margin
            for s in sizes {
                xs.append(x)
                x += s.width + gap
            }
        }
        for (k, c) in items.enumerated() {
            var frame = Rect(x: xs[k], y: (row - sizes[k].height) / 2, width: sizes[k].width, height: sizes[k].height)
            if bar == .tabs { frame = Rect(x: xs[k], y: 0, width: bounds.width / Double(max(1, items.count)), height: row) }
            if rtl { frame.x = bounds.width - frame.x - frame.width }
            sources[c] = .stack
            place(c, in: frame)
        }
    }

    /// A search bar's parts (``SearchBarAppearance``): its text field in the
    /// field's place, its Cancel item at the trailing end while
    /// `showsCancelButton` is on (else nowhere, as UIKit hides it).
    private mutating func arrangeSearchField(_ i: Int, in bounds: Rect) {
        let bar = SearchBarAppearance(styles.indices.contains(i) ? styles[i].style : ResolvedStyle())
        let rtl = entries[i].direction == .rightToLeft
        let inNavigationBar = entries[i].parent.map { searchBar(of: $0) == i } ?? false
        let item = entries[i].children.first { !isTextField($0) }
        let cancelWidth = bar.showsCancelButton ? item.map { preferredSize($0, width: nil).width ?? 0 } : nil
        let field = SearchBarAppearance.fieldFrame(width: bounds.width, cancelWidth: cancelWidth, isRightToLeft: rtl, inNavigationBar: inNavigationBar)
        for c in entries[i].children {
            sources[c] = .stack
            if c == item {
                let w = cancelWidth ?? 0
                let inset = SearchBarAppearance.inset(inNavigationBar: inNavigationBar)
                let x = rtl ? inset : bounds.width - inset - w
                place(c, in: Rect(x: x, y: field.y, width: cancelWidth == nil ? 0 : w, height: cancelWidth == nil ? 0 : field.height))
            } else {
                place(c, in: field)
            }
        }
    }

    /// Whether a view is a text field (a search bar's field).
    private func isTextField(_ i: Int) -> Bool {
        styles.indices.contains(i) && styles[i].style.schema.isKind(of: TextFieldAppearance.kind)
    }

    /// A subview outside any stack: its written frame, or its size at the origin.
    private mutating func placeFree(_ child: Int) {
        switch entries[child].placement {
        case .frame:
            sources[child] = .explicit
            place(child, in: entries[child].written)
        case .safeArea:
            sources[child] = .explicit
            let parent = entries[child].parent.map { frames[$0] } ?? .zero
            let inset = entries[child].parent.map { safeArea($0) } ?? .zero
            place(
                child,
                in: Rect(
                    x: inset.left, y: inset.top, width: max(0, parent.width - inset.left - inset.right),
                    height: max(0, parent.height - inset.top - inset.bottom)))
        case .size, .arranged:
            if entries[child].swiftUI != nil {
                // A hosting controller's view, pinned to its parent's edges.
                sources[child] = .swiftUI
                let parent = entries[child].parent.map { frames[$0] } ?? .zero
                place(child, in: Rect(x: 0, y: 0, width: parent.width, height: parent.height))
                return
            }
            let s = preferredSize(child, width: nil)
            sources[child] = entries[child].placement == .arranged ? .intrinsic : .size
            place(child, in: Rect(x: 0, y: 0, width: size(child, s.width, .horizontal), height: size(child, s.height, .vertical)))
        }
    }

    /// The rectangle a stack arranges inside: its bounds, or its layout
    /// margins (left and right swapped in a right-to-left layout).
    private func arrangementRect(_ i: Int, _ stack: StackAppearance, bounds: Rect) -> Rect {
        guard stack.isLayoutMarginsRelativeArrangement else { return bounds }
        // Margins count from the safe area (insetsLayoutMarginsFromSafeArea, on by default).
        var m = entries[i].layout.layoutMargins
        if entries[i].direction == .rightToLeft { swap(&m.left, &m.right) }
        let safe = safeArea(i)
        m = Insets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom, right: m.right + safe.right)
        return Rect(
            x: bounds.x + m.left, y: bounds.y + m.top, width: max(0, bounds.width - m.left - m.right),
            height: max(0, bounds.height - m.top - m.bottom))
    }

    /// The arranged subviews that take space: hidden ones take none, as in UIKit.
    private func visibleArranged(_ i: Int) -> [Int] {
        entries[i].children.filter { !entries[$0].layout.isHidden }
    }

    /// The stack's items along its axis, from each subview's preferred size
    /// (across a vertical stack, labels are offered the stack's width).
    private mutating func items(
        _ children: [Int], _ stack: StackAppearance, crossWidth: Double?, fixed: Bool = false
    ) -> [StackArrangement.Item] {
        children.map { c in
            let preferred = preferredSize(c, width: stack.axis == .vertical ? crossWidth : nil)
            let layout = entries[c].layout
            return StackArrangement.Item(
                length: stack.axis == .horizontal ? preferred.width : preferred.height,
                isFixed: fixed || isFixed(c, along: stack.axis), hugging: layout.hugging(along: stack.axis),
                compressionResistance: layout.compressionResistance(along: stack.axis))
        }
    }

    /// The size a stack needs for its arranged subviews, given what of its
    /// own size is fixed: the natural length along the axis, the largest
    /// subview across it, plus margins when it arranges inside them.
    private mutating func fit(_ i: Int, _ stack: StackAppearance, width: Double?, height: Double?) -> Size {
        let margins = stack.isLayoutMarginsRelativeArrangement ? entries[i].layout.layoutMargins : Insets.zero
        let dx = margins.left + margins.right
        let dy = margins.top + margins.bottom
        let children = visibleArranged(i)
        let arrangement = StackArrangement(distribution: stack.distribution, spacing: stack.spacing)
        switch stack.axis {
        case .horizontal:
            let items = items(children, stack, crossWidth: nil)
            let main = width.map { max(0, $0 - dx) } ?? arrangement.naturalLength(items)
            let placed = arrangement.arrange(items, available: main)
            var cross = 0.0
            for (k, c) in children.enumerated() {
                cross = max(cross, preferredSize(c, width: placed[k].length).height ?? 0)
            }
            return Size(width: main + dx, height: height ?? cross + dy)
        case .vertical:
            let crossWidth = width.map { max(0, $0 - dx) }
            let items = items(children, stack, crossWidth: crossWidth, fixed: entries[i].isTable)
            var cross = 0.0
            for c in children { cross = max(cross, preferredSize(c, width: crossWidth).width ?? 0) }
            return Size(width: width ?? cross + dx, height: height ?? arrangement.naturalLength(items) + dy)
        }
    }

    /// UIStackView: lengths along the axis from the distribution, then each
    /// subview placed across it by the alignment.
    private mutating func arrange(_ i: Int, _ stack: StackAppearance, in bounds: Rect) {
        let area = arrangementRect(i, stack, bounds: bounds)
        let rtl = entries[i].direction == .rightToLeft
        for c in entries[i].children where entries[c].layout.isHidden {
            sources[c] = .stack
            place(c, in: Rect(x: area.x, y: area.y, width: 0, height: 0))
        }
        let children = visibleArranged(i)
        let arrangement = StackArrangement(distribution: stack.distribution, spacing: stack.spacing)
        let horizontal = stack.axis == .horizontal
        let items = items(children, stack, crossWidth: horizontal ? nil : area.width, fixed: entries[i].isTable)
        let placed = arrangement.arrange(items, available: horizontal ? area.width : area.height)
        // Across the axis: each subview's length at its length along it.
        var crossLengths: [Double] = []
        var baselines: [(first: Double, last: Double)] = []
        for (k, c) in children.enumerated() {
            let length = placed[k].length
            let preferred = preferredSize(c, width: horizontal ? length : area.width)
            let crossFixed = isFixed(c, along: horizontal ? .vertical : .horizontal)
            let cross: Double
            if stack.alignment == .fill && !crossFixed || stack.alignment.isBaseline && !horizontal {
                cross = horizontal ? area.height : area.width
            } else {
                cross = size(c, horizontal ? preferred.height : preferred.width, horizontal ? .vertical : .horizontal)
            }
            crossLengths.append(cross)
            if stack.alignment.isBaseline && horizontal {
                baselines.append(baseline(c, width: length, height: cross))
            }
        }
        let firstBaseline = baselines.map(\.first).max() ?? 0
        let lastBaseline = baselines.map(\.last).max() ?? 0
        for (k, c) in children.enumerated() {
            let (start, length) = placed[k]
            let cross = crossLengths[k]
            let available = horizontal ? area.height : area.width
            var offset: Double
            switch stack.alignment {
            case .fill, .leading, .top: offset = 0
            case .center: offset = (available - cross) / 2
            case .trailing, .bottom: offset = available - cross
            case .firstBaseline: offset = horizontal ? firstBaseline - baselines[k].first : 0
            case .lastBaseline: offset = horizontal ? lastBaseline - baselines[k].last : 0
            }
            let frame: Rect
            if horizontal {
                let x = rtl ? area.x + area.width - start - length : area.x + start
                frame = Rect(x: x, y: area.y + offset, width: length, height: cross)
            } else {
                // Across a vertical stack, leading is the right edge in a right-to-left layout.
                if rtl { offset = available - cross - offset }
                frame = Rect(x: area.x + offset, y: area.y + start, width: cross, height: length)
            }
            sources[c] = .stack
            place(c, in: frame)
        }
    }

    // MARK: SwiftUI

    /// Whether SwiftUI's rules size and place the view: a view written as
    /// SwiftUI, but for the parts UIKit draws for it (a section's header and
    /// footer, a navigation stack's bar), which are sized as UIKit's.
    private func isSwiftUILaidOut(_ i: Int) -> Bool {
        switch entries[i].swiftUI?.kind {
        case nil, .sectionHeader?, .sectionFooter?, .navigationBar?: false
        default: true
        }
    }

    /// Views that take what they are offered, and ask for 10 points when
    /// asked for their ideal size, as SwiftUI's do.
    private static let greedyIdeal = 10.0

    /// SwiftUI's `sizeThatFits`: the size view `i` chooses when its parent
    /// proposes `width` × `height` (nil: its ideal; infinity: the most it
    /// takes), its padding and `.frame` included.
    private mutating func fits(_ i: Int, width: Double?, height: Double?) -> Size {
        let key = FitKey(index: i, width: width, height: height)
        if let known = fitted[key] { return known }
        let result: Size
        if let view = entries[i].swiftUI, isSwiftUILaidOut(i) {
            let pad = view.padding
            let proposedWidth = view.width ?? width
            let proposedHeight = view.height ?? height
            let content = contentFits(
                i, view, width: proposedWidth.map { max(0, $0 - pad.left - pad.right) },
                height: proposedHeight.map { max(0, $0 - pad.top - pad.bottom) })
            var size = Size(width: content.width + pad.left + pad.right, height: content.height + pad.top + pad.bottom)
            if let w = view.width { size.width = w } else if view.fillsWidth, let width { size.width = max(size.width, width) }
            if let h = view.height { size.height = h } else if view.fillsHeight, let height { size.height = max(size.height, height) }
            result = size
        } else {
            // A UIKit view among SwiftUI's (a representable): its own size.
            let s = preferredSize(i, width: nil)
            result = Size(width: size(i, s.width, .horizontal), height: size(i, s.height, .vertical))
        }
        fitted[key] = result
        return result
    }

    /// What a SwiftUI view's content chooses inside its padding.
    private mutating func contentFits(_ i: Int, _ view: SwiftUIView, width: Double?, height: Double?) -> Size {
        switch view.kind {
        case .vStack, .hStack, .navigationLink:
            return stackFits(i, entries[i].children, axis: view.kind.stackAxis ?? .vertical, spacing: view.spacing, width: width, height: height)
        case .zStack:
            var size = Size(width: 0, height: 0)
            for c in entries[i].children {
                let s = fits(c, width: width, height: height)
                size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
            }
            return size
        case .spacer:
            // Along its stack's axis it takes what it is offered, down to its minimum; across it, nothing.
            let minimum = view.minLength ?? SwiftUIStackArrangement.spacerMinimum
            let axis = entries[i].parent.flatMap { entries[$0].swiftUI?.kind.stackAxis }
            let along = { (offer: Double?) in max(minimum, offer ?? minimum) }
            switch axis {
            case .horizontal?: return Size(width: along(width), height: 0)
            case .vertical?: return Size(width: 0, height: along(height))
            case nil: return Size(width: width ?? 0, height: height ?? 0)
            }
        case .text, .button, .image, .textField, .slider, .progressView:
            // Its content's own size, a text wrapped to a narrower offer; a
            // control with no width of its own (a text field, a slider) as wide as it is offered.
            let ideal = contentSize(i, width: nil)
            guard let idealWidth = ideal.width else {
                return Size(width: width ?? Self.greedyIdeal, height: size(i, ideal.height, .vertical))
            }
            guard let width, width.isFinite, width < idealWidth else {
                return Size(width: idealWidth, height: size(i, ideal.height, .vertical))
            }
            guard width > 0 else { return Size(width: 0, height: size(i, ideal.height, .vertical)) }
            return Size(width: width, height: size(i, contentSize(i, width: width).height, .vertical))
        case .toggle:
            // Its label leading, the switch trailing: a full-width row.
            let label = entries[i].children
            let switchRoom = Self.toggleSwitch.width + SwiftUIStackArrangement.defaultSpacing
            let labelSize = stackFits(i, label, axis: .horizontal, spacing: nil, width: width.map { max(0, $0 - switchRoom) }, height: nil)
            return Size(width: width ?? labelSize.width + switchRoom, height: max(Self.toggleSwitch.height, labelSize.height))
        case .row:
            let (lead, trail) = rowInsets(i)
            let content = stackFits(i, entries[i].children, axis: .vertical, spacing: 0, width: width.map { max(0, $0 - lead - trail) }, height: nil)
            return Size(
                width: width ?? content.width + lead + trail,
                height: max(Self.listRowMinimumHeight, content.height + 2 * Self.listRowVerticalInset))
        case .list, .navigationStack, .section:
            return Size(width: width ?? Self.greedyIdeal, height: height ?? Self.greedyIdeal)
        case .navigationBar, .sectionHeader, .sectionFooter:
            return .zero
        }
    }

    /// A list row's content insets: the screen's content margin a side, and
    /// on the trailing side a `NavigationLink`'s chevron (8 points) and the
    /// gap before it (10), as UIKit's cell draws them.
    private func rowInsets(_ i: Int) -> (leading: Double, trailing: Double) {
        let margin = TableAppearance.contentMargin(screenWidth: screenWidth)
        let link = entries[i].children.contains { entries[$0].swiftUI?.kind == .navigationLink }
        return (margin, margin + (link ? Self.chevronWidth + Self.chevronGap : 0))
    }

    /// The cell's chevron, and its gap to the content (the cell's `textToAccessory`).
    static let chevronWidth = 8.0
    static let chevronGap = 10.0

    /// A `UISwitch`'s size, which a SwiftUI `Toggle` draws at its trailing end.
    static let toggleSwitch = Size(width: 51, height: 31)
    /// A SwiftUI `List` row's least height, and the space above and below its content.
    static let listRowMinimumHeight = 44.0
    static let listRowVerticalInset = 6.0

    /// The spaces between a stack's children: its `spacing:`, or SwiftUI's
    /// default between two views and none beside a `Spacer`.
    private func spacings(_ children: [Int], spacing: Double?) -> [Double] {
        zip(children, children.dropFirst()).map { a, b in
            if entries[a].swiftUI?.kind == .spacer || entries[b].swiftUI?.kind == .spacer { return 0 }
            return spacing ?? SwiftUIStackArrangement.defaultSpacing
        }
    }

    /// The children's lengths along a stack's axis when it is offered `along`.
    private mutating func stackLengths(
        _ children: [Int], axis: StackAxis, arrangement: SwiftUIStackArrangement, along: Double?, across: Double?
    ) -> [Double] {
        let horizontal = axis == .horizontal
        var items: [SwiftUIStackArrangement.Item] = []
        for c in children {
            var lengths: [Double] = []
            for offer in [0, nil, Double.infinity] {
                let s = horizontal ? fits(c, width: offer, height: across) : fits(c, width: across, height: offer)
                lengths.append(horizontal ? s.width : s.height)
            }
            items.append(SwiftUIStackArrangement.Item(minimum: lengths[0], ideal: lengths[1], maximum: lengths[2]))
        }
        return arrangement.lengths(items, proposal: along)
    }

    /// The size an `HStack` or `VStack` of `children` chooses.
    private mutating func stackFits(_ i: Int, _ children: [Int], axis: StackAxis, spacing: Double?, width: Double?, height: Double?) -> Size {
        let arrangement = SwiftUIStackArrangement(spacings: spacings(children, spacing: spacing))
        let horizontal = axis == .horizontal
        let lengths = stackLengths(children, axis: axis, arrangement: arrangement, along: horizontal ? width : height, across: horizontal ? height : width)
        var cross = 0.0
        for (k, c) in children.enumerated() {
            let s = horizontal ? fits(c, width: lengths[k], height: height) : fits(c, width: width, height: lengths[k])
            cross = max(cross, horizontal ? s.height : s.width)
        }
        let along = arrangement.total(lengths)
        return horizontal ? Size(width: along, height: cross) : Size(width: cross, height: along)
    }

    /// Places a SwiftUI view's children inside its bounds less its padding.
    private mutating func placeSwiftUI(_ i: Int, in bounds: Rect) {
        guard let view = entries[i].swiftUI else { return }
        let rtl = entries[i].direction == .rightToLeft
        var pad = view.padding
        if rtl { swap(&pad.left, &pad.right) }
        let inner = Rect(
            x: pad.left, y: pad.top, width: max(0, bounds.width - pad.left - pad.right), height: max(0, bounds.height - pad.top - pad.bottom))
        let children = entries[i].children
        switch view.kind {
        case .vStack, .hStack, .navigationLink:
            // Its content centred in a frame larger than it, as SwiftUI's `.frame` centres it.
            let axis = view.kind.stackAxis ?? .vertical
            let content = stackFits(i, children, axis: axis, spacing: view.spacing, width: inner.width, height: inner.height)
            let area = aligned(
                Size(width: min(content.width, inner.width), height: min(content.height, inner.height)), in: inner,
                SwiftUIView(kind: .zStack), rtl: rtl)
            placeStack(children, axis: axis, spacing: view.spacing, view: view, in: area, rtl: rtl)
        case .zStack:
            for c in children {
                let s = fits(c, width: inner.width, height: inner.height)
                placeSwiftUIChild(c, in: aligned(s, in: inner, view, rtl: rtl))
            }
        case .toggle:
            let room = Self.toggleSwitch.width + SwiftUIStackArrangement.defaultSpacing
            var label = Rect(x: rtl ? room : 0, y: 0, width: max(0, bounds.width - room), height: bounds.height)
            let labelSize = stackFits(i, children, axis: .horizontal, spacing: nil, width: label.width, height: nil)
            label = Rect(x: rtl ? bounds.width - labelSize.width : 0, y: (bounds.height - labelSize.height) / 2, width: labelSize.width, height: labelSize.height)
            placeStack(children, axis: .horizontal, spacing: nil, view: view, in: label, rtl: rtl)
        case .row:
            let (lead, trail) = rowInsets(i)
            let area = Rect(x: rtl ? trail : lead, y: 0, width: max(0, bounds.width - lead - trail), height: bounds.height)
            for c in children {
                let s = fits(c, width: area.width, height: nil)
                let x = rtl ? area.x + area.width - s.width : area.x
                placeSwiftUIChild(c, in: Rect(x: x, y: (bounds.height - s.height) / 2, width: s.width, height: s.height))
            }
        case .navigationStack:
            // The bar below the safe area's top, the content under it; a list runs on to the screen's bottom edge.
            let safe = safeArea(i)
            var top = safe.top
            for c in children where entries[c].swiftUI?.kind == .navigationBar {
                let height = size(c, preferredSize(c, width: bounds.width).height, .vertical)
                sources[c] = .swiftUI
                place(c, in: Rect(x: 0, y: top, width: bounds.width, height: height))
                top += height
            }
            for c in children where entries[c].swiftUI?.kind != .navigationBar {
                let isList = entries[c].swiftUI?.kind == .list
                let area = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - (isList ? 0 : safe.bottom)))
                let s = fits(c, width: area.width, height: area.height)
                placeSwiftUIChild(c, in: aligned(s, in: area, SwiftUIView(kind: .zStack), rtl: rtl))
            }
        case .list, .section:
            // Laid out by its table (a List styled as anything else: its rows one under another).
            placeStack(children, axis: .vertical, spacing: 0, view: view, in: inner, rtl: rtl)
        case .spacer, .text, .button, .image, .textField, .slider, .progressView, .navigationBar, .sectionHeader, .sectionFooter:
            for c in children { placeFree(c) }
        }
    }

    /// A size placed in `area` as a `ZStack` or a frame places its content.
    private func aligned(_ s: Size, in area: Rect, _ view: SwiftUIView, rtl: Bool) -> Rect {
        var x = SwiftUIStackArrangement.offset(view.horizontalAlignment, length: s.width, available: area.width)
        if rtl { x = area.width - s.width - x }
        let y = SwiftUIStackArrangement.offset(view.verticalAlignment, length: s.height, available: area.height)
        return Rect(x: area.x + x, y: area.y + y, width: s.width, height: s.height)
    }

    /// An `HStack`'s or `VStack`'s children in `area`: their lengths along
    /// the axis, each placed across it by the stack's alignment.
    private mutating func placeStack(_ children: [Int], axis: StackAxis, spacing: Double?, view: SwiftUIView, in area: Rect, rtl: Bool) {
        let arrangement = SwiftUIStackArrangement(spacings: spacings(children, spacing: spacing))
        let horizontal = axis == .horizontal
        let lengths = stackLengths(
            children, axis: axis, arrangement: arrangement, along: horizontal ? area.width : area.height,
            across: horizontal ? area.height : area.width)
        let starts = arrangement.starts(lengths)
        for (k, c) in children.enumerated() {
            if horizontal {
                let s = fits(c, width: lengths[k], height: area.height)
                let x = rtl ? area.x + area.width - starts[k] - lengths[k] : area.x + starts[k]
                let y = SwiftUIStackArrangement.offset(view.verticalAlignment, length: s.height, available: area.height)
                placeSwiftUIChild(c, in: Rect(x: x, y: area.y + y, width: lengths[k], height: s.height))
            } else {
                let s = fits(c, width: area.width, height: lengths[k])
                var x = SwiftUIStackArrangement.offset(view.horizontalAlignment, length: s.width, available: area.width)
                if rtl { x = area.width - s.width - x }
                placeSwiftUIChild(c, in: Rect(x: area.x + x, y: area.y + starts[k], width: s.width, height: lengths[k]))
            }
        }
    }

    /// A child in the space its SwiftUI parent gave it. A control's padding
    /// and `.frame` are around it (it is drawn at its content's size,
    /// centred in them); a container's are inside its frame, so its
    /// background covers them.
    private mutating func placeSwiftUIChild(_ c: Int, in rect: Rect) {
        sources[c] = .swiftUI
        guard let view = entries[c].swiftUI, isSwiftUILaidOut(c) else {
            place(c, in: rect)
            return
        }
        switch view.kind {
        case .text, .button, .image, .textField, .slider, .progressView, .spacer:
            var pad = view.padding
            if entries[c].direction == .rightToLeft { swap(&pad.left, &pad.right) }
            let inner = Rect(
                x: rect.x + pad.left, y: rect.y + pad.top, width: max(0, rect.width - pad.left - pad.right),
                height: max(0, rect.height - pad.top - pad.bottom))
            var content = view
            content.padding = Insets(top: 0, left: 0, bottom: 0, right: 0)
            let s = contentFits(c, content, width: inner.width, height: inner.height)
            place(c, in: aligned(Size(width: min(s.width, inner.width), height: min(s.height, inner.height)), in: inner, SwiftUIView(kind: .zStack), rtl: false))
        default:
            place(c, in: rect)
        }
    }

    /// A view's first and last baselines from its top: a label's text lines;
    /// any other view's bottom edge, as UIKit's baseline anchors fall back to.
    private mutating func baseline(_ c: Int, width: Double, height: Double) -> (first: Double, last: Double) {
        guard let text = measure(c, width: width).text else { return (height, height) }
        return text.baselines(inHeight: height)
    }
}

extension StackAlignment {
    /// First or last baseline: only a horizontal stack has baselines to line up.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
