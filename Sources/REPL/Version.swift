/// The program's version, printed by `pb --version`.
enum Version {
    static let current = "0.1.0"
}
