class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 16]", primals_2: "f32[16]", primals_3: "f32[4, 16]", primals_4: "f64[]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:185 in forward, code: x = torch.relu(self.a(x)) * self.scale
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(addmm);  addmm = None
        detach: "f32[4, 16]" = torch.ops.aten.detach.default(relu)

        # No stacktrace found for following nodes
        convert_element_type_default: "f64[]" = torch.ops.prims.convert_element_type.default(primals_4, torch.float64)
        convert_element_type_default_1: "f32[]" = torch.ops.prims.convert_element_type.default(convert_element_type_default, torch.float32);  convert_element_type_default = None
        mul_tensor: "f32[4, 16]" = torch.ops.aten.mul.Tensor(relu, convert_element_type_default_1);  relu = convert_element_type_default_1 = None
        return (mul_tensor, primals_3, primals_4, detach)
