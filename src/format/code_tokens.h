/* code_tokens: load_code's tokenizer: tokens, strings, brackets and the
 * lines of the text, and the errors that point into it. */
#ifndef FXVIZ_CODE_TOKENS_H
#define FXVIZ_CODE_TOKENS_H

#include <stddef.h>

#include "format/code_loader.h"

/* Fills l's error at offset at; returns -1. */
int code_fail_at(struct loader *l, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Fills l's error with "out of memory"; returns -1. */
int code_nomem(struct loader *l);

/* Whether c may be part of a name or a number. */
int code_is_word(char c);

/* The first non-blank byte of the line from s; *empty when the line is
 * blank or a comment. */
size_t code_indent_of(const char *buf, size_t len, size_t s, int *empty);

/* Whether buf[at..len) starts with s. */
int code_starts(const char *buf, size_t len, size_t at, const char *s);

/* The offset just past the line that starts at s. */
size_t code_next_line(const char *buf, size_t len, size_t s);

/* The end of the string literal whose quote is at s, or 0 when the line
 * ends first. */
size_t code_string_end(const char *buf, size_t len, size_t s);

/* Pass one: every bracket from start on closes, in order; -1 with the
 * error at the one that does not. */
int code_check_brackets(struct loader *l, size_t start);

/* Moves l to the next token. */
void code_next(struct loader *l);

/* Whether the current token is the operator or name s. */
int code_is(const struct loader *l, const char *s);

/* The current token as an error message names it, in out. */
const char *code_describe(const struct loader *l, char *out, size_t size);

/* Reads the token s, or fails (-1) saying what was found instead. */
int code_expect(struct loader *l, const char *s);

/* The text of the string literal buf[at..end), escapes undone, in the
 * graph's arena; NULL when out of memory. */
char *code_string_text(struct loader *l, size_t at, size_t end);

#endif
