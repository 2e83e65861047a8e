import WordKitPlay

/// What the loop does after a key: the shell's `PlayShell.GameStep`.
package typealias InteractiveStep = PlayShell.GameStep
