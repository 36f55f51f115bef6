/* client: whom a request is from, for sharing the render workers: the
 * peer's address, or the one a trusted reverse proxy says it forwarded
 * for. */
#ifndef FXVIZ_CLIENT_H
#define FXVIZ_CLIENT_H

#include <sys/socket.h>

#include "base/error.h"

#define CLIENT_NAME_SIZE	64	/* an IPv6 address, "/64" and NUL fit */

/* The one reverse proxy whose X-Forwarded-For is believed. */
struct client_proxy {
	int set;
	unsigned char addr[16];	/* IPv6; IPv4 as ::ffff:a.b.c.d */
};

/* Parses the address of --trusted-proxy (IPv4 or IPv6, no port). 0, or
 * -1 with err filled. */
int client_proxy_parse(const char *text, struct client_proxy *proxy,
    struct error *err);

/* Whom a request from peer is from. When proxy (may be NULL) is set and
 * peer is it, the last address of forwarded (the X-Forwarded-For value
 * the proxy sent last, or NULL) names the client: the entry the proxy
 * itself added, since a client can write any entries before it. Past a
 * missing or unreadable entry, or from any other peer, the peer names
 * it. Fills address (for the log) and key (what the pool serves by: the
 * address, or for IPv6 its /64, the usual share of one host, so that a
 * client does not get a turn for each address of its network). Both
 * are "" when peer is NULL or no IP address. */
void client_identify(const struct sockaddr *peer,
    const struct client_proxy *proxy, const char *forwarded,
    char address[CLIENT_NAME_SIZE], char key[CLIENT_NAME_SIZE]);

#endif
