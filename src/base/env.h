/* env: settings read from the environment. */
#ifndef FXVIZ_ENV_H
#define FXVIZ_ENV_H

#include <stddef.h>

struct error;

/* The number of MB (0 to max_mb) the variable name gives, in bytes into
 * *bytes; def_mb when it is unset or empty. 0, or -1 with err filled
 * (ERROR_INPUT, naming the variable and its value) when it is not such
 * a number. */
int env_mb(const char *name, size_t def_mb, long max_mb, size_t *bytes,
    struct error *err);

#endif
