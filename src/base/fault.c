/* fault: FXVIZ_FAULT (or the file FXVIZ_FAULT_FILE names) lists the
 * sites that fail on purpose. */
#include "config.h"

#include "base/fault.h"

#include <ctype.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Whether point is an item of list[0..len): commas between, whitespace
 * at the ends of items ignored (a file's newline). */
static int
listed(const char *list, size_t len, const char *point)
{
	const char *p = list, *end = list + len, *comma, *a, *b;
	size_t n = strlen(point);

	for (; p < end; p = comma + 1) {
		if ((comma = memchr(p, ',', (size_t)(end - p))) == NULL)
			comma = end;
		for (a = p; a < comma && isspace((unsigned char)*a); a++)
			;
		for (b = comma; b > a && isspace((unsigned char)b[-1]); b--)
			;
		if (b > a && (size_t)(b - a) == n && memcmp(a, point, n) == 0)
			return 1;
	}
	return 0;
}

int
fault_inject(const char *point)
{
	const char *list = getenv("FXVIZ_FAULT"), *path;
	char buf[1024];
	ssize_t n;
	int fd;

	if (list != NULL)
		return listed(list, strlen(list), point);
	if ((path = getenv("FXVIZ_FAULT_FILE")) == NULL ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		return 0;
	n = read(fd, buf, sizeof(buf));
	close(fd);
	return n > 0 && listed(buf, (size_t)n, point);
}
