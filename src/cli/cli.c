/* cli: the fxviz command line: a table of commands, each parsing its own
 * options and returning the exit status. */
#include "config.h"

#include "cli/cli.h"

#include <cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <fcntl.h>
#include <getopt.h>
#include <stddef.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/array.h"
#include "base/buf.h"
#include "base/digest.h"
#include "base/error.h"
#include "base/file.h"
#include "model/diff.h"
#include "model/graph.h"
#include "model/kernels.h"
#include "model/modules.h"
#include "base/io.h"
#include "format/load.h"
#include "format/load_json.h"
#include "format/load_log.h"
#include "format/load_run.h"
#include "format/write_run.h"
#include "model/run.h"
#include "format/load_provenance.h"
#include "format/write_diff.h"
#include "format/write_kernels.h"
#include "format/write_json.h"
#include "draw/diff_view.h"
#include "draw/note.h"
#include "draw/render.h"
#include "daemon/client.h"
#include "daemon/server.h"
#include "draw/view.h"
#include "daemon/worker.h"

#define EXIT_BAD_INPUT	1
#define EXIT_USAGE	2
#define CLI_MAX_INPUT	((size_t)1 << 30)

static const char usage_text[] =
    "usage: fxviz render INPUT [-o OUT] [--format svg|dot|json|png]\n"
    "                    [--rankdir TB|LR] [--focus NODE [--depth K]]\n"
    "                    [--expand MODULES] [--collapse MODULES]\n"
    "                    [--hide OPS] [--shapes WHERE] [--sub PATH]\n"
    "                    [--edges auto|all]\n"
    "                    [--from FORM] [--graph NAME]\n"
    "                    [--overlay [NAME[:UNIT]=]FILE] [--color NAME]\n"
    "       fxviz diff A B [-o OUT] [-f svg|png|dot|json|text]\n"
    "                  [render's view options] [--from FORM]\n"
    "                  [--graph NAME] [--graph-b NAME]\n"
    "       fxviz serve [--listen HOST:PORT] [--data DIR | --store URL]\n"
    "                   [--workers N] [--token T] [options] [PATH...]\n"
    "       fxviz stats [--from FORM] [--graph NAME] [--run] INPUT\n"
    "       fxviz kernels POST CODE | DEBUG_DIR [--provenance JSON]\n"
    "                     [--graph NAME]\n"
    "                     [--graph-b NAME] [-o OUT]\n"
    "       fxviz --help | --version\n"
    "\n"
    "render  draws an FX graph: INPUT is the text that print(gm.graph)\n"
    "        prints (torch 1.x or 2.x), the table that\n"
    "        graph.print_tabular() prints, the code of gm.code or\n"
    "        gm.print_readable(), or fxviz JSON, alone or in a log\n"
    "        (TORCH_LOGS=graph_code or aot_graphs, print(exported_program))\n"
    "        or a TORCH_TRACE file or folder (--graph '[0/0]\n"
    "        dynamo_output_graph', '[rank1] [0/0] aot_forward_graph');\n"
    "        - reads standard input.\n"
    "\n"
    "  -o, --output OUT    write to OUT instead of standard output (-);\n"
    "                      a file is replaced whole, only on success (one\n"
    "                      that holds the same bytes is kept, its time\n"
    "                      made now); a link, device or FIFO is written\n"
    "                      through\n"
    "  -f, --format FMT    svg (default), png, dot (before layout) or json;\n"
    "                      without it, OUT's extension says (-o x.png)\n"
    "  -r, --rankdir DIR   TB: inputs on top (default); LR: left to right\n"
    "      --focus NODE    draw NODE and the nodes within K hops of it\n"
    "      --depth K       hops for --focus (default 2)\n"
    "      --expand M,...  draw these modules open; '*' opens every one\n"
    "                      (graphs of more than 1500 nodes start with every\n"
    "                      module closed: an overview)\n"
    "      --collapse M,...  draw these modules as one box each\n"
    "      --hide OP,...   leave these ops out (get_attr, placeholder...);\n"
    "                      their inputs join their users by dotted edges\n"
    "      --edges WHICH   auto (default): long edges the layout cannot\n"
    "                      afford start at a far-input box beside their\n"
    "                      user; all: every edge drawn whole (can be slow)\n"
    "      --shapes WHERE  where tensor shapes go: boxes (default), edges\n"
    "                      (1\xc3\x97" "64\xc3\x97" "56 on each edge), off\n"
    "      --sub PATH      draw (or write as json) the sub-graph PATH: a\n"
    "                      nested class of print_readable(), cond_true_0,\n"
    "                      dotted for deeper ones (cond_true_0.body_0)\n"
    "      --from FORM     read INPUT as FORM (" LOAD_FORMS ")\n"
    "                      rather than find its form from the text\n"
    "      --graph NAME    the graph of a log that holds several\n"
    "                      (\"forward 0\", \"__compiled_fn_1\")\n"
    "      --overlay [NAME[:UNIT]=]FILE  numbers per node from FILE (JSON:\n"
    "                      an overlay as fxviz JSON holds one, a list of\n"
    "                      them, or node name to number, named NAME in\n"
    "                      UNIT; docs/format.md), added to the graph\n"
    "      --color NAME    fill each node by its value of overlay NAME (a\n"
    "                      legend names the unit and range; each module\n"
    "                      shows its total); op (default) by its op\n"
    "  A --focus on no node is an error, and an --expand, --collapse or\n"
    "  --hide name that matches nothing a warning (the picture is written):\n"
    "  each says the nearest names (\"did you mean layer1.0?\").\n"
    "  -h, --help          show this help\n"
    "  -V, --version       show the version\n"
    "  FXVIZ_JOBS=N        processes that lay out the segments of a long\n"
    "                      view at once, here and in the server's workers\n"
    "                      (default 0: one for each core; 1: one)\n"
    "  FXVIZ_REUSE=0       lay out every segment, none as a copy of another\n"
    "                      the same up to the numbers in its names\n"
    "  FXVIZ_LAYOUT_CACHE_MB=N  drawings a worker laid out, kept for its\n"
    "                      later renders (default 64; 0: none)\n"
    "  FXVIZ_LAYOUT_DIR=DIR  drawings laid out, kept on disk for the next\n"
    "                      run, other workers and replicas (default\n"
    "                      ~/.cache/fxviz/layouts; the server's:\n"
    "                      layouts/ in its data folder)\n"
    "  FXVIZ_LAYOUT_DIR_MB=N  its bound (default 256; 0: none kept)\n"
    "\n"
    "\n"
    "diff    compares graph A (before) with B (after): nodes matched by name,\n"
    "        then by op, target and matched inputs (docs/diff.md); one\n"
    "        drawing of both, added nodes green, removed red, changed\n"
    "        yellow, what did not change closed. -f text lists each change\n"
    "        on a line (~ changed, + added, - removed) and a summary; json\n"
    "        lists every node and edge with its class. --graph picks A's\n"
    "        graph of a log, and B's unless --graph-b names another.\n"
    "\n"
    "kernels prints, as JSON, which kernels of inductor's output code CODE\n"
    "        compute which nodes of the post-grad graph POST of the same\n"
    "        compile (fx_graph_transformed.py, or a trace's\n"
    "        inductor_post_grad_graph), and the names that match no node:\n"
    "        from the provenance mapping (--provenance, or the one a\n"
    "        trace's inductor_output_code carries), else from the code's\n"
    "        comments. --graph picks POST's graph of a trace, --graph-b\n"
    "        CODE's. DEBUG_DIR: a TORCH_COMPILE_DEBUG graph folder\n"
    "        (torchinductor/model__0_forward_1.0), its three files.\n"
    "\n"
    "stats   reads INPUT and prints, as JSON, its nodes, edges and warnings,\n"
    "        the time reading took and the memory the graph holds: one line\n"
    "        for each graph of a log, unless --graph names one. --run\n"
    "        prints the run of a TORCH_TRACE file or folder (one file a\n"
    "        rank) instead: its compiles, their stages (each graph's id),\n"
    "        graph breaks, recompiles, restarts, failures and metrics.\n"
    "\n"
    "serve   answers HTTP: the web page at /, the API under /api, pictures\n"
    "        at /graphs/ID.svg (docs/api.md). Loads every graph file (.txt,\n"
    "        .json, .fx, .py, .log) under each PATH, and keeps uploads in\n"
    "        DIR.\n"
    "\n"
    "  --listen HOST:PORT      where to listen (127.0.0.1:8080; port 0 "
    "picks one)\n"
    "  --data DIR              where uploads are kept "
    "(~/.local/state/fxviz),\n"
    "                          and the pictures drawn, for a restart\n"
    "                          (pictures/: FXVIZ_PICTURES_MB, default\n"
    "                          256; 0: none)\n"
    "  --store URL             keep uploads in PostgreSQL instead, shared by\n"
    "                          every replica given the same URL\n"
    "                          (postgresql://HOST/DB, or FXVIZ_STORE); the\n"
    "                          pictures they draw are kept there too, for\n"
    "                          one another (FXVIZ_PG_PICTURES_MB, default\n"
    "                          512; 0: none)\n"
    "  --workers N             render processes (one per core)\n"
    "  --token T               POST and DELETE need 'Authorization: Bearer "
    "T'\n"
    "                          (or set FXVIZ_TOKEN)\n"
    "  --parse-timeout S       seconds an upload may take to read; then 422\n"
    "                          (10)\n"
    "  --queue-timeout S       seconds a render may wait for a free worker;\n"
    "                          then 503 with Retry-After (30)\n"
    "  --render-timeout S      seconds a render may take once a worker has\n"
    "                          it (20)\n"
    "  --render-memory MB      address space of a render process (4096)\n"
    "  --max-renders N         renders before a worker is replaced (100)\n"
    "  --max-body MB           largest upload (32)\n"
    "  --max-nodes N           largest graph (200000)\n"
    "  --cache-mb MB           memory for rendered pictures (256)\n"
    "  --max-graph-mb MB       memory one graph may take once read; larger\n"
    "                          ones get 422 (1024)\n"
    "  --max-held-mb MB        memory all graphs may take once read; uploads\n"
    "                          past it get 507 (8192)\n"
    "  --max-run-mb MB         a run's trace files, unpacked; larger uploads\n"
    "                          get 413 (256)\n"
    "  --max-connections N     open at once, from everywhere (512)\n"
    "  --max-connections-per-ip N  open at once from one address; 0: no\n"
    "                          limit (the default on a loopback --listen,\n"
    "                          where every client shares one address; 32\n"
    "                          elsewhere)\n"
    "  --trusted-proxy ADDR    a reverse proxy in front: the last address of\n"
    "                          its X-Forwarded-For names the client, whose\n"
    "                          renders take turns with other clients'\n"
    "  --header-timeout S      seconds to send a request line and headers,\n"
    "                          from the connection's start or the last\n"
    "                          answer; then it is closed (15)\n"
    "  --body-timeout S        a body must bring --min-rate KB a second (or\n"
    "                          its rest) in every S seconds, measured on\n"
    "                          what arrives; a reply must be taken in S\n"
    "                          seconds plus one per --min-rate KB (10)\n"
    "  --min-rate KB           the slowest body or reply, in KB a second\n"
    "                          (64)\n"
    "  --allow-host NAME       answer requests whose Host is NAME too (again\n"
    "                          for more names). On a loopback --listen only\n"
    "                          localhost, *.localhost and loopback addresses\n"
    "                          are answered, others get 421 (a page on\n"
    "                          another site whose name resolves here);\n"
    "                          elsewhere every Host is, unless --allow-host\n"
    "                          names the ones to answer\n"
    "  --log FILE              append the access log and messages to FILE,\n"
    "                          opened again on SIGHUP (log rotation);\n"
    "                          standard error otherwise\n"
    "  --watch DIR             add each graph torch writes into DIR (or a\n"
    "                          folder made in it) as it is written, a\n"
    "                          TORCH_TRACE file's as it grows (inotify)\n"
    "  --max-streams N         event streams (GET /api/events) open at\n"
    "                          once; past it 503 with Retry-After (64)\n"
    "  --stream-life S         an event stream ends after S seconds, and\n"
    "                          the page's EventSource reconnects (300)\n"
    "  --stream-heartbeat S    a stream with no event writes a comment\n"
    "                          line every S seconds (15)\n"
    "  --web DIR               the web page's files\n"
    "  --port-file FILE        write the port there once listening\n"
    "\n"
    "Exit status: 0 on success, 1 for bad input, 2 for a bad command line.\n";

