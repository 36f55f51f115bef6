/* str.c: fixture for layers.test; an include in a comment is no edge. */
#include "base/str.h"
/* Not an include:
#include "model/node.h"
 */

int str_len(const char *s) { int n = 0; while (s[n]) n++; return n; }
