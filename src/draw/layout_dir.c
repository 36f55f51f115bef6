/* layout_dir: laid-out drawings in a folder, by the shape of their DOT. */
#include "config.h"

#include "draw/layout_dir.h"
#include "draw/revision.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

#include "base/error.h"
#include "base/fault.h"
#include "base/file.h"
#include "base/folder.h"
#include "base/hash.h"
#include "base/io.h"

#define MAGIC		"fxviz layout 2\n"
#define SUFFIX		".layout"
#define ID_LEN		24	/* hex digits of a name */
#define NAME_LEN	(ID_LEN + 7)
#define FILE_MAX	((size_t)256 << 20)
#define SCAN_EVERY	64	/* writes between two looks at the folder's size */

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
	    DRAW_VERSION, graphviz != NULL ? graphviz : "?");
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

/* The header a file of this DOT and SVG starts with. Its checksum, of
 * both, finds a file torn or damaged: XXH3, as a drawing read again is
 * checked whole, and SipHash took a third of drawing every node of a
 * 35,000-node graph again from the folder (45 MB). */
static int
header(char *buf, size_t size, const char *dot, size_t dot_len,
    const char *svg, size_t svg_len)
{
	XXH64_hash_t sum = XXH3_64bits_withSeed(dot, dot_len, 1) ^
	    (XXH3_64bits_withSeed(svg, svg_len, 2) * 31);

	return snprintf(buf, size, "%s%s\n%zu %zu %016llx\n", MAGIC,
	    dir.version, dot_len, svg_len, (unsigned long long)sum);
}

/* A block of n bytes to read a file into. One of many megabytes (every
 * node of a big graph's SVG) asks for huge pages: filling 45 MB of 4 KB
 * pages, each faulted in and charged apart, was a third of drawing it
 * again from the folder. NULL when out of memory. */
static char *
read_block(size_t n)
{
	char *p = malloc(n);
	uintptr_t start, end, page = (uintptr_t)sysconf(_SC_PAGESIZE);

	if (p != NULL && n >= ((size_t)8 << 20) && page > 0) {
		start = ((uintptr_t)p + page - 1) & ~(page - 1);
		end = ((uintptr_t)p + n) & ~(page - 1);
		madvise((void *)start, end - start, MADV_HUGEPAGE);
	}
	return p;
}

/* Reads dot's file: its header checked, then its DOT and SVG read
 * straight into place, both into one block (svg_apart 0: *kept_dot,
 * then *svg in the same block, which *kept_dot starts) or each into its
 * own (svg_apart 1: *svg starts a block of its own, *kept_dot another).
 * The checksum of both must be the header's. A file that is not a
 * whole one of this version is removed. */
static int
get(const char *dot, size_t len, int svg_apart, char **kept_dot,
    size_t *kept_len, char **svg, size_t *svg_len)
{
	char name[NAME_LEN + 1], head[256], want[256], *lens, *end, *a = NULL,
	    *b = NULL;
	size_t d, s, h, first = strlen(MAGIC) + strlen(dir.version) + 1;
	struct timespec now[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } };
	unsigned long long dl, sl;
	struct stat st;
	ssize_t got;
	int fd, bad = 1, rc = -1;

	if (!layout_dir_on() || name_of(dot, len, name) == -1 ||
	    (fd = openat(dir.fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC)) == -1)
		return -1;
	/* the magic and versions, then the lengths: the header they make
	 * (with the checksum of what follows) must be the file's */
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (uint64_t)st.st_size > FILE_MAX ||
	    (got = pread(fd, head, sizeof(head) - 1, 0)) <= (ssize_t)first)
		goto done;
	head[got] = '\0';
	lens = head + first;
	errno = 0;
	dl = strtoull(lens, &end, 10);
	if (end == lens || *end != ' ' || errno != 0)
		goto done;
	lens = end + 1;
	sl = strtoull(lens, &end, 10);
	if (end == lens || *end != ' ' || errno != 0 ||
	    (end = memchr(end, '\n', (size_t)(head + got - end))) == NULL)
		goto done;
	h = (size_t)(end + 1 - head);
	if (dl > (uint64_t)st.st_size || sl > (uint64_t)st.st_size ||
	    h + dl + sl != (uint64_t)st.st_size)
		goto done;
	d = (size_t)dl;
	s = (size_t)sl;
	if ((a = read_block(svg_apart ? d + 1 : d + s + 1)) == NULL ||
	    (svg_apart && (b = read_block(s + 1)) == NULL)) {
		bad = 0;	/* out of memory: the file is fine */
		goto done;
	}
	if (!svg_apart)
		b = a + d;
	if (io_pread_all(fd, a, d, h) == -1 || io_pread_all(fd, b, s, h + d) == -1 ||
	    header(want, sizeof(want), a, d, b, s) != (int)h ||
	    memcmp(want, head, h) != 0)
		goto done;
	if (svg_apart)
		a[d] = '\0';
	b[s] = '\0';
	*kept_dot = a;
	*kept_len = d;
	*svg = b;
	*svg_len = s;
	a = b = NULL;
	bad = 0;
	rc = 0;
	futimens(fd, now);	/* recently used */
	dir.read++;
done:
	close(fd);
	if (svg_apart)
		free(b);
	free(a);
	if (bad)
		unlinkat(dir.fd, name, 0);
	return rc;
}

int
layout_dir_get(const char *dot, size_t len, char **kept_dot,
    size_t *kept_len, const char **svg, size_t *svg_len)
{
	char *s;

	if (get(dot, len, 0, kept_dot, kept_len, &s, svg_len) == -1)
		return -1;
	*svg = s;
	return 0;
}

int
layout_dir_get_svg(const char *dot, size_t len, char **svg, size_t *svg_len)
{
	char *kept;
	size_t kept_len;
	int same;

	if (get(dot, len, 1, &kept, &kept_len, svg, svg_len) == -1)
		return -1;
	same = kept_len == len && memcmp(kept, dot, len) == 0;
	free(kept);
	if (!same) {
		free(*svg);
		*svg = NULL;
		return -1;
	}
	return 0;
}

/* Keeps the folder within its bound (base/folder). */
static void
trim(void)
{
	dir.size = folder_trim(dir.fd, NAME_LEN, dir.max, NULL);
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
	    total > dir.max / 4 || !folder_room(dir.fd, total))
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

uint64_t
layout_dir_empty(const char *path, int beside)
{
	uint64_t removed = 0;
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd == -1)
		return 0;
	if (beside == -1 || folder_same_fs(fd, beside))
		(void)folder_trim(fd, NAME_LEN, 0, &removed);
	close(fd);
	return removed;
}
