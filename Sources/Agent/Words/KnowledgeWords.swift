package import ToolBox

/// Sentences for the outcomes of the knowledge, project and diary tools.
enum KnowledgeWords {
    static func sentence(_ outcome: ToolOutcome, today: CivilDate) -> String {
        switch outcome {
        default: return ""
        }
    }
}
