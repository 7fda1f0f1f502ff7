#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

/* The width must be chosen before pcre2.h is read: otpfill matches UTF-8 bytes. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* (~(PCRE2_SIZE)0) macros do not import into Swift; inline functions do. */
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

#endif
