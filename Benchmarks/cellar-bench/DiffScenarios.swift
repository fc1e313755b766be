/// The CellarDiff scenarios (filled in with the differ).
let diffScenarios: [Scenario] = []
