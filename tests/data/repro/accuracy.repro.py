
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140579573889504'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = 'accuracy'
torch._inductor.config.trace.enabled = True
torch._inductor.config.deterministic = False
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.inplace_buffers = True
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
torch._functorch.config.selective_decompose = False




isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.14.1+cu130
# torch cuda version: 13.0
# torch git version: 5c4886908584029761b579af026dcfb627c84070


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.register_buffer('_tensor_constant0', torch.randn([8], dtype=torch.float32))



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10):
        permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        add = torch.ops.aten.add.Tensor(primals_4, 1)
        var_mean = torch.ops.aten.var_mean.correction(addmm, [0], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_1 = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub = torch.ops.aten.sub.Tensor(addmm, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        squeeze = torch.ops.aten.squeeze.dims(getitem_1, [0]);  getitem_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(squeeze, 0.1);  squeeze = None
        mul_2 = torch.ops.aten.mul.Tensor(primals_5, 0.9)
        add_2 = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
        squeeze_2 = torch.ops.aten.squeeze.dims(getitem, [0]);  getitem = None
        mul_3 = torch.ops.aten.mul.Tensor(squeeze_2, 1.3333333333333333);  squeeze_2 = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_3, 0.1);  mul_3 = None
        mul_5 = torch.ops.aten.mul.Tensor(primals_6, 0.9)
        add_3 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul, primals_7);  mul = None
        add_4 = torch.ops.aten.add.Tensor(mul_6, primals_8);  mul_6 = None
        relu = torch.ops.aten.relu.default(add_4);  add_4 = None
        mul_7 = torch.ops.aten.mul.Tensor(relu, primals_9);  relu = None
        add_5 = torch.ops.aten.add.Tensor(mul_7, primals_10);  mul_7 = None
        sigmoid = torch.ops.aten.sigmoid.default(add_5);  add_5 = None
        _tensor_constant0 = self._tensor_constant0
        lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        add_6 = torch.ops.aten.add.Tensor(sigmoid, lift_fresh_copy);  sigmoid = lift_fresh_copy = None
        copy_ = torch.ops.aten.copy_.default(primals_4, add);  primals_4 = add = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(primals_5, add_2);  primals_5 = add_2 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(primals_6, add_3);  primals_6 = add_3 = copy__2 = None
        return (add_6, primals_3, primals_7, primals_8, primals_9, primals_10, addmm)

def load_args(reader):
    buf0 = reader.storage('a97eb8da8aa99cf28dfad09ca68ea30c2e56b426', 256)
    reader.tensor(buf0, (8, 8), requires_grad=True, is_leaf=True)  # primals_1
    buf1 = reader.storage('64650ec7e1ec1b17e2ffd5282295a1ebe6a33a73', 32)
    reader.tensor(buf1, (8,), requires_grad=True, is_leaf=True)  # primals_2
    buf2 = reader.storage('bb66294d9a72614146d5c9a4c196b898093fb7e5', 128)
    reader.tensor(buf2, (4, 8), is_leaf=True)  # primals_3
    buf3 = reader.storage('32850beb23036d2f0c121f7a5a566d975fb17679', 8, dtype_hint=torch.int64)
    reader.tensor(buf3, (), dtype=torch.int64, is_leaf=True)  # primals_4
    buf4 = reader.storage('141e970a599c1019469e5a20398744ce3e2bc5c4', 32)
    reader.tensor(buf4, (8,), is_leaf=True)  # primals_5
    buf5 = reader.storage('551e970ab79c1019451e5a20c08744ce1c2bc5c4', 32)
    reader.tensor(buf5, (8,), is_leaf=True)  # primals_6
    buf6 = reader.storage('551e970ab79c1019451e5a20c08744ce1c2bc5c4', 32)
    reader.tensor(buf6, (8,), requires_grad=True, is_leaf=True)  # primals_7
    buf7 = reader.storage('141e970a599c1019469e5a20398744ce3e2bc5c4', 32)
    reader.tensor(buf7, (8,), requires_grad=True, is_leaf=True)  # primals_8
    buf8 = reader.storage('551e970ab79c1019451e5a20c08744ce1c2bc5c4', 32)
    reader.tensor(buf8, (8,), is_leaf=True)  # primals_9
    buf9 = reader.storage('5c3b19520c8b2aae7aad0ac7088f9931d880ec1f', 32)
    reader.tensor(buf9, (8,), requires_grad=True, is_leaf=True)  # primals_10
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=True, command='run', save_dir='/tmp/repro/out/work/accuracy/torch_compile_debug/run_2026_12_01_21_10_58_758462-pid_16793/minifier/checkpoints', tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=True, command='get_args', save_dir='/tmp/repro/out/work/accuracy/torch_compile_debug/run_2026_12_01_21_10_58_758462-pid_16793/minifier/checkpoints', tracing_mode='real', check_str=None)
        # mod(*args)