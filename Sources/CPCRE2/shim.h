#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

/* The width must be chosen before pcre2.h is read: otpfill matches UTF-8 bytes. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* (~(PCRE2_SIZE)0) macros do not import into Swift; inline functions do. */
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

/* One match data block per thread, reused by every pattern with fewer than 64 groups, so a
   match costs no allocation. Results are copied out right after each match, so sharing it
   between patterns (even nested loops) on one thread is safe. Never freed: one per thread. */
static inline pcre2_match_data_8 *cpcre2_thread_match_data(void) {
    static __thread pcre2_match_data_8 *data;
    if (data == NULL) data = pcre2_match_data_create_8(64, NULL);
    return data;
}

/* One match context per thread, for searches that say where their matches must start by
   (pcre2_set_offset_limit_8); the caller sets every limit before each match. Never freed. */
static inline pcre2_match_context_8 *cpcre2_thread_match_context(void) {
    static __thread pcre2_match_context_8 *context;
    if (context == NULL) context = pcre2_match_context_create_8(NULL);
    return context;
}

#endif
