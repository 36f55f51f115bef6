/* host: whether a request's Host header names this server, against DNS
 * rebinding: a page on attacker.example whose name is made to resolve to
 * 127.0.0.1 reaches a loopback server with "Host: attacker.example". */
#ifndef FXVIZ_HOST_H
#define FXVIZ_HOST_H

#include <stddef.h>

/* Whether host (a Host header's value: name or address, an optional
 * ":PORT") names a loopback address (127.0.0.0/8 as a dotted quad,
 * [::1], [::ffff:127.x.y.z]), localhost or a name under .localhost, or
 * one of the n names in allowed (compared without case; an IPv6
 * address with its brackets). A trailing dot ends a name as well. NULL
 * is not allowed. */
int host_allowed(const char *host, const char *const *allowed, size_t n);

#endif
