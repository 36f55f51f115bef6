/* textsize: label texts measured once per process, the numbers pango gave. */
#include "config.h"

#include "draw/textsize.h"

#include <dlfcn.h>
#include <gvc.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/hash.h"

/* libgvc's (lib/common/render.h, which it does not install) */
pointf textspan_size(GVC_t *gvc, textspan_t *span);

#define TEXTSIZE_BYTES_MAX (16u << 20)	/* then every measurement is dropped */
#define KEY_ON_STACK 512

/* One text as measured: what Graphviz's textspan_size leaves in the span
 * besides the pango layout. */
struct measured {
	const char *key;	/* font name, NUL, size, flags, text */
	size_t len;
	uint32_t hash;
	pointf size;
	double yoffset_layout, yoffset_centerline;
};

/* What fxviz knows of one font, size and style for the texts it has not
 * measured: a text of printable ASCII is as wide as the sum, over each
 * of its characters but the last, of how much wider that character makes
 * the pair it starts, plus the last character alone, in pango's units.
 * Pango places every glyph on a whole pixel and Graphviz sizes a text
 * from the width in pango units alone, so the sum is exact where the
 * font's shaping looks at pairs only: kerning, and ligatures whose
 * widths add up by pairs (Liberation Sans's "ffi" does). A font is
 * checked on texts that kern and join (CHECK_TEXTS) before a sum is used,
 * and every measurement taken is checked against the rule: once one
 * breaks it, every text of that font is measured. densenet169's first
 * view has 1,789 different texts and 320 different pairs. */
#define PAIR_FIRST	0x20	/* ' ' */
#define PAIR_CHARS	95	/* ' ' to '~' */
#define PAIR_FONTS	32	/* then texts of other fonts are measured */
#define UNKNOWN		INT32_MIN

struct pairs {
	char *key;		/* font name, NUL, size, flags; NULL: free */
	size_t len;
	int state;		/* 0: not checked yet; 1: sums used; -1: not */
	double y, layout, centerline;	/* the same for every text */
	int32_t alone[PAIR_CHARS];	/* a character's width alone */
	int32_t lead[PAIR_CHARS][PAIR_CHARS];	/* ab's width less b's */
};

/* Texts that kern ("To", "AV", "Te"), join ("fi", "ffl"), repeat and
 * hold the characters of fxviz's labels. */
static const char *const CHECK_TEXTS[] = {
	"To AV Te fix office ffl", "conv2d_45 1x64x56x56", "(%add_3, 1) users 3",
	"WWWWW a & b < c", "getattr_L__self___layers_0.weight",
};

typedef struct { int x, y, width, height; } pango_rect;	/* PangoRectangle */
static void (*extents)(void *layout, pango_rect *ink, pango_rect *logical);
static struct pairs *fonts[PAIR_FONTS];
static unsigned long summed;

static pointf (*theirs)(GVC_t *, textspan_t *);
static int looked_up;	/* theirs was asked of the dynamic linker */
static int on = 1;
static struct arena *keys;
static struct measured *slots;	/* open addressing, a power of two */
static size_t nslots, used;
static unsigned long hits, misses;

int
textsize_use(int want)
{
	int was = on;

	on = want != 0;
	return was;
}

void
textsize_counts(unsigned long *h, unsigned long *m, unsigned long *sums)
{
	*h = hits;
	*m = misses;
	*sums = summed;
}

size_t
textsize_bytes(void)
{
	size_t n = 0, i;

	for (i = 0; i < PAIR_FONTS && fonts[i] != NULL; i++)
		n += sizeof(*fonts[i]) + fonts[i]->len;
	return n + (keys == NULL ? 0 : arena_bytes(keys) +
	    nslots * sizeof(*slots));
}

void
textsize_clear(void)
{
	size_t i;

	arena_free(keys);
	free(slots);
	keys = NULL;
	slots = NULL;
	nslots = used = 0;
	for (i = 0; i < PAIR_FONTS && fonts[i] != NULL; i++) {
		free(fonts[i]->key);
		free(fonts[i]);
		fonts[i] = NULL;
	}
}

/* The key of span's text in *out, or of its font alone (no text):
 * out is buf when it fits in size bytes, else malloc'd. Its length, or 0
 * when out of memory. */
static size_t
key_of(const textspan_t *span, int text_too, char *buf, size_t size,
    char **out)
{
	size_t name = strlen(span->font->name);
	size_t text = text_too ? strlen(span->str) : 0;
	size_t len = name + 1 + sizeof(double) + 1 + text;
	double fontsize = span->font->size;
	char *k = len <= size ? buf : malloc(len);

	if ((*out = k) == NULL)
		return 0;
	memcpy(k, span->font->name, name + 1);
	memcpy(k + name + 1, &fontsize, sizeof(double));
	k[name + 1 + sizeof(double)] = (char)span->font->flags;
	memcpy(k + name + 2 + sizeof(double), span->str, text);
	return len;
}

