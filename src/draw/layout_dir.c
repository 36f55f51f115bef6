/* layout_dir: laid-out drawings in a folder, by the shape of their DOT. */
#include "config.h"

#include "draw/layout_dir.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/error.h"
#include "base/fault.h"
#include "base/file.h"
#include "base/hash.h"
#include "base/io.h"

#define MAGIC		"fxviz layout 1\n"
#define SUFFIX		".layout"
#define ID_LEN		24	/* hex digits of a name */
#define NAME_LEN	(ID_LEN + 7)
#define FILE_MAX	((size_t)256 << 20)
#define SCAN_EVERY	64	/* writes between two looks at the folder's size */

static const uint8_t check_key[16] = "fxviz layout 1\n";

static struct {
	int fd;			/* the folder, or -1 */
	size_t max;		/* bytes of files it may hold */
	char version[128];
	size_t size;		/* its size when last taken, plus since */
	unsigned puts;		/* writes since its size was taken */
	uint64_t read, written;
} dir = { -1, 0, "", 0, 0, 0, 0 };

int
layout_dir_open(const char *path, size_t max_bytes, struct error *err)
{
	if (dir.fd != -1)
		close(dir.fd);
	dir.fd = -1;
	dir.size = 0;
	dir.puts = SCAN_EVERY;	/* the first write looks */
	if (path == NULL || max_bytes == 0)
		return 0;
	if (file_make_dirs(path, 0700, 0) == -1 || (dir.fd = open(path, O_RDONLY |
	    O_DIRECTORY | O_CLOEXEC)) == -1) {
		error_kind_set(err, ERROR_IO, "%s: %s", path, strerror(errno));
		return -1;
	}
	dir.max = max_bytes;
	return 0;
}

void
layout_dir_version(const char *graphviz)
{
	snprintf(dir.version, sizeof(dir.version), "fxviz %s, graphviz %s",
	    PACKAGE_VERSION, graphviz != NULL ? graphviz : "?");
}

int
layout_dir_on(void)
{
	return dir.fd != -1 && dir.version[0] != '\0';
}

void
layout_dir_counts(uint64_t *read, uint64_t *written)
{
	*read = dir.read;
	*written = dir.written;
}

/* The file name of dot's shape: 96 bits of two SipHashes, under fixed
 * keys, of the versions and the DOT with its digits read as '0'. No
 * digest need resist a chosen collision: a file is used only where its
 * DOT maps onto the caller's word for word (reuse_map_new); another DOT
 * under the same name is a miss, and its drawing replaces the file's.
 * -1 when out of memory. */
static int
name_of(const char *dot, size_t len, char name[NAME_LEN + 1])
{
	static const uint8_t k1[16] = "fxviz layouts k1", k2[16] =
	    "fxviz layouts k2";
	size_t head = strlen(MAGIC) + strlen(dir.version) + 1, i;
	char *masked = malloc(head + len);
	uint64_t a, b;

	if (masked == NULL)
		return -1;
	snprintf(masked, head + 1, "%s%s\n", MAGIC, dir.version);
	for (i = 0; i < len; i++)
		masked[head + i] = dot[i] >= '0' && dot[i] <= '9' ? '0' : dot[i];
	a = hash_siphash(k1, masked, head + len);
	b = hash_siphash(k2, masked, head + len);
	free(masked);
	snprintf(name, NAME_LEN + 1, "%016llx%08llx%s", (unsigned long long)a,
	    (unsigned long long)(b >> 32), SUFFIX);
	return 0;
}

/* The header a file of this DOT and SVG starts with. */
static int
header(char *buf, size_t size, const char *dot, size_t dot_len,
    const char *svg, size_t svg_len)
{
	uint64_t sum = hash_siphash(check_key, dot, dot_len) ^
	    (hash_siphash(check_key, svg, svg_len) * 31);

	return snprintf(buf, size, "%s%s\n%zu %zu %016llx\n", MAGIC,
	    dir.version, dot_len, svg_len, (unsigned long long)sum);
}

