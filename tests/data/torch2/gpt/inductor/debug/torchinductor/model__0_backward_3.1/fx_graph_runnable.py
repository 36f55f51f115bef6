
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/gpt/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/gpt/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/gpt/inductor/debug'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140295147649504'
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



    def forward(self, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, iota, mul, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, permute_9, permute_10, permute_11, getitem_14, getitem_15, mul_9, view_20, addmm_6, view_22, mul_14, view_24, div, div_1, div_2, div_3, div_4, tangents_1):
        view_26 = torch.ops.aten.view.default(tangents_1, [32, 128]);  tangents_1 = None
        permute_17 = torch.ops.aten.permute.default(view_26, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_17, view_24);  permute_17 = view_24 = None
        permute_16 = torch.ops.aten.permute.default(primals_30, [1, 0]);  primals_30 = None
        permute_19 = torch.ops.aten.permute.default(permute_16, [1, 0]);  permute_16 = None
        mm_2 = torch.ops.aten.mm.default(view_26, permute_19);  view_26 = permute_19 = None
        view_27 = torch.ops.aten.view.default(mm_2, [2, 16, 64]);  mm_2 = None
        mul_17 = torch.ops.aten.mul.Tensor(view_27, primals_28);  primals_28 = None
        mul_18 = torch.ops.aten.mul.Tensor(mul_17, 64)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_17, [2], True)
        mul_19 = torch.ops.aten.mul.Tensor(mul_17, mul_14);  mul_17 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_19, [2], True);  mul_19 = None
        mul_20 = torch.ops.aten.mul.Tensor(mul_14, sum_2);  sum_2 = None
        sub_6 = torch.ops.aten.sub.Tensor(mul_18, sum_1);  mul_18 = sum_1 = None
        sub_7 = torch.ops.aten.sub.Tensor(sub_6, mul_20);  sub_6 = mul_20 = None
        mul_21 = torch.ops.aten.mul.Tensor(div, sub_7);  div = sub_7 = None
        mul_22 = torch.ops.aten.mul.Tensor(view_27, mul_14);  mul_14 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_22, [0, 1]);  mul_22 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(view_27, [0, 1]);  view_27 = None
        view_28 = torch.ops.aten.view.default(mul_21, [32, 64])
        permute_15 = torch.ops.aten.permute.default(primals_26, [1, 0]);  primals_26 = None
        permute_21 = torch.ops.aten.permute.default(permute_15, [1, 0]);  permute_15 = None
        mm_3 = torch.ops.aten.mm.default(view_28, permute_21);  permute_21 = None
        permute_22 = torch.ops.aten.permute.default(view_28, [1, 0])
        mm_4 = torch.ops.aten.mm.default(permute_22, view_22);  permute_22 = view_22 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(view_28, [0], True);  view_28 = None
        view_29 = torch.ops.aten.view.default(sum_5, [64]);  sum_5 = None
        view_30 = torch.ops.aten.view.default(mm_3, [2, 16, 256]);  mm_3 = None
        view_21 = torch.ops.aten.view.default(addmm_6, [2, 16, 256]);  addmm_6 = None
        mul_12 = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476)
        erf_1 = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_24 = torch.ops.aten.mul.Tensor(add_13, 0.5);  add_13 = None
        mul_25 = torch.ops.aten.mul.Tensor(view_21, view_21)
        mul_26 = torch.ops.aten.mul.Tensor(mul_25, -0.5);  mul_25 = None
        exp = torch.ops.aten.exp.default(mul_26);  mul_26 = None
        mul_27 = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_28 = torch.ops.aten.mul.Tensor(view_21, mul_27);  view_21 = mul_27 = None
        add_18 = torch.ops.aten.add.Tensor(mul_24, mul_28);  mul_24 = mul_28 = None
        mul_29 = torch.ops.aten.mul.Tensor(view_30, add_18);  view_30 = add_18 = None
        view_31 = torch.ops.aten.view.default(mul_29, [32, 256]);  mul_29 = None
        permute_14 = torch.ops.aten.permute.default(primals_24, [1, 0]);  primals_24 = None
        permute_25 = torch.ops.aten.permute.default(permute_14, [1, 0]);  permute_14 = None
        mm_5 = torch.ops.aten.mm.default(view_31, permute_25);  permute_25 = None
        permute_26 = torch.ops.aten.permute.default(view_31, [1, 0])
        mm_6 = torch.ops.aten.mm.default(permute_26, view_20);  permute_26 = view_20 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
        view_32 = torch.ops.aten.view.default(sum_6, [256]);  sum_6 = None
        view_33 = torch.ops.aten.view.default(mm_5, [2, 16, 64]);  mm_5 = None
        mul_31 = torch.ops.aten.mul.Tensor(view_33, primals_22);  primals_22 = None
        mul_32 = torch.ops.aten.mul.Tensor(mul_31, 64)
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_31, [2], True)
        mul_33 = torch.ops.aten.mul.Tensor(mul_31, mul_9);  mul_31 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(mul_33, [2], True);  mul_33 = None
        mul_34 = torch.ops.aten.mul.Tensor(mul_9, sum_8);  sum_8 = None
        sub_9 = torch.ops.aten.sub.Tensor(mul_32, sum_7);  mul_32 = sum_7 = None
        sub_10 = torch.ops.aten.sub.Tensor(sub_9, mul_34);  sub_9 = mul_34 = None
        mul_35 = torch.ops.aten.mul.Tensor(div_1, sub_10);  div_1 = sub_10 = None
        mul_36 = torch.ops.aten.mul.Tensor(view_33, mul_9);  mul_9 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1]);  mul_36 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(view_33, [0, 1]);  view_33 = None
        add_19 = torch.ops.aten.add.Tensor(mul_21, mul_35);  mul_21 = mul_35 = None
        view_34 = torch.ops.aten.view.default(add_19, [32, 64])
        permute_13 = torch.ops.aten.permute.default(primals_20, [1, 0]);  primals_20 = None
        permute_29 = torch.ops.aten.permute.default(permute_13, [1, 0]);  permute_13 = None
        mm_7 = torch.ops.aten.mm.default(view_34, permute_29);  permute_29 = None
        permute_30 = torch.ops.aten.permute.default(view_34, [1, 0])
        permute_12 = torch.ops.aten.permute.default(getitem_14, [0, 2, 1, 3])
        view_17 = torch.ops.aten.view.default(permute_12, [2, 16, 64]);  permute_12 = None
        view_18 = torch.ops.aten.view.default(view_17, [32, 64]);  view_17 = None
        mm_8 = torch.ops.aten.mm.default(permute_30, view_18);  permute_30 = view_18 = None
        sum_11 = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35 = torch.ops.aten.view.default(sum_11, [64]);  sum_11 = None
        view_36 = torch.ops.aten.view.default(mm_7, [2, 16, 64]);  mm_7 = None
        view_37 = torch.ops.aten.view.default(view_36, [2, 16, 4, 16]);  view_36 = None
        permute_33 = torch.ops.aten.permute.default(view_37, [0, 2, 1, 3]);  view_37 = None
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_33, permute_9, permute_10, permute_11, getitem_14, getitem_15, 0.0, True);  permute_33 = permute_9 = permute_10 = permute_11 = getitem_14 = getitem_15 = None
        getitem_20 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_21 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_22 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
        permute_34 = torch.ops.aten.permute.default(getitem_22, [0, 2, 1, 3]);  getitem_22 = None
        view_38 = torch.ops.aten.view.default(permute_34, [2, 16, 64]);  permute_34 = None
        permute_35 = torch.ops.aten.permute.default(getitem_21, [0, 2, 1, 3]);  getitem_21 = None
        view_39 = torch.ops.aten.view.default(permute_35, [2, 16, 64]);  permute_35 = None
        permute_36 = torch.ops.aten.permute.default(getitem_20, [0, 2, 1, 3]);  getitem_20 = None
        view_40 = torch.ops.aten.view.default(permute_36, [2, 16, 64]);  permute_36 = None
        cat = torch.ops.aten.cat.default([view_40, view_39, view_38], 2);  view_40 = view_39 = view_38 = None
        view_41 = torch.ops.aten.view.default(cat, [32, 192]);  cat = None
        permute_8 = torch.ops.aten.permute.default(primals_18, [1, 0]);  primals_18 = None
        permute_37 = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm_9 = torch.ops.aten.mm.default(view_41, permute_37);  permute_37 = None
        permute_38 = torch.ops.aten.permute.default(view_41, [1, 0])
        mm_10 = torch.ops.aten.mm.default(permute_38, view_12);  permute_38 = view_12 = None
        sum_12 = torch.ops.aten.sum.dim_IntList(view_41, [0], True);  view_41 = None
        view_42 = torch.ops.aten.view.default(sum_12, [192]);  sum_12 = None
        view_43 = torch.ops.aten.view.default(mm_9, [2, 16, 64]);  mm_9 = None
        mul_38 = torch.ops.aten.mul.Tensor(view_43, primals_16);  primals_16 = None
        mul_39 = torch.ops.aten.mul.Tensor(mul_38, 64)
        sum_13 = torch.ops.aten.sum.dim_IntList(mul_38, [2], True)
        mul_40 = torch.ops.aten.mul.Tensor(mul_38, mul_7);  mul_38 = None
        sum_14 = torch.ops.aten.sum.dim_IntList(mul_40, [2], True);  mul_40 = None
        mul_41 = torch.ops.aten.mul.Tensor(mul_7, sum_14);  sum_14 = None
        sub_12 = torch.ops.aten.sub.Tensor(mul_39, sum_13);  mul_39 = sum_13 = None
        sub_13 = torch.ops.aten.sub.Tensor(sub_12, mul_41);  sub_12 = mul_41 = None
        mul_42 = torch.ops.aten.mul.Tensor(div_2, sub_13);  div_2 = sub_13 = None
        mul_43 = torch.ops.aten.mul.Tensor(view_43, mul_7);  mul_7 = None
        sum_15 = torch.ops.aten.sum.dim_IntList(mul_43, [0, 1]);  mul_43 = None
        sum_16 = torch.ops.aten.sum.dim_IntList(view_43, [0, 1]);  view_43 = None
        add_20 = torch.ops.aten.add.Tensor(add_19, mul_42);  add_19 = mul_42 = None
        view_44 = torch.ops.aten.view.default(add_20, [32, 64])
        permute_7 = torch.ops.aten.permute.default(primals_14, [1, 0]);  primals_14 = None
        permute_41 = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_11 = torch.ops.aten.mm.default(view_44, permute_41);  permute_41 = None
        permute_42 = torch.ops.aten.permute.default(view_44, [1, 0])
        mm_12 = torch.ops.aten.mm.default(permute_42, view_10);  permute_42 = view_10 = None
        sum_17 = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
        view_45 = torch.ops.aten.view.default(sum_17, [64]);  sum_17 = None
        view_46 = torch.ops.aten.view.default(mm_11, [2, 16, 256]);  mm_11 = None
        view_9 = torch.ops.aten.view.default(addmm_2, [2, 16, 256]);  addmm_2 = None
        mul_5 = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_45 = torch.ops.aten.mul.Tensor(add_6, 0.5);  add_6 = None
        mul_46 = torch.ops.aten.mul.Tensor(view_9, view_9)
        mul_47 = torch.ops.aten.mul.Tensor(mul_46, -0.5);  mul_46 = None
        exp_1 = torch.ops.aten.exp.default(mul_47);  mul_47 = None
        mul_48 = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_49 = torch.ops.aten.mul.Tensor(view_9, mul_48);  view_9 = mul_48 = None
        add_22 = torch.ops.aten.add.Tensor(mul_45, mul_49);  mul_45 = mul_49 = None
        mul_50 = torch.ops.aten.mul.Tensor(view_46, add_22);  view_46 = add_22 = None
        view_47 = torch.ops.aten.view.default(mul_50, [32, 256]);  mul_50 = None
        permute_6 = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_45 = torch.ops.aten.permute.default(permute_6, [1, 0]);  permute_6 = None
        mm_13 = torch.ops.aten.mm.default(view_47, permute_45);  permute_45 = None
        permute_46 = torch.ops.aten.permute.default(view_47, [1, 0])
        mm_14 = torch.ops.aten.mm.default(permute_46, view_8);  permute_46 = view_8 = None
        sum_18 = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
        view_48 = torch.ops.aten.view.default(sum_18, [256]);  sum_18 = None
        view_49 = torch.ops.aten.view.default(mm_13, [2, 16, 64]);  mm_13 = None
        mul_52 = torch.ops.aten.mul.Tensor(view_49, primals_10);  primals_10 = None
        mul_53 = torch.ops.aten.mul.Tensor(mul_52, 64)
        sum_19 = torch.ops.aten.sum.dim_IntList(mul_52, [2], True)
        mul_54 = torch.ops.aten.mul.Tensor(mul_52, mul_2);  mul_52 = None
        sum_20 = torch.ops.aten.sum.dim_IntList(mul_54, [2], True);  mul_54 = None
        mul_55 = torch.ops.aten.mul.Tensor(mul_2, sum_20);  sum_20 = None
        sub_15 = torch.ops.aten.sub.Tensor(mul_53, sum_19);  mul_53 = sum_19 = None
        sub_16 = torch.ops.aten.sub.Tensor(sub_15, mul_55);  sub_15 = mul_55 = None
        mul_56 = torch.ops.aten.mul.Tensor(div_3, sub_16);  div_3 = sub_16 = None
        mul_57 = torch.ops.aten.mul.Tensor(view_49, mul_2);  mul_2 = None
        sum_21 = torch.ops.aten.sum.dim_IntList(mul_57, [0, 1]);  mul_57 = None
        sum_22 = torch.ops.aten.sum.dim_IntList(view_49, [0, 1]);  view_49 = None
        add_23 = torch.ops.aten.add.Tensor(add_20, mul_56);  add_20 = mul_56 = None
        view_50 = torch.ops.aten.view.default(add_23, [32, 64])
        permute_5 = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_49 = torch.ops.aten.permute.default(permute_5, [1, 0]);  permute_5 = None
        mm_15 = torch.ops.aten.mm.default(view_50, permute_49);  permute_49 = None
        permute_50 = torch.ops.aten.permute.default(view_50, [1, 0])
        permute_4 = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5 = torch.ops.aten.view.default(permute_4, [2, 16, 64]);  permute_4 = None
        view_6 = torch.ops.aten.view.default(view_5, [32, 64]);  view_5 = None
        mm_16 = torch.ops.aten.mm.default(permute_50, view_6);  permute_50 = view_6 = None
        sum_23 = torch.ops.aten.sum.dim_IntList(view_50, [0], True);  view_50 = None
        view_51 = torch.ops.aten.view.default(sum_23, [64]);  sum_23 = None
        view_52 = torch.ops.aten.view.default(mm_15, [2, 16, 64]);  mm_15 = None
        view_53 = torch.ops.aten.view.default(view_52, [2, 16, 4, 16]);  view_52 = None
        permute_53 = torch.ops.aten.permute.default(view_53, [0, 2, 1, 3]);  view_53 = None
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_53, permute_1, permute_2, permute_3, getitem_5, getitem_6, 0.0, True);  permute_53 = permute_1 = permute_2 = permute_3 = getitem_5 = getitem_6 = None
        getitem_23 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
        getitem_24 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
        getitem_25 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
        permute_54 = torch.ops.aten.permute.default(getitem_25, [0, 2, 1, 3]);  getitem_25 = None
        view_54 = torch.ops.aten.view.default(permute_54, [2, 16, 64]);  permute_54 = None
        permute_55 = torch.ops.aten.permute.default(getitem_24, [0, 2, 1, 3]);  getitem_24 = None
        view_55 = torch.ops.aten.view.default(permute_55, [2, 16, 64]);  permute_55 = None
        permute_56 = torch.ops.aten.permute.default(getitem_23, [0, 2, 1, 3]);  getitem_23 = None
        view_56 = torch.ops.aten.view.default(permute_56, [2, 16, 64]);  permute_56 = None
        cat_1 = torch.ops.aten.cat.default([view_56, view_55, view_54], 2);  view_56 = view_55 = view_54 = None
        view_57 = torch.ops.aten.view.default(cat_1, [32, 192]);  cat_1 = None
        permute = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_57 = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_17 = torch.ops.aten.mm.default(view_57, permute_57);  permute_57 = None
        permute_58 = torch.ops.aten.permute.default(view_57, [1, 0])
        mm_18 = torch.ops.aten.mm.default(permute_58, view);  permute_58 = view = None
        sum_24 = torch.ops.aten.sum.dim_IntList(view_57, [0], True);  view_57 = None
        view_58 = torch.ops.aten.view.default(sum_24, [192]);  sum_24 = None
        view_59 = torch.ops.aten.view.default(mm_17, [2, 16, 64]);  mm_17 = None
        mul_59 = torch.ops.aten.mul.Tensor(view_59, primals_4);  primals_4 = None
        mul_60 = torch.ops.aten.mul.Tensor(mul_59, 64)
        sum_25 = torch.ops.aten.sum.dim_IntList(mul_59, [2], True)
        mul_61 = torch.ops.aten.mul.Tensor(mul_59, mul);  mul_59 = None
        sum_26 = torch.ops.aten.sum.dim_IntList(mul_61, [2], True);  mul_61 = None
        mul_62 = torch.ops.aten.mul.Tensor(mul, sum_26);  sum_26 = None
        sub_18 = torch.ops.aten.sub.Tensor(mul_60, sum_25);  mul_60 = sum_25 = None
        sub_19 = torch.ops.aten.sub.Tensor(sub_18, mul_62);  sub_18 = mul_62 = None
        mul_63 = torch.ops.aten.mul.Tensor(div_4, sub_19);  div_4 = sub_19 = None
        mul_64 = torch.ops.aten.mul.Tensor(view_59, mul);  mul = None
        sum_27 = torch.ops.aten.sum.dim_IntList(mul_64, [0, 1]);  mul_64 = None
        sum_28 = torch.ops.aten.sum.dim_IntList(view_59, [0, 1]);  view_59 = None
        add_24 = torch.ops.aten.add.Tensor(add_23, mul_63);  add_23 = mul_63 = None
        sum_29 = torch.ops.aten.sum.dim_IntList(add_24, [0], True)
        view_60 = torch.ops.aten.view.default(sum_29, [16, 64]);  sum_29 = None
        ge = torch.ops.aten.ge.Scalar(iota, 0)
        lt = torch.ops.aten.lt.Scalar(iota, 32)
        bitwise_and = torch.ops.aten.bitwise_and.Tensor(ge, lt);  ge = lt = None
        ne = torch.ops.aten.ne.Scalar(iota, -1)
        bitwise_and_1 = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne);  bitwise_and = ne = None
        unsqueeze = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1);  bitwise_and_1 = None
        full_default = torch.ops.aten.full.default([32, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze, [iota], view_60);  full_default = unsqueeze = iota = view_60 = None
        ge_1 = torch.ops.aten.ge.Scalar(primals_1, 0)
        lt_1 = torch.ops.aten.lt.Scalar(primals_1, 128)
        bitwise_and_2 = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1);  ge_1 = lt_1 = None
        ne_1 = torch.ops.aten.ne.Scalar(primals_1, -1)
        bitwise_and_3 = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_1);  bitwise_and_2 = ne_1 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1);  bitwise_and_3 = None
        full_default_1 = torch.ops.aten.full.default([128, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1 = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_1, unsqueeze_1, [primals_1], add_24);  full_default_1 = unsqueeze_1 = primals_1 = add_24 = None
        return (None, _unsafe_masked_index_put_accumulate_1, _unsafe_masked_index_put_accumulate, sum_27, sum_28, mm_18, view_58, mm_16, view_51, sum_21, sum_22, mm_14, view_48, mm_12, view_45, sum_15, sum_16, mm_10, view_42, mm_8, view_35, sum_9, sum_10, mm_6, view_32, mm_4, view_29, sum_3, sum_4, mm_1)

def load_args(reader):
    buf0 = reader.storage(None, 256, dtype_hint=torch.int64)
    reader.tensor(buf0, (2, 16), dtype=torch.int64, is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 256)
    reader.tensor(buf1, (64,), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 49152)
    reader.tensor(buf2, (192, 64), is_leaf=True)  # primals_6
    buf3 = reader.storage(None, 16384)
    reader.tensor(buf3, (64, 64), is_leaf=True)  # primals_8
    buf4 = reader.storage(None, 256)
    reader.tensor(buf4, (64,), is_leaf=True)  # primals_10
    buf5 = reader.storage(None, 65536)
    reader.tensor(buf5, (256, 64), is_leaf=True)  # primals_12
    buf6 = reader.storage(None, 65536)
    reader.tensor(buf6, (64, 256), is_leaf=True)  # primals_14
    buf7 = reader.storage(None, 256)
    reader.tensor(buf7, (64,), is_leaf=True)  # primals_16
    buf8 = reader.storage(None, 49152)
    reader.tensor(buf8, (192, 64), is_leaf=True)  # primals_18
    buf9 = reader.storage(None, 16384)
    reader.tensor(buf9, (64, 64), is_leaf=True)  # primals_20
    buf10 = reader.storage(None, 256)
    reader.tensor(buf10, (64,), is_leaf=True)  # primals_22
    buf11 = reader.storage(None, 65536)
    reader.tensor(buf11, (256, 64), is_leaf=True)  # primals_24
    buf12 = reader.storage(None, 65536)
    reader.tensor(buf12, (64, 256), is_leaf=True)  # primals_26
    buf13 = reader.storage(None, 256)
    reader.tensor(buf13, (64,), is_leaf=True)  # primals_28
    buf14 = reader.storage(None, 32768)
    reader.tensor(buf14, (128, 64), is_leaf=True)  # primals_30
    buf15 = reader.storage(None, 128, dtype_hint=torch.int64)
    reader.tensor(buf15, (16,), dtype=torch.int64, is_leaf=True)  # iota
    buf16 = reader.storage(None, 8192)
    reader.tensor(buf16, (2, 16, 64), is_leaf=True)  # mul
    buf17 = reader.storage(None, 8192)
    reader.tensor(buf17, (32, 64), is_leaf=True)  # view
    buf18 = reader.storage(None, 24576)
    reader.tensor(buf18, (2, 4, 16, 16), (3072, 16, 192, 1), is_leaf=True)  # permute_1
    reader.tensor(buf18, (2, 4, 16, 16), (3072, 16, 192, 1), storage_offset=64, is_leaf=True)  # permute_2
    reader.tensor(buf18, (2, 4, 16, 16), (3072, 16, 192, 1), storage_offset=128, is_leaf=True)  # permute_3
    buf19 = reader.storage(None, 8192)
    reader.tensor(buf19, (2, 4, 16, 16), (1024, 16, 64, 1), is_leaf=True)  # getitem_5
    buf20 = reader.storage(None, 512)
    reader.tensor(buf20, (2, 4, 16), (64, 1, 4), is_leaf=True)  # getitem_6
    buf21 = reader.storage(None, 8192)
    reader.tensor(buf21, (2, 16, 64), is_leaf=True)  # mul_2
    buf22 = reader.storage(None, 8192)
    reader.tensor(buf22, (32, 64), is_leaf=True)  # view_8
    buf23 = reader.storage(None, 32768)
    reader.tensor(buf23, (32, 256), is_leaf=True)  # addmm_2
    buf24 = reader.storage(None, 32768)
    reader.tensor(buf24, (32, 256), is_leaf=True)  # view_10
    buf25 = reader.storage(None, 8192)
    reader.tensor(buf25, (2, 16, 64), is_leaf=True)  # mul_7
    buf26 = reader.storage(None, 8192)
    reader.tensor(buf26, (32, 64), is_leaf=True)  # view_12
    buf27 = reader.storage(None, 24576)
    reader.tensor(buf27, (2, 4, 16, 16), (3072, 16, 192, 1), is_leaf=True)  # permute_9
    reader.tensor(buf27, (2, 4, 16, 16), (3072, 16, 192, 1), storage_offset=64, is_leaf=True)  # permute_10
    reader.tensor(buf27, (2, 4, 16, 16), (3072, 16, 192, 1), storage_offset=128, is_leaf=True)  # permute_11
    buf28 = reader.storage(None, 8192)
    reader.tensor(buf28, (2, 4, 16, 16), (1024, 16, 64, 1), is_leaf=True)  # getitem_14
    buf29 = reader.storage(None, 512)
    reader.tensor(buf29, (2, 4, 16), (64, 1, 4), is_leaf=True)  # getitem_15
    buf30 = reader.storage(None, 8192)
    reader.tensor(buf30, (2, 16, 64), is_leaf=True)  # mul_9
    buf31 = reader.storage(None, 8192)
    reader.tensor(buf31, (32, 64), is_leaf=True)  # view_20
    buf32 = reader.storage(None, 32768)
    reader.tensor(buf32, (32, 256), is_leaf=True)  # addmm_6
    buf33 = reader.storage(None, 32768)
    reader.tensor(buf33, (32, 256), is_leaf=True)  # view_22
    buf34 = reader.storage(None, 8192)
    reader.tensor(buf34, (2, 16, 64), is_leaf=True)  # mul_14
    buf35 = reader.storage(None, 8192)
    reader.tensor(buf35, (32, 64), is_leaf=True)  # view_24
    buf36 = reader.storage(None, 128)
    reader.tensor(buf36, (2, 16, 1), is_leaf=True)  # div
    buf37 = reader.storage(None, 128)
    reader.tensor(buf37, (2, 16, 1), is_leaf=True)  # div_1
    buf38 = reader.storage(None, 128)
    reader.tensor(buf38, (2, 16, 1), is_leaf=True)  # div_2
    buf39 = reader.storage(None, 128)
    reader.tensor(buf39, (2, 16, 1), is_leaf=True)  # div_3
    buf40 = reader.storage(None, 128)
    reader.tensor(buf40, (2, 16, 1), is_leaf=True)  # div_4
    buf41 = reader.storage(None, 16384)
    reader.tensor(buf41, (2, 16, 128), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)