import GameKernel

/// The keys of each screen, as the help screen lists them and
/// `docs/terminal-play.md` documents them (a test keeps the two alike).
public enum GameHelp {
    /// A key or command and what it does.
    public struct Entry: Equatable, Sendable {
        /// The keys (`Tab`, `← n`) or the command (`:lang L`).
        public var syntax: String
        /// What it does.
        public var does: String

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - syntax: The keys or command.
        ///   - does: What it does.
        public init(_ syntax: String, _ does: String) {
            self.syntax = syntax
            self.does = does
        }
    }

    /// The keys every game takes.
    public static let common: [Entry] = [
        .init(":", "type a command (see :help), Enter runs it, Esc cancels"),
        .init("?", "the keys and commands of the screen"),
        .init("Ctrl-Z", "suspend (the clock stops; fg comes back)"),
        .init("Ctrl-C", "leave (the game being played is recorded)"),
    ]

    /// What a game is about, as its help screen states it before the keys:
    /// the goal, how it is lost, how it is scored; empty for a screen without.
    ///
    /// - Parameter screen: The menu or a game.
    /// - Returns: The rules, each with what it says.
    public static func rules(on screen: PlayScreen) -> [Entry] {
        switch screen {
        case .game(.lights):
            return [
                .init("Goal", "switch every light off; a press toggles the light and its four neighbours"),
                .init("Lost", "when every light is on at once"),
                .init("Stars", "★★★ in the fewest presses, ★★☆ within twice as many, ★☆☆ beyond"),
            ]
        case .game(.scramble):
            // Kept short: the help of word scramble has many commands to show on its first page.
            return [
                .init("Score", "1 point a letter; a word using every letter (★) scores double (classic rules)"),
                .init("Left", "words of each length still to find: 3×4 is three words of 4 letters"),
                .init(
                    "Rank", "on the counted words' points: Beginner, Good Start 2%, Moving Up 5%, Good 8%, Solid 15%, "
                        + "Nice 25%, Great 40%, Amazing 50%, Genius 70% of the most, Queen Bee all"),
            ]
        case .menu, .game(.flashcards), .game(.guess), .study:
            return []
        }
    }

    /// The keys of `screen`, its own first, then those every game takes.
    ///
    /// - Parameter screen: The menu or a game.
    /// - Returns: The keys and what they do.
    public static func keys(on screen: PlayScreen) -> [Entry] {
        switch screen {
        case .menu:
            return [
                .init("↑ ↓", "choose a game"),
                .init("Enter", "play the game chosen"),
                .init("w f g l s", "play word scramble, flashcards, guess the number, lights out, or study"),
                .init("Esc", "back to the game left for the menu"),
                .init("q", "leave"),
            ] + common
        case .game(.scramble):
            return [
                .init("letters Enter", "send the word typed"),
                .init("Tab", "shuffle the letters"),
                .init("*", "a hint: the first letters of the most common word not found yet"),
                .init("!", "give up: end the round and show the missed words (asks y/n once a word is found or typed)"),
                .init("PgDn PgUp", "page through the words found and missed (also > and <)"),
                .init("Esc", "clear the word typed; with no word, the menu"),
                .init("n", "after a round: a new root"),
                .init("q", "after a round: leave"),
            ] + common
        case .game(.flashcards):
            return [
                .init("Space Enter ↑", "reveal the answer"),
                .init("→ y", "I was right"),
                .init("← n", "I was wrong"),
                .init("s", "read the prompt aloud (with speech on)"),
                .init("p", "pause the countdown; any key resumes"),
                .init("r", "start again (asks y/n once a card is revealed or answered)"),
                .init("m Esc", "the menu"),
                .init("q", "leave"),
            ] + common
        case .game(.guess):
            return [
                .init("digits Enter", "guess"),
                .init("s", "read the range aloud (with speech on)"),
                .init("n", "a new secret (asks y/n once a guess is made)"),
                .init("m Esc", "the menu"),
                .init("q", "leave"),
            ] + common
        case .study:
            return [
                .init("Space Enter ↑", "reveal the answer; once revealed, grade it good"),
                .init("1 2 3 4", "grade: again, hard, good, easy"),
                .init("← n", "again"),
                .init("→ y", "good"),
                .init("u", "undo: take the last grade back, and again for the one before"),
                .init("s", "read the prompt aloud (with speech on)"),
                .init("r", "after a session: study what has come due"),
                .init("m Esc", "the menu"),
                .init("q", "leave"),
            ] + common
        case .game(.lights):
            return [
                .init("←↓↑→ hjkl", "move the cursor"),
                .init("Space Enter", "press the light under the cursor"),
                .init("ROW COL Enter", "press that light, such as 1 2"),
                .init("u", "take the last press back"),
                .init("*", "a hint"),
                .init("p", "pause the timer; any key resumes, and a typed press is kept"),
                .init("r", "the same board again (asks y/n once a light is pressed)"),
                .init("n", "after a game: the next level not won yet"),
                .init("m Esc", "the menu"),
                .init("q", "leave"),
            ] + common
        }
    }
}
