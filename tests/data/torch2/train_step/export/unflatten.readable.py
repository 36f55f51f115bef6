class UnflattenedModule(torch.nn.Module):
    def forward(self, input: "f32[8, 16]"):
        input_1 = input

        # No stacktrace found for following nodes
        _0: "f32[8, 32]" = getattr(self, "0")(input_1);  input_1 = None
        _1: "f32[8, 32]" = getattr(self, "1")(_0);  _0 = None
        _2: "f32[8, 4]" = getattr(self, "2")(_1);  _1 = None
        return (_2,)
