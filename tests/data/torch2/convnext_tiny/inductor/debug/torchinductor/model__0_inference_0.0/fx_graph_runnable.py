
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/convnext_tiny/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/convnext_tiny/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/convnext_tiny/inductor/debug'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1):
        convolution = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None
        permute = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None
        clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        var_mean = torch.ops.aten.var_mean.correction(clone, [3], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-06);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(clone, getitem_1);  clone = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg3_1);  mul = arg3_1 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, arg4_1);  mul_1 = arg4_1 = None
        permute_1 = torch.ops.aten.permute.default(add_1, [0, 3, 1, 2]);  add_1 = None
        convolution_1 = torch.ops.aten.convolution.default(permute_1, arg6_1, arg7_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg6_1 = arg7_1 = None
        permute_2 = torch.ops.aten.permute.default(convolution_1, [0, 2, 3, 1]);  convolution_1 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(permute_2, [3], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_2 = torch.ops.aten.add.Tensor(getitem_2, 1e-06);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        sub_1 = torch.ops.aten.sub.Tensor(permute_2, getitem_3);  permute_2 = getitem_3 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, arg8_1);  mul_2 = arg8_1 = None
        add_3 = torch.ops.aten.add.Tensor(mul_3, arg9_1);  mul_3 = arg9_1 = None
        view = torch.ops.aten.view.default(add_3, [3136, 96]);  add_3 = None
        permute_3 = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        addmm = torch.ops.aten.addmm.default(arg11_1, view, permute_3);  arg11_1 = view = permute_3 = None
        view_1 = torch.ops.aten.view.default(addmm, [1, 56, 56, 384]);  addmm = None
        mul_4 = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_5 = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_4 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_4, add_4);  mul_4 = add_4 = None
        view_2 = torch.ops.aten.view.default(mul_6, [3136, 384]);  mul_6 = None
        permute_4 = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg13_1, view_2, permute_4);  arg13_1 = view_2 = permute_4 = None
        view_3 = torch.ops.aten.view.default(addmm_1, [1, 56, 56, 96]);  addmm_1 = None
        permute_5 = torch.ops.aten.permute.default(view_3, [0, 3, 1, 2]);  view_3 = None
        mul_7 = torch.ops.aten.mul.Tensor(arg5_1, permute_5);  arg5_1 = permute_5 = None
        add_5 = torch.ops.aten.add.Tensor(mul_7, permute_1);  mul_7 = permute_1 = None
        convolution_2 = torch.ops.aten.convolution.default(add_5, arg15_1, arg16_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg15_1 = arg16_1 = None
        permute_6 = torch.ops.aten.permute.default(convolution_2, [0, 2, 3, 1]);  convolution_2 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(permute_6, [3], correction = 0, keepdim = True)
        getitem_4 = var_mean_2[0]
        getitem_5 = var_mean_2[1];  var_mean_2 = None
        add_6 = torch.ops.aten.add.Tensor(getitem_4, 1e-06);  getitem_4 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        sub_2 = torch.ops.aten.sub.Tensor(permute_6, getitem_5);  permute_6 = getitem_5 = None
        mul_8 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_8, arg17_1);  mul_8 = arg17_1 = None
        add_7 = torch.ops.aten.add.Tensor(mul_9, arg18_1);  mul_9 = arg18_1 = None
        view_4 = torch.ops.aten.view.default(add_7, [3136, 96]);  add_7 = None
        permute_7 = torch.ops.aten.permute.default(arg19_1, [1, 0]);  arg19_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg20_1, view_4, permute_7);  arg20_1 = view_4 = permute_7 = None
        view_5 = torch.ops.aten.view.default(addmm_2, [1, 56, 56, 384]);  addmm_2 = None
        mul_10 = torch.ops.aten.mul.Tensor(view_5, 0.5)
        mul_11 = torch.ops.aten.mul.Tensor(view_5, 0.7071067811865476);  view_5 = None
        erf_1 = torch.ops.aten.erf.default(mul_11);  mul_11 = None
        add_8 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_12 = torch.ops.aten.mul.Tensor(mul_10, add_8);  mul_10 = add_8 = None
        view_6 = torch.ops.aten.view.default(mul_12, [3136, 384]);  mul_12 = None
        permute_8 = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg22_1, view_6, permute_8);  arg22_1 = view_6 = permute_8 = None
        view_7 = torch.ops.aten.view.default(addmm_3, [1, 56, 56, 96]);  addmm_3 = None
        permute_9 = torch.ops.aten.permute.default(view_7, [0, 3, 1, 2]);  view_7 = None
        mul_13 = torch.ops.aten.mul.Tensor(arg14_1, permute_9);  arg14_1 = permute_9 = None
        add_9 = torch.ops.aten.add.Tensor(mul_13, add_5);  mul_13 = add_5 = None
        convolution_3 = torch.ops.aten.convolution.default(add_9, arg24_1, arg25_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg24_1 = arg25_1 = None
        permute_10 = torch.ops.aten.permute.default(convolution_3, [0, 2, 3, 1]);  convolution_3 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(permute_10, [3], correction = 0, keepdim = True)
        getitem_6 = var_mean_3[0]
        getitem_7 = var_mean_3[1];  var_mean_3 = None
        add_10 = torch.ops.aten.add.Tensor(getitem_6, 1e-06);  getitem_6 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        sub_3 = torch.ops.aten.sub.Tensor(permute_10, getitem_7);  permute_10 = getitem_7 = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, arg26_1);  mul_14 = arg26_1 = None
        add_11 = torch.ops.aten.add.Tensor(mul_15, arg27_1);  mul_15 = arg27_1 = None
        view_8 = torch.ops.aten.view.default(add_11, [3136, 96]);  add_11 = None
        permute_11 = torch.ops.aten.permute.default(arg28_1, [1, 0]);  arg28_1 = None
        addmm_4 = torch.ops.aten.addmm.default(arg29_1, view_8, permute_11);  arg29_1 = view_8 = permute_11 = None
        view_9 = torch.ops.aten.view.default(addmm_4, [1, 56, 56, 384]);  addmm_4 = None
        mul_16 = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_17 = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf_2 = torch.ops.aten.erf.default(mul_17);  mul_17 = None
        add_12 = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_18 = torch.ops.aten.mul.Tensor(mul_16, add_12);  mul_16 = add_12 = None
        view_10 = torch.ops.aten.view.default(mul_18, [3136, 384]);  mul_18 = None
        permute_12 = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
        addmm_5 = torch.ops.aten.addmm.default(arg31_1, view_10, permute_12);  arg31_1 = view_10 = permute_12 = None
        view_11 = torch.ops.aten.view.default(addmm_5, [1, 56, 56, 96]);  addmm_5 = None
        permute_13 = torch.ops.aten.permute.default(view_11, [0, 3, 1, 2]);  view_11 = None
        mul_19 = torch.ops.aten.mul.Tensor(arg23_1, permute_13);  arg23_1 = permute_13 = None
        add_13 = torch.ops.aten.add.Tensor(mul_19, add_9);  mul_19 = add_9 = None
        permute_15 = torch.ops.aten.permute.default(add_13, [0, 2, 3, 1]);  add_13 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(permute_15, [3], correction = 0, keepdim = True)
        getitem_8 = var_mean_4[0]
        getitem_9 = var_mean_4[1];  var_mean_4 = None
        add_14 = torch.ops.aten.add.Tensor(getitem_8, 1e-06);  getitem_8 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        sub_4 = torch.ops.aten.sub.Tensor(permute_15, getitem_9);  permute_15 = getitem_9 = None
        mul_20 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_21 = torch.ops.aten.mul.Tensor(mul_20, arg32_1);  mul_20 = arg32_1 = None
        add_15 = torch.ops.aten.add.Tensor(mul_21, arg33_1);  mul_21 = arg33_1 = None
        permute_16 = torch.ops.aten.permute.default(add_15, [0, 3, 1, 2]);  add_15 = None
        convolution_4 = torch.ops.aten.convolution.default(permute_16, arg34_1, arg35_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_16 = arg34_1 = arg35_1 = None
        convolution_5 = torch.ops.aten.convolution.default(convolution_4, arg37_1, arg38_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg37_1 = arg38_1 = None
        permute_17 = torch.ops.aten.permute.default(convolution_5, [0, 2, 3, 1]);  convolution_5 = None
        var_mean_5 = torch.ops.aten.var_mean.correction(permute_17, [3], correction = 0, keepdim = True)
        getitem_10 = var_mean_5[0]
        getitem_11 = var_mean_5[1];  var_mean_5 = None
        add_16 = torch.ops.aten.add.Tensor(getitem_10, 1e-06);  getitem_10 = None
        rsqrt_5 = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        sub_5 = torch.ops.aten.sub.Tensor(permute_17, getitem_11);  permute_17 = getitem_11 = None
        mul_22 = torch.ops.aten.mul.Tensor(sub_5, rsqrt_5);  sub_5 = rsqrt_5 = None
        mul_23 = torch.ops.aten.mul.Tensor(mul_22, arg39_1);  mul_22 = arg39_1 = None
        add_17 = torch.ops.aten.add.Tensor(mul_23, arg40_1);  mul_23 = arg40_1 = None
        view_12 = torch.ops.aten.view.default(add_17, [784, 192]);  add_17 = None
        permute_18 = torch.ops.aten.permute.default(arg41_1, [1, 0]);  arg41_1 = None
        addmm_6 = torch.ops.aten.addmm.default(arg42_1, view_12, permute_18);  arg42_1 = view_12 = permute_18 = None
        view_13 = torch.ops.aten.view.default(addmm_6, [1, 28, 28, 768]);  addmm_6 = None
        mul_24 = torch.ops.aten.mul.Tensor(view_13, 0.5)
        mul_25 = torch.ops.aten.mul.Tensor(view_13, 0.7071067811865476);  view_13 = None
        erf_3 = torch.ops.aten.erf.default(mul_25);  mul_25 = None
        add_18 = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_26 = torch.ops.aten.mul.Tensor(mul_24, add_18);  mul_24 = add_18 = None
        view_14 = torch.ops.aten.view.default(mul_26, [784, 768]);  mul_26 = None
        permute_19 = torch.ops.aten.permute.default(arg43_1, [1, 0]);  arg43_1 = None
        addmm_7 = torch.ops.aten.addmm.default(arg44_1, view_14, permute_19);  arg44_1 = view_14 = permute_19 = None
        view_15 = torch.ops.aten.view.default(addmm_7, [1, 28, 28, 192]);  addmm_7 = None
        permute_20 = torch.ops.aten.permute.default(view_15, [0, 3, 1, 2]);  view_15 = None
        mul_27 = torch.ops.aten.mul.Tensor(arg36_1, permute_20);  arg36_1 = permute_20 = None
        add_19 = torch.ops.aten.add.Tensor(mul_27, convolution_4);  mul_27 = convolution_4 = None
        convolution_6 = torch.ops.aten.convolution.default(add_19, arg46_1, arg47_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg46_1 = arg47_1 = None
        permute_21 = torch.ops.aten.permute.default(convolution_6, [0, 2, 3, 1]);  convolution_6 = None
        var_mean_6 = torch.ops.aten.var_mean.correction(permute_21, [3], correction = 0, keepdim = True)
        getitem_12 = var_mean_6[0]
        getitem_13 = var_mean_6[1];  var_mean_6 = None
        add_20 = torch.ops.aten.add.Tensor(getitem_12, 1e-06);  getitem_12 = None
        rsqrt_6 = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
        sub_6 = torch.ops.aten.sub.Tensor(permute_21, getitem_13);  permute_21 = getitem_13 = None
        mul_28 = torch.ops.aten.mul.Tensor(sub_6, rsqrt_6);  sub_6 = rsqrt_6 = None
        mul_29 = torch.ops.aten.mul.Tensor(mul_28, arg48_1);  mul_28 = arg48_1 = None
        add_21 = torch.ops.aten.add.Tensor(mul_29, arg49_1);  mul_29 = arg49_1 = None
        view_16 = torch.ops.aten.view.default(add_21, [784, 192]);  add_21 = None
        permute_22 = torch.ops.aten.permute.default(arg50_1, [1, 0]);  arg50_1 = None
        addmm_8 = torch.ops.aten.addmm.default(arg51_1, view_16, permute_22);  arg51_1 = view_16 = permute_22 = None
        view_17 = torch.ops.aten.view.default(addmm_8, [1, 28, 28, 768]);  addmm_8 = None
        mul_30 = torch.ops.aten.mul.Tensor(view_17, 0.5)
        mul_31 = torch.ops.aten.mul.Tensor(view_17, 0.7071067811865476);  view_17 = None
        erf_4 = torch.ops.aten.erf.default(mul_31);  mul_31 = None
        add_22 = torch.ops.aten.add.Tensor(erf_4, 1);  erf_4 = None
        mul_32 = torch.ops.aten.mul.Tensor(mul_30, add_22);  mul_30 = add_22 = None
        view_18 = torch.ops.aten.view.default(mul_32, [784, 768]);  mul_32 = None
        permute_23 = torch.ops.aten.permute.default(arg52_1, [1, 0]);  arg52_1 = None
        addmm_9 = torch.ops.aten.addmm.default(arg53_1, view_18, permute_23);  arg53_1 = view_18 = permute_23 = None
        view_19 = torch.ops.aten.view.default(addmm_9, [1, 28, 28, 192]);  addmm_9 = None
        permute_24 = torch.ops.aten.permute.default(view_19, [0, 3, 1, 2]);  view_19 = None
        mul_33 = torch.ops.aten.mul.Tensor(arg45_1, permute_24);  arg45_1 = permute_24 = None
        add_23 = torch.ops.aten.add.Tensor(mul_33, add_19);  mul_33 = add_19 = None
        convolution_7 = torch.ops.aten.convolution.default(add_23, arg55_1, arg56_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg55_1 = arg56_1 = None
        permute_25 = torch.ops.aten.permute.default(convolution_7, [0, 2, 3, 1]);  convolution_7 = None
        var_mean_7 = torch.ops.aten.var_mean.correction(permute_25, [3], correction = 0, keepdim = True)
        getitem_14 = var_mean_7[0]
        getitem_15 = var_mean_7[1];  var_mean_7 = None
        add_24 = torch.ops.aten.add.Tensor(getitem_14, 1e-06);  getitem_14 = None
        rsqrt_7 = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
        sub_7 = torch.ops.aten.sub.Tensor(permute_25, getitem_15);  permute_25 = getitem_15 = None
        mul_34 = torch.ops.aten.mul.Tensor(sub_7, rsqrt_7);  sub_7 = rsqrt_7 = None
        mul_35 = torch.ops.aten.mul.Tensor(mul_34, arg57_1);  mul_34 = arg57_1 = None
        add_25 = torch.ops.aten.add.Tensor(mul_35, arg58_1);  mul_35 = arg58_1 = None
        view_20 = torch.ops.aten.view.default(add_25, [784, 192]);  add_25 = None
        permute_26 = torch.ops.aten.permute.default(arg59_1, [1, 0]);  arg59_1 = None
        addmm_10 = torch.ops.aten.addmm.default(arg60_1, view_20, permute_26);  arg60_1 = view_20 = permute_26 = None
        view_21 = torch.ops.aten.view.default(addmm_10, [1, 28, 28, 768]);  addmm_10 = None
        mul_36 = torch.ops.aten.mul.Tensor(view_21, 0.5)
        mul_37 = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476);  view_21 = None
        erf_5 = torch.ops.aten.erf.default(mul_37);  mul_37 = None
        add_26 = torch.ops.aten.add.Tensor(erf_5, 1);  erf_5 = None
        mul_38 = torch.ops.aten.mul.Tensor(mul_36, add_26);  mul_36 = add_26 = None
        view_22 = torch.ops.aten.view.default(mul_38, [784, 768]);  mul_38 = None
        permute_27 = torch.ops.aten.permute.default(arg61_1, [1, 0]);  arg61_1 = None
        addmm_11 = torch.ops.aten.addmm.default(arg62_1, view_22, permute_27);  arg62_1 = view_22 = permute_27 = None
        view_23 = torch.ops.aten.view.default(addmm_11, [1, 28, 28, 192]);  addmm_11 = None
        permute_28 = torch.ops.aten.permute.default(view_23, [0, 3, 1, 2]);  view_23 = None
        mul_39 = torch.ops.aten.mul.Tensor(arg54_1, permute_28);  arg54_1 = permute_28 = None
        add_27 = torch.ops.aten.add.Tensor(mul_39, add_23);  mul_39 = add_23 = None
        permute_30 = torch.ops.aten.permute.default(add_27, [0, 2, 3, 1]);  add_27 = None
        var_mean_8 = torch.ops.aten.var_mean.correction(permute_30, [3], correction = 0, keepdim = True)
        getitem_16 = var_mean_8[0]
        getitem_17 = var_mean_8[1];  var_mean_8 = None
        add_28 = torch.ops.aten.add.Tensor(getitem_16, 1e-06);  getitem_16 = None
        rsqrt_8 = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        sub_8 = torch.ops.aten.sub.Tensor(permute_30, getitem_17);  permute_30 = getitem_17 = None
        mul_40 = torch.ops.aten.mul.Tensor(sub_8, rsqrt_8);  sub_8 = rsqrt_8 = None
        mul_41 = torch.ops.aten.mul.Tensor(mul_40, arg63_1);  mul_40 = arg63_1 = None
        add_29 = torch.ops.aten.add.Tensor(mul_41, arg64_1);  mul_41 = arg64_1 = None
        permute_31 = torch.ops.aten.permute.default(add_29, [0, 3, 1, 2]);  add_29 = None
        convolution_8 = torch.ops.aten.convolution.default(permute_31, arg65_1, arg66_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_31 = arg65_1 = arg66_1 = None
        convolution_9 = torch.ops.aten.convolution.default(convolution_8, arg68_1, arg69_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg68_1 = arg69_1 = None
        permute_32 = torch.ops.aten.permute.default(convolution_9, [0, 2, 3, 1]);  convolution_9 = None
        var_mean_9 = torch.ops.aten.var_mean.correction(permute_32, [3], correction = 0, keepdim = True)
        getitem_18 = var_mean_9[0]
        getitem_19 = var_mean_9[1];  var_mean_9 = None
        add_30 = torch.ops.aten.add.Tensor(getitem_18, 1e-06);  getitem_18 = None
        rsqrt_9 = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
        sub_9 = torch.ops.aten.sub.Tensor(permute_32, getitem_19);  permute_32 = getitem_19 = None
        mul_42 = torch.ops.aten.mul.Tensor(sub_9, rsqrt_9);  sub_9 = rsqrt_9 = None
        mul_43 = torch.ops.aten.mul.Tensor(mul_42, arg70_1);  mul_42 = arg70_1 = None
        add_31 = torch.ops.aten.add.Tensor(mul_43, arg71_1);  mul_43 = arg71_1 = None
        view_24 = torch.ops.aten.view.default(add_31, [196, 384]);  add_31 = None
        permute_33 = torch.ops.aten.permute.default(arg72_1, [1, 0]);  arg72_1 = None
        addmm_12 = torch.ops.aten.addmm.default(arg73_1, view_24, permute_33);  arg73_1 = view_24 = permute_33 = None
        view_25 = torch.ops.aten.view.default(addmm_12, [1, 14, 14, 1536]);  addmm_12 = None
        mul_44 = torch.ops.aten.mul.Tensor(view_25, 0.5)
        mul_45 = torch.ops.aten.mul.Tensor(view_25, 0.7071067811865476);  view_25 = None
        erf_6 = torch.ops.aten.erf.default(mul_45);  mul_45 = None
        add_32 = torch.ops.aten.add.Tensor(erf_6, 1);  erf_6 = None
        mul_46 = torch.ops.aten.mul.Tensor(mul_44, add_32);  mul_44 = add_32 = None
        view_26 = torch.ops.aten.view.default(mul_46, [196, 1536]);  mul_46 = None
        permute_34 = torch.ops.aten.permute.default(arg74_1, [1, 0]);  arg74_1 = None
        addmm_13 = torch.ops.aten.addmm.default(arg75_1, view_26, permute_34);  arg75_1 = view_26 = permute_34 = None
        view_27 = torch.ops.aten.view.default(addmm_13, [1, 14, 14, 384]);  addmm_13 = None
        permute_35 = torch.ops.aten.permute.default(view_27, [0, 3, 1, 2]);  view_27 = None
        mul_47 = torch.ops.aten.mul.Tensor(arg67_1, permute_35);  arg67_1 = permute_35 = None
        add_33 = torch.ops.aten.add.Tensor(mul_47, convolution_8);  mul_47 = convolution_8 = None
        convolution_10 = torch.ops.aten.convolution.default(add_33, arg77_1, arg78_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg77_1 = arg78_1 = None
        permute_36 = torch.ops.aten.permute.default(convolution_10, [0, 2, 3, 1]);  convolution_10 = None
        var_mean_10 = torch.ops.aten.var_mean.correction(permute_36, [3], correction = 0, keepdim = True)
        getitem_20 = var_mean_10[0]
        getitem_21 = var_mean_10[1];  var_mean_10 = None
        add_34 = torch.ops.aten.add.Tensor(getitem_20, 1e-06);  getitem_20 = None
        rsqrt_10 = torch.ops.aten.rsqrt.default(add_34);  add_34 = None
        sub_10 = torch.ops.aten.sub.Tensor(permute_36, getitem_21);  permute_36 = getitem_21 = None
        mul_48 = torch.ops.aten.mul.Tensor(sub_10, rsqrt_10);  sub_10 = rsqrt_10 = None
        mul_49 = torch.ops.aten.mul.Tensor(mul_48, arg79_1);  mul_48 = arg79_1 = None
        add_35 = torch.ops.aten.add.Tensor(mul_49, arg80_1);  mul_49 = arg80_1 = None
        view_28 = torch.ops.aten.view.default(add_35, [196, 384]);  add_35 = None
        permute_37 = torch.ops.aten.permute.default(arg81_1, [1, 0]);  arg81_1 = None
        addmm_14 = torch.ops.aten.addmm.default(arg82_1, view_28, permute_37);  arg82_1 = view_28 = permute_37 = None
        view_29 = torch.ops.aten.view.default(addmm_14, [1, 14, 14, 1536]);  addmm_14 = None
        mul_50 = torch.ops.aten.mul.Tensor(view_29, 0.5)
        mul_51 = torch.ops.aten.mul.Tensor(view_29, 0.7071067811865476);  view_29 = None
        erf_7 = torch.ops.aten.erf.default(mul_51);  mul_51 = None
        add_36 = torch.ops.aten.add.Tensor(erf_7, 1);  erf_7 = None
        mul_52 = torch.ops.aten.mul.Tensor(mul_50, add_36);  mul_50 = add_36 = None
        view_30 = torch.ops.aten.view.default(mul_52, [196, 1536]);  mul_52 = None
        permute_38 = torch.ops.aten.permute.default(arg83_1, [1, 0]);  arg83_1 = None
        addmm_15 = torch.ops.aten.addmm.default(arg84_1, view_30, permute_38);  arg84_1 = view_30 = permute_38 = None
        view_31 = torch.ops.aten.view.default(addmm_15, [1, 14, 14, 384]);  addmm_15 = None
        permute_39 = torch.ops.aten.permute.default(view_31, [0, 3, 1, 2]);  view_31 = None
        mul_53 = torch.ops.aten.mul.Tensor(arg76_1, permute_39);  arg76_1 = permute_39 = None
        add_37 = torch.ops.aten.add.Tensor(mul_53, add_33);  mul_53 = add_33 = None
        convolution_11 = torch.ops.aten.convolution.default(add_37, arg86_1, arg87_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg86_1 = arg87_1 = None
        permute_40 = torch.ops.aten.permute.default(convolution_11, [0, 2, 3, 1]);  convolution_11 = None
        var_mean_11 = torch.ops.aten.var_mean.correction(permute_40, [3], correction = 0, keepdim = True)
        getitem_22 = var_mean_11[0]
        getitem_23 = var_mean_11[1];  var_mean_11 = None
        add_38 = torch.ops.aten.add.Tensor(getitem_22, 1e-06);  getitem_22 = None
        rsqrt_11 = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
        sub_11 = torch.ops.aten.sub.Tensor(permute_40, getitem_23);  permute_40 = getitem_23 = None
        mul_54 = torch.ops.aten.mul.Tensor(sub_11, rsqrt_11);  sub_11 = rsqrt_11 = None
        mul_55 = torch.ops.aten.mul.Tensor(mul_54, arg88_1);  mul_54 = arg88_1 = None
        add_39 = torch.ops.aten.add.Tensor(mul_55, arg89_1);  mul_55 = arg89_1 = None
        view_32 = torch.ops.aten.view.default(add_39, [196, 384]);  add_39 = None
        permute_41 = torch.ops.aten.permute.default(arg90_1, [1, 0]);  arg90_1 = None
        addmm_16 = torch.ops.aten.addmm.default(arg91_1, view_32, permute_41);  arg91_1 = view_32 = permute_41 = None
        view_33 = torch.ops.aten.view.default(addmm_16, [1, 14, 14, 1536]);  addmm_16 = None
        mul_56 = torch.ops.aten.mul.Tensor(view_33, 0.5)
        mul_57 = torch.ops.aten.mul.Tensor(view_33, 0.7071067811865476);  view_33 = None
        erf_8 = torch.ops.aten.erf.default(mul_57);  mul_57 = None
        add_40 = torch.ops.aten.add.Tensor(erf_8, 1);  erf_8 = None
        mul_58 = torch.ops.aten.mul.Tensor(mul_56, add_40);  mul_56 = add_40 = None
        view_34 = torch.ops.aten.view.default(mul_58, [196, 1536]);  mul_58 = None
        permute_42 = torch.ops.aten.permute.default(arg92_1, [1, 0]);  arg92_1 = None
        addmm_17 = torch.ops.aten.addmm.default(arg93_1, view_34, permute_42);  arg93_1 = view_34 = permute_42 = None
        view_35 = torch.ops.aten.view.default(addmm_17, [1, 14, 14, 384]);  addmm_17 = None
        permute_43 = torch.ops.aten.permute.default(view_35, [0, 3, 1, 2]);  view_35 = None
        mul_59 = torch.ops.aten.mul.Tensor(arg85_1, permute_43);  arg85_1 = permute_43 = None
        add_41 = torch.ops.aten.add.Tensor(mul_59, add_37);  mul_59 = add_37 = None
        convolution_12 = torch.ops.aten.convolution.default(add_41, arg95_1, arg96_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg95_1 = arg96_1 = None
        permute_44 = torch.ops.aten.permute.default(convolution_12, [0, 2, 3, 1]);  convolution_12 = None
        var_mean_12 = torch.ops.aten.var_mean.correction(permute_44, [3], correction = 0, keepdim = True)
        getitem_24 = var_mean_12[0]
        getitem_25 = var_mean_12[1];  var_mean_12 = None
        add_42 = torch.ops.aten.add.Tensor(getitem_24, 1e-06);  getitem_24 = None
        rsqrt_12 = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
        sub_12 = torch.ops.aten.sub.Tensor(permute_44, getitem_25);  permute_44 = getitem_25 = None
        mul_60 = torch.ops.aten.mul.Tensor(sub_12, rsqrt_12);  sub_12 = rsqrt_12 = None
        mul_61 = torch.ops.aten.mul.Tensor(mul_60, arg97_1);  mul_60 = arg97_1 = None
        add_43 = torch.ops.aten.add.Tensor(mul_61, arg98_1);  mul_61 = arg98_1 = None
        view_36 = torch.ops.aten.view.default(add_43, [196, 384]);  add_43 = None
        permute_45 = torch.ops.aten.permute.default(arg99_1, [1, 0]);  arg99_1 = None
        addmm_18 = torch.ops.aten.addmm.default(arg100_1, view_36, permute_45);  arg100_1 = view_36 = permute_45 = None
        view_37 = torch.ops.aten.view.default(addmm_18, [1, 14, 14, 1536]);  addmm_18 = None
        mul_62 = torch.ops.aten.mul.Tensor(view_37, 0.5)
        mul_63 = torch.ops.aten.mul.Tensor(view_37, 0.7071067811865476);  view_37 = None
        erf_9 = torch.ops.aten.erf.default(mul_63);  mul_63 = None
        add_44 = torch.ops.aten.add.Tensor(erf_9, 1);  erf_9 = None
        mul_64 = torch.ops.aten.mul.Tensor(mul_62, add_44);  mul_62 = add_44 = None
        view_38 = torch.ops.aten.view.default(mul_64, [196, 1536]);  mul_64 = None
        permute_46 = torch.ops.aten.permute.default(arg101_1, [1, 0]);  arg101_1 = None
        addmm_19 = torch.ops.aten.addmm.default(arg102_1, view_38, permute_46);  arg102_1 = view_38 = permute_46 = None
        view_39 = torch.ops.aten.view.default(addmm_19, [1, 14, 14, 384]);  addmm_19 = None
        permute_47 = torch.ops.aten.permute.default(view_39, [0, 3, 1, 2]);  view_39 = None
        mul_65 = torch.ops.aten.mul.Tensor(arg94_1, permute_47);  arg94_1 = permute_47 = None
        add_45 = torch.ops.aten.add.Tensor(mul_65, add_41);  mul_65 = add_41 = None
        convolution_13 = torch.ops.aten.convolution.default(add_45, arg104_1, arg105_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg104_1 = arg105_1 = None
        permute_48 = torch.ops.aten.permute.default(convolution_13, [0, 2, 3, 1]);  convolution_13 = None
        var_mean_13 = torch.ops.aten.var_mean.correction(permute_48, [3], correction = 0, keepdim = True)
        getitem_26 = var_mean_13[0]
        getitem_27 = var_mean_13[1];  var_mean_13 = None
        add_46 = torch.ops.aten.add.Tensor(getitem_26, 1e-06);  getitem_26 = None
        rsqrt_13 = torch.ops.aten.rsqrt.default(add_46);  add_46 = None
        sub_13 = torch.ops.aten.sub.Tensor(permute_48, getitem_27);  permute_48 = getitem_27 = None
        mul_66 = torch.ops.aten.mul.Tensor(sub_13, rsqrt_13);  sub_13 = rsqrt_13 = None
        mul_67 = torch.ops.aten.mul.Tensor(mul_66, arg106_1);  mul_66 = arg106_1 = None
        add_47 = torch.ops.aten.add.Tensor(mul_67, arg107_1);  mul_67 = arg107_1 = None
        view_40 = torch.ops.aten.view.default(add_47, [196, 384]);  add_47 = None
        permute_49 = torch.ops.aten.permute.default(arg108_1, [1, 0]);  arg108_1 = None
        addmm_20 = torch.ops.aten.addmm.default(arg109_1, view_40, permute_49);  arg109_1 = view_40 = permute_49 = None
        view_41 = torch.ops.aten.view.default(addmm_20, [1, 14, 14, 1536]);  addmm_20 = None
        mul_68 = torch.ops.aten.mul.Tensor(view_41, 0.5)
        mul_69 = torch.ops.aten.mul.Tensor(view_41, 0.7071067811865476);  view_41 = None
        erf_10 = torch.ops.aten.erf.default(mul_69);  mul_69 = None
        add_48 = torch.ops.aten.add.Tensor(erf_10, 1);  erf_10 = None
        mul_70 = torch.ops.aten.mul.Tensor(mul_68, add_48);  mul_68 = add_48 = None
        view_42 = torch.ops.aten.view.default(mul_70, [196, 1536]);  mul_70 = None
        permute_50 = torch.ops.aten.permute.default(arg110_1, [1, 0]);  arg110_1 = None
        addmm_21 = torch.ops.aten.addmm.default(arg111_1, view_42, permute_50);  arg111_1 = view_42 = permute_50 = None
        view_43 = torch.ops.aten.view.default(addmm_21, [1, 14, 14, 384]);  addmm_21 = None
        permute_51 = torch.ops.aten.permute.default(view_43, [0, 3, 1, 2]);  view_43 = None
        mul_71 = torch.ops.aten.mul.Tensor(arg103_1, permute_51);  arg103_1 = permute_51 = None
        add_49 = torch.ops.aten.add.Tensor(mul_71, add_45);  mul_71 = add_45 = None
        convolution_14 = torch.ops.aten.convolution.default(add_49, arg113_1, arg114_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg113_1 = arg114_1 = None
        permute_52 = torch.ops.aten.permute.default(convolution_14, [0, 2, 3, 1]);  convolution_14 = None
        var_mean_14 = torch.ops.aten.var_mean.correction(permute_52, [3], correction = 0, keepdim = True)
        getitem_28 = var_mean_14[0]
        getitem_29 = var_mean_14[1];  var_mean_14 = None
        add_50 = torch.ops.aten.add.Tensor(getitem_28, 1e-06);  getitem_28 = None
        rsqrt_14 = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        sub_14 = torch.ops.aten.sub.Tensor(permute_52, getitem_29);  permute_52 = getitem_29 = None
        mul_72 = torch.ops.aten.mul.Tensor(sub_14, rsqrt_14);  sub_14 = rsqrt_14 = None
        mul_73 = torch.ops.aten.mul.Tensor(mul_72, arg115_1);  mul_72 = arg115_1 = None
        add_51 = torch.ops.aten.add.Tensor(mul_73, arg116_1);  mul_73 = arg116_1 = None
        view_44 = torch.ops.aten.view.default(add_51, [196, 384]);  add_51 = None
        permute_53 = torch.ops.aten.permute.default(arg117_1, [1, 0]);  arg117_1 = None
        addmm_22 = torch.ops.aten.addmm.default(arg118_1, view_44, permute_53);  arg118_1 = view_44 = permute_53 = None
        view_45 = torch.ops.aten.view.default(addmm_22, [1, 14, 14, 1536]);  addmm_22 = None
        mul_74 = torch.ops.aten.mul.Tensor(view_45, 0.5)
        mul_75 = torch.ops.aten.mul.Tensor(view_45, 0.7071067811865476);  view_45 = None
        erf_11 = torch.ops.aten.erf.default(mul_75);  mul_75 = None
        add_52 = torch.ops.aten.add.Tensor(erf_11, 1);  erf_11 = None
        mul_76 = torch.ops.aten.mul.Tensor(mul_74, add_52);  mul_74 = add_52 = None
        view_46 = torch.ops.aten.view.default(mul_76, [196, 1536]);  mul_76 = None
        permute_54 = torch.ops.aten.permute.default(arg119_1, [1, 0]);  arg119_1 = None
        addmm_23 = torch.ops.aten.addmm.default(arg120_1, view_46, permute_54);  arg120_1 = view_46 = permute_54 = None
        view_47 = torch.ops.aten.view.default(addmm_23, [1, 14, 14, 384]);  addmm_23 = None
        permute_55 = torch.ops.aten.permute.default(view_47, [0, 3, 1, 2]);  view_47 = None
        mul_77 = torch.ops.aten.mul.Tensor(arg112_1, permute_55);  arg112_1 = permute_55 = None
        add_53 = torch.ops.aten.add.Tensor(mul_77, add_49);  mul_77 = add_49 = None
        convolution_15 = torch.ops.aten.convolution.default(add_53, arg122_1, arg123_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg122_1 = arg123_1 = None
        permute_56 = torch.ops.aten.permute.default(convolution_15, [0, 2, 3, 1]);  convolution_15 = None
        var_mean_15 = torch.ops.aten.var_mean.correction(permute_56, [3], correction = 0, keepdim = True)
        getitem_30 = var_mean_15[0]
        getitem_31 = var_mean_15[1];  var_mean_15 = None
        add_54 = torch.ops.aten.add.Tensor(getitem_30, 1e-06);  getitem_30 = None
        rsqrt_15 = torch.ops.aten.rsqrt.default(add_54);  add_54 = None
        sub_15 = torch.ops.aten.sub.Tensor(permute_56, getitem_31);  permute_56 = getitem_31 = None
        mul_78 = torch.ops.aten.mul.Tensor(sub_15, rsqrt_15);  sub_15 = rsqrt_15 = None
        mul_79 = torch.ops.aten.mul.Tensor(mul_78, arg124_1);  mul_78 = arg124_1 = None
        add_55 = torch.ops.aten.add.Tensor(mul_79, arg125_1);  mul_79 = arg125_1 = None
        view_48 = torch.ops.aten.view.default(add_55, [196, 384]);  add_55 = None
        permute_57 = torch.ops.aten.permute.default(arg126_1, [1, 0]);  arg126_1 = None
        addmm_24 = torch.ops.aten.addmm.default(arg127_1, view_48, permute_57);  arg127_1 = view_48 = permute_57 = None
        view_49 = torch.ops.aten.view.default(addmm_24, [1, 14, 14, 1536]);  addmm_24 = None
        mul_80 = torch.ops.aten.mul.Tensor(view_49, 0.5)
        mul_81 = torch.ops.aten.mul.Tensor(view_49, 0.7071067811865476);  view_49 = None
        erf_12 = torch.ops.aten.erf.default(mul_81);  mul_81 = None
        add_56 = torch.ops.aten.add.Tensor(erf_12, 1);  erf_12 = None
        mul_82 = torch.ops.aten.mul.Tensor(mul_80, add_56);  mul_80 = add_56 = None
        view_50 = torch.ops.aten.view.default(mul_82, [196, 1536]);  mul_82 = None
        permute_58 = torch.ops.aten.permute.default(arg128_1, [1, 0]);  arg128_1 = None
        addmm_25 = torch.ops.aten.addmm.default(arg129_1, view_50, permute_58);  arg129_1 = view_50 = permute_58 = None
        view_51 = torch.ops.aten.view.default(addmm_25, [1, 14, 14, 384]);  addmm_25 = None
        permute_59 = torch.ops.aten.permute.default(view_51, [0, 3, 1, 2]);  view_51 = None
        mul_83 = torch.ops.aten.mul.Tensor(arg121_1, permute_59);  arg121_1 = permute_59 = None
        add_57 = torch.ops.aten.add.Tensor(mul_83, add_53);  mul_83 = add_53 = None
        convolution_16 = torch.ops.aten.convolution.default(add_57, arg131_1, arg132_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg131_1 = arg132_1 = None
        permute_60 = torch.ops.aten.permute.default(convolution_16, [0, 2, 3, 1]);  convolution_16 = None
        var_mean_16 = torch.ops.aten.var_mean.correction(permute_60, [3], correction = 0, keepdim = True)
        getitem_32 = var_mean_16[0]
        getitem_33 = var_mean_16[1];  var_mean_16 = None
        add_58 = torch.ops.aten.add.Tensor(getitem_32, 1e-06);  getitem_32 = None
        rsqrt_16 = torch.ops.aten.rsqrt.default(add_58);  add_58 = None
        sub_16 = torch.ops.aten.sub.Tensor(permute_60, getitem_33);  permute_60 = getitem_33 = None
        mul_84 = torch.ops.aten.mul.Tensor(sub_16, rsqrt_16);  sub_16 = rsqrt_16 = None
        mul_85 = torch.ops.aten.mul.Tensor(mul_84, arg133_1);  mul_84 = arg133_1 = None
        add_59 = torch.ops.aten.add.Tensor(mul_85, arg134_1);  mul_85 = arg134_1 = None
        view_52 = torch.ops.aten.view.default(add_59, [196, 384]);  add_59 = None
        permute_61 = torch.ops.aten.permute.default(arg135_1, [1, 0]);  arg135_1 = None
        addmm_26 = torch.ops.aten.addmm.default(arg136_1, view_52, permute_61);  arg136_1 = view_52 = permute_61 = None
        view_53 = torch.ops.aten.view.default(addmm_26, [1, 14, 14, 1536]);  addmm_26 = None
        mul_86 = torch.ops.aten.mul.Tensor(view_53, 0.5)
        mul_87 = torch.ops.aten.mul.Tensor(view_53, 0.7071067811865476);  view_53 = None
        erf_13 = torch.ops.aten.erf.default(mul_87);  mul_87 = None
        add_60 = torch.ops.aten.add.Tensor(erf_13, 1);  erf_13 = None
        mul_88 = torch.ops.aten.mul.Tensor(mul_86, add_60);  mul_86 = add_60 = None
        view_54 = torch.ops.aten.view.default(mul_88, [196, 1536]);  mul_88 = None
        permute_62 = torch.ops.aten.permute.default(arg137_1, [1, 0]);  arg137_1 = None
        addmm_27 = torch.ops.aten.addmm.default(arg138_1, view_54, permute_62);  arg138_1 = view_54 = permute_62 = None
        view_55 = torch.ops.aten.view.default(addmm_27, [1, 14, 14, 384]);  addmm_27 = None
        permute_63 = torch.ops.aten.permute.default(view_55, [0, 3, 1, 2]);  view_55 = None
        mul_89 = torch.ops.aten.mul.Tensor(arg130_1, permute_63);  arg130_1 = permute_63 = None
        add_61 = torch.ops.aten.add.Tensor(mul_89, add_57);  mul_89 = add_57 = None
        convolution_17 = torch.ops.aten.convolution.default(add_61, arg140_1, arg141_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg140_1 = arg141_1 = None
        permute_64 = torch.ops.aten.permute.default(convolution_17, [0, 2, 3, 1]);  convolution_17 = None
        var_mean_17 = torch.ops.aten.var_mean.correction(permute_64, [3], correction = 0, keepdim = True)
        getitem_34 = var_mean_17[0]
        getitem_35 = var_mean_17[1];  var_mean_17 = None
        add_62 = torch.ops.aten.add.Tensor(getitem_34, 1e-06);  getitem_34 = None
        rsqrt_17 = torch.ops.aten.rsqrt.default(add_62);  add_62 = None
        sub_17 = torch.ops.aten.sub.Tensor(permute_64, getitem_35);  permute_64 = getitem_35 = None
        mul_90 = torch.ops.aten.mul.Tensor(sub_17, rsqrt_17);  sub_17 = rsqrt_17 = None
        mul_91 = torch.ops.aten.mul.Tensor(mul_90, arg142_1);  mul_90 = arg142_1 = None
        add_63 = torch.ops.aten.add.Tensor(mul_91, arg143_1);  mul_91 = arg143_1 = None
        view_56 = torch.ops.aten.view.default(add_63, [196, 384]);  add_63 = None
        permute_65 = torch.ops.aten.permute.default(arg144_1, [1, 0]);  arg144_1 = None
        addmm_28 = torch.ops.aten.addmm.default(arg145_1, view_56, permute_65);  arg145_1 = view_56 = permute_65 = None
        view_57 = torch.ops.aten.view.default(addmm_28, [1, 14, 14, 1536]);  addmm_28 = None
        mul_92 = torch.ops.aten.mul.Tensor(view_57, 0.5)
        mul_93 = torch.ops.aten.mul.Tensor(view_57, 0.7071067811865476);  view_57 = None
        erf_14 = torch.ops.aten.erf.default(mul_93);  mul_93 = None
        add_64 = torch.ops.aten.add.Tensor(erf_14, 1);  erf_14 = None
        mul_94 = torch.ops.aten.mul.Tensor(mul_92, add_64);  mul_92 = add_64 = None
        view_58 = torch.ops.aten.view.default(mul_94, [196, 1536]);  mul_94 = None
        permute_66 = torch.ops.aten.permute.default(arg146_1, [1, 0]);  arg146_1 = None
        addmm_29 = torch.ops.aten.addmm.default(arg147_1, view_58, permute_66);  arg147_1 = view_58 = permute_66 = None
        view_59 = torch.ops.aten.view.default(addmm_29, [1, 14, 14, 384]);  addmm_29 = None
        permute_67 = torch.ops.aten.permute.default(view_59, [0, 3, 1, 2]);  view_59 = None
        mul_95 = torch.ops.aten.mul.Tensor(arg139_1, permute_67);  arg139_1 = permute_67 = None
        add_65 = torch.ops.aten.add.Tensor(mul_95, add_61);  mul_95 = add_61 = None
        permute_69 = torch.ops.aten.permute.default(add_65, [0, 2, 3, 1]);  add_65 = None
        var_mean_18 = torch.ops.aten.var_mean.correction(permute_69, [3], correction = 0, keepdim = True)
        getitem_36 = var_mean_18[0]
        getitem_37 = var_mean_18[1];  var_mean_18 = None
        add_66 = torch.ops.aten.add.Tensor(getitem_36, 1e-06);  getitem_36 = None
        rsqrt_18 = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
        sub_18 = torch.ops.aten.sub.Tensor(permute_69, getitem_37);  permute_69 = getitem_37 = None
        mul_96 = torch.ops.aten.mul.Tensor(sub_18, rsqrt_18);  sub_18 = rsqrt_18 = None
        mul_97 = torch.ops.aten.mul.Tensor(mul_96, arg148_1);  mul_96 = arg148_1 = None
        add_67 = torch.ops.aten.add.Tensor(mul_97, arg149_1);  mul_97 = arg149_1 = None
        permute_70 = torch.ops.aten.permute.default(add_67, [0, 3, 1, 2]);  add_67 = None
        convolution_18 = torch.ops.aten.convolution.default(permute_70, arg150_1, arg151_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_70 = arg150_1 = arg151_1 = None
        convolution_19 = torch.ops.aten.convolution.default(convolution_18, arg153_1, arg154_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg153_1 = arg154_1 = None
        permute_71 = torch.ops.aten.permute.default(convolution_19, [0, 2, 3, 1]);  convolution_19 = None
        var_mean_19 = torch.ops.aten.var_mean.correction(permute_71, [3], correction = 0, keepdim = True)
        getitem_38 = var_mean_19[0]
        getitem_39 = var_mean_19[1];  var_mean_19 = None
        add_68 = torch.ops.aten.add.Tensor(getitem_38, 1e-06);  getitem_38 = None
        rsqrt_19 = torch.ops.aten.rsqrt.default(add_68);  add_68 = None
        sub_19 = torch.ops.aten.sub.Tensor(permute_71, getitem_39);  permute_71 = getitem_39 = None
        mul_98 = torch.ops.aten.mul.Tensor(sub_19, rsqrt_19);  sub_19 = rsqrt_19 = None
        mul_99 = torch.ops.aten.mul.Tensor(mul_98, arg155_1);  mul_98 = arg155_1 = None
        add_69 = torch.ops.aten.add.Tensor(mul_99, arg156_1);  mul_99 = arg156_1 = None
        view_60 = torch.ops.aten.view.default(add_69, [49, 768]);  add_69 = None
        permute_72 = torch.ops.aten.permute.default(arg157_1, [1, 0]);  arg157_1 = None
        addmm_30 = torch.ops.aten.addmm.default(arg158_1, view_60, permute_72);  arg158_1 = view_60 = permute_72 = None
        view_61 = torch.ops.aten.view.default(addmm_30, [1, 7, 7, 3072]);  addmm_30 = None
        mul_100 = torch.ops.aten.mul.Tensor(view_61, 0.5)
        mul_101 = torch.ops.aten.mul.Tensor(view_61, 0.7071067811865476);  view_61 = None
        erf_15 = torch.ops.aten.erf.default(mul_101);  mul_101 = None
        add_70 = torch.ops.aten.add.Tensor(erf_15, 1);  erf_15 = None
        mul_102 = torch.ops.aten.mul.Tensor(mul_100, add_70);  mul_100 = add_70 = None
        view_62 = torch.ops.aten.view.default(mul_102, [49, 3072]);  mul_102 = None
        permute_73 = torch.ops.aten.permute.default(arg159_1, [1, 0]);  arg159_1 = None
        addmm_31 = torch.ops.aten.addmm.default(arg160_1, view_62, permute_73);  arg160_1 = view_62 = permute_73 = None
        view_63 = torch.ops.aten.view.default(addmm_31, [1, 7, 7, 768]);  addmm_31 = None
        permute_74 = torch.ops.aten.permute.default(view_63, [0, 3, 1, 2]);  view_63 = None
        mul_103 = torch.ops.aten.mul.Tensor(arg152_1, permute_74);  arg152_1 = permute_74 = None
        add_71 = torch.ops.aten.add.Tensor(mul_103, convolution_18);  mul_103 = convolution_18 = None
        convolution_20 = torch.ops.aten.convolution.default(add_71, arg162_1, arg163_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg162_1 = arg163_1 = None
        permute_75 = torch.ops.aten.permute.default(convolution_20, [0, 2, 3, 1]);  convolution_20 = None
        var_mean_20 = torch.ops.aten.var_mean.correction(permute_75, [3], correction = 0, keepdim = True)
        getitem_40 = var_mean_20[0]
        getitem_41 = var_mean_20[1];  var_mean_20 = None
        add_72 = torch.ops.aten.add.Tensor(getitem_40, 1e-06);  getitem_40 = None
        rsqrt_20 = torch.ops.aten.rsqrt.default(add_72);  add_72 = None
        sub_20 = torch.ops.aten.sub.Tensor(permute_75, getitem_41);  permute_75 = getitem_41 = None
        mul_104 = torch.ops.aten.mul.Tensor(sub_20, rsqrt_20);  sub_20 = rsqrt_20 = None
        mul_105 = torch.ops.aten.mul.Tensor(mul_104, arg164_1);  mul_104 = arg164_1 = None
        add_73 = torch.ops.aten.add.Tensor(mul_105, arg165_1);  mul_105 = arg165_1 = None
        view_64 = torch.ops.aten.view.default(add_73, [49, 768]);  add_73 = None
        permute_76 = torch.ops.aten.permute.default(arg166_1, [1, 0]);  arg166_1 = None
        addmm_32 = torch.ops.aten.addmm.default(arg167_1, view_64, permute_76);  arg167_1 = view_64 = permute_76 = None
        view_65 = torch.ops.aten.view.default(addmm_32, [1, 7, 7, 3072]);  addmm_32 = None
        mul_106 = torch.ops.aten.mul.Tensor(view_65, 0.5)
        mul_107 = torch.ops.aten.mul.Tensor(view_65, 0.7071067811865476);  view_65 = None
        erf_16 = torch.ops.aten.erf.default(mul_107);  mul_107 = None
        add_74 = torch.ops.aten.add.Tensor(erf_16, 1);  erf_16 = None
        mul_108 = torch.ops.aten.mul.Tensor(mul_106, add_74);  mul_106 = add_74 = None
        view_66 = torch.ops.aten.view.default(mul_108, [49, 3072]);  mul_108 = None
        permute_77 = torch.ops.aten.permute.default(arg168_1, [1, 0]);  arg168_1 = None
        addmm_33 = torch.ops.aten.addmm.default(arg169_1, view_66, permute_77);  arg169_1 = view_66 = permute_77 = None
        view_67 = torch.ops.aten.view.default(addmm_33, [1, 7, 7, 768]);  addmm_33 = None
        permute_78 = torch.ops.aten.permute.default(view_67, [0, 3, 1, 2]);  view_67 = None
        mul_109 = torch.ops.aten.mul.Tensor(arg161_1, permute_78);  arg161_1 = permute_78 = None
        add_75 = torch.ops.aten.add.Tensor(mul_109, add_71);  mul_109 = add_71 = None
        convolution_21 = torch.ops.aten.convolution.default(add_75, arg171_1, arg172_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg171_1 = arg172_1 = None
        permute_79 = torch.ops.aten.permute.default(convolution_21, [0, 2, 3, 1]);  convolution_21 = None
        var_mean_21 = torch.ops.aten.var_mean.correction(permute_79, [3], correction = 0, keepdim = True)
        getitem_42 = var_mean_21[0]
        getitem_43 = var_mean_21[1];  var_mean_21 = None
        add_76 = torch.ops.aten.add.Tensor(getitem_42, 1e-06);  getitem_42 = None
        rsqrt_21 = torch.ops.aten.rsqrt.default(add_76);  add_76 = None
        sub_21 = torch.ops.aten.sub.Tensor(permute_79, getitem_43);  permute_79 = getitem_43 = None
        mul_110 = torch.ops.aten.mul.Tensor(sub_21, rsqrt_21);  sub_21 = rsqrt_21 = None
        mul_111 = torch.ops.aten.mul.Tensor(mul_110, arg173_1);  mul_110 = arg173_1 = None
        add_77 = torch.ops.aten.add.Tensor(mul_111, arg174_1);  mul_111 = arg174_1 = None
        view_68 = torch.ops.aten.view.default(add_77, [49, 768]);  add_77 = None
        permute_80 = torch.ops.aten.permute.default(arg175_1, [1, 0]);  arg175_1 = None
        addmm_34 = torch.ops.aten.addmm.default(arg176_1, view_68, permute_80);  arg176_1 = view_68 = permute_80 = None
        view_69 = torch.ops.aten.view.default(addmm_34, [1, 7, 7, 3072]);  addmm_34 = None
        mul_112 = torch.ops.aten.mul.Tensor(view_69, 0.5)
        mul_113 = torch.ops.aten.mul.Tensor(view_69, 0.7071067811865476);  view_69 = None
        erf_17 = torch.ops.aten.erf.default(mul_113);  mul_113 = None
        add_78 = torch.ops.aten.add.Tensor(erf_17, 1);  erf_17 = None
        mul_114 = torch.ops.aten.mul.Tensor(mul_112, add_78);  mul_112 = add_78 = None
        view_70 = torch.ops.aten.view.default(mul_114, [49, 3072]);  mul_114 = None
        permute_81 = torch.ops.aten.permute.default(arg177_1, [1, 0]);  arg177_1 = None
        addmm_35 = torch.ops.aten.addmm.default(arg178_1, view_70, permute_81);  arg178_1 = view_70 = permute_81 = None
        view_71 = torch.ops.aten.view.default(addmm_35, [1, 7, 7, 768]);  addmm_35 = None
        permute_82 = torch.ops.aten.permute.default(view_71, [0, 3, 1, 2]);  view_71 = None
        mul_115 = torch.ops.aten.mul.Tensor(arg170_1, permute_82);  arg170_1 = permute_82 = None
        add_79 = torch.ops.aten.add.Tensor(mul_115, add_75);  mul_115 = add_75 = None
        mean = torch.ops.aten.mean.dim(add_79, [-1, -2], True);  add_79 = None
        as_strided = torch.ops.aten.as_strided.default(mean, [1, 768, 1, 1], [768, 1, 768, 768]);  mean = None
        permute_83 = torch.ops.aten.permute.default(as_strided, [0, 2, 3, 1]);  as_strided = None
        var_mean_22 = torch.ops.aten.var_mean.correction(permute_83, [3], correction = 0, keepdim = True)
        getitem_44 = var_mean_22[0]
        getitem_45 = var_mean_22[1];  var_mean_22 = None
        add_80 = torch.ops.aten.add.Tensor(getitem_44, 1e-06);  getitem_44 = None
        rsqrt_22 = torch.ops.aten.rsqrt.default(add_80);  add_80 = None
        sub_22 = torch.ops.aten.sub.Tensor(permute_83, getitem_45);  permute_83 = getitem_45 = None
        mul_116 = torch.ops.aten.mul.Tensor(sub_22, rsqrt_22);  sub_22 = rsqrt_22 = None
        mul_117 = torch.ops.aten.mul.Tensor(mul_116, arg179_1);  mul_116 = arg179_1 = None
        add_81 = torch.ops.aten.add.Tensor(mul_117, arg180_1);  mul_117 = arg180_1 = None
        permute_84 = torch.ops.aten.permute.default(add_81, [0, 3, 1, 2]);  add_81 = None
        view_72 = torch.ops.aten.view.default(permute_84, [1, 768]);  permute_84 = None
        permute_85 = torch.ops.aten.permute.default(arg181_1, [1, 0]);  arg181_1 = None
        addmm_36 = torch.ops.aten.addmm.default(arg182_1, view_72, permute_85);  arg182_1 = view_72 = permute_85 = None
        return (addmm_36,)

def load_args(reader):
    buf0 = reader.storage(None, 18432)
    reader.tensor(buf0, (96, 3, 4, 4), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 384)
    reader.tensor(buf1, (96,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 602112)
    reader.tensor(buf2, (1, 3, 224, 224), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 384)
    reader.tensor(buf3, (96,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 384)
    reader.tensor(buf4, (96,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 384)
    reader.tensor(buf5, (96, 1, 1), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 18816)
    reader.tensor(buf6, (96, 1, 7, 7), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 384)
    reader.tensor(buf7, (96,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 384)
    reader.tensor(buf8, (96,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 384)
    reader.tensor(buf9, (96,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 147456)
    reader.tensor(buf10, (384, 96), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 1536)
    reader.tensor(buf11, (384,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 147456)
    reader.tensor(buf12, (96, 384), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 384)
    reader.tensor(buf13, (96,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 384)
    reader.tensor(buf14, (96, 1, 1), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 18816)
    reader.tensor(buf15, (96, 1, 7, 7), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 384)
    reader.tensor(buf16, (96,), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 384)
    reader.tensor(buf17, (96,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 384)
    reader.tensor(buf18, (96,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 147456)
    reader.tensor(buf19, (384, 96), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 1536)
    reader.tensor(buf20, (384,), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 147456)
    reader.tensor(buf21, (96, 384), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 384)
    reader.tensor(buf22, (96,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 384)
    reader.tensor(buf23, (96, 1, 1), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 18816)
    reader.tensor(buf24, (96, 1, 7, 7), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 384)
    reader.tensor(buf25, (96,), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 384)
    reader.tensor(buf26, (96,), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 384)
    reader.tensor(buf27, (96,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 147456)
    reader.tensor(buf28, (384, 96), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 1536)
    reader.tensor(buf29, (384,), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 147456)
    reader.tensor(buf30, (96, 384), is_leaf=True)  # arg30_1
    buf31 = reader.storage(None, 384)
    reader.tensor(buf31, (96,), is_leaf=True)  # arg31_1
    buf32 = reader.storage(None, 384)
    reader.tensor(buf32, (96,), is_leaf=True)  # arg32_1
    buf33 = reader.storage(None, 384)
    reader.tensor(buf33, (96,), is_leaf=True)  # arg33_1
    buf34 = reader.storage(None, 294912)
    reader.tensor(buf34, (192, 96, 2, 2), is_leaf=True)  # arg34_1
    buf35 = reader.storage(None, 768)
    reader.tensor(buf35, (192,), is_leaf=True)  # arg35_1
    buf36 = reader.storage(None, 768)
    reader.tensor(buf36, (192, 1, 1), is_leaf=True)  # arg36_1
    buf37 = reader.storage(None, 37632)
    reader.tensor(buf37, (192, 1, 7, 7), is_leaf=True)  # arg37_1
    buf38 = reader.storage(None, 768)
    reader.tensor(buf38, (192,), is_leaf=True)  # arg38_1
    buf39 = reader.storage(None, 768)
    reader.tensor(buf39, (192,), is_leaf=True)  # arg39_1
    buf40 = reader.storage(None, 768)
    reader.tensor(buf40, (192,), is_leaf=True)  # arg40_1
    buf41 = reader.storage(None, 589824)
    reader.tensor(buf41, (768, 192), is_leaf=True)  # arg41_1
    buf42 = reader.storage(None, 3072)
    reader.tensor(buf42, (768,), is_leaf=True)  # arg42_1
    buf43 = reader.storage(None, 589824)
    reader.tensor(buf43, (192, 768), is_leaf=True)  # arg43_1
    buf44 = reader.storage(None, 768)
    reader.tensor(buf44, (192,), is_leaf=True)  # arg44_1
    buf45 = reader.storage(None, 768)
    reader.tensor(buf45, (192, 1, 1), is_leaf=True)  # arg45_1
    buf46 = reader.storage(None, 37632)
    reader.tensor(buf46, (192, 1, 7, 7), is_leaf=True)  # arg46_1
    buf47 = reader.storage(None, 768)
    reader.tensor(buf47, (192,), is_leaf=True)  # arg47_1
    buf48 = reader.storage(None, 768)
    reader.tensor(buf48, (192,), is_leaf=True)  # arg48_1
    buf49 = reader.storage(None, 768)
    reader.tensor(buf49, (192,), is_leaf=True)  # arg49_1
    buf50 = reader.storage(None, 589824)
    reader.tensor(buf50, (768, 192), is_leaf=True)  # arg50_1
    buf51 = reader.storage(None, 3072)
    reader.tensor(buf51, (768,), is_leaf=True)  # arg51_1
    buf52 = reader.storage(None, 589824)
    reader.tensor(buf52, (192, 768), is_leaf=True)  # arg52_1
    buf53 = reader.storage(None, 768)
    reader.tensor(buf53, (192,), is_leaf=True)  # arg53_1
    buf54 = reader.storage(None, 768)
    reader.tensor(buf54, (192, 1, 1), is_leaf=True)  # arg54_1
    buf55 = reader.storage(None, 37632)
    reader.tensor(buf55, (192, 1, 7, 7), is_leaf=True)  # arg55_1
    buf56 = reader.storage(None, 768)
    reader.tensor(buf56, (192,), is_leaf=True)  # arg56_1
    buf57 = reader.storage(None, 768)
    reader.tensor(buf57, (192,), is_leaf=True)  # arg57_1
    buf58 = reader.storage(None, 768)
    reader.tensor(buf58, (192,), is_leaf=True)  # arg58_1
    buf59 = reader.storage(None, 589824)
    reader.tensor(buf59, (768, 192), is_leaf=True)  # arg59_1
    buf60 = reader.storage(None, 3072)
    reader.tensor(buf60, (768,), is_leaf=True)  # arg60_1
    buf61 = reader.storage(None, 589824)
    reader.tensor(buf61, (192, 768), is_leaf=True)  # arg61_1
    buf62 = reader.storage(None, 768)
    reader.tensor(buf62, (192,), is_leaf=True)  # arg62_1
    buf63 = reader.storage(None, 768)
    reader.tensor(buf63, (192,), is_leaf=True)  # arg63_1
    buf64 = reader.storage(None, 768)
    reader.tensor(buf64, (192,), is_leaf=True)  # arg64_1
    buf65 = reader.storage(None, 1179648)
    reader.tensor(buf65, (384, 192, 2, 2), is_leaf=True)  # arg65_1
    buf66 = reader.storage(None, 1536)
    reader.tensor(buf66, (384,), is_leaf=True)  # arg66_1
    buf67 = reader.storage(None, 1536)
    reader.tensor(buf67, (384, 1, 1), is_leaf=True)  # arg67_1
    buf68 = reader.storage(None, 75264)
    reader.tensor(buf68, (384, 1, 7, 7), is_leaf=True)  # arg68_1
    buf69 = reader.storage(None, 1536)
    reader.tensor(buf69, (384,), is_leaf=True)  # arg69_1
    buf70 = reader.storage(None, 1536)
    reader.tensor(buf70, (384,), is_leaf=True)  # arg70_1
    buf71 = reader.storage(None, 1536)
    reader.tensor(buf71, (384,), is_leaf=True)  # arg71_1
    buf72 = reader.storage(None, 2359296)
    reader.tensor(buf72, (1536, 384), is_leaf=True)  # arg72_1
    buf73 = reader.storage(None, 6144)
    reader.tensor(buf73, (1536,), is_leaf=True)  # arg73_1
    buf74 = reader.storage(None, 2359296)
    reader.tensor(buf74, (384, 1536), is_leaf=True)  # arg74_1
    buf75 = reader.storage(None, 1536)
    reader.tensor(buf75, (384,), is_leaf=True)  # arg75_1
    buf76 = reader.storage(None, 1536)
    reader.tensor(buf76, (384, 1, 1), is_leaf=True)  # arg76_1
    buf77 = reader.storage(None, 75264)
    reader.tensor(buf77, (384, 1, 7, 7), is_leaf=True)  # arg77_1
    buf78 = reader.storage(None, 1536)
    reader.tensor(buf78, (384,), is_leaf=True)  # arg78_1
    buf79 = reader.storage(None, 1536)
    reader.tensor(buf79, (384,), is_leaf=True)  # arg79_1
    buf80 = reader.storage(None, 1536)
    reader.tensor(buf80, (384,), is_leaf=True)  # arg80_1
    buf81 = reader.storage(None, 2359296)
    reader.tensor(buf81, (1536, 384), is_leaf=True)  # arg81_1
    buf82 = reader.storage(None, 6144)
    reader.tensor(buf82, (1536,), is_leaf=True)  # arg82_1
    buf83 = reader.storage(None, 2359296)
    reader.tensor(buf83, (384, 1536), is_leaf=True)  # arg83_1
    buf84 = reader.storage(None, 1536)
    reader.tensor(buf84, (384,), is_leaf=True)  # arg84_1
    buf85 = reader.storage(None, 1536)
    reader.tensor(buf85, (384, 1, 1), is_leaf=True)  # arg85_1
    buf86 = reader.storage(None, 75264)
    reader.tensor(buf86, (384, 1, 7, 7), is_leaf=True)  # arg86_1
    buf87 = reader.storage(None, 1536)
    reader.tensor(buf87, (384,), is_leaf=True)  # arg87_1
    buf88 = reader.storage(None, 1536)
    reader.tensor(buf88, (384,), is_leaf=True)  # arg88_1
    buf89 = reader.storage(None, 1536)
    reader.tensor(buf89, (384,), is_leaf=True)  # arg89_1
    buf90 = reader.storage(None, 2359296)
    reader.tensor(buf90, (1536, 384), is_leaf=True)  # arg90_1
    buf91 = reader.storage(None, 6144)
    reader.tensor(buf91, (1536,), is_leaf=True)  # arg91_1
    buf92 = reader.storage(None, 2359296)
    reader.tensor(buf92, (384, 1536), is_leaf=True)  # arg92_1
    buf93 = reader.storage(None, 1536)
    reader.tensor(buf93, (384,), is_leaf=True)  # arg93_1
    buf94 = reader.storage(None, 1536)
    reader.tensor(buf94, (384, 1, 1), is_leaf=True)  # arg94_1
    buf95 = reader.storage(None, 75264)
    reader.tensor(buf95, (384, 1, 7, 7), is_leaf=True)  # arg95_1
    buf96 = reader.storage(None, 1536)
    reader.tensor(buf96, (384,), is_leaf=True)  # arg96_1
    buf97 = reader.storage(None, 1536)
    reader.tensor(buf97, (384,), is_leaf=True)  # arg97_1
    buf98 = reader.storage(None, 1536)
    reader.tensor(buf98, (384,), is_leaf=True)  # arg98_1
    buf99 = reader.storage(None, 2359296)
    reader.tensor(buf99, (1536, 384), is_leaf=True)  # arg99_1
    buf100 = reader.storage(None, 6144)
    reader.tensor(buf100, (1536,), is_leaf=True)  # arg100_1
    buf101 = reader.storage(None, 2359296)
    reader.tensor(buf101, (384, 1536), is_leaf=True)  # arg101_1
    buf102 = reader.storage(None, 1536)
    reader.tensor(buf102, (384,), is_leaf=True)  # arg102_1
    buf103 = reader.storage(None, 1536)
    reader.tensor(buf103, (384, 1, 1), is_leaf=True)  # arg103_1
    buf104 = reader.storage(None, 75264)
    reader.tensor(buf104, (384, 1, 7, 7), is_leaf=True)  # arg104_1
    buf105 = reader.storage(None, 1536)
    reader.tensor(buf105, (384,), is_leaf=True)  # arg105_1
    buf106 = reader.storage(None, 1536)
    reader.tensor(buf106, (384,), is_leaf=True)  # arg106_1
    buf107 = reader.storage(None, 1536)
    reader.tensor(buf107, (384,), is_leaf=True)  # arg107_1
    buf108 = reader.storage(None, 2359296)
    reader.tensor(buf108, (1536, 384), is_leaf=True)  # arg108_1
    buf109 = reader.storage(None, 6144)
    reader.tensor(buf109, (1536,), is_leaf=True)  # arg109_1
    buf110 = reader.storage(None, 2359296)
    reader.tensor(buf110, (384, 1536), is_leaf=True)  # arg110_1
    buf111 = reader.storage(None, 1536)
    reader.tensor(buf111, (384,), is_leaf=True)  # arg111_1
    buf112 = reader.storage(None, 1536)
    reader.tensor(buf112, (384, 1, 1), is_leaf=True)  # arg112_1
    buf113 = reader.storage(None, 75264)
    reader.tensor(buf113, (384, 1, 7, 7), is_leaf=True)  # arg113_1
    buf114 = reader.storage(None, 1536)
    reader.tensor(buf114, (384,), is_leaf=True)  # arg114_1
    buf115 = reader.storage(None, 1536)
    reader.tensor(buf115, (384,), is_leaf=True)  # arg115_1
    buf116 = reader.storage(None, 1536)
    reader.tensor(buf116, (384,), is_leaf=True)  # arg116_1
    buf117 = reader.storage(None, 2359296)
    reader.tensor(buf117, (1536, 384), is_leaf=True)  # arg117_1
    buf118 = reader.storage(None, 6144)
    reader.tensor(buf118, (1536,), is_leaf=True)  # arg118_1
    buf119 = reader.storage(None, 2359296)
    reader.tensor(buf119, (384, 1536), is_leaf=True)  # arg119_1
    buf120 = reader.storage(None, 1536)
    reader.tensor(buf120, (384,), is_leaf=True)  # arg120_1
    buf121 = reader.storage(None, 1536)
    reader.tensor(buf121, (384, 1, 1), is_leaf=True)  # arg121_1
    buf122 = reader.storage(None, 75264)
    reader.tensor(buf122, (384, 1, 7, 7), is_leaf=True)  # arg122_1
    buf123 = reader.storage(None, 1536)
    reader.tensor(buf123, (384,), is_leaf=True)  # arg123_1
    buf124 = reader.storage(None, 1536)
    reader.tensor(buf124, (384,), is_leaf=True)  # arg124_1
    buf125 = reader.storage(None, 1536)
    reader.tensor(buf125, (384,), is_leaf=True)  # arg125_1
    buf126 = reader.storage(None, 2359296)
    reader.tensor(buf126, (1536, 384), is_leaf=True)  # arg126_1
    buf127 = reader.storage(None, 6144)
    reader.tensor(buf127, (1536,), is_leaf=True)  # arg127_1
    buf128 = reader.storage(None, 2359296)
    reader.tensor(buf128, (384, 1536), is_leaf=True)  # arg128_1
    buf129 = reader.storage(None, 1536)
    reader.tensor(buf129, (384,), is_leaf=True)  # arg129_1
    buf130 = reader.storage(None, 1536)
    reader.tensor(buf130, (384, 1, 1), is_leaf=True)  # arg130_1
    buf131 = reader.storage(None, 75264)
    reader.tensor(buf131, (384, 1, 7, 7), is_leaf=True)  # arg131_1
    buf132 = reader.storage(None, 1536)
    reader.tensor(buf132, (384,), is_leaf=True)  # arg132_1
    buf133 = reader.storage(None, 1536)
    reader.tensor(buf133, (384,), is_leaf=True)  # arg133_1
    buf134 = reader.storage(None, 1536)
    reader.tensor(buf134, (384,), is_leaf=True)  # arg134_1
    buf135 = reader.storage(None, 2359296)
    reader.tensor(buf135, (1536, 384), is_leaf=True)  # arg135_1
    buf136 = reader.storage(None, 6144)
    reader.tensor(buf136, (1536,), is_leaf=True)  # arg136_1
    buf137 = reader.storage(None, 2359296)
    reader.tensor(buf137, (384, 1536), is_leaf=True)  # arg137_1
    buf138 = reader.storage(None, 1536)
    reader.tensor(buf138, (384,), is_leaf=True)  # arg138_1
    buf139 = reader.storage(None, 1536)
    reader.tensor(buf139, (384, 1, 1), is_leaf=True)  # arg139_1
    buf140 = reader.storage(None, 75264)
    reader.tensor(buf140, (384, 1, 7, 7), is_leaf=True)  # arg140_1
    buf141 = reader.storage(None, 1536)
    reader.tensor(buf141, (384,), is_leaf=True)  # arg141_1
    buf142 = reader.storage(None, 1536)
    reader.tensor(buf142, (384,), is_leaf=True)  # arg142_1
    buf143 = reader.storage(None, 1536)
    reader.tensor(buf143, (384,), is_leaf=True)  # arg143_1
    buf144 = reader.storage(None, 2359296)
    reader.tensor(buf144, (1536, 384), is_leaf=True)  # arg144_1
    buf145 = reader.storage(None, 6144)
    reader.tensor(buf145, (1536,), is_leaf=True)  # arg145_1
    buf146 = reader.storage(None, 2359296)
    reader.tensor(buf146, (384, 1536), is_leaf=True)  # arg146_1
    buf147 = reader.storage(None, 1536)
    reader.tensor(buf147, (384,), is_leaf=True)  # arg147_1
    buf148 = reader.storage(None, 1536)
    reader.tensor(buf148, (384,), is_leaf=True)  # arg148_1
    buf149 = reader.storage(None, 1536)
    reader.tensor(buf149, (384,), is_leaf=True)  # arg149_1
    buf150 = reader.storage(None, 4718592)
    reader.tensor(buf150, (768, 384, 2, 2), is_leaf=True)  # arg150_1
    buf151 = reader.storage(None, 3072)
    reader.tensor(buf151, (768,), is_leaf=True)  # arg151_1
    buf152 = reader.storage(None, 3072)
    reader.tensor(buf152, (768, 1, 1), is_leaf=True)  # arg152_1
    buf153 = reader.storage(None, 150528)
    reader.tensor(buf153, (768, 1, 7, 7), is_leaf=True)  # arg153_1
    buf154 = reader.storage(None, 3072)
    reader.tensor(buf154, (768,), is_leaf=True)  # arg154_1
    buf155 = reader.storage(None, 3072)
    reader.tensor(buf155, (768,), is_leaf=True)  # arg155_1
    buf156 = reader.storage(None, 3072)
    reader.tensor(buf156, (768,), is_leaf=True)  # arg156_1
    buf157 = reader.storage(None, 9437184)
    reader.tensor(buf157, (3072, 768), is_leaf=True)  # arg157_1
    buf158 = reader.storage(None, 12288)
    reader.tensor(buf158, (3072,), is_leaf=True)  # arg158_1
    buf159 = reader.storage(None, 9437184)
    reader.tensor(buf159, (768, 3072), is_leaf=True)  # arg159_1
    buf160 = reader.storage(None, 3072)
    reader.tensor(buf160, (768,), is_leaf=True)  # arg160_1
    buf161 = reader.storage(None, 3072)
    reader.tensor(buf161, (768, 1, 1), is_leaf=True)  # arg161_1
    buf162 = reader.storage(None, 150528)
    reader.tensor(buf162, (768, 1, 7, 7), is_leaf=True)  # arg162_1
    buf163 = reader.storage(None, 3072)
    reader.tensor(buf163, (768,), is_leaf=True)  # arg163_1
    buf164 = reader.storage(None, 3072)
    reader.tensor(buf164, (768,), is_leaf=True)  # arg164_1
    buf165 = reader.storage(None, 3072)
    reader.tensor(buf165, (768,), is_leaf=True)  # arg165_1
    buf166 = reader.storage(None, 9437184)
    reader.tensor(buf166, (3072, 768), is_leaf=True)  # arg166_1
    buf167 = reader.storage(None, 12288)
    reader.tensor(buf167, (3072,), is_leaf=True)  # arg167_1
    buf168 = reader.storage(None, 9437184)
    reader.tensor(buf168, (768, 3072), is_leaf=True)  # arg168_1
    buf169 = reader.storage(None, 3072)
    reader.tensor(buf169, (768,), is_leaf=True)  # arg169_1
    buf170 = reader.storage(None, 3072)
    reader.tensor(buf170, (768, 1, 1), is_leaf=True)  # arg170_1
    buf171 = reader.storage(None, 150528)
    reader.tensor(buf171, (768, 1, 7, 7), is_leaf=True)  # arg171_1
    buf172 = reader.storage(None, 3072)
    reader.tensor(buf172, (768,), is_leaf=True)  # arg172_1
    buf173 = reader.storage(None, 3072)
    reader.tensor(buf173, (768,), is_leaf=True)  # arg173_1
    buf174 = reader.storage(None, 3072)
    reader.tensor(buf174, (768,), is_leaf=True)  # arg174_1
    buf175 = reader.storage(None, 9437184)
    reader.tensor(buf175, (3072, 768), is_leaf=True)  # arg175_1
    buf176 = reader.storage(None, 12288)
    reader.tensor(buf176, (3072,), is_leaf=True)  # arg176_1
    buf177 = reader.storage(None, 9437184)
    reader.tensor(buf177, (768, 3072), is_leaf=True)  # arg177_1
    buf178 = reader.storage(None, 3072)
    reader.tensor(buf178, (768,), is_leaf=True)  # arg178_1
    buf179 = reader.storage(None, 3072)
    reader.tensor(buf179, (768,), is_leaf=True)  # arg179_1
    buf180 = reader.storage(None, 3072)
    reader.tensor(buf180, (768,), is_leaf=True)  # arg180_1
    buf181 = reader.storage(None, 3072000)
    reader.tensor(buf181, (1000, 768), is_leaf=True)  # arg181_1
    buf182 = reader.storage(None, 4000)
    reader.tensor(buf182, (1000,), is_leaf=True)  # arg182_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)