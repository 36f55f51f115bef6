/* nearest: names ranked against a query, in tiers: equal but for case
 * and '.' against '_'; a prefix either way (the query cut short, or run
 * on); the query inside a name (each by how much longer or shorter); a
 * few edits. A hint gives the best tier only, and of edits the fewest. */
#include "config.h"

#include "base/nearest.h"

#include <stdio.h>
#include <string.h>

#define TIER	1000u	/* a score's tier: score / TIER */
#define SHORTEST	3	/* a name the query runs on from counts from
				 * this long */

/* A byte as names are compared: lower case, '_' as '.', so that a node
 * name (layer1_0_conv1) and a module path (layer1.0.conv1) meet. */
static char
fold(char c)
{
	if (c >= 'A' && c <= 'Z')
		return (char)(c - 'A' + 'a');
	return c == '_' ? '.' : c;
}

/* Whether name[0..len) folded starts with p[0..n) (already folded). */
static int
starts(const char *name, size_t len, const char *p, size_t n)
{
	size_t i;

	if (n > len)
		return 0;
	for (i = 0; i < n; i++)
		if (fold(name[i]) != p[i])
			return 0;
	return 1;
}

/* Whether folded p[0..n) occurs in name[0..len) folded. */
static int
within(const char *name, size_t len, const char *p, size_t n)
{
	size_t i;

	for (i = 0; n <= len && i <= len - n; i++)
		if (starts(name + i, len - i, p, n))
			return 1;
	return 0;
}

/* The edits (insert, delete, change, swap two neighbours) from folded
 * q[0..n) to name[0..len) folded, or limit + 1 when more than limit. */
static unsigned
edits(const char *q, size_t n, const char *name, size_t len, unsigned limit)
{
	unsigned rows[3][NEAREST_LONG + 1], *two, *prev, *cur, best;
	size_t i, j;

	if (n > NEAREST_LONG || len > NEAREST_LONG ||
	    (n > len ? n - len : len - n) > limit)
		return limit + 1;
	two = rows[0];
	prev = rows[1];
	cur = rows[2];
	for (j = 0; j <= n; j++)
		prev[j] = (unsigned)j;
	for (i = 1; i <= len; i++) {
		char c = fold(name[i - 1]);

		cur[0] = (unsigned)i;
		best = cur[0];
		for (j = 1; j <= n; j++) {
			unsigned d = prev[j - 1] + (c != q[j - 1]);

			if (prev[j] + 1 < d)
				d = prev[j] + 1;
			if (cur[j - 1] + 1 < d)
				d = cur[j - 1] + 1;
			if (i > 1 && j > 1 && c == q[j - 2] &&
			    fold(name[i - 2]) == q[j - 1] && two[j - 2] + 1 < d)
				d = two[j - 2] + 1;
			cur[j] = d;
			if (d < best)
				best = d;
		}
		if (best > limit)
			return limit + 1;
		{
			unsigned *t = two;

			two = prev;
			prev = cur;
			cur = t;
		}
	}
	return prev[n] <= limit ? prev[n] : limit + 1;
}

void
nearest_init(struct nearest *n, const char *query)
{
	size_t i, len = strlen(query);

	memset(n, 0, sizeof(*n));
	if (len > NEAREST_LONG)
		return;		/* nothing is near a name that long */
	for (i = 0; i < len; i++)
		n->query[i] = fold(query[i]);
	n->len = len;
}

/* The score of name against the query, or UINT32_MAX when not near. */
static unsigned
score(const struct nearest *n, const char *name, size_t len)
{
	size_t diff = n->len > len ? n->len - len : len - n->len;
	unsigned limit = n->len <= 4 ? 1 : n->len <= 8 ? 2 : 3, d;

	if (len == n->len && starts(name, len, n->query, n->len))
		return 0;
	if (diff >= TIER)
		return UINT32_MAX;
	/* the query cut short, or run on past the name */
	if (starts(name, len, n->query, n->len) || (len >= SHORTEST &&
	    len <= n->len && starts(name, len, n->query, len)))
		return TIER + (unsigned)diff;
	if (within(name, len, n->query, n->len))
		return 2 * TIER + (unsigned)diff;
	if ((d = edits(n->query, n->len, name, len, limit)) <= limit)
		return 3 * TIER + d;
	return UINT32_MAX;
}

void
nearest_offer(struct nearest *n, const char *name, size_t len)
{
	unsigned s;
	size_t i, at;

	if (n->len == 0 || len == 0 || (s = score(n, name, len)) == UINT32_MAX)
		return;
	for (i = 0; i < n->n; i++)
		if (n->best[i].len == len && memcmp(n->best[i].name, name,
		    len) == 0)
			return;
	for (at = n->n; at > 0 && n->best[at - 1].score > s; at--)
		;
	if (at == NEAREST_MAX)
		return;
	if (n->n < NEAREST_MAX)
		n->n++;
	memmove(&n->best[at + 1], &n->best[at],
	    (n->n - 1 - at) * sizeof(n->best[0]));
	n->best[at].name = name;
	n->best[at].len = len;
	n->best[at].score = s;
}

size_t
nearest_hint(const struct nearest *n, char *out, size_t size)
{
	size_t i, shown, used = 0;
	int w;

	if (size == 0)
		return 0;
	out[0] = '\0';
	for (shown = 0; shown < n->n && n->best[shown].score / TIER ==
	    n->best[0].score / TIER && (n->best[0].score < 3 * TIER ||
	    n->best[shown].score == n->best[0].score); shown++)
		;
	for (i = 0; i < shown; i++) {
		w = snprintf(out + used, size - used, "%s%.*s%s",
		    i == 0 ? "did you mean " : i + 1 == shown ? " or " : ", ",
		    (int)(n->best[i].len > 80 ? 80 : n->best[i].len),
		    n->best[i].name, i + 1 == shown ? "?" : "");
		if (w < 0 || (size_t)w >= size - used)
			break;
		used += (size_t)w;
	}
	return shown;
}
