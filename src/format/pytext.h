/* pytext: lines of Python source as torch writes its scripts: where a
 * line starts and ends, its indentation, its strings and brackets. */
#ifndef FXVIZ_PYTEXT_H
#define FXVIZ_PYTEXT_H

#include <stddef.h>

/* The offset just past the line that starts at s (len at the end). */
size_t pytext_next_line(const char *buf, size_t len, size_t s);

/* The offset of the '\n' (or len) that ends the line holding s, less a
 * '\r' and trailing blanks before it. */
size_t pytext_line_end(const char *buf, size_t len, size_t s);

/* The first offset at or after s on its line that is no blank; *empty
 * set when the line holds nothing else. */
size_t pytext_indent(const char *buf, size_t len, size_t s, int *empty);

/* Whether buf[at..len) starts with str. */
int pytext_starts(const char *buf, size_t len, size_t at, const char *str);

/* The first str (not empty) in s[0..n), or NULL: memmem for the short
 * spans of one line, where memmem's start-up costs more than the search
 * (a tenth of reading a make_fx graph was memmem's). */
const char *pytext_memstr(const char *s, size_t n, const char *str);

/* The offset just past the string literal whose opening quote is at at
 * (a '...', "...", '''...''' or """...""" literal); len when it is not
 * closed. */
size_t pytext_string_end(const char *buf, size_t len, size_t at);

/* The offset of the bracket that closes the one at at ('(', '[' or
 * '{'), skipping strings, comments and nested brackets, before end; end
 * when none does. */
size_t pytext_closer(const char *buf, size_t end, size_t at);

/* The first offset in [at, end) of c outside strings and brackets (and
 * comments, unless c is '#'), or end. */
size_t pytext_find(const char *buf, size_t end, size_t at, char c);

/* The '\n' (or len) that ends the logical line whose statement starts
 * at at: the first outside strings, comments and brackets. */
size_t pytext_statement_end(const char *buf, size_t len, size_t at);

/* The first bracket in [at, end) outside strings and comments that
 * nothing before end closes, or end. */
size_t pytext_unclosed(const char *buf, size_t end, size_t at);

/* Whether c may be in a Python name. */
int pytext_is_word(char c);

/* Where the word (pytext_is_word bytes) at buf[i] ends, at most end. */
size_t pytext_word_end(const char *buf, size_t end, size_t i);

#endif
