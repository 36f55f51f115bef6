/* nearest: the few names nearest one that matched none, for "did you
 * mean": case and '.' against '_' ignored, a prefix or a substring before
 * an edit distance (with transpositions). */
#ifndef FXVIZ_NEAREST_H
#define FXVIZ_NEAREST_H

#include <stddef.h>
#include <stdint.h>

#define NEAREST_MAX	3	/* names kept */
#define NEAREST_LONG	128	/* longer names (or a longer query) are
				 * matched by prefix and substring only */

struct nearest {
	char query[NEAREST_LONG + 1];	/* folded */
	size_t len;			/* 0: nothing is near */
	struct {
		const char *name;	/* borrowed */
		size_t len;
		unsigned score;		/* lower is nearer */
	} best[NEAREST_MAX];
	size_t n;
};

/* Starts a search for the names nearest query. */
void nearest_init(struct nearest *n, const char *query);

/* Offers a name (borrowed until the search is done); kept when among the
 * NEAREST_MAX nearest so far, the first offered first among equals. A
 * name equal to one kept is skipped. */
void nearest_offer(struct nearest *n, const char *name, size_t len);

/* "did you mean a, b or c?" into out (size bytes, cut short if need
 * be): the names kept of the nearest tier (of edits, the fewest), or ""
 * when nothing was near. Returns how many names it gives. */
size_t nearest_hint(const struct nearest *n, char *out, size_t size);

#endif
