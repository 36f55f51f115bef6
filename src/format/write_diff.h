/* write_diff: a diff of two graphs -> its report, as a review-friendly
 * text listing or as JSON (docs/diff.md). */
#ifndef FXVIZ_WRITE_DIFF_H
#define FXVIZ_WRITE_DIFF_H

#include <stddef.h>

struct buf;
struct diff;

/* Who the two graphs are, for the JSON's "a" and "b" (any may be NULL). */
struct diff_names {
	const char *a_id, *a_name;
	const char *b_id, *b_name;
};

/* Appends one line per node that is not the same, in merged order
 * ("~ conv1: target torch.relu -> torch.nn.functional.gelu", "+ name",
 * "- name"), then the summary line. 0, or -1 when out of memory. */
int diff_write_text(const struct diff *d, struct buf *b);

/* The summary line alone, without its newline. */
int diff_write_summary(const struct diff *d, struct buf *b);

/* The report as JSON: malloc'd, NUL-terminated, its length in *len; NULL
 * when out of memory. */
char *diff_write_json(const struct diff *d, const struct diff_names *names,
    size_t *len);

#endif
