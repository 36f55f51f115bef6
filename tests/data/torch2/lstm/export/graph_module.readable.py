class GraphModule(torch.nn.Module):
    def forward(self, p_lstm_weight_ih_l0: "f32[128, 16]", p_lstm_weight_hh_l0: "f32[128, 32]", p_lstm_bias_ih_l0: "f32[128]", p_lstm_bias_hh_l0: "f32[128]", p_lstm_weight_ih_l1: "f32[128, 32]", p_lstm_weight_hh_l1: "f32[128, 32]", p_lstm_bias_ih_l1: "f32[128]", p_lstm_bias_hh_l1: "f32[128]", p_fc_weight: "f32[4, 32]", p_fc_bias: "f32[4]", x: "f32[2, 12, 16]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/rnn.py:1125 in forward, code: h_zeros = torch.zeros(
        zeros: "f32[2, 2, 32]" = torch.ops.aten.zeros.default([2, 2, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/rnn.py:1132 in forward, code: c_zeros = torch.zeros(
        zeros_1: "f32[2, 2, 32]" = torch.ops.aten.zeros.default([2, 2, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/rnn.py:1164 in forward, code: result = _VF.lstm(
        lstm = torch.ops.aten.lstm.input(x, [zeros, zeros_1], [p_lstm_weight_ih_l0, p_lstm_weight_hh_l0, p_lstm_bias_ih_l0, p_lstm_bias_hh_l0, p_lstm_weight_ih_l1, p_lstm_weight_hh_l1, p_lstm_bias_ih_l1, p_lstm_bias_hh_l1], True, 2, 0.0, True, False, True);  x = zeros = zeros_1 = p_lstm_weight_ih_l0 = p_lstm_weight_hh_l0 = p_lstm_bias_ih_l0 = p_lstm_bias_hh_l0 = p_lstm_weight_ih_l1 = p_lstm_weight_hh_l1 = p_lstm_bias_ih_l1 = p_lstm_bias_hh_l1 = None
        getitem: "f32[2, 12, 32]" = lstm[0]
        getitem_1: "f32[2, 2, 32]" = lstm[1];  getitem_1 = None
        getitem_2: "f32[2, 2, 32]" = lstm[2];  lstm = getitem_2 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:179 in forward, code: return self.fc(y[:, -1])
        select: "f32[2, 32]" = torch.ops.aten.select.int(getitem, 1, -1);  getitem = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[2, 4]" = torch.ops.aten.linear.default(select, p_fc_weight, p_fc_bias);  select = p_fc_weight = p_fc_bias = None
        return (linear,)
