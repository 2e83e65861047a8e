/// A language content is built for, and what counts as a letter in it.
///
/// Adding a language is one more value in ``standard``, a dictionary folder,
/// a frequency list and a blocklist; no other code changes.
public struct ContentLanguage: Sendable, Hashable {
    /// The language code (`en`), used in file names.
    public var code: String
    /// The Hunspell dictionary serving it (`en_US`).
    public var dictionary: String
    /// The English name, for titles and the report.
    public var name: String
    /// Every lowercase letter a root word may use.
    public var letters: Set<Character>
    /// The vowels; a word without one is taken for an abbreviation.
    public var vowels: Set<Character>

    /// Creates a language description.
    ///
    /// - Parameters:
    ///   - code: The language code.
    ///   - dictionary: The dictionary name.
    ///   - name: The English name.
    ///   - letters: The letters of the alphabet, lowercase.
    ///   - vowels: The vowels, lowercase (include accented ones and `y` where it is one).
    public init(code: String, dictionary: String, name: String, letters: String, vowels: String) {
        self.code = code
        self.dictionary = dictionary
        self.name = name
        self.letters = Set(letters)
        self.vowels = Set(vowels)
    }

    /// Whether every character of `word` is a letter of this language.
    ///
    /// - Parameter word: A word in NFC.
    /// - Returns: true when the word is non-empty and uses only ``letters``.
    public func isSpelledWithLetters(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { letters.contains($0) }
    }

    /// English, Spanish and Italian, in code order.
    public static let standard: [ContentLanguage] = [
        ContentLanguage(code: "en", dictionary: "en_US", name: "English",
                        letters: "abcdefghijklmnopqrstuvwxyz", vowels: "aeiouy"),
        ContentLanguage(code: "es", dictionary: "es_ES", name: "Spanish",
                        letters: "abcdefghijklmnopqrstuvwxyzáéíóúüñ", vowels: "aeiouyáéíóúü"),
        ContentLanguage(code: "it", dictionary: "it_IT", name: "Italian",
                        letters: "abcdefghijklmnopqrstuvwxyzàèéìíîòóùú", vowels: "aeiouàèéìíîòóùú"),
    ]
}
