import Foundation

/// `pb export --json`, read: its items, and a canonical text (keys sorted, `exportedAt`
/// left out) by which two stores are equal or not.
struct ExportedStore: Equatable, CustomStringConvertible {
    struct Task: Decodable, Equatable {
        let id: String
        let title: String
        let status: String
        let due: String?
        let project: String?
    }

    struct Project: Decodable, Equatable {
        let id: String
        let name: String
    }

    struct Note: Decodable, Equatable {
        let id: String
        let title: String
        let body: String
    }

    private struct Document: Decodable {
        let version: Int
        let tasks: [Task]
        let projects: [Project]
        let notes: [Note]
    }

    let canonical: String
    let tasks: [Task]
    let projects: [Project]
    let notes: [Note]

    init(json: String) throws {
        let data = Data(json.utf8)
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw HarnessProblem("the export is not a JSON object: \(json.prefix(200))")
        }
        object["exportedAt"] = nil
        canonical = String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            as: UTF8.self)
        let document = try JSONDecoder().decode(Document.self, from: data)
        tasks = document.tasks
        projects = document.projects
        notes = document.notes
    }

    /// True when the store holds nothing at all.
    var isEmpty: Bool { tasks.isEmpty && projects.isEmpty && notes.isEmpty }

    func task(titled title: String) -> Task? { tasks.first { $0.title == title } }

    static func == (a: ExportedStore, b: ExportedStore) -> Bool { a.canonical == b.canonical }

    var description: String { canonical }
}
