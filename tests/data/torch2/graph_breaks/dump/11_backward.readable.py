class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 16]", primals_4: "f64[]", detach: "f32[4, 16]", tangents_1: "f32[4, 16]"):
        # No stacktrace found for following nodes
        convert_element_type_default: "f64[]" = torch.ops.prims.convert_element_type.default(primals_4, torch.float64);  primals_4 = None
        convert_element_type_default_2: "f32[]" = torch.ops.prims.convert_element_type.default(convert_element_type_default, torch.float32);  convert_element_type_default = None
        mul_tensor_1: "f32[4, 16]" = torch.ops.aten.mul.Tensor(tangents_1, convert_element_type_default_2);  tangents_1 = convert_element_type_default_2 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:185 in forward, code: x = torch.relu(self.a(x)) * self.scale
        detach_1: "f32[4, 16]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward: "f32[4, 16]" = torch.ops.aten.threshold_backward.default(mul_tensor_1, detach_1, 0);  mul_tensor_1 = detach_1 = None
        t_1: "f32[16, 4]" = torch.ops.aten.t.default(threshold_backward)
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(t_1, primals_3);  t_1 = primals_3 = None
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view: "f32[16]" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        return (t_3, view, None, None)
