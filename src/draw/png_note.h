/* png_note: a line of text carried inside a PNG (a tEXt chunk), so that a
 * picture says what was done to it: render writes one when it scales a
 * drawing down, and the CLI and the daemon read it back to warn. */
#ifndef FXVIZ_PNG_NOTE_H
#define FXVIZ_PNG_NOTE_H

#include <stddef.h>

/* The keyword of the note render writes. */
#define PNG_NOTE_WARNING "fxviz-warning"

/* Puts a tEXt chunk keyword=text (Latin-1; keep it ASCII) right after the
 * IHDR chunk of the PNG *png (malloc'd, *len bytes), in place of the one
 * of that keyword it had: on success *png is a new buffer and the old one
 * is freed. -1 when *png is not a PNG or when
 * out of memory; *png is then unchanged. */
int png_note_add(char **png, size_t *len, const char *keyword,
    const char *text);

/* Copies the text of the first tEXt chunk named keyword before the image
 * data to out (size bytes, always NUL-terminated, cut short if need be),
 * with any byte that is not printable ASCII as '?'.
 * 0, or -1 when there is none or png is not a PNG. */
int png_note_get(const char *png, size_t len, const char *keyword, char *out,
    size_t size);

#endif