int
layout_dir_get(const char *dot, size_t len, char **kept_dot,
    size_t *kept_len, const char **svg, size_t *svg_len)
{
	char name[NAME_LEN + 1], want[256], *buf, *lens, *body;
	size_t n, d, s, first = strlen(MAGIC) + strlen(dir.version) + 1;
	struct error err;
	struct timespec now[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } };

	if (!layout_dir_on() || name_of(dot, len, name) == -1 ||
	    (buf = file_read_at(dir.fd, name, FILE_MAX, &n, &err)) == NULL)
		return -1;
	/* the magic and versions, the lengths, then the header they make
	 * (with the checksum of what follows) must be the file's */
	lens = buf + first;
	if (n <= first || (body = memchr(lens, '\n', n - first)) == NULL ||
	    sscanf(lens, "%zu %zu ", &d, &s) != 2)
		goto bad;
	body++;
	if (d > n || s > n || (size_t)(body - buf) + d + s != n ||
	    header(want, sizeof(want), body, d, body + d, s) !=
	    (int)(body - buf) || memcmp(want, buf, (size_t)(body - buf)) != 0)
		goto bad;
	memmove(buf, body, d + s);
	buf[d + s] = '\0';
	*kept_dot = buf;
	*kept_len = d;
	*svg = buf + d;
	*svg_len = s;
	utimensat(dir.fd, name, now, 0);	/* recently used */
	dir.read++;
	return 0;
bad:
	free(buf);
	unlinkat(dir.fd, name, 0);
	return -1;
}

struct kept {
	char name[NAME_LEN + 1];
	struct timespec when;
	off_t size;
};

/* Least recently used first. */
static int
by_use(const void *a, const void *b)
{
	const struct timespec *x = &((const struct kept *)a)->when;
	const struct timespec *y = &((const struct kept *)b)->when;

	if (x->tv_sec != y->tv_sec)
		return x->tv_sec < y->tv_sec ? -1 : 1;
	return (x->tv_nsec > y->tv_nsec) - (x->tv_nsec < y->tv_nsec);
}

/* Removes the files least recently used until the folder holds at most
 * three quarters of its bound, when it holds more than the bound. */
static void
trim(void)
{
	struct kept *all = NULL, *p;
	size_t n = 0, cap = 0, total = 0, i;
	struct dirent *e;
	struct stat st;
	DIR *d;
	int fd = dup(dir.fd);

	if (fd == -1 || (d = fdopendir(fd)) == NULL) {
		if (fd != -1)
			close(fd);
		return;
	}
	rewinddir(d);
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);

		/* a write a crash cut short, an hour ago or more */
		if (e->d_name[0] == '.' && len > NAME_LEN &&
		    fstatat(dir.fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISREG(st.st_mode) && st.st_mtime + 3600 < time(NULL)) {
			unlinkat(dir.fd, e->d_name, 0);
			continue;
		}
		if (len != NAME_LEN ||
		    fstatat(dir.fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == -1 ||
		    !S_ISREG(st.st_mode))
			continue;
		if (n == cap) {
			cap = cap == 0 ? 256 : cap * 2;
			if ((p = realloc(all, cap * sizeof(*all))) == NULL)
				break;
			all = p;
		}
		memcpy(all[n].name, e->d_name, len + 1);
		all[n].when = st.st_mtim;
		all[n].size = st.st_size;
		total += (size_t)st.st_size;
		n++;
	}
	closedir(d);
	if (total > dir.max) {
		qsort(all, n, sizeof(*all), by_use);
		for (i = 0; i < n && total > dir.max / 4 * 3; i++)
			if (unlinkat(dir.fd, all[i].name, 0) == 0)
				total -= (size_t)all[i].size;
	}
	free(all);
	dir.size = total;
	dir.puts = 0;
}

void
layout_dir_put(const char *dot, size_t dot_len, const char *svg,
    size_t svg_len)
{
	char name[NAME_LEN + 1], tmp[NAME_LEN + 32], head[256];
	int fd, h, ok;
	size_t total;

	if (!layout_dir_on() || name_of(dot, dot_len, name) == -1 ||
	    (h = header(head, sizeof(head), dot, dot_len, svg, svg_len)) <= 0 ||
	    (total = (size_t)h + dot_len + svg_len) > FILE_MAX ||
	    total > dir.max / 4)
		return;
	snprintf(tmp, sizeof(tmp), ".%s.%ld", name, (long)getpid());
	if ((fd = openat(dir.fd, tmp, O_WRONLY | O_CREAT | O_TRUNC |
	    O_CLOEXEC | O_NOFOLLOW, 0600)) == -1)
		return;
	ok = io_write_all(fd, head, (size_t)h, -1) == 0 &&
	    !fault_inject("layout_dir_full") &&
	    io_write_all(fd, dot, dot_len, -1) == 0 &&
	    io_write_all(fd, svg, svg_len, -1) == 0;
	if (close(fd) == -1 || !ok ||
	    renameat(dir.fd, tmp, dir.fd, name) == -1) {
		unlinkat(dir.fd, tmp, 0);	/* a full disk: dropped */
		return;
	}
	dir.written++;
	dir.size += total;
	if (++dir.puts >= SCAN_EVERY || dir.size > dir.max)
		trim();
}
