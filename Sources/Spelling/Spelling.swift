import CHunspell
public func _probe() -> Int32 { let h = Hunspell_create("/usr/share/hunspell/en_US.aff", "/usr/share/hunspell/en_US.dic"); defer { Hunspell_destroy(h) }; return Hunspell_spell(h, "hello") }
