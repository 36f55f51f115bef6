/* pytext: the lines, strings and brackets of Python source. */
#include "config.h"

#include "format/pytext.h"

#include <string.h>

size_t
pytext_next_line(const char *buf, size_t len, size_t s)
{
	const char *nl = s < len ? memchr(buf + s, '\n', len - s) : NULL;

	return nl ? (size_t)(nl - buf) + 1 : len;
}

size_t
pytext_line_end(const char *buf, size_t len, size_t s)
{
	size_t e = pytext_next_line(buf, len, s);

	if (e > s && e <= len && e > 0 && buf[e - 1] == '\n')
		e--;
	while (e > s && (buf[e - 1] == '\r' || buf[e - 1] == ' ' ||
	    buf[e - 1] == '\t'))
		e--;
	return e;
}

size_t
pytext_indent(const char *buf, size_t len, size_t s, int *empty)
{
	while (s < len && (buf[s] == ' ' || buf[s] == '\t'))
		s++;
	*empty = s >= len || buf[s] == '\n' || (buf[s] == '\r' &&
	    (s + 1 >= len || buf[s + 1] == '\n'));
	return s;
}

int
pytext_starts(const char *buf, size_t len, size_t at, const char *str)
{
	size_t n = strlen(str);

	return at <= len && len - at >= n && memcmp(buf + at, str, n) == 0;
}

const char *
pytext_memstr(const char *s, size_t n, const char *str)
{
	size_t k = strlen(str);
	const char *p = s, *e = s + n;

	while ((size_t)(e - p) >= k &&
	    (p = memchr(p, str[0], (size_t)(e - p) - k + 1)) != NULL) {
		if (memcmp(p, str, k) == 0)
			return p;
		p++;
	}
	return NULL;
}

size_t
pytext_string_end(const char *buf, size_t len, size_t at)
{
	char q = buf[at];
	size_t i;

	if (at + 2 < len && buf[at + 1] == q && buf[at + 2] == q) {
		for (i = at + 3; i + 2 < len; i++) {
			if (buf[i] == '\\') {
				i++;
				continue;
			}
			if (buf[i] == q && buf[i + 1] == q && buf[i + 2] == q)
				return i + 3;
		}
		return len;
	}
	for (i = at + 1; i < len && buf[i] != '\n'; i++) {
		if (buf[i] == '\\')
			i++;
		else if (buf[i] == q)
			return i + 1;
	}
	return len;
}

/* The offset past the thing at i: a string, a comment (up to its
 * line's end), or one byte. */
static size_t
step(const char *buf, size_t end, size_t i)
{
	if (buf[i] == '\'' || buf[i] == '"')
		return pytext_string_end(buf, end, i);
	if (buf[i] == '#') {
		while (i < end && buf[i] != '\n')
			i++;
		return i;
	}
	return i + 1;
}

size_t
pytext_closer(const char *buf, size_t end, size_t at)
{
	size_t i;
	int depth = 0;

	for (i = at; i < end; i = step(buf, end, i)) {
		if (buf[i] == '(' || buf[i] == '[' || buf[i] == '{')
			depth++;
		else if ((buf[i] == ')' || buf[i] == ']' || buf[i] == '}') &&
		    --depth == 0)
			return i;
	}
	return end;
}

size_t
pytext_find(const char *buf, size_t end, size_t at, char c)
{
	size_t i;
	int depth = 0;

	for (i = at; i < end; i = step(buf, end, i)) {
		if (depth == 0 && buf[i] == c)
			return i;
		if (buf[i] == '(' || buf[i] == '[' || buf[i] == '{')
			depth++;
		else if ((buf[i] == ')' || buf[i] == ']' || buf[i] == '}') &&
		    depth > 0)
			depth--;
	}
	return end;
}

int
pytext_is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

size_t
pytext_word_end(const char *buf, size_t end, size_t i)
{
	while (i < end && pytext_is_word(buf[i]))
		i++;
	return i;
}

size_t
pytext_statement_end(const char *buf, size_t len, size_t at)
{
	size_t i;
	int depth = 0;

	for (i = at; i < len; i = step(buf, len, i)) {
		if (buf[i] == '\n' && depth <= 0)
			return i;
		if (buf[i] == '(' || buf[i] == '[' || buf[i] == '{')
			depth++;
		else if (buf[i] == ')' || buf[i] == ']' || buf[i] == '}')
			depth--;
	}
	return len;
}

size_t
pytext_unclosed(const char *buf, size_t end, size_t at)
{
	size_t i = at, c;

	while (i < end) {
		if (buf[i] != '(' && buf[i] != '[' && buf[i] != '{') {
			i = step(buf, end, i);
			continue;
		}
		if ((c = pytext_closer(buf, end, i)) == end)
			return i;
		i = c + 1;
	}
	return end;
}
