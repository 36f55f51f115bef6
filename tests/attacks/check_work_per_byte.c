/* check_work_per_byte: every reader's work grows at most linearly with
 * its input, on inputs made to be expensive, failing ones included. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "format/load.h"
#include "format/load_log.h"
#include "model/graph.h"
#include "testlib.h"

/* A glog prefix, as torch's logs and traces put before every line. */
#define GLOG	"V1201 20:57:20.149000 20407 torch/_dynamo/output_graph.py:2942] "
#define LOGTAG	GLOG "[0/0] [__graph_code] "

/* One expensive shape of input: n units of it, read as form. */
struct shape {
	const char *what;
	const char *form;
	/* n units; with fault, one more on the last lines that fails */
	void (*make)(struct buf *b, size_t n, int fault);
	size_t n;		/* units a run of about 20 to 100 ms takes */
	int ok;			/* 1: it reads; 0: made with the fault */
	int parts;		/* read as load_split's parts, each placed */
};

/* ---- print(gm.graph) text ---------------------------------------------- */

/* A chain; its fault a reference to a node defined later: the whole
 * text is read before it fails. */
static void
fx_chain(struct buf *b, size_t n, int fault)
{
	size_t i;

	buf_adds(b, "graph():\n    %r0 : [num_users=1] = placeholder[target=x]\n");
	for (i = 1; i <= n; i++)
		buf_printf(b, "    %%r%zu : [num_users=1] = call_function[target="
		    "torch.relu](args = (%%r%zu,), kwargs = {})\n", i, i - 1);
	if (fault)
		buf_adds(b, "    %bad : [num_users=1] = call_function[target="
		    "torch.relu](args = (%out,), kwargs = {})\n    %out : "
		    "[num_users=1] = call_function[target=torch.relu](args = "
		    "(%bad,), kwargs = {})\n    return out\n");
	else
		buf_printf(b, "    return r%zu\n", n);
}

/* tmpl with every '@' in it the number i. */
static void
add_numbered(struct buf *b, const char *tmpl, size_t i)
{
	for (; *tmpl != '\0'; tmpl++)
		if (*tmpl == '@')
			buf_printf(b, "%zu", i);
		else
			buf_addc(b, *tmpl);
}

/* head, n inputs, mid, n references to them joined by ", ", tail (the
 * inputs and the references numbered where '@' stands): a node of n
 * inputs in any form. */
static void
wide(struct buf *b, size_t n, const char *head, const char *input,
    const char *mid, const char *ref, const char *tail)
{
	size_t i;

	buf_adds(b, head);
	for (i = 0; i < n; i++)
		add_numbered(b, input, i);
	buf_adds(b, mid);
	for (i = 0; i < n; i++) {
		if (i > 0)
			buf_adds(b, ", ");
		add_numbered(b, ref, i);
	}
	buf_adds(b, tail);
}

/* One node with n inputs, each a placeholder: a node of many inputs, and
 * many names looked up on one line. */
static void
fx_wide(struct buf *b, size_t n, int fault)
{
	(void)fault;
	wide(b, n, "graph():\n", "    %x@ : [num_users=1] = placeholder"
	    "[target=x@]\n", "    %cat : [num_users=1] = call_function"
	    "[target=torch.cat](args = ([", "%x@",
	    "],), kwargs = {})\n    return cat\n");
}

/* n nodes using one: a node of many users, whose printed count is wrong
 * (a warning). */
static void
fx_users(struct buf *b, size_t n, int fault)
{
	size_t i;

	(void)fault;
	buf_adds(b, "graph():\n    %x : [num_users=1] = placeholder[target=x]\n");
	for (i = 0; i < n; i++)
		buf_printf(b, "    %%u%zu : [num_users=0] = call_function[target="
		    "torch.relu](args = (%%x,), kwargs = {})\n", i);
	buf_adds(b, "    return x\n");
}

/* ---- print_tabular() ---------------------------------------------------- */

static void
tab_row(struct buf *b, const char *op, const char *name, const char *target,
    const char *args)
{
	buf_printf(b, "%-13s  %-12s  %-10s  %-14s  {}\n", op, name, target, args);
}

/* A chain; its fault: the last row names a node there is none of. */
static void
tab_rows(struct buf *b, size_t n, int fault)
{
	char name[32], args[32];
	size_t i;

	buf_printf(b, "%-13s  %-12s  %-10s  %-14s  kwargs\n", "opcode", "name",
	    "target", "args");
	buf_adds(b, "-------------  ------------  ----------  --------------  "
	    "------\n");
	tab_row(b, "placeholder", "r0", "x", "()");
	for (i = 1; i <= n; i++) {
		snprintf(name, sizeof(name), "r%zu", i);
		snprintf(args, sizeof(args), "(r%zu,)", i - 1);
		tab_row(b, "call_function", name, "torch.relu", args);
	}
	snprintf(args, sizeof(args), "(%s%zu,)", fault ? "q" : "r", n);
	tab_row(b, "output", "output", "output", args);
}

