import ArgumentParser
import Livery

/// `--trait NAME=VALUE` (repeatable) and `--quiet`: shared by every command
/// that styles trees.
struct TraitOptions: ParsableArguments {
    @Option(
        name: .customLong("trait"), parsing: .singleValue,
        help: ArgumentHelp("Override a root trait, e.g. userInterfaceStyle=dark (repeatable).", valueName: "name=value"))
    var traitTexts: [String] = []

    @Flag(help: "Print errors only, not the stylesheet's and tree's warnings (lint reports those).")
    var quiet = false

    /// The `--trait` overrides. Parsed here rather than by the argument
    /// parser, whose message would echo a bad value raw (control characters
    /// included); ours names it escaped, with the parser's hint.
    func settings() throws -> [TraitSetting] {
        var settings: [TraitSetting] = []
        for text in traitTexts {
            do throws(TraitSetting.ParseError) {
                settings.append(try TraitSetting(parsing: text))
            } catch {
                throw ValidationError((error.message + (error.hint.map { "; " + $0 } ?? "")).escapingControlCharacters)
            }
        }
        return settings
    }

    func validate() throws { _ = try settings() }

    /// Prints what `quiet` lets through.
    func print(_ diagnostics: [Diagnostic]) {
        CommandSupport.printDiagnostics(quiet ? diagnostics.filter { $0.severity == .error } : diagnostics)
    }
}
