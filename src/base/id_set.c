/* id_set: the ids a scan saw, sorted once, then looked up by bsearch (a
 * rescan of tens of thousands of graphs looked each up in all). */
#include "config.h"

#include "base/id_set.h"

#include <stdlib.h>
#include <string.h>

void
id_set_add(struct id_set *s, const char *id)
{
	void *more;
	size_t k;

	if (s->short_of_memory)
		return;
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 64;

		if ((more = realloc(s->ids, cap * sizeof(*s->ids))) == NULL) {
			s->short_of_memory = 1;
			return;
		}
		s->ids = more;
		s->cap = cap;
	}
	k = strnlen(id, DIGEST_ID_LEN);
	memcpy(s->ids[s->n], id, k);
	s->ids[s->n++][k] = '\0';
}

static int
by_id(const void *a, const void *b)
{
	return strcmp(a, b);
}

void
id_set_seal(struct id_set *s)
{
	if (s->n > 1)
		qsort(s->ids, s->n, sizeof(*s->ids), by_id);
}

int
id_set_has(const struct id_set *s, const char *id)
{
	return s->n > 0 &&
	    bsearch(id, s->ids, s->n, sizeof(*s->ids), by_id) != NULL;
}

void
id_set_free(struct id_set *s)
{
	free(s->ids);
	memset(s, 0, sizeof(*s));
}
