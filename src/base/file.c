/* file: whole reads of files and standard input, and writes to where a
 * user names. */
#include "config.h"

#include "base/file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "base/error.h"
#include "base/io.h"

#define MAX_LINKS	40	/* as the kernel's ELOOP */

/* Reads fd to its end, at most max bytes, into a malloc'd,
 * NUL-terminated buffer; what names it (path) is for the messages, and
 * size (0: not known) what fstat says it holds, room for all of it in
 * one allocation. NULL with err filled. */
static char *
read_all(int fd, const char *path, size_t max, size_t size, size_t *len,
    struct error *err)
{
	size_t n = 0, cap = size > 0 && size < max ? size + 1 : 65536;
	char *buf = NULL, *p;
	ssize_t got;

	for (;;) {
		if (buf == NULL || n == cap) {
			cap = buf == NULL ? cap : cap * 2;
			if ((p = realloc(buf, cap + 1)) == NULL) {
				error_kind_set(err, ERROR_NOMEM,
				    "%s: out of memory", path);
				goto fail;
			}
			buf = p;
		}
		if ((got = read(fd, buf + n, cap - n)) == -1) {
			if (errno == EINTR)
				continue;
			error_kind_set(err, ERROR_IO, "cannot read %s: %s", path,
			    strerror(errno));
			goto fail;
		}
		if (got == 0)
			break;
		n += (size_t)got;
		if (n > max) {
			error_kind_set(err, ERROR_TOO_LARGE,
			    "%s is larger than %zu bytes", path, max);
			goto fail;
		}
	}
	buf[n] = '\0';
	*len = n;
	return buf;
fail:
	free(buf);
	return NULL;
}

static void
open_failed(const char *path, struct error *err)
{
	error_kind_set(err, errno == ENOENT ? ERROR_NOT_FOUND : ERROR_IO,
	    "cannot open %s: %s", path, strerror(errno));
}

char *
file_read(const char *path, size_t max, size_t *len, struct error *err)
{
	int fd = strcmp(path, "-") == 0 ? STDIN_FILENO : open(path,
	    O_RDONLY | O_NOCTTY | O_CLOEXEC);
	char *buf;

	if (fd == -1) {
		open_failed(path, err);
		return NULL;
	}
	buf = read_all(fd, path, max, 0, len, err);
	if (fd != STDIN_FILENO)
		close(fd);
	return buf;
}

/* What a file that is not a regular one is, for a message. */
static const char *
file_kind(mode_t mode)
{
	return S_ISDIR(mode) ? "a folder" : S_ISFIFO(mode) ? "a FIFO" :
	    S_ISCHR(mode) || S_ISBLK(mode) ? "a device" : S_ISSOCK(mode) ?
	    "a socket" : "not a regular file";
}

char *
file_read_at(int dirfd, const char *name, size_t max, size_t *len,
    struct error *err)
{
	struct stat st;
	char *buf = NULL;
	int fd;

	/* O_NONBLOCK: a FIFO opens at once, with or without a writer; a
	 * regular file reads as ever. */
	if ((fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_NOCTTY | O_CLOEXEC)) == -1) {
		if (errno == ELOOP)
			error_kind_set(err, ERROR_INPUT, "%s is a symbolic link: "
			    "only regular files are read here", name);
		else if (errno == ENXIO)	/* a socket */
			error_kind_set(err, ERROR_INPUT, "%s is a socket: only "
			    "regular files are read here", name);
		else
			open_failed(name, err);
		return NULL;
	}
	if (fstat(fd, &st) == -1) {
		error_kind_set(err, ERROR_IO, "cannot read %s: %s", name,
		    strerror(errno));
	} else if (!S_ISREG(st.st_mode)) {
		error_kind_set(err, ERROR_INPUT, "%s is %s: only regular files "
		    "are read here", name, file_kind(st.st_mode));
	} else if ((uint64_t)st.st_size > max) {
		error_kind_set(err, ERROR_TOO_LARGE, "%s is larger than %zu "
		    "bytes", name, max);
	} else {
		buf = read_all(fd, name, max, (size_t)st.st_size, len, err);
	}
	close(fd);
	return buf;
}

