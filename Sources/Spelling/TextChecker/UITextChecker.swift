#if !canImport(UIKit)
// Code written for UIKit uses Foundation's `NSRange` and `NSNotFound` next to
// `UITextChecker` without importing Foundation itself (UIKit re-exports it);
// so does `import Spelling`.
@_exported import Foundation

/// UIKit's name for ``TextChecker``, where UIKit does not exist.
///
/// Code written for `UITextChecker` compiles and runs unchanged with
/// `import Spelling`, such as Hacking with Swift's word check:
///
/// ```swift
/// func isReal(word: String) -> Bool {
///     let checker = UITextChecker()
///     let range = NSRange(location: 0, length: word.utf16.count)
///     let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
///     return misspelledRange.location == NSNotFound
/// }
/// ```
///
/// `UITextChecker()` never fails: it opens the dictionaries shipped with
/// WordKit (English, Spanish, Italian). A language it cannot load finds
/// nothing misspelled, as Apple's does for a language it does not know.
public typealias UITextChecker = TextChecker
#endif
