/// The view controllers an app builds at launch, where its launch code
/// builds its window's root in code (`window.rootViewController = …`): the
/// classes it constructs on the way, and the classes they inherit from. A
/// screen's `viewDidLoad` runs at launch only for those; any other screen's
/// runs when the user opens it, and what it sets on a proxy is not the app's
/// style at launch. Nil where the root is not known from the code: built
/// from a storyboard, or never set in the files read.
enum LaunchScreens {
    /// The callbacks that run as a screen's view is loaded: what they set lasts from then on, for every bar after.
    static let loadCallbacks: Set<String> = ["viewDidLoad", "loadView"]

    static func classes(functions: [CodeFunction], classes declared: [CodeClass]) -> Set<String>? {
        let byName = Dictionary(grouping: functions, by: \.name)
        var scan = Scan(functions: byName)
        for function in functions where function.isAppInit || RunOrder.entryPoints.contains(function.name) {
            scan.run(function.statements, depth: 0)
        }
        guard scan.setsRoot, !scan.fromStoryboard else { return nil }
        // A class's superclasses' `viewDidLoad` runs with its own.
        let superclass = Dictionary(declared.compactMap { type in type.superclass.map { (type.name, $0) } }) { first, _ in first }
        var found = scan.constructed
        for name in scan.constructed {
            var current = superclass[name]
            var steps = 0
            while let next = current, steps < RunOrder.maxDepth, found.insert(next).inserted {
                current = superclass[next]
                steps += 1
            }
        }
        return found
    }


    /// Launch code followed as ``RunOrder`` follows it: the types constructed, and how the root is set.
    private struct Scan {
        let functions: [String: [CodeFunction]]
        var constructed: Set<String> = []
        var setsRoot = false
        var fromStoryboard = false
        var visited: Set<String> = []

        mutating func run(_ statements: [CodeStatement], depth: Int) {
            for statement in statements {
                switch statement.kind {
                case .block(let inner), .unfollowed(_, _, _, let inner), .loop(_, _, let inner): run(inner, depth: depth)
                case .branch(let condition, let then, let otherwise, _):
                    enter(condition, depth: depth)
                    run(then + otherwise, depth: depth)
                case .cases(let subject, let cases, _):
                    enter(subject, depth: depth)
                    run(cases.flatMap(\.body), depth: depth)
                case .bind(_, let expression), .evaluate(let expression), .returns(let expression): enter(expression, depth: depth)
                case .assign(let target, let value):
                    if target.lastName == "rootViewController" { setsRoot = true }
                    enter(target, depth: depth)
                    enter(value, depth: depth)
                }
            }
        }

        private mutating func enter(_ expression: CodeExpression, depth: Int) {
            guard depth < RunOrder.maxDepth else { return }
            switch expression {
            case .call(let callee, let arguments):
                if let name = callee.lastName, name.hasPrefix("instantiate") { fromStoryboard = true }
                if let type = LaunchScreens.constructedType(callee) { constructed.insert(type) }
                enter(callee, depth: depth + 1)
                for argument in arguments { enter(argument.value, depth: depth + 1) }
                if let name = callee.lastName, let found = functions[name], found.count == 1, visited.insert(name).inserted {
                    run(found[0].statements, depth: depth + 1)
                }
            case .member(let base?, _): enter(base, depth: depth + 1)
            case .named(_, let inner): enter(inner, depth: depth + 1)
            case .array(let elements): for element in elements { enter(element, depth: depth + 1) }
            default: break
            }
        }
    }

    /// `MapViewController()`, `MapViewController.init(…)`, Objective-C's `[[MapViewController alloc] init]`: the type built.
    private static func constructedType(_ callee: CodeExpression) -> String? {
        let name: String
        switch callee {
        case .name(let type): name = type
        case .member(.name(let type), "init"): name = type
        default: return nil
        }
        return name.first?.isUppercase == true ? name : nil
    }
}
