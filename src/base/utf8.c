/* utf8: a strict UTF-8 validator (no overlongs, no surrogates). */
#include "config.h"

#include "base/utf8.h"

#include <stdint.h>
#include <string.h>

#include "base/error.h"

#define ASCII_ONES	0x0101010101010101ULL
#define ASCII_HIGH	0x8080808080808080ULL

/* Whether s[0..32) is all ASCII, none of it 0: no top bit set, and no
 * byte 0 (subtracting 1 from each byte sets the top bit of a byte 0, and
 * of another only by the borrow of a byte 0 below it). */
static int
ascii_run(const char *s)
{
	uint64_t w[4], any = 0, zero = 0;
	int k;

	memcpy(w, s, sizeof(w));
	for (k = 0; k < 4; k++) {
		any |= w[k];
		zero |= (w[k] - ASCII_ONES) & ~w[k];
	}
	return ((any | zero) & ASCII_HIGH) == 0;
}

size_t
utf8_char_len(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned char c;

	if (n == 0)
		return 0;
	c = p[0];
	if (c >= 0x01 && c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		return n >= 2 && (p[1] & 0xc0) == 0x80 ? 2 : 0;
	if (c >= 0xe0 && c <= 0xef) {
		if (n < 3 || (p[1] & 0xc0) != 0x80 || (p[2] & 0xc0) != 0x80)
			return 0;
		if (c == 0xe0 && p[1] < 0xa0)
			return 0;	/* overlong */
		if (c == 0xed && p[1] >= 0xa0)
			return 0;	/* surrogate */
		return 3;
	}
	if (c >= 0xf0 && c <= 0xf4) {
		if (n < 4 || (p[1] & 0xc0) != 0x80 || (p[2] & 0xc0) != 0x80 ||
		    (p[3] & 0xc0) != 0x80)
			return 0;
		if (c == 0xf0 && p[1] < 0x90)
			return 0;	/* overlong */
		if (c == 0xf4 && p[1] >= 0x90)
			return 0;	/* past U+10FFFF */
		return 4;
	}
	return 0;
}

size_t
utf8_xml_char_len(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t k = utf8_char_len(s, n);
	unsigned long cp;

	if (k == 1)
		return p[0] >= 0x20 || p[0] == '\t' || p[0] == '\n' ||
		    p[0] == '\r' ? 1 : 0;
	if (k == 2)
		return 2;
	if (k == 3)
		cp = (unsigned long)(p[0] & 0x0f) << 12 |
		    (unsigned long)(p[1] & 0x3f) << 6 | (p[2] & 0x3f);
	else if (k == 4)
		cp = (unsigned long)(p[0] & 0x07) << 18 |
		    (unsigned long)(p[1] & 0x3f) << 12 |
		    (unsigned long)(p[2] & 0x3f) << 6 | (p[3] & 0x3f);
	else
		return 0;
	if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) == 0xfffe)
		return 0;
	return k;
}

size_t
utf8_valid_prefix(const char *s, size_t n)
{
	size_t i = 0, k;

	while (i < n) {
		/* ASCII runs are the common case: 32 bytes at once. */
		if (n - i >= 32 && ascii_run(s + i)) {
			i += 32;
			continue;
		}
		if ((unsigned char)s[i] >= 0x01 && (unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		if ((k = utf8_char_len(s + i, n - i)) == 0)
			return i;
		i += k;
	}
	return n;
}

int
utf8_text(const char *buf, size_t len, struct error *err)
{
	size_t valid = utf8_valid_prefix(buf, len);

	if (valid == len)
		return 0;
	error_at(err, buf, len, valid, "not text: byte 0x%02x is not valid "
	    "UTF-8", (unsigned char)buf[valid]);
	return -1;
}
