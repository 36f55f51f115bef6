/* cli: the fxviz command line: a table of commands, each parsing its own
 * options and returning the exit status. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "error.h"
#include "graph.h"
#include "load.h"
#include "render.h"
#include "view.h"

#define EXIT_BAD_INPUT	1
#define EXIT_USAGE	2
#define CLI_MAX_INPUT	((size_t)1 << 30)

static const char usage_text[] =
    "usage: fxviz render INPUT [-o OUT] [--format svg|dot|json|png]\n"
    "                    [--rankdir TB|LR] [--focus NODE [--depth K]]\n"
    "       fxviz --help | --version\n"
    "\n"
    "render  draws an FX graph: INPUT is the text that print(gm.graph)\n"
    "        prints (torch 1.x or 2.x) or fxviz JSON; - reads standard "
    "input.\n"
    "\n"
    "  -o, --output OUT    write to OUT instead of standard output\n"
    "  -f, --format FMT    svg (default), png, dot (before layout) or json\n"
    "  -r, --rankdir DIR   TB: inputs on top (default); LR: left to right\n"
    "      --focus NODE    draw NODE and the nodes within K hops of it\n"
    "      --depth K       hops for --focus (default 2)\n"
    "  -h, --help          show this help\n"
    "  -V, --version       show the version\n"
    "\n"
    "Exit status: 0 on success, 1 for bad input, 2 for a bad command line.\n";

static int
usage(FILE *f, int status)
{
	fputs(usage_text, f);
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

/* "fxviz: FILE:LINE:COLUMN: message", the form editors jump to. */
static void
report(const char *path, const struct error *err)
{
	if (err->line > 0)
		fprintf(stderr, "fxviz: %s:%d:%d: %s\n", path, err->line,
		    err->column, err->msg);
	else
		fprintf(stderr, "fxviz: %s: %s\n", path, err->msg);
}

/* Writes through a temporary file, so a failed run leaves OUT as it was. */
static int
write_output(const char *path, const char *data, size_t len)
{
	char *tmp = NULL;
	mode_t mask;
	FILE *f;
	int fd;

	if (path == NULL || strcmp(path, "-") == 0) {
		if (fwrite(data, 1, len, stdout) != len || fflush(stdout) != 0)
			goto fail;
		return 0;
	}
	if (asprintf(&tmp, "%s.XXXXXX", path) == -1) {
		tmp = NULL;
		goto fail;
	}
	if ((fd = mkstemp(tmp)) == -1)
		goto fail;
	mask = umask(0);	/* mkstemp makes 0600; give OUT the usual mode */
	umask(mask);
	fchmod(fd, 0666 & ~mask);
	if ((f = fdopen(fd, "wb")) == NULL) {
		close(fd);
		goto fail_unlink;
	}
	if (fwrite(data, 1, len, f) != len) {
		fclose(f);
		goto fail_unlink;
	}
	if (fclose(f) != 0 || rename(tmp, path) != 0)
		goto fail_unlink;
	free(tmp);
	return 0;
fail_unlink:
	unlink(tmp);
fail:
	fprintf(stderr, "fxviz: cannot write %s: %s\n", path ? path : "output",
	    strerror(errno));
	free(tmp);
	return -1;
}

static int
cmd_render(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		{ "rankdir", required_argument, NULL, 'r' },
		{ "focus", required_argument, NULL, 'F' },
		{ "depth", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct view_options opt;
	enum render_format format = RENDER_SVG;
	struct error err = { 0 };
	const char *output = NULL, *input;
	struct fx_graph *g = NULL;
	char *buf = NULL, *out = NULL, *end;
	size_t len, out_len;
	uint32_t i;
	int c, status = EXIT_BAD_INPUT;
	long depth;

	view_options_init(&opt);
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:f:r:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'o':
			output = optarg;
			break;
		case 'f':
			if (render_format_parse(optarg, &format) == -1)
				return usage_error("unknown format '%s' (svg, "
				    "png, dot or json)", optarg);
			break;
		case 'r':
			if (strcmp(optarg, "TB") == 0 || strcmp(optarg, "tb") == 0)
				opt.rankdir = VIEW_TB;
			else if (strcmp(optarg, "LR") == 0 ||
			    strcmp(optarg, "lr") == 0)
				opt.rankdir = VIEW_LR;
			else
				return usage_error("unknown rankdir '%s' (TB or "
				    "LR)", optarg);
			break;
		case 'F':
			opt.focus = optarg;
			break;
		case 'd':
			errno = 0;
			depth = strtol(optarg, &end, 10);
			if (errno != 0 || *end != '\0' || depth < 0 ||
			    depth > VIEW_MAX_DEPTH)
				return usage_error("--depth takes a number from "
				    "0 to 100, not '%s'", optarg);
			opt.depth = (int)depth;
			break;
		case 'h':
			return usage(stdout, 0);
		default:
			return usage(stderr, EXIT_USAGE);
		}
	}
	if (optind != argc - 1)
		return usage_error("render takes one INPUT");
	input = argv[optind];

	if ((buf = load_file(input, CLI_MAX_INPUT, &len, &err)) == NULL) {
		fprintf(stderr, "fxviz: %s\n", err.msg);
		return EXIT_BAD_INPUT;
	}
	if ((g = load_graph(buf, len, &err)) == NULL) {
		report(input, &err);
		goto done;
	}
	for (i = 0; i < g->n_warnings; i++)
		fprintf(stderr, "fxviz: %s: warning: %s\n", input,
		    g->warnings[i]);
	if (render_graph(g, &opt, format, &out, &out_len, &err) == -1) {
		report(input, &err);
		goto done;
	}
	if (write_output(output, out, out_len) == 0)
		status = 0;
done:
	render_cleanup();
	free(out);
	fx_graph_free(g);
	free(buf);
	return status;
}

static const struct command {
	const char *name;
	int (*run)(int argc, char **argv);
} commands[] = {
	{ "render", cmd_render },
};

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
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	return usage_error("unknown command '%s'", argv[1]);
}
