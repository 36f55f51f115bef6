/* load_log: cuts the graphs out of a log.
 *
 * torch writes a graph into its logs as one message of several lines
 * (torch/fx/_utils.py, _format_graph_code):
 *
 *	TRACED GRAPH
 *	 ===== __compiled_fn_1 =====
 *	 /path/to/file.py class GraphModule(torch.nn.Module):
 *	    def forward(self, L_x_: "f32[8][1]cpu"):
 *	    ...
 *
 * and its log formatter (torch/_logging/_internal.py, TorchLogsFormatter)
 * puts the same prefix before every line of one message. So a graph is:
 * a header, then a line that starts a printout, then the lines after it
 * that carry the same prefix and sit deeper than its first line. */
#include "config.h"

#include "format/load_log.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "base/guard.h"
#include "base/name_index.h"

/* The longest header name kept; a longer one is cut. */
#define MAX_NAME	200
/* Launchers' tags before a line ("[default0]:[rank0]:"): how many, and
 * the longest. */
#define MAX_TAGS	3
#define MAX_TAG		40

enum header { H_NONE, H_TRACED, H_NAMED, H_EXPORTED };
enum kind { K_CODE, K_FX, K_TABULAR };

struct line {
	size_t at, end;		/* the line, without its '\n' and '\r' */
	size_t body;		/* where its text starts, past a log prefix */
	size_t next;		/* the next line's start */
};

struct cutter {
	const char *buf;
	size_t len;
	struct error *err;
	struct load_part *parts;
	size_t n, cap;
};

static int
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int
is_word(char c)
{
	return is_digit(c) || c == '_' || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z');
}

static int
is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static void
get_line(const char *buf, size_t len, size_t at, struct line *ln)
{
	const char *nl = memchr(buf + at, '\n', len - at);

	ln->at = at;
	ln->next = nl == NULL ? len : (size_t)(nl - buf) + 1;
	ln->end = nl == NULL ? len : (size_t)(nl - buf);
	if (ln->end > at && buf[ln->end - 1] == '\r')
		ln->end--;
}

/* Skips n digits (n == 0: one or more) from *p; whether they were
 * there. */
static int
digits(const char *b, size_t *p, size_t end, int n)
{
	size_t q = *p;

	while (q < end && is_digit(b[q]) && (n == 0 || q - *p < (size_t)n))
		q++;
	if (q == *p || (n > 0 && q - *p != (size_t)n))
		return 0;
	*p = q;
	return 1;
}

static int
lit(const char *b, size_t *p, size_t end, const char *s)
{
	size_t n = strlen(s);

	if (end - *p < n || memcmp(b + *p, s, n) != 0)
		return 0;
	*p += n;
	return 1;
}

/* torch's own: "V1201 12:00:00.123456 4242 torch/_dynamo/x.py:1234]",
 * then " [0/0]" (the compile it belongs to) and " [__graph_code]" (the
 * artifact) when it has them, then the one space before the text. */
static size_t source_prefix(const char *b, size_t p, size_t end);

size_t
load_log_glog_prefix(const char *b, size_t p, size_t end)
{
	size_t q = p, r;

	if (q == end || strchr("VIWEC", b[q]) == NULL || b[q] == '\0')
		return 0;
	q++;
	if (!digits(b, &q, end, 4) || !lit(b, &q, end, " ") ||
	    !digits(b, &q, end, 2) || !lit(b, &q, end, ":") ||
	    !digits(b, &q, end, 2) || !lit(b, &q, end, ":") ||
	    !digits(b, &q, end, 2) || !lit(b, &q, end, ".") ||
	    !digits(b, &q, end, 0) || !lit(b, &q, end, " ") ||
	    !digits(b, &q, end, 0) || !lit(b, &q, end, " "))
		return 0;
	return (r = source_prefix(b, q, end)) > 0 ? q + r - p : 0;
}

/* The rest of torch's prefix from its source file on, "torch/x.py:1234]",
 * then " [0/0]" and " [__graph_code]" when it has them and the one space
 * before the text: all of the prefix a paste keeps when it cuts the
 * level, time and pid. Its length, or 0. */
