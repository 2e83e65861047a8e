import Testing
@testable import ContentPipeline

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a<br>b<br/>c<BR />d", "a\nb\nc\nd"),
        ("<div>one</div><div>two</div>", "one\ntwo"),
        ("<div>one<br></div><div>two</div>", "one\ntwo"),
        ("<p>one</p>\n<p>two</p>", "one\ntwo"),
        ("one <br> two\n\nthree", "one\ntwo three"),
        ("<br>&amp; x<br>< y", "& x\n< y"),
        ("<ul><li>a</li><li>b</li></ul>", "a\nb"),
        ("<b>bold</b> and <i>italic</i>", "bold and italic"),
        ("<span style=\"color: red\">red</span>", "red"),
        ("x<!-- hidden <b> -->y", "xy"),
        ("<style>.card { color: red; }</style>text", "text"),
        ("<script>alert('<b>')</script>text", "text"),
        ("caf&eacute; &amp; cr&egrave;me &lt;3 &gt; &quot;q&quot; &apos;s&#39;", "café & crème <3 > \"q\" 's'"),
        ("a&nbsp;b", "a b"),
        ("&#233;&#xE9;&#X1F99C;", "éé🦜"),
        ("&iexcl;&iquest;&yuml;&szlig;&times;", "¡¿ÿß×"),
        ("&unknown; & &; &#xZZ;", "&unknown; & &; &#xZZ;"),
        ("a < b and c > d", "a < b and c > d"),
        ("word [sound:word.mp3]", "word"),
        ("<img src=\"x.jpg\">", ""),
        ("line\none", "line one"),
        ("  <br>padded<br>  ", "padded"),
    ])
    func plainText(_ html: String, _ text: String) {
        #expect(HTMLText.plainText(html) == text)
    }

    @Test func textToHTMLIsWhatAnkiStoresAndReadsBack() {
        let text = "a & b < c > \"d\"\nnext 'line'"
        #expect(HTMLText.html(text) == "a &amp; b &lt; c &gt; &quot;d&quot;<br>next 'line'")
        #expect(HTMLText.plainText(HTMLText.html(text)) == text)
        #expect(HTMLText.isPlain(HTMLText.html(text)))
    }

    @Test func onlyFormattingIsWorthKeeping() {
        #expect(HTMLText.isPlain("a &amp; b<br>c &#39;d&#x27; &apos;"))
        #expect(!HTMLText.isPlain("<b>a</b>"))
        #expect(!HTMLText.isPlain("a&nbsp;b"))
        #expect(!HTMLText.isPlain("caf&eacute;"))
        #expect(!HTMLText.isPlain("coffee [sound:cafe.mp3]"))
    }
}
