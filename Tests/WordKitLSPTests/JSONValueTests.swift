import Testing
@testable import WordKitLSP

@Suite struct JSONValueTests {
    @Test func parsesEveryKindOfValueAndWritesItBack() throws {
        let text = #"{"a":[1,-2,3.5,1e3,true,false,null],"b":"x\"\\\/\n\u00e9\ud83d\ude00","c":{}}"#
        let value = try JSONValue.parse(Array(text.utf8))
        #expect(value["a"] == [1, -2, .number(3.5), .number(1000), true, false, nil])
        #expect(value["b"] == .string("x\"\\/\né😀"))
        #expect(value["c"] == .object([:]))
        #expect(try JSONValue.parse(value.serialized()) == value)
        #expect(JSONValue.object(["b": 1, "a": "\u{1}"]).jsonText == #"{"a":"\u0001","b":1}"#)
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "tru", "01", "1.", "\"abc", "\"\u{01}\"", "[1] x", "{\"a\":1,}", "-", "\"\\x\"", "\"\\u12\"",
    ])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(Array(text.utf8)) }
    }

    @Test func refusesInvalidUTF8AndDeepNestingWithoutTrapping() {
        #expect(throws: JSONParseError.self) { try JSONValue.parse([0x22, 0xFF, 0x22]) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONValue.parse(Array(deep.utf8)) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: Never.self) { try JSONValue.parse(Array(fine.utf8)) }
    }

    @Test func aLoneSurrogateEscapeBecomesTheReplacementCharacter() throws {
        #expect(try JSONValue.parse(Array(#""a\ud800b""#.utf8)) == .string("a\u{FFFD}b"))
    }
}