static size_t
source_prefix(const char *b, size_t p, size_t end)
{
	size_t q = p;

	/* the source file and line: no blank up to ':LINE]' */
	while (q < end && b[q] != ']' && !is_blank(b[q]))
		q++;
	if (q == end || q == p || b[q] != ']' || !is_digit(b[q - 1]))
		return 0;
	q++;
	while (end - q >= 3 && b[q] == ' ' && b[q + 1] == '[') {
		size_t r = q + 2;

		while (r < end && b[r] != ']' && !is_blank(b[r]))
			r++;
		if (r == end || b[r] != ']')
			break;
		q = r + 1;
	}
	if (q < end && b[q] == ' ')
		q++;
	return q - p;
}

/* Python logging's: "2026-12-01 12:00:00,123 - torch._dynamo - DEBUG - ",
 * or torch 2.0's "[2023-03-01 12:00:00,123] torch._dynamo: [DEBUG] ", or
 * 2.1-2.3's "[2024-04-30 17:13:04,191] [0/0] torch._dynamo: [DEBUG] ". */
static size_t
time_prefix(const char *b, size_t p, size_t end)
{
	size_t q = p, r;
	int bracket = 0;

	if (q < end && b[q] == '[') {
		bracket = 1;
		q++;
	}
	if (!digits(b, &q, end, 4) || !lit(b, &q, end, "-") ||
	    !digits(b, &q, end, 2) || !lit(b, &q, end, "-") ||
	    !digits(b, &q, end, 2) || !lit(b, &q, end, " ") ||
	    !digits(b, &q, end, 2) || !lit(b, &q, end, ":") ||
	    !digits(b, &q, end, 2) || !lit(b, &q, end, ":") ||
	    !digits(b, &q, end, 2))
		return 0;
	if (q < end && (b[q] == ',' || b[q] == '.')) {
		q++;
		if (!digits(b, &q, end, 0))
			return 0;
	}
	if (bracket) {
		/* "] NAME: [LEVEL] ", torch 2.1-2.3 with the compile id first:
		 * "] [0/0] NAME: [LEVEL] " */
		if (!lit(b, &q, end, "] "))
			return 0;
		if (q < end && b[q] == '[') {
			for (r = q + 1; r < end && b[r] != ']' && !is_blank(b[r]);
			    r++)
				;
			if (end - r < 2 || b[r] != ']' || b[r + 1] != ' ')
				return 0;
			q = r + 2;
		}
		while (q < end && b[q] != ':' && !is_blank(b[q]))
			q++;
		if (!lit(b, &q, end, ": ["))
			return 0;
		while (q < end && b[q] != ']' && !is_blank(b[q]))
			q++;
		if (!lit(b, &q, end, "]"))
			return 0;
		if (q < end && b[q] == ' ')
			q++;
		return q - p;
	}
	/* " - FIELD" as long as another " - " follows it, then the last
	 * " - " */
	for (;;) {
		if (!lit(b, &q, end, " - "))
			return q - p;
		for (r = q; r < end && !is_blank(b[r]); r++)
			;
		if (r == q || end - r < 3 || memcmp(b + r, " - ", 3) != 0)
			return q - p;
		q = r;
	}
}

/* A tag a launcher puts before a line: torchrun's "[default0]:", the
 * "[Rank 0] " of its --log-line-prefix-template, torch's own "[rank0]:"
 * (TorchLogsFormatter, once torch.distributed is up): words, blanks and
 * a number in brackets, then ':' or a blank. Its length, or 0. */
static size_t
tag_prefix(const char *b, size_t p, size_t end)
{
	size_t q = p + 1;
	int number = 0;

	if (p == end || b[p] != '[')
		return 0;
	for (; q < end && q - p <= MAX_TAG && b[q] != ']'; q++) {
		if (is_digit(b[q]))
			number = 1;
		else if (!is_word(b[q]) && b[q] != ' ' && b[q] != '-')
			return 0;
	}
	if (q == end || b[q] != ']' || !number || b[p + 1] == ' ')
		return 0;
	q++;
	if (q < end && b[q] == ':')
		q++;
	else if (q == end || b[q] != ' ')
		return 0;
	if (q < end && b[q] == ' ')
		q++;
	return q - p;
}

