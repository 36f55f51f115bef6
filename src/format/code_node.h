/* code_node: what load_code's statements end in: the node added, its
 * annotation into meta or type, the end of the statement. */
#ifndef FXVIZ_CODE_NODE_H
#define FXVIZ_CODE_NODE_H

#include <stddef.h>
#include <stdint.h>

#include "format/code_loader.h"
#include "model/graph.h"

/* Reads the end of a statement (past ';  a = b = None'); 0 or -1. */
int code_end_of_statement(struct loader *l);

/* Adds node name[0..n) (at offset at in the text) with its line and the
 * stack trace of the comment before it; its index in *index. 0, or -1
 * when the name is taken or bad, or out of memory. */
int code_add_node(struct loader *l, const char *name, size_t n, size_t at,
    enum fx_op op, const char *target, uint32_t line, uint32_t *index);

/* Reads past an annotation up to one of the stops at the depth it starts
 * at; *ann is where it is in the text. */
void code_skip_annotation(struct loader *l, const char *stop1,
    const char *stop2, const char *stop3, struct token *ann);

/* The annotation ann of node index into its meta or its type; -1 when
 * out of memory. */
int code_annotate(struct loader *l, uint32_t index, const struct token *ann);

#endif
