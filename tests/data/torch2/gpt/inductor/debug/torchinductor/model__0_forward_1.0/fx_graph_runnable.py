
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/gpt/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/gpt/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/gpt/inductor/debug'
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30):
        embedding = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None
        iota = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        embedding_1 = torch.ops.aten.embedding.default(primals_3, iota);  primals_3 = None
        add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_1 = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_4)
        add_2 = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = primals_5 = None
        view = torch.ops.aten.view.default(add_2, [32, 64]);  add_2 = None
        permute = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_7, view, permute);  primals_7 = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [2, 16, 192]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 64, 2);  view_1 = None
        getitem_2 = split[0]
        getitem_3 = split[1]
        getitem_4 = split[2];  split = None
        view_2 = torch.ops.aten.view.default(getitem_2, [2, 16, 4, 16]);  getitem_2 = None
        permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        view_3 = torch.ops.aten.view.default(getitem_3, [2, 16, 4, 16]);  getitem_3 = None
        permute_2 = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4 = torch.ops.aten.view.default(getitem_4, [2, 16, 4, 16]);  getitem_4 = None
        permute_3 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True)
        getitem_5 = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_6 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_4 = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5 = torch.ops.aten.view.default(permute_4, [2, 16, 64]);  permute_4 = None
        view_6 = torch.ops.aten.view.default(view_5, [32, 64]);  view_5 = None
        permute_5 = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_9, view_6, permute_5);  primals_9 = view_6 = permute_5 = None
        view_7 = torch.ops.aten.view.default(addmm_1, [2, 16, 64]);  addmm_1 = None
        add_3 = torch.ops.aten.add.Tensor(add, view_7);  add = view_7 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_7 = var_mean_1[0]
        getitem_8 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_7, 1e-05);  getitem_7 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_8);  getitem_8 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, primals_10)
        add_5 = torch.ops.aten.add.Tensor(mul_3, primals_11);  mul_3 = primals_11 = None
        view_8 = torch.ops.aten.view.default(add_5, [32, 64]);  add_5 = None
        permute_6 = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_2 = torch.ops.aten.addmm.default(primals_13, view_8, permute_6);  primals_13 = permute_6 = None
        view_9 = torch.ops.aten.view.default(addmm_2, [2, 16, 256])
        mul_4 = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_5 = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_10 = torch.ops.aten.view.default(mul_6, [32, 256]);  mul_6 = None
        permute_7 = torch.ops.aten.permute.default(primals_14, [1, 0])
        addmm_3 = torch.ops.aten.addmm.default(primals_15, view_10, permute_7);  primals_15 = permute_7 = None
        view_11 = torch.ops.aten.view.default(addmm_3, [2, 16, 64]);  addmm_3 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, view_11);  add_3 = view_11 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_9 = var_mean_2[0]
        getitem_10 = var_mean_2[1];  var_mean_2 = None
        add_8 = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        sub_2 = torch.ops.aten.sub.Tensor(add_7, getitem_10);  getitem_10 = None
        mul_7 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul_7, primals_16)
        add_9 = torch.ops.aten.add.Tensor(mul_8, primals_17);  mul_8 = primals_17 = None
        view_12 = torch.ops.aten.view.default(add_9, [32, 64]);  add_9 = None
        permute_8 = torch.ops.aten.permute.default(primals_18, [1, 0])
        addmm_4 = torch.ops.aten.addmm.default(primals_19, view_12, permute_8);  primals_19 = permute_8 = None
        view_13 = torch.ops.aten.view.default(addmm_4, [2, 16, 192]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(view_13, 64, 2);  view_13 = None
        getitem_11 = split_1[0]
        getitem_12 = split_1[1]
        getitem_13 = split_1[2];  split_1 = None
        view_14 = torch.ops.aten.view.default(getitem_11, [2, 16, 4, 16]);  getitem_11 = None
        permute_9 = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3]);  view_14 = None
        view_15 = torch.ops.aten.view.default(getitem_12, [2, 16, 4, 16]);  getitem_12 = None
        permute_10 = torch.ops.aten.permute.default(view_15, [0, 2, 1, 3]);  view_15 = None
        view_16 = torch.ops.aten.view.default(getitem_13, [2, 16, 4, 16]);  getitem_13 = None
        permute_11 = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_9, permute_10, permute_11, 0.0, True)
        getitem_14 = _scaled_dot_product_flash_attention_for_cpu_1[0]
        getitem_15 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
        permute_12 = torch.ops.aten.permute.default(getitem_14, [0, 2, 1, 3])
        view_17 = torch.ops.aten.view.default(permute_12, [2, 16, 64]);  permute_12 = None
        view_18 = torch.ops.aten.view.default(view_17, [32, 64]);  view_17 = None
        permute_13 = torch.ops.aten.permute.default(primals_20, [1, 0])
        addmm_5 = torch.ops.aten.addmm.default(primals_21, view_18, permute_13);  primals_21 = view_18 = permute_13 = None
        view_19 = torch.ops.aten.view.default(addmm_5, [2, 16, 64]);  addmm_5 = None
        add_10 = torch.ops.aten.add.Tensor(add_7, view_19);  add_7 = view_19 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_16 = var_mean_3[0]
        getitem_17 = var_mean_3[1];  var_mean_3 = None
        add_11 = torch.ops.aten.add.Tensor(getitem_16, 1e-05);  getitem_16 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_10, getitem_17);  getitem_17 = None
        mul_9 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = None
        mul_10 = torch.ops.aten.mul.Tensor(mul_9, primals_22)
        add_12 = torch.ops.aten.add.Tensor(mul_10, primals_23);  mul_10 = primals_23 = None
        view_20 = torch.ops.aten.view.default(add_12, [32, 64]);  add_12 = None
        permute_14 = torch.ops.aten.permute.default(primals_24, [1, 0])
        addmm_6 = torch.ops.aten.addmm.default(primals_25, view_20, permute_14);  primals_25 = permute_14 = None
        view_21 = torch.ops.aten.view.default(addmm_6, [2, 16, 256])
        mul_11 = torch.ops.aten.mul.Tensor(view_21, 0.5)
        mul_12 = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476);  view_21 = None
        erf_1 = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_11, add_13);  mul_11 = add_13 = None
        view_22 = torch.ops.aten.view.default(mul_13, [32, 256]);  mul_13 = None
        permute_15 = torch.ops.aten.permute.default(primals_26, [1, 0])
        addmm_7 = torch.ops.aten.addmm.default(primals_27, view_22, permute_15);  primals_27 = permute_15 = None
        view_23 = torch.ops.aten.view.default(addmm_7, [2, 16, 64]);  addmm_7 = None
        add_14 = torch.ops.aten.add.Tensor(add_10, view_23);  add_10 = view_23 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_18 = var_mean_4[0]
        getitem_19 = var_mean_4[1];  var_mean_4 = None
        add_15 = torch.ops.aten.add.Tensor(getitem_18, 1e-05);  getitem_18 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_4 = torch.ops.aten.sub.Tensor(add_14, getitem_19);  add_14 = getitem_19 = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, primals_28)
        add_16 = torch.ops.aten.add.Tensor(mul_15, primals_29);  mul_15 = primals_29 = None
        permute_16 = torch.ops.aten.permute.default(primals_30, [1, 0])
        view_24 = torch.ops.aten.view.default(add_16, [32, 64]);  add_16 = None
        mm = torch.ops.aten.mm.default(view_24, permute_16);  permute_16 = None
        view_25 = torch.ops.aten.view.default(mm, [2, 16, 128]);  mm = None
        div = torch.ops.aten.div.Tensor(rsqrt_4, 64);  rsqrt_4 = None
        div_1 = torch.ops.aten.div.Tensor(rsqrt_3, 64);  rsqrt_3 = None
        div_2 = torch.ops.aten.div.Tensor(rsqrt_2, 64);  rsqrt_2 = None
        div_3 = torch.ops.aten.div.Tensor(rsqrt_1, 64);  rsqrt_1 = None
        div_4 = torch.ops.aten.div.Tensor(rsqrt, 64);  rsqrt = None
        return (view_25, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, iota, mul, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, permute_9, permute_10, permute_11, getitem_14, getitem_15, mul_9, view_20, addmm_6, view_22, mul_14, view_24, div, div_1, div_2, div_3, div_4)

