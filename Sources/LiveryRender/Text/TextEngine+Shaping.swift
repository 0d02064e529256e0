import CText
import LiveryCore

/// Shaping (lock held): bidi levels from FriBidi, a face for every character
/// (the chosen face, else the documented fallbacks), advances and glyphs
/// from HarfBuzz, and lines put in visual order (Unicode's rule L2).
extension TextEngine {
    /// Levels, faces and advances of one paragraph drawn with `primary`.
    func analyze(_ scalars: [Unicode.Scalar], primary: Int, bold: Bool, rightToLeft: Bool) throws -> ParagraphAnalysis {
        let fonts = try loadedFonts()
        let (levels, base) = TextEngine.bidiLevels(scalars, rightToLeft: rightToLeft)
        var faces = [Int](repeating: primary, count: scalars.count)
        for (i, scalar) in scalars.enumerated() {
            // Marks, joiners and selectors stay with the character before them.
            if i > 0 && TextEngine.continuesCluster(scalar) {
                faces[i] = faces[i - 1]
                continue
            }
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            faces[i] = try face(for: scalar, next: next, primary: primary, bold: bold, fonts: fonts) ?? primary
        }
        var analysis = ParagraphAnalysis(
            scalars: scalars, levels: levels, faces: faces, widths: Array(repeating: 0, count: scalars.count),
            clusterStarts: Array(repeating: false, count: scalars.count), baseLevel: base)
        for run in analysis.runs(in: 0..<scalars.count) {
            shape(run, of: analysis, fonts: fonts) { glyph, cluster, advance, _, _ in
                if analysis.widths.indices.contains(cluster) {
                    analysis.widths[cluster] += advance
                    analysis.clusterStarts[cluster] = true
                }
                _ = glyph
            }
        }
        return analysis
    }

    /// The characters no face can draw: for the `missing-glyph` warning.
    func missingCharacters(in text: String, font: ResolvedFont) throws -> [Unicode.Scalar] {
        lock.lock()
        defer { lock.unlock() }
        let fonts = try loadedFonts()
        let primary = try primaryFace(font)
        var missing: [Unicode.Scalar] = []
        let scalars = Array(text.unicodeScalars)
        for (i, s) in scalars.enumerated() where !TextEngine.continuesCluster(s) && !s.properties.isWhitespace {
            if s.value < 0x20 || (0x7F..<0xA0).contains(s.value) { continue }
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            if try face(for: s, next: next, primary: primary, bold: font.weight.isBold, fonts: fonts) == nil,
                !missing.contains(s)
            {
                missing.append(s)
            }
        }
        return missing
    }

    /// The line `range` of a paragraph, shaped run by run in visual order,
    /// with `kern` ems after each cluster (NSAttributedString's kern is
    /// added after shaping, the last character's included, as Core Text adds it).
    func shapeLine(_ range: Range<Int>, of analysis: ParagraphAnalysis, kern: Double = 0) throws -> ShapedLine {
        let fonts = try loadedFonts()
        var line = analysis
        // Rule L1: spaces at the end of a line take the paragraph's level.
        var end = range.upperBound
        while end > range.lowerBound && analysis.scalars[end - 1].properties.isWhitespace {
            line.levels[end - 1] = analysis.baseLevel
            end -= 1
        }
        let runs = TextEngine.visualOrder(line.runs(in: range), levels: line.levels)
        var glyphs: [ShapedLine.Glyph] = []
        var pen = 0.0
        var previous: Int?
        for run in runs {
            shape(run, of: line, fonts: fonts) { glyph, cluster, advance, dx, dy in
                if kern != 0, previous != nil, cluster != previous { pen += kern }
                previous = cluster
                glyphs.append(ShapedLine.Glyph(face: line.faces[run.lowerBound], glyph: glyph, x: pen, dx: dx, dy: dy))
                pen += advance
            }
        }
        if previous != nil { pen += kern }
        return ShapedLine(glyphs: glyphs, width: pen)
    }

