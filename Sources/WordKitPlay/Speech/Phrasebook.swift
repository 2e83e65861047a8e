import GameKernel

/// What the games say aloud, in English, Spanish and Italian: the words of
/// each event that matters (the guess game's range and verdicts, scramble's
/// root and rejections, a flashcard's prompt), and the voice to say them in.
///
/// The phrases follow the kernel's events; nothing is worked out here that
/// the events do not carry. A language without phrases is spoken in English.
public struct Phrasebook: Sendable, Equatable {
    /// The language spoken (a code such as `es`; `es_MX` speaks Spanish).
    public let language: LanguageCode

    /// The phrases of `language`.
    ///
    /// - Parameter language: The game's language.
    public init(_ language: LanguageCode) {
        self.language = LanguageCode(rawValue: String(language.rawValue.prefix { $0 != "_" && $0 != "-" }))
    }

    /// The languages with their own phrases.
    public static let languages: [LanguageCode] = [.english, .spanish, .italian]

    /// The espeak-ng voice of a language: its two-letter code (`es_MX` → `es`).
    ///
    /// - Parameter language: The language.
    /// - Returns: The voice's name.
    public static func voice(for language: LanguageCode) -> String {
        let code = String(language.rawValue.prefix { $0 != "_" && $0 != "-" })
        return code.isEmpty ? "en" : code
    }

    /// The language whose words are used: this one when it has phrases, else English.
    private var spoken: LanguageCode { Self.languages.contains(language) ? language : .english }

    /// Words in the phrasebook's language, spoken in its voice.
    private func say(_ english: String, _ spanish: String, _ italian: String) -> Utterance {
        switch spoken {
        case .spanish: Utterance(spanish, in: .spanish)
        case .italian: Utterance(italian, in: .italian)
        default: Utterance(english, in: .english)
        }
    }

    // MARK: Guess the number

    /// The range still possible, such as "26 to 49".
    ///
    /// - Parameters:
    ///   - low: The smallest number still possible.
    ///   - high: The largest.
    /// - Returns: The utterance.
    public func range(_ low: Int, _ high: Int) -> Utterance {
        say("\(low) to \(high).", "De \(low) a \(high).", "Da \(low) a \(high).")
    }

    /// What a guess turned out to be, then the range left: "Too high. 26 to 49."
    /// The win says the answer.
    ///
    /// - Parameter guess: The kernel's `guess` event.
    /// - Returns: The utterance.
    public func guess(_ guess: GuessMade) -> Utterance {
        let verdict: Utterance =
            switch guess.result {
            case .tooHigh: say("Too high.", "Demasiado alto.", "Troppo alto.")
            case .tooLow: say("Too low.", "Demasiado bajo.", "Troppo basso.")
            case .outOfRange: say("Outside the range.", "Fuera del rango.", "Fuori dall'intervallo.")
            case .correct:
                say(
                    "You won! The number was \(guess.guess).", "¡Has ganado! El número era \(guess.guess).",
                    "Hai vinto! Il numero era \(guess.guess).")
            }
        guard guess.result != .correct else { return verdict }
        return Utterance(text: verdict.text + " " + range(guess.min, guess.max).text, voice: verdict.voice)
    }

    /// A lost game and its answer: "Out of lives. The answer was 37."
    ///
    /// - Parameter answer: The secret.
    /// - Returns: The utterance.
    public func lost(answer: Int) -> Utterance {
        say(
            "Out of lives. The answer was \(answer).", "Sin vidas. La respuesta era \(answer).",
            "Vite finite. La risposta era \(answer).")
    }

    // MARK: Word scramble

    /// A word of the game's language, in its voice (the root on request).
    ///
    /// - Parameter word: The word.
    /// - Returns: The utterance.
    public func word(_ word: String) -> Utterance {
        Utterance(word, in: language)
    }

    /// A rejected word's title: the kernel's own in English, its meaning in
    /// Spanish and Italian.
    ///
    /// - Parameter rejected: The kernel's `rejected` event.
    /// - Returns: The utterance.
    public func rejection(_ rejected: ScrambleRejected) -> Utterance {
        switch rejected.reason {
        case .tooShort: say(rejected.title, "Palabra demasiado corta", "Parola troppo corta")
        case .duplicate: say(rejected.title, "Palabra ya usada", "Parola già usata")
        case .root: say(rejected.title, "Es la palabra dada", "È la parola data")
        case .impossible: say(rejected.title, "Palabra imposible", "Parola impossibile")
        case .unknown: say(rejected.title, "Palabra no reconocida", "Parola non riconosciuta")
        }
    }
}
