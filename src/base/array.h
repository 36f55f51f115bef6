/* array: room for one more item in a growable array of any type. */
#ifndef FXVIZ_ARRAY_H
#define FXVIZ_ARRAY_H

#include <stddef.h>

/* Makes room for one more item of size bytes in *items, which holds n
 * of *cap: doubles *cap (16 at first) when n has reached it. 0, or -1
 * when out of memory (*items and *cap as they were). */
int array_grow(void **items, size_t n, size_t *cap, size_t size);

#endif
