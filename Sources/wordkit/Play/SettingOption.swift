import ArgumentParser
import WordKitPlay

/// A setting as a `wordkit play` or `wordkit study` option: its names and
/// help come from the setting's definition (`SettingKey.definition`).
///
/// Such an option is optional: after parsing, each command puts the options
/// given over the saved settings (`PlayerContext.settings`), so a flag on the
/// command line wins, a saved setting is the default, and the table's
/// default applies when neither is there.
extension SettingKey {
    /// The option's names: the table's first long spelling and its short ones
    /// (`--lang`, `-l`); further long spellings (`--limit`) are declared apart.
    var optionNames: NameSpecification {
        let options = definition.options
        let long = options.first { $0.hasPrefix("--") }.map { NameSpecification.Element.customLong(String($0.dropFirst(2))) }
        let short = options.filter { !$0.hasPrefix("--") }.compactMap { $0.dropFirst().first.map { NameSpecification.Element.customShort($0) } }
        return NameSpecification((long.map { [$0] } ?? []) + short)
    }

    /// The option's help: what it sets, then where its default comes from.
    ///
    /// - Parameters:
    ///   - text: What the option does, when it says more than the setting's summary.
    ///   - valueName: The value's name in the usage line.
    func optionHelp(_ text: String? = nil, valueName: String? = nil) -> ArgumentHelp {
        let fallback = self == .deck ? "the vocabulary deck from the language setting" : definition.defaultText
        return ArgumentHelp(
            "\(text ?? definition.summary) (default: the \(rawValue) setting, else \(fallback)).", valueName: valueName)
    }
}
