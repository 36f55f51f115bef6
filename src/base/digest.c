/* digest: SHA-256 through nettle, cut to an id. */
#include "config.h"

#include "base/digest.h"

#include <nettle/sha2.h>
#include <stdint.h>

void
digest_id(const void *bytes, size_t len, char id[DIGEST_ID_LEN + 1])
{
	static const char hex[] = "0123456789abcdef";
	uint8_t digest[SHA256_DIGEST_SIZE];
	struct sha256_ctx ctx;
	int i;

	sha256_init(&ctx);
	sha256_update(&ctx, len, bytes);
	sha256_digest(&ctx, sizeof(digest), digest);
	for (i = 0; i < DIGEST_ID_LEN / 2; i++) {
		id[2 * i] = hex[digest[i] >> 4];
		id[2 * i + 1] = hex[digest[i] & 15];
	}
	id[DIGEST_ID_LEN] = '\0';
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
