/// Finding the item a name means when the argument does not say which kind it is.
extension ToolContext {
    /// The task `query` names, or the outcome that explains the miss.
    func resolveTask(named query: String, preferDone: Bool = false) throws -> Result<TaskItem, Miss>
    {
        switch try lookup.task(query, preferDone: preferDone) {
        case .found(let task): return .success(task)
        case .notFound: return .failure(Miss(.noMatch(.task, query: query)))
        case .ambiguous(let tasks):
            return .failure(Miss(.ambiguous(.task, query: query, candidates: tasks.map(\.title))))
        }
    }

    /// A task, project or note. Each kind's own lookup runs; when more than one kind
    /// answers, an exact title decides, and without one the name is ambiguous.
    ///
    /// "Launch" may be a project and a note about the launch: the project's exact name
    /// wins over the note's word overlap. Two exact titles of different kinds stay
    /// ambiguous rather than guessing.
    func resolveItem(named query: String) throws -> Result<ItemRef, Miss> {
        var found: [ItemRef] = []
        var tied: [ItemRef] = []
        switch try lookup.note(query) {
        case .found(let note): found.append(ItemRef(note))
        case .ambiguous(let notes): tied += notes.map(ItemRef.init)
        case .notFound: break
        }
        switch try lookup.project(query) {
        case .found(let project): found.append(ItemRef(project))
        case .ambiguous(let projects): tied += projects.map(ItemRef.init)
        case .notFound: break
        }
        switch try lookup.task(query) {
        case .found(let task): found.append(ItemRef(task))
        case .ambiguous(let tasks): tied += tasks.map(ItemRef.init)
        case .notFound: break
        }
        if found.count == 1 && tied.isEmpty { return .success(found[0]) }
        let candidates = found + tied
        guard !candidates.isEmpty else { return .failure(Miss(.noItemMatch(query: query))) }
        let name = ItemLookup.trimmed(query).lowercased()
        let projectName = ItemLookup.strippingProjectWord(ItemLookup.trimmed(query)).lowercased()
        let exact = candidates.filter {
            $0.title.lowercased() == name
                || ($0.kind == .project && $0.title.lowercased() == projectName)
        }
        if exact.count == 1 { return .success(exact[0]) }
        return .failure(
            Miss(.ambiguousItem(query: query, candidates: exact.isEmpty ? candidates : exact)))
    }
}
