extension PlayShell {
    /// The longest command line kept; further characters are dropped.
    public static let commandLineLimit = 60

    /// What `:save` says: every change is already saved.
    public static let saveReply =
        "Settings are already saved: each change made with :KEY VALUE is kept as a default of wordkit play at once (wordkit settings shows them)."

    /// Edits the command line; Enter runs it, Esc (or Backspace on nothing) drops it.
    mutating func edit(_ line: String, with key: Key) -> [Effect] {
        switch key {
        case .enter:
            state.commandLine = nil
            return execute(line)
        case .escape:
            state.commandLine = nil
        case .backspace:
            state.commandLine = line.isEmpty ? nil : String(line.dropLast())
        case .character(let character):
            if line.count < Self.commandLineLimit { state.commandLine = line + String(character) }
        default:
            break
        }
        return []
    }

    /// Runs a command typed after `:`; one the screen does not take is
    /// reported with the commands it does take.
    mutating func execute(_ line: String) -> [Effect] {
        let command = InGameCommand.parse(line)
        let screen = screenShown
        guard command.isAvailable(on: screen) else {
            state.status = InGameCommand.unknownMessage(line, on: screen)
            return []
        }
        switch command {
        case .help: showHelp()
        case .settings: return [.showSettings]
        case .save: state.status = Self.saveReply
        case .menu: if state.menu == nil { return reduce(.openMenu) }
        case .quit: return reduce(.leave)
        case .set(.deck, nil): return [.openDeckPicker(start: nil)]
        case .set(let key, nil): return [.showSetting(key)]
        case .set(let key, let value?): return [.changeSetting(key, value, thenPlay: nil)]
        case .action(.pause): state.pauses.insert(.key)
        case .level(nil) where screen == .game(.lights): return [.openLevelPicker]
        case .level, .action: return [.runInGame(command)]
        case .unknown: break
        }
        return []
    }

    /// Takes a key in the picker: Enter plays the row chosen, Esc goes back.
    mutating func pick(_ key: Key, rows: Int) -> [Effect] {
        guard var picker = state.picker else { return [] }
        let outcome = picker.handle(key, rows: rows)
        state.picker = picker
        switch outcome {
        case .stay:
            return []
        case .cancelled:
            state.picker = nil
            return []
        case .chosen(let index):
            state.picker = nil
            guard let value = picker.value(at: index) else { return [] }
            switch picker.purpose {
            case .level: return [.runInGame(.level(value))]
            case .deck(let kind): return [.changeSetting(.deck, value, thenPlay: kind)]
            }
        }
    }
}
