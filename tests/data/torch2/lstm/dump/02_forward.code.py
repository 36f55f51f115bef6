


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
    zeros = torch.ops.aten.zeros.default([2, 2, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_1 = torch.ops.aten.zeros.default([2, 2, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
    getitem = unbind[0]
    getitem_1 = unbind[1];  unbind = None
    unbind_1 = torch.ops.aten.unbind.int(zeros_1);  zeros_1 = None
    getitem_2 = unbind_1[0]
    getitem_3 = unbind_1[1];  unbind_1 = None
    transpose = torch.ops.aten.transpose.int(primals_9, 0, 1);  primals_9 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(getitem_2, 0);  getitem_2 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    mkldnn_rnn_layer = torch.ops.aten.mkldnn_rnn_layer.default(clone, primals_1, primals_2, primals_3, primals_4, unsqueeze, unsqueeze_1, False, [], 2, 32, 1, True, False, False, False)
    getitem_4 = mkldnn_rnn_layer[0]
    getitem_5 = mkldnn_rnn_layer[1]
    getitem_6 = mkldnn_rnn_layer[2]
    getitem_7 = mkldnn_rnn_layer[3];  mkldnn_rnn_layer = None
    detach = torch.ops.aten.detach.default(getitem_4)
    detach_1 = torch.ops.aten.detach.default(getitem_5);  getitem_5 = None
    detach_2 = torch.ops.aten.detach.default(getitem_6);  getitem_6 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(getitem_1, 0);  getitem_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(getitem_3, 0);  getitem_3 = None
    mkldnn_rnn_layer_1 = torch.ops.aten.mkldnn_rnn_layer.default(getitem_4, primals_5, primals_6, primals_7, primals_8, unsqueeze_2, unsqueeze_3, False, [], 2, 32, 1, True, False, False, False)
    getitem_8 = mkldnn_rnn_layer_1[0]
    getitem_9 = mkldnn_rnn_layer_1[1]
    getitem_10 = mkldnn_rnn_layer_1[2]
    getitem_11 = mkldnn_rnn_layer_1[3];  mkldnn_rnn_layer_1 = None
    detach_3 = torch.ops.aten.detach.default(getitem_8)
    detach_4 = torch.ops.aten.detach.default(getitem_9);  getitem_9 = None
    detach_5 = torch.ops.aten.detach.default(getitem_10);  getitem_10 = None
    transpose_1 = torch.ops.aten.transpose.int(getitem_8, 0, 1);  getitem_8 = None
    select = torch.ops.aten.select.int(transpose_1, 1, -1);  transpose_1 = None
    t = torch.ops.aten.t.default(primals_10);  primals_10 = None
    addmm = torch.ops.aten.addmm.default(primals_11, select, t);  primals_11 = None
    return (addmm, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, unsqueeze, unsqueeze_1, clone, getitem_4, getitem_7, detach, detach_1, detach_2, unsqueeze_2, unsqueeze_3, getitem_11, detach_3, detach_4, detach_5, select, t)
    