import Foundation
import Livery

/// `livery import`: reads an app's appearance code (Swift and Objective-C),
/// follows each function as UIKit would run it, and writes the stylesheet
/// those calls amount to, with a report of every call found
/// (Docs/Import.md). The stylesheet is compiled before it is returned, so
/// what the importer writes is what `livery lint` accepts.
public struct AppearanceImporter {
    public struct Options: Sendable {
        /// Files and folders to read.
        public var paths: [String]
        /// Asset catalogs the code's `UIColor(named:)` and `UIImage(named:)` refer to.
        public var assets: [String] = []
        /// Where the stylesheet will be written: its imports are relative to it.
        /// Nil: the current folder's `Imported.style.yaml`.
        public var output: String?
        /// The oldest iOS the app runs on: `#available` branches are decided against it.
        public var deploymentTarget = "15.0"
        /// Compilation flags set (`-D DEBUG`): a `#if` on a flag not given takes its other branch, as the compiler does.
        public var flags: [String] = []
        /// The work budgets; the defaults unless a test lowers them.
        var limits = ImportLimits()

        public init(paths: [String], assets: [String] = [], output: String? = nil, deploymentTarget: String = "15.0", flags: [String] = []) {
            self.paths = paths
            self.assets = assets
            self.output = output
            self.deploymentTarget = deploymentTarget
            self.flags = flags
        }
    }

    /// One appearance call found, and what became of it.
    public struct Call: Sendable, Codable, Hashable {
        public enum Status: String, Sendable, Codable {
            case converted
            /// In a branch that never runs on iOS 15 or later: nothing to write.
            case obsolete
            case notConverted = "not-converted"
        }

        public var file: String
        public var line: Int
        public var column: Int
        /// The call as written, shortened.
        public var call: String
        public var status: Status
        /// The stylesheet line of its first value (converted calls).
        public var stylesheetLine: Int?
        /// Why it was not converted or is obsolete; for a converted call, a caution (what to check on the device).
        public var reason: String?
        /// A call not converted: the name, condition or construct evaluating it stopped at.
        public var stoppedAt: String?
    }

    public struct Result: Sendable {
        /// The stylesheet text.
        public var stylesheet: String
        /// Swift appliers for the app's own properties the stylesheet declares; nil when there are none.
        public var appliers: String?
        public var calls: [Call]
        /// Problems reading the sources (errors) and syntax the readers recovered from (warnings).
        public var diagnostics: [Diagnostic]
        /// What compiling the stylesheet reported: empty unless the importer wrote something wrong.
        public var stylesheetDiagnostics: [Diagnostic]

        /// 0 when every call converted (or is obsolete), 1 when some did not, 2 on errors.
        public var exitStatus: Int32 {
            if diagnostics.contains(where: { $0.severity == .error }) || stylesheetDiagnostics.contains(where: { $0.severity == .error }) {
                return 2
            }
            return calls.contains { $0.status == .notConverted } ? 1 : 0
        }
    }

    /// The oldest iOS a stylesheet applies on. Livery's core runs on iOS 15 and later, so an app linking it targets
    /// at least that, and its version checks are decided from there whatever older target it had before: the branch
    /// of `systemVersion >= 7` always runs, the other never does.
    static let oldestIOS = CompileConditions.Version(15)

    /// The iOS version the checks are decided against when the given deployment target is older than Livery's; nil
    /// when the target given is used.
    public static func raisedDeploymentTarget(_ given: String) -> String? {
        guard let version = CompileConditions.Version(given), version < oldestIOS else { return nil }
        return oldestIOS.description + ".0"
    }

