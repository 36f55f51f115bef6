class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 16]", convert_element_type_default_2: "f32[]", le: "b8[4, 16]", tangents_1: "f32[4, 16]"):
        # No stacktrace found for following nodes
        mul_tensor_1: "f32[4, 16]" = torch.ops.aten.mul.Tensor(tangents_1, convert_element_type_default_2);  tangents_1 = convert_element_type_default_2 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:185 in forward, code: x = torch.relu(self.a(x)) * self.scale
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[4, 16]" = torch.ops.aten.where.self(le, full_default, mul_tensor_1);  le = full_default = mul_tensor_1 = None
        permute_1: "f32[16, 4]" = torch.ops.aten.permute.default(where, [1, 0])
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(permute_1, primals_3);  permute_1 = primals_3 = None
        sum_1: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view: "f32[16]" = torch.ops.aten.reshape.default(sum_1, [16]);  sum_1 = None
        return (mm, view, None, None)