static int
usage(FILE *f, int status)
{
	fputs(usage_text, f);
	return status;
}

/* After getopt's own word on a bad option: where the command's options
 * are told, not the whole of the usage text. */
static int
usage_hint(const char *cmd)
{
	fprintf(stderr, "Try 'fxviz %s --help'.\n", cmd);
	return EXIT_USAGE;
}

/* Whether the usage text's line at s heads a command's section: the
 * command's name at its start, then blanks ("render  draws..."). The
 * name's length in *n. */
static int
section_head(const char *s, size_t *n)
{
	*n = strspn(s, "abcdefghijklmnopqrstuvwxyz");
	return *n > 0 && s[*n] == ' ';
}

/* Adds the lines of section sec (a command's name) of the usage text
 * from s on to b; options only: its option entries alone, but for those
 * of skip (short flags: "ofhV") and skip_long ("--sub"). */
static void
print_section(struct buf *b, const char *s, const char *sec, int options,
    const char *skip, const char *skip_long)
{
	const char *nl;
	size_t n, len = strlen(sec);
	int in = 0, keep = 0;

	for (; *s != '\0'; s = nl + 1) {
		nl = strchr(s, '\n');
		if (strncmp(s, "Exit status", 11) == 0)
			break;
		if (section_head(s, &n)) {
			in = n == len && strncmp(s, sec, n) == 0;
			if (in && !options)
				buf_addc(b, '\n');
		} else if (options && in) {
			if (strncmp(s, "  -", 3) == 0)
				keep = strchr(skip, s[3]) == NULL ||
				    s[4] != ',';
			else if (strncmp(s, "      --", 8) == 0)
				keep = strncmp(s + 6, skip_long,
				    strlen(skip_long)) != 0;
			else if (strncmp(s, "                      ", 22) != 0)
				keep = 0;
			if (keep)
				buf_printf(b, "%.*s\n", (int)(nl - s), s);
			continue;
		}
		if (in && !options)
			buf_printf(b, "%.*s\n", (int)(nl - s), s);
	}
}

/* fxviz CMD --help: CMD's lines of the synopsis and its section; diff,
 * which takes render's view options, gets those too. */
static int
usage_for(FILE *f, const char *cmd, int status)
{
	const char *s = usage_text, *nl, *w;
	struct buf b = BUF_INIT;
	size_t len = strlen(cmd), i;
	int mine = 0, first = 1;

	for (; *s != '\0' && *s != '\n'; s = nl + 1) {
		nl = strchr(s, '\n');
		if ((w = strstr(s, "fxviz ")) != NULL && w < nl &&
		    strspn(s, "usage: ") == (size_t)(w - s))
			mine = strncmp(w + 6, cmd, len) == 0 && w[6 + len] == ' ';
		if (mine) {
			buf_printf(&b, "%s%.*s\n", first ? "usage: " : "",
			    (int)(nl - (first ? w : s)), first ? w : s);
			first = 0;
		}
	}
	print_section(&b, s, cmd, 0, "", "");
	if (strcmp(cmd, "diff") == 0) {
		buf_adds(&b, "\nrender's view options, which diff takes too:\n");
		print_section(&b, s, "render", 1, "ofhV", "--sub");
	}
	if ((w = strstr(s, "\nExit status")) != NULL)
		buf_printf(&b, "\n%s", w);
	/* one blank line between parts, however the sections end */
	for (i = 0; b.data != NULL && i < b.len; i++)
		if (!(b.data[i] == '\n' && i >= 2 && b.data[i - 1] == '\n' &&
		    b.data[i - 2] == '\n'))
			fputc(b.data[i], f);
	buf_free(&b);
	return status;
}

static int usage_error(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

static int
usage_error(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "fxviz: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'fxviz --help'.\n");
	return EXIT_USAGE;
}

/* Writes OUT (NULL or "-": standard output) as base/file.h's file_write
 * does: a failed run leaves a file as it was, and only a file is
 * replaced. */
static int
write_output(const char *path, const char *data, size_t len)
{
	struct error err = { 0 };

	if (file_write(path ? path : "-", data, len, &err) == -1) {
		fprintf(stderr, "fxviz: %s\n", err.msg);
		return -1;
	}
	return 0;
}

/* The long name of the option that getopt_long returned as c. */
static const char *
long_name(const struct option *opts, int c)
{
	for (; opts->name != NULL; opts++)
		if (opts->val == c)
			break;
	return opts->name;
}

/* The graphs of input: a log's, or the one of any other text, read as
 * form (NULL: found from the text). With pick, only the graph of that
 * name. 0 with *parts (load_parts_free) and *n, or -1 when said on
 * stderr. */
