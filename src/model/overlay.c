/* overlay: sums, ranks and text of an overlay's numbers. */
#include "config.h"

#include "model/overlay.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "model/graph.h"
#include "model/modules.h"

int
overlay_sums(const struct fx_graph *g, const struct module_tree *mt,
    const struct fx_overlay *o, struct overlay_sums *s)
{
	uint32_t i, m;
	double v;

	*s = (struct overlay_sums){ NULL, 0, 0, NAN, NAN, NAN };
	if (mt != NULL && (s->module = calloc((size_t)mt->n + 1,
	    sizeof(*s->module))) == NULL)
		return -1;
	for (i = 0; i < g->n_nodes; i++) {
		if (isnan(v = o->values[i]))
			continue;
		s->total += v;
		s->n_valued++;
		if (!(v >= s->min))
			s->min = v;
		if (!(v <= s->max))
			s->max = v;
		if (v > 0 && !(v >= s->min_positive))
			s->min_positive = v;
		if (mt == NULL)
			continue;
		for (m = mt->of_node[i]; m != MODULE_NONE; m = mt->m[m].parent)
			s->module[m] += v;
	}
	return 0;
}

void
overlay_sums_free(struct overlay_sums *s)
{
	free(s->module);
	s->module = NULL;
}

uint32_t
overlay_rank(const struct fx_graph *g, const struct fx_overlay *o,
    uint32_t node)
{
	double v = o->values[node];
	uint32_t i, above = 0;

	if (isnan(v))
		return 0;
	for (i = 0; i < g->n_nodes; i++)
		above += o->values[i] > v;
	return above + 1;
}

void
overlay_format(double v, const char *unit, char *out, size_t size)
{
	static const char *const big[] = { "", "k", "M", "G", "T", "P", "E" };
	static const char *const small[] = { "", "m", "\xc2\xb5", "n", "p" };
	double a = fabs(v);
	int k = 0;

	if (a >= 999.5) {	/* what "%.3g" would write as 1e+03 */
		while (a >= 999.5 && k < 6) {
			a /= 1000;
			k++;
		}
		snprintf(out, size, "%.3g %s%s", v < 0 ? -a : a, big[k], unit);
		return;
	}
	while (a > 0 && a < 0.9995 && k < 4) {
		a *= 1000;
		k++;
	}
	snprintf(out, size, "%.3g %s%s", v < 0 ? -a : a, small[k], unit);
}

int
overlay_log_scale(const struct overlay_sums *s)
{
	return s->min >= 0 && s->min_positive > 0 &&
	    s->max / s->min_positive > 1000;
}

double
overlay_position(const struct overlay_sums *s, int log, double v)
{
	double lo, hi, t;

	if (isnan(v) || !(s->max > s->min))
		return isnan(v) ? NAN : 1;
	if (log) {
		if (v < s->min_positive)
			return 0;
		lo = log10(s->min_positive);
		hi = log10(s->max);
		t = (log10(v) - lo) / (hi - lo);
	} else {
		t = (v - s->min) / (s->max - s->min);
	}
	return t < 0 ? 0 : t > 1 ? 1 : t;
}
