"""frames_gen: random FX graphs inside module frames, and random views of
them, for frames.test (and by hand: `python3 frames_gen.py SEED` prints
one graph as fxviz JSON).

A graph is fxviz JSON (version 2): placeholders, then nodes of every op
whose inputs are earlier nodes (mostly recent ones, some far back, so that
long edges and proxies come), each with a tensor's shape, a tuple of
shapes, a scalar or none, inside a frame of a random module tree
(nn_module_stack), in runs as a model's modules run, with some jumps back
into a frame left earlier; call_module targets name a leaf of their
frame. A view is a query of every view option, each present or not."""
import json
import random
import sys

OPS = ["call_function", "call_method", "call_module", "get_attr"]
FUNCTIONS = ["torch.relu", "torch.add", "torch.matmul", "operator.getitem",
             "torch.cat", "torch.ops.aten.mm.default", "torch.flatten"]
METHODS = ["view", "size", "transpose", "contiguous", "add"]
NAMES = ["layer1", "layer2", "0", "1", "2", "attn", "mlp", "block", "b",
         "t", "n2", "fc", "conv", "_orig_mod", "downsample"]
SYMBOLS = ["s0", "s1", "u0", "2*s0"]


def module_tree(rng):
    """A list of module paths, parents before children: a root's
    children, theirs, up to four levels."""
    paths = []
    frontier = [""]
    for depth in range(rng.randint(1, 4)):
        nxt = []
        for parent in frontier:
            for name in rng.sample(NAMES, rng.randint(1, 3)):
                path = parent + "." + name if parent else name
                if path not in paths:
                    paths.append(path)
                    nxt.append(path)
        frontier = nxt
    return paths


def stack_of(path):
    """nn_module_stack for a frame: every ancestor, outermost first."""
    parts = path.split(".")
    return [{"path": ".".join(parts[:i + 1]),
             "type": "torch.nn.modules.M%d" % len(parts[:i + 1])}
            for i in range(len(parts))] if path else []


def shape(rng):
    r = rng.random()
    if r < 0.1:
        return None
    if r < 0.2:
        return []	# a scalar
    dims = [rng.choice([1, 3, 8, 64, 224]) if rng.random() < 0.8 else
            rng.choice(SYMBOLS) for _ in range(rng.randint(1, 4))]
    if r < 0.3:
        return [dims, dims[:-1] or [1]]	# a tuple
    return dims


def graph(seed, max_nodes=40):
    """A random graph inside frames, as a dict of fxviz JSON."""
    rng = random.Random(seed)
    frames = module_tree(rng)
    nodes = []
    n_inputs = rng.randint(1, 3)
    for i in range(n_inputs):
        nodes.append({"name": "x%d" % i, "op": "placeholder",
                      "target": "x%d" % i, "args": [], "kwargs": {},
                      "meta": {"shape": [1, 3, 8, 8], "dtype": "torch.float32"}})
    frame = rng.choice(frames)
    for i in range(rng.randint(2, max_nodes)):
        if rng.random() < 0.3:
            frame = rng.choice(frames + [""])	# next module, or back to one
        op = rng.choice(OPS)
        name = "%s_%d" % (frame.replace(".", "_") or "v", i)
        if op == "call_module":
            target = (frame + "." if frame else "") + rng.choice(["conv", "relu", "fc"])
        elif op == "call_function":
            target = rng.choice(FUNCTIONS)
        elif op == "call_method":
            target = rng.choice(METHODS)
        else:
            target = (frame + "." if frame else "") + "weight"
        args = []
        if op != "get_attr":
            for _ in range(rng.randint(1, 3)):
                back = 1 + int(rng.expovariate(0.4)) if rng.random() < 0.85 \
                    else rng.randint(1, len(nodes))
                args.append({"node": nodes[max(0, len(nodes) - back)]["name"]})
        meta = {"nn_module_stack": stack_of(frame)}
        s = shape(rng)
        if s is not None:
            meta["shape"] = s
            meta["dtype"] = (["torch.float32", "torch.int64"] if s and
                             isinstance(s[0], list) else "torch.float32")
        nodes.append({"name": name, "op": op, "target": target, "args": args,
                      "kwargs": {}, "meta": meta})
    outs = rng.sample(nodes[n_inputs:], min(len(nodes) - n_inputs,
                                            rng.randint(1, 3)))
    nodes.append({"name": "output", "op": "output", "target": "output",
                  "args": [[{"node": o["name"]} for o in outs]], "kwargs": {}})
    used = {}
    for n in nodes:
        for a in n["args"]:
            for ref in (a if isinstance(a, list) else [a]):
                used.setdefault(ref["node"], []).append(n["name"])
    for n in nodes:
        n["users"] = sorted(set(used.get(n["name"], [])))
    return {"format": "fxviz-graph", "version": 2, "name": "frames%d" % seed,
            "nodes": nodes}


HIDE = ["placeholder", "get_attr", "call_function", "call_method",
        "call_module", "output"]


def view(seed, g):
    """Random view options for graph g: a dict of query keys and values,
    each option present or not."""
    rng = random.Random(seed * 7919 + 1)
    frames = sorted({f["path"] for n in g["nodes"]
                     for f in n.get("meta", {}).get("nn_module_stack", [])})
    q = {}
    if rng.random() < 0.6:
        q["shapes"] = rng.choice(["edges", "edges", "boxes", "off"])
    if rng.random() < 0.4:
        q["rankdir"] = rng.choice(["TB", "LR"])
    if rng.random() < 0.3:
        q["hide"] = ",".join(rng.sample(HIDE, rng.randint(1, 2)))
    if rng.random() < 0.5:
        q["expand"] = "*" if rng.random() < 0.5 or not frames else \
            ",".join(rng.sample(frames, rng.randint(1, min(3, len(frames)))))
    if frames and rng.random() < 0.3:
        q["collapse"] = ",".join(rng.sample(frames, rng.randint(1, min(2, len(frames)))))
    if rng.random() < 0.25:
        q["focus"] = rng.choice(g["nodes"])["name"]
        q["depth"] = str(rng.randint(0, 4))
    if rng.random() < 0.3:
        q["edges"] = rng.choice(["auto", "all"])
    return q


def cli_args(q):
    """The same view as `fxviz render` options."""
    out = []
    for k, v in sorted(q.items()):
        out += ["--" + k, v]
    return out


if __name__ == "__main__":
    json.dump(graph(int(sys.argv[1]) if len(sys.argv) > 1 else 0), sys.stdout,
              indent=1)
    print()
