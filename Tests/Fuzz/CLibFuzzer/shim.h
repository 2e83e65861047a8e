// libFuzzer's driver, declared for Swift. Nothing links against it in a
// plain build (only code under `#if WORDKIT_FUZZING` calls it); the fuzz
// build links it with `-sanitize=fuzzer`, which puts libFuzzer in.
//
// From compiler-rt `lib/fuzzer/FuzzerInterface.h` (LLVM 12 and later):
// "Starts the fuzzing loop ... using the provided argument list and calling
// UserCb for each input" — libFuzzer's own `main` calls the same driver.
#ifndef WORDKIT_CLIBFUZZER_SHIM_H
#define WORDKIT_CLIBFUZZER_SHIM_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
