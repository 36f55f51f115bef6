/* code_pytree: a forward that takes and gives pytrees, as torch's
 * _PyTreeCodeGen writes it: the flatten, the unflatten, the annotations
 * declared before the flatten. */
#ifndef FXVIZ_CODE_PYTREE_H
#define FXVIZ_CODE_PYTREE_H

#include <stddef.h>
#include <stdint.h>

#include "format/code_loader.h"

/* Whether the statement after the 'def forward(...):' at first is
 * torch's pytree flatten. */
int code_flattens_after(const char *buf, size_t len, size_t first);

/* Whether the current statement, in a forward that takes pytrees, only
 * declares annotations ('a: "f32[2]"; '), or flattens its pytrees. */
int code_declares(const struct loader *l);
int code_flattens(const struct loader *l);

/* 'a, b, = fx_pytree.tree_flatten_spec(...)': the placeholders. The
 * current token is the first name. 0 or -1. */
int code_parse_flatten(struct loader *l, uint32_t line);

/* 'pytree.tree_unflatten([a, b], ...)', the current token 'pytree': the
 * list; NULL with the error set. */
struct fx_value *code_parse_unflatten(struct loader *l);

/* 'a: "f32[2]"; b: "f32[3]"; ', the current token ':' after name: the
 * annotations the flatten's names take. 0 or -1. */
int code_parse_decls(struct loader *l, struct token name);

#endif
