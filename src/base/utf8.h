/* utf8: checking and cleaning text before it reaches a reader or Graphviz. */
#ifndef FXVIZ_UTF8_H
#define FXVIZ_UTF8_H

#include <stddef.h>

struct error;

/* Length of the valid UTF-8 prefix of s: n when all of s is valid.
 * NUL bytes count as invalid, since no graph text holds them. */
size_t utf8_valid_prefix(const char *s, size_t n);

/* Length in bytes of the character starting at s (1 to 4), or 0 when
 * s[0..n) does not start with a valid UTF-8 sequence. */
size_t utf8_char_len(const char *s, size_t n);

/* 0 when all of buf[0..len) is UTF-8 text; else -1 with err placed at the
 * first bad byte ("not text: byte 0x.. is not valid UTF-8"): the check
 * every text reader makes first. */
int utf8_text(const char *buf, size_t len, struct error *err);

#endif