/* ---- code: gm.code, print_readable() ------------------------------------ */

static void
code_body(struct buf *b, size_t n, const char *indent)
{
	size_t i;

	buf_printf(b, "%sr0 = torch.relu(x);  x = None\n", indent);
	for (i = 1; i <= n; i++)
		buf_printf(b, "%sr%zu = torch.relu(r%zu);  r%zu = None\n", indent,
		    i, i - 1, i - 1);
}

/* A chain; its fault a last statement using a name never assigned. */
static void
code_chain(struct buf *b, size_t n, int fault)
{
	buf_adds(b, "def forward(self, x):\n");
	code_body(b, n, "    ");
	if (fault)
		buf_adds(b, "    bad = torch.relu(nope)\n    return (bad,)\n");
	else
		buf_printf(b, "    return (r%zu,)\n", n);
}

/* n names each bound to the one before, then each used: every look-up
 * of a name follows its bindings. */
static void
code_aliases(struct buf *b, size_t n, int fault)
{
	size_t i;

	(void)fault;
	buf_adds(b, "def forward(self, x):\n    a0 = x\n");
	for (i = 1; i <= n; i++)
		buf_printf(b, "    a%zu = a%zu\n", i, i - 1);
	for (i = 0; i <= n; i++)
		buf_printf(b, "    u%zu = torch.relu(a%zu)\n", i, i);
	buf_printf(b, "    return (u%zu,)\n", n);
}

/* n names, then one statement that releases them all, as the code of a
 * graph does ("a = b = c = None") at each name's last use. */
static void
code_release(struct buf *b, size_t n, int fault)
{
	size_t i;

	(void)fault;
	buf_adds(b, "def forward(self, x):\n");
	for (i = 0; i < n; i++)
		buf_printf(b, "    a%zu = torch.relu(x)\n", i);
	buf_adds(b, "    s = torch.stack([");
	for (i = 0; i < n; i++)
		buf_printf(b, "%sa%zu", i ? ", " : "", i);
	buf_adds(b, "]);  ");
	for (i = 0; i < n; i++)
		buf_printf(b, "a%zu = ", i);
	buf_adds(b, "x = None\n    return (s,)\n");
}

/* ---- fxviz JSON ---------------------------------------------------------- */

/* A chain; its fault an output naming a node there is none of. */
static void
json_chain(struct buf *b, size_t n, int fault)
{
	size_t i;

	buf_adds(b, "{\"nodes\": [\n {\"name\": \"r0\", \"op\": \"placeholder\", "
	    "\"target\": \"x\"}");
	for (i = 1; i <= n; i++)
		buf_printf(b, ",\n {\"name\": \"r%zu\", \"op\": \"call_function\", "
		    "\"target\": \"torch.relu\", \"args\": [{\"node\": \"r%zu\"}], "
		    "\"meta\": {\"shape\": [2, \"s0\"]}}", i, i - 1);
	buf_printf(b, ",\n {\"name\": \"output\", \"op\": \"output\", \"target\": "
	    "\"output\", \"args\": [{\"node\": \"%s%zu\"}]}]}\n",
	    fault ? "nope" : "r", n);
}

/* One node with n inputs. */
static void
json_wide(struct buf *b, size_t n, int fault)
{
	(void)fault;
	wide(b, n, "{\"nodes\": [\n", " {\"name\": \"x@\", \"op\": "
	    "\"placeholder\", \"target\": \"x@\"},\n", " {\"name\": \"cat\", "
	    "\"op\": \"call_function\", \"target\": \"torch.cat\", \"args\": [[",
	    "{\"node\": \"x@\"}", "]]}]}\n");
}

/* ---- logs (TORCH_LOGS=graph_code) ---------------------------------------- */

static void
log_graph(struct buf *b, size_t i, const char *arg)
{
	buf_printf(b, LOGTAG "TRACED GRAPH\n" LOGTAG " ===== __compiled_fn_%zu "
	    "=====\n" LOGTAG " /m.py class GraphModule(torch.nn.Module):\n"
	    LOGTAG "    def forward(self, L_x_: \"f32[2]\"):\n"
	    LOGTAG "        relu = torch.relu(%s);  %s = None\n"
	    LOGTAG "        return (relu,)\n" LOGTAG "        \n", i, arg, arg);
}

