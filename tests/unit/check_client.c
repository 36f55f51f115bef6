/* check_client: whom a request is from: the peer's address, an IPv6
 * one's /64, and X-Forwarded-For only from the trusted proxy. */
#include "config.h"

#include <arpa/inet.h>
#include <check.h>
#include <netinet/in.h>
#include <string.h>

#include "base/error.h"
#include "daemon/client.h"
#include "testlib.h"

/* A peer at text (IPv4 or IPv6). */
static const struct sockaddr *
peer(const char *text, struct sockaddr_storage *ss)
{
	struct sockaddr_in *in = (struct sockaddr_in *)ss;
	struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)ss;

	memset(ss, 0, sizeof(*ss));
	if (inet_pton(AF_INET, text, &in->sin_addr) == 1) {
		in->sin_family = AF_INET;
	} else {
		ck_assert_int_eq(inet_pton(AF_INET6, text, &in6->sin6_addr), 1);
		in6->sin6_family = AF_INET6;
	}
	return (const struct sockaddr *)ss;
}

static void
expect(const char *from, const struct client_proxy *proxy,
    const char *forwarded, const char *want_address, const char *want_key)
{
	char address[CLIENT_NAME_SIZE], key[CLIENT_NAME_SIZE];
	struct sockaddr_storage ss;

	client_identify(peer(from, &ss), proxy, forwarded, address, key);
	ck_assert_msg(strcmp(address, want_address) == 0 &&
	    strcmp(key, want_key) == 0, "from %s, X-Forwarded-For %s: %s, "
	    "key %s; expected %s, key %s", from, forwarded ? forwarded : "none",
	    address, key, want_address, want_key);
}

static struct client_proxy
proxy_at(const char *text)
{
	struct client_proxy proxy;
	struct error err = { 0 };

	ck_assert_msg(client_proxy_parse(text, &proxy, &err) == 0, "%s",
	    err.msg);
	return proxy;
}

START_TEST(the_peer_is_the_client)
{
	expect("192.0.2.7", NULL, NULL, "192.0.2.7", "192.0.2.7");
	/* A dual-stack socket's IPv4 peer is the same client. */
	expect("::ffff:192.0.2.7", NULL, NULL, "192.0.2.7", "192.0.2.7");
	expect("::1", NULL, NULL, "::1", "::/64");
}
END_TEST

/* One host usually has a /64 to itself: its addresses are one client. */
START_TEST(an_ipv6_client_is_its_64)
{
	expect("2001:db8:1:2:aaaa::1", NULL, NULL, "2001:db8:1:2:aaaa::1",
	    "2001:db8:1:2::/64");
	expect("2001:db8:1:2:bbbb::9", NULL, NULL, "2001:db8:1:2:bbbb::9",
	    "2001:db8:1:2::/64");
	expect("2001:db8:1:3::1", NULL, NULL, "2001:db8:1:3::1",
	    "2001:db8:1:3::/64");
}
END_TEST

/* Anyone can send the header: without a trusted proxy, or from another
 * peer than it, it names nobody. */
START_TEST(x_forwarded_for_is_believed_only_from_the_proxy)
{
	struct client_proxy proxy = proxy_at("10.0.0.1");

	expect("192.0.2.7", NULL, "198.51.100.1", "192.0.2.7", "192.0.2.7");
	expect("192.0.2.7", &proxy, "198.51.100.1", "192.0.2.7", "192.0.2.7");
	expect("10.0.0.1", &proxy, "198.51.100.1", "198.51.100.1",
	    "198.51.100.1");
	proxy = proxy_at("2001:db8::5");
	expect("2001:db8::5", &proxy, "2001:db8:7::1", "2001:db8:7::1",
	    "2001:db8:7::/64");
	expect("2001:db8::6", &proxy, "2001:db8:7::1", "2001:db8::6",
	    "2001:db8::/64");
}
END_TEST

/* The proxy appends the address it saw; what comes before it is the
 * client's to write. */
START_TEST(the_last_forwarded_address_is_the_client)
{
	struct client_proxy proxy = proxy_at("127.0.0.1");

	expect("127.0.0.1", &proxy, "203.0.113.9, 198.51.100.1",
	    "198.51.100.1", "198.51.100.1");
	expect("127.0.0.1", &proxy, "forged,198.51.100.1 ", "198.51.100.1",
	    "198.51.100.1");
	expect("127.0.0.1", &proxy, "198.51.100.1:5000", "198.51.100.1",
	    "198.51.100.1");
	expect("127.0.0.1", &proxy, "[2001:db8::1]:443", "2001:db8::1",
	    "2001:db8::/64");
	expect("127.0.0.1", &proxy, "2001:db8::1", "2001:db8::1",
	    "2001:db8::/64");
}
END_TEST

/* Without a readable last entry, the request is the proxy's own. */
START_TEST(an_unreadable_forwarded_address_is_the_proxy)
{
	struct client_proxy proxy = proxy_at("127.0.0.1");

	expect("127.0.0.1", &proxy, NULL, "127.0.0.1", "127.0.0.1");
	expect("127.0.0.1", &proxy, "", "127.0.0.1", "127.0.0.1");
	expect("127.0.0.1", &proxy, "198.51.100.1, unknown", "127.0.0.1",
	    "127.0.0.1");
	expect("127.0.0.1", &proxy, "198.51.100.1,", "127.0.0.1",
	    "127.0.0.1");
	expect("127.0.0.1", &proxy, "[2001:db8::1", "127.0.0.1", "127.0.0.1");
	expect("127.0.0.1", &proxy, "198.51.100.1.", "127.0.0.1",
	    "127.0.0.1");
}
END_TEST

START_TEST(a_bad_proxy_address_says_why)
{
	struct client_proxy proxy;
	struct error err = { 0 };

	ck_assert_int_eq(client_proxy_parse("proxy.example", &proxy, &err), -1);
	ck_assert_str_eq(err.msg, "--trusted-proxy takes an IPv4 or IPv6 "
	    "address (127.0.0.1, ::1), not 'proxy.example'");
	ck_assert_int_eq(client_proxy_parse("10.0.0.1:80", &proxy, &err), -1);
	ck_assert_int_eq(client_proxy_parse("", &proxy, &err), -1);
}
END_TEST

START_TEST(no_ip_peer_is_nobody)
{
	char address[CLIENT_NAME_SIZE], key[CLIENT_NAME_SIZE];
	struct sockaddr_storage ss;

	client_identify(NULL, NULL, NULL, address, key);
	ck_assert_str_eq(address, "");
	ck_assert_str_eq(key, "");
	memset(&ss, 0, sizeof(ss));
	ss.ss_family = AF_UNIX;
	client_identify((struct sockaddr *)&ss, NULL, NULL, address, key);
	ck_assert_str_eq(key, "");
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("client");
	TCase *tc = tcase_create("client");

	tcase_add_test(tc, the_peer_is_the_client);
	tcase_add_test(tc, an_ipv6_client_is_its_64);
	tcase_add_test(tc, x_forwarded_for_is_believed_only_from_the_proxy);
	tcase_add_test(tc, the_last_forwarded_address_is_the_client);
	tcase_add_test(tc, an_unreadable_forwarded_address_is_the_proxy);
	tcase_add_test(tc, a_bad_proxy_address_says_why);
	tcase_add_test(tc, no_ip_peer_is_nobody);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
