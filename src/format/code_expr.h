/* code_expr: load_code's expressions: names, attributes, calls,
 * subscripts, and the values of arguments. */
#ifndef FXVIZ_CODE_EXPR_H
#define FXVIZ_CODE_EXPR_H

#include <stddef.h>
#include <stdint.h>

#include "format/code_loader.h"

/* The node called buf[at..at+n), through aliases too; -1 when none. */
int64_t code_find_node(const struct loader *l, size_t at, size_t n);

/* A value that is the node; NULL when out of memory. */
struct fx_value *code_node_value(struct loader *l, uint32_t node);

/* The tuple (a,) or (a, b) when b is not NULL; NULL when out of
 * memory. */
struct fx_value *code_tuple_of(struct loader *l, struct fx_value *a,
    struct fx_value *b);

/* An expression as an argument value; NULL with the error set. */
struct fx_value *code_to_value(struct loader *l, struct expr *e);

/* value := ['-'] postfix, read as an argument value; NULL with the error
 * set. */
struct fx_value *code_parse_value(struct loader *l);

/* postfix := atom ('.' NAME | '(' args ')' | '[' index ']')*, into e;
 * 0 or -1. */
int code_parse_postfix(struct loader *l, struct expr *e);

/* '[' index ']', the current token '[': one item, or a tuple of them;
 * NULL with the error set. */
struct fx_value *code_parse_index(struct loader *l);

#endif