static int
read_input(const char *input, const char *buf, size_t len, const char *form,
    const char *pick, struct load_part **parts, size_t *n)
{
	struct error err = { 0 };
	struct buf names = BUF_INIT;
	size_t i, k;

	if (load_split(buf, len, form, NULL, parts, n, &err) == -1) {
		error_report("", input, &err);
		return -1;
	}
	if (pick == NULL)
		return 0;
	for (i = 0; i < *n; i++) {
		if (strcmp((*parts)[i].name, pick) == 0) {
			struct load_part one = (*parts)[i];

			/* the one picked first, the rest freed */
			(*parts)[i] = (*parts)[0];
			(*parts)[0] = one;
			for (k = 1; k < *n; k++)
				load_part_clear(&(*parts)[k]);
			*n = 1;
			buf_free(&names);
			return 0;
		}
		buf_printf(&names, "%s'%s'", i ? ", " : "", (*parts)[i].name);
	}
	fprintf(stderr, "fxviz: %s: --graph: no graph '%s' here; %s%s\n",
	    input, pick, *n == 1 && *(*parts)[0].name == '\0' ?
	    "it holds one graph, not a log of several" : (*parts)[0].stage ?
	    "the trace holds " : "the log holds ",
	    *(*parts)[0].name == '\0' || buf_cstr(&names) == NULL ? "" :
	    names.data);
	buf_free(&names);
	load_parts_free(*parts, *n);
	*parts = NULL;
	*n = 0;
	return -1;
}

/* Reads part: as form for a text of one graph, as the form found from it
 * for a graph of a log. NULL when said on stderr, with the place in the
 * whole input. */
static struct fx_graph *
read_part(const char *input, const char *buf, size_t len,
    const struct load_part *part, const char *form)
{
	struct error err = { 0 };
	struct fx_graph *g;
	int log = *part->name != '\0';
	uint32_t i;

	g = log ? load_part_graph(buf, len, part, NULL, &err) :
	    load_graph_unsplit(part->text, part->len, form, NULL, &err);
	if (g == NULL) {
		if (log) {
			char what[256];

			snprintf(what, sizeof(what), "graph '%.200s' of ",
			    part->name);
			error_report(what, input, &err);
		} else {
			error_report("", input, &err);
		}
		return NULL;
	}
	for (i = 0; i < g->n_warnings; i++)
		fprintf(stderr, "fxviz: %s: warning: %s%s%s\n", input,
		    log ? part->name : "", log ? ": " : "", g->warnings[i]);
	return g;
}

/* What --from and --graph set, for render, diff and stats. */
struct input_opts {
	const char *form;	/* --from: one of LOAD_FORMS, or NULL */
	const char *pick;	/* --graph: a log's graph, or NULL */
};

/* Takes option c of longopts when it is one the commands share: --from,
 * --graph, or (opt not NULL) a view option, named as in a URL's query
 * (--focus is ?focus=). 0 when it was; the usage error's status when its
 * value is wrong; -1 when it is none of them. */
static int
shared_option(int c, const struct option *longopts, struct input_opts *in,
    struct view_options *opt)
{
	struct error err = { 0 };

	switch (c) {
	case 'I':
		if (!load_form_known(optarg))
			return usage_error("--from: no form '%s' (%s)",
			    optarg, LOAD_FORMS);
		in->form = optarg;
		return 0;
	case 'G':
		in->pick = optarg;
		return 0;
	case 'r':
	case 'F':
	case 'd':
	case 'E':
	case 'C':
	case 'H':
	case 'Z':
	case 'S':
	case 'L':
	case 'K':
		if (opt == NULL)
			return -1;
		if (view_option_set(opt, long_name(longopts, c), optarg,
		    &err) == -1)
			return usage_error("%s", err.msg);
		return 0;
	default:
		return -1;
	}
}

static struct fx_graph *read_one(const char *input, const char *form,
    const char *pick, const char *verb);

/* The files input stands for: itself, or, for a folder (a TORCH_TRACE
 * folder holds a file a rank), the regular files in it, by name. *n of
 * them (free with free_files); NULL when said on stderr. */
static char **
input_files(const char *input, size_t *n)
{
	struct dirent **ents = NULL;
	struct stat st;
	char **files;
	int k, m;

	*n = 0;
	if (strcmp(input, "-") == 0 || stat(input, &st) == -1 ||
	    !S_ISDIR(st.st_mode)) {
		if ((files = calloc(1, sizeof(*files))) == NULL ||
		    (files[0] = strdup(input)) == NULL) {
			free(files);
			fprintf(stderr, "fxviz: out of memory\n");
			return NULL;
		}
		*n = 1;
		return files;
	}
	if ((m = scandir(input, &ents, NULL, alphasort)) == -1) {
		fprintf(stderr, "fxviz: cannot read %s: %s\n", input,
		    strerror(errno));
		return NULL;
	}
	files = calloc((size_t)m + 1, sizeof(*files));
	for (k = 0; k < m; k++) {
		char *path = NULL;

		if (files != NULL && ents[k]->d_name[0] != '.' &&
		    asprintf(&path, "%s/%s", input, ents[k]->d_name) != -1 &&
		    stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
			files[(*n)++] = path;
			path = NULL;
		}
		free(path);
		free(ents[k]);
	}
	free(ents);
	if (files == NULL || *n == 0) {
		fprintf(stderr, "fxviz: %s: %s\n", input, files == NULL ?
		    "out of memory" : "the folder holds no file");
		free(files);
		return NULL;
	}
	return files;
}

static void
free_files(char **files, size_t n)
{
	size_t i;

	for (i = 0; i < n && files != NULL; i++)
		free(files[i]);
	free(files);
}

/* The parts of file (its bytes in *buf), cut as read_input cuts them
 * but saying nothing: a folder may hold files of no graph. */
static int
split_quietly(const char *file, const char *form, char **buf, size_t *len,
    struct load_part **parts, size_t *n)
{
	struct error err = { 0 };

	*parts = NULL;
	*n = 0;
	if ((*buf = file_read(file, CLI_MAX_INPUT, len, &err)) == NULL)
		return -1;
	if (load_split(*buf, *len, form, NULL, parts, n, &err) == -1) {
		free(*buf);
		*buf = NULL;
		return -1;
	}
	return 0;
}

/* read_one for a folder's files: the graph pick of whichever holds it,
 * or the one graph they hold. */
static struct fx_graph *
read_one_of_files(const char *input, char **files, size_t n_files,
    const char *form, const char *pick, const char *verb)
{
	struct buf names = BUF_INIT;
	struct load_part *parts;
	struct fx_graph *g = NULL;
	size_t f, i, n, len, total = 0, only = 0;
	char *buf;

	for (f = 0; f < n_files; f++) {
		if (split_quietly(files[f], form, &buf, &len, &parts, &n) == -1)
			continue;
		for (i = 0; i < n && g == NULL; i++) {
			if (pick != NULL && strcmp(parts[i].name, pick) == 0) {
				g = read_part(files[f], buf, len, &parts[i],
				    form);
				total = 1;
				goto done;
			}
			buf_printf(&names, "%s'%s'", total ? ", " : "",
			    *parts[i].name ? parts[i].name : files[f]);
			if (total++ == 0)
				only = f;
		}
		load_parts_free(parts, n);
		free(buf);
	}
	if (pick == NULL && total == 1) {
		buf_free(&names);
		return read_one(files[only], form, NULL, verb);
	}
	if (pick != NULL)
		fprintf(stderr, "fxviz: %s: --graph: no graph '%s' here; the "
		    "folder holds %s\n", input, pick, total ? names.data :
		    "none");
	else
		fprintf(stderr, "fxviz: %s: the folder holds %zu graphs; name "
		    "the one to %s with --graph: %s\n", input, total, verb,
		    total ? names.data : "");
	buf_free(&names);
	return NULL;
done:
	load_parts_free(parts, n);
	free(buf);
	buf_free(&names);
	return g;
}

/* input's text when it is one file (or "-", standard input): 1 with
 * *buf (malloc'd) and *len. 0 when it is a folder, -1 when said on
 * stderr. */
static int
one_text(const char *input, char **buf, size_t *len)
{
	struct error err = { 0 };
	size_t n = 0;
	char **files;
	int one;

	if ((files = input_files(input, &n)) == NULL)
		return -1;
	one = n == 1 && strcmp(files[0], input) == 0;
	free_files(files, n);
	if (!one)
		return 0;
	if ((*buf = file_read(input, CLI_MAX_INPUT, len, &err)) == NULL) {
		fprintf(stderr, "fxviz: %s\n", err.msg);
		return -1;
	}
	return 1;
}

