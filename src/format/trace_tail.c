/* trace_tail: an event of a TORCH_TRACE file is one line of torch's log
 * prefix and JSON, then its payload's lines, each after a tab. Python's
 * logging writes an event in one or two writes, so a reader can find the
 * file ending inside one: in a line, or between payload lines. The
 * payload's MD5 tells the second apart from a whole event. */
#include "config.h"

#include "format/trace_tail.h"

#include <nettle/md5.h>
#include <stdio.h>
#include <string.h>

#define HAS_PAYLOAD	"\"has_payload\": \""

/* Whether the event whose line is buf[start..eol) and whose payload lines
 * fill buf[eol + 1..end) is whole. */
static int
event_whole(const char *buf, size_t start, size_t eol, size_t end)
{
	static const char hex[] = "0123456789abcdef";
	uint8_t d[MD5_DIGEST_SIZE];
	char want[2 * MD5_DIGEST_SIZE], got[2 * MD5_DIGEST_SIZE];
	struct md5_ctx ctx;
	const char *at = NULL, *p;
	size_t k = sizeof(HAS_PAYLOAD) - 1, pos, i;

	for (p = buf + start; p + k <= buf + eol; p++)
		if (memcmp(p, HAS_PAYLOAD, k) == 0)
			at = p + k;	/* the last: a string holding it comes
					 * before, in the event's own data */
	if (at == NULL)
		return 1;
	if (at + sizeof(want) > buf + eol)
		return 0;	/* not the hash torch writes: never whole */
	memcpy(want, at, sizeof(want));
	md5_init(&ctx);
	for (pos = eol + 1; pos < end; ) {
		const char *nl = memchr(buf + pos, '\n', end - pos);
		size_t next = (size_t)(nl - buf) + 1;

		if (pos > eol + 1)
			md5_update(&ctx, 1, (const uint8_t *)"\n");
		md5_update(&ctx, next - 1 - (pos + 1),
		    (const uint8_t *)buf + pos + 1);
		pos = next;
	}
	md5_digest(&ctx, sizeof(d), d);
	for (i = 0; i < sizeof(d); i++) {
		got[2 * i] = hex[d[i] >> 4];
		got[2 * i + 1] = hex[d[i] & 15];
	}
	return memcmp(want, got, sizeof(want)) == 0;
}

size_t
trace_whole(const char *buf, size_t len)
{
	size_t pos = 0, start = 0, eol = 0, whole = 0;
	int in_event = 0;

	while (pos < len) {
		const char *nl = memchr(buf + pos, '\n', len - pos);

		if (nl == NULL)
			break;	/* a line not ended yet */
		if (buf[pos] != '\t') {
			/* An event begins: the one before is whole. */
			if (in_event)
				whole = start;
			in_event = 1;
			start = pos;
			eol = (size_t)(nl - buf);
		}
		pos = (size_t)(nl - buf) + 1;
	}
	if (in_event && event_whole(buf, start, eol, pos))
		whole = pos;
	return whole;
}
