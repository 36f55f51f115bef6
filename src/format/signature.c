/* signature: reads the graph signature print(exported_program) writes
 * (torch/export/exported_program.py, ExportedProgram.__str__) into the
 * meta of the nodes it names. */
#include "config.h"

#include "format/signature.h"

#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "model/graph.h"

static int
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static int
starts(const char *b, size_t s, size_t end, const char *word)
{
	return end - s >= strlen(word) && memcmp(b + s, word, strlen(word)) == 0;
}

/* Where s..end holds word, or end. */
static size_t
find(const char *b, size_t s, size_t end, const char *word)
{
	size_t n = strlen(word);

	for (; s + n <= end; s++)
		if (memcmp(b + s, word, n) == 0)
			return s;
	return end;
}

int
signature_starts(const char *buf, size_t len, size_t at)
{
	while (at < len && is_blank(buf[at]))
		at++;
	return starts(buf, at, len, "Graph signature:") ||
	    starts(buf, at, len, "Graph Signature:");
}

/* Gives the node called name[0..n) the kind and the target (t, tn; t
 * NULL: none), unless the signature named it already: a node named twice
 * (a placeholder returned as it is, a mutated input also returned) keeps
 * its first kind, the inputs' or the mutation's, with that kind's target.
 * -1 when out of memory. */
static int
mark(struct fx_graph *g, const char *name, size_t n, const char *kind,
    size_t kn, const char *t, size_t tn)
{
	struct fx_meta *m;
	int64_t i;

	if (n == 0 || kn == 0)
		return 0;	/* a constant: nothing in the graph */
	if ((i = fx_graph_find(g, name, n)) < 0)
		return fx_graph_warn(g, "the graph signature names '%.*s', "
		    "which is no node", (int)(n > 64 ? 64 : n), name);
	m = &g->nodes[i].meta;
	if (m->sig_kind != NULL)
		return 0;
	if ((m->sig_kind = arena_strndup(g->arena, kind, kn)) == NULL ||
	    (t != NULL && (m->sig_target = arena_strndup(g->arena, t, tn)) ==
	    NULL))
		return -1;
	return 0;
}

/* One line of the spelling of torch 2.5 on, 'NAME: KIND[ target='T'][
 * persistent=B]'; '# inputs', '# outputs' and blank lines pass. */
static int
read_line(struct fx_graph *g, const char *b, size_t s, size_t end)
{
	size_t colon, k, ke, t = 0, te = 0;

	while (s < end && is_blank(b[s]))
		s++;
	while (end > s && is_blank(b[end - 1]))
		end--;
	if (s == end || b[s] == '#')
		return 0;
	colon = find(b, s, end, ": ");
	if (colon == end)
		return 0;
	for (k = ke = colon + 2; ke < end && !is_blank(b[ke]); ke++)
		;
	if (k == ke || b[k] < 'A' || b[k] > 'Z')
		return 0;
	if (starts(b, ke, end, " target='")) {
		t = ke + 9;
		if ((te = find(b, t, end, "' persistent=")) == end) {
			te = end;
			if (te > t && b[te - 1] == '\'')
				te--;
		}
	}
	return mark(g, b + s, colon - s, b + k, ke - k, t ? b + t : NULL,
	    te - t);
}

/* The quoted string repr() wrote at b[*p] ('...' or "..."): its text in
 * *s..*e, *p past it. 0 when there is none. */
static int
quoted(const char *b, size_t *p, size_t end, size_t *s, size_t *e)
{
	char q;
	size_t i;

	if (*p >= end || (b[*p] != '\'' && b[*p] != '"'))
		return 0;
	q = b[*p];
	for (i = *p + 1; i < end && b[i] != q; i++)
		if (b[i] == '\\')
			i++;
	if (i >= end)
		return 0;
	*s = *p + 1;
	*e = i;
	*p = i + 1;
	return 1;
}

/* The repr of torch 2.2 to 2.4: each 'InputSpec(kind=<InputKind.KIND: n>,
 * arg=XArgument(name='NAME', ...), target='T' or None, ...)' and
 * OutputSpec the same. */
