/* code_statement: one statement of a forward's body: 'name = EXPR',
 * the in-place forms, aliases of placeholders, 'return EXPR'. */
#ifndef FXVIZ_CODE_STATEMENT_H
#define FXVIZ_CODE_STATEMENT_H

#include <stdint.h>

#include "format/code_loader.h"

/* Reads the statement at the current token, on line line, into l's
 * graph; 0, or -1 with the error set. */
int code_parse_statement(struct loader *l, uint32_t line);

#endif
