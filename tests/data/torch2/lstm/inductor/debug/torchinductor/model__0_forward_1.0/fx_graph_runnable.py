
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/lstm/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/lstm/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/lstm/inductor/debug'
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
torch._dynamo.config.allow_rnn = True
torch._inductor.config.fx_graph_cache = False
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
        full_default = torch.ops.aten.full.default([2, 2, 32], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        unbind = torch.ops.aten.unbind.int(full_default);  full_default = None
        getitem = unbind[0]
        getitem_1 = unbind[1];  unbind = None
        permute = torch.ops.aten.permute.default(primals_9, [1, 0, 2]);  primals_9 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
        clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        mkldnn_rnn_layer = torch.ops.aten.mkldnn_rnn_layer.default(clone, primals_1, primals_2, primals_3, primals_4, unsqueeze, unsqueeze, False, [], 2, 32, 1, True, False, False, False)
        getitem_4 = mkldnn_rnn_layer[0]
        getitem_5 = mkldnn_rnn_layer[1]
        getitem_6 = mkldnn_rnn_layer[2]
        getitem_7 = mkldnn_rnn_layer[3];  mkldnn_rnn_layer = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(getitem_1, 0);  getitem_1 = None
        mkldnn_rnn_layer_1 = torch.ops.aten.mkldnn_rnn_layer.default(getitem_4, primals_5, primals_6, primals_7, primals_8, unsqueeze_2, unsqueeze_2, False, [], 2, 32, 1, True, False, False, False)
        getitem_8 = mkldnn_rnn_layer_1[0]
        getitem_9 = mkldnn_rnn_layer_1[1]
        getitem_10 = mkldnn_rnn_layer_1[2]
        getitem_11 = mkldnn_rnn_layer_1[3];  mkldnn_rnn_layer_1 = None
        permute_1 = torch.ops.aten.permute.default(getitem_8, [1, 0, 2])
        select = torch.ops.aten.select.int(permute_1, 1, -1);  permute_1 = None
        permute_2 = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_11, select, permute_2);  primals_11 = select = permute_2 = None
        return (addmm, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_10, unsqueeze, clone, getitem_4, getitem_5, getitem_6, getitem_7, unsqueeze_2, getitem_8, getitem_9, getitem_10, getitem_11)

def load_args(reader):
    buf0 = reader.storage(None, 8192)
    reader.tensor(buf0, (128, 16), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 16384)
    reader.tensor(buf1, (128, 32), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 512)
    reader.tensor(buf2, (128,), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 512)
    reader.tensor(buf3, (128,), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 16384)
    reader.tensor(buf4, (128, 32), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 16384)
    reader.tensor(buf5, (128, 32), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 512)
    reader.tensor(buf6, (128,), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 512)
    reader.tensor(buf7, (128,), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 1536)
    reader.tensor(buf8, (2, 12, 16), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 512)
    reader.tensor(buf9, (4, 32), is_leaf=True)  # primals_10
    buf10 = reader.storage(None, 16)
    reader.tensor(buf10, (4,), is_leaf=True)  # primals_11
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)