/* digest: short SHA-256 names for content: graph ids and ETags. */
#ifndef FXVIZ_DIGEST_H
#define FXVIZ_DIGEST_H

#include <stddef.h>

#define DIGEST_ID_LEN	24	/* hex digits of SHA-256: 96 bits */

/* The first DIGEST_ID_LEN hex digits of the SHA-256 of bytes[0..len),
 * NUL-terminated. The same bytes always get the same id. */
void digest_id(const void *bytes, size_t len, char id[DIGEST_ID_LEN + 1]);

/* Whether s is an id: DIGEST_ID_LEN lowercase hex digits. */
int digest_id_valid(const char *s);

#endif