/* What is left of torch's prefix when a paste cuts its glog part: the
 * artifact's tag, after the compile's when it is kept ("[0/0]
 * [__graph_code] "), then one blank. Its length, or 0. */
static size_t
artifact_prefix(const char *b, size_t p, size_t end)
{
	size_t q = p;

	if (q < end && b[q] == '[' && q + 1 < end && is_digit(b[q + 1])) {
		while (q < end && b[q] != ']' && !is_blank(b[q]))
			q++;
		if (q + 1 >= end || b[q] != ']' || b[q + 1] != ' ')
			return 0;
		q += 2;
	}
	if (end - q < 4 || memcmp(b + q, "[__", 3) != 0)
		return 0;
	for (q += 3; q < end && is_word(b[q]); q++)
		;
	if (q == end || b[q] != ']')
		return 0;
	q++;	/* an empty message line has no blank after, once stripped */
	if (q < end && b[q] != ' ')
		return 0;
	return q < end ? q + 1 - p : q - p;
}

/* torch's prefix from its source file on, when a paste cut the level,
 * time and pid before it: the file a Python one ("torch/_inductor/
 * compile_fx.py:910] "). Its length, or 0. */
static size_t
cut_glog_prefix(const char *b, size_t p, size_t end)
{
	size_t q = p;

	while (q < end && b[q] != ']' && !is_blank(b[q]))
		q++;
	if (q == end || b[q] != ']' || memmem(b + p, q - p, ".py:", 4) == NULL)
		return 0;
	return source_prefix(b, p, end);
}

/* The length of the log prefix the line at p..end starts with, or 0:
 * launchers' tags, then torch's or Python logging's, or what a paste
 * left of torch's (its source file on, or its artifact's tag). */
static size_t
prefix_of(const char *b, size_t p, size_t end)
{
	size_t q = p, n;
	int k;

	for (k = 0; k < MAX_TAGS && (n = tag_prefix(b, q, end)) > 0; k++)
		q += n;
	if ((n = load_log_glog_prefix(b, q, end)) > 0 ||
	    (n = time_prefix(b, q, end)) > 0 ||
	    (n = artifact_prefix(b, q, end)) > 0 ||
	    (n = cut_glog_prefix(b, q, end)) > 0)
		return q + n - p;
	return q - p;
}

static void
line_read(const char *buf, size_t len, size_t at, struct line *ln)
{
	get_line(buf, len, at, ln);
	ln->body = ln->at + prefix_of(buf, ln->at, ln->end);
}

/* Whether ln's log prefix tags it one of the artifacts of code that is
 * no graph: dynamo's bytecode (TORCH_LOGS=+bytecode: disassembly, and
 * the source depyf decompiles from it, "def forward(self, x):"), or
 * inductor's output and kernel code ("class Runner:"). */
static int
bytecode_line(const char *buf, const struct line *ln)
{
	static const char *const tags[] = {
		"[__bytecode]", "[__output_code]", "[__kernel_code]",
	};
	size_t k;

	for (k = 0; k < sizeof(tags) / sizeof(tags[0]); k++)
		if (ln->body > ln->at && memmem(buf + ln->at, ln->body -
		    ln->at, tags[k], strlen(tags[k])) != NULL)
			return 1;
	return 0;
}

/* The text from s to end without the blanks around it. */
static void
trim(const char *b, size_t *s, size_t *end)
{
	while (*s < *end && is_blank(b[*s]))
		(*s)++;
	while (*end > *s && is_blank(b[*end - 1]))
		(*end)--;
}

static int
same(const char *b, size_t s, size_t end, const char *word)
{
	return end - s == strlen(word) && memcmp(b + s, word, end - s) == 0;
}

