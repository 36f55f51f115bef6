/* watch: one inotify descriptor with a watch on each folder, one thread
 * polling it and an eventfd that stops it. A file that changes is due a
 * debounce from its first change, so many small appends are read once;
 * one closed after writing is due at once. A due file is read whole and
 * handed over up to where it is whole (format/trace_tail for a trace, the
 * last ended line for other text), unless that is what was handed last.
 * Nothing is ever polled or listed again but on inotify's queue overflow,
 * which rescans once. */
#include "config.h"

#include "daemon/watch.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/array.h"
#include "base/error.h"
#include "base/fault.h"
#include "base/file.h"
#include "base/io.h"
#include "format/load_trace.h"
#include "format/trace_tail.h"

#define MAX_DEPTH	16
#define QUIET_MS	500	/* text not closed is read once it has not
				 * changed for this long */
#define MAX_FILE	((size_t)1 << 30)
#define FOLDER_MASK	(IN_CREATE | IN_CLOSE_WRITE | IN_MODIFY | \
			 IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | \
			 IN_DELETE_SELF | IN_ONLYDIR)

struct folder {
	int wd;			/* -1: gone */
	char *path;
	int depth;
};

enum kind { KIND_UNKNOWN, KIND_TRACE, KIND_TEXT };

struct file {
	char *path;
	int64_t due;		/* ms; 0: nothing to read */
	enum kind kind;		/* what its first read found */
	int closed;		/* written and closed, or there at the start:
				 * all of it is whole */
	size_t handed;		/* the whole part handed last, 0: none */
	int gone;
};

struct watcher {
	char *root;
	int debounce_ms;
	watch_want_fn *want;
	watch_fn *fn;
	void *ctx;
	int ifd, stop_fd;
	pthread_t thread;
	pthread_mutex_t lock;	/* the counts, read from other threads */
	struct watch_counts counts;
	struct folder *folders;
	size_t n_folders, cap_folders;
	struct file *files;
	size_t n_files, cap_files;
	int warned_limit;
};

static struct folder *
folder_of(struct watcher *w, int wd)
{
	size_t i;

	for (i = 0; i < w->n_folders; i++)
		if (w->folders[i].wd == wd)
			return &w->folders[i];
	return NULL;
}

static struct file *
file_of(struct watcher *w, const char *path, int make)
{
	struct file *f;
	size_t i;

	for (i = 0; i < w->n_files; i++)
		if (strcmp(w->files[i].path, path) == 0)
			return &w->files[i];
	if (!make || array_grow((void **)&w->files, w->n_files, &w->cap_files,
	    sizeof(*w->files)) == -1)
		return NULL;
	f = &w->files[w->n_files];
	memset(f, 0, sizeof(*f));
	if ((f->path = strdup(path)) == NULL)
		return NULL;
	w->n_files++;
	return f;
}

/* Marks path due in ms from now, unless it is due sooner; or, for text
 * being written (a graph that is whole only at its end), quiet_ms after
 * its last change. */
static void
due(struct watcher *w, const char *path, int ms, int closed)
{
	struct file *f = file_of(w, path, 1);
	int64_t at = io_now_ms() + ms;

	if (f == NULL)
		return;
	f->gone = 0;
	f->closed = closed;
	if (f->kind == KIND_TEXT && !closed)
		f->due = io_now_ms() + QUIET_MS;
	else if (f->due == 0 || at < f->due)
		f->due = at;
}

static void scan(struct watcher *w, const char *path, int depth);

/* Watches the folder path (again: inotify gives the same wd) and marks
 * every file in it due, so that none made before the watch is missed. */
static void
add_folder(struct watcher *w, const char *path, int depth)
{
	struct folder *d;
	int wd;

	if (depth > MAX_DEPTH)
		return;
	if ((wd = inotify_add_watch(w->ifd, path, FOLDER_MASK)) == -1) {
		if (errno == ENOSPC && !w->warned_limit++)
			fprintf(stderr, "fxviz: --watch: no more inotify "
			    "watches (fs.inotify.max_user_watches): %s and "
			    "folders after it are not followed\n", path);
		return;
	}
	if ((d = folder_of(w, wd)) == NULL &&
	    array_grow((void **)&w->folders,
	    w->n_folders, &w->cap_folders, sizeof(*w->folders)) == 0) {
		d = &w->folders[w->n_folders];
		if ((d->path = strdup(path)) != NULL) {
			d->wd = wd;
			d->depth = depth;
			w->n_folders++;
		}
	}
	scan(w, path, depth);
}

