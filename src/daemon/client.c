/* client: a request's client, from its peer's address or a trusted
 * proxy's X-Forwarded-For. Addresses are kept as 16 bytes of IPv6, IPv4
 * mapped into them, so that a dual-stack socket's ::ffff:1.2.3.4 and
 * 1.2.3.4 are one client. */
#include "config.h"

#include "daemon/client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>

static const unsigned char v4_mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0xff, 0xff };

/* text as an address: IPv4 or IPv6. 0, or -1 when it is neither. */
static int
parse_addr(const char *text, unsigned char addr[16])
{
	struct in_addr a4;

	if (inet_pton(AF_INET, text, &a4) == 1) {
		memcpy(addr, v4_mapped, 12);
		memcpy(addr + 12, &a4, 4);
		return 0;
	}
	return inet_pton(AF_INET6, text, addr) == 1 ? 0 : -1;
}

int
client_proxy_parse(const char *text, struct client_proxy *proxy,
    struct error *err)
{
	memset(proxy, 0, sizeof(*proxy));
	if (parse_addr(text, proxy->addr) == -1) {
		error_set(err, "--trusted-proxy takes an IPv4 or IPv6 address "
		    "(127.0.0.1, ::1), not '%.100s'", text);
		return -1;
	}
	proxy->set = 1;
	return 0;
}

/* peer's address, or -1 when it has none of IP. */
static int
peer_addr(const struct sockaddr *peer, unsigned char addr[16])
{
	if (peer == NULL)
		return -1;
	if (peer->sa_family == AF_INET) {
		const struct sockaddr_in *in = (const struct sockaddr_in *)peer;

		memcpy(addr, v4_mapped, 12);
		memcpy(addr + 12, &in->sin_addr, 4);
		return 0;
	}
	if (peer->sa_family == AF_INET6) {
		memcpy(addr, &((const struct sockaddr_in6 *)peer)->sin6_addr, 16);
		return 0;
	}
	return -1;
}

/* The last entry of an X-Forwarded-For value, as an address: "a, b, c"
 * gives c; an entry may be "[v6]", "[v6]:port" or "v4:port". 0, or -1
 * when there is none, or it is no address. */
static int
last_forwarded(const char *forwarded, unsigned char addr[16])
{
	char entry[CLIENT_NAME_SIZE];
	const char *start, *end, *colon;
	size_t n;

	if (forwarded == NULL)
		return -1;
	start = strrchr(forwarded, ',');
	start = start != NULL ? start + 1 : forwarded;
	while (*start == ' ' || *start == '\t')
		start++;
	end = start + strlen(start);
	while (end > start && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (*start == '[') {
		start++;
		if ((colon = memchr(start, ']', (size_t)(end - start))) == NULL)
			return -1;
		end = colon;
	} else if ((colon = memchr(start, ':', (size_t)(end - start))) !=
	    NULL && memchr(colon + 1, ':', (size_t)(end - colon - 1)) ==
	    NULL) {
		end = colon;	/* one colon: IPv4 and a port */
	}
	if ((n = (size_t)(end - start)) == 0 || n >= sizeof(entry))
		return -1;
	memcpy(entry, start, n);
	entry[n] = '\0';
	return parse_addr(entry, addr);
}

void
client_identify(const struct sockaddr *peer, const struct client_proxy *proxy,
    const char *forwarded, char address[CLIENT_NAME_SIZE],
    char key[CLIENT_NAME_SIZE])
{
	unsigned char addr[16], fwd[16];
	size_t n;

	address[0] = key[0] = '\0';
	if (peer_addr(peer, addr) == -1)
		return;
	if (proxy != NULL && proxy->set && memcmp(addr, proxy->addr, 16) == 0 &&
	    last_forwarded(forwarded, fwd) == 0)
		memcpy(addr, fwd, 16);
	if (memcmp(addr, v4_mapped, 12) == 0) {
		inet_ntop(AF_INET, addr + 12, address, CLIENT_NAME_SIZE);
		strcpy(key, address);
		return;
	}
	inet_ntop(AF_INET6, addr, address, CLIENT_NAME_SIZE);
	memset(addr + 8, 0, 8);
	inet_ntop(AF_INET6, addr, key, CLIENT_NAME_SIZE);
	n = strlen(key);
	snprintf(key + n, CLIENT_NAME_SIZE - n, "/64");
}
