
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/transformer_encoder_layer/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/transformer_encoder_layer/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/transformer_encoder_layer/inductor/debug'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140509614995936'
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
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_4, primals_6, primals_8, primals_10, primals_12, view, view_6, view_7, view_8, getitem, getitem_1, mul, view_11, view_13, mul_4, div, le, div_1, tangents_1):
        mul_5 = torch.ops.aten.mul.Tensor(tangents_1, primals_8);  primals_8 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, 64)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_5, [2], True)
        mul_7 = torch.ops.aten.mul.Tensor(mul_5, mul_4);  mul_5 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_7, [2], True);  mul_7 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul_4, sum_2);  sum_2 = None
        sub_3 = torch.ops.aten.sub.Tensor(mul_6, sum_1);  mul_6 = sum_1 = None
        sub_4 = torch.ops.aten.sub.Tensor(sub_3, mul_8);  sub_3 = mul_8 = None
        mul_9 = torch.ops.aten.mul.Tensor(div, sub_4);  div = sub_4 = None
        mul_10 = torch.ops.aten.mul.Tensor(tangents_1, mul_4);  mul_4 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_10, [0, 1]);  mul_10 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(tangents_1, [0, 1]);  tangents_1 = None
        view_15 = torch.ops.aten.view.default(mul_9, [20, 64])
        permute_10 = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_11 = torch.ops.aten.permute.default(permute_10, [1, 0]);  permute_10 = None
        mm_1 = torch.ops.aten.mm.default(view_15, permute_11);  permute_11 = None
        permute_12 = torch.ops.aten.permute.default(view_15, [1, 0])
        mm_2 = torch.ops.aten.mm.default(permute_12, view_13);  permute_12 = view_13 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(view_15, [0], True);  view_15 = None
        view_16 = torch.ops.aten.view.default(sum_5, [64]);  sum_5 = None
        view_17 = torch.ops.aten.view.default(mm_1, [2, 10, 128]);  mm_1 = None
        full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(le, full_default, view_17);  le = full_default = view_17 = None
        view_18 = torch.ops.aten.view.default(where, [20, 128]);  where = None
        permute_9 = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_15 = torch.ops.aten.permute.default(permute_9, [1, 0]);  permute_9 = None
        mm_3 = torch.ops.aten.mm.default(view_18, permute_15);  permute_15 = None
        permute_16 = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_4 = torch.ops.aten.mm.default(permute_16, view_11);  permute_16 = view_11 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
        view_19 = torch.ops.aten.view.default(sum_6, [128]);  sum_6 = None
        view_20 = torch.ops.aten.view.default(mm_3, [2, 10, 64]);  mm_3 = None
        add_7 = torch.ops.aten.add.Tensor(mul_9, view_20);  mul_9 = view_20 = None
        mul_12 = torch.ops.aten.mul.Tensor(add_7, primals_6);  primals_6 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_12, 64)
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_12, [2], True)
        mul_14 = torch.ops.aten.mul.Tensor(mul_12, mul);  mul_12 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(mul_14, [2], True);  mul_14 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul, sum_8);  sum_8 = None
        sub_6 = torch.ops.aten.sub.Tensor(mul_13, sum_7);  mul_13 = sum_7 = None
        sub_7 = torch.ops.aten.sub.Tensor(sub_6, mul_15);  sub_6 = mul_15 = None
        mul_16 = torch.ops.aten.mul.Tensor(div_1, sub_7);  div_1 = sub_7 = None
        mul_17 = torch.ops.aten.mul.Tensor(add_7, mul);  mul = None
        sum_9 = torch.ops.aten.sum.dim_IntList(mul_17, [0, 1]);  mul_17 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(add_7, [0, 1]);  add_7 = None
        permute_19 = torch.ops.aten.permute.default(mul_16, [1, 0, 2]);  mul_16 = None
        clone_2 = torch.ops.aten.clone.default(permute_19, memory_format = torch.contiguous_format);  permute_19 = None
        view_21 = torch.ops.aten.view.default(clone_2, [20, 64]);  clone_2 = None
        permute_7 = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_20 = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_5 = torch.ops.aten.mm.default(view_21, permute_20);  permute_20 = None
        permute_21 = torch.ops.aten.permute.default(view_21, [1, 0])
        permute_6 = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3])
        view_9 = torch.ops.aten.view.default(permute_6, [20, 64]);  permute_6 = None
        mm_6 = torch.ops.aten.mm.default(permute_21, view_9);  permute_21 = view_9 = None
        sum_11 = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22 = torch.ops.aten.view.default(sum_11, [64]);  sum_11 = None
        view_23 = torch.ops.aten.view.default(mm_5, [10, 2, 4, 16]);  mm_5 = None
        permute_24 = torch.ops.aten.permute.default(view_23, [1, 2, 0, 3]);  view_23 = None
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_24, view_6, view_7, view_8, getitem, getitem_1, 0.0, False);  permute_24 = view_6 = view_7 = view_8 = getitem = getitem_1 = None
        getitem_6 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_7 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_8 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
        clone_3 = torch.ops.aten.clone.default(getitem_8, memory_format = torch.contiguous_format);  getitem_8 = None
        view_24 = torch.ops.aten.view.default(clone_3, [8, 10, 16]);  clone_3 = None
        clone_4 = torch.ops.aten.clone.default(getitem_7, memory_format = torch.contiguous_format);  getitem_7 = None
        view_25 = torch.ops.aten.view.default(clone_4, [8, 10, 16]);  clone_4 = None
        clone_5 = torch.ops.aten.clone.default(getitem_6, memory_format = torch.contiguous_format);  getitem_6 = None
        view_26 = torch.ops.aten.view.default(clone_5, [8, 10, 16]);  clone_5 = None
        permute_25 = torch.ops.aten.permute.default(view_24, [1, 0, 2]);  view_24 = None
        clone_6 = torch.ops.aten.clone.default(permute_25, memory_format = torch.contiguous_format);  permute_25 = None
        view_27 = torch.ops.aten.view.default(clone_6, [10, 2, 64]);  clone_6 = None
        permute_26 = torch.ops.aten.permute.default(view_25, [1, 0, 2]);  view_25 = None
        clone_7 = torch.ops.aten.clone.default(permute_26, memory_format = torch.contiguous_format);  permute_26 = None
        view_28 = torch.ops.aten.view.default(clone_7, [10, 2, 64]);  clone_7 = None
        permute_27 = torch.ops.aten.permute.default(view_26, [1, 0, 2]);  view_26 = None
        clone_8 = torch.ops.aten.clone.default(permute_27, memory_format = torch.contiguous_format);  permute_27 = None
        view_29 = torch.ops.aten.view.default(clone_8, [10, 2, 64]);  clone_8 = None
        full_default_1 = torch.ops.aten.full.default([3, 10, 2, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        select_scatter = torch.ops.aten.select_scatter.default(full_default_1, view_27, 0, 2);  view_27 = None
        select_scatter_1 = torch.ops.aten.select_scatter.default(full_default_1, view_28, 0, 1);  view_28 = None
        add_8 = torch.ops.aten.add.Tensor(select_scatter, select_scatter_1);  select_scatter = select_scatter_1 = None
        select_scatter_2 = torch.ops.aten.select_scatter.default(full_default_1, view_29, 0, 0);  full_default_1 = view_29 = None
        add_9 = torch.ops.aten.add.Tensor(add_8, select_scatter_2);  add_8 = select_scatter_2 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(add_9, 3);  add_9 = None
        permute_28 = torch.ops.aten.permute.default(unsqueeze_1, [3, 1, 2, 0, 4]);  unsqueeze_1 = None
        squeeze_1 = torch.ops.aten.squeeze.dim(permute_28, 0);  permute_28 = None
        clone_9 = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
        view_30 = torch.ops.aten.view.default(clone_9, [10, 2, 192]);  clone_9 = None
        sum_12 = torch.ops.aten.sum.dim_IntList(view_30, [0, 1], True)
        view_31 = torch.ops.aten.view.default(sum_12, [192]);  sum_12 = None
        view_32 = torch.ops.aten.view.default(view_30, [20, 192]);  view_30 = None
        permute_29 = torch.ops.aten.permute.default(view_32, [1, 0]);  view_32 = None
        mm_7 = torch.ops.aten.mm.default(permute_29, view);  permute_29 = view = None
        return (None, view_31, mm_7, mm_6, view_22, sum_9, sum_10, sum_3, sum_4, mm_4, view_19, mm_2, view_16)

def load_args(reader):
    buf0 = reader.storage(None, 16384)
    reader.tensor(buf0, (64, 64), is_leaf=True)  # primals_4
    buf1 = reader.storage(None, 256)
    reader.tensor(buf1, (64,), is_leaf=True)  # primals_6
    buf2 = reader.storage(None, 256)
    reader.tensor(buf2, (64,), is_leaf=True)  # primals_8
    buf3 = reader.storage(None, 32768)
    reader.tensor(buf3, (128, 64), is_leaf=True)  # primals_10
    buf4 = reader.storage(None, 32768)
    reader.tensor(buf4, (64, 128), is_leaf=True)  # primals_12
    buf5 = reader.storage(None, 5120)
    reader.tensor(buf5, (20, 64), is_leaf=True)  # view
    buf6 = reader.storage(None, 15360)
    reader.tensor(buf6, (2, 4, 10, 16), (64, 16, 128, 1), is_leaf=True)  # view_6
    reader.tensor(buf6, (2, 4, 10, 16), (64, 16, 128, 1), storage_offset=1280, is_leaf=True)  # view_7
    reader.tensor(buf6, (2, 4, 10, 16), (64, 16, 128, 1), storage_offset=2560, is_leaf=True)  # view_8
    buf7 = reader.storage(None, 5120)
    reader.tensor(buf7, (2, 4, 10, 16), (64, 16, 128, 1), is_leaf=True)  # getitem
    buf8 = reader.storage(None, 320)
    reader.tensor(buf8, (2, 4, 10), (40, 1, 4), is_leaf=True)  # getitem_1
    buf9 = reader.storage(None, 5120)
    reader.tensor(buf9, (2, 10, 64), is_leaf=True)  # mul
    buf10 = reader.storage(None, 5120)
    reader.tensor(buf10, (20, 64), is_leaf=True)  # view_11
    buf11 = reader.storage(None, 10240)
    reader.tensor(buf11, (20, 128), is_leaf=True)  # view_13
    buf12 = reader.storage(None, 5120)
    reader.tensor(buf12, (2, 10, 64), is_leaf=True)  # mul_4
    buf13 = reader.storage(None, 80)
    reader.tensor(buf13, (2, 10, 1), is_leaf=True)  # div
    buf14 = reader.storage(None, 2560, dtype_hint=torch.bool)
    reader.tensor(buf14, (2, 10, 128), dtype=torch.bool, is_leaf=True)  # le
    buf15 = reader.storage(None, 80)
    reader.tensor(buf15, (2, 10, 1), is_leaf=True)  # div_1
    buf16 = reader.storage(None, 5120)
    reader.tensor(buf16, (2, 10, 64), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)