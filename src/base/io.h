/* io: whole reads and writes on file descriptors, with deadlines. */
#ifndef FXVIZ_IO_H
#define FXVIZ_IO_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

/* Milliseconds on the monotonic clock, for deadlines. */
int64_t io_now_ms(void);

/* Milliseconds (with fractions) since t0, taken from CLOCK_MONOTONIC. */
double io_ms_since(const struct timespec *t0);

/* Waits until fd is ready for events (poll's POLLIN, POLLOUT) or has an
 * error, which the next read or write then reports. deadline as below.
 * 0 when ready, -1 when the deadline passed first. */
int io_wait(int fd, short events, int64_t deadline);

/* Writes all n bytes, or reads exactly n, retrying short transfers and
 * interruptions. deadline: io_now_ms() time to give up at; -1 for none.
 * 0, -1 on an error or end of file, -2 when the deadline passed. */
int io_write_all(int fd, const void *buf, size_t n, int64_t deadline);
int io_read_all(int fd, void *buf, size_t n, int64_t deadline);

/* Reads exactly n bytes of the file fd at offset off, retrying short
 * reads and interruptions. 0, or -1 on an error or a file that ends
 * first. */
int io_pread_all(int fd, void *buf, size_t n, size_t off);

#endif
