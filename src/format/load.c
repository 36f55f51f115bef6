/* load: picks the reader for an input. */
#include "config.h"

#include "format/load.h"

#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "format/load_code.h"
#include "format/load_fxir.h"
#include "format/load_json.h"
#include "format/load_tabular.h"
#include "model/graph.h"

int
load_is_json(const char *buf, size_t len)
{
	size_t i = 0;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		i = 3;	/* a byte order mark */
	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	return i < len && buf[i] == '{';
}

static const struct {
	const char *name;
	struct fx_graph *(*read)(const char *, size_t, const struct guard *,
	    struct error *);
} forms[] = {
	{ "fx", load_fxir },
	{ "tabular", load_tabular },
	{ "json", load_json },
	{ "code", load_code },
};

/* The line where the text starts: the first that is not blank. */
static size_t
first_line(const char *buf, size_t len)
{
	size_t i = 0;

	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	while (i > 0 && buf[i - 1] != '\n')
		i--;
	return i;
}

int
load_form_known(const char *form)
{
	size_t k;

	for (k = 0; k < sizeof(forms) / sizeof(forms[0]); k++)
		if (strcmp(forms[k].name, form) == 0)
			return 1;
	return 0;
}

struct fx_graph *
load_graph_as(const char *buf, size_t len, const char *form,
    const struct guard *guard, struct error *err)
{
	struct fx_graph *g;
	size_t i, k;
	int line, col;

	if (form == NULL)
		k = load_is_json(buf, len) ? 2 : load_is_tabular(buf, len) ? 1 :
		    load_is_fragment(buf, len) ? 0 : load_is_code(buf, len) ?
		    3 : 0;
	else
		for (k = 0; k < sizeof(forms) / sizeof(forms[0]) &&
		    strcmp(forms[k].name, form) != 0; k++)
			;
	if (k == sizeof(forms) / sizeof(forms[0])) {
		error_set(err, "no form '%.32s' (%s)", form, LOAD_FORMS);
		return NULL;
	}
	if ((g = forms[k].read(buf, len, guard, err)) != NULL) {
		g->form = forms[k].name;
		return g;
	}
	/* Found from the text, and wrong from its very start: it is none of
	 * the forms, rather than a graph with a fault, which keeps its own
	 * message. */
	i = first_line(buf, len);
	while (i < len && (buf[i] == ' ' || buf[i] == '\t'))
		i++;
	error_place(buf, len, i, &line, &col);
	if (form == NULL && err->kind == ERROR_INPUT && err->line == line &&
	    err->column == col) {
		char why[sizeof(err->msg)];

		snprintf(why, sizeof(why), "%s", err->msg);
		error_at(err, buf, len, i, "not a graph fxviz reads: it reads "
		    "the text print(gm.graph) prints, a print_tabular() table, "
		    "the Python code of gm.code and fxviz JSON (%s); here: %s",
		    LOAD_FORMS, why);
	}
	return NULL;
}

struct fx_graph *
load_graph_guarded(const char *buf, size_t len,
    const struct guard *guard, struct error *err)
{
	return load_graph_as(buf, len, NULL, guard, err);
}

struct fx_graph *
load_graph(const char *buf, size_t len, struct error *err)
{
	return load_graph_guarded(buf, len, NULL, err);
}