static int
read_repr(struct fx_graph *g, const char *b, size_t s, size_t end)
{
	size_t p, q, k, ke, spec_end, name, name_e, t, te;

	for (p = find(b, s, end, "Spec(kind=<"); p < end; p = spec_end) {
		spec_end = find(b, p + 11, end, "Spec(kind=<");
		if ((k = find(b, p, spec_end, "Kind.")) == spec_end)
			continue;
		k += 5;
		for (ke = k; ke < spec_end && b[ke] != ':' && b[ke] != '>';
		    ke++)
			;
		q = find(b, ke, spec_end, "(name=");
		if (q == spec_end)
			continue;	/* ConstantArgument(value=1) */
		q += 6;
		if (!quoted(b, &q, spec_end, &name, &name_e))
			continue;
		t = te = 0;
		if ((q = find(b, q, spec_end, "target=")) < spec_end) {
			q += 7;
			if (!quoted(b, &q, spec_end, &t, &te))
				t = te = 0;
		}
		if (mark(g, b + name, name_e - name, b + k, ke - k,
		    t ? b + t : NULL, te - t) == -1)
			return -1;
	}
	return 0;
}

/* One field of the repr of torch 2.0 and 2.1, 'FIELD=[...]' (names of
 * kind) or 'FIELD={...}' ('NAME': 'TARGET' pairs), in b[s..end): each
 * name marked as kind. */
static int
read_field(struct fx_graph *g, const char *b, size_t s, size_t end,
    const char *field, const char *kind)
{
	size_t p = find(b, s, end, field), close, name, name_e, t, te;
	char open;

	if (p == end)
		return 0;
	p += strlen(field);
	if (p >= end || (b[p] != '[' && b[p] != '{'))
		return 0;
	open = b[p++];
	close = find(b, p, end, open == '[' ? "]" : "}");
	while (p < close) {
		while (p < close && (is_blank(b[p]) || b[p] == ','))
			p++;
		if (!quoted(b, &p, close, &name, &name_e))
			break;
		t = te = 0;
		if (open == '{') {
			while (p < close && (is_blank(b[p]) || b[p] == ':'))
				p++;
			if (!quoted(b, &p, close, &t, &te))
				break;
		}
		if (mark(g, b + name, name_e - name, kind, strlen(kind),
		    t ? b + t : NULL, te - t) == -1)
			return -1;
	}
	return 0;
}

/* The repr of torch 2.0 and 2.1: 'ExportGraphSignature(parameters=[...],
 * buffers=[...], user_inputs=['arg2_1'], user_outputs=['add'],
 * inputs_to_parameters={'arg0_1': 'fc.weight'}, inputs_to_buffers={...},
 * buffers_to_mutate={'add_1': 'steps'}, ...)': lists and dicts of names
 * rather than specs. */
static int
read_dicts(struct fx_graph *g, const char *b, size_t s, size_t end)
{
	static const struct {
		const char *field, *kind;
	} fields[] = {
		{ "user_inputs=", "USER_INPUT" },
		{ "inputs_to_parameters=", "PARAMETER" },
		{ "inputs_to_buffers=", "BUFFER" },
		{ "user_outputs=", "USER_OUTPUT" },
		{ "buffers_to_mutate=", "BUFFER_MUTATION" },
	};
	size_t i;

	for (i = 0; i < sizeof(fields) / sizeof(fields[0]); i++)
		if (read_field(g, b, s, end, fields[i].field,
		    fields[i].kind) == -1)
			return -1;
	return 0;
}

int
signature_read(struct fx_graph *g, const char *buf, size_t len, size_t at,
    struct error *err)
{
	size_t s, end, stop;
	const char *nl;

	/* the signature ends where the constraints start */
	for (stop = at; stop < len; stop = nl ? (size_t)(nl - buf) + 1 : len) {
		size_t i = stop;

		while (i < len && is_blank(buf[i]))
			i++;
		if (stop > at && (starts(buf, i, len, "Range constraints:") ||
		    starts(buf, i, len, "Symbol to range:")))
			break;
		nl = memchr(buf + stop, '\n', len - stop);
	}
	s = find(buf, at, stop, ":") + 1;
	if (find(buf, s, stop, "ExportGraphSignature(") < stop) {
		if ((find(buf, s, stop, "Spec(kind=<") < stop ?
		    read_repr(g, buf, s, stop) : read_dicts(g, buf, s, stop)) ==
		    -1)
			goto nomem;
		return 0;
	}
	for (; s < stop; s = end + 1) {
		nl = memchr(buf + s, '\n', stop - s);
		end = nl ? (size_t)(nl - buf) : stop;
		if (read_line(g, buf, s, end) == -1)
			goto nomem;
	}
	return 0;
nomem:
	error_nomem(err);
	return -1;
}
