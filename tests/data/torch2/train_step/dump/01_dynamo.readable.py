class GraphModule(torch.nn.Module):
    def forward(self, L_m_modules_0_parameters_weight_: "f32[32, 16]", L_m_modules_0_parameters_bias_: "f32[32]", L_x_: "f32[8, 16]", L_m_modules_2_parameters_weight_: "f32[4, 32]", L_m_modules_2_parameters_bias_: "f32[4]", L_y_: "f32[8, 4]"):
        l_m_modules_0_parameters_weight_ = L_m_modules_0_parameters_weight_
        l_m_modules_0_parameters_bias_ = L_m_modules_0_parameters_bias_
        l_x_ = L_x_
        l_m_modules_2_parameters_weight_ = L_m_modules_2_parameters_weight_
        l_m_modules_2_parameters_bias_ = L_m_modules_2_parameters_bias_
        l_y_ = L_y_

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:113 in torch_dynamo_resume_in_step_at_112, code: loss = F.mse_loss(m(x), y)
        input_1: "f32[8, 32]" = torch._C._nn.linear(l_x_, l_m_modules_0_parameters_weight_, l_m_modules_0_parameters_bias_);  l_x_ = l_m_modules_0_parameters_weight_ = l_m_modules_0_parameters_bias_ = None
        input_2: "f32[8, 32]" = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
        input_3: "f32[8, 4]" = torch._C._nn.linear(input_2, l_m_modules_2_parameters_weight_, l_m_modules_2_parameters_bias_);  input_2 = l_m_modules_2_parameters_weight_ = l_m_modules_2_parameters_bias_ = None
        loss: "f32[]" = torch.nn.functional.mse_loss(input_3, l_y_);  input_3 = l_y_ = None
        return (loss,)
