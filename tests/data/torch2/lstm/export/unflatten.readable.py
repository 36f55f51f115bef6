class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[2, 12, 16]"):
        # No stacktrace found for following nodes
        lstm: "f32[2, 12, 32]" = self.lstm(x);  x = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:179 in forward, code: return self.fc(y[:, -1])
        select: "f32[2, 32]" = torch.ops.aten.select.int(lstm, 1, -1);  lstm = None

        # No stacktrace found for following nodes
        fc: "f32[2, 4]" = self.fc(select);  select = None
        return (fc,)
