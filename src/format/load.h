/* load: any graph input (print(gm.graph) text, a print_tabular() table,
 * fxviz JSON) -> graph, its form found from the text or named. */
#ifndef FXVIZ_LOAD_H
#define FXVIZ_LOAD_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

/* Which reader a text wants: JSON when it starts with '{'. */
int load_is_json(const char *buf, size_t len);

/* Reads buf[0..len) with the reader its first character asks for.
 * NULL with err filled on bad input. */
struct fx_graph *load_graph(const char *buf, size_t len, struct error *err);

/* The same, cut short by guard (base/guard.h), which may be NULL. */
struct fx_graph *load_graph_guarded(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* The forms fxviz reads, by the names --from and ?from= take. */
#define LOAD_FORMS	"fx, tabular, json, code"

/* Whether form is one of LOAD_FORMS. */
int load_form_known(const char *form);

/* The same, read as form (one of LOAD_FORMS, or NULL to find it from the
 * text). The graph's form says which was read. NULL with err filled: bad
 * input, or an unknown form (ERROR_INPUT). A text that is none of the
 * forms gets one error naming them all, at the line where it stopped
 * making sense. */
struct fx_graph *load_graph_as(const char *buf, size_t len, const char *form,
    const struct guard *guard, struct error *err);

#endif
