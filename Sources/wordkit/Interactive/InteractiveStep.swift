import WordKitPlay

/// What the loop does after a key: the shell's `PlayShell.GameStep`.
typealias InteractiveStep = PlayShell.GameStep
