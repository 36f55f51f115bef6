
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/cond/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/cond/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/cond/inductor/debug'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140164350376416'
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
torch._inductor.config.inplace_buffers = True
torch._inductor.config.graph_partition = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.deterministic = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.enable_autograd_cache = False
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
class true_graph_1_0(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1):
        permute = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
        addmm = torch.ops.aten.addmm.default(arg1_1, arg0_1, permute);  arg1_1 = permute = None
        relu = torch.ops.aten.relu.default(addmm);  addmm = None
        le = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(le, full_default, arg3_1);  le = full_default = arg3_1 = None
        permute_1 = torch.ops.aten.permute.default(where, [1, 0])
        mm = torch.ops.aten.mm.default(permute_1, arg0_1);  permute_1 = arg0_1 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        full_default_1 = torch.ops.aten.full.default([4, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        return [full_default_1, view, mm]


class false_graph_1_1(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1):
        full_default = torch.ops.aten.full.default([4, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        full_default_1 = torch.ops.aten.full.default([8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        full_default_2 = torch.ops.aten.full.default([8, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        return [full_default, full_default_1, full_default_2]


class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.true_graph_1 = true_graph_1_0()
        self.false_graph_1 = false_graph_1_1()



    def forward(self, primals_1, primals_2, primals_3, gt, tangents_1):
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt, true_graph_1, false_graph_1, (primals_1, primals_3, primals_2, tangents_1));  gt = true_graph_1 = false_graph_1 = primals_1 = primals_3 = primals_2 = tangents_1 = None
        getitem_2 = cond_1[1]
        getitem_3 = cond_1[2];  cond_1 = None
        return (None, getitem_3, getitem_2)

def load_args(reader):
    buf0 = reader.storage(None, 128)
    reader.tensor(buf0, (4, 8), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 256)
    reader.tensor(buf1, (8, 8), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 32)
    reader.tensor(buf2, (8,), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 1, dtype_hint=torch.bool)
    reader.tensor(buf3, (), dtype=torch.bool, is_leaf=True)  # gt
    buf4 = reader.storage(None, 128)
    reader.tensor(buf4, (4, 8), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)