/* Every file of the folder path due now, every folder in it added. */
static void
scan(struct watcher *w, const char *path, int depth)
{
	struct dirent *de;
	char child[PATH_MAX];
	DIR *dir;

	if ((dir = opendir(path)) == NULL)
		return;
	while ((de = readdir(dir)) != NULL) {
		unsigned char type = de->d_type;
		struct stat st;

		if (de->d_name[0] == '.')
			continue;
		if (snprintf(child, sizeof(child), "%s/%s", path,
		    de->d_name) >= (int)sizeof(child))
			continue;
		if (type == DT_UNKNOWN && lstat(child, &st) == 0)
			type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ?
			    DT_REG : DT_UNKNOWN;
		if (type == DT_DIR)
			add_folder(w, child, depth + 1);
		else if (type == DT_REG && w->want(de->d_name))
			due(w, child, 0, 1);
	}
	closedir(dir);
}

/* inotify's queue overflowed: what changed meanwhile is not known, so
 * every file is read again (those unchanged hand nothing over). */
static void
rescan(struct watcher *w)
{
	pthread_mutex_lock(&w->lock);
	w->counts.rescans++;
	pthread_mutex_unlock(&w->lock);
	add_folder(w, w->root, 0);
}

static void
forget_path(struct watcher *w, const char *path)
{
	struct file *f = file_of(w, path, 0);

	if (f != NULL) {
		f->gone = 1;
		f->due = 0;
		f->handed = 0;
		f->closed = 0;
	}
}

static void
on_event(struct watcher *w, const struct inotify_event *ev)
{
	struct folder *d;
	char path[PATH_MAX];

	if (ev->mask & IN_Q_OVERFLOW) {
		rescan(w);
		return;
	}
	if ((d = folder_of(w, ev->wd)) == NULL)
		return;
	if (ev->mask & (IN_DELETE_SELF | IN_IGNORED)) {
		d->wd = -1;
		return;
	}
	if (ev->len == 0 || ev->name[0] == '.' ||
	    snprintf(path, sizeof(path), "%s/%s", d->path, ev->name) >=
	    (int)sizeof(path))
		return;
	if (ev->mask & IN_ISDIR) {
		if (ev->mask & (IN_CREATE | IN_MOVED_TO))
			add_folder(w, path, d->depth + 1);
		return;
	}
	if (!w->want(ev->name))
		return;
	if (ev->mask & (IN_DELETE | IN_MOVED_FROM))
		forget_path(w, path);
	else if (ev->mask & (IN_CLOSE_WRITE | IN_MOVED_TO))
		due(w, path, 0, 1);
	else if (ev->mask & (IN_MODIFY | IN_CREATE))
		due(w, path, w->debounce_ms, 0);
}

/* How much of a file read is whole: a trace's whole events; all of a
 * closed text; of one still open, the lines ended once it has been quiet
 * (its first read finds it is text, and waits for that), and nothing
 * before. */
static size_t
whole(struct file *f, const char *buf, size_t len)
{
	enum kind was = f->kind;

	if (!f->closed && memchr(buf, '\n', len) == NULL)
		return 0;	/* not a line yet: what it is is not known */
	f->kind = load_is_trace(buf, len) ? KIND_TRACE : KIND_TEXT;
	if (f->kind == KIND_TRACE)
		return trace_whole(buf, len);
	if (f->closed)
		return len;
	if (was != KIND_TEXT) {
		f->due = io_now_ms() + QUIET_MS;
		return 0;
	}
	while (len > 0 && buf[len - 1] != '\n')
		len--;
	return len;
}

/* Reads a due file and hands its whole part over, if it changed. A file
 * that is no regular one, or is gone, is let be. */
