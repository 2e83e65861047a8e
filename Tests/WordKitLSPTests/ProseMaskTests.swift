import Testing
import WordKitTestSupport
@testable import WordKitLSP

@Suite struct ProseMaskTests {
    /// The words left visible on each line.
    private func visible(_ text: String, _ kind: DocumentKind) -> [[String]] {
        let lines = TextDocument(text: text).lines
        let masked = ProseMask.mask(lines, kind: kind)
        for (line, mask) in zip(lines, masked) { #expect(line.utf16.count == mask.utf16.count, "\(line)") }
        return masked.map { $0.split(whereSeparator: { $0 == " " || $0 == "\r" }).map(String.init) }
    }

    @Test func markdownKeepsProseAndHidesCodeLinksAndMarkup() {
        let text = """
            ---
            title: Teh title
            tags: [wrd]
            ---
            Some `inlnecode` and ``two `tick` cde`` and <span class="x">prose</span>.
            See https://exmple.com/pth and <https://auto.lnk> or www.wbsite.org, [link](http://hidn.io/x) text.

                indentd code
            ```swift
            let fencd = 1
            ```
            ~~~~
            tildd
            ~~~~
            [ref]: https://refrnce.example
            after
            """
        let words = visible(text, .markdown)
        #expect(words[0] == [])
        #expect(words[1] == ["Teh", "title"])
        #expect(words[2] == ["[wrd]"])
        #expect(words[4] == ["Some", "and", "and", "prose", "."])
        #expect(words[5] == ["See", "and", "or", "[link]", "text."])
        #expect(words[7] == [])
        #expect(Array(words[8...14].joined()) == [])
        #expect(words[15] == ["after"])
    }

    @Test func anIndentedLineInsideAParagraphIsProse() {
        let words = visible("para\n    continued here\n\n    code", .markdown)
        #expect(words == [["para"], ["continued", "here"], [], []])
    }

    @Test func codeKeepsCommentsAndStringsOnly() throws {
        let swift = """
            let recieveData = "Helo wrld\\n"  // a coment
            /* blok
               comnt */ let x = 1
            let s = \"\"\"
                multi lne
                \"\"\"
            """
        let words = visible(swift, .code(try #require(CodeSyntax(languageId: "swift"))))
        #expect(words == [["Helo", "wrld", "a", "coment"], ["blok"], ["comnt"], [], ["multi", "lne"], []])
        let python = "x = 'singl' # hash coment\n\"\"\"doc\nstrng\"\"\"\ny = 2"
        #expect(visible(python, .code(try #require(CodeSyntax(languageId: "python")))) == [["singl", "hash", "coment"], ["doc"], ["strng"], []])
        let shell = "echo $# ${#arr} # real coment\necho 'it''s'"
        #expect(visible(shell, .code(try #require(CodeSyntax(languageId: "shellscript")))) == [["real", "coment"], ["it", "s"]])
        let go = "s := `raw\nstrng` // end"
        #expect(visible(go, .code(try #require(CodeSyntax(languageId: "go")))) == [["raw"], ["strng", "end"]])
    }

    @Test func everyListedLanguageIdIsReadAsCode() {
        for id in ["swift", "python", "javascript", "typescript", "rust", "go", "c", "cpp", "shellscript"] {
            #expect(DocumentKind(languageId: id).splitsIdentifiers, "\(id)")
        }
        #expect(DocumentKind(languageId: "plaintext") == .plainText)
        #expect(DocumentKind(languageId: "git-commit") == .plainText)
        #expect(DocumentKind(languageId: "markdown") == .markdown)
    }

    @Test func theLanguageDirectiveIsFoundAndHidden() {
        #expect(LanguageDirective.language(in: ["// wordkit: lang=es", "x"], kind: .plainText) == "es")
        #expect(LanguageDirective.language(in: ["---", "title: x", "lang: it", "---"], kind: .markdown) == "it")
        #expect(LanguageDirective.language(in: ["lang: it"], kind: .markdown) == nil)
        let late = Array(repeating: "", count: 12) + ["wordkit: lang=es"]
        #expect(LanguageDirective.language(in: late, kind: .plainText) == nil)
        #expect(visible("hola <!-- wordkit: lang=es --> mundo", .plainText) == [["hola", "<!--", "-->", "mundo"]])
    }

    @Test func identifiersSplitAtCaseAndUnderscores() {
        #expect(IdentifierParts.split("recieveData").map(\.text) == ["recieve", "Data"])
        #expect(IdentifierParts.split("max_lenght2go").map(\.text) == ["max", "lenght", "go"])
        #expect(IdentifierParts.split("HTTPServer").map { "\($0.text)@\($0.utf16Offset)" } == ["HTTP@0", "Server@4"])
        #expect(IdentifierParts.split("😀Smile").map(\.utf16Offset) == [0])
    }

    @Test(arguments: 0..<200)
    func maskingNeverChangesALineLength(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let pieces = ["`", "```", "~~~", "<", ">", "/*", "*/", "//", "#", "\"", "'", "\\", "é", "😀", "e\u{301}", "\n", "    ", "http://", "](", ")", "---", "a", "word", " ", "\r\n", "\t"]
        var text = ""
        for _ in 0..<60 { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
        let lines = TextDocument(text: text).lines
        for kind in [DocumentKind.plainText, .markdown, DocumentKind(languageId: "swift"), DocumentKind(languageId: "python"), DocumentKind(languageId: "shellscript")] {
            let masked = ProseMask.mask(lines, kind: kind)
            #expect(masked.count == lines.count)
            #expect(zip(lines, masked).allSatisfy { $0.utf16.count == $1.utf16.count }, "\(text.debugDescription)")
        }
    }
}