static int
starts(const char *b, size_t s, size_t end, const char *word)
{
	return end - s >= strlen(word) && memcmp(b + s, word, strlen(word)) == 0;
}

/* Which header the text s..end is: "TRACED GRAPH", "===== NAME =====" or
 * "Forward graph (from cache)" (its name in *name..*name_end),
 * "ExportedProgram:". */
static enum header
header_of(const char *b, size_t s, size_t end, size_t *name,
    size_t *name_end)
{
	size_t i, j;

	trim(b, &s, &end);
	if (same(b, s, end, "TRACED GRAPH"))
		return H_TRACED;
	if (end - s > 19 && same(b, end - 19, end, " graph (from cache)") &&
	    (starts(b, s, end, "Joint ") || starts(b, s, end, "Forward ") ||
	    starts(b, s, end, "Backward "))) {
		/* AOT autograd's graphs from its cache (aot_autograd_result.py,
		 * _log_cached_graphs) */
		*name = s;
		*name_end = end;
		return H_NAMED;
	}
	if (same(b, s, end, "ExportedProgram:"))
		return H_EXPORTED;
	for (i = s; i < end && b[i] == '='; i++)
		;
	for (j = end; j > i && b[j - 1] == '='; j--)
		;
	if (i - s < 3 || end - j < 3 || j <= i)
		return H_NONE;
	trim(b, &i, &j);
	if (i == j)
		return H_NONE;
	*name = i;
	*name_end = j;
	return H_NAMED;
}

/* Whether s..end (trimmed) starts a printout, and of which kind: where
 * it starts in *from. after_header: a header came just before, so a
 * class line may begin with the file torch names (dynamo writes "
 * /path/x.py class GraphModule(torch.nn.Module):"). */
static int
start_of(const char *b, size_t s, size_t end, int after_header,
    enum kind *kind, size_t *from)
{
	size_t i;

	trim(b, &s, &end);
	*from = s;
	if (s == end)
		return 0;
	if (starts(b, s, end, "graph(") && same(b, end - 2, end, "):")) {
		*kind = K_FX;
		return 1;
	}
	if ((starts(b, s, end, "class ") && b[end - 1] == ':') ||
	    starts(b, s, end, "def forward(")) {
		*kind = K_CODE;
		return 1;
	}
	if (starts(b, s, end, "opcode ") && b[end - 1] == 's') {
		*kind = K_TABULAR;	/* "opcode  name  target  args  kwargs" */
		return 1;
	}
	if (!after_header || end - s < 2 || !same(b, end - 2, end, "):"))
		return 0;
	for (i = s; i + 7 <= end; i++)
		if (memcmp(b + i, " class ", 7) == 0) {
			*from = i + 1;
			*kind = K_CODE;
			return 1;
		}
	return 0;
}

static size_t
indent_of(const char *b, size_t s, size_t end)
{
	size_t i = s;

	while (i < end && b[i] == ' ')
		i++;
	return i - s;
}

/* Whether the line carries the prefix buf[p..p + n): the same bytes, or
 * none at all when n is 0. An empty line of the message may have lost
 * the prefix's last blank (an editor or a CI log that strips trailing
 * blanks). */
static int
has_prefix(const char *b, const struct line *ln, size_t p, size_t n)
{
	if (n == 0)
		return ln->body == ln->at;
	if (ln->end - ln->at == n - 1 && b[p + n - 1] == ' ')
		return memcmp(b + ln->at, b + p, n - 1) == 0;
	return ln->body - ln->at == n && memcmp(b + ln->at, b + p, n) == 0;
}

/* Appends s..end without the terminal's colour codes (ESC [ ... m), which
 * torch writes when its output is a terminal (print_readable(colored=
 * True)), and a newline. */
static int
append_text(struct buf *out, const char *b, size_t s, size_t end)
{
	size_t i, from = s;

	for (i = s; i < end; i++) {
		if (b[i] != '\x1b' || i + 1 == end || b[i + 1] != '[')
			continue;
		if (buf_add(out, b + from, i - from) == -1)
			return -1;
		for (i += 2; i < end && (is_digit(b[i]) || b[i] == ';'); i++)
			;
		from = i < end ? i + 1 : end;
	}
	return buf_add(out, b + from, end - from) == -1 ||
	    buf_add(out, "\n", 1) == -1 ? -1 : 0;
}

