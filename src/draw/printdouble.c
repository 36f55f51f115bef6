/* printdouble: Graphviz's gvprintdouble, the same bytes without printf. */
#include "config.h"

#include "draw/printdouble.h"

#include <dlfcn.h>
#include <gvc.h>
#include <gvcjob.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libgvc's, declared in no header it installs */
size_t gvwrite(GVJ_t *job, const char *s, size_t len);
void gvprintdouble(GVJ_t *job, double num);

static void (*theirs)(GVJ_t *, double);
static int same;	/* printdouble_check found ours the same */
static int ours;	/* and it is used: same, unless printdouble_use(0) */

/* Graphviz's trim: trailing zeros, then a trailing point. */
static size_t
trim(char *buf)
{
	char *dot = strchr(buf, '.'), *end;

	if (dot == NULL)
		return strlen(buf);
	end = dot + strlen(dot);
	while (end > dot + 1 && end[-1] == '0')
		*--end = '\0';
	if (end == dot + 1)
		*--end = '\0';
	return (size_t)(end - buf);
}

size_t
printdouble_printf(char buf[50], double num)
{
	if (num > -1e-8 && num < 1e-8)
		num = 0;
	snprintf(buf, 50, "%.02f", num);
	return trim(buf);
}

size_t
printdouble_format(char buf[50], double num)
{
	double x, r, frac;
	uint64_t v, whole;
	unsigned cents;
	char digits[24];
	size_t n = 0, k = 0;

	if (num > -1e-8 && num < 1e-8)
		num = 0;
	/* Past 1e9, or where num * 100 lies within rounding of a tie, the
	 * product cannot say which way "%.2f" rounds the exact value. */
	x = num * 100.0;
	frac = fabs(x - floor(x));
	if (!(fabs(num) < 1e9) || fabs(frac - 0.5) < 1e-4)
		return printdouble_printf(buf, num);
	r = nearbyint(x);
	v = (uint64_t)fabs(r);
	whole = v / 100;
	cents = (unsigned)(v % 100);
	if (signbit(num) && num != 0)
		buf[n++] = '-';	/* "-0.00" too, as printf writes it */
	do
		digits[k++] = (char)('0' + whole % 10);
	while ((whole /= 10) > 0);
	while (k > 0)
		buf[n++] = digits[--k];
	if (cents != 0) {
		buf[n++] = '.';
		buf[n++] = (char)('0' + cents / 10);
		if (cents % 10 != 0)
			buf[n++] = (char)('0' + cents % 10);
	}
	buf[n] = '\0';
	return n;
}

void
gvprintdouble(GVJ_t *job, double num)
{
	char buf[50];

	if (!ours) {
		if (theirs == NULL)
			*(void **)&theirs = dlsym(RTLD_NEXT, "gvprintdouble");
		if (theirs != NULL && theirs != gvprintdouble) {
			theirs(job, num);
			return;
		}
		/* no other: Graphviz's way, by printf */
		gvwrite(job, buf, printdouble_printf(buf, num));
		return;
	}
	gvwrite(job, buf, printdouble_format(buf, num));
}

/* Numbers whose digits tell the formats apart: ties, halves, the clamp
 * near zero, negatives that round to zero, large ones. */
static const double samples[] = {
	0, -0.0, 1e-9, -1e-9, 2e-8, -2e-8, 0.004, -0.004, 0.005, -0.005,
	0.0051, 0.125, 0.375, -0.125, 1.005, 2.675, 1.5, -1.5, 10, -10,
	0.1, 0.01, 0.99, 0.999, 0.995, 123.456, -18867.95, 18947, 36.125,
	1e6 + 0.5, 99999.995, 1e9, -1e12, 3.14159, 272.49, 0.5, 7.25,
};

/* Graphviz's own function, writing into memory (malloc'd: gvwrite grows
 * it with realloc): what it writes for v. -1 when out of memory. */
static int
their_digits(GVC_t *gvc, double v, char *out, size_t size)
{
	GVJ_t job;
	int rc = -1;

	memset(&job, 0, sizeof(job));
	job.gvc = gvc;
	if ((job.output_data = malloc(64)) == NULL)
		return -1;
	job.output_data_allocated = 64;
	theirs(&job, v);
	if (job.output_data != NULL && job.output_data_position < size) {
		memcpy(out, job.output_data, job.output_data_position);
		out[job.output_data_position] = '\0';
		rc = 0;
	}
	free(job.output_data);
	return rc;
}

/* Called with the process's Graphviz context, once: ours stands in for
 * Graphviz's only where the two write the same for every sample. */
void
printdouble_check(struct GVC_s *gvc)
{
	char mine[50], got[64];
	size_t i;

	*(void **)&theirs = dlsym(RTLD_NEXT, "gvprintdouble");
	same = ours = 0;
	if (theirs == NULL || theirs == gvprintdouble || gvc == NULL)
		return;
	for (i = 0; i < sizeof(samples) / sizeof(samples[0]); i++) {
		printdouble_format(mine, samples[i]);
		if (their_digits(gvc, samples[i], got, sizeof(got)) == -1 ||
		    strcmp(mine, got) != 0)
			return;
	}
	same = ours = 1;
}

int
printdouble_use(int on)
{
	ours = on && same;
	return ours;
}
