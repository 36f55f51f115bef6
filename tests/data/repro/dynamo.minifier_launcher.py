
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import math
from math import inf
import torch
from torch import tensor, device
import torch.fx as fx
import torch._dynamo
from torch._dynamo.testing import rand_strided
from torch._dynamo.debug_utils import run_fwd_maybe_bwd

import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = 'compile_error'
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.trace.enabled = True
torch._inductor.config.inplace_buffers = True
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.triton.store_cubin = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
torch._functorch.config.selective_decompose = False







from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, L_s_modules_l_parameters_weight_ : torch.nn.parameter.Parameter, L_s_modules_l_parameters_bias_ : torch.nn.parameter.Parameter, L_x_ : torch.Tensor, L_s_modules_bn_buffers_num_batches_tracked_ : torch.Tensor, L_s_modules_bn_buffers_running_mean_ : torch.Tensor, L_s_modules_bn_buffers_running_var_ : torch.Tensor, L_s_modules_bn_parameters_weight_ : torch.nn.parameter.Parameter, L_s_modules_bn_parameters_bias_ : torch.nn.parameter.Parameter, L_s_buffers_scale_ : torch.Tensor, L_s_parameters_w_ : torch.nn.parameter.Parameter):
        l_s_modules_l_parameters_weight_ = L_s_modules_l_parameters_weight_
        l_s_modules_l_parameters_bias_ = L_s_modules_l_parameters_bias_
        l_x_ = L_x_
        l_s_modules_bn_buffers_num_batches_tracked_ = L_s_modules_bn_buffers_num_batches_tracked_
        l_s_modules_bn_buffers_running_mean_ = L_s_modules_bn_buffers_running_mean_
        l_s_modules_bn_buffers_running_var_ = L_s_modules_bn_buffers_running_var_
        l_s_modules_bn_parameters_weight_ = L_s_modules_bn_parameters_weight_
        l_s_modules_bn_parameters_bias_ = L_s_modules_bn_parameters_bias_
        l_s_buffers_scale_ = L_s_buffers_scale_
        l_s_parameters_w_ = L_s_parameters_w_
        linear = torch._C._nn.linear(l_x_, l_s_modules_l_parameters_weight_, l_s_modules_l_parameters_bias_);  l_x_ = l_s_modules_l_parameters_weight_ = l_s_modules_l_parameters_bias_ = None
        add_ = l_s_modules_bn_buffers_num_batches_tracked_.add_(1);  l_s_modules_bn_buffers_num_batches_tracked_ = add_ = None
        batch_norm = torch.nn.functional.batch_norm(linear, l_s_modules_bn_buffers_running_mean_, l_s_modules_bn_buffers_running_var_, l_s_modules_bn_parameters_weight_, l_s_modules_bn_parameters_bias_, True, 0.1, 1e-05);  linear = l_s_modules_bn_buffers_running_mean_ = l_s_modules_bn_buffers_running_var_ = l_s_modules_bn_parameters_weight_ = l_s_modules_bn_parameters_bias_ = None
        relu = torch.relu(batch_norm);  batch_norm = None
        mul = relu * l_s_buffers_scale_;  relu = l_s_buffers_scale_ = None
        y = mul + l_s_parameters_w_;  mul = l_s_parameters_w_ = None
        sigmoid = torch.sigmoid(y);  y = None
        tensor = torch.tensor([1.0, 2, 3, 4, 5, 6, 7, 8])
        add_1 = sigmoid + tensor;  sigmoid = tensor = None
        return (add_1,)


mod = Repro()

def load_args(reader):
    buf0 = reader.storage('eda80ee0d86713a1825bc437b9e94094856dbae5', 256)
    reader.tensor(buf0, (8, 8), requires_grad=True, is_leaf=True)  # L_s_modules_l_parameters_weight_
    buf1 = reader.storage('3087f8e5f89ff6f35fa59abec1321c856ffc4693', 32)
    reader.tensor(buf1, (8,), requires_grad=True, is_leaf=True)  # L_s_modules_l_parameters_bias_
    buf2 = reader.storage('6c0954973f091e3e693b88a0045cc21eebb0902f', 128)
    reader.tensor(buf2, (4, 8), is_leaf=True)  # L_x_
    buf3 = reader.storage('05fe405753166f125559e7c9ac558654f107c7e9', 8, dtype_hint=torch.int64)
    reader.tensor(buf3, (), dtype=torch.int64, is_leaf=True)  # L_s_modules_bn_buffers_num_batches_tracked_
    buf4 = reader.storage('de8a847bff8c343d69b853a215e6ee775ef2ef96', 32)
    reader.tensor(buf4, (8,), is_leaf=True)  # L_s_modules_bn_buffers_running_mean_
    buf5 = reader.storage('470fab5e9f1298296e2e4806513b7b01ff823d36', 32)
    reader.tensor(buf5, (8,), is_leaf=True)  # L_s_modules_bn_buffers_running_var_
    buf6 = reader.storage('470fab5e9f1298296e2e4806513b7b01ff823d36', 32)
    reader.tensor(buf6, (8,), requires_grad=True, is_leaf=True)  # L_s_modules_bn_parameters_weight_
    buf7 = reader.storage('de8a847bff8c343d69b853a215e6ee775ef2ef96', 32)
    reader.tensor(buf7, (8,), requires_grad=True, is_leaf=True)  # L_s_modules_bn_parameters_bias_
    buf8 = reader.storage('470fab5e9f1298296e2e4806513b7b01ff823d36', 32)
    reader.tensor(buf8, (8,), is_leaf=True)  # L_s_buffers_scale_
    buf9 = reader.storage('40de0b7e900a0afbc409b18e05f80655661c6208', 32)
    reader.tensor(buf9, (8,), requires_grad=True, is_leaf=True)  # L_s_parameters_w_
load_args._version = 0

if __name__ == '__main__':
    from torch._dynamo.repro.after_dynamo import run_repro
    run_repro(mod, load_args, accuracy=False, command='minify',
        save_dir='/tmp/repro/out/work/dynamo/torch_compile_debug/run_2026_12_01_21_10_15_650026-pid_14226/minifier/checkpoints', autocast=False, backend='inductor')
