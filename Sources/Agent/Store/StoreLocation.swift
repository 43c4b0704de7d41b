#if canImport(Glibc)
    import Glibc
#endif

/// Where the store and the history live (DESIGN.md): `--store PATH`, else `$PB_STORE`,
/// else `$XDG_DATA_HOME/pocketbrains/store.sqlite` (`~/.local/share/...` when unset).
package enum StoreLocation {
    package static func storePath(flag: String?) -> (path: String, isDefault: Bool) {
        if let flag, !flag.isEmpty { return (expand(flag), false) }
        if let env = variable("PB_STORE"), !env.isEmpty { return (expand(env), false) }
        return (dataDirectory() + "/store.sqlite", true)
    }

    /// The calendar calendarAgenda reads: `$PB_CALENDAR`, else `calendar.ics` beside the store.
    package static func calendarPath() -> String {
        if let value = variable("PB_CALENDAR"), !value.isEmpty { return expand(value) }
        return dataDirectory() + "/calendar.ics"
    }

    package static func dataDirectory() -> String {
        base("XDG_DATA_HOME", fallback: ".local/share") + "/pocketbrains"
    }

    package static func stateDirectory() -> String {
        base("XDG_STATE_HOME", fallback: ".local/state") + "/pocketbrains"
    }

    static func base(_ name: String, fallback: String) -> String {
        if let value = variable(name), value.hasPrefix("/") { return value }
        return home() + "/" + fallback
    }

    static func home() -> String {
        if let home = variable("HOME"), !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            return String(cString: dir)
        }
        return "/tmp"
    }

    static func expand(_ path: String) -> String {
        path.hasPrefix("~/") ? home() + String(path.dropFirst(1)) : path
    }

    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Creates `path` and its parents, private to the user (0700). True on success.
    @discardableResult
    package static func makeDirectories(_ path: String) -> Bool {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}
