/* digest: SHA-256 through nettle, cut to an id. */
#include "config.h"

#include "base/digest.h"

#include <nettle/sha2.h>
#include <stdint.h>

/* The first n hex digits of ctx's digest, NUL-terminated. */
static void
hex_of(struct sha256_ctx *ctx, char *out, int n)
{
	static const char hex[] = "0123456789abcdef";
	uint8_t digest[SHA256_DIGEST_SIZE];
	int i;

	sha256_digest(ctx, sizeof(digest), digest);
	for (i = 0; i < n / 2; i++) {
		out[2 * i] = hex[digest[i] >> 4];
		out[2 * i + 1] = hex[digest[i] & 15];
	}
	out[n] = '\0';
}

void
digest_id(const void *bytes, size_t len, char id[DIGEST_ID_LEN + 1])
{
	struct sha256_ctx ctx;

	sha256_init(&ctx);
	sha256_update(&ctx, len, bytes);
	hex_of(&ctx, id, DIGEST_ID_LEN);
}

void
digest_stream_init(struct digest_stream *d)
{
	sha256_init(&d->sha);
}

void
digest_stream_add(struct digest_stream *d, const void *bytes, size_t len)
{
	sha256_update(&d->sha, len, bytes);
}

void
digest_stream_end(struct digest_stream *d, char hex[DIGEST_HEX_LEN + 1])
{
	hex_of(&d->sha, hex, DIGEST_HEX_LEN);
}

int
digest_id_valid(const char *s)
{
	int i;

	for (i = 0; i < DIGEST_ID_LEN; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
			return 0;
	return s[DIGEST_ID_LEN] == '\0';
}
