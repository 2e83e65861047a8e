#ifndef WORDKIT_CHUNSPELL_SHIM_H
#define WORDKIT_CHUNSPELL_SHIM_H
// Hunspell's C API. The include directory comes from `pkg-config --cflags hunspell`.
#include <hunspell.h>
#endif
