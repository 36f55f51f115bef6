class UnflattenedModule(torch.nn.Module):
    def forward(self, idx: "i64[2, 16]"):
        # No stacktrace found for following nodes
        tok: "f32[2, 16, 64]" = self.tok(idx);  idx = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        arange: "i64[16]" = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)

        # No stacktrace found for following nodes
        pos: "f32[16, 64]" = self.pos(arange);  arange = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        add: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(tok, pos);  tok = pos = None

        # No stacktrace found for following nodes
        blocks_0: "f32[2, 16, 64]" = getattr(self.blocks, "0")(add);  add = None
        blocks_1: "f32[2, 16, 64]" = getattr(self.blocks, "1")(blocks_0);  blocks_0 = None
        ln: "f32[2, 16, 64]" = self.ln(blocks_1);  blocks_1 = None
        head: "f32[2, 16, 128]" = self.head(ln);  ln = None
        return (head,)
