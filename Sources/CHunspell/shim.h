#ifndef WORDKIT_CHUNSPELL_SHIM_H
#define WORDKIT_CHUNSPELL_SHIM_H

// Hunspell's C API. The include directory comes from `pkg-config --cflags hunspell`.
#include <hunspell.h>

// Hunspell's own letter test, the one its TextParser (and so `hunspell -l`)
// uses to cut running text into words: `int unicodeisalpha(unsigned short)`
// from csutil.hxx, exported by libhunspell as a C++ symbol. The asm label
// binds that exported symbol to a C name so WordKit tokenises text with the
// very table Hunspell uses. The table is filled while a UTF-8 dictionary is
// loaded, so call it only while a Hunspell handle is alive.
//
// initialize_utf_tbl() and free_utf_tbl() (also exported from csutil) take
// and release a reference on that table, so the letter test can be read
// without loading a dictionary.
#if defined(__APPLE__)
int wordkit_hunspell_unicodeisalpha(unsigned short c) __asm__("__Z14unicodeisalphat");
void wordkit_hunspell_initialize_utf_tbl(void) __asm__("__Z18initialize_utf_tblv");
void wordkit_hunspell_free_utf_tbl(void) __asm__("__Z12free_utf_tblv");
#else
int wordkit_hunspell_unicodeisalpha(unsigned short c) __asm__("_Z14unicodeisalphat");
void wordkit_hunspell_initialize_utf_tbl(void) __asm__("_Z18initialize_utf_tblv");
void wordkit_hunspell_free_utf_tbl(void) __asm__("_Z12free_utf_tblv");
#endif

#endif
