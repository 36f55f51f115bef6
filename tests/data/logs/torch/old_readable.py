"""old_readable: a script's stdout of print_readable() as torch 2.0 to 2.3
lay it out, where each nested class is named after its module's class
(class <lambda>, class GraphModule), not after the attribute that holds
it, so that siblings share a name. torch 2.14 writes each class's code;
old_print_readable below only lays the classes out as those versions'
GraphModule.print_readable did (the class line, the code indented by 4,
then each child GraphModule, in the order children() gives, printed the
same way and indented 4 more)."""
import truth
import torch
from torch.fx.experimental.proxy_tensor import make_fx

from conds import outer
from torch.nn.modules.module import _addindent


def old_print_readable(gm):
    code = gm.graph.python_code(root_module="self", verbose=True).src
    text = _addindent("class %s(torch.nn.Module):\n%s" % (
        gm._get_name(), code.lstrip("\n")), 4)
    children = [old_print_readable(c) for c in gm.children()
                if isinstance(c, torch.fx.GraphModule)]
    return text + _addindent("\n".join([""] + children), 4)


def show(gm):
    text = old_print_readable(gm)
    print(text)
    truth.record(gm, text)


def printing(gm, inputs):
    show(gm)
    return gm.forward


x = torch.randn(2, 4)
show(make_fx(outer)(x))
show(make_fx(lambda t: outer(t) * 2)(x))
torch.compile(outer, backend=printing)(x)
