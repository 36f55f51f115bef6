/* check_host: which Host headers a loopback server answers (DNS
 * rebinding: a page's own name made to resolve to 127.0.0.1). */
#include "config.h"

#include <check.h>
#include <stddef.h>

#include "daemon/host.h"
#include "testlib.h"

static const char *const allowed[] = { "fxviz.example", "[fe80::1]" };

START_TEST(loopback_names_and_addresses_are_answered)
{
	static const char *const hosts[] = {
		"localhost", "localhost:8080", "LOCALHOST:1", "localhost.",
		"localhost:", "app.localhost", "a.b.localhost:9", "127.0.0.1",
		"127.0.0.1:8080", "127.255.255.254", "127.0.0.1.", "[::1]",
		"[::1]:8080", "[0:0:0:0:0:0:0:1]", "[::ffff:127.0.0.1]:80",
		"[::ffff:7f00:1]", "fxviz.example", "FXVIZ.Example:443",
		"fxviz.example.", "[fe80::1]:80",
	};
	size_t i;

	for (i = 0; i < sizeof(hosts) / sizeof(hosts[0]); i++)
		ck_assert_msg(host_allowed(hosts[i], allowed, 2), "%s refused",
		    hosts[i]);
}
END_TEST

START_TEST(other_names_get_421)
{
	static const char *const hosts[] = {
		"attacker.example", "attacker.example:8080", "", ":8080",
		"127.0.0.1.attacker.example", "localhost.attacker.example",
		"evillocalhost", ".localhost", "localhost..", "10.0.0.1",
		"128.0.0.1", "127.0.0", "127.0.0.1.1", "127.1", "0x7f.0.0.1",
		"0177.0.0.1", "127.0.0.256", "127.00.0.1", "2130706433",
		"localhost:80x", "localhost:8080:1", "localhost 1",
		"127.0.0.1@attacker.example", "[::2]", "[::1", "[::1]x",
		"[::ffff:10.0.0.1]", "[fe80::2]", "fxviz.example.org",
		"sub.fxviz.example",
	};
	size_t i;

	ck_assert(!host_allowed(NULL, allowed, 2));
	for (i = 0; i < sizeof(hosts) / sizeof(hosts[0]); i++)
		ck_assert_msg(!host_allowed(hosts[i], allowed, 2), "%s answered",
		    hosts[i]);
	/* without --allow-host, only loopback's */
	ck_assert(!host_allowed("fxviz.example", NULL, 0));
	ck_assert(host_allowed("localhost:1", NULL, 0));
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("host");
	TCase *tc = tcase_create("host");

	tcase_add_test(tc, loopback_names_and_addresses_are_answered);
	tcase_add_test(tc, other_names_get_421);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
