/* note: a picture's warning, in a PNG's tEXt chunk or as a comment at
 * the top of an SVG or a DOT, written and read back. */
#include "config.h"

#include "draw/note.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/png_note.h"

#define SVG_OPEN	"<!-- " PNG_NOTE_WARNING ": "
#define SVG_CLOSE	" -->\n"
#define DOT_OPEN	"// " PNG_NOTE_WARNING ": "

static int
is_png(const char *data, size_t len)
{
	return len >= 8 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0;
}

static int
is_svg(const char *data, size_t len)
{
	return len >= 5 && memcmp(data, "<?xml", 5) == 0;
}

/* Where the note's line goes, or is: just past an SVG's first line, at
 * the start of a DOT. */
static size_t
line_at(const char *data, size_t len)
{
	const char *nl;

	if (!is_svg(data, len))
		return 0;
	nl = memchr(data, '\n', len);
	return nl != NULL ? (size_t)(nl + 1 - data) : len;
}

/* The note's line at at and its length, or 0 when there is none. */
static size_t
note_line(const char *data, size_t len, size_t at, const char **text,
    size_t *text_len)
{
	const char *open = is_svg(data, len) ? SVG_OPEN : DOT_OPEN;
	const char *close = is_svg(data, len) ? SVG_CLOSE : "\n";
	size_t n = strlen(open), c = strlen(close);
	const char *end;

	if (len - at < n || memcmp(data + at, open, n) != 0 ||
	    (end = memchr(data + at, '\n', len - at)) == NULL ||
	    (size_t)(end + 1 - (data + at)) < n + c ||
	    memcmp(end + 1 - c, close, c) != 0)
		return 0;
	*text = data + at + n;
	*text_len = (size_t)(end + 1 - c - *text);
	return (size_t)(end + 1 - (data + at));
}

int
note_get(const char *data, size_t len, char *out, size_t size)
{
	const char *text;
	size_t n, i;

	if (is_png(data, len))
		return png_note_get(data, len, PNG_NOTE_WARNING, out, size);
	if (note_line(data, len, line_at(data, len), &text, &n) == 0)
		return -1;
	if (size == 0)
		return 0;
	if (n > size - 1)
		n = size - 1;
	for (i = 0; i < n; i++)
		out[i] = text[i] >= 0x20 && text[i] < 0x7f ? text[i] : '?';
	out[n] = '\0';
	return 0;
}

/* text, then "; " and the old note if any, made safe into out: no
 * markup either, which a reader of the SVG's text (the page's slicer)
 * could take for the drawing's. */
static void
combine(const char *text, const char *old, char *out)
{
	size_t i;

	snprintf(out, NOTE_MAX + 1, "%s%s%s", text, old[0] ? "; " : "", old);
	for (i = 0; out[i] != '\0'; i++)
		if ((unsigned char)out[i] < 0x20 || (unsigned char)out[i] > 0x7e ||
		    out[i] == '<' || out[i] == '>' ||
		    (i > 0 && out[i] == '-' && out[i - 1] == '-'))
			out[i] = '?';
}

int
note_add(char **data, size_t *len, const char *text)
{
	char old[NOTE_MAX + 1] = "", note[NOTE_MAX + 1], *out;
	size_t at, was, n, skip;
	const char *t;

	if (note_get(*data, *len, old, sizeof(old)) == -1)
		old[0] = '\0';
	combine(text, old, note);
	if (is_png(*data, *len))
		return png_note_add(data, len, PNG_NOTE_WARNING, note);
	at = line_at(*data, *len);
	skip = note_line(*data, *len, at, &t, &was);
	n = strlen(SVG_OPEN) + strlen(note) + strlen(SVG_CLOSE);
	if ((out = malloc(*len - skip + n + 1)) == NULL)
		return -1;
	memcpy(out, *data, at);
	if (is_svg(*data, *len))
		snprintf(out + at, n + 1, SVG_OPEN "%s" SVG_CLOSE, note);
	else
		snprintf(out + at, n + 1, DOT_OPEN "%s\n", note);
	n = strlen(out + at);
	memcpy(out + at + n, *data + at + skip, *len - at - skip);
	*len = *len - skip + n;
	out[*len] = '\0';
	free(*data);
	*data = out;
	return 0;
}
