/* code_node: what load_code's statements end in: the node added with its
 * line and stack trace, its annotation read into meta or type, the end
 * of the statement checked. */
#include "config.h"

#include "format/code_node.h"

#include <string.h>

#include "base/arena.h"
#include "format/annotation.h"
#include "format/code_tokens.h"
#include "model/graph.h"

/* ';  a = b = None' after a statement: the code dropping references. */
static int
parse_cleanups(struct loader *l)
{
	while (code_is(l, ";")) {
		code_next(l);
		for (;;) {
			if (l->tok.type != T_NAME)
				return code_fail_at(l, l->tok.at, "unknown "
				    "statement after ';': expected 'a = b = "
				    "None'");
			if (code_is(l, "None")) {
				code_next(l);
				break;
			}
			code_next(l);
			if (code_expect(l, "=") == -1)
				return -1;
		}
	}
	return 0;
}

int
code_end_of_statement(struct loader *l)
{
	char seen[64];

	if (parse_cleanups(l) == -1)
		return -1;
	if (l->tok.type != T_NL && l->tok.type != T_EOF)
		return code_fail_at(l, l->tok.at, "expected the end of the "
		    "statement, found %s",
		    code_describe(l, seen, sizeof(seen)));
	return 0;
}

int
code_add_node(struct loader *l, const char *name, size_t n, size_t at,
    enum fx_op op, const char *target, uint32_t line, uint32_t *index)
{
	switch (fx_graph_add(l->g, name, n, op, target, strlen(target),
	    index)) {
	case FX_OK:
		l->g->nodes[*index].printed_users = -1;
		l->g->nodes[*index].line = line;
		l->g->nodes[*index].meta.stack_trace = l->trace;
		return 0;
	case FX_EDUP:
		return code_fail_at(l, at, "name '%.*s' is assigned twice",
		    (int)n, name);
	case FX_EBADNAME:
		return code_fail_at(l, at, "bad node name");
	default:
		return code_nomem(l);
	}
}

/* Reads past an annotation (': ANN', the ':' read) up to one of the
 * stops at the depth it starts at; *ann is where it is in buf. */
void
code_skip_annotation(struct loader *l, const char *stop1, const char *stop2,
    const char *stop3, struct token *ann)
{
	int depth = l->tok_depth;

	ann->at = ann->end = l->tok.at;
	while (l->tok.type != T_EOF && l->tok.type != T_NL &&
	    !(l->tok_depth == depth && (code_is(l, stop1) ||
	    code_is(l, stop2) || code_is(l, stop3)))) {
		ann->end = l->tok.end;
		code_next(l);
	}
}

/* A node's annotation into its meta or its type. torch 2.x's verbose code
 * (graph.py, _gen_python_code's emit_node) writes what it knows of the
 * value as a string: "f32[8, s0][8, 1]cuda:0" for a tensor (the strides
 * and the device on request), "FunctionalTensor(f32[8])" for a subclass
 * (the class is the type), "Sym(s0)" for a symbolic size; torch 2.0 and
 * 2.1 wrote a tensor's without the quotes. Any other
 * annotation (torch.Tensor) is node.type, as print(gm.graph) shows it;
 * so is a string that is no tensor. -1 when out of memory. */
int
code_annotate(struct loader *l, uint32_t index, const struct token *ann)
{
	struct fx_node *n = &l->g->nodes[index];
	struct fx_tensor *t;
	const char *text, *core, *why;
	size_t len, core_len, cls = 0, i, at;
	int depth = 0, rc;

	if (ann->end <= ann->at)
		return 0;
	if (l->buf[ann->at] != '"' && l->buf[ann->at] != '\'') {
		/* torch 2.0 and 2.1 wrote a tensor's bare: 'x: f32[8, 100]' */
		if ((t = arena_alloc(l->g->arena, sizeof(*t))) == NULL)
			return code_nomem(l);
		rc = annotation_tensor(l->g->arena, l->buf + ann->at,
		    ann->end - ann->at, t, &why, &at);
		if (rc == -2)
			return code_nomem(l);
		if (rc == 0) {
			n->meta.tensors = t;
			n->meta.n_tensors = 1;
			return 0;
		}
		n->type = arena_strndup(l->g->arena, l->buf + ann->at,
		    ann->end - ann->at);
		return n->type == NULL ? code_nomem(l) : 0;
	}
	if ((text = code_string_text(l, ann->at, ann->end)) == NULL)
		return -1;
	core = text;
	core_len = len = strlen(text);
	while (cls < len && code_is_word(text[cls]))
		cls++;
	if (cls > 0 && cls < len && text[cls] == '(' && text[len - 1] == ')' &&
	    !(cls == 3 && memcmp(text, "Sym", 3) == 0)) {
		core = text + cls + 1;
		for (i = cls + 1; i < len - 1; i++)
			if (text[i] == '[' || text[i] == '(')
				depth++;
			else if (text[i] == ']' || text[i] == ')')
				depth--;
			else if (text[i] == ',' && depth == 0)
				break;
		core_len = i - cls - 1;
	} else {
		cls = 0;
	}
	if ((t = arena_alloc(l->g->arena, sizeof(*t))) == NULL)
		return code_nomem(l);
	rc = annotation_tensor(l->g->arena, core, core_len, t, &why, &at);
	if (rc == -2)
		return code_nomem(l);
	if (rc == 0) {
		n->meta.tensors = t;
		n->meta.n_tensors = 1;
		if (cls > 0 && (n->type = arena_strndup(l->g->arena, text,
		    cls)) == NULL)
			return code_nomem(l);
		return 0;
	}
	n->type = text;
	return 0;
}
