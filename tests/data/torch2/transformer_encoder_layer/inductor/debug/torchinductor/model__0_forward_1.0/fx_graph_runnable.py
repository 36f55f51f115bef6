
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/transformer_encoder_layer/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/transformer_encoder_layer/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/transformer_encoder_layer/inductor/debug'
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13):
        permute = torch.ops.aten.permute.default(primals_1, [1, 0, 2])
        permute_1 = torch.ops.aten.permute.default(primals_3, [1, 0]);  primals_3 = None
        clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        view = torch.ops.aten.view.default(clone, [20, 64]);  clone = None
        mm = torch.ops.aten.mm.default(view, permute_1);  permute_1 = None
        view_1 = torch.ops.aten.view.default(mm, [10, 2, 192]);  mm = None
        add = torch.ops.aten.add.Tensor(view_1, primals_2);  view_1 = primals_2 = None
        view_2 = torch.ops.aten.view.default(add, [10, 2, 3, 64]);  add = None
        unsqueeze = torch.ops.aten.unsqueeze.default(view_2, 0);  view_2 = None
        permute_2 = torch.ops.aten.permute.default(unsqueeze, [3, 1, 2, 0, 4]);  unsqueeze = None
        squeeze = torch.ops.aten.squeeze.dim(permute_2, -2);  permute_2 = None
        clone_1 = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
        select = torch.ops.aten.select.int(clone_1, 0, 0)
        select_1 = torch.ops.aten.select.int(clone_1, 0, 1)
        select_2 = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
        view_3 = torch.ops.aten.view.default(select, [10, 8, 16]);  select = None
        permute_3 = torch.ops.aten.permute.default(view_3, [1, 0, 2]);  view_3 = None
        view_4 = torch.ops.aten.view.default(select_1, [10, 8, 16]);  select_1 = None
        permute_4 = torch.ops.aten.permute.default(view_4, [1, 0, 2]);  view_4 = None
        view_5 = torch.ops.aten.view.default(select_2, [10, 8, 16]);  select_2 = None
        permute_5 = torch.ops.aten.permute.default(view_5, [1, 0, 2]);  view_5 = None
        view_6 = torch.ops.aten.view.default(permute_3, [2, 4, 10, 16]);  permute_3 = None
        view_7 = torch.ops.aten.view.default(permute_4, [2, 4, 10, 16]);  permute_4 = None
        view_8 = torch.ops.aten.view.default(permute_5, [2, 4, 10, 16]);  permute_5 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_6, view_7, view_8)
        getitem = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_1 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_6 = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3])
        view_9 = torch.ops.aten.view.default(permute_6, [20, 64]);  permute_6 = None
        permute_7 = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_5, view_9, permute_7);  primals_5 = view_9 = permute_7 = None
        view_10 = torch.ops.aten.view.default(addmm, [10, 2, 64]);  addmm = None
        permute_8 = torch.ops.aten.permute.default(view_10, [1, 0, 2]);  view_10 = None
        add_1 = torch.ops.aten.add.Tensor(primals_1, permute_8);  primals_1 = permute_8 = None
        var_mean = torch.ops.aten.var_mean.correction(add_1, [2], correction = 0, keepdim = True)
        getitem_2 = var_mean[0]
        getitem_3 = var_mean[1];  var_mean = None
        add_2 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        sub = torch.ops.aten.sub.Tensor(add_1, getitem_3);  add_1 = getitem_3 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_6)
        add_3 = torch.ops.aten.add.Tensor(mul_1, primals_7);  mul_1 = primals_7 = None
        view_11 = torch.ops.aten.view.default(add_3, [20, 64])
        permute_9 = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_11, view_11, permute_9);  primals_11 = permute_9 = None
        view_12 = torch.ops.aten.view.default(addmm_1, [2, 10, 128]);  addmm_1 = None
        relu = torch.ops.aten.relu.default(view_12);  view_12 = None
        view_13 = torch.ops.aten.view.default(relu, [20, 128])
        permute_10 = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_2 = torch.ops.aten.addmm.default(primals_13, view_13, permute_10);  primals_13 = permute_10 = None
        view_14 = torch.ops.aten.view.default(addmm_2, [2, 10, 64]);  addmm_2 = None
        add_4 = torch.ops.aten.add.Tensor(add_3, view_14);  add_3 = view_14 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_4, [2], correction = 0, keepdim = True)
        getitem_4 = var_mean_1[0]
        getitem_5 = var_mean_1[1];  var_mean_1 = None
        add_5 = torch.ops.aten.add.Tensor(getitem_4, 1e-05);  getitem_4 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_4, getitem_5)
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, primals_8);  mul_2 = None
        add_6 = torch.ops.aten.add.Tensor(mul_3, primals_9);  mul_3 = primals_9 = None
        sub_2 = torch.ops.aten.sub.Tensor(add_4, getitem_5);  add_4 = getitem_5 = None
        mul_4 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_1);  sub_2 = None
        div = torch.ops.aten.div.Tensor(rsqrt_1, 64);  rsqrt_1 = None
        le = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        div_1 = torch.ops.aten.div.Tensor(rsqrt, 64);  rsqrt = None
        return (add_6, primals_4, primals_6, primals_8, primals_10, primals_12, view, view_6, view_7, view_8, getitem, getitem_1, mul, view_11, view_13, mul_4, div, le, div_1)

def load_args(reader):
    buf0 = reader.storage(None, 5120)
    reader.tensor(buf0, (2, 10, 64), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 768)
    reader.tensor(buf1, (192,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 49152)
    reader.tensor(buf2, (192, 64), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 16384)
    reader.tensor(buf3, (64, 64), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 256)
    reader.tensor(buf4, (64,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 256)
    reader.tensor(buf5, (64,), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 256)
    reader.tensor(buf6, (64,), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 256)
    reader.tensor(buf7, (64,), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 256)
    reader.tensor(buf8, (64,), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 32768)
    reader.tensor(buf9, (128, 64), is_leaf=True)  # primals_10
    buf10 = reader.storage(None, 512)
    reader.tensor(buf10, (128,), is_leaf=True)  # primals_11
    buf11 = reader.storage(None, 32768)
    reader.tensor(buf11, (64, 128), is_leaf=True)  # primals_12
    buf12 = reader.storage(None, 256)
    reader.tensor(buf12, (64,), is_leaf=True)  # primals_13
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)