static const char *const aot_names[] = { "Forward", "Joint", "Backward" };

/* The part's name from its header: "Forward graph 0" -> "forward 0". */
static char *
part_name(const char *b, size_t s, size_t end)
{
	char *name;
	size_t k, w, n;

	if (end - s > MAX_NAME)
		end = s + MAX_NAME;
	for (k = 0; k < sizeof(aot_names) / sizeof(aot_names[0]); k++) {
		w = strlen(aot_names[k]);
		if (!starts(b, s, end, aot_names[k]) ||
		    !starts(b, s + w, end, " graph") ||
		    (s + w + 6 < end && b[s + w + 6] != ' '))
			continue;
		n = end - (s + w + 6);
		if ((name = malloc(w + n + 1)) == NULL)
			return NULL;
		memcpy(name, b + s, w);
		name[0] = (char)(name[0] - 'A' + 'a');
		memcpy(name + w, b + s + w + 6, n);
		name[w + n] = '\0';
		return name;
	}
	if ((name = malloc(end - s + 1)) == NULL)
		return NULL;
	memcpy(name, b + s, end - s);
	name[end - s] = '\0';
	return name;
}

static const char *
part_name_of(const void *owner, uint32_t i)
{
	return ((const struct load_part *)owner)[i].name;
}

int
load_parts_name_apart(struct load_part *parts, size_t n)
{
	struct name_index names;
	size_t i, len;
	uint32_t k;
	char *other;
	int rc = -1;

	name_index_init(&names, part_name_of, parts);
	for (i = 0; i < n; i++) {
		len = strlen(parts[i].name);
		if (name_index_find(&names, parts[i].name, len) != NAME_NONE) {
			if ((other = malloc(len + 16)) == NULL)
				goto done;
			for (k = 2; ; k++) {
				snprintf(other, len + 16, "%s #%u",
				    parts[i].name, k);
				if (name_index_find(&names, other,
				    strlen(other)) == NAME_NONE)
					break;
			}
			free(parts[i].name);
			parts[i].name = other;
		}
		if (name_index_add(&names, (uint32_t)i) == -1)
			goto done;
	}
	rc = 0;
done:
	name_index_free(&names);
	return rc;
}

static int
add_part(struct cutter *c, char *name, struct buf *text, uint32_t line,
    size_t at)
{
	struct load_part *p;

	if (c->n == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 4;

		if ((p = realloc(c->parts, cap * sizeof(*p))) == NULL)
			goto fail;
		c->parts = p;
		c->cap = cap;
	}
	p = &c->parts[c->n];
	load_part_init(p);
	if ((p->text = buf_steal(text, &p->len)) == NULL)
		goto fail;
	p->name = name;
	p->line = line;
	p->at = at;
	c->n++;
	return 0;
fail:
	free(name);
	buf_free(text);
	error_nomem(c->err);
	return -1;
}

/* Whether the line is where an ExportedProgram's graph signature and the
 * constraints after it are, which go with its graph. */
static int
signature_line(const char *b, size_t s, size_t end)
{
	trim(b, &s, &end);
	return starts(b, s, end, "Graph signature:") ||
	    starts(b, s, end, "Graph Signature:");
}

static int
constraints_line(const char *b, size_t s, size_t end)
{
	trim(b, &s, &end);
	return starts(b, s, end, "Range constraints:") ||
	    starts(b, s, end, "Symbol to range:") ||
	    starts(b, s, end, "Equality constraints:");
}

/* Whether the first line of first's printout after its own, up to last,
 * that is not blank is 'def forward(': a class of FX's, not one of the
 * Python code output_code logs (class Runner:). */
