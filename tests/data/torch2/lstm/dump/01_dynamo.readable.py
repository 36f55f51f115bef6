class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_lstm_parameters_weight_ih_l0_: "f32[128, 16]", L_self_modules_lstm_parameters_weight_hh_l0_: "f32[128, 32]", L_self_modules_lstm_parameters_bias_ih_l0_: "f32[128]", L_self_modules_lstm_parameters_bias_hh_l0_: "f32[128]", L_self_modules_lstm_parameters_weight_ih_l1_: "f32[128, 32]", L_self_modules_lstm_parameters_weight_hh_l1_: "f32[128, 32]", L_self_modules_lstm_parameters_bias_ih_l1_: "f32[128]", L_self_modules_lstm_parameters_bias_hh_l1_: "f32[128]", L_x_: "f32[2, 12, 16]", L_self_modules_fc_parameters_weight_: "f32[4, 32]", L_self_modules_fc_parameters_bias_: "f32[4]"):
        l_self_modules_lstm_parameters_weight_ih_l0_ = L_self_modules_lstm_parameters_weight_ih_l0_
        l_self_modules_lstm_parameters_weight_hh_l0_ = L_self_modules_lstm_parameters_weight_hh_l0_
        l_self_modules_lstm_parameters_bias_ih_l0_ = L_self_modules_lstm_parameters_bias_ih_l0_
        l_self_modules_lstm_parameters_bias_hh_l0_ = L_self_modules_lstm_parameters_bias_hh_l0_
        l_self_modules_lstm_parameters_weight_ih_l1_ = L_self_modules_lstm_parameters_weight_ih_l1_
        l_self_modules_lstm_parameters_weight_hh_l1_ = L_self_modules_lstm_parameters_weight_hh_l1_
        l_self_modules_lstm_parameters_bias_ih_l1_ = L_self_modules_lstm_parameters_bias_ih_l1_
        l_self_modules_lstm_parameters_bias_hh_l1_ = L_self_modules_lstm_parameters_bias_hh_l1_
        l_x_ = L_x_
        l_self_modules_fc_parameters_weight_ = L_self_modules_fc_parameters_weight_
        l_self_modules_fc_parameters_bias_ = L_self_modules_fc_parameters_bias_

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:178 in forward, code: y, _ = self.lstm(x)
        h_zeros: "f32[2, 2, 32]" = torch.zeros(2, 2, 32, dtype = torch.float32, device = device(type='cpu'))
        c_zeros: "f32[2, 2, 32]" = torch.zeros(2, 2, 32, dtype = torch.float32, device = device(type='cpu'))
        lstm = torch.lstm(l_x_, (h_zeros, c_zeros), [l_self_modules_lstm_parameters_weight_ih_l0_, l_self_modules_lstm_parameters_weight_hh_l0_, l_self_modules_lstm_parameters_bias_ih_l0_, l_self_modules_lstm_parameters_bias_hh_l0_, l_self_modules_lstm_parameters_weight_ih_l1_, l_self_modules_lstm_parameters_weight_hh_l1_, l_self_modules_lstm_parameters_bias_ih_l1_, l_self_modules_lstm_parameters_bias_hh_l1_], True, 2, 0.0, True, False, True);  l_x_ = h_zeros = c_zeros = l_self_modules_lstm_parameters_weight_ih_l0_ = l_self_modules_lstm_parameters_weight_hh_l0_ = l_self_modules_lstm_parameters_bias_ih_l0_ = l_self_modules_lstm_parameters_bias_hh_l0_ = l_self_modules_lstm_parameters_weight_ih_l1_ = l_self_modules_lstm_parameters_weight_hh_l1_ = l_self_modules_lstm_parameters_bias_ih_l1_ = l_self_modules_lstm_parameters_bias_hh_l1_ = None
        output: "f32[2, 12, 32]" = lstm[0];  lstm = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:179 in forward, code: return self.fc(y[:, -1])
        getitem_3: "f32[2, 32]" = output[(slice(None, None, None), -1)];  output = None
        linear: "f32[2, 4]" = torch._C._nn.linear(getitem_3, l_self_modules_fc_parameters_weight_, l_self_modules_fc_parameters_bias_);  getitem_3 = l_self_modules_fc_parameters_weight_ = l_self_modules_fc_parameters_bias_ = None
        return (linear,)