static struct measured *
slot_of(const char *key, size_t len, uint32_t hash)
{
	size_t i = hash & (nslots - 1);

	while (slots[i].key != NULL && (slots[i].hash != hash ||
	    slots[i].len != len || memcmp(slots[i].key, key, len) != 0))
		i = (i + 1) & (nslots - 1);
	return &slots[i];
}

/* Room for one more measurement; -1 when out of memory (nothing kept). */
static int
make_room(void)
{
	struct measured *old = slots;
	size_t i, n = nslots;

	if (keys != NULL && arena_bytes(keys) > TEXTSIZE_BYTES_MAX)
		textsize_clear();
	if (keys == NULL && (keys = arena_new()) == NULL)
		return -1;
	if ((used + 1) * 2 <= nslots)
		return 0;
	n = nslots == 0 ? 1024 : nslots * 2;
	if ((slots = calloc(n, sizeof(*slots))) == NULL) {
		slots = old;
		return -1;
	}
	nslots = n;
	for (i = 0; old != NULL && i < n / 2; i++)
		if (old[i].key != NULL)
			*slot_of(old[i].key, old[i].len, old[i].hash) = old[i];
	free(old);
	return 0;
}

static void
keep(const char *key, size_t len, uint32_t hash, const textspan_t *span)
{
	struct measured *m;
	char *k;

	if (make_room() == -1 || (k = arena_alloc(keys, len)) == NULL)
		return;
	memcpy(k, key, len);
	m = slot_of(key, len, hash);
	m->key = k;
	m->len = len;
	m->hash = hash;
	m->size = span->size;
	m->yoffset_layout = span->yoffset_layout;
	m->yoffset_centerline = span->yoffset_centerline;
	used++;
}

/* The width Graphviz gives a text w pango units wide, by its rule:
 * rounded up to a whole point plus one (Graphviz 2.42), or exact (later
 * versions). */
#define UNITS_TO_POINTS (72.0 / (96.0 * 1024.0))

static double
points(int32_t w, int rule)
{
	return rule == 0 ? (double)(int)(w * UNITS_TO_POINTS + 1) :
	    w * UNITS_TO_POINTS;
}

/* Whether a text Graphviz measured as span, w pango units wide, keeps
 * p's rule: its width from w alone, its other numbers the font's (taken
 * from the first). One that does not turns p's sums off for good. */
static int rule = -1;	/* points()'s: found at the first text */

static int
keeps_rule(struct pairs *p, const textspan_t *span, int32_t w)
{
	if (p->state == -1)
		return 0;
	if (rule == -1)
		rule = points(w, 0) == span->size.x ? 0 :
		    points(w, 1) == span->size.x ? 1 : -1;
	if (p->y == 0 && p->layout == 0 && p->centerline == 0) {
		p->y = span->size.y;
		p->layout = span->yoffset_layout;
		p->centerline = span->yoffset_centerline;
	}
	if (rule == -1 || points(w, rule) != span->size.x ||
	    span->size.y != p->y || span->yoffset_layout != p->layout ||
	    span->yoffset_centerline != p->centerline) {
		p->state = -1;
		return 0;
	}
	return 1;
}

/* text's width in pango units, measured by Graphviz in span's font: UNKNOWN
 * when pango is not what measures, or the text breaks p's rule. */
static int32_t
units_of(GVC_t *gvc, const textspan_t *span, const char *text,
    struct pairs *p)
{
	textspan_t probe = *span;
	pango_rect logical;

	probe.str = (char *)text;
	probe.layout = NULL;
	probe.free_layout = NULL;
	theirs(gvc, &probe);
	if (probe.layout == NULL) {
		p->state = -1;
		return UNKNOWN;
	}
	extents(probe.layout, NULL, &logical);
	if (probe.free_layout != NULL)
		probe.free_layout(probe.layout);
	return keeps_rule(p, &probe, logical.width) ? logical.width : UNKNOWN;
}

/* A character's width alone, measured when first needed. */
static int32_t
alone(GVC_t *gvc, const textspan_t *span, struct pairs *p, char c)
{
	char one[2] = { c, '\0' };
	int32_t *w = &p->alone[(unsigned char)c - PAIR_FIRST];

	if (*w == UNKNOWN)
		*w = units_of(gvc, span, one, p);
	return *w;
}

/* text's width in pango units by the sum of its pairs, measuring those
 * not measured before; UNKNOWN when one breaks p's rule. */
static int32_t
sum_of(GVC_t *gvc, const textspan_t *span, struct pairs *p, const char *text)
{
	int64_t w = 0;
	int32_t *lead, ab, b;
	size_t i;

	for (i = 0; text[i] != '\0' && text[i + 1] != '\0'; i++) {
		lead = &p->lead[(unsigned char)text[i] - PAIR_FIRST]
		    [(unsigned char)text[i + 1] - PAIR_FIRST];
		if (*lead == UNKNOWN) {
			char pair[3] = { text[i], text[i + 1], '\0' };

			if ((ab = units_of(gvc, span, pair, p)) == UNKNOWN ||
			    (b = alone(gvc, span, p, text[i + 1])) == UNKNOWN)
				return UNKNOWN;
			*lead = ab - b;
		}
		w += *lead;
	}
	if ((b = alone(gvc, span, p, text[i])) == UNKNOWN)
		return UNKNOWN;
	w += b;
	return w > INT32_MAX / 2 ? UNKNOWN : (int32_t)w;
}

