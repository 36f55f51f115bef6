/* digest: SHA-256 names for content: graph ids, ETags, and digests fed in
 * pieces. */
#ifndef FXVIZ_DIGEST_H
#define FXVIZ_DIGEST_H

#include <nettle/sha2.h>
#include <stddef.h>
#include <stdint.h>

#define DIGEST_ID_LEN	24	/* hex digits of SHA-256: 96 bits */
#define DIGEST_HEX_LEN	64	/* hex digits of the whole SHA-256 */

/* The first DIGEST_ID_LEN hex digits of the SHA-256 of bytes[0..len),
 * NUL-terminated. The same bytes always get the same id. */
void digest_id(const void *bytes, size_t len, char id[DIGEST_ID_LEN + 1]);

/* Whether s is an id: DIGEST_ID_LEN lowercase hex digits. */
int digest_id_valid(const char *s);

/* A SHA-256 of content fed in pieces, for content that is not one run
 * of bytes (a graph's strings and numbers: model/graph_digest.h). */
struct digest_stream {
	struct sha256_ctx sha;
};

void digest_stream_init(struct digest_stream *d);
void digest_stream_add(struct digest_stream *d, const void *bytes,
    size_t len);
/* The whole digest as DIGEST_HEX_LEN lowercase hex digits,
 * NUL-terminated. */
void digest_stream_end(struct digest_stream *d,
    char hex[DIGEST_HEX_LEN + 1]);

#endif