/* Where path leads: its final target, following symlinks (relative ones
 * from the link's folder), in out; *st the target's, or st_mode 0 when
 * the target does not exist (yet). 0, or -1 with errno set. */
static int
final_target(const char *path, char *out, size_t size, struct stat *st)
{
	char link[PATH_MAX];
	ssize_t n;
	int hops;

	if (snprintf(out, size, "%s", path) >= (int)size) {
		errno = ENAMETOOLONG;
		return -1;
	}
	for (hops = 0; hops < MAX_LINKS; hops++) {
		if (lstat(out, st) == -1) {
			if (errno != ENOENT)
				return -1;
			st->st_mode = 0;
			return 0;
		}
		if (!S_ISLNK(st->st_mode))
			return 0;
		if ((n = readlink(out, link, sizeof(link) - 1)) == -1)
			return -1;
		link[n] = '\0';
		if (link[0] != '/') {
			char *slash = strrchr(out, '/');
			size_t dir = slash ? (size_t)(slash - out) + 1 : 0;

			if (dir + (size_t)n + 1 > size) {
				errno = ENAMETOOLONG;
				return -1;
			}
			memcpy(out + dir, link, (size_t)n + 1);
		} else if ((size_t)n + 1 > size) {
			errno = ENAMETOOLONG;
			return -1;
		} else {
			memcpy(out, link, (size_t)n + 1);
		}
	}
	errno = ELOOP;
	return -1;
}

/* Into what is there: a device or a FIFO opened for writing, a socket
 * connected to. */
static int
write_into(const char *target, const struct stat *st, const void *data,
    size_t len)
{
	int fd, rc, saved;

	if (S_ISSOCK(st->st_mode)) {
		struct sockaddr_un sa = { .sun_family = AF_UNIX };

		if (strlen(target) >= sizeof(sa.sun_path)) {
			errno = ENAMETOOLONG;
			return -1;
		}
		strcpy(sa.sun_path, target);
		if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)) == -1)
			return -1;
		if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) == -1) {
			saved = errno;
			close(fd);
			errno = saved;
			return -1;
		}
	} else if ((fd = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)) ==
	    -1) {
		return -1;
	}
	rc = io_write_all(fd, data, len, -1);
	saved = errno;
	if (close(fd) == -1 && rc == 0)
		return -1;
	errno = saved;
	return rc == 0 ? 0 : -1;
}

/* Whether the regular file target (st: what stat says of it) holds
 * data[0..len) already: then it is left as it is, but for its time,
 * made now (as a write would), and made durable. A file that cannot be
 * touched (another's, read-only) is written anew, as before. Read in
 * small pieces, never mapped: a file cut short meanwhile is a difference,
 * not a SIGBUS. */
static int
holds(const char *target, const struct stat *st, const void *data,
    size_t len)
{
	char piece[1 << 16];
	const char *p = data;
	size_t at = 0, n;
	int fd, same = 0;

	if (!S_ISREG(st->st_mode) || (uint64_t)st->st_size != len ||
	    (fd = open(target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC)) == -1)
		return 0;
	while (at < len) {
		n = len - at < sizeof(piece) ? len - at : sizeof(piece);
		if (io_pread_all(fd, piece, n, at) == -1 ||
		    memcmp(piece, p + at, n) != 0)
			goto done;
		at += n;
	}
	same = futimens(fd, NULL) == 0 && fsync(fd) == 0;
done:
	close(fd);
	return same;
}

/* A whole new file at target, or none: a temporary beside it, renamed
 * over it; nothing written where target holds data already (holds).
 * st: what is at target (st_mode 0: nothing); mode: the file's. */
