/* array: room for one more item in a growable array. */
#include "config.h"

#include "base/array.h"

#include <stdint.h>
#include <stdlib.h>

int
array_grow(void **items, size_t n, size_t *cap, size_t size)
{
	size_t c;
	void *grown;

	if (n < *cap)
		return 0;
	c = *cap ? *cap * 2 : 16;
	if (c < *cap || c > SIZE_MAX / size ||
	    (grown = realloc(*items, c * size)) == NULL)
		return -1;
	*items = grown;
	*cap = c;
	return 0;
}