static int
forward_follows(const struct cutter *c, const struct line *first,
    size_t last)
{
	struct line ln;
	size_t s, i;

	for (s = first->next; s < last; s = ln.next) {
		line_read(c->buf, c->len, s, &ln);
		i = ln.body + indent_of(c->buf, ln.body, ln.end);
		if (i < ln.end)
			return starts(c->buf, i, ln.end, "def forward(") ||
			    starts(c->buf, i, ln.end, "def forward (");
	}
	return 0;
}

/* Whether s..end is a line of a print_tabular() table past its header:
 * its rule ("-------------  ------", the line right after the header:
 * rule set) or a row, which starts with the node's op. What follows a
 * table in a log (a script's own print, its own rule) is not. */
static int
table_line(const char *b, size_t s, size_t end, int rule)
{
	static const char *const ops[] = {
		"placeholder ", "get_attr ", "call_function ", "call_method ",
		"call_module ", "output ",
	};
	size_t k;

	trim(b, &s, &end);
	if (s < end && b[s] == '-')
		return rule;
	for (k = 0; k < sizeof(ops) / sizeof(ops[0]); k++)
		if (starts(b, s, end, ops[k]))
			return 1;
	return 0;
}

/* Reads the printout that starts on the line first, at from, up to where
 * it ends; adds it as a part called name (taken) and leaves *at at the
 * line after it, *line_no at that line's number. A printout no header
 * announced (headed 0) is one only with a line after its first (dynamo's
 * +dynamo log quotes single lines of source, "def forward(self, x):") and,
 * for a class, a forward; else the read goes on at the line after it. */
static int
cut_graph(struct cutter *c, const struct line *first, size_t from,
    enum kind kind, int exported, int headed, char *name, size_t *at,
    uint32_t *line_no)
{
	const char *b = c->buf;
	size_t plen = first->body - first->at, deep, lead, last, s;
	uint32_t line = *line_no, n_lines = 1;
	struct buf text = { 0 };
	struct line ln;
	size_t nm, nm_end;
	int in_signature = 0;

	/* The column the printout's first line stands at: a class line
	 * after a file name stands where the name starts, less the one
	 * space dynamo puts first. */
	lead = indent_of(b, first->body, first->end);
	deep = from > first->body + lead ? (lead > 0 ? lead - 1 : 0) : lead;
	last = first->next;
	for (s = first->next; s < c->len; s = ln.next) {
		line_read(b, c->len, s, &ln);
		if (!has_prefix(b, &ln, first->at, plen))
			break;
		if (indent_of(b, ln.body, ln.end) == ln.end - ln.body) {
			if (kind == K_TABULAR)
				break;
			continue;	/* blank: kept if more follows */
		}
		if (header_of(b, ln.body, ln.end, &nm, &nm_end) != H_NONE ||
		    (kind == K_TABULAR && !table_line(b, ln.body, ln.end,
		    s == first->next)))
			break;
		if (in_signature) {
			if (constraints_line(b, ln.body, ln.end))
				in_signature = 2;
			else if (in_signature == 2)
				break;
		} else if (kind != K_TABULAR &&
		    indent_of(b, ln.body, ln.end) <= deep) {
			if (!exported || !signature_line(b, ln.body, ln.end))
				break;
			in_signature = 1;
		}
		last = ln.next;
	}
	/* someone's class or its method (a page or a test shows the
	 * model's source): torch prints a class at the first column, and
	 * 'def forward(' indented only under its class line, or after a
	 * log prefix that keeps the indentation */
	if (!headed && (last == first->next ||
	    (starts(b, from, first->end, "class ") &&
	    !forward_follows(c, first, last)) ||
	    (kind == K_CODE && first->body == first->at && from > first->at))) {
		free(name);
		*at = first->next;
		*line_no = line + 1;
		return 0;
	}
	/* the lines first..last, each less its prefix and the columns the
	 * printout starts at */
	if (append_text(&text, b, from, first->end) == -1)
		goto nomem;
	for (s = first->next; s < last; s = ln.next) {
		line_read(b, c->len, s, &ln);
		n_lines++;
		lead = indent_of(b, ln.body, ln.end);
		if (append_text(&text, b, ln.body + (lead < deep ? lead : deep),
		    ln.end) == -1)
			goto nomem;
	}
	*at = last;
	*line_no = line + n_lines;
	return add_part(c, name, &text, line, first->at);
nomem:
	free(name);
	buf_free(&text);
	error_nomem(c->err);
	return -1;
}

