import Foundation
import Testing

/// A real terminal for the interactive games: a detached tmux session with
/// a fixed size, driven by `send-keys` and read with `capture-pane`.
///
/// Each terminal runs its own tmux server (`-L`), so tests in parallel never
/// see each other's sessions; the server is killed when the terminal goes.
final class TmuxTerminal {
    /// The tmux program, when installed.
    static let program: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether tmux is installed.
    static var isAvailable: Bool { program != nil }

    /// The message for a skipped test.
    static let missing: Comment = "tmux is not installed (apt-get install tmux; make deps-test does it): the terminal tests are skipped"

    /// The private server's socket name.
    private let socket = "wordkit-test-\(UUID().uuidString.prefix(8))"
    /// The server of the outer terminal a focusable terminal is attached in.
    private var outerSocket: String?

    /// Starts a shell (`bash`, prompt `$ `) in a terminal `width`×`height`.
    ///
    /// With `focusable`, tmux passes focus reports (`focus-events on`) and
    /// the session is attached in a second tmux (an outer terminal), whose
    /// own focus reports ``focusOut()`` and ``focusIn()`` send: tmux turns
    /// them into `CSI O` and `CSI I` for the program, if it asked for them.
    ///
    /// - Parameters:
    ///   - environment: Variables the shell starts with.
    ///   - focusable: Whether to attach the session in an outer terminal.
    init(width: Int = 100, height: Int = 34, environment: [String: String], focusable: Bool = false) throws {
        var arguments = ["new-session", "-d", "-s", "play", "-x", "\(width)", "-y", "\(height)"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(key)=\(value)"] }
        arguments += ["-e", "PS1=$ ", "bash", "--norc", "--noprofile"]
        // The server new-session starts lives on: it must not hold a pipe of ours open.
        try tmux(arguments, output: false)
        _ = waitFor { $0.contains("$") }
        guard focusable else { return }
        try tmux(["set", "-g", "focus-events", "on"])
        try tmux(["set", "-g", "status", "off"])
        let outer = socket + "-outer"
        outerSocket = outer
        let attach = "env -u TMUX \(Self.program ?? "tmux") -L \(socket) attach -t play"
        try Self.spawnDetached(["-L", outer, "-f", "/dev/null", "new-session", "-d", "-s", "outer", "-x", "\(width)", "-y", "\(height)", attach])
        _ = try? tmux(["set", "-g", "status", "off"], socket: outer)
        // The client's attach reports the focus in once.
        Thread.sleep(forTimeInterval: 0.5)
    }

    deinit {
        if let outerSocket { _ = try? tmux(["kill-server"], socket: outerSocket, output: false) }
        _ = try? tmux(["kill-server"], output: false)
    }

    /// The outer terminal loses the focus (another window was chosen).
    func focusOut() throws {
        try tmux(["send-keys", "-t", "outer", "-H", "1b", "5b", "4f"], socket: outerSocket)
    }

    /// The outer terminal gets the focus back.
    func focusIn() throws {
        try tmux(["send-keys", "-t", "outer", "-H", "1b", "5b", "49"], socket: outerSocket)
    }

    /// Resizes the window, as a player dragging its corner; the program gets SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "play", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "play", "-l", text])
    }

    /// Presses keys by tmux name, such as `Enter`, `Space`, `Left`, `C-c`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "play"] + keys)
    }

    /// Types a command line at the shell and presses Enter.
    func run(_ line: String) throws {
        try type(line)
        try press("Enter")
    }

    /// What the terminal shows now.
    ///
    /// - Parameter escapes: Keep the colour and style escapes (`capture-pane -e`).
    func screen(escapes: Bool = false) -> String {
        (try? tmux(["capture-pane", "-p", "-t", "play"] + (escapes ? ["-e"] : []))) ?? ""
    }

    /// Polls the screen until `predicate` holds or `deadline` seconds pass.
    ///
    /// - Returns: The screen that satisfied it, or nil at the deadline.
    @discardableResult
    func waitFor(_ deadline: TimeInterval = 20, _ predicate: (String) -> Bool) -> String? {
        let end = Date().addingTimeInterval(deadline)
        while Date() < end {
            let text = screen()
            if predicate(text) { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Polls until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, _ deadline: TimeInterval = 20) -> String? {
        waitFor(deadline) { $0.contains(text) }
    }

    /// Runs tmux with every descriptor above standard error closed and
    /// waits for it.
    ///
    /// The server tmux starts outlives its client; started through
    /// `Process`, it would inherit descriptors that `Process` (and other
    /// tests' pipes) wait on to close, and they would wait forever.
    private static func spawnDetached(_ arguments: [String]) throws {
        let path = program ?? "/usr/bin/tmux"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A close of a descriptor that is not open is ignored by glibc.
        for descriptor in Int32(3)..<Int32(1024) { posix_spawn_file_actions_addclose(&actions, descriptor) }
        // The test runner's threads block signals; the terminal's programs must not inherit that.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard status == 0 else { throw CocoaError(.executableLoad) }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    }

    /// Runs tmux on this terminal's server and returns its output.
    ///
    /// - Parameters:
    ///   - socket: Another server than this terminal's (the outer terminal's).
    ///   - output: Whether to read the output; without, it goes to
    ///     /dev/null and the result is empty.
    @discardableResult
    private func tmux(_ arguments: [String], socket other: String? = nil, output wanted: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.program ?? "/usr/bin/tmux")
        process.arguments = ["-L", other ?? socket, "-f", "/dev/null"] + arguments
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard wanted else {
            try Self.spawnDetached(process.arguments ?? [])
            return ""
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
