/* render_request: the key of a picture, written and read back. */
#include "config.h"

#include "daemon/render_request.h"

#include <stdio.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"

#define MIME_JSON	"application/json"

int
render_request_init(struct render_request *r, const char *id,
    const char *ext, struct error *err)
{
	memset(r, 0, sizeof(*r));
	snprintf(r->id, sizeof(r->id), "%s", id);
	view_options_init(&r->opt);
	if (strcmp(ext, "json") == 0) {
		r->json = 1;
		return 0;
	}
	if (render_format_parse(ext, &r->format) == -1) {
		error_set(err, "no format '%s' (svg, png, dot or json)", ext);
		return -1;
	}
	return 0;
}

int
render_request_key(const struct render_request *r, struct buf *b)
{
	buf_printf(b, RENDER_REQUEST_VERSION ":%s%s%s.%s", r->id,
	    r->id_b[0] ? "~" : "", r->id_b,
	    r->json ? "json" : render_format_name(r->format));
	/* JSON takes one option, sub: "?rankdir=TB&sub=PATH" */
	if (!r->json || r->opt.sub[0] != '\0') {
		buf_adds(b, "?");
		view_options_key(&r->opt, b);
	}
	return buf_cstr(b) == NULL ? -1 : 0;
}

int
render_request_names_graph(const char *key, const char *id, int json_only)
{
	const char *v = RENDER_REQUEST_VERSION ":", *p, *ext;
	size_t n = strlen(v), k = strlen(id);

	if (strncmp(key, v, n) != 0)
		return 0;
	p = key + n;
	if (strncmp(p, id, k) == 0 && (p[k] == '.' || p[k] == '~'))
		;	/* a's id, or the graph's */
	else if ((ext = strstr(p, "&code=")) != NULL &&
	    strncmp(ext + 6, id, k) == 0 && (ext[6 + k] == '&' ||
	    ext[6 + k] == '\0'))
		return !json_only;	/* the code of a kernel view */
	else if (strlen(p) > DIGEST_ID_LEN && p[DIGEST_ID_LEN] == '~' &&
	    strncmp(p + DIGEST_ID_LEN + 1, id, k) == 0 &&
	    p[DIGEST_ID_LEN + 1 + k] == '.')
		;	/* b's */
	else
		return 0;
	if (!json_only)
		return 1;
	if ((ext = strchr(p, '.')) == NULL)
		return 0;
	return strncmp(ext, ".json", 5) == 0 && (ext[5] == '\0' ||
	    ext[5] == '?');
}

int
render_request_parse(struct render_request *r, const char *key, size_t len,
    struct error *err)
{
	const char *v = RENDER_REQUEST_VERSION ":";
	const char *p = key, *end = key + len, *dot, *q;
	char id[DIGEST_ID_LEN + 1], id_b[DIGEST_ID_LEN + 1], ext[8];
	size_t n = strlen(v);

	if (memchr(key, '\0', len) != NULL) {
		error_set(err, "a render request with a NUL byte");
		return -1;
	}
	if (len < n || memcmp(key, v, n) != 0) {
		error_set(err, "a render request of another version: '%.*s'",
		    (int)(len < 16 ? len : 16), key);
		return -1;
	}
	p += n;
	if ((size_t)(end - p) < DIGEST_ID_LEN + 1 ||
	    (p[DIGEST_ID_LEN] != '.' && p[DIGEST_ID_LEN] != '~')) {
		error_set(err, "a render request without a graph id");
		return -1;
	}
	id_b[0] = '\0';
	if (p[DIGEST_ID_LEN] == '~') {
		const char *q2 = p + DIGEST_ID_LEN + 1;

		if ((size_t)(end - q2) < DIGEST_ID_LEN + 1 ||
		    q2[DIGEST_ID_LEN] != '.') {
			error_set(err, "a diff's render request without its "
			    "second graph id");
			return -1;
		}
		memcpy(id_b, q2, DIGEST_ID_LEN);
		id_b[DIGEST_ID_LEN] = '\0';
		if (!digest_id_valid(id_b)) {
			error_set(err, "a render request with a bad graph id");
			return -1;
		}
	}
	dot = p + DIGEST_ID_LEN + (id_b[0] ? DIGEST_ID_LEN + 1 : 0);
	if ((q = memchr(dot, '?', (size_t)(end - dot))) == NULL)
		q = end;
	if ((size_t)(q - dot - 1) >= sizeof(ext)) {
		error_set(err, "no format '%.*s' (svg, png, dot or json)",
		    (int)(q - dot - 1 < 16 ? q - dot - 1 : 16), dot + 1);
		return -1;
	}
	memcpy(ext, dot + 1, (size_t)(q - dot - 1));
	ext[q - dot - 1] = '\0';
	memcpy(id, p, DIGEST_ID_LEN);
	id[DIGEST_ID_LEN] = '\0';
	if (!digest_id_valid(id)) {
		error_set(err, "a render request with a bad graph id");
		return -1;
	}
	if (render_request_init(r, id, ext, err) == -1)
		return -1;
	memcpy(r->id_b, id_b, sizeof(r->id_b));
	if (q == end)
		return 0;
	if (view_options_parse(&r->opt, q + 1, (size_t)(end - q - 1), err) ==
	    -1)
		return -1;
	if (r->json && (r->opt.rankdir != VIEW_TB || r->opt.focus[0] != '\0' ||
	    r->opt.expand[0] != '\0' || r->opt.collapse[0] != '\0' ||
	    r->opt.hide != 0 || r->opt.edges != VIEW_EDGES_AUTO ||
	    r->opt.shapes != VIEW_SHAPES_BOXES)) {
		error_set(err, "fxviz JSON takes no view option but sub");
		return -1;
	}
	return 0;
}

const char *
render_request_mime(const struct render_request *r)
{
	return r->json ? MIME_JSON : render_format_mime(r->format);
}

int
render_request_diff_source(struct buf *out, const char *a, size_t a_len,
    const char *form_a, const char *b, size_t b_len, const char *form_b)
{
	buf_printf(out, "fxviz-diff %zu %.15s %.15s\n", a_len,
	    form_a && *form_a ? form_a : "-", form_b && *form_b ? form_b : "-");
	buf_add(out, a, a_len);
	buf_add(out, b, b_len);
	return buf_cstr(out) == NULL ? -1 : 0;
}

int
render_request_diff_split(const char *src, size_t len, const char **a,
    size_t *a_len, char form_a[16], const char **b, size_t *b_len,
    char form_b[16], struct error *err)
{
	const char *nl = memchr(src, '\n', len < 64 ? len : 64);
	size_t n;

	if (nl == NULL || sscanf(src, "fxviz-diff %zu %15s %15s", &n, form_a,
	    form_b) != 3 || n > len - (size_t)(nl + 1 - src)) {
		error_set(err, "a diff's job without its two sources");
		return -1;
	}
	if (strcmp(form_a, "-") == 0)
		form_a[0] = '\0';
	if (strcmp(form_b, "-") == 0)
		form_b[0] = '\0';
	*a = nl + 1;
	*a_len = n;
	*b = *a + n;
	*b_len = len - (size_t)(*b - src);
	return 0;
}
