/* fault: failures (and pauses) on demand at named sites, so that tests
 * can reach the out-of-memory paths and the interleavings no ordinary
 * run takes on demand. */
#ifndef FXVIZ_FAULT_H
#define FXVIZ_FAULT_H

/* The environment variable FXVIZ_FAULT is a comma-separated list of point
 * names ("view_edges" or "view_edges,other"). A site named in it fails as
 * if its allocation had: `if (fault_inject("view_edges") ||
 * (p = malloc(n)) == NULL) goto fail;`. Unset or empty, nothing fails.
 *
 * Points: view_edges    the edge arrays of a view (draw/view.c)
 *         delete_pause  a delete waits 300 ms between removing the file
 *                       and the entry (daemon/graphs.c), where a
 *                       concurrent upload must wait for it
 *         render_layout every layout fails as Graphviz's can
 *                       (draw/render.c), which leaves a worker suspect
 *         worker_damage a render worker dies at the job after each it
 *                       answers, as one whose heap a job damaged in
 *                       silence did (daemon/worker.c)
 *         worker_slow   a render worker waits 2 s before each job, so
 *                       that a test holds the worker however fast the
 *                       layout is (daemon/worker.c)
 *         store_full    every write to the file store finds the disk
 *                       full (ENOSPC) once its header is written
 *                       (daemon/store_file.c)
 *         store_slow    every write to a store waits 300 ms before it
 *                       starts (daemon/store.c)
 *         layout_dir_full  every write to the layout folder finds the
 *                       disk full once its header is written
 *                       (draw/layout_dir.c)
 *         forks_crash   a child process of forks_run is killed
 *                       (SIGKILL) at each task after its first
 *                       (base/forks.c)
 *         watch_overflow each batch of inotify's events is dropped, as
 *                       when its queue overflows, and the folder is
 *                       looked at again (daemon/watch.c)
 *
 * With FXVIZ_FAULT unset, FXVIZ_FAULT_FILE may name a file that holds
 * the list (its first 1 KB), read on every call: a test changes it while
 * a daemon runs, to fill the disk and empty it again.
 *
 * Returns 1 when point is one of the list's items (the whole item: no
 * prefix, no pattern), else 0. It reads the environment on every call:
 * cheap beside the allocation it guards, and never a cached answer that a
 * test's setenv would miss. Thread-safe as getenv is, so long as nothing
 * changes the environment while other threads run. */
int fault_inject(const char *point);

#endif