/* Whether text is printable ASCII of three characters or more: what the
 * pairs answer (shorter ones cost a pair's measurement anyway). */
static int
summable(const char *text)
{
	size_t i;

	for (i = 0; text[i] != '\0'; i++)
		if ((unsigned char)text[i] < PAIR_FIRST ||
		    (unsigned char)text[i] >= PAIR_FIRST + PAIR_CHARS)
			return 0;
	return i >= 3;
}

/* span's font's pairs, made and checked on CHECK_TEXTS when first asked
 * for; NULL when sums are not used for it (none kept for more than
 * PAIR_FONTS fonts, or out of memory). */
static struct pairs *
pairs_of(GVC_t *gvc, const textspan_t *span)
{
	char buf[KEY_ON_STACK], *key;
	struct pairs *p;
	size_t len, i, j;

	if (extents == NULL) {
		void *pango = dlopen("libpango-1.0.so.0", RTLD_NOW |
		    RTLD_NOLOAD);

		if (pango != NULL)
			*(void **)&extents = dlsym(pango,
			    "pango_layout_get_extents");
		if (extents == NULL)
			return NULL;
	}
	if ((len = key_of(span, 0, buf, sizeof(buf), &key)) == 0)
		return NULL;
	for (i = 0; i < PAIR_FONTS && fonts[i] != NULL; i++)
		if (fonts[i]->len == len && memcmp(fonts[i]->key, key,
		    len) == 0)
			break;
	if (i == PAIR_FONTS || (fonts[i] == NULL &&
	    ((fonts[i] = calloc(1, sizeof(*p))) == NULL ||
	    (fonts[i]->key = malloc(len)) == NULL))) {
		if (i < PAIR_FONTS) {
			free(fonts[i]);
			fonts[i] = NULL;
		}
		if (key != buf)
			free(key);
		return NULL;
	}
	p = fonts[i];
	if (p->state == 0) {
		memcpy(p->key, key, len);
		p->len = len;
		for (i = 0; i < PAIR_CHARS; i++) {
			p->alone[i] = UNKNOWN;
			for (j = 0; j < PAIR_CHARS; j++)
				p->lead[i][j] = UNKNOWN;
		}
		p->state = 1;
		for (i = 0; i < sizeof(CHECK_TEXTS) / sizeof(CHECK_TEXTS[0]) &&
		    p->state == 1; i++) {
			int32_t w = units_of(gvc, span, CHECK_TEXTS[i], p);

			if (w == UNKNOWN ||
			    sum_of(gvc, span, p, CHECK_TEXTS[i]) != w)
				p->state = -1;
		}
	}
	if (key != buf)
		free(key);
	return p->state == 1 ? p : NULL;
}

/* Graphviz's, but a text measured before in the same font is answered
 * from memory, and one of a font whose pairs add up, by their sum. The first measurement in each font goes to Graphviz
 * always: it also gives the font its PostScript alias, which the SVG
 * names. */
pointf
textspan_size(GVC_t *gvc, textspan_t *span)
{
	char buf[KEY_ON_STACK], *key;
	struct measured *m;
	struct pairs *p;
	uint32_t hash;
	int32_t w;
	size_t len;

	if (!looked_up) {
		*(void **)&theirs = dlsym(RTLD_NEXT, "textspan_size");
		looked_up = 1;
	}
	if (theirs == NULL || theirs == textspan_size) {
		/* only where libgvc is not a shared library fxviz links
		 * (it calls its own then): a rough size, not zero */
		span->size.x = 0.6 * span->font->size * (double)strlen(span->str);
		span->size.y = span->font->size * 1.2;
		return span->size;
	}
	if (!on || span->font == NULL || span->font->name == NULL ||
	    span->font->postscript_alias == NULL || span->str == NULL ||
	    (len = key_of(span, 1, buf, sizeof(buf), &key)) == 0) {
		misses++;
		return theirs(gvc, span);
	}
	hash = hash_bytes(key, len);
	if (nslots > 0 && (m = slot_of(key, len, hash))->key != NULL) {
		span->size = m->size;
		span->yoffset_layout = m->yoffset_layout;
		span->yoffset_centerline = m->yoffset_centerline;
		span->layout = NULL;
		span->free_layout = NULL;
		hits++;
	} else if (summable(span->str) && (p = pairs_of(gvc, span)) != NULL &&
	    (w = sum_of(gvc, span, p, span->str)) != UNKNOWN) {
		span->size.x = points(w, rule);
		span->size.y = p->y;
		span->yoffset_layout = p->layout;
		span->yoffset_centerline = p->centerline;
		span->layout = NULL;
		span->free_layout = NULL;
		keep(key, len, hash, span);
		summed++;
	} else {
		theirs(gvc, span);
		keep(key, len, hash, span);
		misses++;
	}
	if (key != buf)
		free(key);
	return span->size;
}
