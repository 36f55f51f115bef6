class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8]", primals_2: "f32[8, 8]", primals_3: "f32[8]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:206 in forward, code: return torch.cond(x.sum() > 0, yes, no, (x,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(primals_1)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (primals_1, primals_3, primals_2));  true_graph_0 = false_graph_0 = None
        getitem: "f32[4, 8]" = cond[0];  cond = None
        return (getitem, primals_1, primals_2, primals_3, gt)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8]", arg2_1: "f32[8, 8]"):
            # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:202 in yes, code: return torch.relu(self.lin(x)) + 1
            permute: "f32[8, 8]" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
            addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(arg1_1, arg0_1, permute);  arg1_1 = arg0_1 = permute = None
            relu: "f32[4, 8]" = torch.ops.aten.relu.default(addmm);  addmm = None
            add: "f32[4, 8]" = torch.ops.aten.add.Tensor(relu, 1);  relu = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8]", arg2_1: "f32[8, 8]"):
            # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:205 in no, code: return torch.tanh(x) * 2
            tanh: "f32[4, 8]" = torch.ops.aten.tanh.default(arg0_1);  arg0_1 = None
            mul: "f32[4, 8]" = torch.ops.aten.mul.Tensor(tanh, 2);  tanh = None
            return (mul,)
