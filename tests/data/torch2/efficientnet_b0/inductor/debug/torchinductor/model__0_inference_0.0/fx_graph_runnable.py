
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/efficientnet_b0/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/efficientnet_b0/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/efficientnet_b0/inductor/debug'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1):
        convolution = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
        add = torch.ops.aten.add.Tensor(arg3_1, 1e-05);  arg3_1 = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze = torch.ops.aten.unsqueeze.default(arg2_1, -1);  arg2_1 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(arg4_1, -1);  arg4_1 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        neg = torch.ops.aten.neg.default(add_1)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_2 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div = torch.ops.aten.div.Tensor(add_1, add_2);  add_1 = add_2 = None
        convolution_1 = torch.ops.aten.convolution.default(div, arg6_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32);  div = arg6_1 = None
        add_3 = torch.ops.aten.add.Tensor(arg8_1, 1e-05);  arg8_1 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        sub_1 = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, unsqueeze_13);  mul_2 = unsqueeze_13 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(arg10_1, -1);  arg10_1 = None
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_4 = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None
        neg_1 = torch.ops.aten.neg.default(add_4)
        exp_1 = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        add_5 = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1 = torch.ops.aten.div.Tensor(add_4, add_5);  add_4 = add_5 = None
        mean = torch.ops.aten.mean.dim(div_1, [-1, -2], True)
        convolution_2 = torch.ops.aten.convolution.default(mean, arg11_1, arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg11_1 = arg12_1 = None
        neg_2 = torch.ops.aten.neg.default(convolution_2)
        exp_2 = torch.ops.aten.exp.default(neg_2);  neg_2 = None
        add_6 = torch.ops.aten.add.Tensor(exp_2, 1);  exp_2 = None
        div_2 = torch.ops.aten.div.Tensor(convolution_2, add_6);  convolution_2 = add_6 = None
        convolution_3 = torch.ops.aten.convolution.default(div_2, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_2 = arg13_1 = arg14_1 = None
        sigmoid = torch.ops.aten.sigmoid.default(convolution_3);  convolution_3 = None
        mul_4 = torch.ops.aten.mul.Tensor(sigmoid, div_1);  sigmoid = div_1 = None
        convolution_4 = torch.ops.aten.convolution.default(mul_4, arg15_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = arg15_1 = None
        add_7 = torch.ops.aten.add.Tensor(arg17_1, 1e-05);  arg17_1 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        unsqueeze_16 = torch.ops.aten.unsqueeze.default(arg16_1, -1);  arg16_1 = None
        unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18 = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
        unsqueeze_19 = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        sub_2 = torch.ops.aten.sub.Tensor(convolution_4, unsqueeze_17);  convolution_4 = unsqueeze_17 = None
        mul_5 = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_19);  sub_2 = unsqueeze_19 = None
        unsqueeze_20 = torch.ops.aten.unsqueeze.default(arg18_1, -1);  arg18_1 = None
        unsqueeze_21 = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, unsqueeze_21);  mul_5 = unsqueeze_21 = None
        unsqueeze_22 = torch.ops.aten.unsqueeze.default(arg19_1, -1);  arg19_1 = None
        unsqueeze_23 = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_8 = torch.ops.aten.add.Tensor(mul_6, unsqueeze_23);  mul_6 = unsqueeze_23 = None
        convolution_5 = torch.ops.aten.convolution.default(add_8, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_8 = arg20_1 = None
        add_9 = torch.ops.aten.add.Tensor(arg22_1, 1e-05);  arg22_1 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_9);  add_9 = None
        unsqueeze_24 = torch.ops.aten.unsqueeze.default(arg21_1, -1);  arg21_1 = None
        unsqueeze_25 = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        unsqueeze_26 = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
        unsqueeze_27 = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        sub_3 = torch.ops.aten.sub.Tensor(convolution_5, unsqueeze_25);  convolution_5 = unsqueeze_25 = None
        mul_7 = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_27);  sub_3 = unsqueeze_27 = None
        unsqueeze_28 = torch.ops.aten.unsqueeze.default(arg23_1, -1);  arg23_1 = None
        unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul_7, unsqueeze_29);  mul_7 = unsqueeze_29 = None
        unsqueeze_30 = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_31 = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_10 = torch.ops.aten.add.Tensor(mul_8, unsqueeze_31);  mul_8 = unsqueeze_31 = None
        neg_3 = torch.ops.aten.neg.default(add_10)
        exp_3 = torch.ops.aten.exp.default(neg_3);  neg_3 = None
        add_11 = torch.ops.aten.add.Tensor(exp_3, 1);  exp_3 = None
        div_3 = torch.ops.aten.div.Tensor(add_10, add_11);  add_10 = add_11 = None
        convolution_6 = torch.ops.aten.convolution.default(div_3, arg25_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96);  div_3 = arg25_1 = None
        add_12 = torch.ops.aten.add.Tensor(arg27_1, 1e-05);  arg27_1 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        unsqueeze_32 = torch.ops.aten.unsqueeze.default(arg26_1, -1);  arg26_1 = None
        unsqueeze_33 = torch.ops.aten.unsqueeze.default(unsqueeze_32, -1);  unsqueeze_32 = None
        unsqueeze_34 = torch.ops.aten.unsqueeze.default(rsqrt_4, -1);  rsqrt_4 = None
        unsqueeze_35 = torch.ops.aten.unsqueeze.default(unsqueeze_34, -1);  unsqueeze_34 = None
        sub_4 = torch.ops.aten.sub.Tensor(convolution_6, unsqueeze_33);  convolution_6 = unsqueeze_33 = None
        mul_9 = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_35);  sub_4 = unsqueeze_35 = None
        unsqueeze_36 = torch.ops.aten.unsqueeze.default(arg28_1, -1);  arg28_1 = None
        unsqueeze_37 = torch.ops.aten.unsqueeze.default(unsqueeze_36, -1);  unsqueeze_36 = None
        mul_10 = torch.ops.aten.mul.Tensor(mul_9, unsqueeze_37);  mul_9 = unsqueeze_37 = None
        unsqueeze_38 = torch.ops.aten.unsqueeze.default(arg29_1, -1);  arg29_1 = None
        unsqueeze_39 = torch.ops.aten.unsqueeze.default(unsqueeze_38, -1);  unsqueeze_38 = None
        add_13 = torch.ops.aten.add.Tensor(mul_10, unsqueeze_39);  mul_10 = unsqueeze_39 = None
        neg_4 = torch.ops.aten.neg.default(add_13)
        exp_4 = torch.ops.aten.exp.default(neg_4);  neg_4 = None
        add_14 = torch.ops.aten.add.Tensor(exp_4, 1);  exp_4 = None
        div_4 = torch.ops.aten.div.Tensor(add_13, add_14);  add_13 = add_14 = None
        mean_1 = torch.ops.aten.mean.dim(div_4, [-1, -2], True)
        convolution_7 = torch.ops.aten.convolution.default(mean_1, arg30_1, arg31_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg30_1 = arg31_1 = None
        neg_5 = torch.ops.aten.neg.default(convolution_7)
        exp_5 = torch.ops.aten.exp.default(neg_5);  neg_5 = None
        add_15 = torch.ops.aten.add.Tensor(exp_5, 1);  exp_5 = None
        div_5 = torch.ops.aten.div.Tensor(convolution_7, add_15);  convolution_7 = add_15 = None
        convolution_8 = torch.ops.aten.convolution.default(div_5, arg32_1, arg33_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_5 = arg32_1 = arg33_1 = None
        sigmoid_1 = torch.ops.aten.sigmoid.default(convolution_8);  convolution_8 = None
        mul_11 = torch.ops.aten.mul.Tensor(sigmoid_1, div_4);  sigmoid_1 = div_4 = None
        convolution_9 = torch.ops.aten.convolution.default(mul_11, arg34_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_11 = arg34_1 = None
        add_16 = torch.ops.aten.add.Tensor(arg36_1, 1e-05);  arg36_1 = None
        rsqrt_5 = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        unsqueeze_40 = torch.ops.aten.unsqueeze.default(arg35_1, -1);  arg35_1 = None
        unsqueeze_41 = torch.ops.aten.unsqueeze.default(unsqueeze_40, -1);  unsqueeze_40 = None
        unsqueeze_42 = torch.ops.aten.unsqueeze.default(rsqrt_5, -1);  rsqrt_5 = None
        unsqueeze_43 = torch.ops.aten.unsqueeze.default(unsqueeze_42, -1);  unsqueeze_42 = None
        sub_5 = torch.ops.aten.sub.Tensor(convolution_9, unsqueeze_41);  convolution_9 = unsqueeze_41 = None
        mul_12 = torch.ops.aten.mul.Tensor(sub_5, unsqueeze_43);  sub_5 = unsqueeze_43 = None
        unsqueeze_44 = torch.ops.aten.unsqueeze.default(arg37_1, -1);  arg37_1 = None
        unsqueeze_45 = torch.ops.aten.unsqueeze.default(unsqueeze_44, -1);  unsqueeze_44 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_12, unsqueeze_45);  mul_12 = unsqueeze_45 = None
        unsqueeze_46 = torch.ops.aten.unsqueeze.default(arg38_1, -1);  arg38_1 = None
        unsqueeze_47 = torch.ops.aten.unsqueeze.default(unsqueeze_46, -1);  unsqueeze_46 = None
        add_17 = torch.ops.aten.add.Tensor(mul_13, unsqueeze_47);  mul_13 = unsqueeze_47 = None
        convolution_10 = torch.ops.aten.convolution.default(add_17, arg39_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg39_1 = None
        add_18 = torch.ops.aten.add.Tensor(arg41_1, 1e-05);  arg41_1 = None
        rsqrt_6 = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        unsqueeze_48 = torch.ops.aten.unsqueeze.default(arg40_1, -1);  arg40_1 = None
        unsqueeze_49 = torch.ops.aten.unsqueeze.default(unsqueeze_48, -1);  unsqueeze_48 = None
        unsqueeze_50 = torch.ops.aten.unsqueeze.default(rsqrt_6, -1);  rsqrt_6 = None
        unsqueeze_51 = torch.ops.aten.unsqueeze.default(unsqueeze_50, -1);  unsqueeze_50 = None
        sub_6 = torch.ops.aten.sub.Tensor(convolution_10, unsqueeze_49);  convolution_10 = unsqueeze_49 = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_51);  sub_6 = unsqueeze_51 = None
        unsqueeze_52 = torch.ops.aten.unsqueeze.default(arg42_1, -1);  arg42_1 = None
        unsqueeze_53 = torch.ops.aten.unsqueeze.default(unsqueeze_52, -1);  unsqueeze_52 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_53);  mul_14 = unsqueeze_53 = None
        unsqueeze_54 = torch.ops.aten.unsqueeze.default(arg43_1, -1);  arg43_1 = None
        unsqueeze_55 = torch.ops.aten.unsqueeze.default(unsqueeze_54, -1);  unsqueeze_54 = None
        add_19 = torch.ops.aten.add.Tensor(mul_15, unsqueeze_55);  mul_15 = unsqueeze_55 = None
        neg_6 = torch.ops.aten.neg.default(add_19)
        exp_6 = torch.ops.aten.exp.default(neg_6);  neg_6 = None
        add_20 = torch.ops.aten.add.Tensor(exp_6, 1);  exp_6 = None
        div_6 = torch.ops.aten.div.Tensor(add_19, add_20);  add_19 = add_20 = None
        convolution_11 = torch.ops.aten.convolution.default(div_6, arg44_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 144);  div_6 = arg44_1 = None
        add_21 = torch.ops.aten.add.Tensor(arg46_1, 1e-05);  arg46_1 = None
        rsqrt_7 = torch.ops.aten.rsqrt.default(add_21);  add_21 = None
        unsqueeze_56 = torch.ops.aten.unsqueeze.default(arg45_1, -1);  arg45_1 = None
        unsqueeze_57 = torch.ops.aten.unsqueeze.default(unsqueeze_56, -1);  unsqueeze_56 = None
        unsqueeze_58 = torch.ops.aten.unsqueeze.default(rsqrt_7, -1);  rsqrt_7 = None
        unsqueeze_59 = torch.ops.aten.unsqueeze.default(unsqueeze_58, -1);  unsqueeze_58 = None
        sub_7 = torch.ops.aten.sub.Tensor(convolution_11, unsqueeze_57);  convolution_11 = unsqueeze_57 = None
        mul_16 = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_59);  sub_7 = unsqueeze_59 = None
        unsqueeze_60 = torch.ops.aten.unsqueeze.default(arg47_1, -1);  arg47_1 = None
        unsqueeze_61 = torch.ops.aten.unsqueeze.default(unsqueeze_60, -1);  unsqueeze_60 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_61);  mul_16 = unsqueeze_61 = None
        unsqueeze_62 = torch.ops.aten.unsqueeze.default(arg48_1, -1);  arg48_1 = None
        unsqueeze_63 = torch.ops.aten.unsqueeze.default(unsqueeze_62, -1);  unsqueeze_62 = None
        add_22 = torch.ops.aten.add.Tensor(mul_17, unsqueeze_63);  mul_17 = unsqueeze_63 = None
        neg_7 = torch.ops.aten.neg.default(add_22)
        exp_7 = torch.ops.aten.exp.default(neg_7);  neg_7 = None
        add_23 = torch.ops.aten.add.Tensor(exp_7, 1);  exp_7 = None
        div_7 = torch.ops.aten.div.Tensor(add_22, add_23);  add_22 = add_23 = None
        mean_2 = torch.ops.aten.mean.dim(div_7, [-1, -2], True)
        convolution_12 = torch.ops.aten.convolution.default(mean_2, arg49_1, arg50_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg49_1 = arg50_1 = None
        neg_8 = torch.ops.aten.neg.default(convolution_12)
        exp_8 = torch.ops.aten.exp.default(neg_8);  neg_8 = None
        add_24 = torch.ops.aten.add.Tensor(exp_8, 1);  exp_8 = None
        div_8 = torch.ops.aten.div.Tensor(convolution_12, add_24);  convolution_12 = add_24 = None
        convolution_13 = torch.ops.aten.convolution.default(div_8, arg51_1, arg52_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_8 = arg51_1 = arg52_1 = None
        sigmoid_2 = torch.ops.aten.sigmoid.default(convolution_13);  convolution_13 = None
        mul_18 = torch.ops.aten.mul.Tensor(sigmoid_2, div_7);  sigmoid_2 = div_7 = None
        convolution_14 = torch.ops.aten.convolution.default(mul_18, arg53_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_18 = arg53_1 = None
        add_25 = torch.ops.aten.add.Tensor(arg55_1, 1e-05);  arg55_1 = None
        rsqrt_8 = torch.ops.aten.rsqrt.default(add_25);  add_25 = None
        unsqueeze_64 = torch.ops.aten.unsqueeze.default(arg54_1, -1);  arg54_1 = None
        unsqueeze_65 = torch.ops.aten.unsqueeze.default(unsqueeze_64, -1);  unsqueeze_64 = None
        unsqueeze_66 = torch.ops.aten.unsqueeze.default(rsqrt_8, -1);  rsqrt_8 = None
        unsqueeze_67 = torch.ops.aten.unsqueeze.default(unsqueeze_66, -1);  unsqueeze_66 = None
        sub_8 = torch.ops.aten.sub.Tensor(convolution_14, unsqueeze_65);  convolution_14 = unsqueeze_65 = None
        mul_19 = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_67);  sub_8 = unsqueeze_67 = None
        unsqueeze_68 = torch.ops.aten.unsqueeze.default(arg56_1, -1);  arg56_1 = None
        unsqueeze_69 = torch.ops.aten.unsqueeze.default(unsqueeze_68, -1);  unsqueeze_68 = None
        mul_20 = torch.ops.aten.mul.Tensor(mul_19, unsqueeze_69);  mul_19 = unsqueeze_69 = None
        unsqueeze_70 = torch.ops.aten.unsqueeze.default(arg57_1, -1);  arg57_1 = None
        unsqueeze_71 = torch.ops.aten.unsqueeze.default(unsqueeze_70, -1);  unsqueeze_70 = None
        add_26 = torch.ops.aten.add.Tensor(mul_20, unsqueeze_71);  mul_20 = unsqueeze_71 = None
        add_27 = torch.ops.aten.add.Tensor(add_26, add_17);  add_26 = add_17 = None
        convolution_15 = torch.ops.aten.convolution.default(add_27, arg58_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_27 = arg58_1 = None
        add_28 = torch.ops.aten.add.Tensor(arg60_1, 1e-05);  arg60_1 = None
        rsqrt_9 = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        unsqueeze_72 = torch.ops.aten.unsqueeze.default(arg59_1, -1);  arg59_1 = None
        unsqueeze_73 = torch.ops.aten.unsqueeze.default(unsqueeze_72, -1);  unsqueeze_72 = None
        unsqueeze_74 = torch.ops.aten.unsqueeze.default(rsqrt_9, -1);  rsqrt_9 = None
        unsqueeze_75 = torch.ops.aten.unsqueeze.default(unsqueeze_74, -1);  unsqueeze_74 = None
        sub_9 = torch.ops.aten.sub.Tensor(convolution_15, unsqueeze_73);  convolution_15 = unsqueeze_73 = None
        mul_21 = torch.ops.aten.mul.Tensor(sub_9, unsqueeze_75);  sub_9 = unsqueeze_75 = None
        unsqueeze_76 = torch.ops.aten.unsqueeze.default(arg61_1, -1);  arg61_1 = None
        unsqueeze_77 = torch.ops.aten.unsqueeze.default(unsqueeze_76, -1);  unsqueeze_76 = None
        mul_22 = torch.ops.aten.mul.Tensor(mul_21, unsqueeze_77);  mul_21 = unsqueeze_77 = None
        unsqueeze_78 = torch.ops.aten.unsqueeze.default(arg62_1, -1);  arg62_1 = None
        unsqueeze_79 = torch.ops.aten.unsqueeze.default(unsqueeze_78, -1);  unsqueeze_78 = None
        add_29 = torch.ops.aten.add.Tensor(mul_22, unsqueeze_79);  mul_22 = unsqueeze_79 = None
        neg_9 = torch.ops.aten.neg.default(add_29)
        exp_9 = torch.ops.aten.exp.default(neg_9);  neg_9 = None
        add_30 = torch.ops.aten.add.Tensor(exp_9, 1);  exp_9 = None
        div_9 = torch.ops.aten.div.Tensor(add_29, add_30);  add_29 = add_30 = None
        convolution_16 = torch.ops.aten.convolution.default(div_9, arg63_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 144);  div_9 = arg63_1 = None
        add_31 = torch.ops.aten.add.Tensor(arg65_1, 1e-05);  arg65_1 = None
        rsqrt_10 = torch.ops.aten.rsqrt.default(add_31);  add_31 = None
        unsqueeze_80 = torch.ops.aten.unsqueeze.default(arg64_1, -1);  arg64_1 = None
        unsqueeze_81 = torch.ops.aten.unsqueeze.default(unsqueeze_80, -1);  unsqueeze_80 = None
        unsqueeze_82 = torch.ops.aten.unsqueeze.default(rsqrt_10, -1);  rsqrt_10 = None
        unsqueeze_83 = torch.ops.aten.unsqueeze.default(unsqueeze_82, -1);  unsqueeze_82 = None
        sub_10 = torch.ops.aten.sub.Tensor(convolution_16, unsqueeze_81);  convolution_16 = unsqueeze_81 = None
        mul_23 = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_83);  sub_10 = unsqueeze_83 = None
        unsqueeze_84 = torch.ops.aten.unsqueeze.default(arg66_1, -1);  arg66_1 = None
        unsqueeze_85 = torch.ops.aten.unsqueeze.default(unsqueeze_84, -1);  unsqueeze_84 = None
        mul_24 = torch.ops.aten.mul.Tensor(mul_23, unsqueeze_85);  mul_23 = unsqueeze_85 = None
        unsqueeze_86 = torch.ops.aten.unsqueeze.default(arg67_1, -1);  arg67_1 = None
        unsqueeze_87 = torch.ops.aten.unsqueeze.default(unsqueeze_86, -1);  unsqueeze_86 = None
        add_32 = torch.ops.aten.add.Tensor(mul_24, unsqueeze_87);  mul_24 = unsqueeze_87 = None
        neg_10 = torch.ops.aten.neg.default(add_32)
        exp_10 = torch.ops.aten.exp.default(neg_10);  neg_10 = None
        add_33 = torch.ops.aten.add.Tensor(exp_10, 1);  exp_10 = None
        div_10 = torch.ops.aten.div.Tensor(add_32, add_33);  add_32 = add_33 = None
        mean_3 = torch.ops.aten.mean.dim(div_10, [-1, -2], True)
        convolution_17 = torch.ops.aten.convolution.default(mean_3, arg68_1, arg69_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg68_1 = arg69_1 = None
        neg_11 = torch.ops.aten.neg.default(convolution_17)
        exp_11 = torch.ops.aten.exp.default(neg_11);  neg_11 = None
        add_34 = torch.ops.aten.add.Tensor(exp_11, 1);  exp_11 = None
        div_11 = torch.ops.aten.div.Tensor(convolution_17, add_34);  convolution_17 = add_34 = None
        convolution_18 = torch.ops.aten.convolution.default(div_11, arg70_1, arg71_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_11 = arg70_1 = arg71_1 = None
        sigmoid_3 = torch.ops.aten.sigmoid.default(convolution_18);  convolution_18 = None
        mul_25 = torch.ops.aten.mul.Tensor(sigmoid_3, div_10);  sigmoid_3 = div_10 = None
        convolution_19 = torch.ops.aten.convolution.default(mul_25, arg72_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_25 = arg72_1 = None
        add_35 = torch.ops.aten.add.Tensor(arg74_1, 1e-05);  arg74_1 = None
        rsqrt_11 = torch.ops.aten.rsqrt.default(add_35);  add_35 = None
        unsqueeze_88 = torch.ops.aten.unsqueeze.default(arg73_1, -1);  arg73_1 = None
        unsqueeze_89 = torch.ops.aten.unsqueeze.default(unsqueeze_88, -1);  unsqueeze_88 = None
        unsqueeze_90 = torch.ops.aten.unsqueeze.default(rsqrt_11, -1);  rsqrt_11 = None
        unsqueeze_91 = torch.ops.aten.unsqueeze.default(unsqueeze_90, -1);  unsqueeze_90 = None
        sub_11 = torch.ops.aten.sub.Tensor(convolution_19, unsqueeze_89);  convolution_19 = unsqueeze_89 = None
        mul_26 = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_91);  sub_11 = unsqueeze_91 = None
        unsqueeze_92 = torch.ops.aten.unsqueeze.default(arg75_1, -1);  arg75_1 = None
        unsqueeze_93 = torch.ops.aten.unsqueeze.default(unsqueeze_92, -1);  unsqueeze_92 = None
        mul_27 = torch.ops.aten.mul.Tensor(mul_26, unsqueeze_93);  mul_26 = unsqueeze_93 = None
        unsqueeze_94 = torch.ops.aten.unsqueeze.default(arg76_1, -1);  arg76_1 = None
        unsqueeze_95 = torch.ops.aten.unsqueeze.default(unsqueeze_94, -1);  unsqueeze_94 = None
        add_36 = torch.ops.aten.add.Tensor(mul_27, unsqueeze_95);  mul_27 = unsqueeze_95 = None
        convolution_20 = torch.ops.aten.convolution.default(add_36, arg77_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg77_1 = None
        add_37 = torch.ops.aten.add.Tensor(arg79_1, 1e-05);  arg79_1 = None
        rsqrt_12 = torch.ops.aten.rsqrt.default(add_37);  add_37 = None
        unsqueeze_96 = torch.ops.aten.unsqueeze.default(arg78_1, -1);  arg78_1 = None
        unsqueeze_97 = torch.ops.aten.unsqueeze.default(unsqueeze_96, -1);  unsqueeze_96 = None
        unsqueeze_98 = torch.ops.aten.unsqueeze.default(rsqrt_12, -1);  rsqrt_12 = None
        unsqueeze_99 = torch.ops.aten.unsqueeze.default(unsqueeze_98, -1);  unsqueeze_98 = None
        sub_12 = torch.ops.aten.sub.Tensor(convolution_20, unsqueeze_97);  convolution_20 = unsqueeze_97 = None
        mul_28 = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_99);  sub_12 = unsqueeze_99 = None
        unsqueeze_100 = torch.ops.aten.unsqueeze.default(arg80_1, -1);  arg80_1 = None
        unsqueeze_101 = torch.ops.aten.unsqueeze.default(unsqueeze_100, -1);  unsqueeze_100 = None
        mul_29 = torch.ops.aten.mul.Tensor(mul_28, unsqueeze_101);  mul_28 = unsqueeze_101 = None
        unsqueeze_102 = torch.ops.aten.unsqueeze.default(arg81_1, -1);  arg81_1 = None
        unsqueeze_103 = torch.ops.aten.unsqueeze.default(unsqueeze_102, -1);  unsqueeze_102 = None
        add_38 = torch.ops.aten.add.Tensor(mul_29, unsqueeze_103);  mul_29 = unsqueeze_103 = None
        neg_12 = torch.ops.aten.neg.default(add_38)
        exp_12 = torch.ops.aten.exp.default(neg_12);  neg_12 = None
        add_39 = torch.ops.aten.add.Tensor(exp_12, 1);  exp_12 = None
        div_12 = torch.ops.aten.div.Tensor(add_38, add_39);  add_38 = add_39 = None
        convolution_21 = torch.ops.aten.convolution.default(div_12, arg82_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_12 = arg82_1 = None
        add_40 = torch.ops.aten.add.Tensor(arg84_1, 1e-05);  arg84_1 = None
        rsqrt_13 = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
        unsqueeze_104 = torch.ops.aten.unsqueeze.default(arg83_1, -1);  arg83_1 = None
        unsqueeze_105 = torch.ops.aten.unsqueeze.default(unsqueeze_104, -1);  unsqueeze_104 = None
        unsqueeze_106 = torch.ops.aten.unsqueeze.default(rsqrt_13, -1);  rsqrt_13 = None
        unsqueeze_107 = torch.ops.aten.unsqueeze.default(unsqueeze_106, -1);  unsqueeze_106 = None
        sub_13 = torch.ops.aten.sub.Tensor(convolution_21, unsqueeze_105);  convolution_21 = unsqueeze_105 = None
        mul_30 = torch.ops.aten.mul.Tensor(sub_13, unsqueeze_107);  sub_13 = unsqueeze_107 = None
        unsqueeze_108 = torch.ops.aten.unsqueeze.default(arg85_1, -1);  arg85_1 = None
        unsqueeze_109 = torch.ops.aten.unsqueeze.default(unsqueeze_108, -1);  unsqueeze_108 = None
        mul_31 = torch.ops.aten.mul.Tensor(mul_30, unsqueeze_109);  mul_30 = unsqueeze_109 = None
        unsqueeze_110 = torch.ops.aten.unsqueeze.default(arg86_1, -1);  arg86_1 = None
        unsqueeze_111 = torch.ops.aten.unsqueeze.default(unsqueeze_110, -1);  unsqueeze_110 = None
        add_41 = torch.ops.aten.add.Tensor(mul_31, unsqueeze_111);  mul_31 = unsqueeze_111 = None
        neg_13 = torch.ops.aten.neg.default(add_41)
        exp_13 = torch.ops.aten.exp.default(neg_13);  neg_13 = None
        add_42 = torch.ops.aten.add.Tensor(exp_13, 1);  exp_13 = None
        div_13 = torch.ops.aten.div.Tensor(add_41, add_42);  add_41 = add_42 = None
        mean_4 = torch.ops.aten.mean.dim(div_13, [-1, -2], True)
        convolution_22 = torch.ops.aten.convolution.default(mean_4, arg87_1, arg88_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg87_1 = arg88_1 = None
        neg_14 = torch.ops.aten.neg.default(convolution_22)
        exp_14 = torch.ops.aten.exp.default(neg_14);  neg_14 = None
        add_43 = torch.ops.aten.add.Tensor(exp_14, 1);  exp_14 = None
        div_14 = torch.ops.aten.div.Tensor(convolution_22, add_43);  convolution_22 = add_43 = None
        convolution_23 = torch.ops.aten.convolution.default(div_14, arg89_1, arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_14 = arg89_1 = arg90_1 = None
        sigmoid_4 = torch.ops.aten.sigmoid.default(convolution_23);  convolution_23 = None
        mul_32 = torch.ops.aten.mul.Tensor(sigmoid_4, div_13);  sigmoid_4 = div_13 = None
        convolution_24 = torch.ops.aten.convolution.default(mul_32, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_32 = arg91_1 = None
        add_44 = torch.ops.aten.add.Tensor(arg93_1, 1e-05);  arg93_1 = None
        rsqrt_14 = torch.ops.aten.rsqrt.default(add_44);  add_44 = None
        unsqueeze_112 = torch.ops.aten.unsqueeze.default(arg92_1, -1);  arg92_1 = None
        unsqueeze_113 = torch.ops.aten.unsqueeze.default(unsqueeze_112, -1);  unsqueeze_112 = None
        unsqueeze_114 = torch.ops.aten.unsqueeze.default(rsqrt_14, -1);  rsqrt_14 = None
        unsqueeze_115 = torch.ops.aten.unsqueeze.default(unsqueeze_114, -1);  unsqueeze_114 = None
        sub_14 = torch.ops.aten.sub.Tensor(convolution_24, unsqueeze_113);  convolution_24 = unsqueeze_113 = None
        mul_33 = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_115);  sub_14 = unsqueeze_115 = None
        unsqueeze_116 = torch.ops.aten.unsqueeze.default(arg94_1, -1);  arg94_1 = None
        unsqueeze_117 = torch.ops.aten.unsqueeze.default(unsqueeze_116, -1);  unsqueeze_116 = None
        mul_34 = torch.ops.aten.mul.Tensor(mul_33, unsqueeze_117);  mul_33 = unsqueeze_117 = None
        unsqueeze_118 = torch.ops.aten.unsqueeze.default(arg95_1, -1);  arg95_1 = None
        unsqueeze_119 = torch.ops.aten.unsqueeze.default(unsqueeze_118, -1);  unsqueeze_118 = None
        add_45 = torch.ops.aten.add.Tensor(mul_34, unsqueeze_119);  mul_34 = unsqueeze_119 = None
        add_46 = torch.ops.aten.add.Tensor(add_45, add_36);  add_45 = add_36 = None
        convolution_25 = torch.ops.aten.convolution.default(add_46, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_46 = arg96_1 = None
        add_47 = torch.ops.aten.add.Tensor(arg98_1, 1e-05);  arg98_1 = None
        rsqrt_15 = torch.ops.aten.rsqrt.default(add_47);  add_47 = None
        unsqueeze_120 = torch.ops.aten.unsqueeze.default(arg97_1, -1);  arg97_1 = None
        unsqueeze_121 = torch.ops.aten.unsqueeze.default(unsqueeze_120, -1);  unsqueeze_120 = None
        unsqueeze_122 = torch.ops.aten.unsqueeze.default(rsqrt_15, -1);  rsqrt_15 = None
        unsqueeze_123 = torch.ops.aten.unsqueeze.default(unsqueeze_122, -1);  unsqueeze_122 = None
        sub_15 = torch.ops.aten.sub.Tensor(convolution_25, unsqueeze_121);  convolution_25 = unsqueeze_121 = None
        mul_35 = torch.ops.aten.mul.Tensor(sub_15, unsqueeze_123);  sub_15 = unsqueeze_123 = None
        unsqueeze_124 = torch.ops.aten.unsqueeze.default(arg99_1, -1);  arg99_1 = None
        unsqueeze_125 = torch.ops.aten.unsqueeze.default(unsqueeze_124, -1);  unsqueeze_124 = None
        mul_36 = torch.ops.aten.mul.Tensor(mul_35, unsqueeze_125);  mul_35 = unsqueeze_125 = None
        unsqueeze_126 = torch.ops.aten.unsqueeze.default(arg100_1, -1);  arg100_1 = None
        unsqueeze_127 = torch.ops.aten.unsqueeze.default(unsqueeze_126, -1);  unsqueeze_126 = None
        add_48 = torch.ops.aten.add.Tensor(mul_36, unsqueeze_127);  mul_36 = unsqueeze_127 = None
        neg_15 = torch.ops.aten.neg.default(add_48)
        exp_15 = torch.ops.aten.exp.default(neg_15);  neg_15 = None
        add_49 = torch.ops.aten.add.Tensor(exp_15, 1);  exp_15 = None
        div_15 = torch.ops.aten.div.Tensor(add_48, add_49);  add_48 = add_49 = None
        convolution_26 = torch.ops.aten.convolution.default(div_15, arg101_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 240);  div_15 = arg101_1 = None
        add_50 = torch.ops.aten.add.Tensor(arg103_1, 1e-05);  arg103_1 = None
        rsqrt_16 = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        unsqueeze_128 = torch.ops.aten.unsqueeze.default(arg102_1, -1);  arg102_1 = None
        unsqueeze_129 = torch.ops.aten.unsqueeze.default(unsqueeze_128, -1);  unsqueeze_128 = None
        unsqueeze_130 = torch.ops.aten.unsqueeze.default(rsqrt_16, -1);  rsqrt_16 = None
        unsqueeze_131 = torch.ops.aten.unsqueeze.default(unsqueeze_130, -1);  unsqueeze_130 = None
        sub_16 = torch.ops.aten.sub.Tensor(convolution_26, unsqueeze_129);  convolution_26 = unsqueeze_129 = None
        mul_37 = torch.ops.aten.mul.Tensor(sub_16, unsqueeze_131);  sub_16 = unsqueeze_131 = None
        unsqueeze_132 = torch.ops.aten.unsqueeze.default(arg104_1, -1);  arg104_1 = None
        unsqueeze_133 = torch.ops.aten.unsqueeze.default(unsqueeze_132, -1);  unsqueeze_132 = None
        mul_38 = torch.ops.aten.mul.Tensor(mul_37, unsqueeze_133);  mul_37 = unsqueeze_133 = None
        unsqueeze_134 = torch.ops.aten.unsqueeze.default(arg105_1, -1);  arg105_1 = None
        unsqueeze_135 = torch.ops.aten.unsqueeze.default(unsqueeze_134, -1);  unsqueeze_134 = None
        add_51 = torch.ops.aten.add.Tensor(mul_38, unsqueeze_135);  mul_38 = unsqueeze_135 = None
        neg_16 = torch.ops.aten.neg.default(add_51)
        exp_16 = torch.ops.aten.exp.default(neg_16);  neg_16 = None
        add_52 = torch.ops.aten.add.Tensor(exp_16, 1);  exp_16 = None
        div_16 = torch.ops.aten.div.Tensor(add_51, add_52);  add_51 = add_52 = None
        mean_5 = torch.ops.aten.mean.dim(div_16, [-1, -2], True)
        convolution_27 = torch.ops.aten.convolution.default(mean_5, arg106_1, arg107_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg106_1 = arg107_1 = None
        neg_17 = torch.ops.aten.neg.default(convolution_27)
        exp_17 = torch.ops.aten.exp.default(neg_17);  neg_17 = None
        add_53 = torch.ops.aten.add.Tensor(exp_17, 1);  exp_17 = None
        div_17 = torch.ops.aten.div.Tensor(convolution_27, add_53);  convolution_27 = add_53 = None
        convolution_28 = torch.ops.aten.convolution.default(div_17, arg108_1, arg109_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_17 = arg108_1 = arg109_1 = None
        sigmoid_5 = torch.ops.aten.sigmoid.default(convolution_28);  convolution_28 = None
        mul_39 = torch.ops.aten.mul.Tensor(sigmoid_5, div_16);  sigmoid_5 = div_16 = None
        convolution_29 = torch.ops.aten.convolution.default(mul_39, arg110_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_39 = arg110_1 = None
        add_54 = torch.ops.aten.add.Tensor(arg112_1, 1e-05);  arg112_1 = None
        rsqrt_17 = torch.ops.aten.rsqrt.default(add_54);  add_54 = None
        unsqueeze_136 = torch.ops.aten.unsqueeze.default(arg111_1, -1);  arg111_1 = None
        unsqueeze_137 = torch.ops.aten.unsqueeze.default(unsqueeze_136, -1);  unsqueeze_136 = None
        unsqueeze_138 = torch.ops.aten.unsqueeze.default(rsqrt_17, -1);  rsqrt_17 = None
        unsqueeze_139 = torch.ops.aten.unsqueeze.default(unsqueeze_138, -1);  unsqueeze_138 = None
        sub_17 = torch.ops.aten.sub.Tensor(convolution_29, unsqueeze_137);  convolution_29 = unsqueeze_137 = None
        mul_40 = torch.ops.aten.mul.Tensor(sub_17, unsqueeze_139);  sub_17 = unsqueeze_139 = None
        unsqueeze_140 = torch.ops.aten.unsqueeze.default(arg113_1, -1);  arg113_1 = None
        unsqueeze_141 = torch.ops.aten.unsqueeze.default(unsqueeze_140, -1);  unsqueeze_140 = None
        mul_41 = torch.ops.aten.mul.Tensor(mul_40, unsqueeze_141);  mul_40 = unsqueeze_141 = None
        unsqueeze_142 = torch.ops.aten.unsqueeze.default(arg114_1, -1);  arg114_1 = None
        unsqueeze_143 = torch.ops.aten.unsqueeze.default(unsqueeze_142, -1);  unsqueeze_142 = None
        add_55 = torch.ops.aten.add.Tensor(mul_41, unsqueeze_143);  mul_41 = unsqueeze_143 = None
        convolution_30 = torch.ops.aten.convolution.default(add_55, arg115_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg115_1 = None
        add_56 = torch.ops.aten.add.Tensor(arg117_1, 1e-05);  arg117_1 = None
        rsqrt_18 = torch.ops.aten.rsqrt.default(add_56);  add_56 = None
        unsqueeze_144 = torch.ops.aten.unsqueeze.default(arg116_1, -1);  arg116_1 = None
        unsqueeze_145 = torch.ops.aten.unsqueeze.default(unsqueeze_144, -1);  unsqueeze_144 = None
        unsqueeze_146 = torch.ops.aten.unsqueeze.default(rsqrt_18, -1);  rsqrt_18 = None
        unsqueeze_147 = torch.ops.aten.unsqueeze.default(unsqueeze_146, -1);  unsqueeze_146 = None
        sub_18 = torch.ops.aten.sub.Tensor(convolution_30, unsqueeze_145);  convolution_30 = unsqueeze_145 = None
        mul_42 = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_147);  sub_18 = unsqueeze_147 = None
        unsqueeze_148 = torch.ops.aten.unsqueeze.default(arg118_1, -1);  arg118_1 = None
        unsqueeze_149 = torch.ops.aten.unsqueeze.default(unsqueeze_148, -1);  unsqueeze_148 = None
        mul_43 = torch.ops.aten.mul.Tensor(mul_42, unsqueeze_149);  mul_42 = unsqueeze_149 = None
        unsqueeze_150 = torch.ops.aten.unsqueeze.default(arg119_1, -1);  arg119_1 = None
        unsqueeze_151 = torch.ops.aten.unsqueeze.default(unsqueeze_150, -1);  unsqueeze_150 = None
        add_57 = torch.ops.aten.add.Tensor(mul_43, unsqueeze_151);  mul_43 = unsqueeze_151 = None
        neg_18 = torch.ops.aten.neg.default(add_57)
        exp_18 = torch.ops.aten.exp.default(neg_18);  neg_18 = None
        add_58 = torch.ops.aten.add.Tensor(exp_18, 1);  exp_18 = None
        div_18 = torch.ops.aten.div.Tensor(add_57, add_58);  add_57 = add_58 = None
        convolution_31 = torch.ops.aten.convolution.default(div_18, arg120_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  div_18 = arg120_1 = None
        add_59 = torch.ops.aten.add.Tensor(arg122_1, 1e-05);  arg122_1 = None
        rsqrt_19 = torch.ops.aten.rsqrt.default(add_59);  add_59 = None
        unsqueeze_152 = torch.ops.aten.unsqueeze.default(arg121_1, -1);  arg121_1 = None
        unsqueeze_153 = torch.ops.aten.unsqueeze.default(unsqueeze_152, -1);  unsqueeze_152 = None
        unsqueeze_154 = torch.ops.aten.unsqueeze.default(rsqrt_19, -1);  rsqrt_19 = None
        unsqueeze_155 = torch.ops.aten.unsqueeze.default(unsqueeze_154, -1);  unsqueeze_154 = None
        sub_19 = torch.ops.aten.sub.Tensor(convolution_31, unsqueeze_153);  convolution_31 = unsqueeze_153 = None
        mul_44 = torch.ops.aten.mul.Tensor(sub_19, unsqueeze_155);  sub_19 = unsqueeze_155 = None
        unsqueeze_156 = torch.ops.aten.unsqueeze.default(arg123_1, -1);  arg123_1 = None
        unsqueeze_157 = torch.ops.aten.unsqueeze.default(unsqueeze_156, -1);  unsqueeze_156 = None
        mul_45 = torch.ops.aten.mul.Tensor(mul_44, unsqueeze_157);  mul_44 = unsqueeze_157 = None
        unsqueeze_158 = torch.ops.aten.unsqueeze.default(arg124_1, -1);  arg124_1 = None
        unsqueeze_159 = torch.ops.aten.unsqueeze.default(unsqueeze_158, -1);  unsqueeze_158 = None
        add_60 = torch.ops.aten.add.Tensor(mul_45, unsqueeze_159);  mul_45 = unsqueeze_159 = None
        neg_19 = torch.ops.aten.neg.default(add_60)
        exp_19 = torch.ops.aten.exp.default(neg_19);  neg_19 = None
        add_61 = torch.ops.aten.add.Tensor(exp_19, 1);  exp_19 = None
        div_19 = torch.ops.aten.div.Tensor(add_60, add_61);  add_60 = add_61 = None
        mean_6 = torch.ops.aten.mean.dim(div_19, [-1, -2], True)
        convolution_32 = torch.ops.aten.convolution.default(mean_6, arg125_1, arg126_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg125_1 = arg126_1 = None
        neg_20 = torch.ops.aten.neg.default(convolution_32)
        exp_20 = torch.ops.aten.exp.default(neg_20);  neg_20 = None
        add_62 = torch.ops.aten.add.Tensor(exp_20, 1);  exp_20 = None
        div_20 = torch.ops.aten.div.Tensor(convolution_32, add_62);  convolution_32 = add_62 = None
        convolution_33 = torch.ops.aten.convolution.default(div_20, arg127_1, arg128_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_20 = arg127_1 = arg128_1 = None
        sigmoid_6 = torch.ops.aten.sigmoid.default(convolution_33);  convolution_33 = None
        mul_46 = torch.ops.aten.mul.Tensor(sigmoid_6, div_19);  sigmoid_6 = div_19 = None
        convolution_34 = torch.ops.aten.convolution.default(mul_46, arg129_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_46 = arg129_1 = None
        add_63 = torch.ops.aten.add.Tensor(arg131_1, 1e-05);  arg131_1 = None
        rsqrt_20 = torch.ops.aten.rsqrt.default(add_63);  add_63 = None
        unsqueeze_160 = torch.ops.aten.unsqueeze.default(arg130_1, -1);  arg130_1 = None
        unsqueeze_161 = torch.ops.aten.unsqueeze.default(unsqueeze_160, -1);  unsqueeze_160 = None
        unsqueeze_162 = torch.ops.aten.unsqueeze.default(rsqrt_20, -1);  rsqrt_20 = None
        unsqueeze_163 = torch.ops.aten.unsqueeze.default(unsqueeze_162, -1);  unsqueeze_162 = None
        sub_20 = torch.ops.aten.sub.Tensor(convolution_34, unsqueeze_161);  convolution_34 = unsqueeze_161 = None
        mul_47 = torch.ops.aten.mul.Tensor(sub_20, unsqueeze_163);  sub_20 = unsqueeze_163 = None
        unsqueeze_164 = torch.ops.aten.unsqueeze.default(arg132_1, -1);  arg132_1 = None
        unsqueeze_165 = torch.ops.aten.unsqueeze.default(unsqueeze_164, -1);  unsqueeze_164 = None
        mul_48 = torch.ops.aten.mul.Tensor(mul_47, unsqueeze_165);  mul_47 = unsqueeze_165 = None
        unsqueeze_166 = torch.ops.aten.unsqueeze.default(arg133_1, -1);  arg133_1 = None
        unsqueeze_167 = torch.ops.aten.unsqueeze.default(unsqueeze_166, -1);  unsqueeze_166 = None
        add_64 = torch.ops.aten.add.Tensor(mul_48, unsqueeze_167);  mul_48 = unsqueeze_167 = None
        add_65 = torch.ops.aten.add.Tensor(add_64, add_55);  add_64 = add_55 = None
        convolution_35 = torch.ops.aten.convolution.default(add_65, arg134_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg134_1 = None
        add_66 = torch.ops.aten.add.Tensor(arg136_1, 1e-05);  arg136_1 = None
        rsqrt_21 = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
        unsqueeze_168 = torch.ops.aten.unsqueeze.default(arg135_1, -1);  arg135_1 = None
        unsqueeze_169 = torch.ops.aten.unsqueeze.default(unsqueeze_168, -1);  unsqueeze_168 = None
        unsqueeze_170 = torch.ops.aten.unsqueeze.default(rsqrt_21, -1);  rsqrt_21 = None
        unsqueeze_171 = torch.ops.aten.unsqueeze.default(unsqueeze_170, -1);  unsqueeze_170 = None
        sub_21 = torch.ops.aten.sub.Tensor(convolution_35, unsqueeze_169);  convolution_35 = unsqueeze_169 = None
        mul_49 = torch.ops.aten.mul.Tensor(sub_21, unsqueeze_171);  sub_21 = unsqueeze_171 = None
        unsqueeze_172 = torch.ops.aten.unsqueeze.default(arg137_1, -1);  arg137_1 = None
        unsqueeze_173 = torch.ops.aten.unsqueeze.default(unsqueeze_172, -1);  unsqueeze_172 = None
        mul_50 = torch.ops.aten.mul.Tensor(mul_49, unsqueeze_173);  mul_49 = unsqueeze_173 = None
        unsqueeze_174 = torch.ops.aten.unsqueeze.default(arg138_1, -1);  arg138_1 = None
        unsqueeze_175 = torch.ops.aten.unsqueeze.default(unsqueeze_174, -1);  unsqueeze_174 = None
        add_67 = torch.ops.aten.add.Tensor(mul_50, unsqueeze_175);  mul_50 = unsqueeze_175 = None
        neg_21 = torch.ops.aten.neg.default(add_67)
        exp_21 = torch.ops.aten.exp.default(neg_21);  neg_21 = None
        add_68 = torch.ops.aten.add.Tensor(exp_21, 1);  exp_21 = None
        div_21 = torch.ops.aten.div.Tensor(add_67, add_68);  add_67 = add_68 = None
        convolution_36 = torch.ops.aten.convolution.default(div_21, arg139_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  div_21 = arg139_1 = None
        add_69 = torch.ops.aten.add.Tensor(arg141_1, 1e-05);  arg141_1 = None
        rsqrt_22 = torch.ops.aten.rsqrt.default(add_69);  add_69 = None
        unsqueeze_176 = torch.ops.aten.unsqueeze.default(arg140_1, -1);  arg140_1 = None
        unsqueeze_177 = torch.ops.aten.unsqueeze.default(unsqueeze_176, -1);  unsqueeze_176 = None
        unsqueeze_178 = torch.ops.aten.unsqueeze.default(rsqrt_22, -1);  rsqrt_22 = None
        unsqueeze_179 = torch.ops.aten.unsqueeze.default(unsqueeze_178, -1);  unsqueeze_178 = None
        sub_22 = torch.ops.aten.sub.Tensor(convolution_36, unsqueeze_177);  convolution_36 = unsqueeze_177 = None
        mul_51 = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_179);  sub_22 = unsqueeze_179 = None
        unsqueeze_180 = torch.ops.aten.unsqueeze.default(arg142_1, -1);  arg142_1 = None
        unsqueeze_181 = torch.ops.aten.unsqueeze.default(unsqueeze_180, -1);  unsqueeze_180 = None
        mul_52 = torch.ops.aten.mul.Tensor(mul_51, unsqueeze_181);  mul_51 = unsqueeze_181 = None
        unsqueeze_182 = torch.ops.aten.unsqueeze.default(arg143_1, -1);  arg143_1 = None
        unsqueeze_183 = torch.ops.aten.unsqueeze.default(unsqueeze_182, -1);  unsqueeze_182 = None
        add_70 = torch.ops.aten.add.Tensor(mul_52, unsqueeze_183);  mul_52 = unsqueeze_183 = None
        neg_22 = torch.ops.aten.neg.default(add_70)
        exp_22 = torch.ops.aten.exp.default(neg_22);  neg_22 = None
        add_71 = torch.ops.aten.add.Tensor(exp_22, 1);  exp_22 = None
        div_22 = torch.ops.aten.div.Tensor(add_70, add_71);  add_70 = add_71 = None
        mean_7 = torch.ops.aten.mean.dim(div_22, [-1, -2], True)
        convolution_37 = torch.ops.aten.convolution.default(mean_7, arg144_1, arg145_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg144_1 = arg145_1 = None
        neg_23 = torch.ops.aten.neg.default(convolution_37)
        exp_23 = torch.ops.aten.exp.default(neg_23);  neg_23 = None
        add_72 = torch.ops.aten.add.Tensor(exp_23, 1);  exp_23 = None
        div_23 = torch.ops.aten.div.Tensor(convolution_37, add_72);  convolution_37 = add_72 = None
        convolution_38 = torch.ops.aten.convolution.default(div_23, arg146_1, arg147_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_23 = arg146_1 = arg147_1 = None
        sigmoid_7 = torch.ops.aten.sigmoid.default(convolution_38);  convolution_38 = None
        mul_53 = torch.ops.aten.mul.Tensor(sigmoid_7, div_22);  sigmoid_7 = div_22 = None
        convolution_39 = torch.ops.aten.convolution.default(mul_53, arg148_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_53 = arg148_1 = None
        add_73 = torch.ops.aten.add.Tensor(arg150_1, 1e-05);  arg150_1 = None
        rsqrt_23 = torch.ops.aten.rsqrt.default(add_73);  add_73 = None
        unsqueeze_184 = torch.ops.aten.unsqueeze.default(arg149_1, -1);  arg149_1 = None
        unsqueeze_185 = torch.ops.aten.unsqueeze.default(unsqueeze_184, -1);  unsqueeze_184 = None
        unsqueeze_186 = torch.ops.aten.unsqueeze.default(rsqrt_23, -1);  rsqrt_23 = None
        unsqueeze_187 = torch.ops.aten.unsqueeze.default(unsqueeze_186, -1);  unsqueeze_186 = None
        sub_23 = torch.ops.aten.sub.Tensor(convolution_39, unsqueeze_185);  convolution_39 = unsqueeze_185 = None
        mul_54 = torch.ops.aten.mul.Tensor(sub_23, unsqueeze_187);  sub_23 = unsqueeze_187 = None
        unsqueeze_188 = torch.ops.aten.unsqueeze.default(arg151_1, -1);  arg151_1 = None
        unsqueeze_189 = torch.ops.aten.unsqueeze.default(unsqueeze_188, -1);  unsqueeze_188 = None
        mul_55 = torch.ops.aten.mul.Tensor(mul_54, unsqueeze_189);  mul_54 = unsqueeze_189 = None
        unsqueeze_190 = torch.ops.aten.unsqueeze.default(arg152_1, -1);  arg152_1 = None
        unsqueeze_191 = torch.ops.aten.unsqueeze.default(unsqueeze_190, -1);  unsqueeze_190 = None
        add_74 = torch.ops.aten.add.Tensor(mul_55, unsqueeze_191);  mul_55 = unsqueeze_191 = None
        add_75 = torch.ops.aten.add.Tensor(add_74, add_65);  add_74 = add_65 = None
        convolution_40 = torch.ops.aten.convolution.default(add_75, arg153_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_75 = arg153_1 = None
        add_76 = torch.ops.aten.add.Tensor(arg155_1, 1e-05);  arg155_1 = None
        rsqrt_24 = torch.ops.aten.rsqrt.default(add_76);  add_76 = None
        unsqueeze_192 = torch.ops.aten.unsqueeze.default(arg154_1, -1);  arg154_1 = None
        unsqueeze_193 = torch.ops.aten.unsqueeze.default(unsqueeze_192, -1);  unsqueeze_192 = None
        unsqueeze_194 = torch.ops.aten.unsqueeze.default(rsqrt_24, -1);  rsqrt_24 = None
        unsqueeze_195 = torch.ops.aten.unsqueeze.default(unsqueeze_194, -1);  unsqueeze_194 = None
        sub_24 = torch.ops.aten.sub.Tensor(convolution_40, unsqueeze_193);  convolution_40 = unsqueeze_193 = None
        mul_56 = torch.ops.aten.mul.Tensor(sub_24, unsqueeze_195);  sub_24 = unsqueeze_195 = None
        unsqueeze_196 = torch.ops.aten.unsqueeze.default(arg156_1, -1);  arg156_1 = None
        unsqueeze_197 = torch.ops.aten.unsqueeze.default(unsqueeze_196, -1);  unsqueeze_196 = None
        mul_57 = torch.ops.aten.mul.Tensor(mul_56, unsqueeze_197);  mul_56 = unsqueeze_197 = None
        unsqueeze_198 = torch.ops.aten.unsqueeze.default(arg157_1, -1);  arg157_1 = None
        unsqueeze_199 = torch.ops.aten.unsqueeze.default(unsqueeze_198, -1);  unsqueeze_198 = None
        add_77 = torch.ops.aten.add.Tensor(mul_57, unsqueeze_199);  mul_57 = unsqueeze_199 = None
        neg_24 = torch.ops.aten.neg.default(add_77)
        exp_24 = torch.ops.aten.exp.default(neg_24);  neg_24 = None
        add_78 = torch.ops.aten.add.Tensor(exp_24, 1);  exp_24 = None
        div_24 = torch.ops.aten.div.Tensor(add_77, add_78);  add_77 = add_78 = None
        convolution_41 = torch.ops.aten.convolution.default(div_24, arg158_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 480);  div_24 = arg158_1 = None
        add_79 = torch.ops.aten.add.Tensor(arg160_1, 1e-05);  arg160_1 = None
        rsqrt_25 = torch.ops.aten.rsqrt.default(add_79);  add_79 = None
        unsqueeze_200 = torch.ops.aten.unsqueeze.default(arg159_1, -1);  arg159_1 = None
        unsqueeze_201 = torch.ops.aten.unsqueeze.default(unsqueeze_200, -1);  unsqueeze_200 = None
        unsqueeze_202 = torch.ops.aten.unsqueeze.default(rsqrt_25, -1);  rsqrt_25 = None
        unsqueeze_203 = torch.ops.aten.unsqueeze.default(unsqueeze_202, -1);  unsqueeze_202 = None
        sub_25 = torch.ops.aten.sub.Tensor(convolution_41, unsqueeze_201);  convolution_41 = unsqueeze_201 = None
        mul_58 = torch.ops.aten.mul.Tensor(sub_25, unsqueeze_203);  sub_25 = unsqueeze_203 = None
        unsqueeze_204 = torch.ops.aten.unsqueeze.default(arg161_1, -1);  arg161_1 = None
        unsqueeze_205 = torch.ops.aten.unsqueeze.default(unsqueeze_204, -1);  unsqueeze_204 = None
        mul_59 = torch.ops.aten.mul.Tensor(mul_58, unsqueeze_205);  mul_58 = unsqueeze_205 = None
        unsqueeze_206 = torch.ops.aten.unsqueeze.default(arg162_1, -1);  arg162_1 = None
        unsqueeze_207 = torch.ops.aten.unsqueeze.default(unsqueeze_206, -1);  unsqueeze_206 = None
        add_80 = torch.ops.aten.add.Tensor(mul_59, unsqueeze_207);  mul_59 = unsqueeze_207 = None
        neg_25 = torch.ops.aten.neg.default(add_80)
        exp_25 = torch.ops.aten.exp.default(neg_25);  neg_25 = None
        add_81 = torch.ops.aten.add.Tensor(exp_25, 1);  exp_25 = None
        div_25 = torch.ops.aten.div.Tensor(add_80, add_81);  add_80 = add_81 = None
        mean_8 = torch.ops.aten.mean.dim(div_25, [-1, -2], True)
        convolution_42 = torch.ops.aten.convolution.default(mean_8, arg163_1, arg164_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg163_1 = arg164_1 = None
        neg_26 = torch.ops.aten.neg.default(convolution_42)
        exp_26 = torch.ops.aten.exp.default(neg_26);  neg_26 = None
        add_82 = torch.ops.aten.add.Tensor(exp_26, 1);  exp_26 = None
        div_26 = torch.ops.aten.div.Tensor(convolution_42, add_82);  convolution_42 = add_82 = None
        convolution_43 = torch.ops.aten.convolution.default(div_26, arg165_1, arg166_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_26 = arg165_1 = arg166_1 = None
        sigmoid_8 = torch.ops.aten.sigmoid.default(convolution_43);  convolution_43 = None
        mul_60 = torch.ops.aten.mul.Tensor(sigmoid_8, div_25);  sigmoid_8 = div_25 = None
        convolution_44 = torch.ops.aten.convolution.default(mul_60, arg167_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_60 = arg167_1 = None
        add_83 = torch.ops.aten.add.Tensor(arg169_1, 1e-05);  arg169_1 = None
        rsqrt_26 = torch.ops.aten.rsqrt.default(add_83);  add_83 = None
        unsqueeze_208 = torch.ops.aten.unsqueeze.default(arg168_1, -1);  arg168_1 = None
        unsqueeze_209 = torch.ops.aten.unsqueeze.default(unsqueeze_208, -1);  unsqueeze_208 = None
        unsqueeze_210 = torch.ops.aten.unsqueeze.default(rsqrt_26, -1);  rsqrt_26 = None
        unsqueeze_211 = torch.ops.aten.unsqueeze.default(unsqueeze_210, -1);  unsqueeze_210 = None
        sub_26 = torch.ops.aten.sub.Tensor(convolution_44, unsqueeze_209);  convolution_44 = unsqueeze_209 = None
        mul_61 = torch.ops.aten.mul.Tensor(sub_26, unsqueeze_211);  sub_26 = unsqueeze_211 = None
        unsqueeze_212 = torch.ops.aten.unsqueeze.default(arg170_1, -1);  arg170_1 = None
        unsqueeze_213 = torch.ops.aten.unsqueeze.default(unsqueeze_212, -1);  unsqueeze_212 = None
        mul_62 = torch.ops.aten.mul.Tensor(mul_61, unsqueeze_213);  mul_61 = unsqueeze_213 = None
        unsqueeze_214 = torch.ops.aten.unsqueeze.default(arg171_1, -1);  arg171_1 = None
        unsqueeze_215 = torch.ops.aten.unsqueeze.default(unsqueeze_214, -1);  unsqueeze_214 = None
        add_84 = torch.ops.aten.add.Tensor(mul_62, unsqueeze_215);  mul_62 = unsqueeze_215 = None
        convolution_45 = torch.ops.aten.convolution.default(add_84, arg172_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg172_1 = None
        add_85 = torch.ops.aten.add.Tensor(arg174_1, 1e-05);  arg174_1 = None
        rsqrt_27 = torch.ops.aten.rsqrt.default(add_85);  add_85 = None
        unsqueeze_216 = torch.ops.aten.unsqueeze.default(arg173_1, -1);  arg173_1 = None
        unsqueeze_217 = torch.ops.aten.unsqueeze.default(unsqueeze_216, -1);  unsqueeze_216 = None
        unsqueeze_218 = torch.ops.aten.unsqueeze.default(rsqrt_27, -1);  rsqrt_27 = None
        unsqueeze_219 = torch.ops.aten.unsqueeze.default(unsqueeze_218, -1);  unsqueeze_218 = None
        sub_27 = torch.ops.aten.sub.Tensor(convolution_45, unsqueeze_217);  convolution_45 = unsqueeze_217 = None
        mul_63 = torch.ops.aten.mul.Tensor(sub_27, unsqueeze_219);  sub_27 = unsqueeze_219 = None
        unsqueeze_220 = torch.ops.aten.unsqueeze.default(arg175_1, -1);  arg175_1 = None
        unsqueeze_221 = torch.ops.aten.unsqueeze.default(unsqueeze_220, -1);  unsqueeze_220 = None
        mul_64 = torch.ops.aten.mul.Tensor(mul_63, unsqueeze_221);  mul_63 = unsqueeze_221 = None
        unsqueeze_222 = torch.ops.aten.unsqueeze.default(arg176_1, -1);  arg176_1 = None
        unsqueeze_223 = torch.ops.aten.unsqueeze.default(unsqueeze_222, -1);  unsqueeze_222 = None
        add_86 = torch.ops.aten.add.Tensor(mul_64, unsqueeze_223);  mul_64 = unsqueeze_223 = None
        neg_27 = torch.ops.aten.neg.default(add_86)
        exp_27 = torch.ops.aten.exp.default(neg_27);  neg_27 = None
        add_87 = torch.ops.aten.add.Tensor(exp_27, 1);  exp_27 = None
        div_27 = torch.ops.aten.div.Tensor(add_86, add_87);  add_86 = add_87 = None
        convolution_46 = torch.ops.aten.convolution.default(div_27, arg177_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  div_27 = arg177_1 = None
        add_88 = torch.ops.aten.add.Tensor(arg179_1, 1e-05);  arg179_1 = None
        rsqrt_28 = torch.ops.aten.rsqrt.default(add_88);  add_88 = None
        unsqueeze_224 = torch.ops.aten.unsqueeze.default(arg178_1, -1);  arg178_1 = None
        unsqueeze_225 = torch.ops.aten.unsqueeze.default(unsqueeze_224, -1);  unsqueeze_224 = None
        unsqueeze_226 = torch.ops.aten.unsqueeze.default(rsqrt_28, -1);  rsqrt_28 = None
        unsqueeze_227 = torch.ops.aten.unsqueeze.default(unsqueeze_226, -1);  unsqueeze_226 = None
        sub_28 = torch.ops.aten.sub.Tensor(convolution_46, unsqueeze_225);  convolution_46 = unsqueeze_225 = None
        mul_65 = torch.ops.aten.mul.Tensor(sub_28, unsqueeze_227);  sub_28 = unsqueeze_227 = None
        unsqueeze_228 = torch.ops.aten.unsqueeze.default(arg180_1, -1);  arg180_1 = None
        unsqueeze_229 = torch.ops.aten.unsqueeze.default(unsqueeze_228, -1);  unsqueeze_228 = None
        mul_66 = torch.ops.aten.mul.Tensor(mul_65, unsqueeze_229);  mul_65 = unsqueeze_229 = None
        unsqueeze_230 = torch.ops.aten.unsqueeze.default(arg181_1, -1);  arg181_1 = None
        unsqueeze_231 = torch.ops.aten.unsqueeze.default(unsqueeze_230, -1);  unsqueeze_230 = None
        add_89 = torch.ops.aten.add.Tensor(mul_66, unsqueeze_231);  mul_66 = unsqueeze_231 = None
        neg_28 = torch.ops.aten.neg.default(add_89)
        exp_28 = torch.ops.aten.exp.default(neg_28);  neg_28 = None
        add_90 = torch.ops.aten.add.Tensor(exp_28, 1);  exp_28 = None
        div_28 = torch.ops.aten.div.Tensor(add_89, add_90);  add_89 = add_90 = None
        mean_9 = torch.ops.aten.mean.dim(div_28, [-1, -2], True)
        convolution_47 = torch.ops.aten.convolution.default(mean_9, arg182_1, arg183_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_9 = arg182_1 = arg183_1 = None
        neg_29 = torch.ops.aten.neg.default(convolution_47)
        exp_29 = torch.ops.aten.exp.default(neg_29);  neg_29 = None
        add_91 = torch.ops.aten.add.Tensor(exp_29, 1);  exp_29 = None
        div_29 = torch.ops.aten.div.Tensor(convolution_47, add_91);  convolution_47 = add_91 = None
        convolution_48 = torch.ops.aten.convolution.default(div_29, arg184_1, arg185_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_29 = arg184_1 = arg185_1 = None
        sigmoid_9 = torch.ops.aten.sigmoid.default(convolution_48);  convolution_48 = None
        mul_67 = torch.ops.aten.mul.Tensor(sigmoid_9, div_28);  sigmoid_9 = div_28 = None
        convolution_49 = torch.ops.aten.convolution.default(mul_67, arg186_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_67 = arg186_1 = None
        add_92 = torch.ops.aten.add.Tensor(arg188_1, 1e-05);  arg188_1 = None
        rsqrt_29 = torch.ops.aten.rsqrt.default(add_92);  add_92 = None
        unsqueeze_232 = torch.ops.aten.unsqueeze.default(arg187_1, -1);  arg187_1 = None
        unsqueeze_233 = torch.ops.aten.unsqueeze.default(unsqueeze_232, -1);  unsqueeze_232 = None
        unsqueeze_234 = torch.ops.aten.unsqueeze.default(rsqrt_29, -1);  rsqrt_29 = None
        unsqueeze_235 = torch.ops.aten.unsqueeze.default(unsqueeze_234, -1);  unsqueeze_234 = None
        sub_29 = torch.ops.aten.sub.Tensor(convolution_49, unsqueeze_233);  convolution_49 = unsqueeze_233 = None
        mul_68 = torch.ops.aten.mul.Tensor(sub_29, unsqueeze_235);  sub_29 = unsqueeze_235 = None
        unsqueeze_236 = torch.ops.aten.unsqueeze.default(arg189_1, -1);  arg189_1 = None
        unsqueeze_237 = torch.ops.aten.unsqueeze.default(unsqueeze_236, -1);  unsqueeze_236 = None
        mul_69 = torch.ops.aten.mul.Tensor(mul_68, unsqueeze_237);  mul_68 = unsqueeze_237 = None
        unsqueeze_238 = torch.ops.aten.unsqueeze.default(arg190_1, -1);  arg190_1 = None
        unsqueeze_239 = torch.ops.aten.unsqueeze.default(unsqueeze_238, -1);  unsqueeze_238 = None
        add_93 = torch.ops.aten.add.Tensor(mul_69, unsqueeze_239);  mul_69 = unsqueeze_239 = None
        add_94 = torch.ops.aten.add.Tensor(add_93, add_84);  add_93 = add_84 = None
        convolution_50 = torch.ops.aten.convolution.default(add_94, arg191_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg191_1 = None
        add_95 = torch.ops.aten.add.Tensor(arg193_1, 1e-05);  arg193_1 = None
        rsqrt_30 = torch.ops.aten.rsqrt.default(add_95);  add_95 = None
        unsqueeze_240 = torch.ops.aten.unsqueeze.default(arg192_1, -1);  arg192_1 = None
        unsqueeze_241 = torch.ops.aten.unsqueeze.default(unsqueeze_240, -1);  unsqueeze_240 = None
        unsqueeze_242 = torch.ops.aten.unsqueeze.default(rsqrt_30, -1);  rsqrt_30 = None
        unsqueeze_243 = torch.ops.aten.unsqueeze.default(unsqueeze_242, -1);  unsqueeze_242 = None
        sub_30 = torch.ops.aten.sub.Tensor(convolution_50, unsqueeze_241);  convolution_50 = unsqueeze_241 = None
        mul_70 = torch.ops.aten.mul.Tensor(sub_30, unsqueeze_243);  sub_30 = unsqueeze_243 = None
        unsqueeze_244 = torch.ops.aten.unsqueeze.default(arg194_1, -1);  arg194_1 = None
        unsqueeze_245 = torch.ops.aten.unsqueeze.default(unsqueeze_244, -1);  unsqueeze_244 = None
        mul_71 = torch.ops.aten.mul.Tensor(mul_70, unsqueeze_245);  mul_70 = unsqueeze_245 = None
        unsqueeze_246 = torch.ops.aten.unsqueeze.default(arg195_1, -1);  arg195_1 = None
        unsqueeze_247 = torch.ops.aten.unsqueeze.default(unsqueeze_246, -1);  unsqueeze_246 = None
        add_96 = torch.ops.aten.add.Tensor(mul_71, unsqueeze_247);  mul_71 = unsqueeze_247 = None
        neg_30 = torch.ops.aten.neg.default(add_96)
        exp_30 = torch.ops.aten.exp.default(neg_30);  neg_30 = None
        add_97 = torch.ops.aten.add.Tensor(exp_30, 1);  exp_30 = None
        div_30 = torch.ops.aten.div.Tensor(add_96, add_97);  add_96 = add_97 = None
        convolution_51 = torch.ops.aten.convolution.default(div_30, arg196_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  div_30 = arg196_1 = None
        add_98 = torch.ops.aten.add.Tensor(arg198_1, 1e-05);  arg198_1 = None
        rsqrt_31 = torch.ops.aten.rsqrt.default(add_98);  add_98 = None
        unsqueeze_248 = torch.ops.aten.unsqueeze.default(arg197_1, -1);  arg197_1 = None
        unsqueeze_249 = torch.ops.aten.unsqueeze.default(unsqueeze_248, -1);  unsqueeze_248 = None
        unsqueeze_250 = torch.ops.aten.unsqueeze.default(rsqrt_31, -1);  rsqrt_31 = None
        unsqueeze_251 = torch.ops.aten.unsqueeze.default(unsqueeze_250, -1);  unsqueeze_250 = None
        sub_31 = torch.ops.aten.sub.Tensor(convolution_51, unsqueeze_249);  convolution_51 = unsqueeze_249 = None
        mul_72 = torch.ops.aten.mul.Tensor(sub_31, unsqueeze_251);  sub_31 = unsqueeze_251 = None
        unsqueeze_252 = torch.ops.aten.unsqueeze.default(arg199_1, -1);  arg199_1 = None
        unsqueeze_253 = torch.ops.aten.unsqueeze.default(unsqueeze_252, -1);  unsqueeze_252 = None
        mul_73 = torch.ops.aten.mul.Tensor(mul_72, unsqueeze_253);  mul_72 = unsqueeze_253 = None
        unsqueeze_254 = torch.ops.aten.unsqueeze.default(arg200_1, -1);  arg200_1 = None
        unsqueeze_255 = torch.ops.aten.unsqueeze.default(unsqueeze_254, -1);  unsqueeze_254 = None
        add_99 = torch.ops.aten.add.Tensor(mul_73, unsqueeze_255);  mul_73 = unsqueeze_255 = None
        neg_31 = torch.ops.aten.neg.default(add_99)
        exp_31 = torch.ops.aten.exp.default(neg_31);  neg_31 = None
        add_100 = torch.ops.aten.add.Tensor(exp_31, 1);  exp_31 = None
        div_31 = torch.ops.aten.div.Tensor(add_99, add_100);  add_99 = add_100 = None
        mean_10 = torch.ops.aten.mean.dim(div_31, [-1, -2], True)
        convolution_52 = torch.ops.aten.convolution.default(mean_10, arg201_1, arg202_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_10 = arg201_1 = arg202_1 = None
        neg_32 = torch.ops.aten.neg.default(convolution_52)
        exp_32 = torch.ops.aten.exp.default(neg_32);  neg_32 = None
        add_101 = torch.ops.aten.add.Tensor(exp_32, 1);  exp_32 = None
        div_32 = torch.ops.aten.div.Tensor(convolution_52, add_101);  convolution_52 = add_101 = None
        convolution_53 = torch.ops.aten.convolution.default(div_32, arg203_1, arg204_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_32 = arg203_1 = arg204_1 = None
        sigmoid_10 = torch.ops.aten.sigmoid.default(convolution_53);  convolution_53 = None
        mul_74 = torch.ops.aten.mul.Tensor(sigmoid_10, div_31);  sigmoid_10 = div_31 = None
        convolution_54 = torch.ops.aten.convolution.default(mul_74, arg205_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_74 = arg205_1 = None
        add_102 = torch.ops.aten.add.Tensor(arg207_1, 1e-05);  arg207_1 = None
        rsqrt_32 = torch.ops.aten.rsqrt.default(add_102);  add_102 = None
        unsqueeze_256 = torch.ops.aten.unsqueeze.default(arg206_1, -1);  arg206_1 = None
        unsqueeze_257 = torch.ops.aten.unsqueeze.default(unsqueeze_256, -1);  unsqueeze_256 = None
        unsqueeze_258 = torch.ops.aten.unsqueeze.default(rsqrt_32, -1);  rsqrt_32 = None
        unsqueeze_259 = torch.ops.aten.unsqueeze.default(unsqueeze_258, -1);  unsqueeze_258 = None
        sub_32 = torch.ops.aten.sub.Tensor(convolution_54, unsqueeze_257);  convolution_54 = unsqueeze_257 = None
        mul_75 = torch.ops.aten.mul.Tensor(sub_32, unsqueeze_259);  sub_32 = unsqueeze_259 = None
        unsqueeze_260 = torch.ops.aten.unsqueeze.default(arg208_1, -1);  arg208_1 = None
        unsqueeze_261 = torch.ops.aten.unsqueeze.default(unsqueeze_260, -1);  unsqueeze_260 = None
        mul_76 = torch.ops.aten.mul.Tensor(mul_75, unsqueeze_261);  mul_75 = unsqueeze_261 = None
        unsqueeze_262 = torch.ops.aten.unsqueeze.default(arg209_1, -1);  arg209_1 = None
        unsqueeze_263 = torch.ops.aten.unsqueeze.default(unsqueeze_262, -1);  unsqueeze_262 = None
        add_103 = torch.ops.aten.add.Tensor(mul_76, unsqueeze_263);  mul_76 = unsqueeze_263 = None
        add_104 = torch.ops.aten.add.Tensor(add_103, add_94);  add_103 = add_94 = None
        convolution_55 = torch.ops.aten.convolution.default(add_104, arg210_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_104 = arg210_1 = None
        add_105 = torch.ops.aten.add.Tensor(arg212_1, 1e-05);  arg212_1 = None
        rsqrt_33 = torch.ops.aten.rsqrt.default(add_105);  add_105 = None
        unsqueeze_264 = torch.ops.aten.unsqueeze.default(arg211_1, -1);  arg211_1 = None
        unsqueeze_265 = torch.ops.aten.unsqueeze.default(unsqueeze_264, -1);  unsqueeze_264 = None
        unsqueeze_266 = torch.ops.aten.unsqueeze.default(rsqrt_33, -1);  rsqrt_33 = None
        unsqueeze_267 = torch.ops.aten.unsqueeze.default(unsqueeze_266, -1);  unsqueeze_266 = None
        sub_33 = torch.ops.aten.sub.Tensor(convolution_55, unsqueeze_265);  convolution_55 = unsqueeze_265 = None
        mul_77 = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_267);  sub_33 = unsqueeze_267 = None
        unsqueeze_268 = torch.ops.aten.unsqueeze.default(arg213_1, -1);  arg213_1 = None
        unsqueeze_269 = torch.ops.aten.unsqueeze.default(unsqueeze_268, -1);  unsqueeze_268 = None
        mul_78 = torch.ops.aten.mul.Tensor(mul_77, unsqueeze_269);  mul_77 = unsqueeze_269 = None
        unsqueeze_270 = torch.ops.aten.unsqueeze.default(arg214_1, -1);  arg214_1 = None
        unsqueeze_271 = torch.ops.aten.unsqueeze.default(unsqueeze_270, -1);  unsqueeze_270 = None
        add_106 = torch.ops.aten.add.Tensor(mul_78, unsqueeze_271);  mul_78 = unsqueeze_271 = None
        neg_33 = torch.ops.aten.neg.default(add_106)
        exp_33 = torch.ops.aten.exp.default(neg_33);  neg_33 = None
        add_107 = torch.ops.aten.add.Tensor(exp_33, 1);  exp_33 = None
        div_33 = torch.ops.aten.div.Tensor(add_106, add_107);  add_106 = add_107 = None
        convolution_56 = torch.ops.aten.convolution.default(div_33, arg215_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 672);  div_33 = arg215_1 = None
        add_108 = torch.ops.aten.add.Tensor(arg217_1, 1e-05);  arg217_1 = None
        rsqrt_34 = torch.ops.aten.rsqrt.default(add_108);  add_108 = None
        unsqueeze_272 = torch.ops.aten.unsqueeze.default(arg216_1, -1);  arg216_1 = None
        unsqueeze_273 = torch.ops.aten.unsqueeze.default(unsqueeze_272, -1);  unsqueeze_272 = None
        unsqueeze_274 = torch.ops.aten.unsqueeze.default(rsqrt_34, -1);  rsqrt_34 = None
        unsqueeze_275 = torch.ops.aten.unsqueeze.default(unsqueeze_274, -1);  unsqueeze_274 = None
        sub_34 = torch.ops.aten.sub.Tensor(convolution_56, unsqueeze_273);  convolution_56 = unsqueeze_273 = None
        mul_79 = torch.ops.aten.mul.Tensor(sub_34, unsqueeze_275);  sub_34 = unsqueeze_275 = None
        unsqueeze_276 = torch.ops.aten.unsqueeze.default(arg218_1, -1);  arg218_1 = None
        unsqueeze_277 = torch.ops.aten.unsqueeze.default(unsqueeze_276, -1);  unsqueeze_276 = None
        mul_80 = torch.ops.aten.mul.Tensor(mul_79, unsqueeze_277);  mul_79 = unsqueeze_277 = None
        unsqueeze_278 = torch.ops.aten.unsqueeze.default(arg219_1, -1);  arg219_1 = None
        unsqueeze_279 = torch.ops.aten.unsqueeze.default(unsqueeze_278, -1);  unsqueeze_278 = None
        add_109 = torch.ops.aten.add.Tensor(mul_80, unsqueeze_279);  mul_80 = unsqueeze_279 = None
        neg_34 = torch.ops.aten.neg.default(add_109)
        exp_34 = torch.ops.aten.exp.default(neg_34);  neg_34 = None
        add_110 = torch.ops.aten.add.Tensor(exp_34, 1);  exp_34 = None
        div_34 = torch.ops.aten.div.Tensor(add_109, add_110);  add_109 = add_110 = None
        mean_11 = torch.ops.aten.mean.dim(div_34, [-1, -2], True)
        convolution_57 = torch.ops.aten.convolution.default(mean_11, arg220_1, arg221_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_11 = arg220_1 = arg221_1 = None
        neg_35 = torch.ops.aten.neg.default(convolution_57)
        exp_35 = torch.ops.aten.exp.default(neg_35);  neg_35 = None
        add_111 = torch.ops.aten.add.Tensor(exp_35, 1);  exp_35 = None
        div_35 = torch.ops.aten.div.Tensor(convolution_57, add_111);  convolution_57 = add_111 = None
        convolution_58 = torch.ops.aten.convolution.default(div_35, arg222_1, arg223_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_35 = arg222_1 = arg223_1 = None
        sigmoid_11 = torch.ops.aten.sigmoid.default(convolution_58);  convolution_58 = None
        mul_81 = torch.ops.aten.mul.Tensor(sigmoid_11, div_34);  sigmoid_11 = div_34 = None
        convolution_59 = torch.ops.aten.convolution.default(mul_81, arg224_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_81 = arg224_1 = None
        add_112 = torch.ops.aten.add.Tensor(arg226_1, 1e-05);  arg226_1 = None
        rsqrt_35 = torch.ops.aten.rsqrt.default(add_112);  add_112 = None
        unsqueeze_280 = torch.ops.aten.unsqueeze.default(arg225_1, -1);  arg225_1 = None
        unsqueeze_281 = torch.ops.aten.unsqueeze.default(unsqueeze_280, -1);  unsqueeze_280 = None
        unsqueeze_282 = torch.ops.aten.unsqueeze.default(rsqrt_35, -1);  rsqrt_35 = None
        unsqueeze_283 = torch.ops.aten.unsqueeze.default(unsqueeze_282, -1);  unsqueeze_282 = None
        sub_35 = torch.ops.aten.sub.Tensor(convolution_59, unsqueeze_281);  convolution_59 = unsqueeze_281 = None
        mul_82 = torch.ops.aten.mul.Tensor(sub_35, unsqueeze_283);  sub_35 = unsqueeze_283 = None
        unsqueeze_284 = torch.ops.aten.unsqueeze.default(arg227_1, -1);  arg227_1 = None
        unsqueeze_285 = torch.ops.aten.unsqueeze.default(unsqueeze_284, -1);  unsqueeze_284 = None
        mul_83 = torch.ops.aten.mul.Tensor(mul_82, unsqueeze_285);  mul_82 = unsqueeze_285 = None
        unsqueeze_286 = torch.ops.aten.unsqueeze.default(arg228_1, -1);  arg228_1 = None
        unsqueeze_287 = torch.ops.aten.unsqueeze.default(unsqueeze_286, -1);  unsqueeze_286 = None
        add_113 = torch.ops.aten.add.Tensor(mul_83, unsqueeze_287);  mul_83 = unsqueeze_287 = None
        convolution_60 = torch.ops.aten.convolution.default(add_113, arg229_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg229_1 = None
        add_114 = torch.ops.aten.add.Tensor(arg231_1, 1e-05);  arg231_1 = None
        rsqrt_36 = torch.ops.aten.rsqrt.default(add_114);  add_114 = None
        unsqueeze_288 = torch.ops.aten.unsqueeze.default(arg230_1, -1);  arg230_1 = None
        unsqueeze_289 = torch.ops.aten.unsqueeze.default(unsqueeze_288, -1);  unsqueeze_288 = None
        unsqueeze_290 = torch.ops.aten.unsqueeze.default(rsqrt_36, -1);  rsqrt_36 = None
        unsqueeze_291 = torch.ops.aten.unsqueeze.default(unsqueeze_290, -1);  unsqueeze_290 = None
        sub_36 = torch.ops.aten.sub.Tensor(convolution_60, unsqueeze_289);  convolution_60 = unsqueeze_289 = None
        mul_84 = torch.ops.aten.mul.Tensor(sub_36, unsqueeze_291);  sub_36 = unsqueeze_291 = None
        unsqueeze_292 = torch.ops.aten.unsqueeze.default(arg232_1, -1);  arg232_1 = None
        unsqueeze_293 = torch.ops.aten.unsqueeze.default(unsqueeze_292, -1);  unsqueeze_292 = None
        mul_85 = torch.ops.aten.mul.Tensor(mul_84, unsqueeze_293);  mul_84 = unsqueeze_293 = None
        unsqueeze_294 = torch.ops.aten.unsqueeze.default(arg233_1, -1);  arg233_1 = None
        unsqueeze_295 = torch.ops.aten.unsqueeze.default(unsqueeze_294, -1);  unsqueeze_294 = None
        add_115 = torch.ops.aten.add.Tensor(mul_85, unsqueeze_295);  mul_85 = unsqueeze_295 = None
        neg_36 = torch.ops.aten.neg.default(add_115)
        exp_36 = torch.ops.aten.exp.default(neg_36);  neg_36 = None
        add_116 = torch.ops.aten.add.Tensor(exp_36, 1);  exp_36 = None
        div_36 = torch.ops.aten.div.Tensor(add_115, add_116);  add_115 = add_116 = None
        convolution_61 = torch.ops.aten.convolution.default(div_36, arg234_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  div_36 = arg234_1 = None
        add_117 = torch.ops.aten.add.Tensor(arg236_1, 1e-05);  arg236_1 = None
        rsqrt_37 = torch.ops.aten.rsqrt.default(add_117);  add_117 = None
        unsqueeze_296 = torch.ops.aten.unsqueeze.default(arg235_1, -1);  arg235_1 = None
        unsqueeze_297 = torch.ops.aten.unsqueeze.default(unsqueeze_296, -1);  unsqueeze_296 = None
        unsqueeze_298 = torch.ops.aten.unsqueeze.default(rsqrt_37, -1);  rsqrt_37 = None
        unsqueeze_299 = torch.ops.aten.unsqueeze.default(unsqueeze_298, -1);  unsqueeze_298 = None
        sub_37 = torch.ops.aten.sub.Tensor(convolution_61, unsqueeze_297);  convolution_61 = unsqueeze_297 = None
        mul_86 = torch.ops.aten.mul.Tensor(sub_37, unsqueeze_299);  sub_37 = unsqueeze_299 = None
        unsqueeze_300 = torch.ops.aten.unsqueeze.default(arg237_1, -1);  arg237_1 = None
        unsqueeze_301 = torch.ops.aten.unsqueeze.default(unsqueeze_300, -1);  unsqueeze_300 = None
        mul_87 = torch.ops.aten.mul.Tensor(mul_86, unsqueeze_301);  mul_86 = unsqueeze_301 = None
        unsqueeze_302 = torch.ops.aten.unsqueeze.default(arg238_1, -1);  arg238_1 = None
        unsqueeze_303 = torch.ops.aten.unsqueeze.default(unsqueeze_302, -1);  unsqueeze_302 = None
        add_118 = torch.ops.aten.add.Tensor(mul_87, unsqueeze_303);  mul_87 = unsqueeze_303 = None
        neg_37 = torch.ops.aten.neg.default(add_118)
        exp_37 = torch.ops.aten.exp.default(neg_37);  neg_37 = None
        add_119 = torch.ops.aten.add.Tensor(exp_37, 1);  exp_37 = None
        div_37 = torch.ops.aten.div.Tensor(add_118, add_119);  add_118 = add_119 = None
        mean_12 = torch.ops.aten.mean.dim(div_37, [-1, -2], True)
        convolution_62 = torch.ops.aten.convolution.default(mean_12, arg239_1, arg240_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_12 = arg239_1 = arg240_1 = None
        neg_38 = torch.ops.aten.neg.default(convolution_62)
        exp_38 = torch.ops.aten.exp.default(neg_38);  neg_38 = None
        add_120 = torch.ops.aten.add.Tensor(exp_38, 1);  exp_38 = None
        div_38 = torch.ops.aten.div.Tensor(convolution_62, add_120);  convolution_62 = add_120 = None
        convolution_63 = torch.ops.aten.convolution.default(div_38, arg241_1, arg242_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_38 = arg241_1 = arg242_1 = None
        sigmoid_12 = torch.ops.aten.sigmoid.default(convolution_63);  convolution_63 = None
        mul_88 = torch.ops.aten.mul.Tensor(sigmoid_12, div_37);  sigmoid_12 = div_37 = None
        convolution_64 = torch.ops.aten.convolution.default(mul_88, arg243_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_88 = arg243_1 = None
        add_121 = torch.ops.aten.add.Tensor(arg245_1, 1e-05);  arg245_1 = None
        rsqrt_38 = torch.ops.aten.rsqrt.default(add_121);  add_121 = None
        unsqueeze_304 = torch.ops.aten.unsqueeze.default(arg244_1, -1);  arg244_1 = None
        unsqueeze_305 = torch.ops.aten.unsqueeze.default(unsqueeze_304, -1);  unsqueeze_304 = None
        unsqueeze_306 = torch.ops.aten.unsqueeze.default(rsqrt_38, -1);  rsqrt_38 = None
        unsqueeze_307 = torch.ops.aten.unsqueeze.default(unsqueeze_306, -1);  unsqueeze_306 = None
        sub_38 = torch.ops.aten.sub.Tensor(convolution_64, unsqueeze_305);  convolution_64 = unsqueeze_305 = None
        mul_89 = torch.ops.aten.mul.Tensor(sub_38, unsqueeze_307);  sub_38 = unsqueeze_307 = None
        unsqueeze_308 = torch.ops.aten.unsqueeze.default(arg246_1, -1);  arg246_1 = None
        unsqueeze_309 = torch.ops.aten.unsqueeze.default(unsqueeze_308, -1);  unsqueeze_308 = None
        mul_90 = torch.ops.aten.mul.Tensor(mul_89, unsqueeze_309);  mul_89 = unsqueeze_309 = None
        unsqueeze_310 = torch.ops.aten.unsqueeze.default(arg247_1, -1);  arg247_1 = None
        unsqueeze_311 = torch.ops.aten.unsqueeze.default(unsqueeze_310, -1);  unsqueeze_310 = None
        add_122 = torch.ops.aten.add.Tensor(mul_90, unsqueeze_311);  mul_90 = unsqueeze_311 = None
        add_123 = torch.ops.aten.add.Tensor(add_122, add_113);  add_122 = add_113 = None
        convolution_65 = torch.ops.aten.convolution.default(add_123, arg248_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg248_1 = None
        add_124 = torch.ops.aten.add.Tensor(arg250_1, 1e-05);  arg250_1 = None
        rsqrt_39 = torch.ops.aten.rsqrt.default(add_124);  add_124 = None
        unsqueeze_312 = torch.ops.aten.unsqueeze.default(arg249_1, -1);  arg249_1 = None
        unsqueeze_313 = torch.ops.aten.unsqueeze.default(unsqueeze_312, -1);  unsqueeze_312 = None
        unsqueeze_314 = torch.ops.aten.unsqueeze.default(rsqrt_39, -1);  rsqrt_39 = None
        unsqueeze_315 = torch.ops.aten.unsqueeze.default(unsqueeze_314, -1);  unsqueeze_314 = None
        sub_39 = torch.ops.aten.sub.Tensor(convolution_65, unsqueeze_313);  convolution_65 = unsqueeze_313 = None
        mul_91 = torch.ops.aten.mul.Tensor(sub_39, unsqueeze_315);  sub_39 = unsqueeze_315 = None
        unsqueeze_316 = torch.ops.aten.unsqueeze.default(arg251_1, -1);  arg251_1 = None
        unsqueeze_317 = torch.ops.aten.unsqueeze.default(unsqueeze_316, -1);  unsqueeze_316 = None
        mul_92 = torch.ops.aten.mul.Tensor(mul_91, unsqueeze_317);  mul_91 = unsqueeze_317 = None
        unsqueeze_318 = torch.ops.aten.unsqueeze.default(arg252_1, -1);  arg252_1 = None
        unsqueeze_319 = torch.ops.aten.unsqueeze.default(unsqueeze_318, -1);  unsqueeze_318 = None
        add_125 = torch.ops.aten.add.Tensor(mul_92, unsqueeze_319);  mul_92 = unsqueeze_319 = None
        neg_39 = torch.ops.aten.neg.default(add_125)
        exp_39 = torch.ops.aten.exp.default(neg_39);  neg_39 = None
        add_126 = torch.ops.aten.add.Tensor(exp_39, 1);  exp_39 = None
        div_39 = torch.ops.aten.div.Tensor(add_125, add_126);  add_125 = add_126 = None
        convolution_66 = torch.ops.aten.convolution.default(div_39, arg253_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  div_39 = arg253_1 = None
        add_127 = torch.ops.aten.add.Tensor(arg255_1, 1e-05);  arg255_1 = None
        rsqrt_40 = torch.ops.aten.rsqrt.default(add_127);  add_127 = None
        unsqueeze_320 = torch.ops.aten.unsqueeze.default(arg254_1, -1);  arg254_1 = None
        unsqueeze_321 = torch.ops.aten.unsqueeze.default(unsqueeze_320, -1);  unsqueeze_320 = None
        unsqueeze_322 = torch.ops.aten.unsqueeze.default(rsqrt_40, -1);  rsqrt_40 = None
        unsqueeze_323 = torch.ops.aten.unsqueeze.default(unsqueeze_322, -1);  unsqueeze_322 = None
        sub_40 = torch.ops.aten.sub.Tensor(convolution_66, unsqueeze_321);  convolution_66 = unsqueeze_321 = None
        mul_93 = torch.ops.aten.mul.Tensor(sub_40, unsqueeze_323);  sub_40 = unsqueeze_323 = None
        unsqueeze_324 = torch.ops.aten.unsqueeze.default(arg256_1, -1);  arg256_1 = None
        unsqueeze_325 = torch.ops.aten.unsqueeze.default(unsqueeze_324, -1);  unsqueeze_324 = None
        mul_94 = torch.ops.aten.mul.Tensor(mul_93, unsqueeze_325);  mul_93 = unsqueeze_325 = None
        unsqueeze_326 = torch.ops.aten.unsqueeze.default(arg257_1, -1);  arg257_1 = None
        unsqueeze_327 = torch.ops.aten.unsqueeze.default(unsqueeze_326, -1);  unsqueeze_326 = None
        add_128 = torch.ops.aten.add.Tensor(mul_94, unsqueeze_327);  mul_94 = unsqueeze_327 = None
        neg_40 = torch.ops.aten.neg.default(add_128)
        exp_40 = torch.ops.aten.exp.default(neg_40);  neg_40 = None
        add_129 = torch.ops.aten.add.Tensor(exp_40, 1);  exp_40 = None
        div_40 = torch.ops.aten.div.Tensor(add_128, add_129);  add_128 = add_129 = None
        mean_13 = torch.ops.aten.mean.dim(div_40, [-1, -2], True)
        convolution_67 = torch.ops.aten.convolution.default(mean_13, arg258_1, arg259_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_13 = arg258_1 = arg259_1 = None
        neg_41 = torch.ops.aten.neg.default(convolution_67)
        exp_41 = torch.ops.aten.exp.default(neg_41);  neg_41 = None
        add_130 = torch.ops.aten.add.Tensor(exp_41, 1);  exp_41 = None
        div_41 = torch.ops.aten.div.Tensor(convolution_67, add_130);  convolution_67 = add_130 = None
        convolution_68 = torch.ops.aten.convolution.default(div_41, arg260_1, arg261_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_41 = arg260_1 = arg261_1 = None
        sigmoid_13 = torch.ops.aten.sigmoid.default(convolution_68);  convolution_68 = None
        mul_95 = torch.ops.aten.mul.Tensor(sigmoid_13, div_40);  sigmoid_13 = div_40 = None
        convolution_69 = torch.ops.aten.convolution.default(mul_95, arg262_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_95 = arg262_1 = None
        add_131 = torch.ops.aten.add.Tensor(arg264_1, 1e-05);  arg264_1 = None
        rsqrt_41 = torch.ops.aten.rsqrt.default(add_131);  add_131 = None
        unsqueeze_328 = torch.ops.aten.unsqueeze.default(arg263_1, -1);  arg263_1 = None
        unsqueeze_329 = torch.ops.aten.unsqueeze.default(unsqueeze_328, -1);  unsqueeze_328 = None
        unsqueeze_330 = torch.ops.aten.unsqueeze.default(rsqrt_41, -1);  rsqrt_41 = None
        unsqueeze_331 = torch.ops.aten.unsqueeze.default(unsqueeze_330, -1);  unsqueeze_330 = None
        sub_41 = torch.ops.aten.sub.Tensor(convolution_69, unsqueeze_329);  convolution_69 = unsqueeze_329 = None
        mul_96 = torch.ops.aten.mul.Tensor(sub_41, unsqueeze_331);  sub_41 = unsqueeze_331 = None
        unsqueeze_332 = torch.ops.aten.unsqueeze.default(arg265_1, -1);  arg265_1 = None
        unsqueeze_333 = torch.ops.aten.unsqueeze.default(unsqueeze_332, -1);  unsqueeze_332 = None
        mul_97 = torch.ops.aten.mul.Tensor(mul_96, unsqueeze_333);  mul_96 = unsqueeze_333 = None
        unsqueeze_334 = torch.ops.aten.unsqueeze.default(arg266_1, -1);  arg266_1 = None
        unsqueeze_335 = torch.ops.aten.unsqueeze.default(unsqueeze_334, -1);  unsqueeze_334 = None
        add_132 = torch.ops.aten.add.Tensor(mul_97, unsqueeze_335);  mul_97 = unsqueeze_335 = None
        add_133 = torch.ops.aten.add.Tensor(add_132, add_123);  add_132 = add_123 = None
        convolution_70 = torch.ops.aten.convolution.default(add_133, arg267_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg267_1 = None
        add_134 = torch.ops.aten.add.Tensor(arg269_1, 1e-05);  arg269_1 = None
        rsqrt_42 = torch.ops.aten.rsqrt.default(add_134);  add_134 = None
        unsqueeze_336 = torch.ops.aten.unsqueeze.default(arg268_1, -1);  arg268_1 = None
        unsqueeze_337 = torch.ops.aten.unsqueeze.default(unsqueeze_336, -1);  unsqueeze_336 = None
        unsqueeze_338 = torch.ops.aten.unsqueeze.default(rsqrt_42, -1);  rsqrt_42 = None
        unsqueeze_339 = torch.ops.aten.unsqueeze.default(unsqueeze_338, -1);  unsqueeze_338 = None
        sub_42 = torch.ops.aten.sub.Tensor(convolution_70, unsqueeze_337);  convolution_70 = unsqueeze_337 = None
        mul_98 = torch.ops.aten.mul.Tensor(sub_42, unsqueeze_339);  sub_42 = unsqueeze_339 = None
        unsqueeze_340 = torch.ops.aten.unsqueeze.default(arg270_1, -1);  arg270_1 = None
        unsqueeze_341 = torch.ops.aten.unsqueeze.default(unsqueeze_340, -1);  unsqueeze_340 = None
        mul_99 = torch.ops.aten.mul.Tensor(mul_98, unsqueeze_341);  mul_98 = unsqueeze_341 = None
        unsqueeze_342 = torch.ops.aten.unsqueeze.default(arg271_1, -1);  arg271_1 = None
        unsqueeze_343 = torch.ops.aten.unsqueeze.default(unsqueeze_342, -1);  unsqueeze_342 = None
        add_135 = torch.ops.aten.add.Tensor(mul_99, unsqueeze_343);  mul_99 = unsqueeze_343 = None
        neg_42 = torch.ops.aten.neg.default(add_135)
        exp_42 = torch.ops.aten.exp.default(neg_42);  neg_42 = None
        add_136 = torch.ops.aten.add.Tensor(exp_42, 1);  exp_42 = None
        div_42 = torch.ops.aten.div.Tensor(add_135, add_136);  add_135 = add_136 = None
        convolution_71 = torch.ops.aten.convolution.default(div_42, arg272_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  div_42 = arg272_1 = None
        add_137 = torch.ops.aten.add.Tensor(arg274_1, 1e-05);  arg274_1 = None
        rsqrt_43 = torch.ops.aten.rsqrt.default(add_137);  add_137 = None
        unsqueeze_344 = torch.ops.aten.unsqueeze.default(arg273_1, -1);  arg273_1 = None
        unsqueeze_345 = torch.ops.aten.unsqueeze.default(unsqueeze_344, -1);  unsqueeze_344 = None
        unsqueeze_346 = torch.ops.aten.unsqueeze.default(rsqrt_43, -1);  rsqrt_43 = None
        unsqueeze_347 = torch.ops.aten.unsqueeze.default(unsqueeze_346, -1);  unsqueeze_346 = None
        sub_43 = torch.ops.aten.sub.Tensor(convolution_71, unsqueeze_345);  convolution_71 = unsqueeze_345 = None
        mul_100 = torch.ops.aten.mul.Tensor(sub_43, unsqueeze_347);  sub_43 = unsqueeze_347 = None
        unsqueeze_348 = torch.ops.aten.unsqueeze.default(arg275_1, -1);  arg275_1 = None
        unsqueeze_349 = torch.ops.aten.unsqueeze.default(unsqueeze_348, -1);  unsqueeze_348 = None
        mul_101 = torch.ops.aten.mul.Tensor(mul_100, unsqueeze_349);  mul_100 = unsqueeze_349 = None
        unsqueeze_350 = torch.ops.aten.unsqueeze.default(arg276_1, -1);  arg276_1 = None
        unsqueeze_351 = torch.ops.aten.unsqueeze.default(unsqueeze_350, -1);  unsqueeze_350 = None
        add_138 = torch.ops.aten.add.Tensor(mul_101, unsqueeze_351);  mul_101 = unsqueeze_351 = None
        neg_43 = torch.ops.aten.neg.default(add_138)
        exp_43 = torch.ops.aten.exp.default(neg_43);  neg_43 = None
        add_139 = torch.ops.aten.add.Tensor(exp_43, 1);  exp_43 = None
        div_43 = torch.ops.aten.div.Tensor(add_138, add_139);  add_138 = add_139 = None
        mean_14 = torch.ops.aten.mean.dim(div_43, [-1, -2], True)
        convolution_72 = torch.ops.aten.convolution.default(mean_14, arg277_1, arg278_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_14 = arg277_1 = arg278_1 = None
        neg_44 = torch.ops.aten.neg.default(convolution_72)
        exp_44 = torch.ops.aten.exp.default(neg_44);  neg_44 = None
        add_140 = torch.ops.aten.add.Tensor(exp_44, 1);  exp_44 = None
        div_44 = torch.ops.aten.div.Tensor(convolution_72, add_140);  convolution_72 = add_140 = None
        convolution_73 = torch.ops.aten.convolution.default(div_44, arg279_1, arg280_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_44 = arg279_1 = arg280_1 = None
        sigmoid_14 = torch.ops.aten.sigmoid.default(convolution_73);  convolution_73 = None
        mul_102 = torch.ops.aten.mul.Tensor(sigmoid_14, div_43);  sigmoid_14 = div_43 = None
        convolution_74 = torch.ops.aten.convolution.default(mul_102, arg281_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_102 = arg281_1 = None
        add_141 = torch.ops.aten.add.Tensor(arg283_1, 1e-05);  arg283_1 = None
        rsqrt_44 = torch.ops.aten.rsqrt.default(add_141);  add_141 = None
        unsqueeze_352 = torch.ops.aten.unsqueeze.default(arg282_1, -1);  arg282_1 = None
        unsqueeze_353 = torch.ops.aten.unsqueeze.default(unsqueeze_352, -1);  unsqueeze_352 = None
        unsqueeze_354 = torch.ops.aten.unsqueeze.default(rsqrt_44, -1);  rsqrt_44 = None
        unsqueeze_355 = torch.ops.aten.unsqueeze.default(unsqueeze_354, -1);  unsqueeze_354 = None
        sub_44 = torch.ops.aten.sub.Tensor(convolution_74, unsqueeze_353);  convolution_74 = unsqueeze_353 = None
        mul_103 = torch.ops.aten.mul.Tensor(sub_44, unsqueeze_355);  sub_44 = unsqueeze_355 = None
        unsqueeze_356 = torch.ops.aten.unsqueeze.default(arg284_1, -1);  arg284_1 = None
        unsqueeze_357 = torch.ops.aten.unsqueeze.default(unsqueeze_356, -1);  unsqueeze_356 = None
        mul_104 = torch.ops.aten.mul.Tensor(mul_103, unsqueeze_357);  mul_103 = unsqueeze_357 = None
        unsqueeze_358 = torch.ops.aten.unsqueeze.default(arg285_1, -1);  arg285_1 = None
        unsqueeze_359 = torch.ops.aten.unsqueeze.default(unsqueeze_358, -1);  unsqueeze_358 = None
        add_142 = torch.ops.aten.add.Tensor(mul_104, unsqueeze_359);  mul_104 = unsqueeze_359 = None
        add_143 = torch.ops.aten.add.Tensor(add_142, add_133);  add_142 = add_133 = None
        convolution_75 = torch.ops.aten.convolution.default(add_143, arg286_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_143 = arg286_1 = None
        add_144 = torch.ops.aten.add.Tensor(arg288_1, 1e-05);  arg288_1 = None
        rsqrt_45 = torch.ops.aten.rsqrt.default(add_144);  add_144 = None
        unsqueeze_360 = torch.ops.aten.unsqueeze.default(arg287_1, -1);  arg287_1 = None
        unsqueeze_361 = torch.ops.aten.unsqueeze.default(unsqueeze_360, -1);  unsqueeze_360 = None
        unsqueeze_362 = torch.ops.aten.unsqueeze.default(rsqrt_45, -1);  rsqrt_45 = None
        unsqueeze_363 = torch.ops.aten.unsqueeze.default(unsqueeze_362, -1);  unsqueeze_362 = None
        sub_45 = torch.ops.aten.sub.Tensor(convolution_75, unsqueeze_361);  convolution_75 = unsqueeze_361 = None
        mul_105 = torch.ops.aten.mul.Tensor(sub_45, unsqueeze_363);  sub_45 = unsqueeze_363 = None
        unsqueeze_364 = torch.ops.aten.unsqueeze.default(arg289_1, -1);  arg289_1 = None
        unsqueeze_365 = torch.ops.aten.unsqueeze.default(unsqueeze_364, -1);  unsqueeze_364 = None
        mul_106 = torch.ops.aten.mul.Tensor(mul_105, unsqueeze_365);  mul_105 = unsqueeze_365 = None
        unsqueeze_366 = torch.ops.aten.unsqueeze.default(arg290_1, -1);  arg290_1 = None
        unsqueeze_367 = torch.ops.aten.unsqueeze.default(unsqueeze_366, -1);  unsqueeze_366 = None
        add_145 = torch.ops.aten.add.Tensor(mul_106, unsqueeze_367);  mul_106 = unsqueeze_367 = None
        neg_45 = torch.ops.aten.neg.default(add_145)
        exp_45 = torch.ops.aten.exp.default(neg_45);  neg_45 = None
        add_146 = torch.ops.aten.add.Tensor(exp_45, 1);  exp_45 = None
        div_45 = torch.ops.aten.div.Tensor(add_145, add_146);  add_145 = add_146 = None
        convolution_76 = torch.ops.aten.convolution.default(div_45, arg291_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1152);  div_45 = arg291_1 = None
        add_147 = torch.ops.aten.add.Tensor(arg293_1, 1e-05);  arg293_1 = None
        rsqrt_46 = torch.ops.aten.rsqrt.default(add_147);  add_147 = None
        unsqueeze_368 = torch.ops.aten.unsqueeze.default(arg292_1, -1);  arg292_1 = None
        unsqueeze_369 = torch.ops.aten.unsqueeze.default(unsqueeze_368, -1);  unsqueeze_368 = None
        unsqueeze_370 = torch.ops.aten.unsqueeze.default(rsqrt_46, -1);  rsqrt_46 = None
        unsqueeze_371 = torch.ops.aten.unsqueeze.default(unsqueeze_370, -1);  unsqueeze_370 = None
        sub_46 = torch.ops.aten.sub.Tensor(convolution_76, unsqueeze_369);  convolution_76 = unsqueeze_369 = None
        mul_107 = torch.ops.aten.mul.Tensor(sub_46, unsqueeze_371);  sub_46 = unsqueeze_371 = None
        unsqueeze_372 = torch.ops.aten.unsqueeze.default(arg294_1, -1);  arg294_1 = None
        unsqueeze_373 = torch.ops.aten.unsqueeze.default(unsqueeze_372, -1);  unsqueeze_372 = None
        mul_108 = torch.ops.aten.mul.Tensor(mul_107, unsqueeze_373);  mul_107 = unsqueeze_373 = None
        unsqueeze_374 = torch.ops.aten.unsqueeze.default(arg295_1, -1);  arg295_1 = None
        unsqueeze_375 = torch.ops.aten.unsqueeze.default(unsqueeze_374, -1);  unsqueeze_374 = None
        add_148 = torch.ops.aten.add.Tensor(mul_108, unsqueeze_375);  mul_108 = unsqueeze_375 = None
        neg_46 = torch.ops.aten.neg.default(add_148)
        exp_46 = torch.ops.aten.exp.default(neg_46);  neg_46 = None
        add_149 = torch.ops.aten.add.Tensor(exp_46, 1);  exp_46 = None
        div_46 = torch.ops.aten.div.Tensor(add_148, add_149);  add_148 = add_149 = None
        mean_15 = torch.ops.aten.mean.dim(div_46, [-1, -2], True)
        convolution_77 = torch.ops.aten.convolution.default(mean_15, arg296_1, arg297_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_15 = arg296_1 = arg297_1 = None
        neg_47 = torch.ops.aten.neg.default(convolution_77)
        exp_47 = torch.ops.aten.exp.default(neg_47);  neg_47 = None
        add_150 = torch.ops.aten.add.Tensor(exp_47, 1);  exp_47 = None
        div_47 = torch.ops.aten.div.Tensor(convolution_77, add_150);  convolution_77 = add_150 = None
        convolution_78 = torch.ops.aten.convolution.default(div_47, arg298_1, arg299_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_47 = arg298_1 = arg299_1 = None
        sigmoid_15 = torch.ops.aten.sigmoid.default(convolution_78);  convolution_78 = None
        mul_109 = torch.ops.aten.mul.Tensor(sigmoid_15, div_46);  sigmoid_15 = div_46 = None
        convolution_79 = torch.ops.aten.convolution.default(mul_109, arg300_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_109 = arg300_1 = None
        add_151 = torch.ops.aten.add.Tensor(arg302_1, 1e-05);  arg302_1 = None
        rsqrt_47 = torch.ops.aten.rsqrt.default(add_151);  add_151 = None
        unsqueeze_376 = torch.ops.aten.unsqueeze.default(arg301_1, -1);  arg301_1 = None
        unsqueeze_377 = torch.ops.aten.unsqueeze.default(unsqueeze_376, -1);  unsqueeze_376 = None
        unsqueeze_378 = torch.ops.aten.unsqueeze.default(rsqrt_47, -1);  rsqrt_47 = None
        unsqueeze_379 = torch.ops.aten.unsqueeze.default(unsqueeze_378, -1);  unsqueeze_378 = None
        sub_47 = torch.ops.aten.sub.Tensor(convolution_79, unsqueeze_377);  convolution_79 = unsqueeze_377 = None
        mul_110 = torch.ops.aten.mul.Tensor(sub_47, unsqueeze_379);  sub_47 = unsqueeze_379 = None
        unsqueeze_380 = torch.ops.aten.unsqueeze.default(arg303_1, -1);  arg303_1 = None
        unsqueeze_381 = torch.ops.aten.unsqueeze.default(unsqueeze_380, -1);  unsqueeze_380 = None
        mul_111 = torch.ops.aten.mul.Tensor(mul_110, unsqueeze_381);  mul_110 = unsqueeze_381 = None
        unsqueeze_382 = torch.ops.aten.unsqueeze.default(arg304_1, -1);  arg304_1 = None
        unsqueeze_383 = torch.ops.aten.unsqueeze.default(unsqueeze_382, -1);  unsqueeze_382 = None
        add_152 = torch.ops.aten.add.Tensor(mul_111, unsqueeze_383);  mul_111 = unsqueeze_383 = None
        convolution_80 = torch.ops.aten.convolution.default(add_152, arg305_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_152 = arg305_1 = None
        add_153 = torch.ops.aten.add.Tensor(arg307_1, 1e-05);  arg307_1 = None
        rsqrt_48 = torch.ops.aten.rsqrt.default(add_153);  add_153 = None
        unsqueeze_384 = torch.ops.aten.unsqueeze.default(arg306_1, -1);  arg306_1 = None
        unsqueeze_385 = torch.ops.aten.unsqueeze.default(unsqueeze_384, -1);  unsqueeze_384 = None
        unsqueeze_386 = torch.ops.aten.unsqueeze.default(rsqrt_48, -1);  rsqrt_48 = None
        unsqueeze_387 = torch.ops.aten.unsqueeze.default(unsqueeze_386, -1);  unsqueeze_386 = None
        sub_48 = torch.ops.aten.sub.Tensor(convolution_80, unsqueeze_385);  convolution_80 = unsqueeze_385 = None
        mul_112 = torch.ops.aten.mul.Tensor(sub_48, unsqueeze_387);  sub_48 = unsqueeze_387 = None
        unsqueeze_388 = torch.ops.aten.unsqueeze.default(arg308_1, -1);  arg308_1 = None
        unsqueeze_389 = torch.ops.aten.unsqueeze.default(unsqueeze_388, -1);  unsqueeze_388 = None
        mul_113 = torch.ops.aten.mul.Tensor(mul_112, unsqueeze_389);  mul_112 = unsqueeze_389 = None
        unsqueeze_390 = torch.ops.aten.unsqueeze.default(arg309_1, -1);  arg309_1 = None
        unsqueeze_391 = torch.ops.aten.unsqueeze.default(unsqueeze_390, -1);  unsqueeze_390 = None
        add_154 = torch.ops.aten.add.Tensor(mul_113, unsqueeze_391);  mul_113 = unsqueeze_391 = None
        neg_48 = torch.ops.aten.neg.default(add_154)
        exp_48 = torch.ops.aten.exp.default(neg_48);  neg_48 = None
        add_155 = torch.ops.aten.add.Tensor(exp_48, 1);  exp_48 = None
        div_48 = torch.ops.aten.div.Tensor(add_154, add_155);  add_154 = add_155 = None
        mean_16 = torch.ops.aten.mean.dim(div_48, [-1, -2], True);  div_48 = None
        view = torch.ops.aten.view.default(mean_16, [1, 1280]);  mean_16 = None
        permute = torch.ops.aten.permute.default(arg310_1, [1, 0]);  arg310_1 = None
        addmm = torch.ops.aten.addmm.default(arg311_1, view, permute);  arg311_1 = view = permute = None
        return (addmm,)

def load_args(reader):
    buf0 = reader.storage(None, 3456)
    reader.tensor(buf0, (32, 3, 3, 3), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 602112)
    reader.tensor(buf1, (1, 3, 224, 224), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 128)
    reader.tensor(buf2, (32,), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 128)
    reader.tensor(buf3, (32,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 128)
    reader.tensor(buf4, (32,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 128)
    reader.tensor(buf5, (32,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 1152)
    reader.tensor(buf6, (32, 1, 3, 3), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 128)
    reader.tensor(buf7, (32,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 128)
    reader.tensor(buf8, (32,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 128)
    reader.tensor(buf9, (32,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 128)
    reader.tensor(buf10, (32,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 1024)
    reader.tensor(buf11, (8, 32, 1, 1), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 32)
    reader.tensor(buf12, (8,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 1024)
    reader.tensor(buf13, (32, 8, 1, 1), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 128)
    reader.tensor(buf14, (32,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 2048)
    reader.tensor(buf15, (16, 32, 1, 1), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 64)
    reader.tensor(buf16, (16,), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 64)
    reader.tensor(buf17, (16,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 64)
    reader.tensor(buf18, (16,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 64)
    reader.tensor(buf19, (16,), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 6144)
    reader.tensor(buf20, (96, 16, 1, 1), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 384)
    reader.tensor(buf21, (96,), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 384)
    reader.tensor(buf22, (96,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 384)
    reader.tensor(buf23, (96,), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 384)
    reader.tensor(buf24, (96,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 3456)
    reader.tensor(buf25, (96, 1, 3, 3), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 384)
    reader.tensor(buf26, (96,), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 384)
    reader.tensor(buf27, (96,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 384)
    reader.tensor(buf28, (96,), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 384)
    reader.tensor(buf29, (96,), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 1536)
    reader.tensor(buf30, (4, 96, 1, 1), is_leaf=True)  # arg30_1
    buf31 = reader.storage(None, 16)
    reader.tensor(buf31, (4,), is_leaf=True)  # arg31_1
    buf32 = reader.storage(None, 1536)
    reader.tensor(buf32, (96, 4, 1, 1), is_leaf=True)  # arg32_1
    buf33 = reader.storage(None, 384)
    reader.tensor(buf33, (96,), is_leaf=True)  # arg33_1
    buf34 = reader.storage(None, 9216)
    reader.tensor(buf34, (24, 96, 1, 1), is_leaf=True)  # arg34_1
    buf35 = reader.storage(None, 96)
    reader.tensor(buf35, (24,), is_leaf=True)  # arg35_1
    buf36 = reader.storage(None, 96)
    reader.tensor(buf36, (24,), is_leaf=True)  # arg36_1
    buf37 = reader.storage(None, 96)
    reader.tensor(buf37, (24,), is_leaf=True)  # arg37_1
    buf38 = reader.storage(None, 96)
    reader.tensor(buf38, (24,), is_leaf=True)  # arg38_1
    buf39 = reader.storage(None, 13824)
    reader.tensor(buf39, (144, 24, 1, 1), is_leaf=True)  # arg39_1
    buf40 = reader.storage(None, 576)
    reader.tensor(buf40, (144,), is_leaf=True)  # arg40_1
    buf41 = reader.storage(None, 576)
    reader.tensor(buf41, (144,), is_leaf=True)  # arg41_1
    buf42 = reader.storage(None, 576)
    reader.tensor(buf42, (144,), is_leaf=True)  # arg42_1
    buf43 = reader.storage(None, 576)
    reader.tensor(buf43, (144,), is_leaf=True)  # arg43_1
    buf44 = reader.storage(None, 5184)
    reader.tensor(buf44, (144, 1, 3, 3), is_leaf=True)  # arg44_1
    buf45 = reader.storage(None, 576)
    reader.tensor(buf45, (144,), is_leaf=True)  # arg45_1
    buf46 = reader.storage(None, 576)
    reader.tensor(buf46, (144,), is_leaf=True)  # arg46_1
    buf47 = reader.storage(None, 576)
    reader.tensor(buf47, (144,), is_leaf=True)  # arg47_1
    buf48 = reader.storage(None, 576)
    reader.tensor(buf48, (144,), is_leaf=True)  # arg48_1
    buf49 = reader.storage(None, 3456)
    reader.tensor(buf49, (6, 144, 1, 1), is_leaf=True)  # arg49_1
    buf50 = reader.storage(None, 24)
    reader.tensor(buf50, (6,), is_leaf=True)  # arg50_1
    buf51 = reader.storage(None, 3456)
    reader.tensor(buf51, (144, 6, 1, 1), is_leaf=True)  # arg51_1
    buf52 = reader.storage(None, 576)
    reader.tensor(buf52, (144,), is_leaf=True)  # arg52_1
    buf53 = reader.storage(None, 13824)
    reader.tensor(buf53, (24, 144, 1, 1), is_leaf=True)  # arg53_1
    buf54 = reader.storage(None, 96)
    reader.tensor(buf54, (24,), is_leaf=True)  # arg54_1
    buf55 = reader.storage(None, 96)
    reader.tensor(buf55, (24,), is_leaf=True)  # arg55_1
    buf56 = reader.storage(None, 96)
    reader.tensor(buf56, (24,), is_leaf=True)  # arg56_1
    buf57 = reader.storage(None, 96)
    reader.tensor(buf57, (24,), is_leaf=True)  # arg57_1
    buf58 = reader.storage(None, 13824)
    reader.tensor(buf58, (144, 24, 1, 1), is_leaf=True)  # arg58_1
    buf59 = reader.storage(None, 576)
    reader.tensor(buf59, (144,), is_leaf=True)  # arg59_1
    buf60 = reader.storage(None, 576)
    reader.tensor(buf60, (144,), is_leaf=True)  # arg60_1
    buf61 = reader.storage(None, 576)
    reader.tensor(buf61, (144,), is_leaf=True)  # arg61_1
    buf62 = reader.storage(None, 576)
    reader.tensor(buf62, (144,), is_leaf=True)  # arg62_1
    buf63 = reader.storage(None, 14400)
    reader.tensor(buf63, (144, 1, 5, 5), is_leaf=True)  # arg63_1
    buf64 = reader.storage(None, 576)
    reader.tensor(buf64, (144,), is_leaf=True)  # arg64_1
    buf65 = reader.storage(None, 576)
    reader.tensor(buf65, (144,), is_leaf=True)  # arg65_1
    buf66 = reader.storage(None, 576)
    reader.tensor(buf66, (144,), is_leaf=True)  # arg66_1
    buf67 = reader.storage(None, 576)
    reader.tensor(buf67, (144,), is_leaf=True)  # arg67_1
    buf68 = reader.storage(None, 3456)
    reader.tensor(buf68, (6, 144, 1, 1), is_leaf=True)  # arg68_1
    buf69 = reader.storage(None, 24)
    reader.tensor(buf69, (6,), is_leaf=True)  # arg69_1
    buf70 = reader.storage(None, 3456)
    reader.tensor(buf70, (144, 6, 1, 1), is_leaf=True)  # arg70_1
    buf71 = reader.storage(None, 576)
    reader.tensor(buf71, (144,), is_leaf=True)  # arg71_1
    buf72 = reader.storage(None, 23040)
    reader.tensor(buf72, (40, 144, 1, 1), is_leaf=True)  # arg72_1
    buf73 = reader.storage(None, 160)
    reader.tensor(buf73, (40,), is_leaf=True)  # arg73_1
    buf74 = reader.storage(None, 160)
    reader.tensor(buf74, (40,), is_leaf=True)  # arg74_1
    buf75 = reader.storage(None, 160)
    reader.tensor(buf75, (40,), is_leaf=True)  # arg75_1
    buf76 = reader.storage(None, 160)
    reader.tensor(buf76, (40,), is_leaf=True)  # arg76_1
    buf77 = reader.storage(None, 38400)
    reader.tensor(buf77, (240, 40, 1, 1), is_leaf=True)  # arg77_1
    buf78 = reader.storage(None, 960)
    reader.tensor(buf78, (240,), is_leaf=True)  # arg78_1
    buf79 = reader.storage(None, 960)
    reader.tensor(buf79, (240,), is_leaf=True)  # arg79_1
    buf80 = reader.storage(None, 960)
    reader.tensor(buf80, (240,), is_leaf=True)  # arg80_1
    buf81 = reader.storage(None, 960)
    reader.tensor(buf81, (240,), is_leaf=True)  # arg81_1
    buf82 = reader.storage(None, 24000)
    reader.tensor(buf82, (240, 1, 5, 5), is_leaf=True)  # arg82_1
    buf83 = reader.storage(None, 960)
    reader.tensor(buf83, (240,), is_leaf=True)  # arg83_1
    buf84 = reader.storage(None, 960)
    reader.tensor(buf84, (240,), is_leaf=True)  # arg84_1
    buf85 = reader.storage(None, 960)
    reader.tensor(buf85, (240,), is_leaf=True)  # arg85_1
    buf86 = reader.storage(None, 960)
    reader.tensor(buf86, (240,), is_leaf=True)  # arg86_1
    buf87 = reader.storage(None, 9600)
    reader.tensor(buf87, (10, 240, 1, 1), is_leaf=True)  # arg87_1
    buf88 = reader.storage(None, 40)
    reader.tensor(buf88, (10,), is_leaf=True)  # arg88_1
    buf89 = reader.storage(None, 9600)
    reader.tensor(buf89, (240, 10, 1, 1), is_leaf=True)  # arg89_1
    buf90 = reader.storage(None, 960)
    reader.tensor(buf90, (240,), is_leaf=True)  # arg90_1
    buf91 = reader.storage(None, 38400)
    reader.tensor(buf91, (40, 240, 1, 1), is_leaf=True)  # arg91_1
    buf92 = reader.storage(None, 160)
    reader.tensor(buf92, (40,), is_leaf=True)  # arg92_1
    buf93 = reader.storage(None, 160)
    reader.tensor(buf93, (40,), is_leaf=True)  # arg93_1
    buf94 = reader.storage(None, 160)
    reader.tensor(buf94, (40,), is_leaf=True)  # arg94_1
    buf95 = reader.storage(None, 160)
    reader.tensor(buf95, (40,), is_leaf=True)  # arg95_1
    buf96 = reader.storage(None, 38400)
    reader.tensor(buf96, (240, 40, 1, 1), is_leaf=True)  # arg96_1
    buf97 = reader.storage(None, 960)
    reader.tensor(buf97, (240,), is_leaf=True)  # arg97_1
    buf98 = reader.storage(None, 960)
    reader.tensor(buf98, (240,), is_leaf=True)  # arg98_1
    buf99 = reader.storage(None, 960)
    reader.tensor(buf99, (240,), is_leaf=True)  # arg99_1
    buf100 = reader.storage(None, 960)
    reader.tensor(buf100, (240,), is_leaf=True)  # arg100_1
    buf101 = reader.storage(None, 8640)
    reader.tensor(buf101, (240, 1, 3, 3), is_leaf=True)  # arg101_1
    buf102 = reader.storage(None, 960)
    reader.tensor(buf102, (240,), is_leaf=True)  # arg102_1
    buf103 = reader.storage(None, 960)
    reader.tensor(buf103, (240,), is_leaf=True)  # arg103_1
    buf104 = reader.storage(None, 960)
    reader.tensor(buf104, (240,), is_leaf=True)  # arg104_1
    buf105 = reader.storage(None, 960)
    reader.tensor(buf105, (240,), is_leaf=True)  # arg105_1
    buf106 = reader.storage(None, 9600)
    reader.tensor(buf106, (10, 240, 1, 1), is_leaf=True)  # arg106_1
    buf107 = reader.storage(None, 40)
    reader.tensor(buf107, (10,), is_leaf=True)  # arg107_1
    buf108 = reader.storage(None, 9600)
    reader.tensor(buf108, (240, 10, 1, 1), is_leaf=True)  # arg108_1
    buf109 = reader.storage(None, 960)
    reader.tensor(buf109, (240,), is_leaf=True)  # arg109_1
    buf110 = reader.storage(None, 76800)
    reader.tensor(buf110, (80, 240, 1, 1), is_leaf=True)  # arg110_1
    buf111 = reader.storage(None, 320)
    reader.tensor(buf111, (80,), is_leaf=True)  # arg111_1
    buf112 = reader.storage(None, 320)
    reader.tensor(buf112, (80,), is_leaf=True)  # arg112_1
    buf113 = reader.storage(None, 320)
    reader.tensor(buf113, (80,), is_leaf=True)  # arg113_1
    buf114 = reader.storage(None, 320)
    reader.tensor(buf114, (80,), is_leaf=True)  # arg114_1
    buf115 = reader.storage(None, 153600)
    reader.tensor(buf115, (480, 80, 1, 1), is_leaf=True)  # arg115_1
    buf116 = reader.storage(None, 1920)
    reader.tensor(buf116, (480,), is_leaf=True)  # arg116_1
    buf117 = reader.storage(None, 1920)
    reader.tensor(buf117, (480,), is_leaf=True)  # arg117_1
    buf118 = reader.storage(None, 1920)
    reader.tensor(buf118, (480,), is_leaf=True)  # arg118_1
    buf119 = reader.storage(None, 1920)
    reader.tensor(buf119, (480,), is_leaf=True)  # arg119_1
    buf120 = reader.storage(None, 17280)
    reader.tensor(buf120, (480, 1, 3, 3), is_leaf=True)  # arg120_1
    buf121 = reader.storage(None, 1920)
    reader.tensor(buf121, (480,), is_leaf=True)  # arg121_1
    buf122 = reader.storage(None, 1920)
    reader.tensor(buf122, (480,), is_leaf=True)  # arg122_1
    buf123 = reader.storage(None, 1920)
    reader.tensor(buf123, (480,), is_leaf=True)  # arg123_1
    buf124 = reader.storage(None, 1920)
    reader.tensor(buf124, (480,), is_leaf=True)  # arg124_1
    buf125 = reader.storage(None, 38400)
    reader.tensor(buf125, (20, 480, 1, 1), is_leaf=True)  # arg125_1
    buf126 = reader.storage(None, 80)
    reader.tensor(buf126, (20,), is_leaf=True)  # arg126_1
    buf127 = reader.storage(None, 38400)
    reader.tensor(buf127, (480, 20, 1, 1), is_leaf=True)  # arg127_1
    buf128 = reader.storage(None, 1920)
    reader.tensor(buf128, (480,), is_leaf=True)  # arg128_1
    buf129 = reader.storage(None, 153600)
    reader.tensor(buf129, (80, 480, 1, 1), is_leaf=True)  # arg129_1
    buf130 = reader.storage(None, 320)
    reader.tensor(buf130, (80,), is_leaf=True)  # arg130_1
    buf131 = reader.storage(None, 320)
    reader.tensor(buf131, (80,), is_leaf=True)  # arg131_1
    buf132 = reader.storage(None, 320)
    reader.tensor(buf132, (80,), is_leaf=True)  # arg132_1
    buf133 = reader.storage(None, 320)
    reader.tensor(buf133, (80,), is_leaf=True)  # arg133_1
    buf134 = reader.storage(None, 153600)
    reader.tensor(buf134, (480, 80, 1, 1), is_leaf=True)  # arg134_1
    buf135 = reader.storage(None, 1920)
    reader.tensor(buf135, (480,), is_leaf=True)  # arg135_1
    buf136 = reader.storage(None, 1920)
    reader.tensor(buf136, (480,), is_leaf=True)  # arg136_1
    buf137 = reader.storage(None, 1920)
    reader.tensor(buf137, (480,), is_leaf=True)  # arg137_1
    buf138 = reader.storage(None, 1920)
    reader.tensor(buf138, (480,), is_leaf=True)  # arg138_1
    buf139 = reader.storage(None, 17280)
    reader.tensor(buf139, (480, 1, 3, 3), is_leaf=True)  # arg139_1
    buf140 = reader.storage(None, 1920)
    reader.tensor(buf140, (480,), is_leaf=True)  # arg140_1
    buf141 = reader.storage(None, 1920)
    reader.tensor(buf141, (480,), is_leaf=True)  # arg141_1
    buf142 = reader.storage(None, 1920)
    reader.tensor(buf142, (480,), is_leaf=True)  # arg142_1
    buf143 = reader.storage(None, 1920)
    reader.tensor(buf143, (480,), is_leaf=True)  # arg143_1
    buf144 = reader.storage(None, 38400)
    reader.tensor(buf144, (20, 480, 1, 1), is_leaf=True)  # arg144_1
    buf145 = reader.storage(None, 80)
    reader.tensor(buf145, (20,), is_leaf=True)  # arg145_1
    buf146 = reader.storage(None, 38400)
    reader.tensor(buf146, (480, 20, 1, 1), is_leaf=True)  # arg146_1
    buf147 = reader.storage(None, 1920)
    reader.tensor(buf147, (480,), is_leaf=True)  # arg147_1
    buf148 = reader.storage(None, 153600)
    reader.tensor(buf148, (80, 480, 1, 1), is_leaf=True)  # arg148_1
    buf149 = reader.storage(None, 320)
    reader.tensor(buf149, (80,), is_leaf=True)  # arg149_1
    buf150 = reader.storage(None, 320)
    reader.tensor(buf150, (80,), is_leaf=True)  # arg150_1
    buf151 = reader.storage(None, 320)
    reader.tensor(buf151, (80,), is_leaf=True)  # arg151_1
    buf152 = reader.storage(None, 320)
    reader.tensor(buf152, (80,), is_leaf=True)  # arg152_1
    buf153 = reader.storage(None, 153600)
    reader.tensor(buf153, (480, 80, 1, 1), is_leaf=True)  # arg153_1
    buf154 = reader.storage(None, 1920)
    reader.tensor(buf154, (480,), is_leaf=True)  # arg154_1
    buf155 = reader.storage(None, 1920)
    reader.tensor(buf155, (480,), is_leaf=True)  # arg155_1
    buf156 = reader.storage(None, 1920)
    reader.tensor(buf156, (480,), is_leaf=True)  # arg156_1
    buf157 = reader.storage(None, 1920)
    reader.tensor(buf157, (480,), is_leaf=True)  # arg157_1
    buf158 = reader.storage(None, 48000)
    reader.tensor(buf158, (480, 1, 5, 5), is_leaf=True)  # arg158_1
    buf159 = reader.storage(None, 1920)
    reader.tensor(buf159, (480,), is_leaf=True)  # arg159_1
    buf160 = reader.storage(None, 1920)
    reader.tensor(buf160, (480,), is_leaf=True)  # arg160_1
    buf161 = reader.storage(None, 1920)
    reader.tensor(buf161, (480,), is_leaf=True)  # arg161_1
    buf162 = reader.storage(None, 1920)
    reader.tensor(buf162, (480,), is_leaf=True)  # arg162_1
    buf163 = reader.storage(None, 38400)
    reader.tensor(buf163, (20, 480, 1, 1), is_leaf=True)  # arg163_1
    buf164 = reader.storage(None, 80)
    reader.tensor(buf164, (20,), is_leaf=True)  # arg164_1
    buf165 = reader.storage(None, 38400)
    reader.tensor(buf165, (480, 20, 1, 1), is_leaf=True)  # arg165_1
    buf166 = reader.storage(None, 1920)
    reader.tensor(buf166, (480,), is_leaf=True)  # arg166_1
    buf167 = reader.storage(None, 215040)
    reader.tensor(buf167, (112, 480, 1, 1), is_leaf=True)  # arg167_1
    buf168 = reader.storage(None, 448)
    reader.tensor(buf168, (112,), is_leaf=True)  # arg168_1
    buf169 = reader.storage(None, 448)
    reader.tensor(buf169, (112,), is_leaf=True)  # arg169_1
    buf170 = reader.storage(None, 448)
    reader.tensor(buf170, (112,), is_leaf=True)  # arg170_1
    buf171 = reader.storage(None, 448)
    reader.tensor(buf171, (112,), is_leaf=True)  # arg171_1
    buf172 = reader.storage(None, 301056)
    reader.tensor(buf172, (672, 112, 1, 1), is_leaf=True)  # arg172_1
    buf173 = reader.storage(None, 2688)
    reader.tensor(buf173, (672,), is_leaf=True)  # arg173_1
    buf174 = reader.storage(None, 2688)
    reader.tensor(buf174, (672,), is_leaf=True)  # arg174_1
    buf175 = reader.storage(None, 2688)
    reader.tensor(buf175, (672,), is_leaf=True)  # arg175_1
    buf176 = reader.storage(None, 2688)
    reader.tensor(buf176, (672,), is_leaf=True)  # arg176_1
    buf177 = reader.storage(None, 67200)
    reader.tensor(buf177, (672, 1, 5, 5), is_leaf=True)  # arg177_1
    buf178 = reader.storage(None, 2688)
    reader.tensor(buf178, (672,), is_leaf=True)  # arg178_1
    buf179 = reader.storage(None, 2688)
    reader.tensor(buf179, (672,), is_leaf=True)  # arg179_1
    buf180 = reader.storage(None, 2688)
    reader.tensor(buf180, (672,), is_leaf=True)  # arg180_1
    buf181 = reader.storage(None, 2688)
    reader.tensor(buf181, (672,), is_leaf=True)  # arg181_1
    buf182 = reader.storage(None, 75264)
    reader.tensor(buf182, (28, 672, 1, 1), is_leaf=True)  # arg182_1
    buf183 = reader.storage(None, 112)
    reader.tensor(buf183, (28,), is_leaf=True)  # arg183_1
    buf184 = reader.storage(None, 75264)
    reader.tensor(buf184, (672, 28, 1, 1), is_leaf=True)  # arg184_1
    buf185 = reader.storage(None, 2688)
    reader.tensor(buf185, (672,), is_leaf=True)  # arg185_1
    buf186 = reader.storage(None, 301056)
    reader.tensor(buf186, (112, 672, 1, 1), is_leaf=True)  # arg186_1
    buf187 = reader.storage(None, 448)
    reader.tensor(buf187, (112,), is_leaf=True)  # arg187_1
    buf188 = reader.storage(None, 448)
    reader.tensor(buf188, (112,), is_leaf=True)  # arg188_1
    buf189 = reader.storage(None, 448)
    reader.tensor(buf189, (112,), is_leaf=True)  # arg189_1
    buf190 = reader.storage(None, 448)
    reader.tensor(buf190, (112,), is_leaf=True)  # arg190_1
    buf191 = reader.storage(None, 301056)
    reader.tensor(buf191, (672, 112, 1, 1), is_leaf=True)  # arg191_1
    buf192 = reader.storage(None, 2688)
    reader.tensor(buf192, (672,), is_leaf=True)  # arg192_1
    buf193 = reader.storage(None, 2688)
    reader.tensor(buf193, (672,), is_leaf=True)  # arg193_1
    buf194 = reader.storage(None, 2688)
    reader.tensor(buf194, (672,), is_leaf=True)  # arg194_1
    buf195 = reader.storage(None, 2688)
    reader.tensor(buf195, (672,), is_leaf=True)  # arg195_1
    buf196 = reader.storage(None, 67200)
    reader.tensor(buf196, (672, 1, 5, 5), is_leaf=True)  # arg196_1
    buf197 = reader.storage(None, 2688)
    reader.tensor(buf197, (672,), is_leaf=True)  # arg197_1
    buf198 = reader.storage(None, 2688)
    reader.tensor(buf198, (672,), is_leaf=True)  # arg198_1
    buf199 = reader.storage(None, 2688)
    reader.tensor(buf199, (672,), is_leaf=True)  # arg199_1
    buf200 = reader.storage(None, 2688)
    reader.tensor(buf200, (672,), is_leaf=True)  # arg200_1
    buf201 = reader.storage(None, 75264)
    reader.tensor(buf201, (28, 672, 1, 1), is_leaf=True)  # arg201_1
    buf202 = reader.storage(None, 112)
    reader.tensor(buf202, (28,), is_leaf=True)  # arg202_1
    buf203 = reader.storage(None, 75264)
    reader.tensor(buf203, (672, 28, 1, 1), is_leaf=True)  # arg203_1
    buf204 = reader.storage(None, 2688)
    reader.tensor(buf204, (672,), is_leaf=True)  # arg204_1
    buf205 = reader.storage(None, 301056)
    reader.tensor(buf205, (112, 672, 1, 1), is_leaf=True)  # arg205_1
    buf206 = reader.storage(None, 448)
    reader.tensor(buf206, (112,), is_leaf=True)  # arg206_1
    buf207 = reader.storage(None, 448)
    reader.tensor(buf207, (112,), is_leaf=True)  # arg207_1
    buf208 = reader.storage(None, 448)
    reader.tensor(buf208, (112,), is_leaf=True)  # arg208_1
    buf209 = reader.storage(None, 448)
    reader.tensor(buf209, (112,), is_leaf=True)  # arg209_1
    buf210 = reader.storage(None, 301056)
    reader.tensor(buf210, (672, 112, 1, 1), is_leaf=True)  # arg210_1
    buf211 = reader.storage(None, 2688)
    reader.tensor(buf211, (672,), is_leaf=True)  # arg211_1
    buf212 = reader.storage(None, 2688)
    reader.tensor(buf212, (672,), is_leaf=True)  # arg212_1
    buf213 = reader.storage(None, 2688)
    reader.tensor(buf213, (672,), is_leaf=True)  # arg213_1
    buf214 = reader.storage(None, 2688)
    reader.tensor(buf214, (672,), is_leaf=True)  # arg214_1
    buf215 = reader.storage(None, 67200)
    reader.tensor(buf215, (672, 1, 5, 5), is_leaf=True)  # arg215_1
    buf216 = reader.storage(None, 2688)
    reader.tensor(buf216, (672,), is_leaf=True)  # arg216_1
    buf217 = reader.storage(None, 2688)
    reader.tensor(buf217, (672,), is_leaf=True)  # arg217_1
    buf218 = reader.storage(None, 2688)
    reader.tensor(buf218, (672,), is_leaf=True)  # arg218_1
    buf219 = reader.storage(None, 2688)
    reader.tensor(buf219, (672,), is_leaf=True)  # arg219_1
    buf220 = reader.storage(None, 75264)
    reader.tensor(buf220, (28, 672, 1, 1), is_leaf=True)  # arg220_1
    buf221 = reader.storage(None, 112)
    reader.tensor(buf221, (28,), is_leaf=True)  # arg221_1
    buf222 = reader.storage(None, 75264)
    reader.tensor(buf222, (672, 28, 1, 1), is_leaf=True)  # arg222_1
    buf223 = reader.storage(None, 2688)
    reader.tensor(buf223, (672,), is_leaf=True)  # arg223_1
    buf224 = reader.storage(None, 516096)
    reader.tensor(buf224, (192, 672, 1, 1), is_leaf=True)  # arg224_1
    buf225 = reader.storage(None, 768)
    reader.tensor(buf225, (192,), is_leaf=True)  # arg225_1
    buf226 = reader.storage(None, 768)
    reader.tensor(buf226, (192,), is_leaf=True)  # arg226_1
    buf227 = reader.storage(None, 768)
    reader.tensor(buf227, (192,), is_leaf=True)  # arg227_1
    buf228 = reader.storage(None, 768)
    reader.tensor(buf228, (192,), is_leaf=True)  # arg228_1
    buf229 = reader.storage(None, 884736)
    reader.tensor(buf229, (1152, 192, 1, 1), is_leaf=True)  # arg229_1
    buf230 = reader.storage(None, 4608)
    reader.tensor(buf230, (1152,), is_leaf=True)  # arg230_1
    buf231 = reader.storage(None, 4608)
    reader.tensor(buf231, (1152,), is_leaf=True)  # arg231_1
    buf232 = reader.storage(None, 4608)
    reader.tensor(buf232, (1152,), is_leaf=True)  # arg232_1
    buf233 = reader.storage(None, 4608)
    reader.tensor(buf233, (1152,), is_leaf=True)  # arg233_1
    buf234 = reader.storage(None, 115200)
    reader.tensor(buf234, (1152, 1, 5, 5), is_leaf=True)  # arg234_1
    buf235 = reader.storage(None, 4608)
    reader.tensor(buf235, (1152,), is_leaf=True)  # arg235_1
    buf236 = reader.storage(None, 4608)
    reader.tensor(buf236, (1152,), is_leaf=True)  # arg236_1
    buf237 = reader.storage(None, 4608)
    reader.tensor(buf237, (1152,), is_leaf=True)  # arg237_1
    buf238 = reader.storage(None, 4608)
    reader.tensor(buf238, (1152,), is_leaf=True)  # arg238_1
    buf239 = reader.storage(None, 221184)
    reader.tensor(buf239, (48, 1152, 1, 1), is_leaf=True)  # arg239_1
    buf240 = reader.storage(None, 192)
    reader.tensor(buf240, (48,), is_leaf=True)  # arg240_1
    buf241 = reader.storage(None, 221184)
    reader.tensor(buf241, (1152, 48, 1, 1), is_leaf=True)  # arg241_1
    buf242 = reader.storage(None, 4608)
    reader.tensor(buf242, (1152,), is_leaf=True)  # arg242_1
    buf243 = reader.storage(None, 884736)
    reader.tensor(buf243, (192, 1152, 1, 1), is_leaf=True)  # arg243_1
    buf244 = reader.storage(None, 768)
    reader.tensor(buf244, (192,), is_leaf=True)  # arg244_1
    buf245 = reader.storage(None, 768)
    reader.tensor(buf245, (192,), is_leaf=True)  # arg245_1
    buf246 = reader.storage(None, 768)
    reader.tensor(buf246, (192,), is_leaf=True)  # arg246_1
    buf247 = reader.storage(None, 768)
    reader.tensor(buf247, (192,), is_leaf=True)  # arg247_1
    buf248 = reader.storage(None, 884736)
    reader.tensor(buf248, (1152, 192, 1, 1), is_leaf=True)  # arg248_1
    buf249 = reader.storage(None, 4608)
    reader.tensor(buf249, (1152,), is_leaf=True)  # arg249_1
    buf250 = reader.storage(None, 4608)
    reader.tensor(buf250, (1152,), is_leaf=True)  # arg250_1
    buf251 = reader.storage(None, 4608)
    reader.tensor(buf251, (1152,), is_leaf=True)  # arg251_1
    buf252 = reader.storage(None, 4608)
    reader.tensor(buf252, (1152,), is_leaf=True)  # arg252_1
    buf253 = reader.storage(None, 115200)
    reader.tensor(buf253, (1152, 1, 5, 5), is_leaf=True)  # arg253_1
    buf254 = reader.storage(None, 4608)
    reader.tensor(buf254, (1152,), is_leaf=True)  # arg254_1
    buf255 = reader.storage(None, 4608)
    reader.tensor(buf255, (1152,), is_leaf=True)  # arg255_1
    buf256 = reader.storage(None, 4608)
    reader.tensor(buf256, (1152,), is_leaf=True)  # arg256_1
    buf257 = reader.storage(None, 4608)
    reader.tensor(buf257, (1152,), is_leaf=True)  # arg257_1
    buf258 = reader.storage(None, 221184)
    reader.tensor(buf258, (48, 1152, 1, 1), is_leaf=True)  # arg258_1
    buf259 = reader.storage(None, 192)
    reader.tensor(buf259, (48,), is_leaf=True)  # arg259_1
    buf260 = reader.storage(None, 221184)
    reader.tensor(buf260, (1152, 48, 1, 1), is_leaf=True)  # arg260_1
    buf261 = reader.storage(None, 4608)
    reader.tensor(buf261, (1152,), is_leaf=True)  # arg261_1
    buf262 = reader.storage(None, 884736)
    reader.tensor(buf262, (192, 1152, 1, 1), is_leaf=True)  # arg262_1
    buf263 = reader.storage(None, 768)
    reader.tensor(buf263, (192,), is_leaf=True)  # arg263_1
    buf264 = reader.storage(None, 768)
    reader.tensor(buf264, (192,), is_leaf=True)  # arg264_1
    buf265 = reader.storage(None, 768)
    reader.tensor(buf265, (192,), is_leaf=True)  # arg265_1
    buf266 = reader.storage(None, 768)
    reader.tensor(buf266, (192,), is_leaf=True)  # arg266_1
    buf267 = reader.storage(None, 884736)
    reader.tensor(buf267, (1152, 192, 1, 1), is_leaf=True)  # arg267_1
    buf268 = reader.storage(None, 4608)
    reader.tensor(buf268, (1152,), is_leaf=True)  # arg268_1
    buf269 = reader.storage(None, 4608)
    reader.tensor(buf269, (1152,), is_leaf=True)  # arg269_1
    buf270 = reader.storage(None, 4608)
    reader.tensor(buf270, (1152,), is_leaf=True)  # arg270_1
    buf271 = reader.storage(None, 4608)
    reader.tensor(buf271, (1152,), is_leaf=True)  # arg271_1
    buf272 = reader.storage(None, 115200)
    reader.tensor(buf272, (1152, 1, 5, 5), is_leaf=True)  # arg272_1
    buf273 = reader.storage(None, 4608)
    reader.tensor(buf273, (1152,), is_leaf=True)  # arg273_1
    buf274 = reader.storage(None, 4608)
    reader.tensor(buf274, (1152,), is_leaf=True)  # arg274_1
    buf275 = reader.storage(None, 4608)
    reader.tensor(buf275, (1152,), is_leaf=True)  # arg275_1
    buf276 = reader.storage(None, 4608)
    reader.tensor(buf276, (1152,), is_leaf=True)  # arg276_1
    buf277 = reader.storage(None, 221184)
    reader.tensor(buf277, (48, 1152, 1, 1), is_leaf=True)  # arg277_1
    buf278 = reader.storage(None, 192)
    reader.tensor(buf278, (48,), is_leaf=True)  # arg278_1
    buf279 = reader.storage(None, 221184)
    reader.tensor(buf279, (1152, 48, 1, 1), is_leaf=True)  # arg279_1
    buf280 = reader.storage(None, 4608)
    reader.tensor(buf280, (1152,), is_leaf=True)  # arg280_1
    buf281 = reader.storage(None, 884736)
    reader.tensor(buf281, (192, 1152, 1, 1), is_leaf=True)  # arg281_1
    buf282 = reader.storage(None, 768)
    reader.tensor(buf282, (192,), is_leaf=True)  # arg282_1
    buf283 = reader.storage(None, 768)
    reader.tensor(buf283, (192,), is_leaf=True)  # arg283_1
    buf284 = reader.storage(None, 768)
    reader.tensor(buf284, (192,), is_leaf=True)  # arg284_1
    buf285 = reader.storage(None, 768)
    reader.tensor(buf285, (192,), is_leaf=True)  # arg285_1
    buf286 = reader.storage(None, 884736)
    reader.tensor(buf286, (1152, 192, 1, 1), is_leaf=True)  # arg286_1
    buf287 = reader.storage(None, 4608)
    reader.tensor(buf287, (1152,), is_leaf=True)  # arg287_1
    buf288 = reader.storage(None, 4608)
    reader.tensor(buf288, (1152,), is_leaf=True)  # arg288_1
    buf289 = reader.storage(None, 4608)
    reader.tensor(buf289, (1152,), is_leaf=True)  # arg289_1
    buf290 = reader.storage(None, 4608)
    reader.tensor(buf290, (1152,), is_leaf=True)  # arg290_1
    buf291 = reader.storage(None, 41472)
    reader.tensor(buf291, (1152, 1, 3, 3), is_leaf=True)  # arg291_1
    buf292 = reader.storage(None, 4608)
    reader.tensor(buf292, (1152,), is_leaf=True)  # arg292_1
    buf293 = reader.storage(None, 4608)
    reader.tensor(buf293, (1152,), is_leaf=True)  # arg293_1
    buf294 = reader.storage(None, 4608)
    reader.tensor(buf294, (1152,), is_leaf=True)  # arg294_1
    buf295 = reader.storage(None, 4608)
    reader.tensor(buf295, (1152,), is_leaf=True)  # arg295_1
    buf296 = reader.storage(None, 221184)
    reader.tensor(buf296, (48, 1152, 1, 1), is_leaf=True)  # arg296_1
    buf297 = reader.storage(None, 192)
    reader.tensor(buf297, (48,), is_leaf=True)  # arg297_1
    buf298 = reader.storage(None, 221184)
    reader.tensor(buf298, (1152, 48, 1, 1), is_leaf=True)  # arg298_1
    buf299 = reader.storage(None, 4608)
    reader.tensor(buf299, (1152,), is_leaf=True)  # arg299_1
    buf300 = reader.storage(None, 1474560)
    reader.tensor(buf300, (320, 1152, 1, 1), is_leaf=True)  # arg300_1
    buf301 = reader.storage(None, 1280)
    reader.tensor(buf301, (320,), is_leaf=True)  # arg301_1
    buf302 = reader.storage(None, 1280)
    reader.tensor(buf302, (320,), is_leaf=True)  # arg302_1
    buf303 = reader.storage(None, 1280)
    reader.tensor(buf303, (320,), is_leaf=True)  # arg303_1
    buf304 = reader.storage(None, 1280)
    reader.tensor(buf304, (320,), is_leaf=True)  # arg304_1
    buf305 = reader.storage(None, 1638400)
    reader.tensor(buf305, (1280, 320, 1, 1), is_leaf=True)  # arg305_1
    buf306 = reader.storage(None, 5120)
    reader.tensor(buf306, (1280,), is_leaf=True)  # arg306_1
    buf307 = reader.storage(None, 5120)
    reader.tensor(buf307, (1280,), is_leaf=True)  # arg307_1
    buf308 = reader.storage(None, 5120)
    reader.tensor(buf308, (1280,), is_leaf=True)  # arg308_1
    buf309 = reader.storage(None, 5120)
    reader.tensor(buf309, (1280,), is_leaf=True)  # arg309_1
    buf310 = reader.storage(None, 5120000)
    reader.tensor(buf310, (1000, 1280), is_leaf=True)  # arg310_1
    buf311 = reader.storage(None, 4000)
    reader.tensor(buf311, (1000,), is_leaf=True)  # arg311_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)