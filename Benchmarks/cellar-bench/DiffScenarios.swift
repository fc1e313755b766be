/// The CellarDiff scenarios (filled in with the differ).
@MainActor let diffScenarios: [Scenario] = []
