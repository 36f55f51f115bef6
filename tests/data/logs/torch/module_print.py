"""module_print: a script's stdout of print(gm) (the module, then its
code) and print(gm.graph) for a traced model, and print() of an exported
program's module, as people paste such output below their code."""
import truth
import torch


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 10, 1, 1)
        self.pool = torch.nn.AdaptiveMaxPool2d((1, 1))

    def forward(self, x):
        return torch.argmax(self.pool(self.conv(x)), dim=1)


def show(gm, text):
    """Prints text; records its graph from its 'def forward' on (print(gm)
    prints the module's repr above the code)."""
    print(text)
    truth.record(gm, text[text.find("def forward"):] if "def forward" in
                 text else text, nested=False)


gm = torch.fx.symbolic_trace(Model())
show(gm, str(gm))
show(gm, str(gm.graph))
ep = torch.export.export(Model(), (torch.randn(1, 3, 28, 28),)).module()
show(ep, str(ep))
