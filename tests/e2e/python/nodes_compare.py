"""nodes_compare: fxviz's nodes against torch's own, by the rules the
torch tests share (test_torchvision.py, test_torch2_corpus.py).

Nodes are compared in graph order: name, op, target, and users by their
places (so that a renamed node still matches). Where a printout loses a
spelling, and only there, another is accepted, counted and reported:
print_tabular() prints a function as its repr (<function einsum at
0x...>, <built-in function gelu>), which says no module; gm.code calls a
torch.fx.wrap'd function by a global name made of its qualified one, dots
turned to underscores; and, when asked, a placeholder named after a
Python builtin, whose code cannot say which node it was."""
import builtins
import keyword
import re

# Names fx.Graph's code never uses as a variable (torch/fx/graph.py
# _illegal_names).
ILLEGAL = set(keyword.kwlist) | set(dir(builtins)) | {
    "inf", "nan", "NoneType", "torch", "device", "fx_pytree", "pytree"}
CODE = ("code", "print_readable")


def mangled(code, target):
    """gm.code's global name for a torch.fx.wrap'd function."""
    return "." not in code and code == target.replace(".", "_")


def placeholder_spelling(code, w):
    """Whether code is the code's name for placeholder w where the printed
    text cannot tell which it was: 'def forward(self, input)' then
    'input_1 = input' is both node input (whose name may not be a
    variable) and node input_1 with target input (unflatten's)."""
    t = w["target"]
    if w["op"] != "placeholder" or t not in ILLEGAL:
        return False
    pair = {code, w["name"]}
    return t in pair and any(re.fullmatch(re.escape(t) + r"_\d+", x) for x in pair)


def compare(want, got, printed_by, placeholders=False):
    """Mismatches of fxviz's nodes (got) with torch's (want) as
    [(node, field, detail)] (node "-" for the count), and {spelling:
    count} of what was accepted as printed. printed_by: "print_tabular",
    "code", "print_readable" or any other printer; placeholders: accept
    placeholder_spelling."""
    bad, kept = [], {}

    def accept(what):
        kept[what] = kept.get(what, 0) + 1

    if len(got) != len(want):
        bad.append(("-", "node count", "read %d, torch %d" % (len(got), len(want))))
    index = {n["name"]: i for i, n in enumerate(want)}
    read_index = {n.get("name"): i for i, n in enumerate(got)}
    for i, (w, g) in enumerate(zip(want, got)):
        node = w["name"]
        if g.get("name") != w["name"]:
            if (placeholders and printed_by in CODE and
                    placeholder_spelling(g.get("name"), w)):
                accept("placeholder after a builtin")
            else:
                bad.append((node, "name", "read %r (node %d)" % (g.get("name"), i)))
        if g.get("op") != w["op"]:
            bad.append((node, "op", "read %r, torch %r" % (g.get("op"), w["op"])))
        if g.get("target") != w["target"]:
            if (printed_by == "print_tabular" and w["op"] == "call_function" and
                    w["table_target"].startswith("<") and
                    g.get("target") == w["table_target"]):
                accept("print_tabular repr")
            elif (printed_by in CODE and w["op"] == "call_function" and
                  isinstance(g.get("target"), str) and
                  mangled(g["target"], w["target"])):
                accept("gm.code global name")
            else:
                bad.append((node, "target", "read %r, torch %r" % (
                    g.get("target"), w["target"])))
        users_got = sorted(read_index.get(u, -1) for u in g.get("users", []))
        users_want = sorted(index[u] for u in w["users"])
        if users_got != users_want:
            bad.append((node, "users", "read %s, torch %s" % (g.get("users"),
                                                              w["users"])))
    return bad, kept
