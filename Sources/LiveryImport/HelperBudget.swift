import LiveryCore

/// The statements run inside helpers, counted. The interpreter follows a
/// helper that builds an appearance object wherever it is called, each time
/// afresh, so helpers that call the next many times over would run
/// exponentially many statements: past ``ImportLimits/helperSteps`` for one
/// statement of a function, or ``ImportLimits/totalHelperSteps`` for the
/// import, following stops and the call is reported not converted with where
/// it stopped. One is shared by every interpreter of an import.
final class HelperBudget {
    private let limits: ImportLimits
    /// Statements run for the statement now followed, and for the whole import.
    private var steps = 0
    private var total = 0
    /// The helper statement where following stopped, once a budget ran out.
    private var stoppedAt: SourceLocation?

    init(limits: ImportLimits) {
        self.limits = limits
    }

    /// A statement of a function is followed: its own budget starts.
    func start() {
        steps = 0
        stoppedAt = nil
    }

    /// Charges one statement run inside a helper; false once a budget is spent.
    func charge(_ statement: SourceLocation) -> Bool {
        guard stoppedAt == nil else { return false }
        steps += 1
        total += 1
        if steps > limits.helperSteps || total > limits.totalHelperSteps {
            stoppedAt = statement
            return false
        }
        return true
    }

    /// Why the value is not known, once following stopped.
    var reason: String? {
        stoppedAt.map { at in
            let limit =
                steps > limits.helperSteps
                ? "\(limits.helperSteps) steps, the limit for one statement" : "\(limits.totalHelperSteps) steps, the limit for one import"
            return "following its helpers stopped at \(at.file):\(at.line):\(at.column) after \(limit)"
        }
    }
}