/* n graphs; with the fault, each fails, and each is placed in the log:
 * 64,000 of them took 45 s when each place was counted from the log's
 * first line (issue 21, item 15). */
static void
log_graphs(struct buf *b, size_t n, int fault)
{
	size_t i;

	for (i = 0; i < n; i++)
		log_graph(b, i, fault ? "nope" : "L_x_");
}

/* One graph of n lines in a log. */
static void
log_long(struct buf *b, size_t n, int fault)
{
	size_t i;

	(void)fault;
	buf_adds(b, LOGTAG "TRACED GRAPH\n" LOGTAG " ===== __compiled_fn_0 =====\n"
	    LOGTAG " /m.py class GraphModule(torch.nn.Module):\n"
	    LOGTAG "    def forward(self, x):\n"
	    LOGTAG "        r0 = torch.relu(x);  x = None\n");
	for (i = 1; i <= n; i++)
		buf_printf(b, LOGTAG "        r%zu = torch.relu(r%zu);  r%zu = "
		    "None\n", i, i - 1, i - 1);
	buf_printf(b, LOGTAG "        return (r%zu,)\n" LOGTAG "        \n", n);
}

/* ---- TORCH_TRACE --------------------------------------------------------- */

static void
trace_graph(struct buf *b, size_t i, const char *arg)
{
	buf_printf(b, GLOG "{\"dynamo_output_graph\": {\"sizes\": {}}, "
	    "\"frame_id\": %zu, \"frame_compile_id\": 0, \"attempt\": 0, "
	    "\"has_payload\": \"7e53bb49acadc1842b5d586bf9d11aaa\"}\n"
	    "\tclass GraphModule(torch.nn.Module):\n"
	    "\t    def forward(self, L_x_: \"f32[3][1]cpu\"):\n"
	    "\t        relu = torch.relu(%s);  %s = None\n"
	    "\t        return (relu,)\n\t\n", i, arg, arg);
}

static void
trace_graphs(struct buf *b, size_t n, int fault)
{
	size_t i;

	for (i = 0; i < n; i++)
		trace_graph(b, i, fault ? "nope" : "L_x_");
}

/* n strings in the table, and graphs whose stacks name them all. */
static void
trace_stacks(struct buf *b, size_t n, int fault)
{
	size_t i, k;

	(void)fault;
	for (i = 0; i < n; i++)
		buf_printf(b, GLOG "{\"str\": [\"/src/m%zu.py\", %zu]}\n", i, i);
	for (i = 0; i < 8; i++) {
		buf_printf(b, GLOG "{\"dynamo_start\": {\"stack\": [");
		for (k = 0; k < n; k++)
			buf_printf(b, "%s{\"line\": %zu, \"name\": \"f\", "
			    "\"filename\": %zu}", k ? ", " : "", k, k);
		buf_printf(b, "]}, \"frame_id\": %zu, \"frame_compile_id\": 0, "
		    "\"attempt\": 0}\n", i);
		trace_graph(b, i, "L_x_");
	}
}

/* ---- repro scripts, inductor's output code -------------------------------- */

static void
repro(struct buf *b, size_t n, int fault)
{
	buf_adds(b, "import torch\nfrom torch import tensor, device\n\n"
	    "class Repro(torch.nn.Module):\n    def __init__(self) -> None:\n"
	    "        super().__init__()\n\n    def forward(self, x):\n");
	code_body(b, n, "        ");
	buf_printf(b, "        return %s%zu\n\nmod = Repro()\n", fault ? "q" : "r",
	    n);
}

static void
output_code(struct buf *b, size_t n, int fault)
{
	size_t i;

	buf_adds(b, "# AOT ID: ['0_inference']\nimport torch\n"
	    "from torch._inductor.select_algorithm import extern_kernels\n"
	    "empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu\n\n\n"
	    "def call(args):\n    arg0_1, = args\n    args.clear()\n"
	    "    buf0 = arg0_1\n");
	for (i = 1; i <= n; i++)
		buf_printf(b, "    buf%zu = empty_strided_cpu((4, ), (1, ), "
		    "torch.float32)\n    extern_kernels.mm(buf%zu, arg0_1, "
		    "out=buf%zu)\n", i, i - 1, i);
	/* a bracket left open on the last line */
	buf_printf(b, "    return (buf%zu, %s\n", n, fault ? "" : ")");
}

