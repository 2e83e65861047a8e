import GameKernel

extension StudyState: JSONPlayable {
    /// `study`.
    public static var name: String { "study" }

    /// No commands besides `:quit` and `:new` (another session, with what has come due).
    public static var lineCommands: [(command: PlayLineCommand, action: StudyAction)] { [] }

    /// `reveal`, then a grade: `again`, `hard`, `good`, `easy` (or `1`…`4`,
    /// Anki's keys), or the two-button `wrong` and `right`; `undo` (or `u`)
    /// takes back the latest grade; any letter case.
    ///
    /// - Parameter line: The line.
    /// - Returns: The action, or what to send instead.
    public static func action(forLine line: String) -> Result<StudyAction, InvalidLine> {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "reveal": .success(.reveal)
        case "again", "1", "wrong": .success(.grade(.again))
        case "hard", "2": .success(.grade(.hard))
        case "good", "3", "right": .success(.grade(.good))
        case "easy", "4": .success(.grade(.easy))
        case "undo", "u": .success(.undo)
        default:
            .failure(InvalidLine(message: "Send reveal, then again, hard, good or easy (or 1-4, wrong, right), undo, or :quit."))
        }
    }
}
