/* code_loader: the state load_code's files share while they read one
 * forward: the text, the tokenizer's place, the graph being made. Only
 * load_code and its code_* files include it. */
#ifndef FXVIZ_CODE_LOADER_H
#define FXVIZ_CODE_LOADER_H

#include <stddef.h>
#include <stdint.h>

#include "base/name_index.h"

struct error;
struct fx_graph;
struct fx_rename;
struct fx_value;
struct guard;

#define MAX_PATH	1024	/* a dotted target */

enum tok { T_EOF, T_NL, T_NAME, T_NUM, T_STR, T_OP };

struct token {
	enum tok type;
	size_t at, end;		/* offsets in buf */
};

/* A name the code binds to a node without making one (l_x_ = L_x_). */
struct alias {
	const char *name;	/* in the loader's own arena */
	uint32_t node;
};

struct loader {
	const char *buf;
	size_t len;
	struct fx_graph *g;
	struct error *err;
	const struct guard *guard;	/* or NULL */
	size_t pos;		/* the tokenizer's next byte */
	int depth;		/* brackets open at pos */
	struct token tok;	/* the current token */
	int tok_depth;		/* brackets open before it */
	struct alias *aliases;
	size_t n_aliases, cap_aliases;
	struct name_index alias_names;	/* over aliases: no input can make
					 * each look-up a walk of them all */
	struct arena *alias_arena;	/* their names, gone with the read */
	const char *trace;	/* the last '# File: ...' comment's text: the
				 * stack trace of the nodes after it, as
				 * torch writes one only when it changes;
				 * or NULL */
	size_t line_at;		/* line_of's last offset, and its line: */
	uint32_t line_no;	/* statements come in order, so each count
				 * goes on from the last */
	int pytree;		/* the forward takes and gives pytrees: its
				 * parameters are no nodes; the names its
				 * first statement flattens them into are */
	struct token *decls;	/* 'a: "f32[2]"; b: "f32[3]"; ': pairs of
				 * name and annotation, for those names */
	size_t n_decls, cap_decls;
	int level;		/* 0: the text's graph; 1: a class nested in
				 * its class, and so on */
	struct fx_rename *renames;	/* 'l_x_ = L_x_': placeholders
					 * named apart from their targets,
					 * named at the forward's end */
	size_t n_renames, cap_renames;
	int returned;		/* the forward being read has returned */
};

/* What an expression is, before it is known which node it makes. */
enum ekind { E_VALUE, E_PATH, E_CALL, E_SUBSCRIPT };
enum root { ROOT_SELF, ROOT_NODE, ROOT_NAME };

struct expr {
	enum ekind kind;
	size_t at, end;
	/* E_PATH, E_CALL (the callee) */
	enum root root;
	uint32_t node;		/* ROOT_NODE */
	int parts;		/* components after the root */
	char path[MAX_PATH];	/* without "self."; with the node's name */
	size_t path_len;
	size_t last_part;	/* where the last component starts in path */
	/* E_VALUE: the value; E_SUBSCRIPT: the base; E_CALL: args */
	struct fx_value *value;
	struct fx_value *index;	/* E_SUBSCRIPT */
	struct fx_value *kwargs;	/* E_CALL */
};

#endif
