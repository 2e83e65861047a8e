/// A text style: SGR parameters for a colour or weight.
///
/// Styles only ever add to what the text already says (a symbol or a word
/// carries the meaning), so dropping them loses nothing.
package enum TerminalStyle: String, Sendable {
    /// Bold.
    case bold = "1"
    /// Dim.
    case dim = "2"
    /// Inverse video.
    case inverse = "7"
    /// Red.
    case red = "31"
    /// Green.
    case green = "32"
    /// Yellow.
    case yellow = "33"
    /// Blue.
    case blue = "34"
    /// Cyan.
    case cyan = "36"
}