/* The one graph of buf[0..len), input's text, as read_one reads it. */
static struct fx_graph *
read_text(const char *input, const char *buf, size_t len, const char *form,
    const char *pick, const char *verb)
{
	struct load_part *parts = NULL;
	struct fx_graph *g = NULL;
	size_t n = 0, i;

	if (read_input(input, buf, len, form, pick, &parts, &n) == -1)
		return NULL;
	if (n > 1) {
		fprintf(stderr, "fxviz: %s: the %s holds %zu graphs; name the "
		    "one to %s with --graph:", input, parts[0].stage ? "trace" :
		    "log", n, verb);
		for (i = 0; i < n; i++)
			fprintf(stderr, "%s '%s'", i ? "," : "", parts[i].name);
		fputc('\n', stderr);
	} else {
		g = read_part(input, buf, len, &parts[0], form);
	}
	load_parts_free(parts, n);
	return g;
}

/* The one graph of input (its graph pick, when it is a log), read as
 * form; NULL when said on stderr. A log of several graphs without pick
 * is refused, naming them: verb says what --graph would pick one to do
 * ("draw", "compare"). */
static struct fx_graph *
read_one(const char *input, const char *form, const char *pick,
    const char *verb)
{
	struct fx_graph *g = NULL;
	char **files, *buf;
	size_t len, n = 0;
	int rc;

	if ((rc = one_text(input, &buf, &len)) == 1) {
		g = read_text(input, buf, len, form, pick, verb);
		free(buf);
	} else if (rc == 0 && (files = input_files(input, &n)) != NULL) {
		g = read_one_of_files(input, files, n, form, pick, verb);
		free_files(files, n);
	}
	return g;
}

/* --overlay [NAME[:UNIT]=]FILE: the overlays FILE holds (load_json.h's
 * load_overlays), NAME and UNIT standing in for those it does not say,
 * added to g, the graph of input. Warnings (names of no node) said on
 * stderr. 0, or -1 when said on stderr. */
static int
read_overlays(struct fx_graph *g, const char *const *specs, size_t n)
{
	struct error err = { 0 };
	char name[80], unit[80], *buf;
	const char *spec, *eq, *colon, *path;
	uint32_t was;
	size_t i, len, k;

	for (i = 0; i < n; i++) {
		spec = specs[i];
		name[0] = unit[0] = '\0';
		path = spec;
		/* NAME[:UNIT]= ahead of the file, when it reads as one */
		if ((eq = strchr(spec, '=')) != NULL && eq > spec &&
		    (size_t)(eq - spec) < sizeof(name) &&
		    memchr(spec, '/', (size_t)(eq - spec)) == NULL) {
			colon = memchr(spec, ':', (size_t)(eq - spec));
			k = (size_t)((colon ? colon : eq) - spec);
			snprintf(name, sizeof(name), "%.*s", (int)k, spec);
			if (colon != NULL)
				snprintf(unit, sizeof(unit), "%.*s",
				    (int)(eq - colon - 1), colon + 1);
			if (fx_overlay_name_valid(name))
				path = eq + 1;
			else
				name[0] = unit[0] = '\0';
		}
		if ((buf = file_read(path, CLI_MAX_INPUT, &len, &err)) == NULL) {
			fprintf(stderr, "fxviz: --overlay: %s\n", err.msg);
			return -1;
		}
		was = g->n_warnings;
		if (load_overlays(buf, len, name[0] ? name : NULL,
		    unit[0] ? unit : NULL, g, &err) == -1) {
			fprintf(stderr, "fxviz: --overlay %s: %s\n", path, err.msg);
			free(buf);
			return -1;
		}
		free(buf);
		for (; was < g->n_warnings; was++)
			fprintf(stderr, "fxviz: %s: warning: %s\n", path,
			    g->warnings[was]);
	}
	return 0;
}

/* The format an output file's extension names (x.png: "png"), of the
 * space-separated names known ("txt" names "text"): 0 with *fmt set, or
 * left as it was when the name has no extension (or is "-"); else the
 * usage error's status, naming the formats. */
static int
format_of_name(const char *output, const char *known, const char **fmt)
{
	static char ext[8];
	const char *base, *dot, *w;
	size_t n, i;

	if (output == NULL || strcmp(output, "-") == 0)
		return 0;
	base = strrchr(output, '/') ? strrchr(output, '/') + 1 : output;
	if ((dot = strrchr(base, '.')) == NULL || dot == base)
		return 0;
	n = strlen(dot + 1);
	for (i = 0; i < n && i < sizeof(ext) - 1; i++)
		ext[i] = (char)(dot[1 + i] >= 'A' && dot[1 + i] <= 'Z' ?
		    dot[1 + i] - 'A' + 'a' : dot[1 + i]);
	ext[i] = '\0';
	if (strcmp(ext, "txt") == 0 && strstr(known, "text") != NULL) {
		*fmt = "text";
		return 0;
	}
	for (w = known; n < sizeof(ext) && *w != '\0';
	    w += strcspn(w, " "), w += *w == ' ') {
		if (strcspn(w, " ") == n && memcmp(w, ext, n) == 0) {
			*fmt = ext;
			return 0;
		}
	}
	return usage_error("-o %s: its extension names no format fxviz "
	    "writes (%s); name one with -f", output, known);
}

/* The warnings a picture carries (draw/note.h: a PNG scaled down, names
 * of the view that match nothing), a line each on standard error. The
 * picture is written all the same, and the exit status is 0. */
static void
warn_note(const char *input, const char *out, size_t len)
{
	static const char *const starts[] = { "expand: ", "collapse: ",
	    "hide: " };
	char note[NOTE_MAX + 1];
	const char *p, *q, *end;
	size_t i;

	if (note_get(out, len, note, sizeof(note)) == -1)
		return;
	/* one warning ends where "; " starts another */
	for (p = note; *p != '\0'; p = end) {
		for (end = p; (q = strstr(end + 1, "; ")) != NULL; end = q) {
			for (i = 0; i < sizeof(starts) / sizeof(starts[0]); i++)
				if (strncmp(q + 2, starts[i],
				    strlen(starts[i])) == 0)
					break;
			if (i < sizeof(starts) / sizeof(starts[0]))
				break;
		}
		end = q != NULL ? q : p + strlen(p);
		fprintf(stderr, "fxviz: %s: warning: %.*s\n", input,
		    (int)(end - p), p);
		if (*end != '\0')
			end += 2;
	}
}

static int layout_folder(void);

static int
cmd_render(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		{ "rankdir", required_argument, NULL, 'r' },
		{ "focus", required_argument, NULL, 'F' },
		{ "depth", required_argument, NULL, 'd' },
		{ "expand", required_argument, NULL, 'E' },
		{ "collapse", required_argument, NULL, 'C' },
		{ "hide", required_argument, NULL, 'H' },
		{ "shapes", required_argument, NULL, 'Z' },
		{ "sub", required_argument, NULL, 'S' },
		{ "edges", required_argument, NULL, 'L' },
		{ "from", required_argument, NULL, 'I' },
		{ "graph", required_argument, NULL, 'G' },
		{ "color", required_argument, NULL, 'K' },
		{ "overlay", required_argument, NULL, 'O' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct input_opts in = { NULL, NULL };
	const struct fx_graph *sub;
	struct module_tree *sub_mt = NULL;
	struct view_options opt;
	enum render_format format = RENDER_SVG;
	int json = 0;		/* -f json: fxviz JSON, which needs no layout */
	struct error err = { 0 };
	const char *output = NULL, *input;
	struct fx_graph *g = NULL;
	struct module_tree *mt = NULL;
	char hex[DIGEST_HEX_LEN + 1] = "";
	char *out = NULL, *text = NULL;
	const char *fmt = NULL;
	size_t out_len, text_len = 0, n_overlays = 0;
	const char *overlays[16];
	int c, rc, noted = 0, status = EXIT_BAD_INPUT;

	view_options_init(&opt);
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:f:r:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'o':
			output = optarg;
			break;
		case 'f':
			fmt = optarg;
			break;
		case 'h':
			return usage_for(stdout, "render", 0);
		case 'O':
			if (n_overlays == sizeof(overlays) / sizeof(overlays[0]))
				return usage_error("--overlay: at most %zu",
				    sizeof(overlays) / sizeof(overlays[0]));
			overlays[n_overlays++] = optarg;
			break;
		default:
			if ((rc = shared_option(c, longopts, &in, &opt)) != 0)
				return rc < 0 ? usage_hint("render") : rc;
		}
	}
	if (optind != argc - 1)
		return usage_error("render takes one INPUT");
	input = argv[optind];
	/* -o x.png writes a PNG; -f says otherwise */
	if (fmt == NULL && (rc = format_of_name(output, "svg png dot json",
	    &fmt)) != 0)
		return rc;
	if (fmt != NULL) {
		json = strcmp(fmt, "json") == 0;
		if (!json && render_format_parse(fmt, &format) == -1)
			return usage_error("unknown format '%s' (svg, png, dot "
			    "or json)", fmt);
	}

	render_set_once(1);	/* the exit frees the drawing */
	if (!json && layout_folder() != 0) {
		status = EXIT_USAGE;
		goto done;
	}
	/* an SVG drawn from the same bytes before, kept in the folder: the
	 * text need not be read again */
	if (!json && format == RENDER_SVG && n_overlays == 0 &&
	    (rc = one_text(input, &text, &text_len)) != 0) {
		if (rc == -1)
			goto done;
		if (render_input_kept(text, text_len, in.form, in.pick, &opt,
		    hex, &out, &out_len) == 0)
			goto write;
		noted = hex[0] != '\0';	/* read before, drawn otherwise */
		g = read_text(input, text, text_len, in.form, in.pick, "draw");
	} else {
		g = read_one(input, in.form, in.pick, "draw");
	}
	if (g == NULL || read_overlays(g, overlays, n_overlays) == -1)
		goto done;
	if ((mt = modules_build(g, MODULES_PARTS_ABOVE)) == NULL) {
		error_nomem(&err);
		error_report("", input, &err);
		goto done;
	}
	/* JSON of a sub-graph: the drawing picks its own in render_graph */
	if (json && opt.sub[0] != '\0') {
		if ((sub = view_sub_graph(g, opt.sub, &err)) == NULL) {
			error_report("", input, &err);
			goto done;
		}
		if ((sub_mt = modules_build(sub, MODULES_PARTS_ABOVE)) == NULL ||
		    (out = json_write_graph(sub, sub_mt, 0, &out_len)) == NULL)
			error_nomem(&err);
	} else if (json && (out = json_write_graph(g, mt, 0, &out_len)) ==
	    NULL) {
		error_nomem(&err);
	}
	if (json ? out == NULL : render_graph_hashed(g, mt, hex, &opt, format,
	    &out, &out_len, &err) == -1) {
		error_report("", input, &err);
		goto done;
	}
	if (text != NULL && !noted && g->n_warnings == 0)
		render_input_note(text, text_len, in.form, in.pick, hex);
