/* png_note: a tEXt chunk put in a PNG and read back. */
#include "config.h"

#include "draw/png_note.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const unsigned char signature[8] = {
	0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'
};

static uint32_t
get32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	    (uint32_t)p[2] << 8 | p[3];
}

static void
put32(unsigned char *p, uint32_t v)
{
	p[0] = (unsigned char)(v >> 24);
	p[1] = (unsigned char)(v >> 16);
	p[2] = (unsigned char)(v >> 8);
	p[3] = (unsigned char)v;
}

/* The CRC of PNG chunks (ISO 3309), bit by bit: notes are short. */
static uint32_t
crc32(const unsigned char *p, size_t n)
{
	uint32_t c = 0xffffffffu;
	size_t i;
	int k;

	for (i = 0; i < n; i++) {
		c ^= p[i];
		for (k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
	}
	return c ^ 0xffffffffu;
}

/* The offset just past IHDR, or 0 when png does not start as a PNG. */
static size_t
after_header(const unsigned char *png, size_t len)
{
	if (len < 8 + 12 + 13 || memcmp(png, signature, 8) != 0 ||
	    get32(png + 8) != 13 || memcmp(png + 12, "IHDR", 4) != 0)
		return 0;
	return 8 + 12 + 13;
}

/* The offset and data length of the first tEXt chunk named keyword
 * before the image data, from at (just past IHDR); 0 when there is none. */
static size_t
find_text(const unsigned char *p, size_t len, size_t at, const char *keyword,
    uint32_t *data_len)
{
	size_t klen = strlen(keyword);

	while (at != 0 && len - at >= 12) {
		uint32_t clen = get32(p + at);

		if (clen > len - at - 12 || memcmp(p + at + 4, "IDAT", 4) == 0)
			break;
		if (memcmp(p + at + 4, "tEXt", 4) == 0 && clen > klen &&
		    memcmp(p + at + 8, keyword, klen) == 0 &&
		    p[at + 8 + klen] == '\0') {
			*data_len = clen;
			return at;
		}
		at += 12 + clen;
	}
	return 0;
}

int
png_note_add(char **png, size_t *len, const char *keyword, const char *text)
{
	const unsigned char *old = (const unsigned char *)*png;
	size_t at = after_header(old, *len), klen = strlen(keyword);
	size_t tlen = strlen(text), data = klen + 1 + tlen, was, skip = 0;
	unsigned char *out, *chunk;
	uint32_t was_len;

	if (at == 0 || klen == 0 || klen > 79 || data > 0x7fffffff ||
	    (out = malloc(*len + 12 + data + 1)) == NULL)
		return -1;
	/* the note it had goes: one note per keyword */
	if ((was = find_text(old, *len, at, keyword, &was_len)) != 0)
		skip = 12 + (size_t)was_len;
	memcpy(out, old, at);
	chunk = out + at;
	put32(chunk, (uint32_t)data);
	memcpy(chunk + 4, "tEXt", 4);
	memcpy(chunk + 8, keyword, klen + 1);
	memcpy(chunk + 8 + klen + 1, text, tlen);
	put32(chunk + 8 + data, crc32(chunk + 4, 4 + data));
	chunk += 12 + data;
	if (was != 0) {
		memcpy(chunk, old + at, was - at);
		chunk += was - at;
		at = was + skip;
	}
	memcpy(chunk, old + at, *len - at);
	chunk += *len - at;
	*len = (size_t)(chunk - out);
	free(*png);
	*png = (char *)out;
	out[*len] = '\0';	/* as render's buffers end */
	return 0;
}

int
png_note_get(const char *png, size_t len, const char *keyword, char *out,
    size_t size)
{
	const unsigned char *p = (const unsigned char *)png;
	size_t at, klen = strlen(keyword), n;
	uint32_t clen;

	if ((at = find_text(p, len, after_header(p, len), keyword, &clen)) ==
	    0)
		return -1;
	if (size == 0)
		return 0;
	n = clen - klen - 1;
	if (n > size - 1)
		n = size - 1;
	memcpy(out, p + at + 8 + klen + 1, n);
	out[n] = '\0';
	/* it may go into a header line: printable ASCII only */
	for (; n > 0; n--)
		if ((unsigned char)out[n - 1] < 0x20 ||
		    (unsigned char)out[n - 1] > 0x7e)
			out[n - 1] = '?';
	return 0;
}
