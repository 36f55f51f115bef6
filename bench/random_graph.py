"""random_graph: writes a graph with uniform random edges in the text form
of torch's print(gm.graph), for benchmarks and tests of graphs that no
model makes: every node after the first takes 1 to 3 inputs, each chosen
uniformly from all the nodes before it, so that most edges reach far back.

    python3 bench/random_graph.py N [SEED] > G.fx.txt

N nodes in all: one placeholder, N - 2 call_function nodes and the
output (which returns the last). The same N and SEED (default 1) give
the same text. No torch needed."""
import random
import sys

# A target for each number of inputs.
TARGETS = {1: "torch.relu", 2: "operator.add", 3: "torch.addcmul"}


def fx_args(names):
    """A tuple of node arguments as torch prints it: "%a," for one."""
    names = ["%" + n for n in names]
    return names[0] + "," if len(names) == 1 else ", ".join(names)


def graph(n, seed=1):
    """The names of a graph of n (>= 3) nodes, seeded, and each node's
    inputs (indexes of the nodes before it); the output is the last
    node's user."""
    rng = random.Random(seed)
    names = ["x"]
    args = [()]
    for i in range(1, n - 1):
        k = min(i, rng.randint(1, 3))
        args.append(tuple(rng.randrange(i) for _ in range(k)))
        names.append("f%d" % i)
    return names, args


def graph_truth(n, seed=1):
    """Every node of graph(n, seed) in graph order, with its inputs'
    names (each once), the output last: [(NAME, [INPUT])]."""
    names, args = graph(n, seed)
    nodes = [(names[i], [names[j] for j in dict.fromkeys(args[i])])
             for i in range(len(names))]
    return nodes + [("output", [names[-1]])]


def graph_text(n, seed=1):
    """The text of a graph of n (>= 3) nodes, seeded."""
    names, args = graph(n, seed)
    users = [0] * len(names)
    for a in args:
        for j in set(a):
            users[j] += 1
    users[-1] += 1	# the output's
    lines = ["graph():",
             "    %%x : [#users=%d] = placeholder[target=x]" % users[0]]
    for i in range(1, len(names)):
        lines.append("    %%%s : [#users=%d] = call_function[target=%s]"
                     "(args = (%s), kwargs = {})" % (
                         names[i], users[i], TARGETS[len(args[i])],
                         fx_args(names[j] for j in args[i])))
    lines.append("    return %s" % names[-1])
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: random_graph.py N [SEED]")
    n = int(sys.argv[1])
    if n < 3:
        sys.exit("random_graph.py: N must be at least 3")
    sys.stdout.write(graph_text(n, int(sys.argv[2]) if len(sys.argv) == 3
                                else 1))


if __name__ == "__main__":
    main()
