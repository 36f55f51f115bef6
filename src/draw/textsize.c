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
textsize_counts(unsigned long *h, unsigned long *m)
{
	*h = hits;
	*m = misses;
}

size_t
textsize_bytes(void)
{
	return keys == NULL ? 0 : arena_bytes(keys) + nslots * sizeof(*slots);
}

void
textsize_clear(void)
{
	arena_free(keys);
	free(slots);
	keys = NULL;
	slots = NULL;
	nslots = used = 0;
}

/* The key of span's text in *out: out is buf when it fits in size bytes,
 * else malloc'd. Its length, or 0 when out of memory. */
static size_t
key_of(const textspan_t *span, char *buf, size_t size, char **out)
{
	size_t name = strlen(span->font->name), text = strlen(span->str);
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

/* Graphviz's, but a text measured before in the same font is answered
 * from memory. The first measurement in each font goes to Graphviz
 * always: it also gives the font its PostScript alias, which the SVG
 * names. */
pointf
textspan_size(GVC_t *gvc, textspan_t *span)
{
	char buf[KEY_ON_STACK], *key;
	struct measured *m;
	uint32_t hash;
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
	    (len = key_of(span, buf, sizeof(buf), &key)) == 0) {
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
	} else {
		theirs(gvc, span);
		keep(key, len, hash, span);
		misses++;
	}
	if (key != buf)
		free(key);
	return span->size;
}
