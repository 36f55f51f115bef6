/* reuse: a part's SVG renamed for another part of the same shape. */
#include "config.h"

#include "draw/reuse.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/hash.h"

struct slot {
	const char *from, *to;	/* NULL: empty */
	uint32_t len;		/* both are this long */
};

struct reuse_map {
	struct slot *slots;
	uint32_t cap, n;	/* cap a power of two, n at most half of it */
	uint32_t changed;	/* words that become others */
};

/* ASCII classes (fxviz never sets a locale): a word is a run of letters,
 * digits and '_'. */
static int
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* ASCII's, as isalnum's in the C locale fxviz runs in, without its call
 * for every byte of a DOT and an SVG */
static int
is_word(char c)
{
	return is_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ||
	    c == '_';
}

/* The length of the character reference at s ("&#45;", "&amp;"), or 0. */
static size_t
entity(const char *s, size_t left)
{
	size_t i;

	if (left < 3 || s[0] != '&')
		return 0;
	for (i = 1; i < left && i < 12; i++) {
		if (s[i] == ';')
			return i > 1 ? i + 1 : 0;
		if (!is_word(s[i]) && s[i] != '#')
			return 0;
	}
	return 0;
}

uint32_t
reuse_key(const char *dot, size_t len)
{
	char *masked = malloc(len + 1);
	uint32_t key;
	size_t i;

	if (masked == NULL)
		return (uint32_t)len;	/* a poorer key: callers compare anyway */
	for (i = 0; i < len; i++)
		masked[i] = is_digit(dot[i]) ? '0' : dot[i];
	key = hash_bytes(masked, len);
	free(masked);
	return key;
}

void
reuse_map_free(struct reuse_map *m)
{
	if (m == NULL)
		return;
	free(m->slots);
	free(m);
}

static struct slot *
find(const struct reuse_map *m, const char *w, uint32_t len)
{
	uint32_t i = hash_bytes(w, len) & (m->cap - 1);

	while (m->slots[i].from != NULL && (m->slots[i].len != len ||
	    memcmp(m->slots[i].from, w, len) != 0))
		i = (i + 1) & (m->cap - 1);
	return &m->slots[i];
}

static int
grow(struct reuse_map *m)
{
	struct reuse_map bigger = { NULL, m->cap * 2, m->n, m->changed };
	uint32_t i;

	if ((bigger.slots = calloc(bigger.cap, sizeof(*bigger.slots))) == NULL)
		return -1;
	for (i = 0; i < m->cap; i++)
		if (m->slots[i].from != NULL)
			*find(&bigger, m->slots[i].from, m->slots[i].len) =
			    m->slots[i];
	free(m->slots);
	*m = bigger;
	return 0;
}

/* a's word becomes b's: 0, 1 when a's word became another already, -1
 * when out of memory. */
static int
add(struct reuse_map *m, const char *a, const char *b, uint32_t len)
{
	struct slot *s = find(m, a, len);

	if (s->from != NULL)
		return memcmp(s->to, b, len) != 0;
	s->from = a;
	s->to = b;
	s->len = len;
	m->changed += memcmp(a, b, len) != 0;
	if (++m->n * 2 > m->cap && grow(m) == -1)
		return -1;
	return 0;
}

struct reuse_map *
reuse_map_new(const char *a, size_t a_len, const char *b, size_t b_len,
    int *nomem)
{
	struct reuse_map *m;
	size_t i = 0;

	*nomem = 0;
	if (a_len != b_len || a_len > UINT32_MAX)
		return NULL;
	if ((m = calloc(1, sizeof(*m))) == NULL ||
	    (m->slots = calloc(m->cap = 1024, sizeof(*m->slots))) == NULL)
		goto nomem;
	while (i < a_len) {
		size_t e = a[i] == '&' ? entity(a + i, a_len - i) : 0, start = i;
		int digits = 0, rc;

		if (e > 0) {
			/* "&#49;" is a digit too: the same references only */
			if (memcmp(a + i, b + i, e) != 0)
				goto differ;
			i += e;
			continue;
		}
		if (!is_word(a[i])) {
			if (a[i] != b[i])
				goto differ;
			i++;
			continue;
		}
		for (; i < a_len && is_word(a[i]); i++) {
			if (a[i] != b[i] && !(is_digit(a[i]) && is_digit(b[i])))
				goto differ;
			digits |= is_digit(a[i]);
		}
		if (!digits)
			continue;
		if ((rc = add(m, a + start, b + start, (uint32_t)(i - start))) ==
		    -1)
			goto nomem;
		if (rc == 1)
			goto differ;
	}
	return m;
nomem:
	*nomem = 1;
differ:
	reuse_map_free(m);
	return NULL;
}

