/* note: the warning a picture carries in its own bytes, whatever its
 * format, so that it goes wherever they go (the daemon's cache, nginx's,
 * a file): a PNG's tEXt chunk (png_note.h), an SVG's comment on its second
 * line, a DOT's on its first. */
#ifndef FXVIZ_NOTE_H
#define FXVIZ_NOTE_H

#include <stddef.h>

#define NOTE_MAX	960	/* bytes of a note: one HTTP header's worth */

/* Adds text to the note of the picture *data (malloc'd, *len bytes, as
 * render makes them: a PNG, an SVG from <?xml, else DOT): "text; the note
 * it had". Bytes that are no printable ASCII, '<', '>' and what would
 * end an SVG comment become '?'; the whole is cut to NOTE_MAX. On
 * success *data is a new buffer and the old one is freed; -1 when out of
 * memory, *data unchanged. */
int note_add(char **data, size_t *len, const char *text);

/* The note of a picture into out (size bytes, NUL-terminated, printable
 * ASCII only: it may go into a header line). 0, or -1 when it has none. */
int note_get(const char *data, size_t len, char *out, size_t size);

#endif
