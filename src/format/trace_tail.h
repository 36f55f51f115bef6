/* trace_tail: how much of a TORCH_TRACE file that torch is still writing
 * is whole events, to be read now; the rest waits for more. */
#ifndef FXVIZ_TRACE_TAIL_H
#define FXVIZ_TRACE_TAIL_H

#include <stddef.h>

/* The length of the longest prefix of the trace buf[0..len) that ends
 * after a whole event: every event but the last is whole once the next
 * one has begun; the last is whole once its line has ended and, when it
 * has a payload, the payload's lines so far have the MD5 its
 * "has_payload" names (what torch writes, and tlparse checks). 0 when no
 * event is whole yet. */
size_t trace_whole(const char *buf, size_t len);

#endif