static int
write_whole(const char *target, const struct stat *st, mode_t mode,
    const void *data, size_t len)
{
	char tmp[PATH_MAX + 16], dir[PATH_MAX];
	const char *slash = strrchr(target, '/');
	int fd, saved, dfd;

	if (holds(target, st, data, len))
		return 0;
	if (snprintf(tmp, sizeof(tmp), "%s.XXXXXX", target) >=
	    (int)sizeof(tmp)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	if ((fd = mkostemp(tmp, O_CLOEXEC)) == -1)
		return -1;
	if (fchmod(fd, mode) == -1 || io_write_all(fd, data, len, -1) != 0 ||
	    fsync(fd) == -1 || close(fd) == -1) {
		saved = errno;
		close(fd);
		unlink(tmp);
		errno = saved;
		return -1;
	}
	if (rename(tmp, target) == -1) {
		saved = errno;
		unlink(tmp);
		errno = saved;
		return -1;
	}
	/* the rename itself made durable; a folder that cannot be opened
	 * for it is no failure of the write */
	snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - target) +
	    (slash == target) : 1, slash ? target : ".");
	if ((dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) != -1) {
		fsync(dfd);
		close(dfd);
	}
	return 0;
}

/* The descriptor a path names (/dev/stdout, /dev/fd/3, /proc/self/fd/3),
 * or -1. Written to as it is: reopening it would not append where the
 * shell does, and the link behind it may name no path (pipe:[1234]). */
static int
named_fd(const char *path)
{
	static const char *const dirs[] = { "/dev/fd/", "/proc/self/fd/" };
	char *end;
	long n;
	size_t k;

	if (strcmp(path, "/dev/stdout") == 0)
		return STDOUT_FILENO;
	if (strcmp(path, "/dev/stderr") == 0)
		return STDERR_FILENO;
	for (k = 0; k < sizeof(dirs) / sizeof(dirs[0]); k++) {
		if (strncmp(path, dirs[k], strlen(dirs[k])) != 0)
			continue;
		errno = 0;
		n = strtol(path + strlen(dirs[k]), &end, 10);
		if (errno == 0 && *end == '\0' && end != path +
		    strlen(dirs[k]) && n >= 0 && n <= INT_MAX)
			return (int)n;
	}
	return -1;
}

int
file_write(const char *path, const void *data, size_t len,
    struct error *err)
{
	char target[PATH_MAX] = "";
	struct stat st;
	mode_t mask;
	int fd = strcmp(path, "-") == 0 ? STDOUT_FILENO : named_fd(path);

	if (fd >= 0) {
		if (io_write_all(fd, data, len, -1) != 0)
			goto fail;
		return 0;
	}
	/* A device, a FIFO or a socket, through any links: written into. */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			errno = EISDIR;
			goto fail;
		}
		if (write_into(path, &st, data, len) == -1)
			goto fail;
		return 0;
	}
	/* A file, or none yet: whole, beside the link's final target. */
	if (final_target(path, target, sizeof(target), &st) == -1)
		goto fail;
	mask = umask(0);
	umask(mask);
	if (write_whole(target, &st, st.st_mode != 0 ? st.st_mode & 07777 :
	    0666 & ~mask, data, len) == -1)
		goto fail;
	return 0;
fail:
	if (target[0] != '\0' && strcmp(path, target) != 0)
		error_kind_set(err, ERROR_IO, "cannot write %s (a link to %s): "
		    "%s", path, target, strerror(errno));
	else
		error_kind_set(err, ERROR_IO, "cannot write %s: %s", path,
		    strerror(errno));
	return -1;
}

int
file_make_dirs(const char *path, unsigned mode, int parents_only)
{
	char p[PATH_MAX], *s;

	if (snprintf(p, sizeof(p), "%s", path) >= (int)sizeof(p)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	for (s = p + 1; (s = strchr(s, '/')) != NULL; s++) {
		*s = '\0';
		if (mkdir(p, (mode_t)mode) == -1 && errno != EEXIST)
			return -1;
		*s = '/';
	}
	return parents_only || mkdir(p, (mode_t)mode) == 0 || errno == EEXIST ?
	    0 : -1;
}
