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

/* Length in bytes of the character starting at s when XML 1.0 can carry
 * it and it is no Unicode non-character; 0 for the rest: invalid UTF-8,
 * C0 controls but tab, line feed and carriage return, U+FFFE, U+FFFF,
 * U+FDD0 to U+FDEF, and the last two code points of every plane. No
 * character reference can stand for the ones XML cannot carry either:
 * an SVG holding one is no SVG, and a page cannot draw it. */
size_t utf8_xml_char_len(const char *s, size_t n);

/* 0 when all of buf[0..len) is UTF-8 text; else -1 with err placed at the
 * first bad byte ("not text: byte 0x.. is not valid UTF-8"): the check
 * every text reader makes first. */
int utf8_text(const char *buf, size_t len, struct error *err);

#endif
