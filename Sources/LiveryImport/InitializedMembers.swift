import LiveryCore

/// A type's member its initializer gives a fixed value and nothing else in the
/// files read assigns: `_mainColor = UIColorFromRGB(0x067AB5);` in `-init`, read
/// as `_mainColor` (or `self.mainColor`) in the type's methods. Every instance
/// holds that value, so it is read as a constant of the type, as a Swift
/// `let mainColor = …` declared in the type would be.
enum InitializedMembers {
    /// The constants for such members, under the property's name and, for an
    /// Objective-C instance variable, its `_name` too.
    static func constants(of functions: [CodeFunction]) -> [CodeConstant] {
        struct Member: Hashable {
            var owner: String
            var name: String
        }
        var own: [Member: [(value: CodeExpression, at: SourceLocation, fixed: Bool)]] = [:]
        var assignedFromOutside: Set<String> = []
        // `[self setupColor]` in `-init`, and nowhere else: what the method assigns, the initializer does.
        var sentByInitializers: Set<Member> = []
        var sentElsewhere: Set<String> = []
        for function in functions {
            for statement in CodeStatement.leaves(of: function.statements) {
                guard case .evaluate(.call(let callee, let arguments)) = statement.kind, arguments.isEmpty, let name = ownMethod(callee) else { continue }
                if function.name.hasPrefix("init"), let owner = function.owner {
                    sentByInitializers.insert(Member(owner: owner, name: name))
                } else {
                    sentElsewhere.insert(name)
                }
            }
        }
        for function in functions {
            let parameters = function.parameters.map(\.name)
            for statement in CodeStatement.leaves(of: function.statements) {
                guard case .assign(let target, let value) = statement.kind, let (name, isOwn) = memberName(target) else { continue }
                guard isOwn, let owner = function.owner else {
                    assignedFromOutside.insert(name)
                    continue
                }
                // A value made from the initializer's parameters differs between instances.
                let opaque = Dictionary(parameters.map { ($0, CodeExpression.opaque($0)) }) { first, _ in first }
                let setUp = sentByInitializers.contains(Member(owner: owner, name: function.name)) && !sentElsewhere.contains(function.name)
                let fixed = (function.name.hasPrefix("init") || setUp) && value.substituting(opaque) == value
                own[Member(owner: owner, name: name), default: []].append((value, statement.location, fixed))
            }
        }
        return own.flatMap { member, assignments -> [CodeConstant] in
            guard assignments.count == 1, let only = assignments.first, only.fixed, !assignedFromOutside.contains(member.name) else { return [] }
            return [member.name, "_" + member.name].map { CodeConstant(owner: member.owner, name: $0, value: only.value, location: only.at) }
        }
    }

    /// The `var`s code assigns besides their declaration, by `Owner.name` (`.name` at file scope), each with the first
    /// function assigning it: `barStyle = dark ? .black : .default` or `self.barStyle = …` in a method of the type,
    /// `Theme.accent = …`, `Theme.shared.accent = …`. A local or a parameter of that name is not the member.
    static func assignedVariables(in functions: [CodeFunction]) -> [String: CodeFunction] {
        var found: [String: CodeFunction] = [:]
        for function in functions {
            let leaves = CodeStatement.leaves(of: function.statements)
            var locals = Set(function.parameters.map(\.name))
            for statement in leaves { if case .bind(let name, _) = statement.kind { locals.insert(name) } }
            for statement in leaves {
                guard case .assign(let target, _) = statement.kind else { continue }
                var keys: [String] = []
                switch target {
                case .name(let name) where !locals.contains(name):
                    keys = [".\(name)"] + (function.owner.map { ["\($0).\(name)"] } ?? [])
                case .member(.name("self")?, let name):
                    keys = function.owner.map { ["\($0).\(name)"] } ?? []
                case .member(let base?, let name):
                    let types = (base.dottedName ?? "").split(separator: ".").filter { $0.first?.isUppercase == true }
                    keys = types.map { "\($0).\(name)" }
                default: break
                }
                for key in keys where found[key] == nil { found[key] = function }
            }
        }
        return found
    }

    /// The method a message to the object itself names: `[self setupColor]`, `self.setupColor()`, `setupColor()`.
    private static func ownMethod(_ callee: CodeExpression) -> String? {
        switch callee {
        case .member(.name("self")?, let name), .name(let name): return name
        default: return nil
        }
    }

    /// The property an assignment sets, and whether it is the object's own: `_name` (an instance variable) and
    /// `self.name` are; any other `x.name` is counted, so a member something else assigns is never taken for fixed.
    private static func memberName(_ target: CodeExpression) -> (name: String, own: Bool)? {
        switch target {
        case .name(let name) where name.hasPrefix("_") && name.count > 1: return (String(name.dropFirst()), true)
        case .member(.name("self")?, let name): return (name, true)
        case .member(_?, let name): return (name, false)
        default: return nil
        }
    }
}
