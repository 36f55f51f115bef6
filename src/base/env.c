/* env: a number of MB, or an error that says which variable is wrong. */
#include "config.h"

#include "base/env.h"

#include <errno.h>
#include <stdlib.h>

#include "base/error.h"

int
env_mb(const char *name, size_t def_mb, long max_mb, size_t *bytes,
    struct error *err)
{
	const char *v = getenv(name);
	char *end;
	long mb;

	*bytes = def_mb << 20;
	if (v == NULL || *v == '\0')
		return 0;
	errno = 0;
	mb = strtol(v, &end, 10);
	if (errno != 0 || *end != '\0' || mb < 0 || mb > max_mb) {
		error_kind_set(err, ERROR_INPUT, "%s takes a number of MB from 0 "
		    "to %ld, not '%.40s'", name, max_mb, v);
		return -1;
	}
	*bytes = (size_t)mb << 20;
	return 0;
}
