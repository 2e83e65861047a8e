import Testing

@testable import WordKitTerminal

/// `TerminalKeyDecoder` in-process: the bytes are the ones xterm documents
/// (ctlseqs: "PC-Style Function Keys", "Cursor keys", "Focus tracking") and
/// the UTF-8 encodings written out by hand from RFC 3629, never taken from
/// the decoder's own switch.
@Suite struct TerminalKeyDecoderTests {
    /// ESC, the first byte of every sequence.
    static let esc: UInt8 = 0x1B

    /// The keys `reads` decode to, one read after another, then flushed.
    static func keys(_ reads: [[UInt8]], flush: Bool = true) -> [TerminalKey] {
        var decoder = TerminalKeyDecoder()
        var keys = reads.flatMap { decoder.decode($0) }
        if flush { keys += decoder.flush() }
        return keys
    }

    /// The bytes of an ASCII string (every character below 0x80 is its own byte).
    static func ascii(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8($0.value) }
    }

    @Test func arrowsInNormalAndApplicationCursorModeAndWithModifiers() {
        // Normal mode: CSI A/B/C/D (ESC [ A …); application mode: SS3 A … (ESC O A …).
        #expect(Self.keys([[Self.esc] + Self.ascii("[A")]) == [.up])
        #expect(Self.keys([[Self.esc] + Self.ascii("[B")]) == [.down])
        #expect(Self.keys([[Self.esc] + Self.ascii("[C")]) == [.right])
        #expect(Self.keys([[Self.esc] + Self.ascii("[D")]) == [.left])
        #expect(Self.keys([[Self.esc] + Self.ascii("OA"), [Self.esc] + Self.ascii("OB")]) == [.up, .down])
        #expect(Self.keys([[Self.esc] + Self.ascii("OC"), [Self.esc] + Self.ascii("OD")]) == [.right, .left])
        // Ctrl-Up and Shift-Left: CSI 1 ; 5 A and CSI 1 ; 2 D are still the arrows.
        #expect(Self.keys([[Self.esc] + Self.ascii("[1;5A") + [Self.esc] + Self.ascii("[1;2D")]) == [.up, .left])
    }

    @Test func pageKeysAndFocusReports() {
        // Prior and Next: CSI 5 ~ and CSI 6 ~; focus in and out: CSI I and CSI O.
        #expect(Self.keys([[Self.esc] + Self.ascii("[5~") + [Self.esc] + Self.ascii("[6~")]) == [.pageUp, .pageDown])
        #expect(Self.keys([[Self.esc] + Self.ascii("[I") + [Self.esc] + Self.ascii("[O")]) == [.focusIn, .focusOut])
        // SS3 I and SS3 O are not focus reports (SS3 O is not even a sequence the games use).
        #expect(Self.keys([[Self.esc] + Self.ascii("OI")]) == [])
    }

    @Test func homeEndDeleteInsertAndFunctionKeysAreSwallowedWhole() {
        // Keys the games do not use must leave no stray letters or digits behind.
        let unused: [String] = [
            "[H", "OH", "[1~", "[7~",  // Home (xterm, SS3, vt220, rxvt)
            "[F", "OF", "[4~", "[8~",  // End
            "[3~", "[2~",  // Delete, Insert
            "OP", "OQ", "OR", "OS",  // F1-F4
            "[15~", "[17~", "[24~",  // F5, F6, F12
            "[3;5~", "[1;5P",  // Ctrl-Delete, Ctrl-F1
        ]
        for sequence in unused {
            let bytes = [Self.esc] + Self.ascii(sequence)
            #expect(Self.keys([bytes + Self.ascii("x")]) == [.character("x")], "ESC \(sequence)")
        }
    }

    @Test func controlKeys() {
        // CR and LF are Enter, DEL and BS Backspace, ETX Ctrl-C, SUB Ctrl-Z, EOT Ctrl-D, HT Tab.
        #expect(Self.keys([[0x0D, 0x0A]]) == [.enter, .enter])
        #expect(Self.keys([[0x7F, 0x08]]) == [.backspace, .backspace])
        #expect(Self.keys([[0x03, 0x1A, 0x04, 0x09]]) == [.interrupt, .suspend, .endOfInput, .tab])
        // Other C0 controls (NUL, BEL, Ctrl-A, Ctrl-U) are no keys.
        #expect(Self.keys([[0x00, 0x07, 0x01, 0x15] + Self.ascii("ok")]) == [.character("o"), .character("k")])
    }

    @Test func aLoneEscapeWaitsForTheFlushAndAnEscapeBeforeALetterIsEscape() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode([Self.esc]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.flush() == [])
        // ESC then a byte that starts no sequence: Escape, then the key (Alt-q sends ESC q).
        #expect(Self.keys([[Self.esc] + Self.ascii("q")], flush: false) == [.escape, .character("q")])
        #expect(Self.keys([[Self.esc, Self.esc]]) == [.escape, .escape])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        // Split after ESC, after the introducer, inside the parameters.
        #expect(Self.keys([[Self.esc], Self.ascii("[A")], flush: false) == [.up])
        #expect(Self.keys([[Self.esc] + Self.ascii("["), Self.ascii("B")], flush: false) == [.down])
        #expect(Self.keys([[Self.esc] + Self.ascii("O"), Self.ascii("C")], flush: false) == [.right])
        #expect(Self.keys([Self.ascii("a") + [Self.esc] + Self.ascii("[5"), Self.ascii("~b")], flush: false) == [
            .character("a"), .pageUp, .character("b"),
        ])
        #expect(Self.keys([[Self.esc], Self.ascii("["), Self.ascii("1;5"), Self.ascii("D")], flush: false) == [.left])
        // An unfinished sequence is dropped by the flush, not taken for Escape or letters.
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode([Self.esc] + Self.ascii("[1;")) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Self.ascii("z")) == [.character("z")])
    }

    @Test func multiByteCharactersWholeAndSplitAcrossReads() {
        // é U+00E9 = C3 A9, ñ U+00F1 = C3 B1, € U+20AC = E2 82 AC, 😀 U+1F600 = F0 9F 98 80.
        let e: [UInt8] = [0xC3, 0xA9]
        let euro: [UInt8] = [0xE2, 0x82, 0xAC]
        let grin: [UInt8] = [0xF0, 0x9F, 0x98, 0x80]
        #expect(Self.keys([e + [0xC3, 0xB1] + euro + grin]) == [
            .character("\u{E9}"), .character("\u{F1}"), .character("\u{20AC}"), .character("\u{1F600}"),
        ])
        #expect(Self.keys([[0xC3], [0xA9]], flush: false) == [.character("\u{E9}")])
        #expect(Self.keys([[0xE2, 0x82], [0xAC]], flush: false) == [.character("\u{20AC}")])
        #expect(Self.keys([[0xF0], [0x9F], [0x98], [0x80]], flush: false) == [.character("\u{1F600}")])
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode(Self.ascii("x") + [0xF0, 0x9F]) == [.character("x")])
        #expect(decoder.hasPending)
        #expect(decoder.decode([0x98, 0x80] + Self.ascii("y")) == [.character("\u{1F600}"), .character("y")])
        #expect(!decoder.hasPending)
    }

    @Test func invalidUTF8BecomesReplacementCharactersAndLosesNoFollowingKey() {
        let replacement = TerminalKey.character("\u{FFFD}")
        // A stray continuation byte, and bytes that never occur in UTF-8 (C0, FE, FF).
        #expect(Self.keys([[0x80] + Self.ascii("a")]) == [replacement, .character("a")])
        #expect(Self.keys([[0xFF, 0xFE] + Self.ascii("b")]) == [replacement, replacement, .character("b")])
        // A lead byte whose continuation is missing: the ASCII byte after it still counts.
        let truncated = Self.keys([[0xC3] + Self.ascii("a")])
        #expect(truncated.last == .character("a"))
        #expect(truncated.dropLast().allSatisfy { $0 == replacement })
        #expect(!truncated.dropLast().isEmpty)
    }

    @Test func aLeadByteCutShortByAControlOrEscapeKeepsThatKey() {
        let replacement = TerminalKey.character("\u{FFFD}")
        // C3 starts a two-byte character, but CR (0D) is no continuation byte (80-BF): Enter must survive.
        #expect(Self.keys([[0xC3, 0x0D]]) == [replacement, .enter])
        #expect(Self.keys([[0xC3], [0x0D]]) == [replacement, .enter])
        #expect(Self.keys([[0xC3, 0x03]]) == [replacement, .interrupt])
        // E2 82 wants one more continuation byte; ESC [ A after it is still Up.
        let arrow = Self.keys([[0xE2, 0x82, Self.esc] + Self.ascii("[A")])
        #expect(arrow.last == .up)
        #expect(!arrow.dropLast().isEmpty && arrow.dropLast().allSatisfy { $0 == replacement })
    }
}