    public static func run(_ options: Options) -> Result {
        let output = options.output ?? "Imported.style.yaml"
        var diagnostics: [Diagnostic] = []
        let found = ImportSources.collect(options.paths)
        let (files, interface) = (found.files, found.interface)
        diagnostics += found.diagnostics
        // Files no iOS target compiles, as the Xcode projects say: read for their calls, which never run on iOS.
        let (otherPlatform, projectDiagnostics) = XcodeProject.otherPlatformFiles(files, projects: found.projects)
        diagnostics += projectDiagnostics
        var otherPlatformUnits: [SourceUnit] = []

        var units: [SourceUnit] = []
        var bytesRead = 0
        let given = CompileConditions.Version(options.deploymentTarget) ?? oldestIOS
        let conditions = CompileConditions(deploymentTarget: max(given, oldestIOS), appTarget: given, flags: Set(options.flags))
        var texts: [(file: String, text: String)] = []
        var macOnly: Set<String> = []
        reading: for file in files {
            let contents = ImportSources.read(file)
            if case .recoded(_, let warning) = contents { diagnostics.append(warning) }
            switch contents {
            case .text(let text) where ImportSources.isMacOnly(text), .recoded(let text, _) where ImportSources.isMacOnly(text):
                macOnly.insert(file)
            case .text(let text), .recoded(let text, _):
                bytesRead += text.utf8.count
                guard bytesRead <= options.limits.totalBytes else {
                    diagnostics.append(
                        .error(
                            "the files before this one hold \(bytesRead - text.utf8.count) bytes of source; with it the import would read over "
                                + "its limit of \(options.limits.totalBytes); this file and those after it are not read",
                            code: .importLimit, at: ImportSources.start(of: file), hint: "import the folders that set the app's appearance")
                    )
                    break reading
                }
                texts.append((file, text))
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        // Objective-C's macros: a header's or a prefix file's are known in every Objective-C file, an implementation
        // file's in that file.
        let isSwift = { (file: String) in (file as NSString).pathExtension == "swift" }
        let isHeader = { (file: String) in ["h", "pch"].contains((file as NSString).pathExtension) }
        let macros = ObjCMacros(texts.filter { isHeader($0.file) }.map(\.text), conditions: conditions)
        // The app's own scope functions (`UINavigationBar.appearance().run { $0.tintColor = … }`) are known before the
        // files using them are read: the Swift files that may declare one (taking a closure of `Self`) are read first,
        // and again where they declare one.
        var early: [String: SourceUnit] = [:]
        for (file, text) in texts where isSwift(file) && text.contains("Self)") {
            early[file] = SwiftSourceReader.read(text: text, path: file, conditions: conditions)
        }
        let receiverBlocks = SwiftSourceReader.libraryReceiverBlocks.union(
            SwiftSourceReader.receiverBlocks(declaredIn: early.values.flatMap(\.functions)))
        if receiverBlocks != SwiftSourceReader.libraryReceiverBlocks { early = [:] }
        for (file, text) in texts {
            let unit =
                isSwift(file)
                ? early[file] ?? SwiftSourceReader.read(text: text, path: file, conditions: conditions, receiverBlocks: receiverBlocks)
                : ObjCSourceReader.read(
                    text: text, path: file, conditions: conditions,
                    macros: isHeader(file) ? macros : macros.adding(text, conditions: conditions))
            diagnostics += unit.diagnostics
            if otherPlatform[file] != nil { otherPlatformUnits.append(unit) } else { units.append(unit) }
        }
        texts.removeAll { otherPlatform[$0.file] != nil }

        // The catalogs: their names, and the stylesheet's imports relative to it.
        var catalogColors: Set<String>?
        var catalogImages: Set<String>?
        var undrawableImages: [String: String] = [:]
        var imports: [String] = []
        for catalog in options.assets {
            let names = StylesheetCompiler.assetCatalogNames(path: catalog)
            diagnostics += names.diagnostics
            catalogColors = (catalogColors ?? []).union(names.colors)
            catalogImages = (catalogImages ?? []).union(names.images)
            undrawableImages.merge(names.undrawableImages) { _, later in later }
            imports.append(relativePath(catalog, from: FilePath.directory(of: output)))
        }

        // `typealias XColor = UIColor` in one file names UIColor in all of them.
        let aliases = units.reduce(into: [String: String]()) { found, unit in found.merge(unit.typeAliases) { first, _ in first } }
        units = ObjCSelectors.callingSwiftMethods(units.map { $0.resolvingAliases(aliases) })

        var calls: [FoundCall] = []
        // Style values made from a closure (``SourceUnit/styles``) are looked up under a name of their own: never called by name.
        let functions = Dictionary(grouping: units.flatMap(\.functions), by: \.name).merging(
            Dictionary(grouping: units.flatMap(\.styles), by: { AppearanceInterpreter.styleKey($0.name) })
        ) { functions, _ in functions }
        let budget = HelperBudget(limits: options.limits)
        let themes = ThemeModel(units: units)
        let types = Dictionary(units.flatMap(\.types).map { ($0.name, $0) }) { first, later in
            // An extension's `body` (`extension Root: View`) is the type's.
            var merged = first
            if merged.bodyMakes.isEmpty { merged.bodyMakes = later.bodyMakes }
            if merged.freshObjects.isEmpty { merged.freshObjects = later.freshObjects }
            if first.isConcrete && later.isConcrete { merged.declaredOnce = false }
            return merged
        }
        let screenOnly = AppearanceInterpreter.screenOnly(units.flatMap(\.functions))
        let values = NameUses.valueNames(in: texts)
        let unused = NameUses.unused(functions: units.flatMap(\.functions), texts: texts, values: values)
        let adoptingUnread = NameUses.adoptingUnreadProtocols(units)
        let readText = { (file: String) in
            (try? BoundedFileReader.read(file, maxBytes: StoryboardRoots.maxFileBytes)).flatMap { String(data: Data($0), encoding: .utf8) }
        }
        // The storyboards and `Info.plist` files, for the screens an app starts with; one that cannot be read names none.
        let interfaceTexts = interface.compactMap { file in readText(file).map { (file: file, text: $0) } }
        // Every storyboard, `.xib` and `Info.plist`, where each was found and read: a screen none of them nor any source names is never made.
        let everyInterface = { () -> (texts: [String], hasScreens: Bool)? in
            guard interface.count < ImportSources.maxInterfaceFiles, found.nibs.count < ImportSources.maxNibs,
                interfaceTexts.count == interface.count
            else { return nil }
            let nibs = found.nibs.compactMap(readText)
            guard nibs.count == found.nibs.count else { return nil }
            return (interfaceTexts.map(\.text) + nibs, !nibs.isEmpty || interfaceTexts.contains { $0.file.hasSuffix(".storyboard") })
        }
        let unmadeScreens = UnmadeScreens.find(
            classes: units.flatMap(\.classes), functions: units.flatMap(\.functions), texts: texts, interface: everyInterface)
        let neverRun = NameUses.neverRun(
            functions: units.flatMap(\.functions), classes: units.flatMap(\.classes), types: types, texts: texts, values: values, unused: unused,
            unmadeScreens: unmadeScreens,
            adoptions: units.reduce(into: [:]) { all, unit in all.merge(unit.adoptions) { $0 + $1 } })
        // Every file read, as one text: where names are written.
        let allText = texts.map(\.text).joined(separator: "\n")
        let observers = NameUses.observers(functions: units.flatMap(\.functions), text: allText)
        let viewCallbackOnly = NameUses.viewCallbackOnly(
            functions: units.flatMap(\.functions), calls: units.flatMap(\.viewCallbackCalls), text: allText)
        let callSites = CallSites(units.flatMap(\.functions) + units.flatMap(\.viewBodies))
        let iteratedEnums = Set(types.values.filter { $0.inherits.contains("CaseIterable") && allText.contains("\($0.name).allCases") }.map(\.name))
        // Functions taking a typed parameter that some file names beyond their declaration: called, if not where the importer reads calls.
        let typed = Set(units.flatMap(\.functions).filter { $0.parameters.contains { $0.type != nil } }.map(\.name))
        let namedTyped = typed.isEmpty ? [] : NameUses.uses(of: typed, in: allText)
        let storyboards = interfaceTexts.filter { $0.file.hasSuffix(".storyboard") }
        let plists = interfaceTexts.filter { $0.file.hasSuffix(".plist") }.map(\.text)
        let storyboardRoots = StoryboardRoots.classes(storyboards: storyboards, plists: plists)
        let extensionRoots = StoryboardRoots.classes(storyboards: storyboards, plists: plists, extensions: true) ?? []
        // The SwiftUI views launch code makes, whose inits run at launch; every other view's runs when a body shows it.
        let launchMade = AppearanceInterpreter.madeAtLaunch(
            functions: units.flatMap(\.functions), bodies: units.flatMap(\.functions) + units.flatMap(\.viewBodies), types: types, receivers: CallSites.Receivers(classes: units.flatMap(\.classes)))
        let viewsMadeLater = Dictionary(
            types.values.compactMap { type in type.madeByABody.map { (type.name, $0) } }.filter { !launchMade.contains($0.0) }
        ) { first, _ in first }
        let launchBodyHelpers = AppearanceInterpreter.launchBodyHelpers(
            units.flatMap(\.functions), bodies: units.flatMap(\.functions) + units.flatMap(\.viewBodies), launchMade: launchMade)
        let loadedLater = LoadedLater(
            functions: units.flatMap(\.functions), classes: units.flatMap(\.classes), storyboardRoots: storyboardRoots,
            storyboardViews: StoryboardRoots.views(storyboards: storyboards, plists: plists),
            extensionRoots: extensionRoots,
            opened: StoryboardRoots.opened(storyboards: storyboards), storyboardMade: StoryboardRoots.sceneClasses(storyboards: storyboards),
            viewsMadeLater: viewsMadeLater, declaredTwice: Set(types.values.filter { !$0.declaredOnce }.map(\.name)),
            unused: unused, observers: observers, observing: NameUses.selfObservers(functions: units.flatMap(\.functions), text: allText))
        let conditional = ConditionalCalls.onlyInBranches(units.flatMap(\.functions), runsAfterLaunch: loadedLater.runsAfterLaunch)
        // Delegates only one device's main nib makes: what each sets is that device's.
        let deviceDelegates = DeviceDelegates.idioms(
            plists: interfaceTexts.filter { $0.file.hasSuffix(".plist") }.map(\.text), nibs: found.nibs,
            delegates: Set(units.flatMap(\.functions).filter(RunOrder.launches).compactMap(\.owner)), read: readText)
        // An observer of a notification a function launch code calls posts (`Theme.reload()` from the launch) runs at launch.
        let laterObservers = observers.filter { loadedLater.postedLater(by: $0.value.posters) }
        let sourceTexts = Dictionary(texts.map { ($0.file, $0.text) }) { first, _ in first }
        var sourceLines: [String: [Substring]] = [:]
        /// The code at a place, as the report quotes a line no statement read gives the text of.
        func sourceLine(_ location: SourceLocation) -> String {
            // `isNewline` breaks at CR LF too, one Character in Swift's strings, as the readers count lines.
            if sourceLines[location.file] == nil {
                sourceLines[location.file] = sourceTexts[location.file]?.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) ?? []
            }
            let fileLines = sourceLines[location.file] ?? []
            guard location.line >= 1, location.line <= fileLines.count else { return "" }
            return String(fileLines[location.line - 1].trimmingCharacters(in: .whitespaces).prefix(120))
        }
        // What each file's code reached, for every file: a style's closure one file declares is followed where another applies it.
        var reached: [(file: String, lines: ClosedRange<Int>)] = []
        var interpreted: [SourceUnit] = []
        for unit in units {
            let (found, reachedHere) = AppearanceInterpreter.calls(
                in: unit, functions: functions, budget: budget, themes: themes, types: types, screenOnly: screenOnly, unused: unused, neverRun: neverRun, adoptingUnread: adoptingUnread, observers: laterObservers, viewCallbackOnly: viewCallbackOnly,
                callSites: callSites, loadedLater: loadedLater, conditional: conditional, iteratedEnums: iteratedEnums, namedTyped: namedTyped,
                launchMade: launchMade, launchBodyHelpers: launchBodyHelpers, deviceDelegates: deviceDelegates, usesScenes: plists.contains { $0.contains("<key>UIApplicationSceneManifest</key>") })
            calls += found
            reached += reachedHere
            interpreted.append(unit)
            if calls.count > options.limits.calls { break }
        }
        let covered = covering(reached)
        for unit in interpreted {
            // An `appearance()` call no followed statement reached.
            let appMethods = unit.proxyMethodSites.filter { functions[$0.method] != nil }.map(\.location)
            // An appearance object's line in a closure not followed, where a proxy call of that closure is not followed either.
            // A wrapper's own `return appearance(whenContainedInInstancesOf: containers)` sets nothing: its callers do.
            let wrappers = Set(unit.functions.compactMap { function -> SourceLocation? in
                guard function.statements.count == 1, let only = function.statements.first, case .returns(.call(let callee, _)) = only.kind,
                    callee.lastName?.hasPrefix("appearance") == true
                else { return nil }
                return only.location
            })
            let unreachedSites = unreached(unit.proxySites + appMethods, covered).filter { site in
                !wrappers.contains { $0.file == site.file && $0.line == site.line }
            }
            let objectLines = unreached(unit.objectSites, covered).filter { site in
                unit.inactiveRegions.contains { region in
                    region.lines.contains(site.line) && unreachedSites.contains { region.lines.contains($0.line) }
                }
            }
            for site in unreachedSites + objectLines {
                let region = unit.inactiveRegions.first { $0.lines.contains(site.line) }
                let status: FoundCall.Status =
                    if let region {
                        region.obsolete ? .obsolete(region.reason) : .notConverted("inside " + region.reason)
                    } else {
                        .notConverted("in code the importer does not follow (a closure stored for later, an initial value, or a read of the proxy)")
                    }
                let text = sourceLine(site)
                calls.append(
                    FoundCall(
                        location: site, text: text.isEmpty ? "appearance()" : text, effects: [], status: status,
                        stoppedAt: region?.stoppedAt ?? "appearance()"))
            }
        }
        // A window's property set where no followed statement reaches it: a window the importer does not take for the
        // app's (an overlay the code makes, each of a list of windows), or code not followed.
        for unit in interpreted {
            for site in unreached(unit.windowSites.map(\.location), covered) {
                let window = unit.windowSites.first { $0.location == site }?.window ?? "window"
                let region = unit.inactiveRegions.first { $0.lines.contains(site.line) }
                let status: FoundCall.Status =
                    if let region {
                        region.obsolete ? .obsolete(region.reason) : .notConverted("inside " + region.reason)
                    } else {
                        .notConverted(
                            (window == "self" ? "set on the window a method of UIWindow's (or of a window class) is sent to" : "set on \(window)")
                                + ", which the importer does not follow to the app's window (a window the code makes for itself, "
                                + "one of a list of windows, or code that runs later): a stylesheet's UIWindow rule is the app's window's")
                    }
                calls.append(FoundCall(location: site, text: sourceLine(site), effects: [], status: status, stoppedAt: region?.stoppedAt ?? window))
            }
        }
        for unit in otherPlatformUnits {
            let why = otherPlatform[unit.path] ?? ""
            for site in unit.proxySites {
                calls.append(
                    FoundCall(
                        location: site, text: "appearance()", effects: [],
                        status: .obsolete("in a file \(why): it never runs on iOS"), stoppedAt: site.file))
            }
        }
        // A vendored folder's calls, found but not read as the app's: each is listed, never converted.
        for (file, folder) in found.vendored {
            guard let text = ImportSources.read(file).text, text.contains("appearance") else { continue }
            let unit =
                isSwift(file)
                ? SwiftSourceReader.read(text: text, path: file, conditions: conditions)
                : ObjCSourceReader.read(text: text, path: file, conditions: conditions, macros: macros.adding(text, conditions: conditions))
            for site in unit.proxySites {
                calls.append(
                    FoundCall(
                        location: site, text: sourceLine(site), effects: [],
                        status: .notConverted(
                            "in \(folder), a folder of vendored code the import does not read as the app's (a library, or a sample app "
                                + "kept with one): import that folder to convert its calls"),
                        stoppedAt: folder))
            }
        }
        // A branch for versions older than a stylesheet applies on runs in the app as it is: its calls are reported.
        for index in calls.indices {
            guard case .obsolete(let reason) = calls[index].status, CompileConditions.runsOnlyBelowStylesheets(reason) else { continue }
            calls[index].status = .notConverted(reason)
        }
        // A `var` the code assigns holds at run time what it was last given, not what it is declared with: no constant,
        // unless an initializer gives it one fixed value (``InitializedMembers``).
        let assigned = InitializedMembers.assignedVariables(in: units.flatMap(\.functions))
        let reassigned = units.flatMap(\.constants).compactMap { constant in
            constant.isVariable ? assigned["\(constant.owner ?? "").\(constant.name)"].map { (constant, $0) } : nil
        }
        let declared = units.flatMap(\.constants).filter { constant in !reassigned.contains { $0.0 == constant } }
        let declaredNames = Set(declared.map { "\($0.owner ?? "").\($0.name)" })
        let initialized = InitializedMembers.constants(of: units.flatMap(\.functions)).filter { member in
            !declaredNames.contains("\(member.owner ?? "").\(member.name)")
        }
        let constants = Dictionary(grouping: declared + initialized, by: \.name)
        calls.sort { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
        if calls.count > options.limits.calls {
            diagnostics.append(
                .error(
                    "the import found more than \(options.limits.calls) appearance calls; this one and those after it are left out",
                    code: .importLimit, at: calls[options.limits.calls].location, hint: "import the folders that set the app's appearance"))
            calls.removeSubrange(options.limits.calls...)
        }

        AppearanceImporter.passOverLoneBarImages(&calls, setOnBars: AppearanceImporter.barsGivenBackgroundImages(allText))

        var translator = ValueTranslator(
            constants: constants, catalogColors: catalogColors, catalogImages: catalogImages, names: ImportedNames())
        translator.reassigned = Dictionary(reassigned.map { constant, function in
            (constant.name, (constant.owner, [function.owner, function.name].compactMap(\.self).joined(separator: ".")))
        }) { first, _ in first }
        translator.helpers = Dictionary(grouping: units.flatMap(\.helpers), by: \.name)
        translator.functions = functions
        translator.superclasses = Dictionary(
            units.flatMap(\.classes).compactMap { declared in declared.superclass.map { (declared.name, $0) } }, uniquingKeysWith: { first, _ in first })
        translator.instances = themes
        translator.enumCases = Dictionary(units.flatMap(\.types).filter { !$0.cases.isEmpty }.map { ($0.name, Set($0.cases)) }) { $0.union($1) }
        translator.accessorNames = Dictionary(grouping: catalogColors ?? [], by: ValueTranslator.accessorIdentifier)
        translator.undrawableImages = undrawableImages
        translator.imageAccessorNames = Dictionary(
            grouping: (catalogImages ?? []).union(undrawableImages.keys), by: ValueTranslator.accessorIdentifier)
        translator.looseImages = ValueTranslator.looseImages(found.images, relativeTo: FilePath.directory(of: output))
        LoadedLater.setAgainLater(&calls, constants: constants) { value in
            guard case .success(let color) = translator.translate(value, as: .color) else { return nil }
            return color
        }
        var assembler = RuleAssembler(
            classes: units.flatMap(\.classes), translator: translator, themes: themes, maxRules: options.limits.rules)
        assembler.isUndefined = { !NameUses.defines($0, in: allText) }
        assembler.assemble(&calls, places: RunOrder.places(functions: units.flatMap(\.functions), calls: calls, projects: found.projects))
        var sheet = assembler.stylesheet
        sheet.imports = imports
        sheet.sourceFiles = files.filter { !macOnly.contains($0) }
        let folder = FilePath.directory(of: output)
        let (text, lines, valueLines) = StylesheetWriter.write(sheet, registry: assembler.registry) { relativePath($0, from: folder) }

        let compiled = StylesheetCompiler.compile(source: text, path: output)
        let stylesheetName = (output as NSString).lastPathComponent
        func statusOf(_ index: Int) -> (status: Call.Status, reason: String?) {
            let call = calls[index]
            return switch call.status {
            case .converted where lines[index] == nil && call.supersededBy != nil:
                (.obsolete, call.supersededBy.map { "\($0.file):\($0.line) " + (call.supersededHow ?? "sets the same, and runs later") })
            case .converted: (.converted, call.caution)
            case .obsolete(let why): (.obsolete, why)
            case .notConverted(let why): (.notConverted, why)
            }
        }
        var report = calls.enumerated().map { index, call -> Call in
            let (status, reason) = statusOf(index)
            return Call(
                file: call.location.file, line: call.location.line, column: call.location.column, call: call.text, status: status,
                stylesheetLine: lines[index], reason: reason, stoppedAt: status == .notConverted ? call.stoppedAt : nil)
        }
        report += AppearanceObjectLines.entries(of: calls, valueLines: valueLines, statusOf: statusOf, text: sourceLine)
        report.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return Result(
            stylesheet: text, appliers: ApplierStubWriter.write(sheet.types, stylesheetName: stylesheetName), calls: report,
            diagnostics: diagnostics, stylesheetDiagnostics: compiled.diagnostics)
    }

    /// The lines `reached` covers, per file: the ranges merged and sorted, for ``unreached(_:_:)``.
    private static func covering(_ reached: [(file: String, lines: ClosedRange<Int>)]) -> [String: [ClosedRange<Int>]] {
        var covered: [String: [ClosedRange<Int>]] = [:]
        for (file, ranges) in Dictionary(grouping: reached, by: \.file) {
            var merged: [ClosedRange<Int>] = []
            for range in ranges.map(\.lines).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                    merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            covered[file] = merged
        }
        return covered
    }

    /// The sites on no line `covered` holds, each looked up by bisection, so a file of many calls costs no more than
    /// sorting them.
    private static func unreached(_ sites: [SourceLocation], _ covered: [String: [ClosedRange<Int>]]) -> [SourceLocation] {
        sites.filter { site in
            let ranges = covered[site.file] ?? []
            // The first range ending at or after the site's line.
            var (low, high) = (0, ranges.count)
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound < site.line { low = middle + 1 } else { high = middle }
            }
            return low == ranges.count || !ranges[low].contains(site.line)
        }
    }

    /// A legacy bar image UIKit uses only with another: a navigation bar's, tab bar's or toolbar's `shadowImage`
    /// only with a `backgroundImage` (else its default hairline), a navigation bar's `backIndicatorImage` only
    /// with a `backIndicatorTransitionMaskImage` (else its chevron). Set where no call sets the other for that
    /// bar, it sets nothing the app shows.
    /// A bar image set on one bar at run time (`navigationController.navigationBar.setBackgroundImage(…)`, a screen's):
    /// the lone image of ``passOverLoneBarImages(_:setOnBars:)`` shows on such a bar, but not on every one.
    static func barsGivenBackgroundImages(_ text: String) -> Set<String> {
        let spellings = [
            "UINavigationBar": ["navigationBar.setBackgroundImage", "navigationBar setBackgroundImage", "navigationBar?.setBackgroundImage"],
            "UITabBar": ["tabBar.backgroundImage", "tabBar setBackgroundImage", "tabBar?.backgroundImage"],
            "UIToolbar": ["toolbar.setBackgroundImage", "toolbar setBackgroundImage", "toolbar?.setBackgroundImage"],
        ]
        return Set(spellings.filter { _, written in written.contains { text.contains($0) } }.keys)
    }

    static func passOverLoneBarImages(_ calls: inout [FoundCall], setOnBars: Set<String> = []) {
        let pairs: [(image: String, needs: String, bars: Set<String>, shows: String)] = [
            (
                "shadowImage", "backgroundImage", ["UINavigationBar", "UITabBar", "UIToolbar"],
                "the bar keeps its hairline (an appearance object's shadowColor: clear hides it)"
            ),
            ("backIndicatorImage", "backIndicatorTransitionMaskImage", ["UINavigationBar"], "the bar keeps its chevron"),
        ]
        for pair in pairs {
            // One a call sets that does not convert (an image drawn at run time) is still set.
            let unconverted = calls.filter { !$0.status.isObsolete && $0.effects.isEmpty && $0.text.lowercased().contains(pair.needs.lowercased()) }
            let paired = Set(calls.flatMap(\.effects).filter { $0.path == [pair.needs] }.map(\.target.type))
                .union(pair.bars.filter { bar in unconverted.contains { $0.text.contains(bar) } })
            for index in calls.indices where calls[index].status == .converted {
                guard
                    let lone = calls[index].effects.first(where: {
                        pair.bars.contains($0.target.type) && $0.path == [pair.image] && !paired.contains($0.target.type)
                    })
                else { continue }
                calls[index].effects.removeAll { $0.target.type == lone.target.type && $0.path == [pair.image] }
                if calls[index].effects.isEmpty, pair.needs == "backgroundImage", setOnBars.contains(lone.target.type) {
                    calls[index].status = .notConverted(
                        "UIKit shows \(lone.target.type)'s \(pair.image) only where the bar also has a \(pair.needs): no call sets one for "
                            + "every bar, and the app sets one on some bars as it runs, which then show this")
                    calls[index].stoppedAt = pair.needs
                } else if calls[index].effects.isEmpty {
                    calls[index].status = .obsolete(
                        "UIKit shows \(lone.target.type)'s \(pair.image) only where the bar also has a \(pair.needs), which no call sets: \(pair.shows)")
                }
            }
        }
    }

    /// `path` as seen from `folder` (both as the command line gave them).
    static func relativePath(_ path: String, from folder: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let target = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL
            .pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let relative = (ups + target[common...]).joined(separator: "/")
        return relative.isEmpty ? "." : relative
    }
}
