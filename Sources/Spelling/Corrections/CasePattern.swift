/// How a typed word uses capitals, so that corrections come back the same
/// way: `teh` → `the`, `Teh` → `The`, `CANCION` → `CANCIÓN`.
enum CasePattern: Equatable {
    /// No capitals (or no letters): corrections as the dictionary spells them.
    case lower
    /// A capital first letter: corrections start with a capital.
    case capitalised
    /// Two or more letters, all capitals: corrections in capitals.
    case upper

    /// The pattern of a word.
    init(of word: String) {
        let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
        guard let first = letters.first, first.properties.isUppercase else {
            self = .lower
            return
        }
        if letters.count >= 2, letters.allSatisfy({ !$0.properties.isLowercase }) {
            self = .upper
        } else {
            self = .capitalised
        }
    }

    /// `word` (as the dictionary spells it) in this pattern.
    ///
    /// A word the dictionary capitalises (`Britain`, `McDonald`) keeps its
    /// capitals; only a lowercase first letter is raised.
    func apply(to word: String) -> String {
        switch self {
        case .lower:
            return word
        case .upper:
            return word.uppercased()
        case .capitalised:
            guard let first = word.unicodeScalars.first, first.properties.isLowercase else { return word }
            var result = String.UnicodeScalarView()
            result.append(contentsOf: String(first).uppercased().unicodeScalars)
            result.append(contentsOf: word.unicodeScalars.dropFirst())
            return String(result)
        }
    }
}