write:
	if (!json)
		warn_note(input, out, out_len);
	if (write_output(output, out, out_len) == 0)
		status = 0;
done:
	render_cleanup();
	free(text);
	free(out);
	modules_free(sub_mt);
	modules_free(mt);
	fx_graph_free(g);
	return status;
}

static int
cmd_diff(int argc, char **argv)
{
	enum { O_GRAPH_B = 256 };
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		{ "rankdir", required_argument, NULL, 'r' },
		{ "focus", required_argument, NULL, 'F' },
		{ "depth", required_argument, NULL, 'd' },
		{ "expand", required_argument, NULL, 'E' },
		{ "collapse", required_argument, NULL, 'C' },
		{ "hide", required_argument, NULL, 'H' },
		{ "shapes", required_argument, NULL, 'Z' },
		{ "edges", required_argument, NULL, 'L' },
		{ "from", required_argument, NULL, 'I' },
		{ "graph", required_argument, NULL, 'G' },
		{ "color", required_argument, NULL, 'K' },
		{ "graph-b", required_argument, NULL, O_GRAPH_B },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	enum { OUT_PICTURE, OUT_TEXT, OUT_JSON } what = OUT_PICTURE;
	struct input_opts in = { NULL, NULL };
	const char *pick_b = NULL, *output = NULL;
	enum render_format format = RENDER_SVG;
	struct fx_graph *a = NULL, *b = NULL;
	struct diff_view *dv = NULL;
	struct view_options opt;
	struct error err = { 0 };
	struct buf text = BUF_INIT;
	char *out = NULL;
	const char *fmt = NULL;
	size_t out_len = 0;
	int c, rc, status = EXIT_BAD_INPUT;

	view_options_init(&opt);
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:f:r:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'o':
			output = optarg;
			break;
		case 'f':
			fmt = optarg;
			break;
		case O_GRAPH_B:
			pick_b = optarg;
			break;
		case 'h':
			return usage_for(stdout, "diff", 0);
		default:
			if ((rc = shared_option(c, longopts, &in, &opt)) != 0)
				return rc < 0 ? usage_hint("diff") : rc;
		}
	}
	if (optind != argc - 2)
		return usage_error("diff takes two inputs, A and B");
	/* -o x.png writes a PNG, x.txt the listing; -f says otherwise */
	if (fmt == NULL && (rc = format_of_name(output, "svg png dot json "
	    "text", &fmt)) != 0)
		return rc;
	if (fmt != NULL) {
		what = strcmp(fmt, "text") == 0 ? OUT_TEXT : strcmp(fmt,
		    "json") == 0 ? OUT_JSON : OUT_PICTURE;
		if (what == OUT_PICTURE && render_format_parse(fmt,
		    &format) == -1)
			return usage_error("unknown format '%s' (svg, png, dot, "
			    "json or text)", fmt);
	}
	if ((a = read_one(argv[optind], in.form, in.pick, "compare")) ==
	    NULL || (b = read_one(argv[optind + 1], in.form, pick_b ? pick_b :
	    in.pick, "compare")) == NULL)
		goto done;
	if ((dv = diff_view_new(a, b, &err)) == NULL) {
		fprintf(stderr, "fxviz: %s\n", err.msg);
		goto done;
	}
	render_set_once(1);	/* the exit frees the drawing */
	if (what == OUT_PICTURE && layout_folder() != 0) {
		status = EXIT_USAGE;
		goto done;
	}
	if (what == OUT_TEXT) {
		if (diff_write_text(dv->d, &text) == -1 ||
		    (out = buf_steal(&text, &out_len)) == NULL) {
			fprintf(stderr, "fxviz: out of memory\n");
			goto done;
		}
	} else if (what == OUT_JSON) {
		if ((out = diff_write_json(dv->d, NULL, &out_len)) == NULL) {
			fprintf(stderr, "fxviz: out of memory\n");
			goto done;
		}
	} else if (render_diff(dv, &opt, format, &out, &out_len, &err) == -1) {
		error_report("", argv[optind + 1], &err);
		goto done;
	} else {
		warn_note(argv[optind + 1], out, out_len);
	}
	if (write_output(output, out, out_len) == 0)
		status = 0;
done:
	render_cleanup();
	free(out);
	buf_free(&text);
	diff_view_free(dv);
	fx_graph_free(b);
	fx_graph_free(a);
	return status;
}

/* The files of a TORCH_COMPILE_DEBUG graph folder
 * (torchinductor/model__0_forward_1.0): its post-grad graph, output
 * code and provenance mapping. */
struct debug_files {
	char post[4096], code[4096], prov[4096];
};

/* 0 when path is a folder that holds output_code.py and
 * fx_graph_transformed.py, with their paths in *d; -1 if not. */
static int
debug_folder(const char *path, struct debug_files *d)
{
	struct stat st;

	if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
		return -1;
	snprintf(d->post, sizeof(d->post), "%s/fx_graph_transformed.py", path);
	snprintf(d->code, sizeof(d->code), "%s/output_code.py", path);
	snprintf(d->prov, sizeof(d->prov), "%s/"
	    "inductor_provenance_tracking_node_mappings.json", path);
	return access(d->post, R_OK) == 0 && access(d->code, R_OK) == 0 ?
	    0 : -1;
}

