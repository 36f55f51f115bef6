/* dynlib: a shared library loaded when first needed, not at start.
 *
 * Linked against libmicrohttpd and libpq, every run of fxviz loaded them
 * and the two dozen libraries they pull in (GnuTLS, OpenSSL, Kerberos,
 * LDAP), and ran their constructors: 6 ms of each start, more than a
 * small graph takes to draw from the layout folder. The daemon loads
 * them when it starts serving, or opens a PostgreSQL store. */
#include "config.h"

#include "base/dynlib.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* Loads l: 0, or -1 with l->failed filled. */
static int
load(struct dynlib *l)
{
	void **at = calloc(l->n ? l->n : 1, sizeof(*at));
	void *h;
	const char *why;
	size_t i;

	if (at == NULL) {
		error_nomem(&l->failed);
		return -1;
	}
	if ((h = dlopen(l->soname, RTLD_NOW | RTLD_LOCAL)) == NULL) {
		why = dlerror();
		error_kind_set(&l->failed, ERROR_UNAVAILABLE, "cannot load %s "
		    "(%s): %s", l->soname, l->what, why != NULL ? why :
		    "not found");
		free(at);
		return -1;
	}
	for (i = 0; i < l->n; i++)
		if ((at[i] = dlsym(h, l->names[i])) == NULL) {
			error_kind_set(&l->failed, ERROR_UNAVAILABLE, "%s (%s) "
			    "has no %s: not the version fxviz was built for",
			    l->soname, l->what, l->names[i]);
			dlclose(h);
			free(at);
			return -1;
		}
	l->fill(at);
	free(at);
	return 0;	/* (h stays open for the life of the process) */
}

int
dynlib_load(struct dynlib *l, struct error *err)
{
	int state;

	pthread_mutex_lock(&lock);
	if (l->state == 0)
		l->state = load(l) == 0 ? 1 : -1;
	state = l->state;
	pthread_mutex_unlock(&lock);
	if (state == 1)
		return 0;
	if (err != NULL)
		*err = l->failed;
	return -1;
}