def load_args(reader):
    buf0 = reader.storage(None, 256, dtype_hint=torch.int64)
    reader.tensor(buf0, (2, 16), dtype=torch.int64, is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 32768)
    reader.tensor(buf1, (128, 64), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 8192)
    reader.tensor(buf2, (32, 64), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 256)
    reader.tensor(buf3, (64,), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 256)
    reader.tensor(buf4, (64,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 49152)
    reader.tensor(buf5, (192, 64), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 768)
    reader.tensor(buf6, (192,), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 16384)
    reader.tensor(buf7, (64, 64), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 256)
    reader.tensor(buf8, (64,), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 256)
    reader.tensor(buf9, (64,), is_leaf=True)  # primals_10
    buf10 = reader.storage(None, 256)
    reader.tensor(buf10, (64,), is_leaf=True)  # primals_11
    buf11 = reader.storage(None, 65536)
    reader.tensor(buf11, (256, 64), is_leaf=True)  # primals_12
    buf12 = reader.storage(None, 1024)
    reader.tensor(buf12, (256,), is_leaf=True)  # primals_13
    buf13 = reader.storage(None, 65536)
    reader.tensor(buf13, (64, 256), is_leaf=True)  # primals_14
    buf14 = reader.storage(None, 256)
    reader.tensor(buf14, (64,), is_leaf=True)  # primals_15
    buf15 = reader.storage(None, 256)
    reader.tensor(buf15, (64,), is_leaf=True)  # primals_16
    buf16 = reader.storage(None, 256)
    reader.tensor(buf16, (64,), is_leaf=True)  # primals_17
    buf17 = reader.storage(None, 49152)
    reader.tensor(buf17, (192, 64), is_leaf=True)  # primals_18
    buf18 = reader.storage(None, 768)
    reader.tensor(buf18, (192,), is_leaf=True)  # primals_19
    buf19 = reader.storage(None, 16384)
    reader.tensor(buf19, (64, 64), is_leaf=True)  # primals_20
    buf20 = reader.storage(None, 256)
    reader.tensor(buf20, (64,), is_leaf=True)  # primals_21
    buf21 = reader.storage(None, 256)
    reader.tensor(buf21, (64,), is_leaf=True)  # primals_22
    buf22 = reader.storage(None, 256)
    reader.tensor(buf22, (64,), is_leaf=True)  # primals_23
    buf23 = reader.storage(None, 65536)
    reader.tensor(buf23, (256, 64), is_leaf=True)  # primals_24
    buf24 = reader.storage(None, 1024)
    reader.tensor(buf24, (256,), is_leaf=True)  # primals_25
    buf25 = reader.storage(None, 65536)
    reader.tensor(buf25, (64, 256), is_leaf=True)  # primals_26
    buf26 = reader.storage(None, 256)
    reader.tensor(buf26, (64,), is_leaf=True)  # primals_27
    buf27 = reader.storage(None, 256)
    reader.tensor(buf27, (64,), is_leaf=True)  # primals_28
    buf28 = reader.storage(None, 256)
    reader.tensor(buf28, (64,), is_leaf=True)  # primals_29
    buf29 = reader.storage(None, 32768)
    reader.tensor(buf29, (128, 64), is_leaf=True)  # primals_30
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)