/* The SVG being renamed: what is written, and where the bytes not yet
 * written start (pending): a run that needs no change is copied once,
 * whole, where the next renamed word begins. */
struct out {
	struct buf b;
	const char *pending;
};

/* s[0..n)'s words of the map changed; entities as they are. */
static int
renamed(const struct reuse_map *m, struct out *o, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t e, start = i;
		int digits = 0;
		const struct slot *hit;

		if (!is_word(s[i])) {
			e = s[i] == '&' ? entity(s + i, n - i) : 0;
			i += e > 0 ? e : 1;
			continue;
		}
		for (; i < n && is_word(s[i]); i++)
			digits |= is_digit(s[i]);
		if (!digits || (hit = find(m, s + start,
		    (uint32_t)(i - start)))->from == NULL ||
		    memcmp(hit->from, hit->to, hit->len) == 0)
			continue;
		if (buf_add(&o->b, o->pending, (size_t)(s + start -
		    o->pending)) == -1 || buf_add(&o->b, hit->to, hit->len) == -1)
			return -1;
		o->pending = s + i;
	}
	return 0;
}

/* The attributes whose values are text or colours, not geometry: a
 * node filled by its value (color=NAME) or kernel is "#440154" in one
 * segment and "#482878" in the next, the same up to digits. */
static int
text_attr(const char *name, size_t n)
{
	static const char *const names[] = { "id", "class", "xlink:title",
	    "xlink:href", "href", "target", "title", "fill", "stroke" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strlen(names[i]) == n && memcmp(names[i], name, n) == 0)
			return 1;
	return 0;
}

/* A tag, s[0..n) from '<' to '>': its attributes' text renamed. */
static int
tag(const struct reuse_map *m, struct out *o, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t name, name_len, close;
		const char *q = memchr(s + i, '=', n - i);

		if (q == NULL)
			break;
		i = (size_t)(q - s);
		if (i + 1 >= n || s[i + 1] != '"') {
			i++;
			continue;
		}
		for (name = i; name > 0 && s[name - 1] != ' ' &&
		    s[name - 1] != '\n'; name--)
			;
		name_len = i - name;
		if ((q = memchr(s + i + 2, '"', n - i - 2)) == NULL)
			break;
		close = (size_t)(q - s);
		if (text_attr(s + name, name_len) &&
		    renamed(m, o, s + i + 2, close - i - 2) == -1)
			return -1;
		i = close + 1;
	}
	return 0;
}

int
reuse_apply(const struct reuse_map *m, const char *svg, size_t len,
    char **out, size_t *out_len)
{
	struct out o = { BUF_INIT, svg };
	size_t i = 0;

	if (m->changed == 0) {
		/* the same words: the same bytes (the same graph again) */
		if ((*out = malloc(len + 1)) == NULL)
			return -1;
		memcpy(*out, svg, len);
		(*out)[len] = '\0';
		*out_len = len;
		return 0;
	}
	while (i < len) {
		const char *end;
		size_t n;

		if (svg[i] != '<') {
			/* text between tags */
			end = memchr(svg + i, '<', len - i);
			n = end != NULL ? (size_t)(end - svg) - i : len - i;
			if (renamed(m, &o, svg + i, n) == -1)
				goto nomem;
		} else if (len - i >= 4 && memcmp(svg + i, "<!--", 4) == 0) {
			const char *close = NULL;
			size_t j;

			for (j = i + 4; j + 3 <= len && close == NULL; j++)
				if (memcmp(svg + j, "-->", 3) == 0)
					close = svg + j;
			n = close != NULL ? (size_t)(close - svg) + 3 - i : len - i;
			if (renamed(m, &o, svg + i + 4, n - 4) == -1)
				goto nomem;
		} else {
			end = memchr(svg + i, '>', len - i);
			n = end != NULL ? (size_t)(end - svg) + 1 - i : len - i;
			if (svg[i + 1] != '?' && svg[i + 1] != '!' &&
			    tag(m, &o, svg + i, n) == -1)
				goto nomem;
		}
		i += n;
	}
	if (buf_add(&o.b, o.pending, (size_t)(svg + len - o.pending)) == -1 ||
	    (*out = buf_steal(&o.b, out_len)) == NULL)
		goto nomem;
	return 0;
nomem:
	buf_free(&o.b);
	return -1;
}