static const struct shape shapes[] = {
	{ "fx: a chain", "fx", fx_chain, 20000, 1, 0 },
	{ "fx: a cycle on its last lines", "fx", fx_chain, 20000, 0, 0 },
	{ "fx: a node of many inputs", "fx", fx_wide, 20000, 1, 0 },
	{ "fx: a node of many users", "fx", fx_users, 20000, 1, 0 },
	{ "tabular: a chain", "tabular", tab_rows, 20000, 1, 0 },
	{ "tabular: an unknown node on the last row", "tabular", tab_rows,
	    20000, 0, 0 },
	{ "code: a chain", "code", code_chain, 20000, 1, 0 },
	{ "code: an unknown name on the last line", "code", code_chain, 20000,
	    0, 0 },
	{ "code: names bound to names", "code", code_aliases, 10000, 1, 0 },
	{ "code: one statement releasing every name", "code", code_release,
	    10000, 1, 0 },
	{ "json: a chain", "json", json_chain, 20000, 1, 0 },
	{ "json: a node of many inputs", "json", json_wide, 20000, 1, 0 },
	{ "json: an unknown node last", "json", json_chain, 20000, 0, 0 },
	{ "log: graphs that each fail", "log", log_graphs, 4000, 0, 1 },
	{ "log: graphs that each read", "log", log_graphs, 4000, 1, 1 },
	{ "log: one long graph", "log", log_long, 20000, 1, 1 },
	{ "trace: graphs that each fail", "trace", trace_graphs, 4000, 0, 1 },
	{ "trace: graphs that each read", "trace", trace_graphs, 4000, 1, 1 },
	{ "trace: long stacks of many files", "trace", trace_stacks, 5000, 1,
	    1 },
	{ "repro: a chain", "repro", repro, 20000, 1, 0 },
	{ "repro: an unknown name returned", "repro", repro, 20000, 0, 0 },
	{ "output_code: a chain of kernels", "output_code", output_code,
	    10000, 1, 0 },
	{ "output_code: a bracket open on the last line", "output_code",
	    output_code, 10000, 0, 0 },
};

struct work {
	const struct shape *s;
	size_t n;
	struct buf text;
};

/* Reads the input of n units as fxviz does: a log's or trace's graphs
 * each on its own, every failure placed in the whole input. */
static void
read_input(void *ctx, size_t n)
{
	struct work *w = ctx;
	const struct shape *s = w->s;
	struct load_part *parts;
	struct error err = { 0 };
	struct fx_graph *g;
	size_t n_parts, i, ok = 0;

	if (w->n != n) {
		buf_reset(&w->text);
		s->make(&w->text, n, !s->ok);
		ck_assert_ptr_nonnull(buf_cstr(&w->text));
		w->n = n;
	}
	if (!s->parts) {
		g = load_graph_as(w->text.data, w->text.len, s->form, NULL, &err);
		ck_assert_msg((g != NULL) == s->ok, "%s: %s", s->what,
		    g ? "read" : err.msg);
		ck_assert_msg(g != NULL || (err.kind == ERROR_INPUT &&
		    err.line > 1), "%s fails early: %s", s->what, err.msg);
		fx_graph_free(g);
		return;
	}
	ck_assert_msg(load_split(w->text.data, w->text.len, s->form, NULL,
	    &parts, &n_parts, &err) == 0, "%s: %s", s->what, err.msg);
	ck_assert_uint_ge(n_parts, 1);
	for (i = 0; i < n_parts; i++) {
		g = load_part_graph(w->text.data, w->text.len, &parts[i], NULL,
		    &err);
		ok += g != NULL;
		fx_graph_free(g);
	}
	/* each failure placed on its own graph's line, far down the input */
	ck_assert_msg(ok == (s->ok ? n_parts : 0), "%s: %zu of %zu read (%s)",
	    s->what, ok, n_parts, err.msg);
	ck_assert(s->ok || err.line > (int)(5 * (n_parts - 1)));
	load_parts_free(parts, n_parts);
}

START_TEST(work_grows_linearly)
{
	struct work w = { &shapes[_i], 0, BUF_INIT };
	double t;

	t = tl_assert_linear(read_input, &w, shapes[_i].n, 0.02, 5.0,
	    shapes[_i].what);
	if (getenv("WORK_PER_BYTE_VERBOSE") != NULL)
		fprintf(stderr, "%-45s %8zu bytes %.3f s\n", shapes[_i].what,
		    w.text.len, t);
	buf_free(&w.text);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("work_per_byte");
	TCase *tc = tcase_create("readers");

	tcase_set_timeout(tc, 120 * TL_SLOW);
	tcase_add_loop_test(tc, work_grows_linearly, 0,
	    (int)(sizeof(shapes) / sizeof(shapes[0])));
	suite_add_tcase(s, tc);
	return tl_run(s);
}
