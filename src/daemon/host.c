/* host: the Host header's name against loopback names and --allow-host. */
#include "config.h"

#include "daemon/host.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <strings.h>

#define NAME_MAX_LEN	255	/* a DNS name's longest */

/* Whether s[0..n) is a loopback address of family af, written as
 * inet_pton reads it: for IPv4 a dotted quad with 127 first, every part
 * a decimal 0-255 with no leading zero (what a browser's URL parser
 * writes: it turns 127.1 or 0x7f.1 into 127.0.0.1 before sending it);
 * for IPv6 (inside the brackets) ::1, or IPv4's mapped into IPv6. */
static int
loopback_address(int af, const char *s, size_t n)
{
	char text[INET6_ADDRSTRLEN + 1];
	struct in6_addr a6;
	struct in_addr a4;

	if (n >= sizeof(text))
		return 0;
	memcpy(text, s, n);
	text[n] = '\0';
	if (af == AF_INET)
		return inet_pton(AF_INET, text, &a4) == 1 &&
		    (ntohl(a4.s_addr) >> 24) == 127;
	if (inet_pton(AF_INET6, text, &a6) != 1)
		return 0;
	return IN6_IS_ADDR_LOOPBACK(&a6) ||
	    (IN6_IS_ADDR_V4MAPPED(&a6) && a6.s6_addr[12] == 127);
}

/* Whether s[0..n) is localhost or ends in ".localhost" (RFC 6761: those
 * names are loopback's, and browsers resolve them so themselves). */
static int
localhost(const char *s, size_t n)
{
	static const char name[] = "localhost";
	size_t k = sizeof(name) - 1;

	if (n < k || strncasecmp(s + n - k, name, k) != 0)
		return 0;
	return n == k || (s[n - k - 1] == '.' && n > k + 1);
}

int
host_allowed(const char *host, const char *const *allowed, size_t n)
{
	const char *end, *port;
	size_t len, i;

	if (host == NULL)
		return 0;
	if (host[0] == '[') {
		if ((end = strchr(host, ']')) == NULL)
			return 0;
		port = end + 1;
	} else {
		port = host + strcspn(host, ":");
	}
	/* nothing but ":" and digits after the name */
	if (*port != '\0' && (*port != ':' ||
	    strspn(port + 1, "0123456789") != strlen(port + 1)))
		return 0;
	len = (size_t)(port - host);
	if (host[0] == '[') {
		if (loopback_address(AF_INET6, host + 1, len - 2))
			return 1;
	} else {
		if (len > 1 && host[len - 1] == '.')
			len--;
		if (len == 0 || len > NAME_MAX_LEN)
			return 0;
		if (loopback_address(AF_INET, host, len) ||
		    localhost(host, len))
			return 1;
	}
	for (i = 0; i < n; i++)
		if (strlen(allowed[i]) == len &&
		    strncasecmp(host, allowed[i], len) == 0)
			return 1;
	return 0;
}
