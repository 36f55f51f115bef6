
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/vit_b_16/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/vit_b_16/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/vit_b_16/inductor/debug'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1):
        convolution = torch.ops.aten.convolution.default(arg0_1, arg1_1, arg2_1, [16, 16], [0, 0], [1, 1], False, [0, 0], 1);  arg0_1 = arg1_1 = arg2_1 = None
        view = torch.ops.aten.view.default(convolution, [1, 768, 196]);  convolution = None
        permute = torch.ops.aten.permute.default(view, [0, 2, 1]);  view = None
        expand = torch.ops.aten.expand.default(arg3_1, [1, -1, -1]);  arg3_1 = None
        cat = torch.ops.aten.cat.default([expand, permute], 1);  expand = permute = None
        add = torch.ops.aten.add.Tensor(cat, arg4_1);  cat = arg4_1 = None
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_1 = torch.ops.aten.add.Tensor(getitem, 1e-06);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg5_1);  mul = arg5_1 = None
        add_2 = torch.ops.aten.add.Tensor(mul_1, arg6_1);  mul_1 = arg6_1 = None
        permute_1 = torch.ops.aten.permute.default(add_2, [1, 0, 2]);  add_2 = None
        view_1 = torch.ops.aten.view.default(permute_1, [197, 768]);  permute_1 = None
        permute_2 = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        addmm = torch.ops.aten.addmm.default(arg7_1, view_1, permute_2);  arg7_1 = view_1 = permute_2 = None
        view_2 = torch.ops.aten.view.default(addmm, [197, 1, 2304]);  addmm = None
        view_3 = torch.ops.aten.view.default(view_2, [197, 1, 3, 768]);  view_2 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(view_3, 0);  view_3 = None
        permute_3 = torch.ops.aten.permute.default(unsqueeze, [3, 1, 2, 0, 4]);  unsqueeze = None
        squeeze = torch.ops.aten.squeeze.dim(permute_3, -2);  permute_3 = None
        clone = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
        select = torch.ops.aten.select.int(clone, 0, 0)
        select_1 = torch.ops.aten.select.int(clone, 0, 1)
        select_2 = torch.ops.aten.select.int(clone, 0, 2);  clone = None
        view_4 = torch.ops.aten.view.default(select, [197, 12, 64]);  select = None
        permute_4 = torch.ops.aten.permute.default(view_4, [1, 0, 2]);  view_4 = None
        view_5 = torch.ops.aten.view.default(select_1, [197, 12, 64]);  select_1 = None
        permute_5 = torch.ops.aten.permute.default(view_5, [1, 0, 2]);  view_5 = None
        view_6 = torch.ops.aten.view.default(select_2, [197, 12, 64]);  select_2 = None
        permute_6 = torch.ops.aten.permute.default(view_6, [1, 0, 2]);  view_6 = None
        view_7 = torch.ops.aten.view.default(permute_4, [1, 12, 197, 64]);  permute_4 = None
        view_8 = torch.ops.aten.view.default(permute_5, [1, 12, 197, 64]);  permute_5 = None
        view_9 = torch.ops.aten.view.default(permute_6, [1, 12, 197, 64]);  permute_6 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_7, view_8, view_9);  view_7 = view_8 = view_9 = None
        getitem_2 = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_7 = torch.ops.aten.permute.default(getitem_2, [2, 0, 1, 3]);  getitem_2 = None
        view_10 = torch.ops.aten.view.default(permute_7, [197, 768]);  permute_7 = None
        permute_8 = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg10_1, view_10, permute_8);  arg10_1 = view_10 = permute_8 = None
        view_11 = torch.ops.aten.view.default(addmm_1, [197, 1, 768]);  addmm_1 = None
        permute_9 = torch.ops.aten.permute.default(view_11, [1, 0, 2]);  view_11 = None
        add_3 = torch.ops.aten.add.Tensor(permute_9, add);  permute_9 = add = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_4 = var_mean_1[0]
        getitem_5 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_4, 1e-06);  getitem_4 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_5);  getitem_5 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, arg11_1);  mul_2 = arg11_1 = None
        add_5 = torch.ops.aten.add.Tensor(mul_3, arg12_1);  mul_3 = arg12_1 = None
        view_12 = torch.ops.aten.view.default(add_5, [197, 768]);  add_5 = None
        permute_10 = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg14_1, view_12, permute_10);  arg14_1 = view_12 = permute_10 = None
        view_13 = torch.ops.aten.view.default(addmm_2, [1, 197, 3072]);  addmm_2 = None
        mul_4 = torch.ops.aten.mul.Tensor(view_13, 0.5)
        mul_5 = torch.ops.aten.mul.Tensor(view_13, 0.7071067811865476);  view_13 = None
        erf = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_14 = torch.ops.aten.view.default(mul_6, [197, 3072]);  mul_6 = None
        permute_11 = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg16_1, view_14, permute_11);  arg16_1 = view_14 = permute_11 = None
        view_15 = torch.ops.aten.view.default(addmm_3, [1, 197, 768]);  addmm_3 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, view_15);  add_3 = view_15 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_6 = var_mean_2[0]
        getitem_7 = var_mean_2[1];  var_mean_2 = None
        add_8 = torch.ops.aten.add.Tensor(getitem_6, 1e-06);  getitem_6 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        sub_2 = torch.ops.aten.sub.Tensor(add_7, getitem_7);  getitem_7 = None
        mul_7 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul_7, arg17_1);  mul_7 = arg17_1 = None
        add_9 = torch.ops.aten.add.Tensor(mul_8, arg18_1);  mul_8 = arg18_1 = None
        permute_12 = torch.ops.aten.permute.default(add_9, [1, 0, 2]);  add_9 = None
        view_16 = torch.ops.aten.view.default(permute_12, [197, 768]);  permute_12 = None
        permute_13 = torch.ops.aten.permute.default(arg20_1, [1, 0]);  arg20_1 = None
        addmm_4 = torch.ops.aten.addmm.default(arg19_1, view_16, permute_13);  arg19_1 = view_16 = permute_13 = None
        view_17 = torch.ops.aten.view.default(addmm_4, [197, 1, 2304]);  addmm_4 = None
        view_18 = torch.ops.aten.view.default(view_17, [197, 1, 3, 768]);  view_17 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(view_18, 0);  view_18 = None
        permute_14 = torch.ops.aten.permute.default(unsqueeze_1, [3, 1, 2, 0, 4]);  unsqueeze_1 = None
        squeeze_1 = torch.ops.aten.squeeze.dim(permute_14, -2);  permute_14 = None
        clone_1 = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
        select_3 = torch.ops.aten.select.int(clone_1, 0, 0)
        select_4 = torch.ops.aten.select.int(clone_1, 0, 1)
        select_5 = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
        view_19 = torch.ops.aten.view.default(select_3, [197, 12, 64]);  select_3 = None
        permute_15 = torch.ops.aten.permute.default(view_19, [1, 0, 2]);  view_19 = None
        view_20 = torch.ops.aten.view.default(select_4, [197, 12, 64]);  select_4 = None
        permute_16 = torch.ops.aten.permute.default(view_20, [1, 0, 2]);  view_20 = None
        view_21 = torch.ops.aten.view.default(select_5, [197, 12, 64]);  select_5 = None
        permute_17 = torch.ops.aten.permute.default(view_21, [1, 0, 2]);  view_21 = None
        view_22 = torch.ops.aten.view.default(permute_15, [1, 12, 197, 64]);  permute_15 = None
        view_23 = torch.ops.aten.view.default(permute_16, [1, 12, 197, 64]);  permute_16 = None
        view_24 = torch.ops.aten.view.default(permute_17, [1, 12, 197, 64]);  permute_17 = None
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_22, view_23, view_24);  view_22 = view_23 = view_24 = None
        getitem_8 = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
        permute_18 = torch.ops.aten.permute.default(getitem_8, [2, 0, 1, 3]);  getitem_8 = None
        view_25 = torch.ops.aten.view.default(permute_18, [197, 768]);  permute_18 = None
        permute_19 = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
        addmm_5 = torch.ops.aten.addmm.default(arg22_1, view_25, permute_19);  arg22_1 = view_25 = permute_19 = None
        view_26 = torch.ops.aten.view.default(addmm_5, [197, 1, 768]);  addmm_5 = None
        permute_20 = torch.ops.aten.permute.default(view_26, [1, 0, 2]);  view_26 = None
        add_10 = torch.ops.aten.add.Tensor(permute_20, add_7);  permute_20 = add_7 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_10 = var_mean_3[0]
        getitem_11 = var_mean_3[1];  var_mean_3 = None
        add_11 = torch.ops.aten.add.Tensor(getitem_10, 1e-06);  getitem_10 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_10, getitem_11);  getitem_11 = None
        mul_9 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_10 = torch.ops.aten.mul.Tensor(mul_9, arg23_1);  mul_9 = arg23_1 = None
        add_12 = torch.ops.aten.add.Tensor(mul_10, arg24_1);  mul_10 = arg24_1 = None
        view_27 = torch.ops.aten.view.default(add_12, [197, 768]);  add_12 = None
        permute_21 = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
        addmm_6 = torch.ops.aten.addmm.default(arg26_1, view_27, permute_21);  arg26_1 = view_27 = permute_21 = None
        view_28 = torch.ops.aten.view.default(addmm_6, [1, 197, 3072]);  addmm_6 = None
        mul_11 = torch.ops.aten.mul.Tensor(view_28, 0.5)
        mul_12 = torch.ops.aten.mul.Tensor(view_28, 0.7071067811865476);  view_28 = None
        erf_1 = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_11, add_13);  mul_11 = add_13 = None
        view_29 = torch.ops.aten.view.default(mul_13, [197, 3072]);  mul_13 = None
        permute_22 = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
        addmm_7 = torch.ops.aten.addmm.default(arg28_1, view_29, permute_22);  arg28_1 = view_29 = permute_22 = None
        view_30 = torch.ops.aten.view.default(addmm_7, [1, 197, 768]);  addmm_7 = None
        add_14 = torch.ops.aten.add.Tensor(add_10, view_30);  add_10 = view_30 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_12 = var_mean_4[0]
        getitem_13 = var_mean_4[1];  var_mean_4 = None
        add_15 = torch.ops.aten.add.Tensor(getitem_12, 1e-06);  getitem_12 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_4 = torch.ops.aten.sub.Tensor(add_14, getitem_13);  getitem_13 = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, arg29_1);  mul_14 = arg29_1 = None
        add_16 = torch.ops.aten.add.Tensor(mul_15, arg30_1);  mul_15 = arg30_1 = None
        permute_23 = torch.ops.aten.permute.default(add_16, [1, 0, 2]);  add_16 = None
        view_31 = torch.ops.aten.view.default(permute_23, [197, 768]);  permute_23 = None
        permute_24 = torch.ops.aten.permute.default(arg32_1, [1, 0]);  arg32_1 = None
        addmm_8 = torch.ops.aten.addmm.default(arg31_1, view_31, permute_24);  arg31_1 = view_31 = permute_24 = None
        view_32 = torch.ops.aten.view.default(addmm_8, [197, 1, 2304]);  addmm_8 = None
        view_33 = torch.ops.aten.view.default(view_32, [197, 1, 3, 768]);  view_32 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_33, 0);  view_33 = None
        permute_25 = torch.ops.aten.permute.default(unsqueeze_2, [3, 1, 2, 0, 4]);  unsqueeze_2 = None
        squeeze_2 = torch.ops.aten.squeeze.dim(permute_25, -2);  permute_25 = None
        clone_2 = torch.ops.aten.clone.default(squeeze_2, memory_format = torch.contiguous_format);  squeeze_2 = None
        select_6 = torch.ops.aten.select.int(clone_2, 0, 0)
        select_7 = torch.ops.aten.select.int(clone_2, 0, 1)
        select_8 = torch.ops.aten.select.int(clone_2, 0, 2);  clone_2 = None
        view_34 = torch.ops.aten.view.default(select_6, [197, 12, 64]);  select_6 = None
        permute_26 = torch.ops.aten.permute.default(view_34, [1, 0, 2]);  view_34 = None
        view_35 = torch.ops.aten.view.default(select_7, [197, 12, 64]);  select_7 = None
        permute_27 = torch.ops.aten.permute.default(view_35, [1, 0, 2]);  view_35 = None
        view_36 = torch.ops.aten.view.default(select_8, [197, 12, 64]);  select_8 = None
        permute_28 = torch.ops.aten.permute.default(view_36, [1, 0, 2]);  view_36 = None
        view_37 = torch.ops.aten.view.default(permute_26, [1, 12, 197, 64]);  permute_26 = None
        view_38 = torch.ops.aten.view.default(permute_27, [1, 12, 197, 64]);  permute_27 = None
        view_39 = torch.ops.aten.view.default(permute_28, [1, 12, 197, 64]);  permute_28 = None
        _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_37, view_38, view_39);  view_37 = view_38 = view_39 = None
        getitem_14 = _scaled_dot_product_flash_attention_for_cpu_2[0];  _scaled_dot_product_flash_attention_for_cpu_2 = None
        permute_29 = torch.ops.aten.permute.default(getitem_14, [2, 0, 1, 3]);  getitem_14 = None
        view_40 = torch.ops.aten.view.default(permute_29, [197, 768]);  permute_29 = None
        permute_30 = torch.ops.aten.permute.default(arg33_1, [1, 0]);  arg33_1 = None
        addmm_9 = torch.ops.aten.addmm.default(arg34_1, view_40, permute_30);  arg34_1 = view_40 = permute_30 = None
        view_41 = torch.ops.aten.view.default(addmm_9, [197, 1, 768]);  addmm_9 = None
        permute_31 = torch.ops.aten.permute.default(view_41, [1, 0, 2]);  view_41 = None
        add_17 = torch.ops.aten.add.Tensor(permute_31, add_14);  permute_31 = add_14 = None
        var_mean_5 = torch.ops.aten.var_mean.correction(add_17, [2], correction = 0, keepdim = True)
        getitem_16 = var_mean_5[0]
        getitem_17 = var_mean_5[1];  var_mean_5 = None
        add_18 = torch.ops.aten.add.Tensor(getitem_16, 1e-06);  getitem_16 = None
        rsqrt_5 = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        sub_5 = torch.ops.aten.sub.Tensor(add_17, getitem_17);  getitem_17 = None
        mul_16 = torch.ops.aten.mul.Tensor(sub_5, rsqrt_5);  sub_5 = rsqrt_5 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, arg35_1);  mul_16 = arg35_1 = None
        add_19 = torch.ops.aten.add.Tensor(mul_17, arg36_1);  mul_17 = arg36_1 = None
        view_42 = torch.ops.aten.view.default(add_19, [197, 768]);  add_19 = None
        permute_32 = torch.ops.aten.permute.default(arg37_1, [1, 0]);  arg37_1 = None
        addmm_10 = torch.ops.aten.addmm.default(arg38_1, view_42, permute_32);  arg38_1 = view_42 = permute_32 = None
        view_43 = torch.ops.aten.view.default(addmm_10, [1, 197, 3072]);  addmm_10 = None
        mul_18 = torch.ops.aten.mul.Tensor(view_43, 0.5)
        mul_19 = torch.ops.aten.mul.Tensor(view_43, 0.7071067811865476);  view_43 = None
        erf_2 = torch.ops.aten.erf.default(mul_19);  mul_19 = None
        add_20 = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_20 = torch.ops.aten.mul.Tensor(mul_18, add_20);  mul_18 = add_20 = None
        view_44 = torch.ops.aten.view.default(mul_20, [197, 3072]);  mul_20 = None
        permute_33 = torch.ops.aten.permute.default(arg39_1, [1, 0]);  arg39_1 = None
        addmm_11 = torch.ops.aten.addmm.default(arg40_1, view_44, permute_33);  arg40_1 = view_44 = permute_33 = None
        view_45 = torch.ops.aten.view.default(addmm_11, [1, 197, 768]);  addmm_11 = None
        add_21 = torch.ops.aten.add.Tensor(add_17, view_45);  add_17 = view_45 = None
        var_mean_6 = torch.ops.aten.var_mean.correction(add_21, [2], correction = 0, keepdim = True)
        getitem_18 = var_mean_6[0]
        getitem_19 = var_mean_6[1];  var_mean_6 = None
        add_22 = torch.ops.aten.add.Tensor(getitem_18, 1e-06);  getitem_18 = None
        rsqrt_6 = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
        sub_6 = torch.ops.aten.sub.Tensor(add_21, getitem_19);  getitem_19 = None
        mul_21 = torch.ops.aten.mul.Tensor(sub_6, rsqrt_6);  sub_6 = rsqrt_6 = None
        mul_22 = torch.ops.aten.mul.Tensor(mul_21, arg41_1);  mul_21 = arg41_1 = None
        add_23 = torch.ops.aten.add.Tensor(mul_22, arg42_1);  mul_22 = arg42_1 = None
        permute_34 = torch.ops.aten.permute.default(add_23, [1, 0, 2]);  add_23 = None
        view_46 = torch.ops.aten.view.default(permute_34, [197, 768]);  permute_34 = None
        permute_35 = torch.ops.aten.permute.default(arg44_1, [1, 0]);  arg44_1 = None
        addmm_12 = torch.ops.aten.addmm.default(arg43_1, view_46, permute_35);  arg43_1 = view_46 = permute_35 = None
        view_47 = torch.ops.aten.view.default(addmm_12, [197, 1, 2304]);  addmm_12 = None
        view_48 = torch.ops.aten.view.default(view_47, [197, 1, 3, 768]);  view_47 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(view_48, 0);  view_48 = None
        permute_36 = torch.ops.aten.permute.default(unsqueeze_3, [3, 1, 2, 0, 4]);  unsqueeze_3 = None
        squeeze_3 = torch.ops.aten.squeeze.dim(permute_36, -2);  permute_36 = None
        clone_3 = torch.ops.aten.clone.default(squeeze_3, memory_format = torch.contiguous_format);  squeeze_3 = None
        select_9 = torch.ops.aten.select.int(clone_3, 0, 0)
        select_10 = torch.ops.aten.select.int(clone_3, 0, 1)
        select_11 = torch.ops.aten.select.int(clone_3, 0, 2);  clone_3 = None
        view_49 = torch.ops.aten.view.default(select_9, [197, 12, 64]);  select_9 = None
        permute_37 = torch.ops.aten.permute.default(view_49, [1, 0, 2]);  view_49 = None
        view_50 = torch.ops.aten.view.default(select_10, [197, 12, 64]);  select_10 = None
        permute_38 = torch.ops.aten.permute.default(view_50, [1, 0, 2]);  view_50 = None
        view_51 = torch.ops.aten.view.default(select_11, [197, 12, 64]);  select_11 = None
        permute_39 = torch.ops.aten.permute.default(view_51, [1, 0, 2]);  view_51 = None
        view_52 = torch.ops.aten.view.default(permute_37, [1, 12, 197, 64]);  permute_37 = None
        view_53 = torch.ops.aten.view.default(permute_38, [1, 12, 197, 64]);  permute_38 = None
        view_54 = torch.ops.aten.view.default(permute_39, [1, 12, 197, 64]);  permute_39 = None
        _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_52, view_53, view_54);  view_52 = view_53 = view_54 = None
        getitem_20 = _scaled_dot_product_flash_attention_for_cpu_3[0];  _scaled_dot_product_flash_attention_for_cpu_3 = None
        permute_40 = torch.ops.aten.permute.default(getitem_20, [2, 0, 1, 3]);  getitem_20 = None
        view_55 = torch.ops.aten.view.default(permute_40, [197, 768]);  permute_40 = None
        permute_41 = torch.ops.aten.permute.default(arg45_1, [1, 0]);  arg45_1 = None
        addmm_13 = torch.ops.aten.addmm.default(arg46_1, view_55, permute_41);  arg46_1 = view_55 = permute_41 = None
        view_56 = torch.ops.aten.view.default(addmm_13, [197, 1, 768]);  addmm_13 = None
        permute_42 = torch.ops.aten.permute.default(view_56, [1, 0, 2]);  view_56 = None
        add_24 = torch.ops.aten.add.Tensor(permute_42, add_21);  permute_42 = add_21 = None
        var_mean_7 = torch.ops.aten.var_mean.correction(add_24, [2], correction = 0, keepdim = True)
        getitem_22 = var_mean_7[0]
        getitem_23 = var_mean_7[1];  var_mean_7 = None
        add_25 = torch.ops.aten.add.Tensor(getitem_22, 1e-06);  getitem_22 = None
        rsqrt_7 = torch.ops.aten.rsqrt.default(add_25);  add_25 = None
        sub_7 = torch.ops.aten.sub.Tensor(add_24, getitem_23);  getitem_23 = None
        mul_23 = torch.ops.aten.mul.Tensor(sub_7, rsqrt_7);  sub_7 = rsqrt_7 = None
        mul_24 = torch.ops.aten.mul.Tensor(mul_23, arg47_1);  mul_23 = arg47_1 = None
        add_26 = torch.ops.aten.add.Tensor(mul_24, arg48_1);  mul_24 = arg48_1 = None
        view_57 = torch.ops.aten.view.default(add_26, [197, 768]);  add_26 = None
        permute_43 = torch.ops.aten.permute.default(arg49_1, [1, 0]);  arg49_1 = None
        addmm_14 = torch.ops.aten.addmm.default(arg50_1, view_57, permute_43);  arg50_1 = view_57 = permute_43 = None
        view_58 = torch.ops.aten.view.default(addmm_14, [1, 197, 3072]);  addmm_14 = None
        mul_25 = torch.ops.aten.mul.Tensor(view_58, 0.5)
        mul_26 = torch.ops.aten.mul.Tensor(view_58, 0.7071067811865476);  view_58 = None
        erf_3 = torch.ops.aten.erf.default(mul_26);  mul_26 = None
        add_27 = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_27 = torch.ops.aten.mul.Tensor(mul_25, add_27);  mul_25 = add_27 = None
        view_59 = torch.ops.aten.view.default(mul_27, [197, 3072]);  mul_27 = None
        permute_44 = torch.ops.aten.permute.default(arg51_1, [1, 0]);  arg51_1 = None
        addmm_15 = torch.ops.aten.addmm.default(arg52_1, view_59, permute_44);  arg52_1 = view_59 = permute_44 = None
        view_60 = torch.ops.aten.view.default(addmm_15, [1, 197, 768]);  addmm_15 = None
        add_28 = torch.ops.aten.add.Tensor(add_24, view_60);  add_24 = view_60 = None
        var_mean_8 = torch.ops.aten.var_mean.correction(add_28, [2], correction = 0, keepdim = True)
        getitem_24 = var_mean_8[0]
        getitem_25 = var_mean_8[1];  var_mean_8 = None
        add_29 = torch.ops.aten.add.Tensor(getitem_24, 1e-06);  getitem_24 = None
        rsqrt_8 = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
        sub_8 = torch.ops.aten.sub.Tensor(add_28, getitem_25);  getitem_25 = None
        mul_28 = torch.ops.aten.mul.Tensor(sub_8, rsqrt_8);  sub_8 = rsqrt_8 = None
        mul_29 = torch.ops.aten.mul.Tensor(mul_28, arg53_1);  mul_28 = arg53_1 = None
        add_30 = torch.ops.aten.add.Tensor(mul_29, arg54_1);  mul_29 = arg54_1 = None
        permute_45 = torch.ops.aten.permute.default(add_30, [1, 0, 2]);  add_30 = None
        view_61 = torch.ops.aten.view.default(permute_45, [197, 768]);  permute_45 = None
        permute_46 = torch.ops.aten.permute.default(arg56_1, [1, 0]);  arg56_1 = None
        addmm_16 = torch.ops.aten.addmm.default(arg55_1, view_61, permute_46);  arg55_1 = view_61 = permute_46 = None
        view_62 = torch.ops.aten.view.default(addmm_16, [197, 1, 2304]);  addmm_16 = None
        view_63 = torch.ops.aten.view.default(view_62, [197, 1, 3, 768]);  view_62 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(view_63, 0);  view_63 = None
        permute_47 = torch.ops.aten.permute.default(unsqueeze_4, [3, 1, 2, 0, 4]);  unsqueeze_4 = None
        squeeze_4 = torch.ops.aten.squeeze.dim(permute_47, -2);  permute_47 = None
        clone_4 = torch.ops.aten.clone.default(squeeze_4, memory_format = torch.contiguous_format);  squeeze_4 = None
        select_12 = torch.ops.aten.select.int(clone_4, 0, 0)
        select_13 = torch.ops.aten.select.int(clone_4, 0, 1)
        select_14 = torch.ops.aten.select.int(clone_4, 0, 2);  clone_4 = None
        view_64 = torch.ops.aten.view.default(select_12, [197, 12, 64]);  select_12 = None
        permute_48 = torch.ops.aten.permute.default(view_64, [1, 0, 2]);  view_64 = None
        view_65 = torch.ops.aten.view.default(select_13, [197, 12, 64]);  select_13 = None
        permute_49 = torch.ops.aten.permute.default(view_65, [1, 0, 2]);  view_65 = None
        view_66 = torch.ops.aten.view.default(select_14, [197, 12, 64]);  select_14 = None
        permute_50 = torch.ops.aten.permute.default(view_66, [1, 0, 2]);  view_66 = None
        view_67 = torch.ops.aten.view.default(permute_48, [1, 12, 197, 64]);  permute_48 = None
        view_68 = torch.ops.aten.view.default(permute_49, [1, 12, 197, 64]);  permute_49 = None
        view_69 = torch.ops.aten.view.default(permute_50, [1, 12, 197, 64]);  permute_50 = None
        _scaled_dot_product_flash_attention_for_cpu_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_67, view_68, view_69);  view_67 = view_68 = view_69 = None
        getitem_26 = _scaled_dot_product_flash_attention_for_cpu_4[0];  _scaled_dot_product_flash_attention_for_cpu_4 = None
        permute_51 = torch.ops.aten.permute.default(getitem_26, [2, 0, 1, 3]);  getitem_26 = None
        view_70 = torch.ops.aten.view.default(permute_51, [197, 768]);  permute_51 = None
        permute_52 = torch.ops.aten.permute.default(arg57_1, [1, 0]);  arg57_1 = None
        addmm_17 = torch.ops.aten.addmm.default(arg58_1, view_70, permute_52);  arg58_1 = view_70 = permute_52 = None
        view_71 = torch.ops.aten.view.default(addmm_17, [197, 1, 768]);  addmm_17 = None
        permute_53 = torch.ops.aten.permute.default(view_71, [1, 0, 2]);  view_71 = None
        add_31 = torch.ops.aten.add.Tensor(permute_53, add_28);  permute_53 = add_28 = None
        var_mean_9 = torch.ops.aten.var_mean.correction(add_31, [2], correction = 0, keepdim = True)
        getitem_28 = var_mean_9[0]
        getitem_29 = var_mean_9[1];  var_mean_9 = None
        add_32 = torch.ops.aten.add.Tensor(getitem_28, 1e-06);  getitem_28 = None
        rsqrt_9 = torch.ops.aten.rsqrt.default(add_32);  add_32 = None
        sub_9 = torch.ops.aten.sub.Tensor(add_31, getitem_29);  getitem_29 = None
        mul_30 = torch.ops.aten.mul.Tensor(sub_9, rsqrt_9);  sub_9 = rsqrt_9 = None
        mul_31 = torch.ops.aten.mul.Tensor(mul_30, arg59_1);  mul_30 = arg59_1 = None
        add_33 = torch.ops.aten.add.Tensor(mul_31, arg60_1);  mul_31 = arg60_1 = None
        view_72 = torch.ops.aten.view.default(add_33, [197, 768]);  add_33 = None
        permute_54 = torch.ops.aten.permute.default(arg61_1, [1, 0]);  arg61_1 = None
        addmm_18 = torch.ops.aten.addmm.default(arg62_1, view_72, permute_54);  arg62_1 = view_72 = permute_54 = None
        view_73 = torch.ops.aten.view.default(addmm_18, [1, 197, 3072]);  addmm_18 = None
        mul_32 = torch.ops.aten.mul.Tensor(view_73, 0.5)
        mul_33 = torch.ops.aten.mul.Tensor(view_73, 0.7071067811865476);  view_73 = None
        erf_4 = torch.ops.aten.erf.default(mul_33);  mul_33 = None
        add_34 = torch.ops.aten.add.Tensor(erf_4, 1);  erf_4 = None
        mul_34 = torch.ops.aten.mul.Tensor(mul_32, add_34);  mul_32 = add_34 = None
        view_74 = torch.ops.aten.view.default(mul_34, [197, 3072]);  mul_34 = None
        permute_55 = torch.ops.aten.permute.default(arg63_1, [1, 0]);  arg63_1 = None
        addmm_19 = torch.ops.aten.addmm.default(arg64_1, view_74, permute_55);  arg64_1 = view_74 = permute_55 = None
        view_75 = torch.ops.aten.view.default(addmm_19, [1, 197, 768]);  addmm_19 = None
        add_35 = torch.ops.aten.add.Tensor(add_31, view_75);  add_31 = view_75 = None
        var_mean_10 = torch.ops.aten.var_mean.correction(add_35, [2], correction = 0, keepdim = True)
        getitem_30 = var_mean_10[0]
        getitem_31 = var_mean_10[1];  var_mean_10 = None
        add_36 = torch.ops.aten.add.Tensor(getitem_30, 1e-06);  getitem_30 = None
        rsqrt_10 = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
        sub_10 = torch.ops.aten.sub.Tensor(add_35, getitem_31);  getitem_31 = None
        mul_35 = torch.ops.aten.mul.Tensor(sub_10, rsqrt_10);  sub_10 = rsqrt_10 = None
        mul_36 = torch.ops.aten.mul.Tensor(mul_35, arg65_1);  mul_35 = arg65_1 = None
        add_37 = torch.ops.aten.add.Tensor(mul_36, arg66_1);  mul_36 = arg66_1 = None
        permute_56 = torch.ops.aten.permute.default(add_37, [1, 0, 2]);  add_37 = None
        view_76 = torch.ops.aten.view.default(permute_56, [197, 768]);  permute_56 = None
        permute_57 = torch.ops.aten.permute.default(arg68_1, [1, 0]);  arg68_1 = None
        addmm_20 = torch.ops.aten.addmm.default(arg67_1, view_76, permute_57);  arg67_1 = view_76 = permute_57 = None
        view_77 = torch.ops.aten.view.default(addmm_20, [197, 1, 2304]);  addmm_20 = None
        view_78 = torch.ops.aten.view.default(view_77, [197, 1, 3, 768]);  view_77 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(view_78, 0);  view_78 = None
        permute_58 = torch.ops.aten.permute.default(unsqueeze_5, [3, 1, 2, 0, 4]);  unsqueeze_5 = None
        squeeze_5 = torch.ops.aten.squeeze.dim(permute_58, -2);  permute_58 = None
        clone_5 = torch.ops.aten.clone.default(squeeze_5, memory_format = torch.contiguous_format);  squeeze_5 = None
        select_15 = torch.ops.aten.select.int(clone_5, 0, 0)
        select_16 = torch.ops.aten.select.int(clone_5, 0, 1)
        select_17 = torch.ops.aten.select.int(clone_5, 0, 2);  clone_5 = None
        view_79 = torch.ops.aten.view.default(select_15, [197, 12, 64]);  select_15 = None
        permute_59 = torch.ops.aten.permute.default(view_79, [1, 0, 2]);  view_79 = None
        view_80 = torch.ops.aten.view.default(select_16, [197, 12, 64]);  select_16 = None
        permute_60 = torch.ops.aten.permute.default(view_80, [1, 0, 2]);  view_80 = None
        view_81 = torch.ops.aten.view.default(select_17, [197, 12, 64]);  select_17 = None
        permute_61 = torch.ops.aten.permute.default(view_81, [1, 0, 2]);  view_81 = None
        view_82 = torch.ops.aten.view.default(permute_59, [1, 12, 197, 64]);  permute_59 = None
        view_83 = torch.ops.aten.view.default(permute_60, [1, 12, 197, 64]);  permute_60 = None
        view_84 = torch.ops.aten.view.default(permute_61, [1, 12, 197, 64]);  permute_61 = None
        _scaled_dot_product_flash_attention_for_cpu_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_82, view_83, view_84);  view_82 = view_83 = view_84 = None
        getitem_32 = _scaled_dot_product_flash_attention_for_cpu_5[0];  _scaled_dot_product_flash_attention_for_cpu_5 = None
        permute_62 = torch.ops.aten.permute.default(getitem_32, [2, 0, 1, 3]);  getitem_32 = None
        view_85 = torch.ops.aten.view.default(permute_62, [197, 768]);  permute_62 = None
        permute_63 = torch.ops.aten.permute.default(arg69_1, [1, 0]);  arg69_1 = None
        addmm_21 = torch.ops.aten.addmm.default(arg70_1, view_85, permute_63);  arg70_1 = view_85 = permute_63 = None
        view_86 = torch.ops.aten.view.default(addmm_21, [197, 1, 768]);  addmm_21 = None
        permute_64 = torch.ops.aten.permute.default(view_86, [1, 0, 2]);  view_86 = None
        add_38 = torch.ops.aten.add.Tensor(permute_64, add_35);  permute_64 = add_35 = None
        var_mean_11 = torch.ops.aten.var_mean.correction(add_38, [2], correction = 0, keepdim = True)
        getitem_34 = var_mean_11[0]
        getitem_35 = var_mean_11[1];  var_mean_11 = None
        add_39 = torch.ops.aten.add.Tensor(getitem_34, 1e-06);  getitem_34 = None
        rsqrt_11 = torch.ops.aten.rsqrt.default(add_39);  add_39 = None
        sub_11 = torch.ops.aten.sub.Tensor(add_38, getitem_35);  getitem_35 = None
        mul_37 = torch.ops.aten.mul.Tensor(sub_11, rsqrt_11);  sub_11 = rsqrt_11 = None
        mul_38 = torch.ops.aten.mul.Tensor(mul_37, arg71_1);  mul_37 = arg71_1 = None
        add_40 = torch.ops.aten.add.Tensor(mul_38, arg72_1);  mul_38 = arg72_1 = None
        view_87 = torch.ops.aten.view.default(add_40, [197, 768]);  add_40 = None
        permute_65 = torch.ops.aten.permute.default(arg73_1, [1, 0]);  arg73_1 = None
        addmm_22 = torch.ops.aten.addmm.default(arg74_1, view_87, permute_65);  arg74_1 = view_87 = permute_65 = None
        view_88 = torch.ops.aten.view.default(addmm_22, [1, 197, 3072]);  addmm_22 = None
        mul_39 = torch.ops.aten.mul.Tensor(view_88, 0.5)
        mul_40 = torch.ops.aten.mul.Tensor(view_88, 0.7071067811865476);  view_88 = None
        erf_5 = torch.ops.aten.erf.default(mul_40);  mul_40 = None
        add_41 = torch.ops.aten.add.Tensor(erf_5, 1);  erf_5 = None
        mul_41 = torch.ops.aten.mul.Tensor(mul_39, add_41);  mul_39 = add_41 = None
        view_89 = torch.ops.aten.view.default(mul_41, [197, 3072]);  mul_41 = None
        permute_66 = torch.ops.aten.permute.default(arg75_1, [1, 0]);  arg75_1 = None
        addmm_23 = torch.ops.aten.addmm.default(arg76_1, view_89, permute_66);  arg76_1 = view_89 = permute_66 = None
        view_90 = torch.ops.aten.view.default(addmm_23, [1, 197, 768]);  addmm_23 = None
        add_42 = torch.ops.aten.add.Tensor(add_38, view_90);  add_38 = view_90 = None
        var_mean_12 = torch.ops.aten.var_mean.correction(add_42, [2], correction = 0, keepdim = True)
        getitem_36 = var_mean_12[0]
        getitem_37 = var_mean_12[1];  var_mean_12 = None
        add_43 = torch.ops.aten.add.Tensor(getitem_36, 1e-06);  getitem_36 = None
        rsqrt_12 = torch.ops.aten.rsqrt.default(add_43);  add_43 = None
        sub_12 = torch.ops.aten.sub.Tensor(add_42, getitem_37);  getitem_37 = None
        mul_42 = torch.ops.aten.mul.Tensor(sub_12, rsqrt_12);  sub_12 = rsqrt_12 = None
        mul_43 = torch.ops.aten.mul.Tensor(mul_42, arg77_1);  mul_42 = arg77_1 = None
        add_44 = torch.ops.aten.add.Tensor(mul_43, arg78_1);  mul_43 = arg78_1 = None
        permute_67 = torch.ops.aten.permute.default(add_44, [1, 0, 2]);  add_44 = None
        view_91 = torch.ops.aten.view.default(permute_67, [197, 768]);  permute_67 = None
        permute_68 = torch.ops.aten.permute.default(arg80_1, [1, 0]);  arg80_1 = None
        addmm_24 = torch.ops.aten.addmm.default(arg79_1, view_91, permute_68);  arg79_1 = view_91 = permute_68 = None
        view_92 = torch.ops.aten.view.default(addmm_24, [197, 1, 2304]);  addmm_24 = None
        view_93 = torch.ops.aten.view.default(view_92, [197, 1, 3, 768]);  view_92 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(view_93, 0);  view_93 = None
        permute_69 = torch.ops.aten.permute.default(unsqueeze_6, [3, 1, 2, 0, 4]);  unsqueeze_6 = None
        squeeze_6 = torch.ops.aten.squeeze.dim(permute_69, -2);  permute_69 = None
        clone_6 = torch.ops.aten.clone.default(squeeze_6, memory_format = torch.contiguous_format);  squeeze_6 = None
        select_18 = torch.ops.aten.select.int(clone_6, 0, 0)
        select_19 = torch.ops.aten.select.int(clone_6, 0, 1)
        select_20 = torch.ops.aten.select.int(clone_6, 0, 2);  clone_6 = None
        view_94 = torch.ops.aten.view.default(select_18, [197, 12, 64]);  select_18 = None
        permute_70 = torch.ops.aten.permute.default(view_94, [1, 0, 2]);  view_94 = None
        view_95 = torch.ops.aten.view.default(select_19, [197, 12, 64]);  select_19 = None
        permute_71 = torch.ops.aten.permute.default(view_95, [1, 0, 2]);  view_95 = None
        view_96 = torch.ops.aten.view.default(select_20, [197, 12, 64]);  select_20 = None
        permute_72 = torch.ops.aten.permute.default(view_96, [1, 0, 2]);  view_96 = None
        view_97 = torch.ops.aten.view.default(permute_70, [1, 12, 197, 64]);  permute_70 = None
        view_98 = torch.ops.aten.view.default(permute_71, [1, 12, 197, 64]);  permute_71 = None
        view_99 = torch.ops.aten.view.default(permute_72, [1, 12, 197, 64]);  permute_72 = None
        _scaled_dot_product_flash_attention_for_cpu_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_97, view_98, view_99);  view_97 = view_98 = view_99 = None
        getitem_38 = _scaled_dot_product_flash_attention_for_cpu_6[0];  _scaled_dot_product_flash_attention_for_cpu_6 = None
        permute_73 = torch.ops.aten.permute.default(getitem_38, [2, 0, 1, 3]);  getitem_38 = None
        view_100 = torch.ops.aten.view.default(permute_73, [197, 768]);  permute_73 = None
        permute_74 = torch.ops.aten.permute.default(arg81_1, [1, 0]);  arg81_1 = None
        addmm_25 = torch.ops.aten.addmm.default(arg82_1, view_100, permute_74);  arg82_1 = view_100 = permute_74 = None
        view_101 = torch.ops.aten.view.default(addmm_25, [197, 1, 768]);  addmm_25 = None
        permute_75 = torch.ops.aten.permute.default(view_101, [1, 0, 2]);  view_101 = None
        add_45 = torch.ops.aten.add.Tensor(permute_75, add_42);  permute_75 = add_42 = None
        var_mean_13 = torch.ops.aten.var_mean.correction(add_45, [2], correction = 0, keepdim = True)
        getitem_40 = var_mean_13[0]
        getitem_41 = var_mean_13[1];  var_mean_13 = None
        add_46 = torch.ops.aten.add.Tensor(getitem_40, 1e-06);  getitem_40 = None
        rsqrt_13 = torch.ops.aten.rsqrt.default(add_46);  add_46 = None
        sub_13 = torch.ops.aten.sub.Tensor(add_45, getitem_41);  getitem_41 = None
        mul_44 = torch.ops.aten.mul.Tensor(sub_13, rsqrt_13);  sub_13 = rsqrt_13 = None
        mul_45 = torch.ops.aten.mul.Tensor(mul_44, arg83_1);  mul_44 = arg83_1 = None
        add_47 = torch.ops.aten.add.Tensor(mul_45, arg84_1);  mul_45 = arg84_1 = None
        view_102 = torch.ops.aten.view.default(add_47, [197, 768]);  add_47 = None
        permute_76 = torch.ops.aten.permute.default(arg85_1, [1, 0]);  arg85_1 = None
        addmm_26 = torch.ops.aten.addmm.default(arg86_1, view_102, permute_76);  arg86_1 = view_102 = permute_76 = None
        view_103 = torch.ops.aten.view.default(addmm_26, [1, 197, 3072]);  addmm_26 = None
        mul_46 = torch.ops.aten.mul.Tensor(view_103, 0.5)
        mul_47 = torch.ops.aten.mul.Tensor(view_103, 0.7071067811865476);  view_103 = None
        erf_6 = torch.ops.aten.erf.default(mul_47);  mul_47 = None
        add_48 = torch.ops.aten.add.Tensor(erf_6, 1);  erf_6 = None
        mul_48 = torch.ops.aten.mul.Tensor(mul_46, add_48);  mul_46 = add_48 = None
        view_104 = torch.ops.aten.view.default(mul_48, [197, 3072]);  mul_48 = None
        permute_77 = torch.ops.aten.permute.default(arg87_1, [1, 0]);  arg87_1 = None
        addmm_27 = torch.ops.aten.addmm.default(arg88_1, view_104, permute_77);  arg88_1 = view_104 = permute_77 = None
        view_105 = torch.ops.aten.view.default(addmm_27, [1, 197, 768]);  addmm_27 = None
        add_49 = torch.ops.aten.add.Tensor(add_45, view_105);  add_45 = view_105 = None
        var_mean_14 = torch.ops.aten.var_mean.correction(add_49, [2], correction = 0, keepdim = True)
        getitem_42 = var_mean_14[0]
        getitem_43 = var_mean_14[1];  var_mean_14 = None
        add_50 = torch.ops.aten.add.Tensor(getitem_42, 1e-06);  getitem_42 = None
        rsqrt_14 = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        sub_14 = torch.ops.aten.sub.Tensor(add_49, getitem_43);  getitem_43 = None
        mul_49 = torch.ops.aten.mul.Tensor(sub_14, rsqrt_14);  sub_14 = rsqrt_14 = None
        mul_50 = torch.ops.aten.mul.Tensor(mul_49, arg89_1);  mul_49 = arg89_1 = None
        add_51 = torch.ops.aten.add.Tensor(mul_50, arg90_1);  mul_50 = arg90_1 = None
        permute_78 = torch.ops.aten.permute.default(add_51, [1, 0, 2]);  add_51 = None
        view_106 = torch.ops.aten.view.default(permute_78, [197, 768]);  permute_78 = None
        permute_79 = torch.ops.aten.permute.default(arg92_1, [1, 0]);  arg92_1 = None
        addmm_28 = torch.ops.aten.addmm.default(arg91_1, view_106, permute_79);  arg91_1 = view_106 = permute_79 = None
        view_107 = torch.ops.aten.view.default(addmm_28, [197, 1, 2304]);  addmm_28 = None
        view_108 = torch.ops.aten.view.default(view_107, [197, 1, 3, 768]);  view_107 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(view_108, 0);  view_108 = None
        permute_80 = torch.ops.aten.permute.default(unsqueeze_7, [3, 1, 2, 0, 4]);  unsqueeze_7 = None
        squeeze_7 = torch.ops.aten.squeeze.dim(permute_80, -2);  permute_80 = None
        clone_7 = torch.ops.aten.clone.default(squeeze_7, memory_format = torch.contiguous_format);  squeeze_7 = None
        select_21 = torch.ops.aten.select.int(clone_7, 0, 0)
        select_22 = torch.ops.aten.select.int(clone_7, 0, 1)
        select_23 = torch.ops.aten.select.int(clone_7, 0, 2);  clone_7 = None
        view_109 = torch.ops.aten.view.default(select_21, [197, 12, 64]);  select_21 = None
        permute_81 = torch.ops.aten.permute.default(view_109, [1, 0, 2]);  view_109 = None
        view_110 = torch.ops.aten.view.default(select_22, [197, 12, 64]);  select_22 = None
        permute_82 = torch.ops.aten.permute.default(view_110, [1, 0, 2]);  view_110 = None
        view_111 = torch.ops.aten.view.default(select_23, [197, 12, 64]);  select_23 = None
        permute_83 = torch.ops.aten.permute.default(view_111, [1, 0, 2]);  view_111 = None
        view_112 = torch.ops.aten.view.default(permute_81, [1, 12, 197, 64]);  permute_81 = None
        view_113 = torch.ops.aten.view.default(permute_82, [1, 12, 197, 64]);  permute_82 = None
        view_114 = torch.ops.aten.view.default(permute_83, [1, 12, 197, 64]);  permute_83 = None
        _scaled_dot_product_flash_attention_for_cpu_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_112, view_113, view_114);  view_112 = view_113 = view_114 = None
        getitem_44 = _scaled_dot_product_flash_attention_for_cpu_7[0];  _scaled_dot_product_flash_attention_for_cpu_7 = None
        permute_84 = torch.ops.aten.permute.default(getitem_44, [2, 0, 1, 3]);  getitem_44 = None
        view_115 = torch.ops.aten.view.default(permute_84, [197, 768]);  permute_84 = None
        permute_85 = torch.ops.aten.permute.default(arg93_1, [1, 0]);  arg93_1 = None
        addmm_29 = torch.ops.aten.addmm.default(arg94_1, view_115, permute_85);  arg94_1 = view_115 = permute_85 = None
        view_116 = torch.ops.aten.view.default(addmm_29, [197, 1, 768]);  addmm_29 = None
        permute_86 = torch.ops.aten.permute.default(view_116, [1, 0, 2]);  view_116 = None
        add_52 = torch.ops.aten.add.Tensor(permute_86, add_49);  permute_86 = add_49 = None
        var_mean_15 = torch.ops.aten.var_mean.correction(add_52, [2], correction = 0, keepdim = True)
        getitem_46 = var_mean_15[0]
        getitem_47 = var_mean_15[1];  var_mean_15 = None
        add_53 = torch.ops.aten.add.Tensor(getitem_46, 1e-06);  getitem_46 = None
        rsqrt_15 = torch.ops.aten.rsqrt.default(add_53);  add_53 = None
        sub_15 = torch.ops.aten.sub.Tensor(add_52, getitem_47);  getitem_47 = None
        mul_51 = torch.ops.aten.mul.Tensor(sub_15, rsqrt_15);  sub_15 = rsqrt_15 = None
        mul_52 = torch.ops.aten.mul.Tensor(mul_51, arg95_1);  mul_51 = arg95_1 = None
        add_54 = torch.ops.aten.add.Tensor(mul_52, arg96_1);  mul_52 = arg96_1 = None
        view_117 = torch.ops.aten.view.default(add_54, [197, 768]);  add_54 = None
        permute_87 = torch.ops.aten.permute.default(arg97_1, [1, 0]);  arg97_1 = None
        addmm_30 = torch.ops.aten.addmm.default(arg98_1, view_117, permute_87);  arg98_1 = view_117 = permute_87 = None
        view_118 = torch.ops.aten.view.default(addmm_30, [1, 197, 3072]);  addmm_30 = None
        mul_53 = torch.ops.aten.mul.Tensor(view_118, 0.5)
        mul_54 = torch.ops.aten.mul.Tensor(view_118, 0.7071067811865476);  view_118 = None
        erf_7 = torch.ops.aten.erf.default(mul_54);  mul_54 = None
        add_55 = torch.ops.aten.add.Tensor(erf_7, 1);  erf_7 = None
        mul_55 = torch.ops.aten.mul.Tensor(mul_53, add_55);  mul_53 = add_55 = None
        view_119 = torch.ops.aten.view.default(mul_55, [197, 3072]);  mul_55 = None
        permute_88 = torch.ops.aten.permute.default(arg99_1, [1, 0]);  arg99_1 = None
        addmm_31 = torch.ops.aten.addmm.default(arg100_1, view_119, permute_88);  arg100_1 = view_119 = permute_88 = None
        view_120 = torch.ops.aten.view.default(addmm_31, [1, 197, 768]);  addmm_31 = None
        add_56 = torch.ops.aten.add.Tensor(add_52, view_120);  add_52 = view_120 = None
        var_mean_16 = torch.ops.aten.var_mean.correction(add_56, [2], correction = 0, keepdim = True)
        getitem_48 = var_mean_16[0]
        getitem_49 = var_mean_16[1];  var_mean_16 = None
        add_57 = torch.ops.aten.add.Tensor(getitem_48, 1e-06);  getitem_48 = None
        rsqrt_16 = torch.ops.aten.rsqrt.default(add_57);  add_57 = None
        sub_16 = torch.ops.aten.sub.Tensor(add_56, getitem_49);  getitem_49 = None
        mul_56 = torch.ops.aten.mul.Tensor(sub_16, rsqrt_16);  sub_16 = rsqrt_16 = None
        mul_57 = torch.ops.aten.mul.Tensor(mul_56, arg101_1);  mul_56 = arg101_1 = None
        add_58 = torch.ops.aten.add.Tensor(mul_57, arg102_1);  mul_57 = arg102_1 = None
        permute_89 = torch.ops.aten.permute.default(add_58, [1, 0, 2]);  add_58 = None
        view_121 = torch.ops.aten.view.default(permute_89, [197, 768]);  permute_89 = None
        permute_90 = torch.ops.aten.permute.default(arg104_1, [1, 0]);  arg104_1 = None
        addmm_32 = torch.ops.aten.addmm.default(arg103_1, view_121, permute_90);  arg103_1 = view_121 = permute_90 = None
        view_122 = torch.ops.aten.view.default(addmm_32, [197, 1, 2304]);  addmm_32 = None
        view_123 = torch.ops.aten.view.default(view_122, [197, 1, 3, 768]);  view_122 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(view_123, 0);  view_123 = None
        permute_91 = torch.ops.aten.permute.default(unsqueeze_8, [3, 1, 2, 0, 4]);  unsqueeze_8 = None
        squeeze_8 = torch.ops.aten.squeeze.dim(permute_91, -2);  permute_91 = None
        clone_8 = torch.ops.aten.clone.default(squeeze_8, memory_format = torch.contiguous_format);  squeeze_8 = None
        select_24 = torch.ops.aten.select.int(clone_8, 0, 0)
        select_25 = torch.ops.aten.select.int(clone_8, 0, 1)
        select_26 = torch.ops.aten.select.int(clone_8, 0, 2);  clone_8 = None
        view_124 = torch.ops.aten.view.default(select_24, [197, 12, 64]);  select_24 = None
        permute_92 = torch.ops.aten.permute.default(view_124, [1, 0, 2]);  view_124 = None
        view_125 = torch.ops.aten.view.default(select_25, [197, 12, 64]);  select_25 = None
        permute_93 = torch.ops.aten.permute.default(view_125, [1, 0, 2]);  view_125 = None
        view_126 = torch.ops.aten.view.default(select_26, [197, 12, 64]);  select_26 = None
        permute_94 = torch.ops.aten.permute.default(view_126, [1, 0, 2]);  view_126 = None
        view_127 = torch.ops.aten.view.default(permute_92, [1, 12, 197, 64]);  permute_92 = None
        view_128 = torch.ops.aten.view.default(permute_93, [1, 12, 197, 64]);  permute_93 = None
        view_129 = torch.ops.aten.view.default(permute_94, [1, 12, 197, 64]);  permute_94 = None
        _scaled_dot_product_flash_attention_for_cpu_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_127, view_128, view_129);  view_127 = view_128 = view_129 = None
        getitem_50 = _scaled_dot_product_flash_attention_for_cpu_8[0];  _scaled_dot_product_flash_attention_for_cpu_8 = None
        permute_95 = torch.ops.aten.permute.default(getitem_50, [2, 0, 1, 3]);  getitem_50 = None
        view_130 = torch.ops.aten.view.default(permute_95, [197, 768]);  permute_95 = None
        permute_96 = torch.ops.aten.permute.default(arg105_1, [1, 0]);  arg105_1 = None
        addmm_33 = torch.ops.aten.addmm.default(arg106_1, view_130, permute_96);  arg106_1 = view_130 = permute_96 = None
        view_131 = torch.ops.aten.view.default(addmm_33, [197, 1, 768]);  addmm_33 = None
        permute_97 = torch.ops.aten.permute.default(view_131, [1, 0, 2]);  view_131 = None
        add_59 = torch.ops.aten.add.Tensor(permute_97, add_56);  permute_97 = add_56 = None
        var_mean_17 = torch.ops.aten.var_mean.correction(add_59, [2], correction = 0, keepdim = True)
        getitem_52 = var_mean_17[0]
        getitem_53 = var_mean_17[1];  var_mean_17 = None
        add_60 = torch.ops.aten.add.Tensor(getitem_52, 1e-06);  getitem_52 = None
        rsqrt_17 = torch.ops.aten.rsqrt.default(add_60);  add_60 = None
        sub_17 = torch.ops.aten.sub.Tensor(add_59, getitem_53);  getitem_53 = None
        mul_58 = torch.ops.aten.mul.Tensor(sub_17, rsqrt_17);  sub_17 = rsqrt_17 = None
        mul_59 = torch.ops.aten.mul.Tensor(mul_58, arg107_1);  mul_58 = arg107_1 = None
        add_61 = torch.ops.aten.add.Tensor(mul_59, arg108_1);  mul_59 = arg108_1 = None
        view_132 = torch.ops.aten.view.default(add_61, [197, 768]);  add_61 = None
        permute_98 = torch.ops.aten.permute.default(arg109_1, [1, 0]);  arg109_1 = None
        addmm_34 = torch.ops.aten.addmm.default(arg110_1, view_132, permute_98);  arg110_1 = view_132 = permute_98 = None
        view_133 = torch.ops.aten.view.default(addmm_34, [1, 197, 3072]);  addmm_34 = None
        mul_60 = torch.ops.aten.mul.Tensor(view_133, 0.5)
        mul_61 = torch.ops.aten.mul.Tensor(view_133, 0.7071067811865476);  view_133 = None
        erf_8 = torch.ops.aten.erf.default(mul_61);  mul_61 = None
        add_62 = torch.ops.aten.add.Tensor(erf_8, 1);  erf_8 = None
        mul_62 = torch.ops.aten.mul.Tensor(mul_60, add_62);  mul_60 = add_62 = None
        view_134 = torch.ops.aten.view.default(mul_62, [197, 3072]);  mul_62 = None
        permute_99 = torch.ops.aten.permute.default(arg111_1, [1, 0]);  arg111_1 = None
        addmm_35 = torch.ops.aten.addmm.default(arg112_1, view_134, permute_99);  arg112_1 = view_134 = permute_99 = None
        view_135 = torch.ops.aten.view.default(addmm_35, [1, 197, 768]);  addmm_35 = None
        add_63 = torch.ops.aten.add.Tensor(add_59, view_135);  add_59 = view_135 = None
        var_mean_18 = torch.ops.aten.var_mean.correction(add_63, [2], correction = 0, keepdim = True)
        getitem_54 = var_mean_18[0]
        getitem_55 = var_mean_18[1];  var_mean_18 = None
        add_64 = torch.ops.aten.add.Tensor(getitem_54, 1e-06);  getitem_54 = None
        rsqrt_18 = torch.ops.aten.rsqrt.default(add_64);  add_64 = None
        sub_18 = torch.ops.aten.sub.Tensor(add_63, getitem_55);  getitem_55 = None
        mul_63 = torch.ops.aten.mul.Tensor(sub_18, rsqrt_18);  sub_18 = rsqrt_18 = None
        mul_64 = torch.ops.aten.mul.Tensor(mul_63, arg113_1);  mul_63 = arg113_1 = None
        add_65 = torch.ops.aten.add.Tensor(mul_64, arg114_1);  mul_64 = arg114_1 = None
        permute_100 = torch.ops.aten.permute.default(add_65, [1, 0, 2]);  add_65 = None
        view_136 = torch.ops.aten.view.default(permute_100, [197, 768]);  permute_100 = None
        permute_101 = torch.ops.aten.permute.default(arg116_1, [1, 0]);  arg116_1 = None
        addmm_36 = torch.ops.aten.addmm.default(arg115_1, view_136, permute_101);  arg115_1 = view_136 = permute_101 = None
        view_137 = torch.ops.aten.view.default(addmm_36, [197, 1, 2304]);  addmm_36 = None
        view_138 = torch.ops.aten.view.default(view_137, [197, 1, 3, 768]);  view_137 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(view_138, 0);  view_138 = None
        permute_102 = torch.ops.aten.permute.default(unsqueeze_9, [3, 1, 2, 0, 4]);  unsqueeze_9 = None
        squeeze_9 = torch.ops.aten.squeeze.dim(permute_102, -2);  permute_102 = None
        clone_9 = torch.ops.aten.clone.default(squeeze_9, memory_format = torch.contiguous_format);  squeeze_9 = None
        select_27 = torch.ops.aten.select.int(clone_9, 0, 0)
        select_28 = torch.ops.aten.select.int(clone_9, 0, 1)
        select_29 = torch.ops.aten.select.int(clone_9, 0, 2);  clone_9 = None
        view_139 = torch.ops.aten.view.default(select_27, [197, 12, 64]);  select_27 = None
        permute_103 = torch.ops.aten.permute.default(view_139, [1, 0, 2]);  view_139 = None
        view_140 = torch.ops.aten.view.default(select_28, [197, 12, 64]);  select_28 = None
        permute_104 = torch.ops.aten.permute.default(view_140, [1, 0, 2]);  view_140 = None
        view_141 = torch.ops.aten.view.default(select_29, [197, 12, 64]);  select_29 = None
        permute_105 = torch.ops.aten.permute.default(view_141, [1, 0, 2]);  view_141 = None
        view_142 = torch.ops.aten.view.default(permute_103, [1, 12, 197, 64]);  permute_103 = None
        view_143 = torch.ops.aten.view.default(permute_104, [1, 12, 197, 64]);  permute_104 = None
        view_144 = torch.ops.aten.view.default(permute_105, [1, 12, 197, 64]);  permute_105 = None
        _scaled_dot_product_flash_attention_for_cpu_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_142, view_143, view_144);  view_142 = view_143 = view_144 = None
        getitem_56 = _scaled_dot_product_flash_attention_for_cpu_9[0];  _scaled_dot_product_flash_attention_for_cpu_9 = None
        permute_106 = torch.ops.aten.permute.default(getitem_56, [2, 0, 1, 3]);  getitem_56 = None
        view_145 = torch.ops.aten.view.default(permute_106, [197, 768]);  permute_106 = None
        permute_107 = torch.ops.aten.permute.default(arg117_1, [1, 0]);  arg117_1 = None
        addmm_37 = torch.ops.aten.addmm.default(arg118_1, view_145, permute_107);  arg118_1 = view_145 = permute_107 = None
        view_146 = torch.ops.aten.view.default(addmm_37, [197, 1, 768]);  addmm_37 = None
        permute_108 = torch.ops.aten.permute.default(view_146, [1, 0, 2]);  view_146 = None
        add_66 = torch.ops.aten.add.Tensor(permute_108, add_63);  permute_108 = add_63 = None
        var_mean_19 = torch.ops.aten.var_mean.correction(add_66, [2], correction = 0, keepdim = True)
        getitem_58 = var_mean_19[0]
        getitem_59 = var_mean_19[1];  var_mean_19 = None
        add_67 = torch.ops.aten.add.Tensor(getitem_58, 1e-06);  getitem_58 = None
        rsqrt_19 = torch.ops.aten.rsqrt.default(add_67);  add_67 = None
        sub_19 = torch.ops.aten.sub.Tensor(add_66, getitem_59);  getitem_59 = None
        mul_65 = torch.ops.aten.mul.Tensor(sub_19, rsqrt_19);  sub_19 = rsqrt_19 = None
        mul_66 = torch.ops.aten.mul.Tensor(mul_65, arg119_1);  mul_65 = arg119_1 = None
        add_68 = torch.ops.aten.add.Tensor(mul_66, arg120_1);  mul_66 = arg120_1 = None
        view_147 = torch.ops.aten.view.default(add_68, [197, 768]);  add_68 = None
        permute_109 = torch.ops.aten.permute.default(arg121_1, [1, 0]);  arg121_1 = None
        addmm_38 = torch.ops.aten.addmm.default(arg122_1, view_147, permute_109);  arg122_1 = view_147 = permute_109 = None
        view_148 = torch.ops.aten.view.default(addmm_38, [1, 197, 3072]);  addmm_38 = None
        mul_67 = torch.ops.aten.mul.Tensor(view_148, 0.5)
        mul_68 = torch.ops.aten.mul.Tensor(view_148, 0.7071067811865476);  view_148 = None
        erf_9 = torch.ops.aten.erf.default(mul_68);  mul_68 = None
        add_69 = torch.ops.aten.add.Tensor(erf_9, 1);  erf_9 = None
        mul_69 = torch.ops.aten.mul.Tensor(mul_67, add_69);  mul_67 = add_69 = None
        view_149 = torch.ops.aten.view.default(mul_69, [197, 3072]);  mul_69 = None
        permute_110 = torch.ops.aten.permute.default(arg123_1, [1, 0]);  arg123_1 = None
        addmm_39 = torch.ops.aten.addmm.default(arg124_1, view_149, permute_110);  arg124_1 = view_149 = permute_110 = None
        view_150 = torch.ops.aten.view.default(addmm_39, [1, 197, 768]);  addmm_39 = None
        add_70 = torch.ops.aten.add.Tensor(add_66, view_150);  add_66 = view_150 = None
        var_mean_20 = torch.ops.aten.var_mean.correction(add_70, [2], correction = 0, keepdim = True)
        getitem_60 = var_mean_20[0]
        getitem_61 = var_mean_20[1];  var_mean_20 = None
        add_71 = torch.ops.aten.add.Tensor(getitem_60, 1e-06);  getitem_60 = None
        rsqrt_20 = torch.ops.aten.rsqrt.default(add_71);  add_71 = None
        sub_20 = torch.ops.aten.sub.Tensor(add_70, getitem_61);  getitem_61 = None
        mul_70 = torch.ops.aten.mul.Tensor(sub_20, rsqrt_20);  sub_20 = rsqrt_20 = None
        mul_71 = torch.ops.aten.mul.Tensor(mul_70, arg125_1);  mul_70 = arg125_1 = None
        add_72 = torch.ops.aten.add.Tensor(mul_71, arg126_1);  mul_71 = arg126_1 = None
        permute_111 = torch.ops.aten.permute.default(add_72, [1, 0, 2]);  add_72 = None
        view_151 = torch.ops.aten.view.default(permute_111, [197, 768]);  permute_111 = None
        permute_112 = torch.ops.aten.permute.default(arg128_1, [1, 0]);  arg128_1 = None
        addmm_40 = torch.ops.aten.addmm.default(arg127_1, view_151, permute_112);  arg127_1 = view_151 = permute_112 = None
        view_152 = torch.ops.aten.view.default(addmm_40, [197, 1, 2304]);  addmm_40 = None
        view_153 = torch.ops.aten.view.default(view_152, [197, 1, 3, 768]);  view_152 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(view_153, 0);  view_153 = None
        permute_113 = torch.ops.aten.permute.default(unsqueeze_10, [3, 1, 2, 0, 4]);  unsqueeze_10 = None
        squeeze_10 = torch.ops.aten.squeeze.dim(permute_113, -2);  permute_113 = None
        clone_10 = torch.ops.aten.clone.default(squeeze_10, memory_format = torch.contiguous_format);  squeeze_10 = None
        select_30 = torch.ops.aten.select.int(clone_10, 0, 0)
        select_31 = torch.ops.aten.select.int(clone_10, 0, 1)
        select_32 = torch.ops.aten.select.int(clone_10, 0, 2);  clone_10 = None
        view_154 = torch.ops.aten.view.default(select_30, [197, 12, 64]);  select_30 = None
        permute_114 = torch.ops.aten.permute.default(view_154, [1, 0, 2]);  view_154 = None
        view_155 = torch.ops.aten.view.default(select_31, [197, 12, 64]);  select_31 = None
        permute_115 = torch.ops.aten.permute.default(view_155, [1, 0, 2]);  view_155 = None
        view_156 = torch.ops.aten.view.default(select_32, [197, 12, 64]);  select_32 = None
        permute_116 = torch.ops.aten.permute.default(view_156, [1, 0, 2]);  view_156 = None
        view_157 = torch.ops.aten.view.default(permute_114, [1, 12, 197, 64]);  permute_114 = None
        view_158 = torch.ops.aten.view.default(permute_115, [1, 12, 197, 64]);  permute_115 = None
        view_159 = torch.ops.aten.view.default(permute_116, [1, 12, 197, 64]);  permute_116 = None
        _scaled_dot_product_flash_attention_for_cpu_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_157, view_158, view_159);  view_157 = view_158 = view_159 = None
        getitem_62 = _scaled_dot_product_flash_attention_for_cpu_10[0];  _scaled_dot_product_flash_attention_for_cpu_10 = None
        permute_117 = torch.ops.aten.permute.default(getitem_62, [2, 0, 1, 3]);  getitem_62 = None
        view_160 = torch.ops.aten.view.default(permute_117, [197, 768]);  permute_117 = None
        permute_118 = torch.ops.aten.permute.default(arg129_1, [1, 0]);  arg129_1 = None
        addmm_41 = torch.ops.aten.addmm.default(arg130_1, view_160, permute_118);  arg130_1 = view_160 = permute_118 = None
        view_161 = torch.ops.aten.view.default(addmm_41, [197, 1, 768]);  addmm_41 = None
        permute_119 = torch.ops.aten.permute.default(view_161, [1, 0, 2]);  view_161 = None
        add_73 = torch.ops.aten.add.Tensor(permute_119, add_70);  permute_119 = add_70 = None
        var_mean_21 = torch.ops.aten.var_mean.correction(add_73, [2], correction = 0, keepdim = True)
        getitem_64 = var_mean_21[0]
        getitem_65 = var_mean_21[1];  var_mean_21 = None
        add_74 = torch.ops.aten.add.Tensor(getitem_64, 1e-06);  getitem_64 = None
        rsqrt_21 = torch.ops.aten.rsqrt.default(add_74);  add_74 = None
        sub_21 = torch.ops.aten.sub.Tensor(add_73, getitem_65);  getitem_65 = None
        mul_72 = torch.ops.aten.mul.Tensor(sub_21, rsqrt_21);  sub_21 = rsqrt_21 = None
        mul_73 = torch.ops.aten.mul.Tensor(mul_72, arg131_1);  mul_72 = arg131_1 = None
        add_75 = torch.ops.aten.add.Tensor(mul_73, arg132_1);  mul_73 = arg132_1 = None
        view_162 = torch.ops.aten.view.default(add_75, [197, 768]);  add_75 = None
        permute_120 = torch.ops.aten.permute.default(arg133_1, [1, 0]);  arg133_1 = None
        addmm_42 = torch.ops.aten.addmm.default(arg134_1, view_162, permute_120);  arg134_1 = view_162 = permute_120 = None
        view_163 = torch.ops.aten.view.default(addmm_42, [1, 197, 3072]);  addmm_42 = None
        mul_74 = torch.ops.aten.mul.Tensor(view_163, 0.5)
        mul_75 = torch.ops.aten.mul.Tensor(view_163, 0.7071067811865476);  view_163 = None
        erf_10 = torch.ops.aten.erf.default(mul_75);  mul_75 = None
        add_76 = torch.ops.aten.add.Tensor(erf_10, 1);  erf_10 = None
        mul_76 = torch.ops.aten.mul.Tensor(mul_74, add_76);  mul_74 = add_76 = None
        view_164 = torch.ops.aten.view.default(mul_76, [197, 3072]);  mul_76 = None
        permute_121 = torch.ops.aten.permute.default(arg135_1, [1, 0]);  arg135_1 = None
        addmm_43 = torch.ops.aten.addmm.default(arg136_1, view_164, permute_121);  arg136_1 = view_164 = permute_121 = None
        view_165 = torch.ops.aten.view.default(addmm_43, [1, 197, 768]);  addmm_43 = None
        add_77 = torch.ops.aten.add.Tensor(add_73, view_165);  add_73 = view_165 = None
        var_mean_22 = torch.ops.aten.var_mean.correction(add_77, [2], correction = 0, keepdim = True)
        getitem_66 = var_mean_22[0]
        getitem_67 = var_mean_22[1];  var_mean_22 = None
        add_78 = torch.ops.aten.add.Tensor(getitem_66, 1e-06);  getitem_66 = None
        rsqrt_22 = torch.ops.aten.rsqrt.default(add_78);  add_78 = None
        sub_22 = torch.ops.aten.sub.Tensor(add_77, getitem_67);  getitem_67 = None
        mul_77 = torch.ops.aten.mul.Tensor(sub_22, rsqrt_22);  sub_22 = rsqrt_22 = None
        mul_78 = torch.ops.aten.mul.Tensor(mul_77, arg137_1);  mul_77 = arg137_1 = None
        add_79 = torch.ops.aten.add.Tensor(mul_78, arg138_1);  mul_78 = arg138_1 = None
        permute_122 = torch.ops.aten.permute.default(add_79, [1, 0, 2]);  add_79 = None
        view_166 = torch.ops.aten.view.default(permute_122, [197, 768]);  permute_122 = None
        permute_123 = torch.ops.aten.permute.default(arg140_1, [1, 0]);  arg140_1 = None
        addmm_44 = torch.ops.aten.addmm.default(arg139_1, view_166, permute_123);  arg139_1 = view_166 = permute_123 = None
        view_167 = torch.ops.aten.view.default(addmm_44, [197, 1, 2304]);  addmm_44 = None
        view_168 = torch.ops.aten.view.default(view_167, [197, 1, 3, 768]);  view_167 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(view_168, 0);  view_168 = None
        permute_124 = torch.ops.aten.permute.default(unsqueeze_11, [3, 1, 2, 0, 4]);  unsqueeze_11 = None
        squeeze_11 = torch.ops.aten.squeeze.dim(permute_124, -2);  permute_124 = None
        clone_11 = torch.ops.aten.clone.default(squeeze_11, memory_format = torch.contiguous_format);  squeeze_11 = None
        select_33 = torch.ops.aten.select.int(clone_11, 0, 0)
        select_34 = torch.ops.aten.select.int(clone_11, 0, 1)
        select_35 = torch.ops.aten.select.int(clone_11, 0, 2);  clone_11 = None
        view_169 = torch.ops.aten.view.default(select_33, [197, 12, 64]);  select_33 = None
        permute_125 = torch.ops.aten.permute.default(view_169, [1, 0, 2]);  view_169 = None
        view_170 = torch.ops.aten.view.default(select_34, [197, 12, 64]);  select_34 = None
        permute_126 = torch.ops.aten.permute.default(view_170, [1, 0, 2]);  view_170 = None
        view_171 = torch.ops.aten.view.default(select_35, [197, 12, 64]);  select_35 = None
        permute_127 = torch.ops.aten.permute.default(view_171, [1, 0, 2]);  view_171 = None
        view_172 = torch.ops.aten.view.default(permute_125, [1, 12, 197, 64]);  permute_125 = None
        view_173 = torch.ops.aten.view.default(permute_126, [1, 12, 197, 64]);  permute_126 = None
        view_174 = torch.ops.aten.view.default(permute_127, [1, 12, 197, 64]);  permute_127 = None
        _scaled_dot_product_flash_attention_for_cpu_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_172, view_173, view_174);  view_172 = view_173 = view_174 = None
        getitem_68 = _scaled_dot_product_flash_attention_for_cpu_11[0];  _scaled_dot_product_flash_attention_for_cpu_11 = None
        permute_128 = torch.ops.aten.permute.default(getitem_68, [2, 0, 1, 3]);  getitem_68 = None
        view_175 = torch.ops.aten.view.default(permute_128, [197, 768]);  permute_128 = None
        permute_129 = torch.ops.aten.permute.default(arg141_1, [1, 0]);  arg141_1 = None
        addmm_45 = torch.ops.aten.addmm.default(arg142_1, view_175, permute_129);  arg142_1 = view_175 = permute_129 = None
        view_176 = torch.ops.aten.view.default(addmm_45, [197, 1, 768]);  addmm_45 = None
        permute_130 = torch.ops.aten.permute.default(view_176, [1, 0, 2]);  view_176 = None
        add_80 = torch.ops.aten.add.Tensor(permute_130, add_77);  permute_130 = add_77 = None
        var_mean_23 = torch.ops.aten.var_mean.correction(add_80, [2], correction = 0, keepdim = True)
        getitem_70 = var_mean_23[0]
        getitem_71 = var_mean_23[1];  var_mean_23 = None
        add_81 = torch.ops.aten.add.Tensor(getitem_70, 1e-06);  getitem_70 = None
        rsqrt_23 = torch.ops.aten.rsqrt.default(add_81);  add_81 = None
        sub_23 = torch.ops.aten.sub.Tensor(add_80, getitem_71);  getitem_71 = None
        mul_79 = torch.ops.aten.mul.Tensor(sub_23, rsqrt_23);  sub_23 = rsqrt_23 = None
        mul_80 = torch.ops.aten.mul.Tensor(mul_79, arg143_1);  mul_79 = arg143_1 = None
        add_82 = torch.ops.aten.add.Tensor(mul_80, arg144_1);  mul_80 = arg144_1 = None
        view_177 = torch.ops.aten.view.default(add_82, [197, 768]);  add_82 = None
        permute_131 = torch.ops.aten.permute.default(arg145_1, [1, 0]);  arg145_1 = None
        addmm_46 = torch.ops.aten.addmm.default(arg146_1, view_177, permute_131);  arg146_1 = view_177 = permute_131 = None
        view_178 = torch.ops.aten.view.default(addmm_46, [1, 197, 3072]);  addmm_46 = None
        mul_81 = torch.ops.aten.mul.Tensor(view_178, 0.5)
        mul_82 = torch.ops.aten.mul.Tensor(view_178, 0.7071067811865476);  view_178 = None
        erf_11 = torch.ops.aten.erf.default(mul_82);  mul_82 = None
        add_83 = torch.ops.aten.add.Tensor(erf_11, 1);  erf_11 = None
        mul_83 = torch.ops.aten.mul.Tensor(mul_81, add_83);  mul_81 = add_83 = None
        view_179 = torch.ops.aten.view.default(mul_83, [197, 3072]);  mul_83 = None
        permute_132 = torch.ops.aten.permute.default(arg147_1, [1, 0]);  arg147_1 = None
        addmm_47 = torch.ops.aten.addmm.default(arg148_1, view_179, permute_132);  arg148_1 = view_179 = permute_132 = None
        view_180 = torch.ops.aten.view.default(addmm_47, [1, 197, 768]);  addmm_47 = None
        add_84 = torch.ops.aten.add.Tensor(add_80, view_180);  add_80 = view_180 = None
        var_mean_24 = torch.ops.aten.var_mean.correction(add_84, [2], correction = 0, keepdim = True)
        getitem_72 = var_mean_24[0]
        getitem_73 = var_mean_24[1];  var_mean_24 = None
        add_85 = torch.ops.aten.add.Tensor(getitem_72, 1e-06);  getitem_72 = None
        rsqrt_24 = torch.ops.aten.rsqrt.default(add_85);  add_85 = None
        sub_24 = torch.ops.aten.sub.Tensor(add_84, getitem_73);  add_84 = getitem_73 = None
        mul_84 = torch.ops.aten.mul.Tensor(sub_24, rsqrt_24);  sub_24 = rsqrt_24 = None
        mul_85 = torch.ops.aten.mul.Tensor(mul_84, arg149_1);  mul_84 = arg149_1 = None
        add_86 = torch.ops.aten.add.Tensor(mul_85, arg150_1);  mul_85 = arg150_1 = None
        select_36 = torch.ops.aten.select.int(add_86, 1, 0);  add_86 = None
        permute_133 = torch.ops.aten.permute.default(arg151_1, [1, 0]);  arg151_1 = None
        addmm_48 = torch.ops.aten.addmm.default(arg152_1, select_36, permute_133);  arg152_1 = select_36 = permute_133 = None
        return (addmm_48,)