/* fxviz kernels POST CODE: the node <-> kernel map as JSON. */
static int
cmd_kernels(int argc, char **argv)
{
	enum { O_GRAPH_B = 256, O_PROVENANCE };
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "graph", required_argument, NULL, 'G' },
		{ "graph-b", required_argument, NULL, O_GRAPH_B },
		{ "provenance", required_argument, NULL, O_PROVENANCE },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct input_opts in = { NULL, NULL };
	const char *pick_b = NULL, *output = NULL, *prov_path = NULL, *json;
	const char *post_path, *code_path;
	struct debug_files dir;
	struct fx_graph *post = NULL, *code = NULL;
	struct kernel_provenance *prov = NULL;
	struct kernel_map *m = NULL;
	struct load_part *parts = NULL;
	struct error err = { 0 };
	char *buf = NULL, *pbuf = NULL, *out = NULL;
	size_t len, plen, jlen, n = 0, out_len = 0;
	int c, rc, status = EXIT_BAD_INPUT;

	optind = 1;
	while ((c = getopt_long(argc, argv, "o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'o':
			output = optarg;
			break;
		case O_GRAPH_B:
			pick_b = optarg;
			break;
		case O_PROVENANCE:
			prov_path = optarg;
			break;
		case 'h':
			return usage_for(stdout, "kernels", 0);
		default:
			if ((rc = shared_option(c, longopts, &in, NULL)) != 0)
				return rc < 0 ? usage_hint("kernels") : rc;
		}
	}
	/* a TORCH_COMPILE_DEBUG folder of one graph: its three files */
	if (optind == argc - 1 && debug_folder(argv[optind], &dir) == 0) {
		post_path = dir.post;
		code_path = dir.code;
		if (prov_path == NULL && access(dir.prov, R_OK) == 0)
			prov_path = dir.prov;
	} else if (optind != argc - 2) {
		return usage_error("kernels takes two inputs, POST and CODE, or "
		    "a debug folder that holds output_code.py");
	} else {
		post_path = argv[optind];
		code_path = argv[optind + 1];
	}
	if ((post = read_one(post_path, NULL, in.pick, "map")) == NULL)
		goto done;
	/* CODE read here, not by read_one: the mapping a trace's output
	 * code carries is in its part's text */
	if ((buf = file_read(code_path, CLI_MAX_INPUT, &len, &err)) ==
	    NULL) {
		fprintf(stderr, "fxviz: %s\n", err.msg);
		goto done;
	}
	if (read_input(code_path, buf, len, NULL, pick_b, &parts,
	    &n) == -1)
		goto done;
	if (n > 1) {
		fprintf(stderr, "fxviz: %s: name its output code with "
		    "--graph-b\n", code_path);
		goto done;
	}
	if ((code = read_part(code_path, buf, len, &parts[0], NULL)) ==
	    NULL)
		goto done;
	if (prov_path != NULL) {
		if ((pbuf = file_read(prov_path, CLI_MAX_INPUT, &plen,
		    &err)) == NULL) {
			fprintf(stderr, "fxviz: %s\n", err.msg);
			goto done;
		}
		json = pbuf;
		jlen = plen;
	} else if (!load_provenance_find(parts[0].text, parts[0].len, &json,
	    &jlen)) {
		json = NULL;
	}
	if (json != NULL && (prov = load_provenance(json, jlen, &err)) ==
	    NULL) {
		error_report("", prov_path ? prov_path : code_path, &err);
		goto done;
	}
	if ((m = kernels_new(post, code, prov, &err)) == NULL ||
	    (out = kernels_write_json(m, post, code, NULL, prov != NULL,
	    &out_len)) == NULL) {
		fprintf(stderr, "fxviz: out of memory\n");
		goto done;
	}
	if (write_output(output, out, out_len) == 0)
		status = 0;
done:
	free(out);
	kernels_free(m);
	kernel_provenance_free(prov);
	fx_graph_free(code);
	fx_graph_free(post);
	load_parts_free(parts, n);
	free(pbuf);
	free(buf);
	return status;
}

/* "KEY": VALUE, on stdout, VALUE quoted as JSON (null for NULL). */
static void
print_string_field(const char *key, const char *value)
{
	cJSON *s = value != NULL ? cJSON_CreateString(value) : NULL;
	char *quoted = s != NULL ? cJSON_PrintUnformatted(s) : NULL;

	printf("\"%s\": %s, ", key, quoted != NULL ? quoted : "null");
	cJSON_free(quoted);
	cJSON_Delete(s);
}

/* One line of fxviz stats: part's graph, read as read_part does. 0, or -1
 * when said on stderr. */
static int
stats_line(const char *input, const char *buf, size_t len,
    const struct load_part *part, const char *form)
{
	struct timespec t0;
	struct fx_graph *g;
	double ms;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	g = read_part(input, buf, len, part, form);
	ms = io_ms_since(&t0);
	if (g == NULL)
		return -1;
	printf("{");
	if (*part->name != '\0') {
		print_string_field("graph", part->name);
		printf("\"line\": %u, ", part->line);
	}
	if (part->stage != NULL) {
		print_string_field("compile_id", part->compile_id);
		if (part->rank >= 0)
			printf("\"rank\": %d, ", part->rank);
		print_string_field("stage", part->stage);
	}
	printf("\"form\": \"%s\", \"nodes\": %u, \"edges\": %u, "
	    "\"warnings\": %u, \"input_bytes\": %zu, \"parse_ms\": %.3f, "
	    "\"graph_bytes\": %zu}\n", g->form, g->n_nodes, g->n_edges,
	    g->n_warnings, part->len, ms, fx_graph_bytes(g));
	fx_graph_free(g);
	return 0;
}

/* The regular files under folder, at any depth (a TORCH_COMPILE_DEBUG
 * folder nests), by path; hidden ones left out. */
struct walk {
	char **paths;
	size_t n, cap;
	int nomem;
};

static struct walk *walking;	/* nftw gives its callback no context */

static int
walk_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	const char *base = path + ftw->base;

	if (ftw->level > 0 && base[0] == '.')
		return type == FTW_D ? FTW_SKIP_SUBTREE : FTW_CONTINUE;
	if (type != FTW_F || !S_ISREG(st->st_mode))
		return FTW_CONTINUE;
	if (array_grow((void **)&walking->paths, walking->n, &walking->cap,
	    sizeof(char *)) == -1 ||
	    (walking->paths[walking->n] = strdup(path)) == NULL) {
		walking->nomem = 1;
		return FTW_STOP;
	}
	walking->n++;
	return FTW_CONTINUE;
}

static int
by_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char **
run_files(const char *input, size_t *n)
{
	struct walk w = { NULL, 0, 0, 0 };
	struct stat st;

	if (stat(input, &st) == -1 || !S_ISDIR(st.st_mode))
		return input_files(input, n);
	walking = &w;
	if (nftw(input, walk_one, 16, FTW_PHYS | FTW_ACTIONRETVAL) == -1 ||
	    w.nomem || w.n == 0) {
		fprintf(stderr, "fxviz: %s: %s\n", input, w.nomem ?
		    "out of memory" : w.n == 0 ? "the folder holds no file" :
		    strerror(errno));
		free_files(w.paths, w.n);
		return NULL;
	}
	qsort(w.paths, w.n, sizeof(*w.paths), by_path);
	*n = w.n;
	return w.paths;
}

/* fxviz stats --run: the run of INPUT's files as JSON, each stage's
 * graph id the one the daemon gives it. */
static int
stats_run(const char *input)
{
	struct run_input *in = NULL;
	struct error err = { 0 };
	struct load_part *parts = NULL;
	struct fx_run *run = NULL;
	size_t n_files = 0, n_parts = 0, i, k;
	char **files, *json = NULL;
	int status = EXIT_BAD_INPUT;

	if ((files = run_files(input, &n_files)) == NULL)
		return EXIT_BAD_INPUT;
	if ((in = calloc(n_files, sizeof(*in))) == NULL)
		goto nomem;
	for (i = 0; i < n_files; i++) {
		size_t len;

		if ((in[i].bytes = file_read(files[i], CLI_MAX_INPUT, &len,
		    &err)) == NULL) {
			fprintf(stderr, "fxviz: %s\n", err.msg);
			goto done;
		}
		in[i].len = len;
		in[i].name = n_files > 1 || strcmp(files[i], input) != 0 ?
		    files[i] + strlen(input) + 1 : files[i];
	}
	if (load_run(in, n_files, NULL, &run, &parts, &n_parts, &err) == -1) {
		error_report("", input, &err);
		goto done;
	}
	for (i = 0; i < run->n_compiles; i++)
		for (k = 0; k < run->compiles[i].n_stages; k++) {
			struct run_stage *s = &run->compiles[i].stages[k];

			digest_id(parts[s->part].text, parts[s->part].len,
			    s->id);
		}
	if ((json = json_write_run(run, NULL, NULL, 1, NULL)) == NULL)
		goto nomem;
	printf("%s\n", json);
	for (i = 0; i < run->n_warnings; i++)
		fprintf(stderr, "fxviz: %s: warning: %s\n", input,
		    run->warnings[i]);
	status = 0;
	goto done;
nomem:
	fprintf(stderr, "fxviz: out of memory\n");
done:
	free(json);
	run_free(run);
	load_parts_free(parts, n_parts);
	for (i = 0; in != NULL && i < n_files; i++)
		free((char *)in[i].bytes);
	free(in);
	free_files(files, n_files);
	return status;
}

