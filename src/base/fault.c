/* fault: FXVIZ_FAULT names the allocation sites that fail on purpose. */
#include "config.h"

#include "base/fault.h"

#include <stdlib.h>
#include <string.h>

int
fault_inject(const char *point)
{
	const char *list = getenv("FXVIZ_FAULT"), *p, *end;
	size_t n = strlen(point);

	if (list == NULL)
		return 0;
	for (p = list; *p != '\0'; p = *end != '\0' ? end + 1 : end) {
		if ((end = strchr(p, ',')) == NULL)
			end = p + strlen(p);
		if (end > p && (size_t)(end - p) == n &&
		    memcmp(p, point, n) == 0)
			return 1;
	}
	return 0;
}