/* The first line that is not blank, for the error. */
static size_t
first_text(const char *buf, size_t len)
{
	size_t i = 0, s = 0;

	while (i < len && (is_blank(buf[i]) || buf[i] == '\n' ||
	    buf[i] == '\r')) {
		if (buf[i] == '\n')
			s = i + 1;
		i++;
	}
	return i < len ? i : s;
}

int
load_log(const char *buf, size_t len, const struct guard *guard,
    struct load_part **parts, size_t *n, struct error *err)
{
	struct cutter c = { 0 };
	struct line ln;
	enum header h;
	enum kind kind;
	size_t at = 0, nm = 0, nm_end = 0, from, last_header = 0;
	uint32_t line_no = 1, lines = 0;
	char *name;
	int named = 0, traced = 0, exported = 0, any_header = 0;

	c.buf = buf;
	c.len = len;
	c.err = err;
	*parts = NULL;
	*n = 0;
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		at = 3;	/* a byte order mark */
	while (at < len) {
		if (++lines % GUARD_EVERY == 0 &&
		    guard_check(guard, err) == -1)
			goto fail;
		line_read(buf, len, at, &ln);
		if (indent_of(buf, ln.body, ln.end) == ln.end - ln.body) {
			at = ln.next;
			line_no++;
			continue;
		}
		h = header_of(buf, ln.body, ln.end, &nm, &nm_end);
		if (h != H_NONE) {
			any_header = 1;
			last_header = ln.body + indent_of(buf, ln.body, ln.end);
			traced = h == H_TRACED;
			named = h == H_NAMED;
			exported = h == H_EXPORTED;
			at = ln.next;
			line_no++;
			continue;
		}
		if (!bytecode_line(buf, &ln) && start_of(buf, ln.body, ln.end,
		    named || traced, &kind, &from)) {
			if (named)
				name = part_name(buf, nm, nm_end);
			else if (exported)
				name = strdup("exported program");
			else if (traced && from > ln.body +
			    indent_of(buf, ln.body, ln.end)) {
				/* torch 2.0: " __compiled_fn_0 FILE class" */
				size_t s = ln.body + indent_of(buf, ln.body,
				    ln.end), e = s;

				while (e < from && !is_blank(buf[e]))
					e++;
				name = part_name(buf, s, e);
			} else {
				char num[32];

				snprintf(num, sizeof(num), "graph %zu",
				    c.n + 1);
				name = strdup(num);
			}
			if (name == NULL) {
				error_nomem(err);
				goto fail;
			}
			if (cut_graph(&c, &ln, from, kind, exported, named ||
			    traced || exported, name, &at, &line_no) == -1)
				goto fail;
			named = traced = exported = 0;
			continue;
		}
		if (traced && !named) {
			/* torch 2.0's tabular log: "__compiled_fn_0 FILE"
			 * names the table under it */
			size_t s = ln.body + indent_of(buf, ln.body, ln.end);

			for (nm = s, nm_end = s; nm_end < ln.end &&
			    !is_blank(buf[nm_end]); nm_end++)
				;
			named = 1;
		} else {
			named = traced = exported = 0;
		}
		at = ln.next;
		line_no++;
	}
	if (c.n == 0) {
		if (any_header)
			error_at(err, buf, len, last_header, "no graph follows "
			    "this header: the log ends, or goes on with lines "
			    "that are not a printout ('class NAME(...):', "
			    "'graph():')");
		else
			error_at(err, buf, len, first_text(buf, len), "no graph "
			    "in the log: fxviz looks for the headers 'TRACED "
			    "GRAPH' and '===== NAME =====' (TORCH_LOGS="
			    "graph_code, aot_graphs), 'ExportedProgram:' "
			    "(print(exported_program)), and for printouts that "
			    "start 'class NAME(torch.nn.Module):' or "
			    "'graph():'");
		goto fail;
	}
	if (load_parts_name_apart(c.parts, c.n) == -1) {
		error_nomem(err);
		goto fail;
	}
	*parts = c.parts;
	*n = c.n;
	return 0;
fail:
	load_parts_free(c.parts, c.n);
	return -1;
}

