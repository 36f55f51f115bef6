
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/train_step/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/train_step/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/train_step/inductor/debug'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140699071707616'
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

torch._inductor.config.fx_graph_cache = False
torch._inductor.config.deterministic = False
torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.enable_autograd_cache = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1):
        clone = torch.ops.aten.clone.default(arg4_1);  arg4_1 = None
        add = torch.ops.aten.add.Tensor(arg0_1, clone, alpha = -0.1)
        clone_1 = torch.ops.aten.clone.default(arg5_1);  arg5_1 = None
        add_1 = torch.ops.aten.add.Tensor(arg1_1, clone_1, alpha = -0.1)
        clone_2 = torch.ops.aten.clone.default(arg6_1);  arg6_1 = None
        add_2 = torch.ops.aten.add.Tensor(arg2_1, clone_2, alpha = -0.1)
        clone_3 = torch.ops.aten.clone.default(arg7_1);  arg7_1 = None
        add_3 = torch.ops.aten.add.Tensor(arg3_1, clone_3, alpha = -0.1)
        copy_ = torch.ops.aten.copy_.default(arg0_1, add);  arg0_1 = add = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, add_1);  arg1_1 = add_1 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, add_2);  arg2_1 = add_2 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, add_3);  arg3_1 = add_3 = copy__3 = None
        return (clone_1, clone, clone_2, clone_3)

def load_args(reader):
    buf0 = reader.storage(None, 2048)
    reader.tensor(buf0, (32, 16), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 128)
    reader.tensor(buf1, (32,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 512)
    reader.tensor(buf2, (4, 32), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 16)
    reader.tensor(buf3, (4,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 2048)
    reader.tensor(buf4, (32, 16), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 128)
    reader.tensor(buf5, (32,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 512)
    reader.tensor(buf6, (4, 32), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 16)
    reader.tensor(buf7, (4,), is_leaf=True)  # arg7_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)