def load_args(reader):
    buf0 = reader.storage(None, 602112)
    reader.tensor(buf0, (1, 3, 224, 224), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 2359296)
    reader.tensor(buf1, (768, 3, 16, 16), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 3072)
    reader.tensor(buf2, (768,), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 3072)
    reader.tensor(buf3, (1, 1, 768), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 605184)
    reader.tensor(buf4, (1, 197, 768), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 3072)
    reader.tensor(buf5, (768,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 3072)
    reader.tensor(buf6, (768,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 9216)
    reader.tensor(buf7, (2304,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 7077888)
    reader.tensor(buf8, (2304, 768), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 2359296)
    reader.tensor(buf9, (768, 768), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 3072)
    reader.tensor(buf10, (768,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 3072)
    reader.tensor(buf11, (768,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 3072)
    reader.tensor(buf12, (768,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 9437184)
    reader.tensor(buf13, (3072, 768), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 12288)
    reader.tensor(buf14, (3072,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 9437184)
    reader.tensor(buf15, (768, 3072), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 3072)
    reader.tensor(buf16, (768,), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 3072)
    reader.tensor(buf17, (768,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 3072)
    reader.tensor(buf18, (768,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 9216)
    reader.tensor(buf19, (2304,), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 7077888)
    reader.tensor(buf20, (2304, 768), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 2359296)
    reader.tensor(buf21, (768, 768), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 3072)
    reader.tensor(buf22, (768,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 3072)
    reader.tensor(buf23, (768,), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 3072)
    reader.tensor(buf24, (768,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 9437184)
    reader.tensor(buf25, (3072, 768), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 12288)
    reader.tensor(buf26, (3072,), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 9437184)
    reader.tensor(buf27, (768, 3072), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 3072)
    reader.tensor(buf28, (768,), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 3072)
    reader.tensor(buf29, (768,), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 3072)
    reader.tensor(buf30, (768,), is_leaf=True)  # arg30_1
    buf31 = reader.storage(None, 9216)
    reader.tensor(buf31, (2304,), is_leaf=True)  # arg31_1
    buf32 = reader.storage(None, 7077888)
    reader.tensor(buf32, (2304, 768), is_leaf=True)  # arg32_1
    buf33 = reader.storage(None, 2359296)
    reader.tensor(buf33, (768, 768), is_leaf=True)  # arg33_1
    buf34 = reader.storage(None, 3072)
    reader.tensor(buf34, (768,), is_leaf=True)  # arg34_1
    buf35 = reader.storage(None, 3072)
    reader.tensor(buf35, (768,), is_leaf=True)  # arg35_1
    buf36 = reader.storage(None, 3072)
    reader.tensor(buf36, (768,), is_leaf=True)  # arg36_1
    buf37 = reader.storage(None, 9437184)
    reader.tensor(buf37, (3072, 768), is_leaf=True)  # arg37_1
    buf38 = reader.storage(None, 12288)
    reader.tensor(buf38, (3072,), is_leaf=True)  # arg38_1
    buf39 = reader.storage(None, 9437184)
    reader.tensor(buf39, (768, 3072), is_leaf=True)  # arg39_1
    buf40 = reader.storage(None, 3072)
    reader.tensor(buf40, (768,), is_leaf=True)  # arg40_1
    buf41 = reader.storage(None, 3072)
    reader.tensor(buf41, (768,), is_leaf=True)  # arg41_1
    buf42 = reader.storage(None, 3072)
    reader.tensor(buf42, (768,), is_leaf=True)  # arg42_1
    buf43 = reader.storage(None, 9216)
    reader.tensor(buf43, (2304,), is_leaf=True)  # arg43_1
    buf44 = reader.storage(None, 7077888)
    reader.tensor(buf44, (2304, 768), is_leaf=True)  # arg44_1
    buf45 = reader.storage(None, 2359296)
    reader.tensor(buf45, (768, 768), is_leaf=True)  # arg45_1
    buf46 = reader.storage(None, 3072)
    reader.tensor(buf46, (768,), is_leaf=True)  # arg46_1
    buf47 = reader.storage(None, 3072)
    reader.tensor(buf47, (768,), is_leaf=True)  # arg47_1
    buf48 = reader.storage(None, 3072)
    reader.tensor(buf48, (768,), is_leaf=True)  # arg48_1
    buf49 = reader.storage(None, 9437184)
    reader.tensor(buf49, (3072, 768), is_leaf=True)  # arg49_1
    buf50 = reader.storage(None, 12288)
    reader.tensor(buf50, (3072,), is_leaf=True)  # arg50_1
    buf51 = reader.storage(None, 9437184)
    reader.tensor(buf51, (768, 3072), is_leaf=True)  # arg51_1
    buf52 = reader.storage(None, 3072)
    reader.tensor(buf52, (768,), is_leaf=True)  # arg52_1
    buf53 = reader.storage(None, 3072)
    reader.tensor(buf53, (768,), is_leaf=True)  # arg53_1
    buf54 = reader.storage(None, 3072)
    reader.tensor(buf54, (768,), is_leaf=True)  # arg54_1
    buf55 = reader.storage(None, 9216)
    reader.tensor(buf55, (2304,), is_leaf=True)  # arg55_1
    buf56 = reader.storage(None, 7077888)
    reader.tensor(buf56, (2304, 768), is_leaf=True)  # arg56_1
    buf57 = reader.storage(None, 2359296)
    reader.tensor(buf57, (768, 768), is_leaf=True)  # arg57_1
    buf58 = reader.storage(None, 3072)
    reader.tensor(buf58, (768,), is_leaf=True)  # arg58_1
    buf59 = reader.storage(None, 3072)
    reader.tensor(buf59, (768,), is_leaf=True)  # arg59_1
    buf60 = reader.storage(None, 3072)
    reader.tensor(buf60, (768,), is_leaf=True)  # arg60_1
    buf61 = reader.storage(None, 9437184)
    reader.tensor(buf61, (3072, 768), is_leaf=True)  # arg61_1
    buf62 = reader.storage(None, 12288)
    reader.tensor(buf62, (3072,), is_leaf=True)  # arg62_1
    buf63 = reader.storage(None, 9437184)
    reader.tensor(buf63, (768, 3072), is_leaf=True)  # arg63_1
    buf64 = reader.storage(None, 3072)
    reader.tensor(buf64, (768,), is_leaf=True)  # arg64_1
    buf65 = reader.storage(None, 3072)
    reader.tensor(buf65, (768,), is_leaf=True)  # arg65_1
    buf66 = reader.storage(None, 3072)
    reader.tensor(buf66, (768,), is_leaf=True)  # arg66_1
    buf67 = reader.storage(None, 9216)
    reader.tensor(buf67, (2304,), is_leaf=True)  # arg67_1
    buf68 = reader.storage(None, 7077888)
    reader.tensor(buf68, (2304, 768), is_leaf=True)  # arg68_1
    buf69 = reader.storage(None, 2359296)
    reader.tensor(buf69, (768, 768), is_leaf=True)  # arg69_1
    buf70 = reader.storage(None, 3072)
    reader.tensor(buf70, (768,), is_leaf=True)  # arg70_1
    buf71 = reader.storage(None, 3072)
    reader.tensor(buf71, (768,), is_leaf=True)  # arg71_1
    buf72 = reader.storage(None, 3072)
    reader.tensor(buf72, (768,), is_leaf=True)  # arg72_1
    buf73 = reader.storage(None, 9437184)
    reader.tensor(buf73, (3072, 768), is_leaf=True)  # arg73_1
    buf74 = reader.storage(None, 12288)
    reader.tensor(buf74, (3072,), is_leaf=True)  # arg74_1
    buf75 = reader.storage(None, 9437184)
    reader.tensor(buf75, (768, 3072), is_leaf=True)  # arg75_1
    buf76 = reader.storage(None, 3072)
    reader.tensor(buf76, (768,), is_leaf=True)  # arg76_1
    buf77 = reader.storage(None, 3072)
    reader.tensor(buf77, (768,), is_leaf=True)  # arg77_1
    buf78 = reader.storage(None, 3072)
    reader.tensor(buf78, (768,), is_leaf=True)  # arg78_1
    buf79 = reader.storage(None, 9216)
    reader.tensor(buf79, (2304,), is_leaf=True)  # arg79_1
    buf80 = reader.storage(None, 7077888)
    reader.tensor(buf80, (2304, 768), is_leaf=True)  # arg80_1
    buf81 = reader.storage(None, 2359296)
    reader.tensor(buf81, (768, 768), is_leaf=True)  # arg81_1
    buf82 = reader.storage(None, 3072)
    reader.tensor(buf82, (768,), is_leaf=True)  # arg82_1
    buf83 = reader.storage(None, 3072)
    reader.tensor(buf83, (768,), is_leaf=True)  # arg83_1
    buf84 = reader.storage(None, 3072)
    reader.tensor(buf84, (768,), is_leaf=True)  # arg84_1
    buf85 = reader.storage(None, 9437184)
    reader.tensor(buf85, (3072, 768), is_leaf=True)  # arg85_1
    buf86 = reader.storage(None, 12288)
    reader.tensor(buf86, (3072,), is_leaf=True)  # arg86_1
    buf87 = reader.storage(None, 9437184)
    reader.tensor(buf87, (768, 3072), is_leaf=True)  # arg87_1
    buf88 = reader.storage(None, 3072)
    reader.tensor(buf88, (768,), is_leaf=True)  # arg88_1
    buf89 = reader.storage(None, 3072)
    reader.tensor(buf89, (768,), is_leaf=True)  # arg89_1
    buf90 = reader.storage(None, 3072)
    reader.tensor(buf90, (768,), is_leaf=True)  # arg90_1
    buf91 = reader.storage(None, 9216)
    reader.tensor(buf91, (2304,), is_leaf=True)  # arg91_1
    buf92 = reader.storage(None, 7077888)
    reader.tensor(buf92, (2304, 768), is_leaf=True)  # arg92_1
    buf93 = reader.storage(None, 2359296)
    reader.tensor(buf93, (768, 768), is_leaf=True)  # arg93_1
    buf94 = reader.storage(None, 3072)
    reader.tensor(buf94, (768,), is_leaf=True)  # arg94_1
    buf95 = reader.storage(None, 3072)
    reader.tensor(buf95, (768,), is_leaf=True)  # arg95_1
    buf96 = reader.storage(None, 3072)
    reader.tensor(buf96, (768,), is_leaf=True)  # arg96_1
    buf97 = reader.storage(None, 9437184)
    reader.tensor(buf97, (3072, 768), is_leaf=True)  # arg97_1
    buf98 = reader.storage(None, 12288)
    reader.tensor(buf98, (3072,), is_leaf=True)  # arg98_1
    buf99 = reader.storage(None, 9437184)
    reader.tensor(buf99, (768, 3072), is_leaf=True)  # arg99_1
    buf100 = reader.storage(None, 3072)
    reader.tensor(buf100, (768,), is_leaf=True)  # arg100_1
    buf101 = reader.storage(None, 3072)
    reader.tensor(buf101, (768,), is_leaf=True)  # arg101_1
    buf102 = reader.storage(None, 3072)
    reader.tensor(buf102, (768,), is_leaf=True)  # arg102_1
    buf103 = reader.storage(None, 9216)
    reader.tensor(buf103, (2304,), is_leaf=True)  # arg103_1
    buf104 = reader.storage(None, 7077888)
    reader.tensor(buf104, (2304, 768), is_leaf=True)  # arg104_1
    buf105 = reader.storage(None, 2359296)
    reader.tensor(buf105, (768, 768), is_leaf=True)  # arg105_1
    buf106 = reader.storage(None, 3072)
    reader.tensor(buf106, (768,), is_leaf=True)  # arg106_1
    buf107 = reader.storage(None, 3072)
    reader.tensor(buf107, (768,), is_leaf=True)  # arg107_1
    buf108 = reader.storage(None, 3072)
    reader.tensor(buf108, (768,), is_leaf=True)  # arg108_1
    buf109 = reader.storage(None, 9437184)
    reader.tensor(buf109, (3072, 768), is_leaf=True)  # arg109_1
    buf110 = reader.storage(None, 12288)
    reader.tensor(buf110, (3072,), is_leaf=True)  # arg110_1
    buf111 = reader.storage(None, 9437184)
    reader.tensor(buf111, (768, 3072), is_leaf=True)  # arg111_1
    buf112 = reader.storage(None, 3072)
    reader.tensor(buf112, (768,), is_leaf=True)  # arg112_1
    buf113 = reader.storage(None, 3072)
    reader.tensor(buf113, (768,), is_leaf=True)  # arg113_1
    buf114 = reader.storage(None, 3072)
    reader.tensor(buf114, (768,), is_leaf=True)  # arg114_1
    buf115 = reader.storage(None, 9216)
    reader.tensor(buf115, (2304,), is_leaf=True)  # arg115_1
    buf116 = reader.storage(None, 7077888)
    reader.tensor(buf116, (2304, 768), is_leaf=True)  # arg116_1
    buf117 = reader.storage(None, 2359296)
    reader.tensor(buf117, (768, 768), is_leaf=True)  # arg117_1
    buf118 = reader.storage(None, 3072)
    reader.tensor(buf118, (768,), is_leaf=True)  # arg118_1
    buf119 = reader.storage(None, 3072)
    reader.tensor(buf119, (768,), is_leaf=True)  # arg119_1
    buf120 = reader.storage(None, 3072)
    reader.tensor(buf120, (768,), is_leaf=True)  # arg120_1
    buf121 = reader.storage(None, 9437184)
    reader.tensor(buf121, (3072, 768), is_leaf=True)  # arg121_1
    buf122 = reader.storage(None, 12288)
    reader.tensor(buf122, (3072,), is_leaf=True)  # arg122_1
    buf123 = reader.storage(None, 9437184)
    reader.tensor(buf123, (768, 3072), is_leaf=True)  # arg123_1
    buf124 = reader.storage(None, 3072)
    reader.tensor(buf124, (768,), is_leaf=True)  # arg124_1
    buf125 = reader.storage(None, 3072)
    reader.tensor(buf125, (768,), is_leaf=True)  # arg125_1
    buf126 = reader.storage(None, 3072)
    reader.tensor(buf126, (768,), is_leaf=True)  # arg126_1
    buf127 = reader.storage(None, 9216)
    reader.tensor(buf127, (2304,), is_leaf=True)  # arg127_1
    buf128 = reader.storage(None, 7077888)
    reader.tensor(buf128, (2304, 768), is_leaf=True)  # arg128_1
    buf129 = reader.storage(None, 2359296)
    reader.tensor(buf129, (768, 768), is_leaf=True)  # arg129_1
    buf130 = reader.storage(None, 3072)
    reader.tensor(buf130, (768,), is_leaf=True)  # arg130_1
    buf131 = reader.storage(None, 3072)
    reader.tensor(buf131, (768,), is_leaf=True)  # arg131_1
    buf132 = reader.storage(None, 3072)
    reader.tensor(buf132, (768,), is_leaf=True)  # arg132_1
    buf133 = reader.storage(None, 9437184)
    reader.tensor(buf133, (3072, 768), is_leaf=True)  # arg133_1
    buf134 = reader.storage(None, 12288)
    reader.tensor(buf134, (3072,), is_leaf=True)  # arg134_1
    buf135 = reader.storage(None, 9437184)
    reader.tensor(buf135, (768, 3072), is_leaf=True)  # arg135_1
    buf136 = reader.storage(None, 3072)
    reader.tensor(buf136, (768,), is_leaf=True)  # arg136_1
    buf137 = reader.storage(None, 3072)
    reader.tensor(buf137, (768,), is_leaf=True)  # arg137_1
    buf138 = reader.storage(None, 3072)
    reader.tensor(buf138, (768,), is_leaf=True)  # arg138_1
    buf139 = reader.storage(None, 9216)
    reader.tensor(buf139, (2304,), is_leaf=True)  # arg139_1
    buf140 = reader.storage(None, 7077888)
    reader.tensor(buf140, (2304, 768), is_leaf=True)  # arg140_1
    buf141 = reader.storage(None, 2359296)
    reader.tensor(buf141, (768, 768), is_leaf=True)  # arg141_1
    buf142 = reader.storage(None, 3072)
    reader.tensor(buf142, (768,), is_leaf=True)  # arg142_1
    buf143 = reader.storage(None, 3072)
    reader.tensor(buf143, (768,), is_leaf=True)  # arg143_1
    buf144 = reader.storage(None, 3072)
    reader.tensor(buf144, (768,), is_leaf=True)  # arg144_1
    buf145 = reader.storage(None, 9437184)
    reader.tensor(buf145, (3072, 768), is_leaf=True)  # arg145_1
    buf146 = reader.storage(None, 12288)
    reader.tensor(buf146, (3072,), is_leaf=True)  # arg146_1
    buf147 = reader.storage(None, 9437184)
    reader.tensor(buf147, (768, 3072), is_leaf=True)  # arg147_1
    buf148 = reader.storage(None, 3072)
    reader.tensor(buf148, (768,), is_leaf=True)  # arg148_1
    buf149 = reader.storage(None, 3072)
    reader.tensor(buf149, (768,), is_leaf=True)  # arg149_1
    buf150 = reader.storage(None, 3072)
    reader.tensor(buf150, (768,), is_leaf=True)  # arg150_1
    buf151 = reader.storage(None, 3072000)
    reader.tensor(buf151, (1000, 768), is_leaf=True)  # arg151_1
    buf152 = reader.storage(None, 4000)
    reader.tensor(buf152, (1000,), is_leaf=True)  # arg152_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)