/* Whether the text s..end, at a line's start, starts a printout of its
 * own: 'class NAME(...):' or 'graph(...):'. (Two 'def forward(' are one
 * text's fault, not two graphs.) */
static int
printout_line(const char *b, size_t s, size_t end)
{
	enum kind kind;
	size_t from;

	return s < end && !is_blank(b[s]) &&
	    !starts(b, s, end, "def ") &&
	    start_of(b, s, end, 0, &kind, &from) && kind != K_TABULAR;
}

int
load_is_log(const char *buf, size_t len)
{
	size_t at = 0, nm, nm_end, from;
	struct line ln;
	enum kind kind;
	int first = 1, printout = 0, script = 0, bare = 0, code = 0;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		at = 3;	/* a byte order mark */
	for (; at < len; at = ln.next) {
		line_read(buf, len, at, &ln);
		if (indent_of(buf, ln.body, ln.end) == ln.end - ln.body)
			continue;
		/* two printouts at a line's first column, one of them one no
		 * Python line can be, a table's header or 'graph():' (a
		 * script's stdout of print_tabular() called twice, or of
		 * print(gm) and print(gm.graph), lines of its own between) */
		if (ln.body == ln.at && !is_blank(buf[ln.at]) &&
		    start_of(buf, ln.at, ln.end, 0, &kind, &from)) {
			if (kind == K_TABULAR || kind == K_FX)
				bare++;
			else
				code++;
			if (bare > 0 && bare + code >= 2)
				return 1;
		}
		/* a line of torch's log: its header, or a printout's first
		 * line (a paste that starts at 'def forward'); in a script or
		 * a page, only such a line or a header makes it a log (the
		 * log people paste into their notes, a gist or a docstring) */
		if (ln.body != ln.at && !bytecode_line(buf, &ln) &&
		    (header_of(buf, ln.body, ln.end, &nm,
		    &nm_end) != H_NONE || (start_of(buf, ln.body, ln.end, 0,
		    &kind, &from) && kind != K_TABULAR)))
			return 1;
		if (header_of(buf, ln.body, ln.end, &nm, &nm_end) != H_NONE)
			return 1;
		if (script) {
			/* a page that shows a table or a graph() printout */
			if (bare > 0)
				return 1;
			continue;
		}
		if (first && ln.body == ln.at) {
			size_t s = ln.at + indent_of(buf, ln.at, ln.end);

			/* fxviz JSON; a table is one unless another follows */
			if (buf[s] == '{')
				return 0;
			/* a script or a page (Markdown's, from its fence) */
			if (starts(buf, s, ln.end, "import ") ||
			    starts(buf, s, ln.end, "from ") ||
			    starts(buf, s, ln.end, "```") ||
			    starts(buf, s, ln.end, "~~~") || buf[s] == '#') {
				script = 1;
				continue;
			}
			/* a printout of its own, unless another follows it
			 * (a script's print_readable() called twice) */
			printout = printout_line(buf, s, ln.end);
		} else if (printout && ln.body == ln.at &&
		    printout_line(buf, ln.at, ln.end)) {
			return 1;
		}
		first = 0;
	}
	return 0;
}

void
load_part_init(struct load_part *part)
{
	memset(part, 0, sizeof(*part));
	part->rank = -1;
}

void
load_part_clear(struct load_part *part)
{
	free(part->name);
	free(part->text);
	free(part->compile_id);
	free(part->stage);
	free(part->stack);
	free(part->source);
	free(part->fault);
	load_part_init(part);
}

void
load_parts_free(struct load_part *parts, size_t n)
{
	size_t i;

	if (parts == NULL)
		return;
	for (i = 0; i < n; i++)
		load_part_clear(&parts[i]);
	free(parts);
}
