import Foundation

/// A JSON object read from one line of output.
struct JSONObject {
    let keys: Set<String>
    private let values: [String: Any]

    init(_ text: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        else {
            throw HarnessProblem("not a JSON object: \(text.prefix(300))")
        }
        values = object
        keys = Set(object.keys)
    }

    subscript(key: String) -> Any? { values[key] }
}
