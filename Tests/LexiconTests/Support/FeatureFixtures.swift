/// The hand-written `.aff`/`.dic` pairs, one per feature, with the forms
/// Hunspell accepts (`expected`) and near misses it rejects (`rejected`).
///
/// The expander tests check our expansion against `expected`; the oracle
/// test checks both lists against the real `hunspell` command.
struct FeatureFixture: CustomStringConvertible, Sendable {
    let name: String
    let aff: String
    let dic: String
    let expected: Set<String>
    let rejected: Set<String>

    var fixture: Fixture { Fixture(aff: aff, dic: dic) }
    var description: String { name }
}

enum FeatureFixtures {
    /// Strip, conditions (class, negated class), cross product on and off.
    static let stripConditionsCrossProduct = FeatureFixture(
        name: "strip, conditions, cross product",
        aff: """
        SET UTF-8
        PFX R Y 1
        PFX R 0 re .
        PFX N N 1
        PFX N 0 un .
        SFX S Y 3
        SFX S y ies [^aeiou]y
        SFX S 0 s [aeiou]y
        SFX S 0 s [^y]
        SFX D N 1
        SFX D 0 ed [^y]
        """,
        dic: """
        3
        try/RS
        play/RNSD
        walk/NDS
        """,
        expected: ["try", "tries", "retry", "retries",
                   "play", "plays", "replay", "replays", "unplay",
                   "walk", "walks", "walked", "unwalk"],
        rejected: ["trys", "tryed", "replayed", "played", "unplays", "unwalks", "unwalked", "rewalk"]
    )

    /// A condition longer than one character, with `.` and a literal.
    static let dotConditionAndPrefixStrip = FeatureFixture(
        name: "dot condition, prefix strip",
        aff: """
        SET UTF-8
        SFX G Y 1
        SFX G 0 ing .[^e]
        PFX X Y 1
        PFX X a in a.
        """,
        dic: """
        3
        go/G
        bee/G
        able/X
        """,
        expected: ["go", "going", "bee", "able", "inble"],
        rejected: ["beeing", "inable"]
    )

    /// Twofold suffixes through continuation classes, with a prefix on top.
    static let twofoldSuffix = FeatureFixture(
        name: "twofold suffix",
        aff: """
        SET UTF-8
        SFX A Y 1
        SFX A 0 er/B .
        SFX B Y 1
        SFX B 0 s .
        PFX U Y 1
        PFX U 0 un .
        """,
        dic: """
        1
        kind/AU
        """,
        expected: ["kind", "kinder", "kinders", "unkind", "unkinder", "unkinders"],
        rejected: ["kinds", "unkinds"]
    )

    /// `NEEDAFFIX` on a stem and on an affix's continuation.
    static let needAffix = FeatureFixture(
        name: "NEEDAFFIX",
        aff: """
        SET UTF-8
        NEEDAFFIX X
        SFX S Y 1
        SFX S 0 s .
        SFX A Y 1
        SFX A 0 ab/XS .
        """,
        dic: """
        2
        foo/XS
        bar/A
        """,
        expected: ["foos", "bar", "barabs"],
        rejected: ["foo", "barab", "bars"]
    )

    /// `FORBIDDENWORD` entries are rejected even when another entry makes them.
    static let forbiddenWord = FeatureFixture(
        name: "FORBIDDENWORD",
        aff: """
        SET UTF-8
        FORBIDDENWORD !
        SFX S Y 1
        SFX S 0 s .
        """,
        dic: """
        3
        walk/S
        walks/!
        bad/!S
        """,
        expected: ["walk"],
        rejected: ["walks", "bad", "bads"]
    )

    /// `ONLYINCOMPOUND` on a stem and on a suffix.
    static let onlyInCompound = FeatureFixture(
        name: "ONLYINCOMPOUND",
        aff: """
        SET UTF-8
        ONLYINCOMPOUND c
        SFX S Y 2
        SFX S 0 s/c .
        SFX S 0 en .
        """,
        dic: """
        2
        foo/cS
        bar/S
        """,
        expected: ["bar", "baren"],
        rejected: ["foo", "foos", "fooen", "bars"]
    )

    /// `CIRCUMFIX`: a prefix and a suffix that only come together.
    static let circumfix = FeatureFixture(
        name: "CIRCUMFIX",
        aff: """
        SET UTF-8
        CIRCUMFIX Z
        PFX A Y 1
        PFX A 0 ge/Z .
        SFX T Y 2
        SFX T 0 t/AZ .
        SFX T 0 en .
        """,
        dic: """
        1
        mach/T
        """,
        expected: ["mach", "machen", "gemacht"],
        rejected: ["macht", "gemach", "gemachen"]
    )

    /// `KEEPCASE` changes nothing for the forms as written.
    static let keepCase = FeatureFixture(
        name: "KEEPCASE",
        aff: """
        SET UTF-8
        KEEPCASE K
        SFX S Y 1
        SFX S 0 s .
        """,
        dic: """
        1
        ok/KS
        """,
        expected: ["ok", "oks"],
        rejected: ["Oks", "OK"]
    )

    /// Default flags are bytes: `SFX À` names the byte 0xC3, which `Ã` also
    /// starts with.
    static let singleByteFlags = FeatureFixture(
        name: "single-byte flags in a UTF-8 file",
        aff: """
        SET UTF-8
        SFX À Y 1
        SFX À 0 x .
        SFX b Y 1
        SFX b 0 y .
        """,
        dic: """
        3
        word/À
        other/Ã
        more/bÀ
        """,
        expected: ["word", "wordx", "other", "otherx", "more", "morex", "morey"],
        rejected: ["wordy", "othery"]
    )

