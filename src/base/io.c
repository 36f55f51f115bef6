/* io: whole reads and writes on file descriptors, with deadlines. */
#include "config.h"

#include "base/io.h"

#include <errno.h>
#include <poll.h>
#include <time.h>
#include <unistd.h>

int64_t
io_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

double
io_ms_since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) * 1e3 +
	    (double)(t.tv_nsec - t0->tv_nsec) / 1e6;
}

int
io_wait(int fd, short events, int64_t deadline)
{
	struct pollfd p = { fd, events, 0 };
	int rc;

	for (;;) {
		int timeout = -1;

		if (deadline >= 0) {
			int64_t left = deadline - io_now_ms();

			if (left <= 0)
				return -1;
			timeout = left > 60000 ? 60000 : (int)left;
		}
		rc = poll(&p, 1, timeout);
		if (rc > 0)
			return 0;
		if (rc == -1 && errno != EINTR)
			return 0;	/* let the read or write report it */
	}
}

int
io_write_all(int fd, const void *buf, size_t n, int64_t deadline)
{
	const char *p = buf;

	while (n > 0) {
		ssize_t k;

		if (io_wait(fd, POLLOUT, deadline) == -1)
			return -2;
		k = write(fd, p, n);
		if (k == -1 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (k <= 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

int
io_read_all(int fd, void *buf, size_t n, int64_t deadline)
{
	char *p = buf;

	while (n > 0) {
		ssize_t k;

		if (io_wait(fd, POLLIN, deadline) == -1)
			return -2;
		k = read(fd, p, n);
		if (k == -1 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (k <= 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

int
io_pread_all(int fd, void *buf, size_t n, size_t off)
{
	char *p = buf;
	ssize_t got;

	while (n > 0) {
		if ((got = pread(fd, p, n, (off_t)off)) == -1 && errno == EINTR)
			continue;
		if (got <= 0)
			return -1;
		p += got;
		off += (size_t)got;
		n -= (size_t)got;
	}
	return 0;
}
