class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[128, 16]", primals_2: "f32[128, 32]", primals_3: "f32[128]", primals_4: "f32[128]", primals_5: "f32[128, 32]", primals_6: "f32[128, 32]", primals_7: "f32[128]", primals_8: "f32[128]", primals_9: "f32[2, 12, 16]", primals_10: "f32[4, 32]", primals_11: "f32[4]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:178 in forward, code: y, _ = self.lstm(x)
        full_default: "f32[2, 2, 32]" = torch.ops.aten.full.default([2, 2, 32], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        unbind = torch.ops.aten.unbind.int(full_default);  full_default = None
        getitem: "f32[2, 32]" = unbind[0]
        getitem_1: "f32[2, 32]" = unbind[1];  unbind = None
        permute: "f32[12, 2, 16]" = torch.ops.aten.permute.default(primals_9, [1, 0, 2]);  primals_9 = None
        unsqueeze: "f32[1, 2, 32]" = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
        clone: "f32[12, 2, 16]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        mkldnn_rnn_layer = torch.ops.aten.mkldnn_rnn_layer.default(clone, primals_1, primals_2, primals_3, primals_4, unsqueeze, unsqueeze, False, [], 2, 32, 1, True, False, False, False)
        getitem_4: "f32[12, 2, 32]" = mkldnn_rnn_layer[0]
        getitem_5: "f32[1, 2, 32]" = mkldnn_rnn_layer[1]
        getitem_6: "f32[1, 2, 32]" = mkldnn_rnn_layer[2]
        getitem_7: "u8[0]" = mkldnn_rnn_layer[3];  mkldnn_rnn_layer = None
        unsqueeze_2: "f32[1, 2, 32]" = torch.ops.aten.unsqueeze.default(getitem_1, 0);  getitem_1 = None
        mkldnn_rnn_layer_1 = torch.ops.aten.mkldnn_rnn_layer.default(getitem_4, primals_5, primals_6, primals_7, primals_8, unsqueeze_2, unsqueeze_2, False, [], 2, 32, 1, True, False, False, False)
        getitem_8: "f32[12, 2, 32]" = mkldnn_rnn_layer_1[0]
        getitem_9: "f32[1, 2, 32]" = mkldnn_rnn_layer_1[1]
        getitem_10: "f32[1, 2, 32]" = mkldnn_rnn_layer_1[2]
        getitem_11: "u8[0]" = mkldnn_rnn_layer_1[3];  mkldnn_rnn_layer_1 = None
        permute_1: "f32[2, 12, 32]" = torch.ops.aten.permute.default(getitem_8, [1, 0, 2])

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:179 in forward, code: return self.fc(y[:, -1])
        select: "f32[2, 32]" = torch.ops.aten.select.int(permute_1, 1, -1);  permute_1 = None
        permute_2: "f32[32, 4]" = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_11, select, permute_2);  primals_11 = select = permute_2 = None
        return (addmm, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_10, unsqueeze, clone, getitem_4, getitem_5, getitem_6, getitem_7, unsqueeze_2, getitem_8, getitem_9, getitem_10, getitem_11)
