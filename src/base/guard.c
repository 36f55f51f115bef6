/* guard: the deadline and the "still there?" question of long work. */
#include "config.h"

#include "base/guard.h"

#include "base/error.h"
#include "base/io.h"

int
guard_check(const struct guard *guard, struct error *err)
{
	if (guard == NULL)
		return 0;
	if (guard->deadline != 0 && io_now_ms() >= guard->deadline) {
		error_kind_set(err, ERROR_LIMIT, "reading the graph took longer "
		    "than this server allows");
		return -1;
	}
	if (guard->gone != NULL && guard->gone(guard->ctx)) {
		error_kind_set(err, ERROR_IO, "the client left before its graph "
		    "was read");
		return -1;
	}
	return 0;
}
