/// How `pb ask` ends. The numbers are part of the command-line contract (DESIGN.md).
package enum ExitStatus: Int32, Sendable {
    case done = 0
    case declined = 1
    case usage = 2
    case store = 3
    case stepFailed = 4
}