static int
cmd_stats(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "from", required_argument, NULL, 'I' },
		{ "graph", required_argument, NULL, 'G' },
		{ "run", no_argument, NULL, 'R' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct error err = { 0 };
	struct input_opts in = { NULL, NULL };
	struct load_part *parts;
	size_t len, n, i, f, n_files;
	char **files, *buf;
	int c, rc, status = 0, any = 0, run = 0;

	optind = 1;
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		switch (c) {
		case 'h':
			return usage_for(stdout, "stats", 0);
		case 'R':
			run = 1;
			break;
		default:
			if ((rc = shared_option(c, longopts, &in, NULL)) != 0)
				return rc < 0 ? usage_hint("stats") : rc;
		}
	}
	if (optind != argc - 1)
		return usage_error("stats takes one INPUT");
	if (run)
		return stats_run(argv[optind]);
	if ((files = input_files(argv[optind], &n_files)) == NULL)
		return EXIT_BAD_INPUT;
	/* A folder's files each, those with a graph (or the one with
	 * pick); a log's graphs each get their line, those that read. */
	for (f = 0; f < n_files; f++) {
		if (n_files > 1 || strcmp(files[f], argv[optind]) != 0) {
			if (split_quietly(files[f], in.form, &buf, &len,
			    &parts, &n) == -1)
				continue;
			for (i = 0; in.pick != NULL && i < n &&
			    strcmp(parts[i].name, in.pick) != 0; i++)
				;
			load_parts_free(parts, n);
			free(buf);
			if (in.pick != NULL && i == n)
				continue;
		}
		if ((buf = file_read(files[f], CLI_MAX_INPUT, &len, &err)) ==
		    NULL) {
			fprintf(stderr, "fxviz: %s\n", err.msg);
			status = EXIT_BAD_INPUT;
			continue;
		}
		if (read_input(files[f], buf, len, in.form, in.pick, &parts,
		    &n) == -1) {
			free(buf);
			status = EXIT_BAD_INPUT;
			continue;
		}
		any = 1;
		for (i = 0; i < n; i++)
			if (stats_line(files[f], buf, len, &parts[i],
			    in.form) == -1)
				status = EXIT_BAD_INPUT;
		load_parts_free(parts, n);
		free(buf);
	}
	if (!any && status == 0) {
		fprintf(stderr, "fxviz: %s: %s\n", argv[optind], in.pick ?
		    "--graph: no file of the folder holds that graph" :
		    "no file of the folder holds a graph");
		status = EXIT_BAD_INPUT;
	}
	free_files(files, n_files);
	return status;
}

/* A whole number from min to max, or exit with a usage error. */
static int
number(const char *opt, const char *arg, long min, long max, long *out)
{
	char *end;

	errno = 0;
	*out = strtol(arg, &end, 10);
	if (errno != 0 || *arg == '\0' || *end != '\0' || *out < min ||
	    *out > max)
		return usage_error("%s takes a number from %ld to %ld, not '%s'",
		    opt, min, max, arg);
	return 0;
}

/* The web files of the source tree for a binary run from its build tree,
 * else the installed ones. */
static const char *
default_web_dir(char *buf, size_t size)
{
	ssize_t n = readlink("/proc/self/exe", buf, size - 1);
	char *slash;

	if (n > 0) {
		buf[n] = '\0';
		if ((slash = strrchr(buf, '/')) != NULL)
			*slash = '\0';
		if (strcmp(buf, FXVIZ_BUILDDIR) == 0)
			return FXVIZ_SRCWEBDIR;
	}
	return FXVIZ_WEBDIR;
}

static const char *
default_data_dir(char *buf, size_t size)
{
	const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");

	if (state != NULL && *state == '/')
		snprintf(buf, size, "%s/fxviz", state);
	else if (home != NULL && *home == '/')
		snprintf(buf, size, "%s/.local/state/fxviz", home);
	else
		snprintf(buf, size, "fxviz-data");
	return buf;
}

#define MAX_ALLOW_HOSTS	64

/* Whether name can be an --allow-host: a host name or an address as a
 * Host header gives it (an IPv6 one in brackets), without a port. */
static int
allow_host_name(const char *name)
{
	size_t n = strlen(name);

	if (name[0] == '[')
		return n > 2 && name[n - 1] == ']' &&
		    strspn(name + 1, "0123456789abcdefABCDEF:.") == n - 2;
	return n > 0 && n <= 255 && strspn(name, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._") == n;
}

/* Opens the log at path (appending) as standard error, where the daemon
 * writes its access log and messages; at start-up and again at each
 * SIGHUP. 0, or -1 said on the standard error that was (kept). */
static int
log_open(const char *path)
{
	int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);

	if (fd == -1 || dup2(fd, STDERR_FILENO) == -1) {
		fprintf(stderr, "fxviz: cannot open the log %s: %s\n", path,
		    strerror(errno));
		if (fd != -1)
			close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

/* serve's numeric options: the name, the range, the unit the value is
 * given in (a shift: 20 for MB, 10 for KB) and the field it sets. */
enum number_type { NUMBER_INT, NUMBER_SIZE, NUMBER_U32 };

static const struct number_option {
	const char *name;
	long min, max;
	int shift;
	size_t offset;		/* in struct server_config */
	enum number_type type;
} serve_numbers[] = {
#define CFG(field) offsetof(struct server_config, field)
	{ "workers", 1, 256, 0, CFG(workers), NUMBER_INT },
	{ "queue-timeout", 1, 3600, 0, CFG(queue_timeout_s), NUMBER_INT },
	{ "parse-timeout", 1, 3600, 0, CFG(parse_timeout_s), NUMBER_INT },
	{ "render-timeout", 1, 3600, 0, CFG(render_timeout_s), NUMBER_INT },
	{ "render-memory", 64, 1 << 20, 0, CFG(render_memory_mb),
	    NUMBER_SIZE },
	{ "max-renders", 1, 1 << 20, 0, CFG(max_renders), NUMBER_INT },
	{ "max-body", 1, 1024, 20, CFG(max_body), NUMBER_SIZE },
	{ "max-nodes", 1, 10000000, 0, CFG(max_nodes), NUMBER_U32 },
	{ "cache-mb", 1, 1 << 20, 0, CFG(cache_mb), NUMBER_SIZE },
	{ "max-held-mb", 1, 1 << 24, 20, CFG(max_held), NUMBER_SIZE },
	{ "max-graph-mb", 1, 1 << 24, 20, CFG(max_graph), NUMBER_SIZE },
	{ "max-run-mb", 1, 1 << 24, 20, CFG(max_run), NUMBER_SIZE },
	{ "max-connections", 1, 100000, 0, CFG(max_connections), NUMBER_INT },
	{ "max-connections-per-ip", 0, 100000, 0, CFG(per_ip_connections),
	    NUMBER_INT },
	{ "header-timeout", 1, 3600, 0, CFG(header_timeout_s), NUMBER_INT },
	{ "body-timeout", 1, 3600, 0, CFG(body_timeout_s), NUMBER_INT },
	{ "min-rate", 1, 1 << 20, 10, CFG(min_rate), NUMBER_SIZE },
	{ "max-streams", 1, 100000, 0, CFG(max_streams), NUMBER_INT },
	{ "stream-life", 1, 86400, 0, CFG(stream_life_s), NUMBER_INT },
	{ "stream-heartbeat", 1, 3600, 0, CFG(stream_heartbeat_s), NUMBER_INT },
#undef CFG
};
#define N_SERVE_NUMBERS (sizeof(serve_numbers) / sizeof(serve_numbers[0]))

/* Sets the field of cfg that option o names from arg; 0, or -1 after
 * saying what is wrong. */
static int
set_number(struct server_config *cfg, const struct number_option *o,
    const char *arg)
{
	char *field = (char *)cfg + o->offset;
	char opt[64];
	long v;

	snprintf(opt, sizeof(opt), "--%s", o->name);
	if (number(opt, arg, o->min, o->max, &v) != 0)
		return -1;
	switch (o->type) {
	case NUMBER_INT:
		*(int *)(void *)field = (int)v;
		break;
	case NUMBER_SIZE:
		*(size_t *)(void *)field = (size_t)v << o->shift;
		break;
	case NUMBER_U32:
		*(uint32_t *)(void *)field = (uint32_t)v;
		break;
	}
	return 0;
}

static int
cmd_serve(int argc, char **argv)
{
	enum { O_WEB = 256, O_PORT_FILE, O_TRUSTED_PROXY, O_STORE,
		O_ALLOW_HOST, O_LOG, O_WATCH,
		O_NUMBER };	/* O_NUMBER + k: serve_numbers[k] */
	static const struct option named[] = {
		{ "listen", required_argument, NULL, 'l' },
		{ "data", required_argument, NULL, 'D' },
		{ "store", required_argument, NULL, O_STORE },
		{ "token", required_argument, NULL, 't' },
		{ "trusted-proxy", required_argument, NULL, O_TRUSTED_PROXY },
		{ "allow-host", required_argument, NULL, O_ALLOW_HOST },
		{ "log", required_argument, NULL, O_LOG },
		{ "web", required_argument, NULL, O_WEB },
		{ "port-file", required_argument, NULL, O_PORT_FILE },
		{ "watch", required_argument, NULL, O_WATCH },
		{ "help", no_argument, NULL, 'h' },
	};
	struct option longopts[sizeof(named) / sizeof(named[0]) +
	    N_SERVE_NUMBERS + 1];
	struct server_config cfg;
	struct client_proxy proxy;
	struct server srv;
	struct error err = { 0 };
	char web[PATH_MAX], data[PATH_MAX];
	const char *allow[MAX_ALLOW_HOSTS];
	const char *log = NULL, *s;
	sigset_t stop;
	size_t k, n = 0;
	int c, sig;

	for (k = 0; k < sizeof(named) / sizeof(named[0]); k++)
		longopts[n++] = named[k];
	for (k = 0; k < N_SERVE_NUMBERS; k++)
		longopts[n++] = (struct option){ serve_numbers[k].name,
		    required_argument, NULL, O_NUMBER + (int)k };
	longopts[n] = (struct option){ NULL, 0, NULL, 0 };
	server_config_init(&cfg);
	cfg.token = getenv("FXVIZ_TOKEN");
	if (cfg.token != NULL && *cfg.token == '\0')
		cfg.token = NULL;
	cfg.store_url = getenv("FXVIZ_STORE");
	if (cfg.store_url != NULL && *cfg.store_url == '\0')
		cfg.store_url = NULL;
	optind = 1;
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		switch (c) {
		case 'l': cfg.listen = optarg; break;
		case 'D': cfg.data_dir = optarg; break;
		case O_STORE: cfg.store_url = *optarg ? optarg : NULL; break;
		case 't': cfg.token = *optarg ? optarg : NULL; break;
		case O_WEB: cfg.web_dir = optarg; break;
		case O_PORT_FILE: cfg.port_file = optarg; break;
		case O_WATCH: cfg.watch_dir = optarg; break;
		case O_TRUSTED_PROXY:
			if (client_proxy_parse(optarg, &proxy, &err) == -1)
				return usage_error("%s", err.msg);
			cfg.trusted_proxy = optarg;
			break;
		case O_ALLOW_HOST:
			if (cfg.n_allow_hosts == MAX_ALLOW_HOSTS)
				return usage_error("--allow-host: at most %d "
				    "names", MAX_ALLOW_HOSTS);
			if (!allow_host_name(optarg))
				return usage_error("--allow-host takes a host "
				    "name or address without a port, not '%s'",
				    optarg);
			allow[cfg.n_allow_hosts++] = optarg;
			break;
		case O_LOG: log = optarg; break;
		case 'h':
			return usage_for(stdout, "serve", 0);
		default:
			if (c >= O_NUMBER &&
			    (size_t)(c - O_NUMBER) < N_SERVE_NUMBERS) {
				if (set_number(&cfg, &serve_numbers[c -
				    O_NUMBER], optarg) != 0)
					return EXIT_USAGE;
				break;
			}
			return usage_hint("serve");
		}
	}
	cfg.paths = argv + optind;
	cfg.n_paths = argc - optind;
	cfg.allow_hosts = allow;
	if (cfg.web_dir == NULL)
		cfg.web_dir = default_web_dir(web, sizeof(web));
	if (cfg.data_dir == NULL) {
		cfg.data_dir = default_data_dir(data, sizeof(data));
		/* the store makes the folder itself; failures are its */
		file_make_dirs(cfg.data_dir, 0755, 1);
	}
	/* the workers keep their layouts beside the data, unless told */
	if ((s = getenv("FXVIZ_LAYOUT_DIR")) == NULL || *s == '\0') {
		char abs[PATH_MAX], folder[PATH_MAX + 16];

		snprintf(folder, sizeof(folder), "%s/layouts",
		    realpath(cfg.data_dir, abs) != NULL ? abs : cfg.data_dir);
		setenv("FXVIZ_LAYOUT_DIR", folder, 1);
	}

	if (log != NULL && log_open(log) == -1)
		return EXIT_BAD_INPUT;
	/* Every thread inherits this mask; only sigwait below sees them. */
	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &stop, NULL);
	signal(SIGPIPE, SIG_IGN);
	if (server_start(&srv, &cfg, &err) == -1) {
		fprintf(stderr, "fxviz: %s\n", err.msg);
		return EXIT_BAD_INPUT;
	}
	/* SIGHUP, as logrotate sends it: the log is opened again at its
	 * path (the old file, renamed, gets no more lines). */
	while (sigwait(&stop, &sig) == 0 && sig == SIGHUP) {
		if (log == NULL)
			fprintf(stderr, "fxviz: Hangup: no --log to reopen; "
			    "serving on\n");
		else if (log_open(log) == 0)
			fprintf(stderr, "fxviz: Hangup: reopened %s\n", log);
	}
	fprintf(stderr, "fxviz: %s: stopping\n", strsignal(sig));
	server_stop(&srv);
	return 0;
}

