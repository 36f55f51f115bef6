
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/resnet50/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/resnet50/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/resnet50/inductor/debug'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1):
        convolution = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
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
        relu = torch.ops.aten.relu.default(add_1);  add_1 = None
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu, [3, 3], [2, 2], [1, 1], [1, 1], False);  relu = None
        getitem = _low_memory_max_pool_with_offsets[0];  _low_memory_max_pool_with_offsets = None
        convolution_1 = torch.ops.aten.convolution.default(getitem, arg6_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg6_1 = None
        add_2 = torch.ops.aten.add.Tensor(arg8_1, 1e-05);  arg8_1 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
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
        add_3 = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None
        relu_1 = torch.ops.aten.relu.default(add_3);  add_3 = None
        convolution_2 = torch.ops.aten.convolution.default(relu_1, arg11_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = arg11_1 = None
        add_4 = torch.ops.aten.add.Tensor(arg13_1, 1e-05);  arg13_1 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        unsqueeze_16 = torch.ops.aten.unsqueeze.default(arg12_1, -1);  arg12_1 = None
        unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18 = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
        unsqueeze_19 = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        sub_2 = torch.ops.aten.sub.Tensor(convolution_2, unsqueeze_17);  convolution_2 = unsqueeze_17 = None
        mul_4 = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_19);  sub_2 = unsqueeze_19 = None
        unsqueeze_20 = torch.ops.aten.unsqueeze.default(arg14_1, -1);  arg14_1 = None
        unsqueeze_21 = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_5 = torch.ops.aten.mul.Tensor(mul_4, unsqueeze_21);  mul_4 = unsqueeze_21 = None
        unsqueeze_22 = torch.ops.aten.unsqueeze.default(arg15_1, -1);  arg15_1 = None
        unsqueeze_23 = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_5 = torch.ops.aten.add.Tensor(mul_5, unsqueeze_23);  mul_5 = unsqueeze_23 = None
        relu_2 = torch.ops.aten.relu.default(add_5);  add_5 = None
        convolution_3 = torch.ops.aten.convolution.default(relu_2, arg16_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_2 = arg16_1 = None
        add_6 = torch.ops.aten.add.Tensor(arg18_1, 1e-05);  arg18_1 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        unsqueeze_24 = torch.ops.aten.unsqueeze.default(arg17_1, -1);  arg17_1 = None
        unsqueeze_25 = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        unsqueeze_26 = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
        unsqueeze_27 = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        sub_3 = torch.ops.aten.sub.Tensor(convolution_3, unsqueeze_25);  convolution_3 = unsqueeze_25 = None
        mul_6 = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_27);  sub_3 = unsqueeze_27 = None
        unsqueeze_28 = torch.ops.aten.unsqueeze.default(arg19_1, -1);  arg19_1 = None
        unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_6, unsqueeze_29);  mul_6 = unsqueeze_29 = None
        unsqueeze_30 = torch.ops.aten.unsqueeze.default(arg20_1, -1);  arg20_1 = None
        unsqueeze_31 = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_7 = torch.ops.aten.add.Tensor(mul_7, unsqueeze_31);  mul_7 = unsqueeze_31 = None
        convolution_4 = torch.ops.aten.convolution.default(getitem, arg21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem = arg21_1 = None
        add_8 = torch.ops.aten.add.Tensor(arg23_1, 1e-05);  arg23_1 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        unsqueeze_32 = torch.ops.aten.unsqueeze.default(arg22_1, -1);  arg22_1 = None
        unsqueeze_33 = torch.ops.aten.unsqueeze.default(unsqueeze_32, -1);  unsqueeze_32 = None
        unsqueeze_34 = torch.ops.aten.unsqueeze.default(rsqrt_4, -1);  rsqrt_4 = None
        unsqueeze_35 = torch.ops.aten.unsqueeze.default(unsqueeze_34, -1);  unsqueeze_34 = None
        sub_4 = torch.ops.aten.sub.Tensor(convolution_4, unsqueeze_33);  convolution_4 = unsqueeze_33 = None
        mul_8 = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_35);  sub_4 = unsqueeze_35 = None
        unsqueeze_36 = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_37 = torch.ops.aten.unsqueeze.default(unsqueeze_36, -1);  unsqueeze_36 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_8, unsqueeze_37);  mul_8 = unsqueeze_37 = None
        unsqueeze_38 = torch.ops.aten.unsqueeze.default(arg25_1, -1);  arg25_1 = None
        unsqueeze_39 = torch.ops.aten.unsqueeze.default(unsqueeze_38, -1);  unsqueeze_38 = None
        add_9 = torch.ops.aten.add.Tensor(mul_9, unsqueeze_39);  mul_9 = unsqueeze_39 = None
        add_10 = torch.ops.aten.add.Tensor(add_7, add_9);  add_7 = add_9 = None
        relu_3 = torch.ops.aten.relu.default(add_10);  add_10 = None
        convolution_5 = torch.ops.aten.convolution.default(relu_3, arg26_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg26_1 = None
        add_11 = torch.ops.aten.add.Tensor(arg28_1, 1e-05);  arg28_1 = None
        rsqrt_5 = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        unsqueeze_40 = torch.ops.aten.unsqueeze.default(arg27_1, -1);  arg27_1 = None
        unsqueeze_41 = torch.ops.aten.unsqueeze.default(unsqueeze_40, -1);  unsqueeze_40 = None
        unsqueeze_42 = torch.ops.aten.unsqueeze.default(rsqrt_5, -1);  rsqrt_5 = None
        unsqueeze_43 = torch.ops.aten.unsqueeze.default(unsqueeze_42, -1);  unsqueeze_42 = None
        sub_5 = torch.ops.aten.sub.Tensor(convolution_5, unsqueeze_41);  convolution_5 = unsqueeze_41 = None
        mul_10 = torch.ops.aten.mul.Tensor(sub_5, unsqueeze_43);  sub_5 = unsqueeze_43 = None
        unsqueeze_44 = torch.ops.aten.unsqueeze.default(arg29_1, -1);  arg29_1 = None
        unsqueeze_45 = torch.ops.aten.unsqueeze.default(unsqueeze_44, -1);  unsqueeze_44 = None
        mul_11 = torch.ops.aten.mul.Tensor(mul_10, unsqueeze_45);  mul_10 = unsqueeze_45 = None
        unsqueeze_46 = torch.ops.aten.unsqueeze.default(arg30_1, -1);  arg30_1 = None
        unsqueeze_47 = torch.ops.aten.unsqueeze.default(unsqueeze_46, -1);  unsqueeze_46 = None
        add_12 = torch.ops.aten.add.Tensor(mul_11, unsqueeze_47);  mul_11 = unsqueeze_47 = None
        relu_4 = torch.ops.aten.relu.default(add_12);  add_12 = None
        convolution_6 = torch.ops.aten.convolution.default(relu_4, arg31_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_4 = arg31_1 = None
        add_13 = torch.ops.aten.add.Tensor(arg33_1, 1e-05);  arg33_1 = None
        rsqrt_6 = torch.ops.aten.rsqrt.default(add_13);  add_13 = None
        unsqueeze_48 = torch.ops.aten.unsqueeze.default(arg32_1, -1);  arg32_1 = None
        unsqueeze_49 = torch.ops.aten.unsqueeze.default(unsqueeze_48, -1);  unsqueeze_48 = None
        unsqueeze_50 = torch.ops.aten.unsqueeze.default(rsqrt_6, -1);  rsqrt_6 = None
        unsqueeze_51 = torch.ops.aten.unsqueeze.default(unsqueeze_50, -1);  unsqueeze_50 = None
        sub_6 = torch.ops.aten.sub.Tensor(convolution_6, unsqueeze_49);  convolution_6 = unsqueeze_49 = None
        mul_12 = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_51);  sub_6 = unsqueeze_51 = None
        unsqueeze_52 = torch.ops.aten.unsqueeze.default(arg34_1, -1);  arg34_1 = None
        unsqueeze_53 = torch.ops.aten.unsqueeze.default(unsqueeze_52, -1);  unsqueeze_52 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_12, unsqueeze_53);  mul_12 = unsqueeze_53 = None
        unsqueeze_54 = torch.ops.aten.unsqueeze.default(arg35_1, -1);  arg35_1 = None
        unsqueeze_55 = torch.ops.aten.unsqueeze.default(unsqueeze_54, -1);  unsqueeze_54 = None
        add_14 = torch.ops.aten.add.Tensor(mul_13, unsqueeze_55);  mul_13 = unsqueeze_55 = None
        relu_5 = torch.ops.aten.relu.default(add_14);  add_14 = None
        convolution_7 = torch.ops.aten.convolution.default(relu_5, arg36_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg36_1 = None
        add_15 = torch.ops.aten.add.Tensor(arg38_1, 1e-05);  arg38_1 = None
        rsqrt_7 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        unsqueeze_56 = torch.ops.aten.unsqueeze.default(arg37_1, -1);  arg37_1 = None
        unsqueeze_57 = torch.ops.aten.unsqueeze.default(unsqueeze_56, -1);  unsqueeze_56 = None
        unsqueeze_58 = torch.ops.aten.unsqueeze.default(rsqrt_7, -1);  rsqrt_7 = None
        unsqueeze_59 = torch.ops.aten.unsqueeze.default(unsqueeze_58, -1);  unsqueeze_58 = None
        sub_7 = torch.ops.aten.sub.Tensor(convolution_7, unsqueeze_57);  convolution_7 = unsqueeze_57 = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_59);  sub_7 = unsqueeze_59 = None
        unsqueeze_60 = torch.ops.aten.unsqueeze.default(arg39_1, -1);  arg39_1 = None
        unsqueeze_61 = torch.ops.aten.unsqueeze.default(unsqueeze_60, -1);  unsqueeze_60 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_61);  mul_14 = unsqueeze_61 = None
        unsqueeze_62 = torch.ops.aten.unsqueeze.default(arg40_1, -1);  arg40_1 = None
        unsqueeze_63 = torch.ops.aten.unsqueeze.default(unsqueeze_62, -1);  unsqueeze_62 = None
        add_16 = torch.ops.aten.add.Tensor(mul_15, unsqueeze_63);  mul_15 = unsqueeze_63 = None
        add_17 = torch.ops.aten.add.Tensor(add_16, relu_3);  add_16 = relu_3 = None
        relu_6 = torch.ops.aten.relu.default(add_17);  add_17 = None
        convolution_8 = torch.ops.aten.convolution.default(relu_6, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg41_1 = None
        add_18 = torch.ops.aten.add.Tensor(arg43_1, 1e-05);  arg43_1 = None
        rsqrt_8 = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        unsqueeze_64 = torch.ops.aten.unsqueeze.default(arg42_1, -1);  arg42_1 = None
        unsqueeze_65 = torch.ops.aten.unsqueeze.default(unsqueeze_64, -1);  unsqueeze_64 = None
        unsqueeze_66 = torch.ops.aten.unsqueeze.default(rsqrt_8, -1);  rsqrt_8 = None
        unsqueeze_67 = torch.ops.aten.unsqueeze.default(unsqueeze_66, -1);  unsqueeze_66 = None
        sub_8 = torch.ops.aten.sub.Tensor(convolution_8, unsqueeze_65);  convolution_8 = unsqueeze_65 = None
        mul_16 = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_67);  sub_8 = unsqueeze_67 = None
        unsqueeze_68 = torch.ops.aten.unsqueeze.default(arg44_1, -1);  arg44_1 = None
        unsqueeze_69 = torch.ops.aten.unsqueeze.default(unsqueeze_68, -1);  unsqueeze_68 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_69);  mul_16 = unsqueeze_69 = None
        unsqueeze_70 = torch.ops.aten.unsqueeze.default(arg45_1, -1);  arg45_1 = None
        unsqueeze_71 = torch.ops.aten.unsqueeze.default(unsqueeze_70, -1);  unsqueeze_70 = None
        add_19 = torch.ops.aten.add.Tensor(mul_17, unsqueeze_71);  mul_17 = unsqueeze_71 = None
        relu_7 = torch.ops.aten.relu.default(add_19);  add_19 = None
        convolution_9 = torch.ops.aten.convolution.default(relu_7, arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_7 = arg46_1 = None
        add_20 = torch.ops.aten.add.Tensor(arg48_1, 1e-05);  arg48_1 = None
        rsqrt_9 = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
        unsqueeze_72 = torch.ops.aten.unsqueeze.default(arg47_1, -1);  arg47_1 = None
        unsqueeze_73 = torch.ops.aten.unsqueeze.default(unsqueeze_72, -1);  unsqueeze_72 = None
        unsqueeze_74 = torch.ops.aten.unsqueeze.default(rsqrt_9, -1);  rsqrt_9 = None
        unsqueeze_75 = torch.ops.aten.unsqueeze.default(unsqueeze_74, -1);  unsqueeze_74 = None
        sub_9 = torch.ops.aten.sub.Tensor(convolution_9, unsqueeze_73);  convolution_9 = unsqueeze_73 = None
        mul_18 = torch.ops.aten.mul.Tensor(sub_9, unsqueeze_75);  sub_9 = unsqueeze_75 = None
        unsqueeze_76 = torch.ops.aten.unsqueeze.default(arg49_1, -1);  arg49_1 = None
        unsqueeze_77 = torch.ops.aten.unsqueeze.default(unsqueeze_76, -1);  unsqueeze_76 = None
        mul_19 = torch.ops.aten.mul.Tensor(mul_18, unsqueeze_77);  mul_18 = unsqueeze_77 = None
        unsqueeze_78 = torch.ops.aten.unsqueeze.default(arg50_1, -1);  arg50_1 = None
        unsqueeze_79 = torch.ops.aten.unsqueeze.default(unsqueeze_78, -1);  unsqueeze_78 = None
        add_21 = torch.ops.aten.add.Tensor(mul_19, unsqueeze_79);  mul_19 = unsqueeze_79 = None
        relu_8 = torch.ops.aten.relu.default(add_21);  add_21 = None
        convolution_10 = torch.ops.aten.convolution.default(relu_8, arg51_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg51_1 = None
        add_22 = torch.ops.aten.add.Tensor(arg53_1, 1e-05);  arg53_1 = None
        rsqrt_10 = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
        unsqueeze_80 = torch.ops.aten.unsqueeze.default(arg52_1, -1);  arg52_1 = None
        unsqueeze_81 = torch.ops.aten.unsqueeze.default(unsqueeze_80, -1);  unsqueeze_80 = None
        unsqueeze_82 = torch.ops.aten.unsqueeze.default(rsqrt_10, -1);  rsqrt_10 = None
        unsqueeze_83 = torch.ops.aten.unsqueeze.default(unsqueeze_82, -1);  unsqueeze_82 = None
        sub_10 = torch.ops.aten.sub.Tensor(convolution_10, unsqueeze_81);  convolution_10 = unsqueeze_81 = None
        mul_20 = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_83);  sub_10 = unsqueeze_83 = None
        unsqueeze_84 = torch.ops.aten.unsqueeze.default(arg54_1, -1);  arg54_1 = None
        unsqueeze_85 = torch.ops.aten.unsqueeze.default(unsqueeze_84, -1);  unsqueeze_84 = None
        mul_21 = torch.ops.aten.mul.Tensor(mul_20, unsqueeze_85);  mul_20 = unsqueeze_85 = None
        unsqueeze_86 = torch.ops.aten.unsqueeze.default(arg55_1, -1);  arg55_1 = None
        unsqueeze_87 = torch.ops.aten.unsqueeze.default(unsqueeze_86, -1);  unsqueeze_86 = None
        add_23 = torch.ops.aten.add.Tensor(mul_21, unsqueeze_87);  mul_21 = unsqueeze_87 = None
        add_24 = torch.ops.aten.add.Tensor(add_23, relu_6);  add_23 = relu_6 = None
        relu_9 = torch.ops.aten.relu.default(add_24);  add_24 = None
        convolution_11 = torch.ops.aten.convolution.default(relu_9, arg56_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg56_1 = None
        add_25 = torch.ops.aten.add.Tensor(arg58_1, 1e-05);  arg58_1 = None
        rsqrt_11 = torch.ops.aten.rsqrt.default(add_25);  add_25 = None
        unsqueeze_88 = torch.ops.aten.unsqueeze.default(arg57_1, -1);  arg57_1 = None
        unsqueeze_89 = torch.ops.aten.unsqueeze.default(unsqueeze_88, -1);  unsqueeze_88 = None
        unsqueeze_90 = torch.ops.aten.unsqueeze.default(rsqrt_11, -1);  rsqrt_11 = None
        unsqueeze_91 = torch.ops.aten.unsqueeze.default(unsqueeze_90, -1);  unsqueeze_90 = None
        sub_11 = torch.ops.aten.sub.Tensor(convolution_11, unsqueeze_89);  convolution_11 = unsqueeze_89 = None
        mul_22 = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_91);  sub_11 = unsqueeze_91 = None
        unsqueeze_92 = torch.ops.aten.unsqueeze.default(arg59_1, -1);  arg59_1 = None
        unsqueeze_93 = torch.ops.aten.unsqueeze.default(unsqueeze_92, -1);  unsqueeze_92 = None
        mul_23 = torch.ops.aten.mul.Tensor(mul_22, unsqueeze_93);  mul_22 = unsqueeze_93 = None
        unsqueeze_94 = torch.ops.aten.unsqueeze.default(arg60_1, -1);  arg60_1 = None
        unsqueeze_95 = torch.ops.aten.unsqueeze.default(unsqueeze_94, -1);  unsqueeze_94 = None
        add_26 = torch.ops.aten.add.Tensor(mul_23, unsqueeze_95);  mul_23 = unsqueeze_95 = None
        relu_10 = torch.ops.aten.relu.default(add_26);  add_26 = None
        convolution_12 = torch.ops.aten.convolution.default(relu_10, arg61_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_10 = arg61_1 = None
        add_27 = torch.ops.aten.add.Tensor(arg63_1, 1e-05);  arg63_1 = None
        rsqrt_12 = torch.ops.aten.rsqrt.default(add_27);  add_27 = None
        unsqueeze_96 = torch.ops.aten.unsqueeze.default(arg62_1, -1);  arg62_1 = None
        unsqueeze_97 = torch.ops.aten.unsqueeze.default(unsqueeze_96, -1);  unsqueeze_96 = None
        unsqueeze_98 = torch.ops.aten.unsqueeze.default(rsqrt_12, -1);  rsqrt_12 = None
        unsqueeze_99 = torch.ops.aten.unsqueeze.default(unsqueeze_98, -1);  unsqueeze_98 = None
        sub_12 = torch.ops.aten.sub.Tensor(convolution_12, unsqueeze_97);  convolution_12 = unsqueeze_97 = None
        mul_24 = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_99);  sub_12 = unsqueeze_99 = None
        unsqueeze_100 = torch.ops.aten.unsqueeze.default(arg64_1, -1);  arg64_1 = None
        unsqueeze_101 = torch.ops.aten.unsqueeze.default(unsqueeze_100, -1);  unsqueeze_100 = None
        mul_25 = torch.ops.aten.mul.Tensor(mul_24, unsqueeze_101);  mul_24 = unsqueeze_101 = None
        unsqueeze_102 = torch.ops.aten.unsqueeze.default(arg65_1, -1);  arg65_1 = None
        unsqueeze_103 = torch.ops.aten.unsqueeze.default(unsqueeze_102, -1);  unsqueeze_102 = None
        add_28 = torch.ops.aten.add.Tensor(mul_25, unsqueeze_103);  mul_25 = unsqueeze_103 = None
        relu_11 = torch.ops.aten.relu.default(add_28);  add_28 = None
        convolution_13 = torch.ops.aten.convolution.default(relu_11, arg66_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg66_1 = None
        add_29 = torch.ops.aten.add.Tensor(arg68_1, 1e-05);  arg68_1 = None
        rsqrt_13 = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
        unsqueeze_104 = torch.ops.aten.unsqueeze.default(arg67_1, -1);  arg67_1 = None
        unsqueeze_105 = torch.ops.aten.unsqueeze.default(unsqueeze_104, -1);  unsqueeze_104 = None
        unsqueeze_106 = torch.ops.aten.unsqueeze.default(rsqrt_13, -1);  rsqrt_13 = None
        unsqueeze_107 = torch.ops.aten.unsqueeze.default(unsqueeze_106, -1);  unsqueeze_106 = None
        sub_13 = torch.ops.aten.sub.Tensor(convolution_13, unsqueeze_105);  convolution_13 = unsqueeze_105 = None
        mul_26 = torch.ops.aten.mul.Tensor(sub_13, unsqueeze_107);  sub_13 = unsqueeze_107 = None
        unsqueeze_108 = torch.ops.aten.unsqueeze.default(arg69_1, -1);  arg69_1 = None
        unsqueeze_109 = torch.ops.aten.unsqueeze.default(unsqueeze_108, -1);  unsqueeze_108 = None
        mul_27 = torch.ops.aten.mul.Tensor(mul_26, unsqueeze_109);  mul_26 = unsqueeze_109 = None
        unsqueeze_110 = torch.ops.aten.unsqueeze.default(arg70_1, -1);  arg70_1 = None
        unsqueeze_111 = torch.ops.aten.unsqueeze.default(unsqueeze_110, -1);  unsqueeze_110 = None
        add_30 = torch.ops.aten.add.Tensor(mul_27, unsqueeze_111);  mul_27 = unsqueeze_111 = None
        convolution_14 = torch.ops.aten.convolution.default(relu_9, arg71_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg71_1 = None
        add_31 = torch.ops.aten.add.Tensor(arg73_1, 1e-05);  arg73_1 = None
        rsqrt_14 = torch.ops.aten.rsqrt.default(add_31);  add_31 = None
        unsqueeze_112 = torch.ops.aten.unsqueeze.default(arg72_1, -1);  arg72_1 = None
        unsqueeze_113 = torch.ops.aten.unsqueeze.default(unsqueeze_112, -1);  unsqueeze_112 = None
        unsqueeze_114 = torch.ops.aten.unsqueeze.default(rsqrt_14, -1);  rsqrt_14 = None
        unsqueeze_115 = torch.ops.aten.unsqueeze.default(unsqueeze_114, -1);  unsqueeze_114 = None
        sub_14 = torch.ops.aten.sub.Tensor(convolution_14, unsqueeze_113);  convolution_14 = unsqueeze_113 = None
        mul_28 = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_115);  sub_14 = unsqueeze_115 = None
        unsqueeze_116 = torch.ops.aten.unsqueeze.default(arg74_1, -1);  arg74_1 = None
        unsqueeze_117 = torch.ops.aten.unsqueeze.default(unsqueeze_116, -1);  unsqueeze_116 = None
        mul_29 = torch.ops.aten.mul.Tensor(mul_28, unsqueeze_117);  mul_28 = unsqueeze_117 = None
        unsqueeze_118 = torch.ops.aten.unsqueeze.default(arg75_1, -1);  arg75_1 = None
        unsqueeze_119 = torch.ops.aten.unsqueeze.default(unsqueeze_118, -1);  unsqueeze_118 = None
        add_32 = torch.ops.aten.add.Tensor(mul_29, unsqueeze_119);  mul_29 = unsqueeze_119 = None
        add_33 = torch.ops.aten.add.Tensor(add_30, add_32);  add_30 = add_32 = None
        relu_12 = torch.ops.aten.relu.default(add_33);  add_33 = None
        convolution_15 = torch.ops.aten.convolution.default(relu_12, arg76_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg76_1 = None
        add_34 = torch.ops.aten.add.Tensor(arg78_1, 1e-05);  arg78_1 = None
        rsqrt_15 = torch.ops.aten.rsqrt.default(add_34);  add_34 = None
        unsqueeze_120 = torch.ops.aten.unsqueeze.default(arg77_1, -1);  arg77_1 = None
        unsqueeze_121 = torch.ops.aten.unsqueeze.default(unsqueeze_120, -1);  unsqueeze_120 = None
        unsqueeze_122 = torch.ops.aten.unsqueeze.default(rsqrt_15, -1);  rsqrt_15 = None
        unsqueeze_123 = torch.ops.aten.unsqueeze.default(unsqueeze_122, -1);  unsqueeze_122 = None
        sub_15 = torch.ops.aten.sub.Tensor(convolution_15, unsqueeze_121);  convolution_15 = unsqueeze_121 = None
        mul_30 = torch.ops.aten.mul.Tensor(sub_15, unsqueeze_123);  sub_15 = unsqueeze_123 = None
        unsqueeze_124 = torch.ops.aten.unsqueeze.default(arg79_1, -1);  arg79_1 = None
        unsqueeze_125 = torch.ops.aten.unsqueeze.default(unsqueeze_124, -1);  unsqueeze_124 = None
        mul_31 = torch.ops.aten.mul.Tensor(mul_30, unsqueeze_125);  mul_30 = unsqueeze_125 = None
        unsqueeze_126 = torch.ops.aten.unsqueeze.default(arg80_1, -1);  arg80_1 = None
        unsqueeze_127 = torch.ops.aten.unsqueeze.default(unsqueeze_126, -1);  unsqueeze_126 = None
        add_35 = torch.ops.aten.add.Tensor(mul_31, unsqueeze_127);  mul_31 = unsqueeze_127 = None
        relu_13 = torch.ops.aten.relu.default(add_35);  add_35 = None
        convolution_16 = torch.ops.aten.convolution.default(relu_13, arg81_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_13 = arg81_1 = None
        add_36 = torch.ops.aten.add.Tensor(arg83_1, 1e-05);  arg83_1 = None
        rsqrt_16 = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
        unsqueeze_128 = torch.ops.aten.unsqueeze.default(arg82_1, -1);  arg82_1 = None
        unsqueeze_129 = torch.ops.aten.unsqueeze.default(unsqueeze_128, -1);  unsqueeze_128 = None
        unsqueeze_130 = torch.ops.aten.unsqueeze.default(rsqrt_16, -1);  rsqrt_16 = None
        unsqueeze_131 = torch.ops.aten.unsqueeze.default(unsqueeze_130, -1);  unsqueeze_130 = None
        sub_16 = torch.ops.aten.sub.Tensor(convolution_16, unsqueeze_129);  convolution_16 = unsqueeze_129 = None
        mul_32 = torch.ops.aten.mul.Tensor(sub_16, unsqueeze_131);  sub_16 = unsqueeze_131 = None
        unsqueeze_132 = torch.ops.aten.unsqueeze.default(arg84_1, -1);  arg84_1 = None
        unsqueeze_133 = torch.ops.aten.unsqueeze.default(unsqueeze_132, -1);  unsqueeze_132 = None
        mul_33 = torch.ops.aten.mul.Tensor(mul_32, unsqueeze_133);  mul_32 = unsqueeze_133 = None
        unsqueeze_134 = torch.ops.aten.unsqueeze.default(arg85_1, -1);  arg85_1 = None
        unsqueeze_135 = torch.ops.aten.unsqueeze.default(unsqueeze_134, -1);  unsqueeze_134 = None
        add_37 = torch.ops.aten.add.Tensor(mul_33, unsqueeze_135);  mul_33 = unsqueeze_135 = None
        relu_14 = torch.ops.aten.relu.default(add_37);  add_37 = None
        convolution_17 = torch.ops.aten.convolution.default(relu_14, arg86_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_14 = arg86_1 = None
        add_38 = torch.ops.aten.add.Tensor(arg88_1, 1e-05);  arg88_1 = None
        rsqrt_17 = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
        unsqueeze_136 = torch.ops.aten.unsqueeze.default(arg87_1, -1);  arg87_1 = None
        unsqueeze_137 = torch.ops.aten.unsqueeze.default(unsqueeze_136, -1);  unsqueeze_136 = None
        unsqueeze_138 = torch.ops.aten.unsqueeze.default(rsqrt_17, -1);  rsqrt_17 = None
        unsqueeze_139 = torch.ops.aten.unsqueeze.default(unsqueeze_138, -1);  unsqueeze_138 = None
        sub_17 = torch.ops.aten.sub.Tensor(convolution_17, unsqueeze_137);  convolution_17 = unsqueeze_137 = None
        mul_34 = torch.ops.aten.mul.Tensor(sub_17, unsqueeze_139);  sub_17 = unsqueeze_139 = None
        unsqueeze_140 = torch.ops.aten.unsqueeze.default(arg89_1, -1);  arg89_1 = None
        unsqueeze_141 = torch.ops.aten.unsqueeze.default(unsqueeze_140, -1);  unsqueeze_140 = None
        mul_35 = torch.ops.aten.mul.Tensor(mul_34, unsqueeze_141);  mul_34 = unsqueeze_141 = None
        unsqueeze_142 = torch.ops.aten.unsqueeze.default(arg90_1, -1);  arg90_1 = None
        unsqueeze_143 = torch.ops.aten.unsqueeze.default(unsqueeze_142, -1);  unsqueeze_142 = None
        add_39 = torch.ops.aten.add.Tensor(mul_35, unsqueeze_143);  mul_35 = unsqueeze_143 = None
        add_40 = torch.ops.aten.add.Tensor(add_39, relu_12);  add_39 = relu_12 = None
        relu_15 = torch.ops.aten.relu.default(add_40);  add_40 = None
        convolution_18 = torch.ops.aten.convolution.default(relu_15, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg91_1 = None
        add_41 = torch.ops.aten.add.Tensor(arg93_1, 1e-05);  arg93_1 = None
        rsqrt_18 = torch.ops.aten.rsqrt.default(add_41);  add_41 = None
        unsqueeze_144 = torch.ops.aten.unsqueeze.default(arg92_1, -1);  arg92_1 = None
        unsqueeze_145 = torch.ops.aten.unsqueeze.default(unsqueeze_144, -1);  unsqueeze_144 = None
        unsqueeze_146 = torch.ops.aten.unsqueeze.default(rsqrt_18, -1);  rsqrt_18 = None
        unsqueeze_147 = torch.ops.aten.unsqueeze.default(unsqueeze_146, -1);  unsqueeze_146 = None
        sub_18 = torch.ops.aten.sub.Tensor(convolution_18, unsqueeze_145);  convolution_18 = unsqueeze_145 = None
        mul_36 = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_147);  sub_18 = unsqueeze_147 = None
        unsqueeze_148 = torch.ops.aten.unsqueeze.default(arg94_1, -1);  arg94_1 = None
        unsqueeze_149 = torch.ops.aten.unsqueeze.default(unsqueeze_148, -1);  unsqueeze_148 = None
        mul_37 = torch.ops.aten.mul.Tensor(mul_36, unsqueeze_149);  mul_36 = unsqueeze_149 = None
        unsqueeze_150 = torch.ops.aten.unsqueeze.default(arg95_1, -1);  arg95_1 = None
        unsqueeze_151 = torch.ops.aten.unsqueeze.default(unsqueeze_150, -1);  unsqueeze_150 = None
        add_42 = torch.ops.aten.add.Tensor(mul_37, unsqueeze_151);  mul_37 = unsqueeze_151 = None
        relu_16 = torch.ops.aten.relu.default(add_42);  add_42 = None
        convolution_19 = torch.ops.aten.convolution.default(relu_16, arg96_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = arg96_1 = None
        add_43 = torch.ops.aten.add.Tensor(arg98_1, 1e-05);  arg98_1 = None
        rsqrt_19 = torch.ops.aten.rsqrt.default(add_43);  add_43 = None
        unsqueeze_152 = torch.ops.aten.unsqueeze.default(arg97_1, -1);  arg97_1 = None
        unsqueeze_153 = torch.ops.aten.unsqueeze.default(unsqueeze_152, -1);  unsqueeze_152 = None
        unsqueeze_154 = torch.ops.aten.unsqueeze.default(rsqrt_19, -1);  rsqrt_19 = None
        unsqueeze_155 = torch.ops.aten.unsqueeze.default(unsqueeze_154, -1);  unsqueeze_154 = None
        sub_19 = torch.ops.aten.sub.Tensor(convolution_19, unsqueeze_153);  convolution_19 = unsqueeze_153 = None
        mul_38 = torch.ops.aten.mul.Tensor(sub_19, unsqueeze_155);  sub_19 = unsqueeze_155 = None
        unsqueeze_156 = torch.ops.aten.unsqueeze.default(arg99_1, -1);  arg99_1 = None
        unsqueeze_157 = torch.ops.aten.unsqueeze.default(unsqueeze_156, -1);  unsqueeze_156 = None
        mul_39 = torch.ops.aten.mul.Tensor(mul_38, unsqueeze_157);  mul_38 = unsqueeze_157 = None
        unsqueeze_158 = torch.ops.aten.unsqueeze.default(arg100_1, -1);  arg100_1 = None
        unsqueeze_159 = torch.ops.aten.unsqueeze.default(unsqueeze_158, -1);  unsqueeze_158 = None
        add_44 = torch.ops.aten.add.Tensor(mul_39, unsqueeze_159);  mul_39 = unsqueeze_159 = None
        relu_17 = torch.ops.aten.relu.default(add_44);  add_44 = None
        convolution_20 = torch.ops.aten.convolution.default(relu_17, arg101_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_17 = arg101_1 = None
        add_45 = torch.ops.aten.add.Tensor(arg103_1, 1e-05);  arg103_1 = None
        rsqrt_20 = torch.ops.aten.rsqrt.default(add_45);  add_45 = None
        unsqueeze_160 = torch.ops.aten.unsqueeze.default(arg102_1, -1);  arg102_1 = None
        unsqueeze_161 = torch.ops.aten.unsqueeze.default(unsqueeze_160, -1);  unsqueeze_160 = None
        unsqueeze_162 = torch.ops.aten.unsqueeze.default(rsqrt_20, -1);  rsqrt_20 = None
        unsqueeze_163 = torch.ops.aten.unsqueeze.default(unsqueeze_162, -1);  unsqueeze_162 = None
        sub_20 = torch.ops.aten.sub.Tensor(convolution_20, unsqueeze_161);  convolution_20 = unsqueeze_161 = None
        mul_40 = torch.ops.aten.mul.Tensor(sub_20, unsqueeze_163);  sub_20 = unsqueeze_163 = None
        unsqueeze_164 = torch.ops.aten.unsqueeze.default(arg104_1, -1);  arg104_1 = None
        unsqueeze_165 = torch.ops.aten.unsqueeze.default(unsqueeze_164, -1);  unsqueeze_164 = None
        mul_41 = torch.ops.aten.mul.Tensor(mul_40, unsqueeze_165);  mul_40 = unsqueeze_165 = None
        unsqueeze_166 = torch.ops.aten.unsqueeze.default(arg105_1, -1);  arg105_1 = None
        unsqueeze_167 = torch.ops.aten.unsqueeze.default(unsqueeze_166, -1);  unsqueeze_166 = None
        add_46 = torch.ops.aten.add.Tensor(mul_41, unsqueeze_167);  mul_41 = unsqueeze_167 = None
        add_47 = torch.ops.aten.add.Tensor(add_46, relu_15);  add_46 = relu_15 = None
        relu_18 = torch.ops.aten.relu.default(add_47);  add_47 = None
        convolution_21 = torch.ops.aten.convolution.default(relu_18, arg106_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg106_1 = None
        add_48 = torch.ops.aten.add.Tensor(arg108_1, 1e-05);  arg108_1 = None
        rsqrt_21 = torch.ops.aten.rsqrt.default(add_48);  add_48 = None
        unsqueeze_168 = torch.ops.aten.unsqueeze.default(arg107_1, -1);  arg107_1 = None
        unsqueeze_169 = torch.ops.aten.unsqueeze.default(unsqueeze_168, -1);  unsqueeze_168 = None
        unsqueeze_170 = torch.ops.aten.unsqueeze.default(rsqrt_21, -1);  rsqrt_21 = None
        unsqueeze_171 = torch.ops.aten.unsqueeze.default(unsqueeze_170, -1);  unsqueeze_170 = None
        sub_21 = torch.ops.aten.sub.Tensor(convolution_21, unsqueeze_169);  convolution_21 = unsqueeze_169 = None
        mul_42 = torch.ops.aten.mul.Tensor(sub_21, unsqueeze_171);  sub_21 = unsqueeze_171 = None
        unsqueeze_172 = torch.ops.aten.unsqueeze.default(arg109_1, -1);  arg109_1 = None
        unsqueeze_173 = torch.ops.aten.unsqueeze.default(unsqueeze_172, -1);  unsqueeze_172 = None
        mul_43 = torch.ops.aten.mul.Tensor(mul_42, unsqueeze_173);  mul_42 = unsqueeze_173 = None
        unsqueeze_174 = torch.ops.aten.unsqueeze.default(arg110_1, -1);  arg110_1 = None
        unsqueeze_175 = torch.ops.aten.unsqueeze.default(unsqueeze_174, -1);  unsqueeze_174 = None
        add_49 = torch.ops.aten.add.Tensor(mul_43, unsqueeze_175);  mul_43 = unsqueeze_175 = None
        relu_19 = torch.ops.aten.relu.default(add_49);  add_49 = None
        convolution_22 = torch.ops.aten.convolution.default(relu_19, arg111_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_19 = arg111_1 = None
        add_50 = torch.ops.aten.add.Tensor(arg113_1, 1e-05);  arg113_1 = None
        rsqrt_22 = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        unsqueeze_176 = torch.ops.aten.unsqueeze.default(arg112_1, -1);  arg112_1 = None
        unsqueeze_177 = torch.ops.aten.unsqueeze.default(unsqueeze_176, -1);  unsqueeze_176 = None
        unsqueeze_178 = torch.ops.aten.unsqueeze.default(rsqrt_22, -1);  rsqrt_22 = None
        unsqueeze_179 = torch.ops.aten.unsqueeze.default(unsqueeze_178, -1);  unsqueeze_178 = None
        sub_22 = torch.ops.aten.sub.Tensor(convolution_22, unsqueeze_177);  convolution_22 = unsqueeze_177 = None
        mul_44 = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_179);  sub_22 = unsqueeze_179 = None
        unsqueeze_180 = torch.ops.aten.unsqueeze.default(arg114_1, -1);  arg114_1 = None
        unsqueeze_181 = torch.ops.aten.unsqueeze.default(unsqueeze_180, -1);  unsqueeze_180 = None
        mul_45 = torch.ops.aten.mul.Tensor(mul_44, unsqueeze_181);  mul_44 = unsqueeze_181 = None
        unsqueeze_182 = torch.ops.aten.unsqueeze.default(arg115_1, -1);  arg115_1 = None
        unsqueeze_183 = torch.ops.aten.unsqueeze.default(unsqueeze_182, -1);  unsqueeze_182 = None
        add_51 = torch.ops.aten.add.Tensor(mul_45, unsqueeze_183);  mul_45 = unsqueeze_183 = None
        relu_20 = torch.ops.aten.relu.default(add_51);  add_51 = None
        convolution_23 = torch.ops.aten.convolution.default(relu_20, arg116_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_20 = arg116_1 = None
        add_52 = torch.ops.aten.add.Tensor(arg118_1, 1e-05);  arg118_1 = None
        rsqrt_23 = torch.ops.aten.rsqrt.default(add_52);  add_52 = None
        unsqueeze_184 = torch.ops.aten.unsqueeze.default(arg117_1, -1);  arg117_1 = None
        unsqueeze_185 = torch.ops.aten.unsqueeze.default(unsqueeze_184, -1);  unsqueeze_184 = None
        unsqueeze_186 = torch.ops.aten.unsqueeze.default(rsqrt_23, -1);  rsqrt_23 = None
        unsqueeze_187 = torch.ops.aten.unsqueeze.default(unsqueeze_186, -1);  unsqueeze_186 = None
        sub_23 = torch.ops.aten.sub.Tensor(convolution_23, unsqueeze_185);  convolution_23 = unsqueeze_185 = None
        mul_46 = torch.ops.aten.mul.Tensor(sub_23, unsqueeze_187);  sub_23 = unsqueeze_187 = None
        unsqueeze_188 = torch.ops.aten.unsqueeze.default(arg119_1, -1);  arg119_1 = None
        unsqueeze_189 = torch.ops.aten.unsqueeze.default(unsqueeze_188, -1);  unsqueeze_188 = None
        mul_47 = torch.ops.aten.mul.Tensor(mul_46, unsqueeze_189);  mul_46 = unsqueeze_189 = None
        unsqueeze_190 = torch.ops.aten.unsqueeze.default(arg120_1, -1);  arg120_1 = None
        unsqueeze_191 = torch.ops.aten.unsqueeze.default(unsqueeze_190, -1);  unsqueeze_190 = None
        add_53 = torch.ops.aten.add.Tensor(mul_47, unsqueeze_191);  mul_47 = unsqueeze_191 = None
        add_54 = torch.ops.aten.add.Tensor(add_53, relu_18);  add_53 = relu_18 = None
        relu_21 = torch.ops.aten.relu.default(add_54);  add_54 = None
        convolution_24 = torch.ops.aten.convolution.default(relu_21, arg121_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg121_1 = None
        add_55 = torch.ops.aten.add.Tensor(arg123_1, 1e-05);  arg123_1 = None
        rsqrt_24 = torch.ops.aten.rsqrt.default(add_55);  add_55 = None
        unsqueeze_192 = torch.ops.aten.unsqueeze.default(arg122_1, -1);  arg122_1 = None
        unsqueeze_193 = torch.ops.aten.unsqueeze.default(unsqueeze_192, -1);  unsqueeze_192 = None
        unsqueeze_194 = torch.ops.aten.unsqueeze.default(rsqrt_24, -1);  rsqrt_24 = None
        unsqueeze_195 = torch.ops.aten.unsqueeze.default(unsqueeze_194, -1);  unsqueeze_194 = None
        sub_24 = torch.ops.aten.sub.Tensor(convolution_24, unsqueeze_193);  convolution_24 = unsqueeze_193 = None
        mul_48 = torch.ops.aten.mul.Tensor(sub_24, unsqueeze_195);  sub_24 = unsqueeze_195 = None
        unsqueeze_196 = torch.ops.aten.unsqueeze.default(arg124_1, -1);  arg124_1 = None
        unsqueeze_197 = torch.ops.aten.unsqueeze.default(unsqueeze_196, -1);  unsqueeze_196 = None
        mul_49 = torch.ops.aten.mul.Tensor(mul_48, unsqueeze_197);  mul_48 = unsqueeze_197 = None
        unsqueeze_198 = torch.ops.aten.unsqueeze.default(arg125_1, -1);  arg125_1 = None
        unsqueeze_199 = torch.ops.aten.unsqueeze.default(unsqueeze_198, -1);  unsqueeze_198 = None
        add_56 = torch.ops.aten.add.Tensor(mul_49, unsqueeze_199);  mul_49 = unsqueeze_199 = None
        relu_22 = torch.ops.aten.relu.default(add_56);  add_56 = None
        convolution_25 = torch.ops.aten.convolution.default(relu_22, arg126_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = arg126_1 = None
        add_57 = torch.ops.aten.add.Tensor(arg128_1, 1e-05);  arg128_1 = None
        rsqrt_25 = torch.ops.aten.rsqrt.default(add_57);  add_57 = None
        unsqueeze_200 = torch.ops.aten.unsqueeze.default(arg127_1, -1);  arg127_1 = None
        unsqueeze_201 = torch.ops.aten.unsqueeze.default(unsqueeze_200, -1);  unsqueeze_200 = None
        unsqueeze_202 = torch.ops.aten.unsqueeze.default(rsqrt_25, -1);  rsqrt_25 = None
        unsqueeze_203 = torch.ops.aten.unsqueeze.default(unsqueeze_202, -1);  unsqueeze_202 = None
        sub_25 = torch.ops.aten.sub.Tensor(convolution_25, unsqueeze_201);  convolution_25 = unsqueeze_201 = None
        mul_50 = torch.ops.aten.mul.Tensor(sub_25, unsqueeze_203);  sub_25 = unsqueeze_203 = None
        unsqueeze_204 = torch.ops.aten.unsqueeze.default(arg129_1, -1);  arg129_1 = None
        unsqueeze_205 = torch.ops.aten.unsqueeze.default(unsqueeze_204, -1);  unsqueeze_204 = None
        mul_51 = torch.ops.aten.mul.Tensor(mul_50, unsqueeze_205);  mul_50 = unsqueeze_205 = None
        unsqueeze_206 = torch.ops.aten.unsqueeze.default(arg130_1, -1);  arg130_1 = None
        unsqueeze_207 = torch.ops.aten.unsqueeze.default(unsqueeze_206, -1);  unsqueeze_206 = None
        add_58 = torch.ops.aten.add.Tensor(mul_51, unsqueeze_207);  mul_51 = unsqueeze_207 = None
        relu_23 = torch.ops.aten.relu.default(add_58);  add_58 = None
        convolution_26 = torch.ops.aten.convolution.default(relu_23, arg131_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_23 = arg131_1 = None
        add_59 = torch.ops.aten.add.Tensor(arg133_1, 1e-05);  arg133_1 = None
        rsqrt_26 = torch.ops.aten.rsqrt.default(add_59);  add_59 = None
        unsqueeze_208 = torch.ops.aten.unsqueeze.default(arg132_1, -1);  arg132_1 = None
        unsqueeze_209 = torch.ops.aten.unsqueeze.default(unsqueeze_208, -1);  unsqueeze_208 = None
        unsqueeze_210 = torch.ops.aten.unsqueeze.default(rsqrt_26, -1);  rsqrt_26 = None
        unsqueeze_211 = torch.ops.aten.unsqueeze.default(unsqueeze_210, -1);  unsqueeze_210 = None
        sub_26 = torch.ops.aten.sub.Tensor(convolution_26, unsqueeze_209);  convolution_26 = unsqueeze_209 = None
        mul_52 = torch.ops.aten.mul.Tensor(sub_26, unsqueeze_211);  sub_26 = unsqueeze_211 = None
        unsqueeze_212 = torch.ops.aten.unsqueeze.default(arg134_1, -1);  arg134_1 = None
        unsqueeze_213 = torch.ops.aten.unsqueeze.default(unsqueeze_212, -1);  unsqueeze_212 = None
        mul_53 = torch.ops.aten.mul.Tensor(mul_52, unsqueeze_213);  mul_52 = unsqueeze_213 = None
        unsqueeze_214 = torch.ops.aten.unsqueeze.default(arg135_1, -1);  arg135_1 = None
        unsqueeze_215 = torch.ops.aten.unsqueeze.default(unsqueeze_214, -1);  unsqueeze_214 = None
        add_60 = torch.ops.aten.add.Tensor(mul_53, unsqueeze_215);  mul_53 = unsqueeze_215 = None
        convolution_27 = torch.ops.aten.convolution.default(relu_21, arg136_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_21 = arg136_1 = None
        add_61 = torch.ops.aten.add.Tensor(arg138_1, 1e-05);  arg138_1 = None
        rsqrt_27 = torch.ops.aten.rsqrt.default(add_61);  add_61 = None
        unsqueeze_216 = torch.ops.aten.unsqueeze.default(arg137_1, -1);  arg137_1 = None
        unsqueeze_217 = torch.ops.aten.unsqueeze.default(unsqueeze_216, -1);  unsqueeze_216 = None
        unsqueeze_218 = torch.ops.aten.unsqueeze.default(rsqrt_27, -1);  rsqrt_27 = None
        unsqueeze_219 = torch.ops.aten.unsqueeze.default(unsqueeze_218, -1);  unsqueeze_218 = None
        sub_27 = torch.ops.aten.sub.Tensor(convolution_27, unsqueeze_217);  convolution_27 = unsqueeze_217 = None
        mul_54 = torch.ops.aten.mul.Tensor(sub_27, unsqueeze_219);  sub_27 = unsqueeze_219 = None
        unsqueeze_220 = torch.ops.aten.unsqueeze.default(arg139_1, -1);  arg139_1 = None
        unsqueeze_221 = torch.ops.aten.unsqueeze.default(unsqueeze_220, -1);  unsqueeze_220 = None
        mul_55 = torch.ops.aten.mul.Tensor(mul_54, unsqueeze_221);  mul_54 = unsqueeze_221 = None
        unsqueeze_222 = torch.ops.aten.unsqueeze.default(arg140_1, -1);  arg140_1 = None
        unsqueeze_223 = torch.ops.aten.unsqueeze.default(unsqueeze_222, -1);  unsqueeze_222 = None
        add_62 = torch.ops.aten.add.Tensor(mul_55, unsqueeze_223);  mul_55 = unsqueeze_223 = None
        add_63 = torch.ops.aten.add.Tensor(add_60, add_62);  add_60 = add_62 = None
        relu_24 = torch.ops.aten.relu.default(add_63);  add_63 = None
        convolution_28 = torch.ops.aten.convolution.default(relu_24, arg141_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg141_1 = None
        add_64 = torch.ops.aten.add.Tensor(arg143_1, 1e-05);  arg143_1 = None
        rsqrt_28 = torch.ops.aten.rsqrt.default(add_64);  add_64 = None
        unsqueeze_224 = torch.ops.aten.unsqueeze.default(arg142_1, -1);  arg142_1 = None
        unsqueeze_225 = torch.ops.aten.unsqueeze.default(unsqueeze_224, -1);  unsqueeze_224 = None
        unsqueeze_226 = torch.ops.aten.unsqueeze.default(rsqrt_28, -1);  rsqrt_28 = None
        unsqueeze_227 = torch.ops.aten.unsqueeze.default(unsqueeze_226, -1);  unsqueeze_226 = None
        sub_28 = torch.ops.aten.sub.Tensor(convolution_28, unsqueeze_225);  convolution_28 = unsqueeze_225 = None
        mul_56 = torch.ops.aten.mul.Tensor(sub_28, unsqueeze_227);  sub_28 = unsqueeze_227 = None
        unsqueeze_228 = torch.ops.aten.unsqueeze.default(arg144_1, -1);  arg144_1 = None
        unsqueeze_229 = torch.ops.aten.unsqueeze.default(unsqueeze_228, -1);  unsqueeze_228 = None
        mul_57 = torch.ops.aten.mul.Tensor(mul_56, unsqueeze_229);  mul_56 = unsqueeze_229 = None
        unsqueeze_230 = torch.ops.aten.unsqueeze.default(arg145_1, -1);  arg145_1 = None
        unsqueeze_231 = torch.ops.aten.unsqueeze.default(unsqueeze_230, -1);  unsqueeze_230 = None
        add_65 = torch.ops.aten.add.Tensor(mul_57, unsqueeze_231);  mul_57 = unsqueeze_231 = None
        relu_25 = torch.ops.aten.relu.default(add_65);  add_65 = None
        convolution_29 = torch.ops.aten.convolution.default(relu_25, arg146_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_25 = arg146_1 = None
        add_66 = torch.ops.aten.add.Tensor(arg148_1, 1e-05);  arg148_1 = None
        rsqrt_29 = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
        unsqueeze_232 = torch.ops.aten.unsqueeze.default(arg147_1, -1);  arg147_1 = None
        unsqueeze_233 = torch.ops.aten.unsqueeze.default(unsqueeze_232, -1);  unsqueeze_232 = None
        unsqueeze_234 = torch.ops.aten.unsqueeze.default(rsqrt_29, -1);  rsqrt_29 = None
        unsqueeze_235 = torch.ops.aten.unsqueeze.default(unsqueeze_234, -1);  unsqueeze_234 = None
        sub_29 = torch.ops.aten.sub.Tensor(convolution_29, unsqueeze_233);  convolution_29 = unsqueeze_233 = None
        mul_58 = torch.ops.aten.mul.Tensor(sub_29, unsqueeze_235);  sub_29 = unsqueeze_235 = None
        unsqueeze_236 = torch.ops.aten.unsqueeze.default(arg149_1, -1);  arg149_1 = None
        unsqueeze_237 = torch.ops.aten.unsqueeze.default(unsqueeze_236, -1);  unsqueeze_236 = None
        mul_59 = torch.ops.aten.mul.Tensor(mul_58, unsqueeze_237);  mul_58 = unsqueeze_237 = None
        unsqueeze_238 = torch.ops.aten.unsqueeze.default(arg150_1, -1);  arg150_1 = None
        unsqueeze_239 = torch.ops.aten.unsqueeze.default(unsqueeze_238, -1);  unsqueeze_238 = None
        add_67 = torch.ops.aten.add.Tensor(mul_59, unsqueeze_239);  mul_59 = unsqueeze_239 = None
        relu_26 = torch.ops.aten.relu.default(add_67);  add_67 = None
        convolution_30 = torch.ops.aten.convolution.default(relu_26, arg151_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_26 = arg151_1 = None
        add_68 = torch.ops.aten.add.Tensor(arg153_1, 1e-05);  arg153_1 = None
        rsqrt_30 = torch.ops.aten.rsqrt.default(add_68);  add_68 = None
        unsqueeze_240 = torch.ops.aten.unsqueeze.default(arg152_1, -1);  arg152_1 = None
        unsqueeze_241 = torch.ops.aten.unsqueeze.default(unsqueeze_240, -1);  unsqueeze_240 = None
        unsqueeze_242 = torch.ops.aten.unsqueeze.default(rsqrt_30, -1);  rsqrt_30 = None
        unsqueeze_243 = torch.ops.aten.unsqueeze.default(unsqueeze_242, -1);  unsqueeze_242 = None
        sub_30 = torch.ops.aten.sub.Tensor(convolution_30, unsqueeze_241);  convolution_30 = unsqueeze_241 = None
        mul_60 = torch.ops.aten.mul.Tensor(sub_30, unsqueeze_243);  sub_30 = unsqueeze_243 = None
        unsqueeze_244 = torch.ops.aten.unsqueeze.default(arg154_1, -1);  arg154_1 = None
        unsqueeze_245 = torch.ops.aten.unsqueeze.default(unsqueeze_244, -1);  unsqueeze_244 = None
        mul_61 = torch.ops.aten.mul.Tensor(mul_60, unsqueeze_245);  mul_60 = unsqueeze_245 = None
        unsqueeze_246 = torch.ops.aten.unsqueeze.default(arg155_1, -1);  arg155_1 = None
        unsqueeze_247 = torch.ops.aten.unsqueeze.default(unsqueeze_246, -1);  unsqueeze_246 = None
        add_69 = torch.ops.aten.add.Tensor(mul_61, unsqueeze_247);  mul_61 = unsqueeze_247 = None
        add_70 = torch.ops.aten.add.Tensor(add_69, relu_24);  add_69 = relu_24 = None
        relu_27 = torch.ops.aten.relu.default(add_70);  add_70 = None
        convolution_31 = torch.ops.aten.convolution.default(relu_27, arg156_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg156_1 = None
        add_71 = torch.ops.aten.add.Tensor(arg158_1, 1e-05);  arg158_1 = None
        rsqrt_31 = torch.ops.aten.rsqrt.default(add_71);  add_71 = None
        unsqueeze_248 = torch.ops.aten.unsqueeze.default(arg157_1, -1);  arg157_1 = None
        unsqueeze_249 = torch.ops.aten.unsqueeze.default(unsqueeze_248, -1);  unsqueeze_248 = None
        unsqueeze_250 = torch.ops.aten.unsqueeze.default(rsqrt_31, -1);  rsqrt_31 = None
        unsqueeze_251 = torch.ops.aten.unsqueeze.default(unsqueeze_250, -1);  unsqueeze_250 = None
        sub_31 = torch.ops.aten.sub.Tensor(convolution_31, unsqueeze_249);  convolution_31 = unsqueeze_249 = None
        mul_62 = torch.ops.aten.mul.Tensor(sub_31, unsqueeze_251);  sub_31 = unsqueeze_251 = None
        unsqueeze_252 = torch.ops.aten.unsqueeze.default(arg159_1, -1);  arg159_1 = None
        unsqueeze_253 = torch.ops.aten.unsqueeze.default(unsqueeze_252, -1);  unsqueeze_252 = None
        mul_63 = torch.ops.aten.mul.Tensor(mul_62, unsqueeze_253);  mul_62 = unsqueeze_253 = None
        unsqueeze_254 = torch.ops.aten.unsqueeze.default(arg160_1, -1);  arg160_1 = None
        unsqueeze_255 = torch.ops.aten.unsqueeze.default(unsqueeze_254, -1);  unsqueeze_254 = None
        add_72 = torch.ops.aten.add.Tensor(mul_63, unsqueeze_255);  mul_63 = unsqueeze_255 = None
        relu_28 = torch.ops.aten.relu.default(add_72);  add_72 = None
        convolution_32 = torch.ops.aten.convolution.default(relu_28, arg161_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_28 = arg161_1 = None
        add_73 = torch.ops.aten.add.Tensor(arg163_1, 1e-05);  arg163_1 = None
        rsqrt_32 = torch.ops.aten.rsqrt.default(add_73);  add_73 = None
        unsqueeze_256 = torch.ops.aten.unsqueeze.default(arg162_1, -1);  arg162_1 = None
        unsqueeze_257 = torch.ops.aten.unsqueeze.default(unsqueeze_256, -1);  unsqueeze_256 = None
        unsqueeze_258 = torch.ops.aten.unsqueeze.default(rsqrt_32, -1);  rsqrt_32 = None
        unsqueeze_259 = torch.ops.aten.unsqueeze.default(unsqueeze_258, -1);  unsqueeze_258 = None
        sub_32 = torch.ops.aten.sub.Tensor(convolution_32, unsqueeze_257);  convolution_32 = unsqueeze_257 = None
        mul_64 = torch.ops.aten.mul.Tensor(sub_32, unsqueeze_259);  sub_32 = unsqueeze_259 = None
        unsqueeze_260 = torch.ops.aten.unsqueeze.default(arg164_1, -1);  arg164_1 = None
        unsqueeze_261 = torch.ops.aten.unsqueeze.default(unsqueeze_260, -1);  unsqueeze_260 = None
        mul_65 = torch.ops.aten.mul.Tensor(mul_64, unsqueeze_261);  mul_64 = unsqueeze_261 = None
        unsqueeze_262 = torch.ops.aten.unsqueeze.default(arg165_1, -1);  arg165_1 = None
        unsqueeze_263 = torch.ops.aten.unsqueeze.default(unsqueeze_262, -1);  unsqueeze_262 = None
        add_74 = torch.ops.aten.add.Tensor(mul_65, unsqueeze_263);  mul_65 = unsqueeze_263 = None
        relu_29 = torch.ops.aten.relu.default(add_74);  add_74 = None
        convolution_33 = torch.ops.aten.convolution.default(relu_29, arg166_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_29 = arg166_1 = None
        add_75 = torch.ops.aten.add.Tensor(arg168_1, 1e-05);  arg168_1 = None
        rsqrt_33 = torch.ops.aten.rsqrt.default(add_75);  add_75 = None
        unsqueeze_264 = torch.ops.aten.unsqueeze.default(arg167_1, -1);  arg167_1 = None
        unsqueeze_265 = torch.ops.aten.unsqueeze.default(unsqueeze_264, -1);  unsqueeze_264 = None
        unsqueeze_266 = torch.ops.aten.unsqueeze.default(rsqrt_33, -1);  rsqrt_33 = None
        unsqueeze_267 = torch.ops.aten.unsqueeze.default(unsqueeze_266, -1);  unsqueeze_266 = None
        sub_33 = torch.ops.aten.sub.Tensor(convolution_33, unsqueeze_265);  convolution_33 = unsqueeze_265 = None
        mul_66 = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_267);  sub_33 = unsqueeze_267 = None
        unsqueeze_268 = torch.ops.aten.unsqueeze.default(arg169_1, -1);  arg169_1 = None
        unsqueeze_269 = torch.ops.aten.unsqueeze.default(unsqueeze_268, -1);  unsqueeze_268 = None
        mul_67 = torch.ops.aten.mul.Tensor(mul_66, unsqueeze_269);  mul_66 = unsqueeze_269 = None
        unsqueeze_270 = torch.ops.aten.unsqueeze.default(arg170_1, -1);  arg170_1 = None
        unsqueeze_271 = torch.ops.aten.unsqueeze.default(unsqueeze_270, -1);  unsqueeze_270 = None
        add_76 = torch.ops.aten.add.Tensor(mul_67, unsqueeze_271);  mul_67 = unsqueeze_271 = None
        add_77 = torch.ops.aten.add.Tensor(add_76, relu_27);  add_76 = relu_27 = None
        relu_30 = torch.ops.aten.relu.default(add_77);  add_77 = None
        convolution_34 = torch.ops.aten.convolution.default(relu_30, arg171_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg171_1 = None
        add_78 = torch.ops.aten.add.Tensor(arg173_1, 1e-05);  arg173_1 = None
        rsqrt_34 = torch.ops.aten.rsqrt.default(add_78);  add_78 = None
        unsqueeze_272 = torch.ops.aten.unsqueeze.default(arg172_1, -1);  arg172_1 = None
        unsqueeze_273 = torch.ops.aten.unsqueeze.default(unsqueeze_272, -1);  unsqueeze_272 = None
        unsqueeze_274 = torch.ops.aten.unsqueeze.default(rsqrt_34, -1);  rsqrt_34 = None
        unsqueeze_275 = torch.ops.aten.unsqueeze.default(unsqueeze_274, -1);  unsqueeze_274 = None
        sub_34 = torch.ops.aten.sub.Tensor(convolution_34, unsqueeze_273);  convolution_34 = unsqueeze_273 = None
        mul_68 = torch.ops.aten.mul.Tensor(sub_34, unsqueeze_275);  sub_34 = unsqueeze_275 = None
        unsqueeze_276 = torch.ops.aten.unsqueeze.default(arg174_1, -1);  arg174_1 = None
        unsqueeze_277 = torch.ops.aten.unsqueeze.default(unsqueeze_276, -1);  unsqueeze_276 = None
        mul_69 = torch.ops.aten.mul.Tensor(mul_68, unsqueeze_277);  mul_68 = unsqueeze_277 = None
        unsqueeze_278 = torch.ops.aten.unsqueeze.default(arg175_1, -1);  arg175_1 = None
        unsqueeze_279 = torch.ops.aten.unsqueeze.default(unsqueeze_278, -1);  unsqueeze_278 = None
        add_79 = torch.ops.aten.add.Tensor(mul_69, unsqueeze_279);  mul_69 = unsqueeze_279 = None
        relu_31 = torch.ops.aten.relu.default(add_79);  add_79 = None
        convolution_35 = torch.ops.aten.convolution.default(relu_31, arg176_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_31 = arg176_1 = None
        add_80 = torch.ops.aten.add.Tensor(arg178_1, 1e-05);  arg178_1 = None
        rsqrt_35 = torch.ops.aten.rsqrt.default(add_80);  add_80 = None
        unsqueeze_280 = torch.ops.aten.unsqueeze.default(arg177_1, -1);  arg177_1 = None
        unsqueeze_281 = torch.ops.aten.unsqueeze.default(unsqueeze_280, -1);  unsqueeze_280 = None
        unsqueeze_282 = torch.ops.aten.unsqueeze.default(rsqrt_35, -1);  rsqrt_35 = None
        unsqueeze_283 = torch.ops.aten.unsqueeze.default(unsqueeze_282, -1);  unsqueeze_282 = None
        sub_35 = torch.ops.aten.sub.Tensor(convolution_35, unsqueeze_281);  convolution_35 = unsqueeze_281 = None
        mul_70 = torch.ops.aten.mul.Tensor(sub_35, unsqueeze_283);  sub_35 = unsqueeze_283 = None
        unsqueeze_284 = torch.ops.aten.unsqueeze.default(arg179_1, -1);  arg179_1 = None
        unsqueeze_285 = torch.ops.aten.unsqueeze.default(unsqueeze_284, -1);  unsqueeze_284 = None
        mul_71 = torch.ops.aten.mul.Tensor(mul_70, unsqueeze_285);  mul_70 = unsqueeze_285 = None
        unsqueeze_286 = torch.ops.aten.unsqueeze.default(arg180_1, -1);  arg180_1 = None
        unsqueeze_287 = torch.ops.aten.unsqueeze.default(unsqueeze_286, -1);  unsqueeze_286 = None
        add_81 = torch.ops.aten.add.Tensor(mul_71, unsqueeze_287);  mul_71 = unsqueeze_287 = None
        relu_32 = torch.ops.aten.relu.default(add_81);  add_81 = None
        convolution_36 = torch.ops.aten.convolution.default(relu_32, arg181_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg181_1 = None
        add_82 = torch.ops.aten.add.Tensor(arg183_1, 1e-05);  arg183_1 = None
        rsqrt_36 = torch.ops.aten.rsqrt.default(add_82);  add_82 = None
        unsqueeze_288 = torch.ops.aten.unsqueeze.default(arg182_1, -1);  arg182_1 = None
        unsqueeze_289 = torch.ops.aten.unsqueeze.default(unsqueeze_288, -1);  unsqueeze_288 = None
        unsqueeze_290 = torch.ops.aten.unsqueeze.default(rsqrt_36, -1);  rsqrt_36 = None
        unsqueeze_291 = torch.ops.aten.unsqueeze.default(unsqueeze_290, -1);  unsqueeze_290 = None
        sub_36 = torch.ops.aten.sub.Tensor(convolution_36, unsqueeze_289);  convolution_36 = unsqueeze_289 = None
        mul_72 = torch.ops.aten.mul.Tensor(sub_36, unsqueeze_291);  sub_36 = unsqueeze_291 = None
        unsqueeze_292 = torch.ops.aten.unsqueeze.default(arg184_1, -1);  arg184_1 = None
        unsqueeze_293 = torch.ops.aten.unsqueeze.default(unsqueeze_292, -1);  unsqueeze_292 = None
        mul_73 = torch.ops.aten.mul.Tensor(mul_72, unsqueeze_293);  mul_72 = unsqueeze_293 = None
        unsqueeze_294 = torch.ops.aten.unsqueeze.default(arg185_1, -1);  arg185_1 = None
        unsqueeze_295 = torch.ops.aten.unsqueeze.default(unsqueeze_294, -1);  unsqueeze_294 = None
        add_83 = torch.ops.aten.add.Tensor(mul_73, unsqueeze_295);  mul_73 = unsqueeze_295 = None
        add_84 = torch.ops.aten.add.Tensor(add_83, relu_30);  add_83 = relu_30 = None
        relu_33 = torch.ops.aten.relu.default(add_84);  add_84 = None
        convolution_37 = torch.ops.aten.convolution.default(relu_33, arg186_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg186_1 = None
        add_85 = torch.ops.aten.add.Tensor(arg188_1, 1e-05);  arg188_1 = None
        rsqrt_37 = torch.ops.aten.rsqrt.default(add_85);  add_85 = None
        unsqueeze_296 = torch.ops.aten.unsqueeze.default(arg187_1, -1);  arg187_1 = None
        unsqueeze_297 = torch.ops.aten.unsqueeze.default(unsqueeze_296, -1);  unsqueeze_296 = None
        unsqueeze_298 = torch.ops.aten.unsqueeze.default(rsqrt_37, -1);  rsqrt_37 = None
        unsqueeze_299 = torch.ops.aten.unsqueeze.default(unsqueeze_298, -1);  unsqueeze_298 = None
        sub_37 = torch.ops.aten.sub.Tensor(convolution_37, unsqueeze_297);  convolution_37 = unsqueeze_297 = None
        mul_74 = torch.ops.aten.mul.Tensor(sub_37, unsqueeze_299);  sub_37 = unsqueeze_299 = None
        unsqueeze_300 = torch.ops.aten.unsqueeze.default(arg189_1, -1);  arg189_1 = None
        unsqueeze_301 = torch.ops.aten.unsqueeze.default(unsqueeze_300, -1);  unsqueeze_300 = None
        mul_75 = torch.ops.aten.mul.Tensor(mul_74, unsqueeze_301);  mul_74 = unsqueeze_301 = None
        unsqueeze_302 = torch.ops.aten.unsqueeze.default(arg190_1, -1);  arg190_1 = None
        unsqueeze_303 = torch.ops.aten.unsqueeze.default(unsqueeze_302, -1);  unsqueeze_302 = None
        add_86 = torch.ops.aten.add.Tensor(mul_75, unsqueeze_303);  mul_75 = unsqueeze_303 = None
        relu_34 = torch.ops.aten.relu.default(add_86);  add_86 = None
        convolution_38 = torch.ops.aten.convolution.default(relu_34, arg191_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_34 = arg191_1 = None
        add_87 = torch.ops.aten.add.Tensor(arg193_1, 1e-05);  arg193_1 = None
        rsqrt_38 = torch.ops.aten.rsqrt.default(add_87);  add_87 = None
        unsqueeze_304 = torch.ops.aten.unsqueeze.default(arg192_1, -1);  arg192_1 = None
        unsqueeze_305 = torch.ops.aten.unsqueeze.default(unsqueeze_304, -1);  unsqueeze_304 = None
        unsqueeze_306 = torch.ops.aten.unsqueeze.default(rsqrt_38, -1);  rsqrt_38 = None
        unsqueeze_307 = torch.ops.aten.unsqueeze.default(unsqueeze_306, -1);  unsqueeze_306 = None
        sub_38 = torch.ops.aten.sub.Tensor(convolution_38, unsqueeze_305);  convolution_38 = unsqueeze_305 = None
        mul_76 = torch.ops.aten.mul.Tensor(sub_38, unsqueeze_307);  sub_38 = unsqueeze_307 = None
        unsqueeze_308 = torch.ops.aten.unsqueeze.default(arg194_1, -1);  arg194_1 = None
        unsqueeze_309 = torch.ops.aten.unsqueeze.default(unsqueeze_308, -1);  unsqueeze_308 = None
        mul_77 = torch.ops.aten.mul.Tensor(mul_76, unsqueeze_309);  mul_76 = unsqueeze_309 = None
        unsqueeze_310 = torch.ops.aten.unsqueeze.default(arg195_1, -1);  arg195_1 = None
        unsqueeze_311 = torch.ops.aten.unsqueeze.default(unsqueeze_310, -1);  unsqueeze_310 = None
        add_88 = torch.ops.aten.add.Tensor(mul_77, unsqueeze_311);  mul_77 = unsqueeze_311 = None
        relu_35 = torch.ops.aten.relu.default(add_88);  add_88 = None
        convolution_39 = torch.ops.aten.convolution.default(relu_35, arg196_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_35 = arg196_1 = None
        add_89 = torch.ops.aten.add.Tensor(arg198_1, 1e-05);  arg198_1 = None
        rsqrt_39 = torch.ops.aten.rsqrt.default(add_89);  add_89 = None
        unsqueeze_312 = torch.ops.aten.unsqueeze.default(arg197_1, -1);  arg197_1 = None
        unsqueeze_313 = torch.ops.aten.unsqueeze.default(unsqueeze_312, -1);  unsqueeze_312 = None
        unsqueeze_314 = torch.ops.aten.unsqueeze.default(rsqrt_39, -1);  rsqrt_39 = None
        unsqueeze_315 = torch.ops.aten.unsqueeze.default(unsqueeze_314, -1);  unsqueeze_314 = None
        sub_39 = torch.ops.aten.sub.Tensor(convolution_39, unsqueeze_313);  convolution_39 = unsqueeze_313 = None
        mul_78 = torch.ops.aten.mul.Tensor(sub_39, unsqueeze_315);  sub_39 = unsqueeze_315 = None
        unsqueeze_316 = torch.ops.aten.unsqueeze.default(arg199_1, -1);  arg199_1 = None
        unsqueeze_317 = torch.ops.aten.unsqueeze.default(unsqueeze_316, -1);  unsqueeze_316 = None
        mul_79 = torch.ops.aten.mul.Tensor(mul_78, unsqueeze_317);  mul_78 = unsqueeze_317 = None
        unsqueeze_318 = torch.ops.aten.unsqueeze.default(arg200_1, -1);  arg200_1 = None
        unsqueeze_319 = torch.ops.aten.unsqueeze.default(unsqueeze_318, -1);  unsqueeze_318 = None
        add_90 = torch.ops.aten.add.Tensor(mul_79, unsqueeze_319);  mul_79 = unsqueeze_319 = None
        add_91 = torch.ops.aten.add.Tensor(add_90, relu_33);  add_90 = relu_33 = None
        relu_36 = torch.ops.aten.relu.default(add_91);  add_91 = None
        convolution_40 = torch.ops.aten.convolution.default(relu_36, arg201_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg201_1 = None
        add_92 = torch.ops.aten.add.Tensor(arg203_1, 1e-05);  arg203_1 = None
        rsqrt_40 = torch.ops.aten.rsqrt.default(add_92);  add_92 = None
        unsqueeze_320 = torch.ops.aten.unsqueeze.default(arg202_1, -1);  arg202_1 = None
        unsqueeze_321 = torch.ops.aten.unsqueeze.default(unsqueeze_320, -1);  unsqueeze_320 = None
        unsqueeze_322 = torch.ops.aten.unsqueeze.default(rsqrt_40, -1);  rsqrt_40 = None
        unsqueeze_323 = torch.ops.aten.unsqueeze.default(unsqueeze_322, -1);  unsqueeze_322 = None
        sub_40 = torch.ops.aten.sub.Tensor(convolution_40, unsqueeze_321);  convolution_40 = unsqueeze_321 = None
        mul_80 = torch.ops.aten.mul.Tensor(sub_40, unsqueeze_323);  sub_40 = unsqueeze_323 = None
        unsqueeze_324 = torch.ops.aten.unsqueeze.default(arg204_1, -1);  arg204_1 = None
        unsqueeze_325 = torch.ops.aten.unsqueeze.default(unsqueeze_324, -1);  unsqueeze_324 = None
        mul_81 = torch.ops.aten.mul.Tensor(mul_80, unsqueeze_325);  mul_80 = unsqueeze_325 = None
        unsqueeze_326 = torch.ops.aten.unsqueeze.default(arg205_1, -1);  arg205_1 = None
        unsqueeze_327 = torch.ops.aten.unsqueeze.default(unsqueeze_326, -1);  unsqueeze_326 = None
        add_93 = torch.ops.aten.add.Tensor(mul_81, unsqueeze_327);  mul_81 = unsqueeze_327 = None
        relu_37 = torch.ops.aten.relu.default(add_93);  add_93 = None
        convolution_41 = torch.ops.aten.convolution.default(relu_37, arg206_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_37 = arg206_1 = None
        add_94 = torch.ops.aten.add.Tensor(arg208_1, 1e-05);  arg208_1 = None
        rsqrt_41 = torch.ops.aten.rsqrt.default(add_94);  add_94 = None
        unsqueeze_328 = torch.ops.aten.unsqueeze.default(arg207_1, -1);  arg207_1 = None
        unsqueeze_329 = torch.ops.aten.unsqueeze.default(unsqueeze_328, -1);  unsqueeze_328 = None
        unsqueeze_330 = torch.ops.aten.unsqueeze.default(rsqrt_41, -1);  rsqrt_41 = None
        unsqueeze_331 = torch.ops.aten.unsqueeze.default(unsqueeze_330, -1);  unsqueeze_330 = None
        sub_41 = torch.ops.aten.sub.Tensor(convolution_41, unsqueeze_329);  convolution_41 = unsqueeze_329 = None
        mul_82 = torch.ops.aten.mul.Tensor(sub_41, unsqueeze_331);  sub_41 = unsqueeze_331 = None
        unsqueeze_332 = torch.ops.aten.unsqueeze.default(arg209_1, -1);  arg209_1 = None
        unsqueeze_333 = torch.ops.aten.unsqueeze.default(unsqueeze_332, -1);  unsqueeze_332 = None
        mul_83 = torch.ops.aten.mul.Tensor(mul_82, unsqueeze_333);  mul_82 = unsqueeze_333 = None
        unsqueeze_334 = torch.ops.aten.unsqueeze.default(arg210_1, -1);  arg210_1 = None
        unsqueeze_335 = torch.ops.aten.unsqueeze.default(unsqueeze_334, -1);  unsqueeze_334 = None
        add_95 = torch.ops.aten.add.Tensor(mul_83, unsqueeze_335);  mul_83 = unsqueeze_335 = None
        relu_38 = torch.ops.aten.relu.default(add_95);  add_95 = None
        convolution_42 = torch.ops.aten.convolution.default(relu_38, arg211_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_38 = arg211_1 = None
        add_96 = torch.ops.aten.add.Tensor(arg213_1, 1e-05);  arg213_1 = None
        rsqrt_42 = torch.ops.aten.rsqrt.default(add_96);  add_96 = None
        unsqueeze_336 = torch.ops.aten.unsqueeze.default(arg212_1, -1);  arg212_1 = None
        unsqueeze_337 = torch.ops.aten.unsqueeze.default(unsqueeze_336, -1);  unsqueeze_336 = None
        unsqueeze_338 = torch.ops.aten.unsqueeze.default(rsqrt_42, -1);  rsqrt_42 = None
        unsqueeze_339 = torch.ops.aten.unsqueeze.default(unsqueeze_338, -1);  unsqueeze_338 = None
        sub_42 = torch.ops.aten.sub.Tensor(convolution_42, unsqueeze_337);  convolution_42 = unsqueeze_337 = None
        mul_84 = torch.ops.aten.mul.Tensor(sub_42, unsqueeze_339);  sub_42 = unsqueeze_339 = None
        unsqueeze_340 = torch.ops.aten.unsqueeze.default(arg214_1, -1);  arg214_1 = None
        unsqueeze_341 = torch.ops.aten.unsqueeze.default(unsqueeze_340, -1);  unsqueeze_340 = None
        mul_85 = torch.ops.aten.mul.Tensor(mul_84, unsqueeze_341);  mul_84 = unsqueeze_341 = None
        unsqueeze_342 = torch.ops.aten.unsqueeze.default(arg215_1, -1);  arg215_1 = None
        unsqueeze_343 = torch.ops.aten.unsqueeze.default(unsqueeze_342, -1);  unsqueeze_342 = None
        add_97 = torch.ops.aten.add.Tensor(mul_85, unsqueeze_343);  mul_85 = unsqueeze_343 = None
        add_98 = torch.ops.aten.add.Tensor(add_97, relu_36);  add_97 = relu_36 = None
        relu_39 = torch.ops.aten.relu.default(add_98);  add_98 = None
        convolution_43 = torch.ops.aten.convolution.default(relu_39, arg216_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg216_1 = None
        add_99 = torch.ops.aten.add.Tensor(arg218_1, 1e-05);  arg218_1 = None
        rsqrt_43 = torch.ops.aten.rsqrt.default(add_99);  add_99 = None
        unsqueeze_344 = torch.ops.aten.unsqueeze.default(arg217_1, -1);  arg217_1 = None
        unsqueeze_345 = torch.ops.aten.unsqueeze.default(unsqueeze_344, -1);  unsqueeze_344 = None
        unsqueeze_346 = torch.ops.aten.unsqueeze.default(rsqrt_43, -1);  rsqrt_43 = None
        unsqueeze_347 = torch.ops.aten.unsqueeze.default(unsqueeze_346, -1);  unsqueeze_346 = None
        sub_43 = torch.ops.aten.sub.Tensor(convolution_43, unsqueeze_345);  convolution_43 = unsqueeze_345 = None
        mul_86 = torch.ops.aten.mul.Tensor(sub_43, unsqueeze_347);  sub_43 = unsqueeze_347 = None
        unsqueeze_348 = torch.ops.aten.unsqueeze.default(arg219_1, -1);  arg219_1 = None
        unsqueeze_349 = torch.ops.aten.unsqueeze.default(unsqueeze_348, -1);  unsqueeze_348 = None
        mul_87 = torch.ops.aten.mul.Tensor(mul_86, unsqueeze_349);  mul_86 = unsqueeze_349 = None
        unsqueeze_350 = torch.ops.aten.unsqueeze.default(arg220_1, -1);  arg220_1 = None
        unsqueeze_351 = torch.ops.aten.unsqueeze.default(unsqueeze_350, -1);  unsqueeze_350 = None
        add_100 = torch.ops.aten.add.Tensor(mul_87, unsqueeze_351);  mul_87 = unsqueeze_351 = None
        relu_40 = torch.ops.aten.relu.default(add_100);  add_100 = None
        convolution_44 = torch.ops.aten.convolution.default(relu_40, arg221_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_40 = arg221_1 = None
        add_101 = torch.ops.aten.add.Tensor(arg223_1, 1e-05);  arg223_1 = None
        rsqrt_44 = torch.ops.aten.rsqrt.default(add_101);  add_101 = None
        unsqueeze_352 = torch.ops.aten.unsqueeze.default(arg222_1, -1);  arg222_1 = None
        unsqueeze_353 = torch.ops.aten.unsqueeze.default(unsqueeze_352, -1);  unsqueeze_352 = None
        unsqueeze_354 = torch.ops.aten.unsqueeze.default(rsqrt_44, -1);  rsqrt_44 = None
        unsqueeze_355 = torch.ops.aten.unsqueeze.default(unsqueeze_354, -1);  unsqueeze_354 = None
        sub_44 = torch.ops.aten.sub.Tensor(convolution_44, unsqueeze_353);  convolution_44 = unsqueeze_353 = None
        mul_88 = torch.ops.aten.mul.Tensor(sub_44, unsqueeze_355);  sub_44 = unsqueeze_355 = None
        unsqueeze_356 = torch.ops.aten.unsqueeze.default(arg224_1, -1);  arg224_1 = None
        unsqueeze_357 = torch.ops.aten.unsqueeze.default(unsqueeze_356, -1);  unsqueeze_356 = None
        mul_89 = torch.ops.aten.mul.Tensor(mul_88, unsqueeze_357);  mul_88 = unsqueeze_357 = None
        unsqueeze_358 = torch.ops.aten.unsqueeze.default(arg225_1, -1);  arg225_1 = None
        unsqueeze_359 = torch.ops.aten.unsqueeze.default(unsqueeze_358, -1);  unsqueeze_358 = None
        add_102 = torch.ops.aten.add.Tensor(mul_89, unsqueeze_359);  mul_89 = unsqueeze_359 = None
        relu_41 = torch.ops.aten.relu.default(add_102);  add_102 = None
        convolution_45 = torch.ops.aten.convolution.default(relu_41, arg226_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_41 = arg226_1 = None
        add_103 = torch.ops.aten.add.Tensor(arg228_1, 1e-05);  arg228_1 = None
        rsqrt_45 = torch.ops.aten.rsqrt.default(add_103);  add_103 = None
        unsqueeze_360 = torch.ops.aten.unsqueeze.default(arg227_1, -1);  arg227_1 = None
        unsqueeze_361 = torch.ops.aten.unsqueeze.default(unsqueeze_360, -1);  unsqueeze_360 = None
        unsqueeze_362 = torch.ops.aten.unsqueeze.default(rsqrt_45, -1);  rsqrt_45 = None
        unsqueeze_363 = torch.ops.aten.unsqueeze.default(unsqueeze_362, -1);  unsqueeze_362 = None
        sub_45 = torch.ops.aten.sub.Tensor(convolution_45, unsqueeze_361);  convolution_45 = unsqueeze_361 = None
        mul_90 = torch.ops.aten.mul.Tensor(sub_45, unsqueeze_363);  sub_45 = unsqueeze_363 = None
        unsqueeze_364 = torch.ops.aten.unsqueeze.default(arg229_1, -1);  arg229_1 = None
        unsqueeze_365 = torch.ops.aten.unsqueeze.default(unsqueeze_364, -1);  unsqueeze_364 = None
        mul_91 = torch.ops.aten.mul.Tensor(mul_90, unsqueeze_365);  mul_90 = unsqueeze_365 = None
        unsqueeze_366 = torch.ops.aten.unsqueeze.default(arg230_1, -1);  arg230_1 = None
        unsqueeze_367 = torch.ops.aten.unsqueeze.default(unsqueeze_366, -1);  unsqueeze_366 = None
        add_104 = torch.ops.aten.add.Tensor(mul_91, unsqueeze_367);  mul_91 = unsqueeze_367 = None
        convolution_46 = torch.ops.aten.convolution.default(relu_39, arg231_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_39 = arg231_1 = None
        add_105 = torch.ops.aten.add.Tensor(arg233_1, 1e-05);  arg233_1 = None
        rsqrt_46 = torch.ops.aten.rsqrt.default(add_105);  add_105 = None
        unsqueeze_368 = torch.ops.aten.unsqueeze.default(arg232_1, -1);  arg232_1 = None
        unsqueeze_369 = torch.ops.aten.unsqueeze.default(unsqueeze_368, -1);  unsqueeze_368 = None
        unsqueeze_370 = torch.ops.aten.unsqueeze.default(rsqrt_46, -1);  rsqrt_46 = None
        unsqueeze_371 = torch.ops.aten.unsqueeze.default(unsqueeze_370, -1);  unsqueeze_370 = None
        sub_46 = torch.ops.aten.sub.Tensor(convolution_46, unsqueeze_369);  convolution_46 = unsqueeze_369 = None
        mul_92 = torch.ops.aten.mul.Tensor(sub_46, unsqueeze_371);  sub_46 = unsqueeze_371 = None
        unsqueeze_372 = torch.ops.aten.unsqueeze.default(arg234_1, -1);  arg234_1 = None
        unsqueeze_373 = torch.ops.aten.unsqueeze.default(unsqueeze_372, -1);  unsqueeze_372 = None
        mul_93 = torch.ops.aten.mul.Tensor(mul_92, unsqueeze_373);  mul_92 = unsqueeze_373 = None
        unsqueeze_374 = torch.ops.aten.unsqueeze.default(arg235_1, -1);  arg235_1 = None
        unsqueeze_375 = torch.ops.aten.unsqueeze.default(unsqueeze_374, -1);  unsqueeze_374 = None
        add_106 = torch.ops.aten.add.Tensor(mul_93, unsqueeze_375);  mul_93 = unsqueeze_375 = None
        add_107 = torch.ops.aten.add.Tensor(add_104, add_106);  add_104 = add_106 = None
        relu_42 = torch.ops.aten.relu.default(add_107);  add_107 = None
        convolution_47 = torch.ops.aten.convolution.default(relu_42, arg236_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg236_1 = None
        add_108 = torch.ops.aten.add.Tensor(arg238_1, 1e-05);  arg238_1 = None
        rsqrt_47 = torch.ops.aten.rsqrt.default(add_108);  add_108 = None
        unsqueeze_376 = torch.ops.aten.unsqueeze.default(arg237_1, -1);  arg237_1 = None
        unsqueeze_377 = torch.ops.aten.unsqueeze.default(unsqueeze_376, -1);  unsqueeze_376 = None
        unsqueeze_378 = torch.ops.aten.unsqueeze.default(rsqrt_47, -1);  rsqrt_47 = None
        unsqueeze_379 = torch.ops.aten.unsqueeze.default(unsqueeze_378, -1);  unsqueeze_378 = None
        sub_47 = torch.ops.aten.sub.Tensor(convolution_47, unsqueeze_377);  convolution_47 = unsqueeze_377 = None
        mul_94 = torch.ops.aten.mul.Tensor(sub_47, unsqueeze_379);  sub_47 = unsqueeze_379 = None
        unsqueeze_380 = torch.ops.aten.unsqueeze.default(arg239_1, -1);  arg239_1 = None
        unsqueeze_381 = torch.ops.aten.unsqueeze.default(unsqueeze_380, -1);  unsqueeze_380 = None
        mul_95 = torch.ops.aten.mul.Tensor(mul_94, unsqueeze_381);  mul_94 = unsqueeze_381 = None
        unsqueeze_382 = torch.ops.aten.unsqueeze.default(arg240_1, -1);  arg240_1 = None
        unsqueeze_383 = torch.ops.aten.unsqueeze.default(unsqueeze_382, -1);  unsqueeze_382 = None
        add_109 = torch.ops.aten.add.Tensor(mul_95, unsqueeze_383);  mul_95 = unsqueeze_383 = None
        relu_43 = torch.ops.aten.relu.default(add_109);  add_109 = None
        convolution_48 = torch.ops.aten.convolution.default(relu_43, arg241_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_43 = arg241_1 = None
        add_110 = torch.ops.aten.add.Tensor(arg243_1, 1e-05);  arg243_1 = None
        rsqrt_48 = torch.ops.aten.rsqrt.default(add_110);  add_110 = None
        unsqueeze_384 = torch.ops.aten.unsqueeze.default(arg242_1, -1);  arg242_1 = None
        unsqueeze_385 = torch.ops.aten.unsqueeze.default(unsqueeze_384, -1);  unsqueeze_384 = None
        unsqueeze_386 = torch.ops.aten.unsqueeze.default(rsqrt_48, -1);  rsqrt_48 = None
        unsqueeze_387 = torch.ops.aten.unsqueeze.default(unsqueeze_386, -1);  unsqueeze_386 = None
        sub_48 = torch.ops.aten.sub.Tensor(convolution_48, unsqueeze_385);  convolution_48 = unsqueeze_385 = None
        mul_96 = torch.ops.aten.mul.Tensor(sub_48, unsqueeze_387);  sub_48 = unsqueeze_387 = None
        unsqueeze_388 = torch.ops.aten.unsqueeze.default(arg244_1, -1);  arg244_1 = None
        unsqueeze_389 = torch.ops.aten.unsqueeze.default(unsqueeze_388, -1);  unsqueeze_388 = None
        mul_97 = torch.ops.aten.mul.Tensor(mul_96, unsqueeze_389);  mul_96 = unsqueeze_389 = None
        unsqueeze_390 = torch.ops.aten.unsqueeze.default(arg245_1, -1);  arg245_1 = None
        unsqueeze_391 = torch.ops.aten.unsqueeze.default(unsqueeze_390, -1);  unsqueeze_390 = None
        add_111 = torch.ops.aten.add.Tensor(mul_97, unsqueeze_391);  mul_97 = unsqueeze_391 = None
        relu_44 = torch.ops.aten.relu.default(add_111);  add_111 = None
        convolution_49 = torch.ops.aten.convolution.default(relu_44, arg246_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_44 = arg246_1 = None
        add_112 = torch.ops.aten.add.Tensor(arg248_1, 1e-05);  arg248_1 = None
        rsqrt_49 = torch.ops.aten.rsqrt.default(add_112);  add_112 = None
        unsqueeze_392 = torch.ops.aten.unsqueeze.default(arg247_1, -1);  arg247_1 = None
        unsqueeze_393 = torch.ops.aten.unsqueeze.default(unsqueeze_392, -1);  unsqueeze_392 = None
        unsqueeze_394 = torch.ops.aten.unsqueeze.default(rsqrt_49, -1);  rsqrt_49 = None
        unsqueeze_395 = torch.ops.aten.unsqueeze.default(unsqueeze_394, -1);  unsqueeze_394 = None
        sub_49 = torch.ops.aten.sub.Tensor(convolution_49, unsqueeze_393);  convolution_49 = unsqueeze_393 = None
        mul_98 = torch.ops.aten.mul.Tensor(sub_49, unsqueeze_395);  sub_49 = unsqueeze_395 = None
        unsqueeze_396 = torch.ops.aten.unsqueeze.default(arg249_1, -1);  arg249_1 = None
        unsqueeze_397 = torch.ops.aten.unsqueeze.default(unsqueeze_396, -1);  unsqueeze_396 = None
        mul_99 = torch.ops.aten.mul.Tensor(mul_98, unsqueeze_397);  mul_98 = unsqueeze_397 = None
        unsqueeze_398 = torch.ops.aten.unsqueeze.default(arg250_1, -1);  arg250_1 = None
        unsqueeze_399 = torch.ops.aten.unsqueeze.default(unsqueeze_398, -1);  unsqueeze_398 = None
        add_113 = torch.ops.aten.add.Tensor(mul_99, unsqueeze_399);  mul_99 = unsqueeze_399 = None
        add_114 = torch.ops.aten.add.Tensor(add_113, relu_42);  add_113 = relu_42 = None
        relu_45 = torch.ops.aten.relu.default(add_114);  add_114 = None
        convolution_50 = torch.ops.aten.convolution.default(relu_45, arg251_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg251_1 = None
        add_115 = torch.ops.aten.add.Tensor(arg253_1, 1e-05);  arg253_1 = None
        rsqrt_50 = torch.ops.aten.rsqrt.default(add_115);  add_115 = None
        unsqueeze_400 = torch.ops.aten.unsqueeze.default(arg252_1, -1);  arg252_1 = None
        unsqueeze_401 = torch.ops.aten.unsqueeze.default(unsqueeze_400, -1);  unsqueeze_400 = None
        unsqueeze_402 = torch.ops.aten.unsqueeze.default(rsqrt_50, -1);  rsqrt_50 = None
        unsqueeze_403 = torch.ops.aten.unsqueeze.default(unsqueeze_402, -1);  unsqueeze_402 = None
        sub_50 = torch.ops.aten.sub.Tensor(convolution_50, unsqueeze_401);  convolution_50 = unsqueeze_401 = None
        mul_100 = torch.ops.aten.mul.Tensor(sub_50, unsqueeze_403);  sub_50 = unsqueeze_403 = None
        unsqueeze_404 = torch.ops.aten.unsqueeze.default(arg254_1, -1);  arg254_1 = None
        unsqueeze_405 = torch.ops.aten.unsqueeze.default(unsqueeze_404, -1);  unsqueeze_404 = None
        mul_101 = torch.ops.aten.mul.Tensor(mul_100, unsqueeze_405);  mul_100 = unsqueeze_405 = None
        unsqueeze_406 = torch.ops.aten.unsqueeze.default(arg255_1, -1);  arg255_1 = None
        unsqueeze_407 = torch.ops.aten.unsqueeze.default(unsqueeze_406, -1);  unsqueeze_406 = None
        add_116 = torch.ops.aten.add.Tensor(mul_101, unsqueeze_407);  mul_101 = unsqueeze_407 = None
        relu_46 = torch.ops.aten.relu.default(add_116);  add_116 = None
        convolution_51 = torch.ops.aten.convolution.default(relu_46, arg256_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_46 = arg256_1 = None
        add_117 = torch.ops.aten.add.Tensor(arg258_1, 1e-05);  arg258_1 = None
        rsqrt_51 = torch.ops.aten.rsqrt.default(add_117);  add_117 = None
        unsqueeze_408 = torch.ops.aten.unsqueeze.default(arg257_1, -1);  arg257_1 = None
        unsqueeze_409 = torch.ops.aten.unsqueeze.default(unsqueeze_408, -1);  unsqueeze_408 = None
        unsqueeze_410 = torch.ops.aten.unsqueeze.default(rsqrt_51, -1);  rsqrt_51 = None
        unsqueeze_411 = torch.ops.aten.unsqueeze.default(unsqueeze_410, -1);  unsqueeze_410 = None
        sub_51 = torch.ops.aten.sub.Tensor(convolution_51, unsqueeze_409);  convolution_51 = unsqueeze_409 = None
        mul_102 = torch.ops.aten.mul.Tensor(sub_51, unsqueeze_411);  sub_51 = unsqueeze_411 = None
        unsqueeze_412 = torch.ops.aten.unsqueeze.default(arg259_1, -1);  arg259_1 = None
        unsqueeze_413 = torch.ops.aten.unsqueeze.default(unsqueeze_412, -1);  unsqueeze_412 = None
        mul_103 = torch.ops.aten.mul.Tensor(mul_102, unsqueeze_413);  mul_102 = unsqueeze_413 = None
        unsqueeze_414 = torch.ops.aten.unsqueeze.default(arg260_1, -1);  arg260_1 = None
        unsqueeze_415 = torch.ops.aten.unsqueeze.default(unsqueeze_414, -1);  unsqueeze_414 = None
        add_118 = torch.ops.aten.add.Tensor(mul_103, unsqueeze_415);  mul_103 = unsqueeze_415 = None
        relu_47 = torch.ops.aten.relu.default(add_118);  add_118 = None
        convolution_52 = torch.ops.aten.convolution.default(relu_47, arg261_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_47 = arg261_1 = None
        add_119 = torch.ops.aten.add.Tensor(arg263_1, 1e-05);  arg263_1 = None
        rsqrt_52 = torch.ops.aten.rsqrt.default(add_119);  add_119 = None
        unsqueeze_416 = torch.ops.aten.unsqueeze.default(arg262_1, -1);  arg262_1 = None
        unsqueeze_417 = torch.ops.aten.unsqueeze.default(unsqueeze_416, -1);  unsqueeze_416 = None
        unsqueeze_418 = torch.ops.aten.unsqueeze.default(rsqrt_52, -1);  rsqrt_52 = None
        unsqueeze_419 = torch.ops.aten.unsqueeze.default(unsqueeze_418, -1);  unsqueeze_418 = None
        sub_52 = torch.ops.aten.sub.Tensor(convolution_52, unsqueeze_417);  convolution_52 = unsqueeze_417 = None
        mul_104 = torch.ops.aten.mul.Tensor(sub_52, unsqueeze_419);  sub_52 = unsqueeze_419 = None
        unsqueeze_420 = torch.ops.aten.unsqueeze.default(arg264_1, -1);  arg264_1 = None
        unsqueeze_421 = torch.ops.aten.unsqueeze.default(unsqueeze_420, -1);  unsqueeze_420 = None
        mul_105 = torch.ops.aten.mul.Tensor(mul_104, unsqueeze_421);  mul_104 = unsqueeze_421 = None
        unsqueeze_422 = torch.ops.aten.unsqueeze.default(arg265_1, -1);  arg265_1 = None
        unsqueeze_423 = torch.ops.aten.unsqueeze.default(unsqueeze_422, -1);  unsqueeze_422 = None
        add_120 = torch.ops.aten.add.Tensor(mul_105, unsqueeze_423);  mul_105 = unsqueeze_423 = None
        add_121 = torch.ops.aten.add.Tensor(add_120, relu_45);  add_120 = relu_45 = None
        relu_48 = torch.ops.aten.relu.default(add_121);  add_121 = None
        mean = torch.ops.aten.mean.dim(relu_48, [-1, -2], True);  relu_48 = None
        view = torch.ops.aten.view.default(mean, [1, 2048]);  mean = None
        permute = torch.ops.aten.permute.default(arg266_1, [1, 0]);  arg266_1 = None
        addmm = torch.ops.aten.addmm.default(arg267_1, view, permute);  arg267_1 = view = permute = None
        return (addmm,)

def load_args(reader):
    buf0 = reader.storage(None, 37632)
    reader.tensor(buf0, (64, 3, 7, 7), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 602112)
    reader.tensor(buf1, (1, 3, 224, 224), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 256)
    reader.tensor(buf2, (64,), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 256)
    reader.tensor(buf3, (64,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 256)
    reader.tensor(buf4, (64,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 256)
    reader.tensor(buf5, (64,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 16384)
    reader.tensor(buf6, (64, 64, 1, 1), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 256)
    reader.tensor(buf7, (64,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 256)
    reader.tensor(buf8, (64,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 256)
    reader.tensor(buf9, (64,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 256)
    reader.tensor(buf10, (64,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 147456)
    reader.tensor(buf11, (64, 64, 3, 3), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 256)
    reader.tensor(buf12, (64,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 256)
    reader.tensor(buf13, (64,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 256)
    reader.tensor(buf14, (64,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 256)
    reader.tensor(buf15, (64,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 65536)
    reader.tensor(buf16, (256, 64, 1, 1), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 1024)
    reader.tensor(buf17, (256,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 1024)
    reader.tensor(buf18, (256,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 1024)
    reader.tensor(buf19, (256,), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 1024)
    reader.tensor(buf20, (256,), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 65536)
    reader.tensor(buf21, (256, 64, 1, 1), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 1024)
    reader.tensor(buf22, (256,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 1024)
    reader.tensor(buf23, (256,), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 1024)
    reader.tensor(buf24, (256,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 1024)
    reader.tensor(buf25, (256,), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 65536)
    reader.tensor(buf26, (64, 256, 1, 1), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 256)
    reader.tensor(buf27, (64,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 256)
    reader.tensor(buf28, (64,), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 256)
    reader.tensor(buf29, (64,), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 256)
    reader.tensor(buf30, (64,), is_leaf=True)  # arg30_1
    buf31 = reader.storage(None, 147456)
    reader.tensor(buf31, (64, 64, 3, 3), is_leaf=True)  # arg31_1
    buf32 = reader.storage(None, 256)
    reader.tensor(buf32, (64,), is_leaf=True)  # arg32_1
    buf33 = reader.storage(None, 256)
    reader.tensor(buf33, (64,), is_leaf=True)  # arg33_1
    buf34 = reader.storage(None, 256)
    reader.tensor(buf34, (64,), is_leaf=True)  # arg34_1
    buf35 = reader.storage(None, 256)
    reader.tensor(buf35, (64,), is_leaf=True)  # arg35_1
    buf36 = reader.storage(None, 65536)
    reader.tensor(buf36, (256, 64, 1, 1), is_leaf=True)  # arg36_1
    buf37 = reader.storage(None, 1024)
    reader.tensor(buf37, (256,), is_leaf=True)  # arg37_1
    buf38 = reader.storage(None, 1024)
    reader.tensor(buf38, (256,), is_leaf=True)  # arg38_1
    buf39 = reader.storage(None, 1024)
    reader.tensor(buf39, (256,), is_leaf=True)  # arg39_1
    buf40 = reader.storage(None, 1024)
    reader.tensor(buf40, (256,), is_leaf=True)  # arg40_1
    buf41 = reader.storage(None, 65536)
    reader.tensor(buf41, (64, 256, 1, 1), is_leaf=True)  # arg41_1
    buf42 = reader.storage(None, 256)
    reader.tensor(buf42, (64,), is_leaf=True)  # arg42_1
    buf43 = reader.storage(None, 256)
    reader.tensor(buf43, (64,), is_leaf=True)  # arg43_1
    buf44 = reader.storage(None, 256)
    reader.tensor(buf44, (64,), is_leaf=True)  # arg44_1
    buf45 = reader.storage(None, 256)
    reader.tensor(buf45, (64,), is_leaf=True)  # arg45_1
    buf46 = reader.storage(None, 147456)
    reader.tensor(buf46, (64, 64, 3, 3), is_leaf=True)  # arg46_1
    buf47 = reader.storage(None, 256)
    reader.tensor(buf47, (64,), is_leaf=True)  # arg47_1
    buf48 = reader.storage(None, 256)
    reader.tensor(buf48, (64,), is_leaf=True)  # arg48_1
    buf49 = reader.storage(None, 256)
    reader.tensor(buf49, (64,), is_leaf=True)  # arg49_1
    buf50 = reader.storage(None, 256)
    reader.tensor(buf50, (64,), is_leaf=True)  # arg50_1
    buf51 = reader.storage(None, 65536)
    reader.tensor(buf51, (256, 64, 1, 1), is_leaf=True)  # arg51_1
    buf52 = reader.storage(None, 1024)
    reader.tensor(buf52, (256,), is_leaf=True)  # arg52_1
    buf53 = reader.storage(None, 1024)
    reader.tensor(buf53, (256,), is_leaf=True)  # arg53_1
    buf54 = reader.storage(None, 1024)
    reader.tensor(buf54, (256,), is_leaf=True)  # arg54_1
    buf55 = reader.storage(None, 1024)
    reader.tensor(buf55, (256,), is_leaf=True)  # arg55_1
    buf56 = reader.storage(None, 131072)
    reader.tensor(buf56, (128, 256, 1, 1), is_leaf=True)  # arg56_1
    buf57 = reader.storage(None, 512)
    reader.tensor(buf57, (128,), is_leaf=True)  # arg57_1
    buf58 = reader.storage(None, 512)
    reader.tensor(buf58, (128,), is_leaf=True)  # arg58_1
    buf59 = reader.storage(None, 512)
    reader.tensor(buf59, (128,), is_leaf=True)  # arg59_1
    buf60 = reader.storage(None, 512)
    reader.tensor(buf60, (128,), is_leaf=True)  # arg60_1
    buf61 = reader.storage(None, 589824)
    reader.tensor(buf61, (128, 128, 3, 3), is_leaf=True)  # arg61_1
    buf62 = reader.storage(None, 512)
    reader.tensor(buf62, (128,), is_leaf=True)  # arg62_1
    buf63 = reader.storage(None, 512)
    reader.tensor(buf63, (128,), is_leaf=True)  # arg63_1
    buf64 = reader.storage(None, 512)
    reader.tensor(buf64, (128,), is_leaf=True)  # arg64_1
    buf65 = reader.storage(None, 512)
    reader.tensor(buf65, (128,), is_leaf=True)  # arg65_1
    buf66 = reader.storage(None, 262144)
    reader.tensor(buf66, (512, 128, 1, 1), is_leaf=True)  # arg66_1
    buf67 = reader.storage(None, 2048)
    reader.tensor(buf67, (512,), is_leaf=True)  # arg67_1
    buf68 = reader.storage(None, 2048)
    reader.tensor(buf68, (512,), is_leaf=True)  # arg68_1
    buf69 = reader.storage(None, 2048)
    reader.tensor(buf69, (512,), is_leaf=True)  # arg69_1
    buf70 = reader.storage(None, 2048)
    reader.tensor(buf70, (512,), is_leaf=True)  # arg70_1
    buf71 = reader.storage(None, 524288)
    reader.tensor(buf71, (512, 256, 1, 1), is_leaf=True)  # arg71_1
    buf72 = reader.storage(None, 2048)
    reader.tensor(buf72, (512,), is_leaf=True)  # arg72_1
    buf73 = reader.storage(None, 2048)
    reader.tensor(buf73, (512,), is_leaf=True)  # arg73_1
    buf74 = reader.storage(None, 2048)
    reader.tensor(buf74, (512,), is_leaf=True)  # arg74_1
    buf75 = reader.storage(None, 2048)
    reader.tensor(buf75, (512,), is_leaf=True)  # arg75_1
    buf76 = reader.storage(None, 262144)
    reader.tensor(buf76, (128, 512, 1, 1), is_leaf=True)  # arg76_1
    buf77 = reader.storage(None, 512)
    reader.tensor(buf77, (128,), is_leaf=True)  # arg77_1
    buf78 = reader.storage(None, 512)
    reader.tensor(buf78, (128,), is_leaf=True)  # arg78_1
    buf79 = reader.storage(None, 512)
    reader.tensor(buf79, (128,), is_leaf=True)  # arg79_1
    buf80 = reader.storage(None, 512)
    reader.tensor(buf80, (128,), is_leaf=True)  # arg80_1
    buf81 = reader.storage(None, 589824)
    reader.tensor(buf81, (128, 128, 3, 3), is_leaf=True)  # arg81_1
    buf82 = reader.storage(None, 512)
    reader.tensor(buf82, (128,), is_leaf=True)  # arg82_1
    buf83 = reader.storage(None, 512)
    reader.tensor(buf83, (128,), is_leaf=True)  # arg83_1
    buf84 = reader.storage(None, 512)
    reader.tensor(buf84, (128,), is_leaf=True)  # arg84_1
    buf85 = reader.storage(None, 512)
    reader.tensor(buf85, (128,), is_leaf=True)  # arg85_1
    buf86 = reader.storage(None, 262144)
    reader.tensor(buf86, (512, 128, 1, 1), is_leaf=True)  # arg86_1
    buf87 = reader.storage(None, 2048)
    reader.tensor(buf87, (512,), is_leaf=True)  # arg87_1
    buf88 = reader.storage(None, 2048)
    reader.tensor(buf88, (512,), is_leaf=True)  # arg88_1
    buf89 = reader.storage(None, 2048)
    reader.tensor(buf89, (512,), is_leaf=True)  # arg89_1
    buf90 = reader.storage(None, 2048)
    reader.tensor(buf90, (512,), is_leaf=True)  # arg90_1
    buf91 = reader.storage(None, 262144)
    reader.tensor(buf91, (128, 512, 1, 1), is_leaf=True)  # arg91_1
    buf92 = reader.storage(None, 512)
    reader.tensor(buf92, (128,), is_leaf=True)  # arg92_1
    buf93 = reader.storage(None, 512)
    reader.tensor(buf93, (128,), is_leaf=True)  # arg93_1
    buf94 = reader.storage(None, 512)
    reader.tensor(buf94, (128,), is_leaf=True)  # arg94_1
    buf95 = reader.storage(None, 512)
    reader.tensor(buf95, (128,), is_leaf=True)  # arg95_1
    buf96 = reader.storage(None, 589824)
    reader.tensor(buf96, (128, 128, 3, 3), is_leaf=True)  # arg96_1
    buf97 = reader.storage(None, 512)
    reader.tensor(buf97, (128,), is_leaf=True)  # arg97_1
    buf98 = reader.storage(None, 512)
    reader.tensor(buf98, (128,), is_leaf=True)  # arg98_1
    buf99 = reader.storage(None, 512)
    reader.tensor(buf99, (128,), is_leaf=True)  # arg99_1
    buf100 = reader.storage(None, 512)
    reader.tensor(buf100, (128,), is_leaf=True)  # arg100_1
    buf101 = reader.storage(None, 262144)
    reader.tensor(buf101, (512, 128, 1, 1), is_leaf=True)  # arg101_1
    buf102 = reader.storage(None, 2048)
    reader.tensor(buf102, (512,), is_leaf=True)  # arg102_1
    buf103 = reader.storage(None, 2048)
    reader.tensor(buf103, (512,), is_leaf=True)  # arg103_1
    buf104 = reader.storage(None, 2048)
    reader.tensor(buf104, (512,), is_leaf=True)  # arg104_1
    buf105 = reader.storage(None, 2048)
    reader.tensor(buf105, (512,), is_leaf=True)  # arg105_1
    buf106 = reader.storage(None, 262144)
    reader.tensor(buf106, (128, 512, 1, 1), is_leaf=True)  # arg106_1
    buf107 = reader.storage(None, 512)
    reader.tensor(buf107, (128,), is_leaf=True)  # arg107_1
    buf108 = reader.storage(None, 512)
    reader.tensor(buf108, (128,), is_leaf=True)  # arg108_1
    buf109 = reader.storage(None, 512)
    reader.tensor(buf109, (128,), is_leaf=True)  # arg109_1
    buf110 = reader.storage(None, 512)
    reader.tensor(buf110, (128,), is_leaf=True)  # arg110_1
    buf111 = reader.storage(None, 589824)
    reader.tensor(buf111, (128, 128, 3, 3), is_leaf=True)  # arg111_1
    buf112 = reader.storage(None, 512)
    reader.tensor(buf112, (128,), is_leaf=True)  # arg112_1
    buf113 = reader.storage(None, 512)
    reader.tensor(buf113, (128,), is_leaf=True)  # arg113_1
    buf114 = reader.storage(None, 512)
    reader.tensor(buf114, (128,), is_leaf=True)  # arg114_1
    buf115 = reader.storage(None, 512)
    reader.tensor(buf115, (128,), is_leaf=True)  # arg115_1
    buf116 = reader.storage(None, 262144)
    reader.tensor(buf116, (512, 128, 1, 1), is_leaf=True)  # arg116_1
    buf117 = reader.storage(None, 2048)
    reader.tensor(buf117, (512,), is_leaf=True)  # arg117_1
    buf118 = reader.storage(None, 2048)
    reader.tensor(buf118, (512,), is_leaf=True)  # arg118_1
    buf119 = reader.storage(None, 2048)
    reader.tensor(buf119, (512,), is_leaf=True)  # arg119_1
    buf120 = reader.storage(None, 2048)
    reader.tensor(buf120, (512,), is_leaf=True)  # arg120_1
    buf121 = reader.storage(None, 524288)
    reader.tensor(buf121, (256, 512, 1, 1), is_leaf=True)  # arg121_1
    buf122 = reader.storage(None, 1024)
    reader.tensor(buf122, (256,), is_leaf=True)  # arg122_1
    buf123 = reader.storage(None, 1024)
    reader.tensor(buf123, (256,), is_leaf=True)  # arg123_1
    buf124 = reader.storage(None, 1024)
    reader.tensor(buf124, (256,), is_leaf=True)  # arg124_1
    buf125 = reader.storage(None, 1024)
    reader.tensor(buf125, (256,), is_leaf=True)  # arg125_1
    buf126 = reader.storage(None, 2359296)
    reader.tensor(buf126, (256, 256, 3, 3), is_leaf=True)  # arg126_1
    buf127 = reader.storage(None, 1024)
    reader.tensor(buf127, (256,), is_leaf=True)  # arg127_1
    buf128 = reader.storage(None, 1024)
    reader.tensor(buf128, (256,), is_leaf=True)  # arg128_1
    buf129 = reader.storage(None, 1024)
    reader.tensor(buf129, (256,), is_leaf=True)  # arg129_1
    buf130 = reader.storage(None, 1024)
    reader.tensor(buf130, (256,), is_leaf=True)  # arg130_1
    buf131 = reader.storage(None, 1048576)
    reader.tensor(buf131, (1024, 256, 1, 1), is_leaf=True)  # arg131_1
    buf132 = reader.storage(None, 4096)
    reader.tensor(buf132, (1024,), is_leaf=True)  # arg132_1
    buf133 = reader.storage(None, 4096)
    reader.tensor(buf133, (1024,), is_leaf=True)  # arg133_1
    buf134 = reader.storage(None, 4096)
    reader.tensor(buf134, (1024,), is_leaf=True)  # arg134_1
    buf135 = reader.storage(None, 4096)
    reader.tensor(buf135, (1024,), is_leaf=True)  # arg135_1
    buf136 = reader.storage(None, 2097152)
    reader.tensor(buf136, (1024, 512, 1, 1), is_leaf=True)  # arg136_1
    buf137 = reader.storage(None, 4096)
    reader.tensor(buf137, (1024,), is_leaf=True)  # arg137_1
    buf138 = reader.storage(None, 4096)
    reader.tensor(buf138, (1024,), is_leaf=True)  # arg138_1
    buf139 = reader.storage(None, 4096)
    reader.tensor(buf139, (1024,), is_leaf=True)  # arg139_1
    buf140 = reader.storage(None, 4096)
    reader.tensor(buf140, (1024,), is_leaf=True)  # arg140_1
    buf141 = reader.storage(None, 1048576)
    reader.tensor(buf141, (256, 1024, 1, 1), is_leaf=True)  # arg141_1
    buf142 = reader.storage(None, 1024)
    reader.tensor(buf142, (256,), is_leaf=True)  # arg142_1
    buf143 = reader.storage(None, 1024)
    reader.tensor(buf143, (256,), is_leaf=True)  # arg143_1
    buf144 = reader.storage(None, 1024)
    reader.tensor(buf144, (256,), is_leaf=True)  # arg144_1
    buf145 = reader.storage(None, 1024)
    reader.tensor(buf145, (256,), is_leaf=True)  # arg145_1
    buf146 = reader.storage(None, 2359296)
    reader.tensor(buf146, (256, 256, 3, 3), is_leaf=True)  # arg146_1
    buf147 = reader.storage(None, 1024)
    reader.tensor(buf147, (256,), is_leaf=True)  # arg147_1
    buf148 = reader.storage(None, 1024)
    reader.tensor(buf148, (256,), is_leaf=True)  # arg148_1
    buf149 = reader.storage(None, 1024)
    reader.tensor(buf149, (256,), is_leaf=True)  # arg149_1
    buf150 = reader.storage(None, 1024)
    reader.tensor(buf150, (256,), is_leaf=True)  # arg150_1
    buf151 = reader.storage(None, 1048576)
    reader.tensor(buf151, (1024, 256, 1, 1), is_leaf=True)  # arg151_1
    buf152 = reader.storage(None, 4096)
    reader.tensor(buf152, (1024,), is_leaf=True)  # arg152_1
    buf153 = reader.storage(None, 4096)
    reader.tensor(buf153, (1024,), is_leaf=True)  # arg153_1
    buf154 = reader.storage(None, 4096)
    reader.tensor(buf154, (1024,), is_leaf=True)  # arg154_1
    buf155 = reader.storage(None, 4096)
    reader.tensor(buf155, (1024,), is_leaf=True)  # arg155_1
    buf156 = reader.storage(None, 1048576)
    reader.tensor(buf156, (256, 1024, 1, 1), is_leaf=True)  # arg156_1
    buf157 = reader.storage(None, 1024)
    reader.tensor(buf157, (256,), is_leaf=True)  # arg157_1
    buf158 = reader.storage(None, 1024)
    reader.tensor(buf158, (256,), is_leaf=True)  # arg158_1
    buf159 = reader.storage(None, 1024)
    reader.tensor(buf159, (256,), is_leaf=True)  # arg159_1
    buf160 = reader.storage(None, 1024)
    reader.tensor(buf160, (256,), is_leaf=True)  # arg160_1
    buf161 = reader.storage(None, 2359296)
    reader.tensor(buf161, (256, 256, 3, 3), is_leaf=True)  # arg161_1
    buf162 = reader.storage(None, 1024)
    reader.tensor(buf162, (256,), is_leaf=True)  # arg162_1
    buf163 = reader.storage(None, 1024)
    reader.tensor(buf163, (256,), is_leaf=True)  # arg163_1
    buf164 = reader.storage(None, 1024)
    reader.tensor(buf164, (256,), is_leaf=True)  # arg164_1
    buf165 = reader.storage(None, 1024)
    reader.tensor(buf165, (256,), is_leaf=True)  # arg165_1
    buf166 = reader.storage(None, 1048576)
    reader.tensor(buf166, (1024, 256, 1, 1), is_leaf=True)  # arg166_1
    buf167 = reader.storage(None, 4096)
    reader.tensor(buf167, (1024,), is_leaf=True)  # arg167_1
    buf168 = reader.storage(None, 4096)
    reader.tensor(buf168, (1024,), is_leaf=True)  # arg168_1
    buf169 = reader.storage(None, 4096)
    reader.tensor(buf169, (1024,), is_leaf=True)  # arg169_1
    buf170 = reader.storage(None, 4096)
    reader.tensor(buf170, (1024,), is_leaf=True)  # arg170_1
    buf171 = reader.storage(None, 1048576)
    reader.tensor(buf171, (256, 1024, 1, 1), is_leaf=True)  # arg171_1
    buf172 = reader.storage(None, 1024)
    reader.tensor(buf172, (256,), is_leaf=True)  # arg172_1
    buf173 = reader.storage(None, 1024)
    reader.tensor(buf173, (256,), is_leaf=True)  # arg173_1
    buf174 = reader.storage(None, 1024)
    reader.tensor(buf174, (256,), is_leaf=True)  # arg174_1
    buf175 = reader.storage(None, 1024)
    reader.tensor(buf175, (256,), is_leaf=True)  # arg175_1
    buf176 = reader.storage(None, 2359296)
    reader.tensor(buf176, (256, 256, 3, 3), is_leaf=True)  # arg176_1
    buf177 = reader.storage(None, 1024)
    reader.tensor(buf177, (256,), is_leaf=True)  # arg177_1
    buf178 = reader.storage(None, 1024)
    reader.tensor(buf178, (256,), is_leaf=True)  # arg178_1
    buf179 = reader.storage(None, 1024)
    reader.tensor(buf179, (256,), is_leaf=True)  # arg179_1
    buf180 = reader.storage(None, 1024)
    reader.tensor(buf180, (256,), is_leaf=True)  # arg180_1
    buf181 = reader.storage(None, 1048576)
    reader.tensor(buf181, (1024, 256, 1, 1), is_leaf=True)  # arg181_1
    buf182 = reader.storage(None, 4096)
    reader.tensor(buf182, (1024,), is_leaf=True)  # arg182_1
    buf183 = reader.storage(None, 4096)
    reader.tensor(buf183, (1024,), is_leaf=True)  # arg183_1
    buf184 = reader.storage(None, 4096)
    reader.tensor(buf184, (1024,), is_leaf=True)  # arg184_1
    buf185 = reader.storage(None, 4096)
    reader.tensor(buf185, (1024,), is_leaf=True)  # arg185_1
    buf186 = reader.storage(None, 1048576)
    reader.tensor(buf186, (256, 1024, 1, 1), is_leaf=True)  # arg186_1
    buf187 = reader.storage(None, 1024)
    reader.tensor(buf187, (256,), is_leaf=True)  # arg187_1
    buf188 = reader.storage(None, 1024)
    reader.tensor(buf188, (256,), is_leaf=True)  # arg188_1
    buf189 = reader.storage(None, 1024)
    reader.tensor(buf189, (256,), is_leaf=True)  # arg189_1
    buf190 = reader.storage(None, 1024)
    reader.tensor(buf190, (256,), is_leaf=True)  # arg190_1
    buf191 = reader.storage(None, 2359296)
    reader.tensor(buf191, (256, 256, 3, 3), is_leaf=True)  # arg191_1
    buf192 = reader.storage(None, 1024)
    reader.tensor(buf192, (256,), is_leaf=True)  # arg192_1
    buf193 = reader.storage(None, 1024)
    reader.tensor(buf193, (256,), is_leaf=True)  # arg193_1
    buf194 = reader.storage(None, 1024)
    reader.tensor(buf194, (256,), is_leaf=True)  # arg194_1
    buf195 = reader.storage(None, 1024)
    reader.tensor(buf195, (256,), is_leaf=True)  # arg195_1
    buf196 = reader.storage(None, 1048576)
    reader.tensor(buf196, (1024, 256, 1, 1), is_leaf=True)  # arg196_1
    buf197 = reader.storage(None, 4096)
    reader.tensor(buf197, (1024,), is_leaf=True)  # arg197_1
    buf198 = reader.storage(None, 4096)
    reader.tensor(buf198, (1024,), is_leaf=True)  # arg198_1
    buf199 = reader.storage(None, 4096)
    reader.tensor(buf199, (1024,), is_leaf=True)  # arg199_1
    buf200 = reader.storage(None, 4096)
    reader.tensor(buf200, (1024,), is_leaf=True)  # arg200_1
    buf201 = reader.storage(None, 1048576)
    reader.tensor(buf201, (256, 1024, 1, 1), is_leaf=True)  # arg201_1
    buf202 = reader.storage(None, 1024)
    reader.tensor(buf202, (256,), is_leaf=True)  # arg202_1
    buf203 = reader.storage(None, 1024)
    reader.tensor(buf203, (256,), is_leaf=True)  # arg203_1
    buf204 = reader.storage(None, 1024)
    reader.tensor(buf204, (256,), is_leaf=True)  # arg204_1
    buf205 = reader.storage(None, 1024)
    reader.tensor(buf205, (256,), is_leaf=True)  # arg205_1
    buf206 = reader.storage(None, 2359296)
    reader.tensor(buf206, (256, 256, 3, 3), is_leaf=True)  # arg206_1
    buf207 = reader.storage(None, 1024)
    reader.tensor(buf207, (256,), is_leaf=True)  # arg207_1
    buf208 = reader.storage(None, 1024)
    reader.tensor(buf208, (256,), is_leaf=True)  # arg208_1
    buf209 = reader.storage(None, 1024)
    reader.tensor(buf209, (256,), is_leaf=True)  # arg209_1
    buf210 = reader.storage(None, 1024)
    reader.tensor(buf210, (256,), is_leaf=True)  # arg210_1
    buf211 = reader.storage(None, 1048576)
    reader.tensor(buf211, (1024, 256, 1, 1), is_leaf=True)  # arg211_1
    buf212 = reader.storage(None, 4096)
    reader.tensor(buf212, (1024,), is_leaf=True)  # arg212_1
    buf213 = reader.storage(None, 4096)
    reader.tensor(buf213, (1024,), is_leaf=True)  # arg213_1
    buf214 = reader.storage(None, 4096)
    reader.tensor(buf214, (1024,), is_leaf=True)  # arg214_1
    buf215 = reader.storage(None, 4096)
    reader.tensor(buf215, (1024,), is_leaf=True)  # arg215_1
    buf216 = reader.storage(None, 2097152)
    reader.tensor(buf216, (512, 1024, 1, 1), is_leaf=True)  # arg216_1
    buf217 = reader.storage(None, 2048)
    reader.tensor(buf217, (512,), is_leaf=True)  # arg217_1
    buf218 = reader.storage(None, 2048)
    reader.tensor(buf218, (512,), is_leaf=True)  # arg218_1
    buf219 = reader.storage(None, 2048)
    reader.tensor(buf219, (512,), is_leaf=True)  # arg219_1
    buf220 = reader.storage(None, 2048)
    reader.tensor(buf220, (512,), is_leaf=True)  # arg220_1
    buf221 = reader.storage(None, 9437184)
    reader.tensor(buf221, (512, 512, 3, 3), is_leaf=True)  # arg221_1
    buf222 = reader.storage(None, 2048)
    reader.tensor(buf222, (512,), is_leaf=True)  # arg222_1
    buf223 = reader.storage(None, 2048)
    reader.tensor(buf223, (512,), is_leaf=True)  # arg223_1
    buf224 = reader.storage(None, 2048)
    reader.tensor(buf224, (512,), is_leaf=True)  # arg224_1
    buf225 = reader.storage(None, 2048)
    reader.tensor(buf225, (512,), is_leaf=True)  # arg225_1
    buf226 = reader.storage(None, 4194304)
    reader.tensor(buf226, (2048, 512, 1, 1), is_leaf=True)  # arg226_1
    buf227 = reader.storage(None, 8192)
    reader.tensor(buf227, (2048,), is_leaf=True)  # arg227_1
    buf228 = reader.storage(None, 8192)
    reader.tensor(buf228, (2048,), is_leaf=True)  # arg228_1
    buf229 = reader.storage(None, 8192)
    reader.tensor(buf229, (2048,), is_leaf=True)  # arg229_1
    buf230 = reader.storage(None, 8192)
    reader.tensor(buf230, (2048,), is_leaf=True)  # arg230_1
    buf231 = reader.storage(None, 8388608)
    reader.tensor(buf231, (2048, 1024, 1, 1), is_leaf=True)  # arg231_1
    buf232 = reader.storage(None, 8192)
    reader.tensor(buf232, (2048,), is_leaf=True)  # arg232_1
    buf233 = reader.storage(None, 8192)
    reader.tensor(buf233, (2048,), is_leaf=True)  # arg233_1
    buf234 = reader.storage(None, 8192)
    reader.tensor(buf234, (2048,), is_leaf=True)  # arg234_1
    buf235 = reader.storage(None, 8192)
    reader.tensor(buf235, (2048,), is_leaf=True)  # arg235_1
    buf236 = reader.storage(None, 4194304)
    reader.tensor(buf236, (512, 2048, 1, 1), is_leaf=True)  # arg236_1
    buf237 = reader.storage(None, 2048)
    reader.tensor(buf237, (512,), is_leaf=True)  # arg237_1
    buf238 = reader.storage(None, 2048)
    reader.tensor(buf238, (512,), is_leaf=True)  # arg238_1
    buf239 = reader.storage(None, 2048)
    reader.tensor(buf239, (512,), is_leaf=True)  # arg239_1
    buf240 = reader.storage(None, 2048)
    reader.tensor(buf240, (512,), is_leaf=True)  # arg240_1
    buf241 = reader.storage(None, 9437184)
    reader.tensor(buf241, (512, 512, 3, 3), is_leaf=True)  # arg241_1
    buf242 = reader.storage(None, 2048)
    reader.tensor(buf242, (512,), is_leaf=True)  # arg242_1
    buf243 = reader.storage(None, 2048)
    reader.tensor(buf243, (512,), is_leaf=True)  # arg243_1
    buf244 = reader.storage(None, 2048)
    reader.tensor(buf244, (512,), is_leaf=True)  # arg244_1
    buf245 = reader.storage(None, 2048)
    reader.tensor(buf245, (512,), is_leaf=True)  # arg245_1
    buf246 = reader.storage(None, 4194304)
    reader.tensor(buf246, (2048, 512, 1, 1), is_leaf=True)  # arg246_1
    buf247 = reader.storage(None, 8192)
    reader.tensor(buf247, (2048,), is_leaf=True)  # arg247_1
    buf248 = reader.storage(None, 8192)
    reader.tensor(buf248, (2048,), is_leaf=True)  # arg248_1
    buf249 = reader.storage(None, 8192)
    reader.tensor(buf249, (2048,), is_leaf=True)  # arg249_1
    buf250 = reader.storage(None, 8192)
    reader.tensor(buf250, (2048,), is_leaf=True)  # arg250_1
    buf251 = reader.storage(None, 4194304)
    reader.tensor(buf251, (512, 2048, 1, 1), is_leaf=True)  # arg251_1
    buf252 = reader.storage(None, 2048)
    reader.tensor(buf252, (512,), is_leaf=True)  # arg252_1
    buf253 = reader.storage(None, 2048)
    reader.tensor(buf253, (512,), is_leaf=True)  # arg253_1
    buf254 = reader.storage(None, 2048)
    reader.tensor(buf254, (512,), is_leaf=True)  # arg254_1
    buf255 = reader.storage(None, 2048)
    reader.tensor(buf255, (512,), is_leaf=True)  # arg255_1
    buf256 = reader.storage(None, 9437184)
    reader.tensor(buf256, (512, 512, 3, 3), is_leaf=True)  # arg256_1
    buf257 = reader.storage(None, 2048)
    reader.tensor(buf257, (512,), is_leaf=True)  # arg257_1
    buf258 = reader.storage(None, 2048)
    reader.tensor(buf258, (512,), is_leaf=True)  # arg258_1
    buf259 = reader.storage(None, 2048)
    reader.tensor(buf259, (512,), is_leaf=True)  # arg259_1
    buf260 = reader.storage(None, 2048)
    reader.tensor(buf260, (512,), is_leaf=True)  # arg260_1
    buf261 = reader.storage(None, 4194304)
    reader.tensor(buf261, (2048, 512, 1, 1), is_leaf=True)  # arg261_1
    buf262 = reader.storage(None, 8192)
    reader.tensor(buf262, (2048,), is_leaf=True)  # arg262_1
    buf263 = reader.storage(None, 8192)
    reader.tensor(buf263, (2048,), is_leaf=True)  # arg263_1
    buf264 = reader.storage(None, 8192)
    reader.tensor(buf264, (2048,), is_leaf=True)  # arg264_1
    buf265 = reader.storage(None, 8192)
    reader.tensor(buf265, (2048,), is_leaf=True)  # arg265_1
    buf266 = reader.storage(None, 8192000)
    reader.tensor(buf266, (1000, 2048), is_leaf=True)  # arg266_1
    buf267 = reader.storage(None, 4000)
    reader.tensor(buf267, (1000,), is_leaf=True)  # arg267_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)