    /// Shapes `run` with the paragraph as context (so Arabic joins across
    /// runs of one word), reporting each glyph in visual order with its
    /// cluster and its advance and offsets in ems.
    private func shape(
        _ run: Range<Int>, of analysis: ParagraphAnalysis, fonts: Fonts,
        _ each: (UInt32, Int, Double, Double, Double) -> Void
    ) {
        guard !run.isEmpty, let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        let face = fonts.faces[analysis.faces[run.lowerBound]]
        let codepoints = analysis.scalars.map(\.value)
        codepoints.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(run.lowerBound), Int32(run.count))
        }
        hb_buffer_set_direction(buffer, analysis.levels[run.lowerBound] % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.shaper, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        let em = face.unitsPerEm
        for i in 0..<Int(count) {
            let p = positions[i]
            each(
                infos[i].codepoint, Int(infos[i].cluster), Double(p.x_advance) / em, Double(p.x_offset) / em,
                Double(p.y_offset) / em)
        }
    }

    /// The face that draws `scalar`: the chosen face when it has the glyph;
    /// an emoji in Noto Color Emoji; else fontconfig's search (a Noto face,
    /// DejaVu Sans, any installed face). Nil when no face has it.
    private func face(
        for scalar: Unicode.Scalar, next: Unicode.Scalar?, primary: Int, bold: Bool, fonts: Fonts
    ) throws -> Int? {
        if fonts.faces[primary].hasGlyph(scalar) { return primary }
        let key = Fonts.FallbackKey(scalar: scalar.value, bold: bold)
        if let known = fonts.fallbacks[key] { return known }
        var found: Int?
        let emoji = scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && next == "\u{FE0F}")
        // A fallback face that will not load is passed over, not an error:
        // the character is then reported as missing.
        if emoji, let location = files.emoji, let index = try? fonts.face(at: location), fonts.faces[index].hasGlyph(scalar) {
            found = index
        }
        if found == nil, files.searchesInstalledFonts, let location = FontCatalog.shared.fallback(for: scalar, bold: bold),
            let index = try? fonts.face(at: location), fonts.faces[index].hasGlyph(scalar)
        {
            found = index
        }
        fonts.fallbacks[key] = found
        return found
    }

    /// Scalars drawn as part of the character before them.
    static func continuesCluster(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
        default: return s.properties.isVariationSelector || s.properties.isEmojiModifier
        }
    }

    /// The Unicode bidirectional algorithm's embedding levels (FriBidi). The
    /// paragraph's base direction is its first strong character's, as
    /// UIKit's `natural` writing direction takes it (rules P2–P3), and the
    /// layout direction when it has none.
    /// Returns the levels and the paragraph's level (0 left to right, 1 right to left).
    static func bidiLevels(_ scalars: [Unicode.Scalar], rightToLeft: Bool) -> (levels: [Int8], base: Int8) {
        let fallback: Int8 = rightToLeft ? 1 : 0
        // Text with no right-to-left character, in a left-to-right layout, needs no algorithm.
        if !rightToLeft && scalars.allSatisfy({ $0.value < 0x0590 }) {
            return (Array(repeating: 0, count: scalars.count), 0)
        }
        let n = Int32(scalars.count)
        let chars = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction = rightToLeft ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR
        fribidi_get_bidi_types(chars, n, &types)
        fribidi_get_bracket_types(chars, n, types, &brackets)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, n, &direction, &levels) > 0 else {
            return (Array(repeating: fallback, count: scalars.count), fallback)
        }
        return (levels.map { Int8($0) }, direction == FRIBIDI_PAR_RTL || direction == FRIBIDI_PAR_WRTL ? 1 : 0)
    }

    /// Rule L2: from the highest level down to the lowest odd one, reverse
    /// every sequence of runs at that level or above.
    static func visualOrder(_ runs: [Range<Int>], levels: [Int8]) -> [Range<Int>] {
        guard let highest = runs.map({ levels[$0.lowerBound] }).max() else { return runs }
        let lowestOdd = runs.map { levels[$0.lowerBound] }.filter { $0 % 2 == 1 }.min() ?? (highest + 1)
        var order = runs
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i].lowerBound] >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < order.count && levels[order[j].lowerBound] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