/* The render worker the server starts: not for people to type. */
static int
cmd_worker(int argc, char **argv)
{
	long mb = 0, nice = 0;
	int i;

	for (i = 1; i + 1 < argc; i += 2)
		if ((strcmp(argv[i], "--memory-mb") == 0 &&
		    number("--memory-mb", argv[i + 1], 0, 1 << 20, &mb) != 0) ||
		    (strcmp(argv[i], "--nice") == 0 &&
		    number("--nice", argv[i + 1], 0, 19, &nice) != 0))
			return EXIT_USAGE;
	if (layout_folder() != 0)
		return EXIT_USAGE;
	return worker_main((size_t)mb, (int)nice);
}

static const struct command {
	const char *name;
	int (*run)(int argc, char **argv);
} commands[] = {
	{ "diff", cmd_diff },
	{ "kernels", cmd_kernels },
	{ "render", cmd_render },
	{ "serve", cmd_serve },
	{ "stats", cmd_stats },
	{ "worker", cmd_worker },
};

/* The environment's render settings: FXVIZ_JOBS, how many processes lay
 * out one long view's segments; FXVIZ_REUSE=0, each segment laid out,
 * none renamed from another; FXVIZ_LAYOUT_CACHE_MB, the bound of a
 * process's layout cache. 0, or EXIT_USAGE when one is not a number in
 * its range. */
static int
render_env(void)
{
	const char *s;
	long n;

	if ((s = getenv("FXVIZ_JOBS")) != NULL && *s != '\0') {
		if (number("FXVIZ_JOBS", s, 0, 64, &n) != 0)
			return EXIT_USAGE;
		render_set_jobs((int)n);
	}
	if ((s = getenv("FXVIZ_REUSE")) != NULL && *s != '\0') {
		if (number("FXVIZ_REUSE", s, 0, 1, &n) != 0)
			return EXIT_USAGE;
		render_set_reuse((int)n);
	}
	if ((s = getenv("FXVIZ_LAYOUT_CACHE_MB")) != NULL && *s != '\0') {
		if (number("FXVIZ_LAYOUT_CACHE_MB", s, 0, 1 << 20, &n) != 0)
			return EXIT_USAGE;
		render_set_cache_mb((size_t)n);
	}
	return 0;
}

/* The layout folder of a process that draws (render, diff, a worker):
 * FXVIZ_LAYOUT_DIR, else $XDG_CACHE_HOME/fxviz/layouts, else
 * ~/.cache/fxviz/layouts; FXVIZ_LAYOUT_DIR_MB bounds it (0: none). One
 * that cannot be made is said, and drawing goes on without. */
static int
layout_folder(void)
{
	const char *dir = getenv("FXVIZ_LAYOUT_DIR"), *s;
	const char *cache = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	char buf[PATH_MAX];
	struct error err;
	long mb = RENDER_FOLDER_DEFAULT_MB;

	if ((s = getenv("FXVIZ_LAYOUT_DIR_MB")) != NULL && *s != '\0' &&
	    number("FXVIZ_LAYOUT_DIR_MB", s, 0, 1 << 20, &mb) != 0)
		return EXIT_USAGE;
	if (mb == 0)
		return 0;
	if (dir == NULL || *dir == '\0') {
		if (cache != NULL && *cache == '/')
			snprintf(buf, sizeof(buf), "%s/fxviz/layouts", cache);
		else if (home != NULL && *home == '/')
			snprintf(buf, sizeof(buf), "%s/.cache/fxviz/layouts",
			    home);
		else
			return 0;
		dir = buf;
	}
	if (render_set_layout_dir(dir, (size_t)mb, &err) == -1)
		fprintf(stderr, "fxviz: warning: FXVIZ_LAYOUT_DIR: %s: "
		    "layouts are not kept\n", err.msg);
	return 0;
}

int
cli_main(int argc, char **argv)
{
	size_t i;

	if (argc < 2)
		return usage(stderr, EXIT_USAGE);
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return usage(stdout, 0);
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
		printf("fxviz %s\n", PACKAGE_VERSION);
		return 0;
	}
	if (render_env() != 0)
		return EXIT_USAGE;
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	return usage_error("unknown command '%s'", argv[1]);
}