    /// `FLAG UTF-8`: whole characters, so `À` and `Ã` differ.
    static let utf8Flags = FeatureFixture(
        name: "FLAG UTF-8",
        aff: """
        SET UTF-8
        FLAG UTF-8
        SFX À Y 1
        SFX À 0 x .
        SFX ñ Y 1
        SFX ñ 0 ñy .
        """,
        dic: """
        2
        word/Àñ
        other/Ã
        """,
        expected: ["word", "wordx", "wordñy", "other"],
        rejected: ["otherx"]
    )

    /// `FLAG long`: two characters per flag.
    static let longFlags = FeatureFixture(
        name: "FLAG long",
        aff: """
        SET UTF-8
        FLAG long
        SFX Aa Y 1
        SFX Aa 0 x .
        SFX Ab Y 1
        SFX Ab 0 y/Aa .
        """,
        dic: """
        2
        word/AaAb
        other/Ab
        """,
        expected: ["word", "wordx", "wordy", "wordyx", "other", "othery", "otheryx"],
        rejected: ["otherx"]
    )

    /// `FLAG num`: comma-separated numbers.
    static let numericFlags = FeatureFixture(
        name: "FLAG num",
        aff: """
        SET UTF-8
        FLAG num
        SFX 7 Y 1
        SFX 7 0 x .
        SFX 101 Y 1
        SFX 101 0 y/7 .
        """,
        dic: """
        2
        word/7,101
        other/101
        """,
        expected: ["word", "wordx", "wordy", "wordyx", "other", "othery", "otheryx"],
        rejected: ["otherx"]
    )

    /// `AF` flag aliases in the dictionary and in continuation classes;
    /// `AM` lines skipped.
    static let aliases = FeatureFixture(
        name: "AF aliases",
        aff: """
        SET UTF-8
        AF 2
        AF AB # alias 1
        AF B # alias 2
        AM 1
        AM po:noun
        SFX A Y 1
        SFX A 0 x/2 .
        SFX B Y 1
        SFX B 0 y .
        """,
        dic: """
        2
        word/1
        other/2
        """,
        expected: ["word", "wordx", "wordy", "wordxy", "other", "othery"],
        rejected: ["otherx"]
    )

    /// `FULLSTRIP`: a suffix may replace the whole stem.
    static let fullStrip = FeatureFixture(
        name: "FULLSTRIP",
        aff: """
        SET UTF-8
        FULLSTRIP
        SFX A Y 1
        SFX A ir va ir
        """,
        dic: """
        1
        ir/A
        """,
        expected: ["ir", "va"],
        rejected: []
    )

    /// Comments in both files, morphological fields, escaped slashes.
    static let commentsAndMorphology = FeatureFixture(
        name: "comments and morphology",
        aff: """
        # A comment line
        SET UTF-8

        SFX S Y 1 # a trailing comment
        SFX S 0 s . is:plural
        """,
        dic: """
        4
        / a licence line, as it_IT.dic has them
        \tan indented comment
        casa/S po:noun st:casa
        mesa/S\tpo:noun
        and\\/or
        perro ph:pero po:noun
        """,
        expected: ["casa", "casas", "mesa", "mesas", "and/or", "perro"],
        rejected: ["perros"]
    )

    /// A class that announces more rules than it has: Hunspell drops it and
    /// reads nothing after it.
    static let classCutShort = FeatureFixture(
        name: "class cut short",
        aff: """
        SET UTF-8
        SFX A Y 1
        SFX A 0 er .
        SFX S Y 2
        SFX S 0 s .
        PFX P Y 1
        PFX P 0 re .
        """,
        dic: """
        1
        cat/ASP
        """,
        expected: ["cat", "cater"],
        rejected: ["cats", "recat", "recater"]
    )

    /// `COMPLEXPREFIXES`: two stacked prefixes and one suffix.
    static let complexPrefixes = FeatureFixture(
        name: "COMPLEXPREFIXES",
        aff: """
        SET UTF-8
        COMPLEXPREFIXES
        PFX A Y 1
        PFX A 0 tek .
        PFX B Y 1
        PFX B 0 met/A .
        SFX C Y 1
        SFX C 0 s .
        """,
        dic: """
        1
        ouro/BC
        """,
        expected: ["ouro", "metouro", "tekmetouro", "ouros", "metouros", "tekmetouros"],
        rejected: ["tekouro", "mettekouro", "tekouros"]
    )

    /// `IGNORE`: forms are listed as written, ignored characters included.
    static let ignore = FeatureFixture(
        name: "IGNORE",
        aff: """
        SET UTF-8
        IGNORE aeiou
        PFX A Y 1
        PFX A 0 re .
        """,
        dic: """
        2
        xmpl
        expression/A
        """,
        expected: ["xmpl", "expression", "reexpression"],
        rejected: []
    )

    static let all: [FeatureFixture] = [
        stripConditionsCrossProduct, dotConditionAndPrefixStrip, twofoldSuffix, needAffix, forbiddenWord,
        onlyInCompound, circumfix, keepCase, singleByteFlags, utf8Flags, longFlags, numericFlags, aliases,
        fullStrip, commentsAndMorphology, classCutShort, complexPrefixes, ignore,
    ]
}
