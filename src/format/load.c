/* load: picks the reader for an input. */
#include "config.h"

#include "format/load.h"

#include <string.h>

#include "base/error.h"
#include "format/load_code.h"
#include "format/load_fxir.h"
#include "format/load_json.h"
#include "format/load_tabular.h"

int
load_is_json(const char *buf, size_t len)
{
	size_t i = 0;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		i = 3;	/* a byte order mark */
	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	return i < len && buf[i] == '{';
}

struct fx_graph *
load_graph_guarded(const char *buf, size_t len,
    const struct guard *guard, struct error *err)
{
	if (load_is_json(buf, len))
		return load_json(buf, len, guard, err);
	if (load_is_tabular(buf, len))
		return load_tabular(buf, len, guard, err);
	if (load_is_code(buf, len))
		return load_code(buf, len, guard, err);
	return load_fxir(buf, len, guard, err);
}

struct fx_graph *
load_graph(const char *buf, size_t len, struct error *err)
{
	return load_graph_guarded(buf, len, NULL, err);
}