static void
read_due(struct watcher *w, struct file *f)
{
	struct error err = { 0 };
	char dir[PATH_MAX], *slash, *buf;
	size_t len, n;
	int dfd;

	f->due = 0;
	snprintf(dir, sizeof(dir), "%s", f->path);
	if ((slash = strrchr(dir, '/')) == NULL)
		return;
	*slash = '\0';
	if ((dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1)
		return;
	buf = file_read_at(dfd, slash + 1, MAX_FILE, &len, &err);
	close(dfd);
	if (buf == NULL)
		return;
	n = whole(f, buf, len);
	pthread_mutex_lock(&w->lock);
	w->counts.reads++;
	pthread_mutex_unlock(&w->lock);
	/* A file as long as when last handed is the same one: torch's files
	 * only grow, or are written once. */
	if (n > 0 && n != f->handed) {
		f->handed = n;
		w->fn(f->path, buf, n, w->ctx);
		pthread_mutex_lock(&w->lock);
		w->counts.handed++;
		pthread_mutex_unlock(&w->lock);
	}
	free(buf);
}

/* Reads every file due by now; the ms until the next is due (-1: none). */
static int
read_files(struct watcher *w)
{
	int64_t now = io_now_ms(), next = -1;
	size_t i;

	for (i = 0; i < w->n_files; i++) {
		struct file *f = &w->files[i];

		if (f->due != 0 && f->due <= now && !f->gone)
			read_due(w, f);	/* may be due again: a text waits */
		if (f->due != 0 && (next == -1 || f->due - now < next))
			next = f->due > now ? f->due - now : 0;
	}
	return (int)next;
}

static void *
run(void *arg)
{
	struct watcher *w = arg;
	char buf[64 * 1024] __attribute__((aligned(__alignof__(struct
	    inotify_event))));
	int timeout;

	add_folder(w, w->root, 0);
	pthread_mutex_lock(&w->lock);
	w->counts.folders = w->n_folders;
	pthread_mutex_unlock(&w->lock);
	for (;;) {
		struct pollfd p[2] = { { w->ifd, POLLIN, 0 },
		    { w->stop_fd, POLLIN, 0 } };
		ssize_t n;
		char *at;

		timeout = read_files(w);
		if (poll(p, 2, timeout) == -1 && errno != EINTR)
			break;
		if (p[1].revents != 0)
			break;
		while ((n = read(w->ifd, buf, sizeof(buf))) > 0) {
			if (fault_inject("watch_overflow")) {
				rescan(w);	/* the batch lost, as on an
						 * overflow */
				continue;
			}
			for (at = buf; at < buf + n; at += sizeof(struct
			    inotify_event) + ((struct inotify_event *)(void *)
			    at)->len)
				on_event(w, (struct inotify_event *)(void *)at);
		}
		pthread_mutex_lock(&w->lock);
		w->counts.folders = w->n_folders;
		pthread_mutex_unlock(&w->lock);
	}
	return NULL;
}

static void
watcher_free(struct watcher *w)
{
	size_t i;

	if (w->ifd != -1)
		close(w->ifd);
	if (w->stop_fd != -1)
		close(w->stop_fd);
	for (i = 0; i < w->n_folders; i++)
		free(w->folders[i].path);
	for (i = 0; i < w->n_files; i++)
		free(w->files[i].path);
	free(w->folders);
	free(w->files);
	free(w->root);
	pthread_mutex_destroy(&w->lock);
	free(w);
}

struct watcher *
watch_start(const char *dir, int debounce_ms, watch_want_fn *want,
    watch_fn *fn, void *ctx, struct error *err)
{
	struct watcher *w = calloc(1, sizeof(*w));
	struct stat st;
	size_t n;

	if (w == NULL) {
		error_nomem(err);
		return NULL;
	}
	w->ifd = w->stop_fd = -1;
	pthread_mutex_init(&w->lock, NULL);
	if (stat(dir, &st) == -1 || !S_ISDIR(st.st_mode)) {
		error_kind_set(err, ERROR_NOT_FOUND, "--watch %s: %s", dir,
		    access(dir, F_OK) == 0 ? "not a folder" : strerror(errno));
		goto fail;
	}
	if ((w->root = strdup(dir)) == NULL) {
		error_nomem(err);
		goto fail;
	}
	for (n = strlen(w->root); n > 1 && w->root[n - 1] == '/'; n--)
		w->root[n - 1] = '\0';
	w->debounce_ms = debounce_ms;
	w->want = want;
	w->fn = fn;
	w->ctx = ctx;
	if ((w->ifd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) == -1 ||
	    (w->stop_fd = eventfd(0, EFD_CLOEXEC)) == -1) {
		error_kind_set(err, ERROR_IO, "--watch: %s", strerror(errno));
		goto fail;
	}
	if ((errno = pthread_create(&w->thread, NULL, run, w)) != 0) {
		error_kind_set(err, ERROR_IO, "--watch: no thread: %s",
		    strerror(errno));
		goto fail;
	}
	return w;
fail:
	watcher_free(w);
	return NULL;
}

void
watch_stop(struct watcher *w)
{
	uint64_t one = 1;

	if (w == NULL)
		return;
	if (write(w->stop_fd, &one, sizeof(one)) != sizeof(one)) {
		/* The thread goes on: what it uses stays. */
		fprintf(stderr, "fxviz: --watch: cannot stop: %s\n",
		    strerror(errno));
		return;
	}
	pthread_join(w->thread, NULL);
	watcher_free(w);
}

void
watch_counts(struct watcher *w, struct watch_counts *c)
{
	pthread_mutex_lock(&w->lock);
	*c = w->counts;
	pthread_mutex_unlock(&w->lock);
}
