
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/inception_v3/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/inception_v3/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/inception_v3/inductor/debug'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1, arg312_1, arg313_1, arg314_1, arg315_1, arg316_1, arg317_1, arg318_1, arg319_1, arg320_1, arg321_1, arg322_1, arg323_1, arg324_1, arg325_1, arg326_1, arg327_1, arg328_1, arg329_1, arg330_1, arg331_1, arg332_1, arg333_1, arg334_1, arg335_1, arg336_1, arg337_1, arg338_1, arg339_1, arg340_1, arg341_1, arg342_1, arg343_1, arg344_1, arg345_1, arg346_1, arg347_1, arg348_1, arg349_1, arg350_1, arg351_1, arg352_1, arg353_1, arg354_1, arg355_1, arg356_1, arg357_1, arg358_1, arg359_1, arg360_1, arg361_1, arg362_1, arg363_1, arg364_1, arg365_1, arg366_1, arg367_1, arg368_1, arg369_1, arg370_1, arg371_1, arg372_1, arg373_1, arg374_1, arg375_1, arg376_1, arg377_1, arg378_1, arg379_1, arg380_1, arg381_1, arg382_1, arg383_1, arg384_1, arg385_1, arg386_1, arg387_1, arg388_1, arg389_1, arg390_1, arg391_1, arg392_1, arg393_1, arg394_1, arg395_1, arg396_1, arg397_1, arg398_1, arg399_1, arg400_1, arg401_1, arg402_1, arg403_1, arg404_1, arg405_1, arg406_1, arg407_1, arg408_1, arg409_1, arg410_1, arg411_1, arg412_1, arg413_1, arg414_1, arg415_1, arg416_1, arg417_1, arg418_1, arg419_1, arg420_1, arg421_1, arg422_1, arg423_1, arg424_1, arg425_1, arg426_1, arg427_1, arg428_1, arg429_1, arg430_1, arg431_1, arg432_1, arg433_1, arg434_1, arg435_1, arg436_1, arg437_1, arg438_1, arg439_1, arg440_1, arg441_1, arg442_1, arg443_1, arg444_1, arg445_1, arg446_1, arg447_1, arg448_1, arg449_1, arg450_1, arg451_1, arg452_1, arg453_1, arg454_1, arg455_1, arg456_1, arg457_1, arg458_1, arg459_1, arg460_1, arg461_1, arg462_1, arg463_1, arg464_1, arg465_1, arg466_1, arg467_1, arg468_1, arg469_1, arg470_1, arg471_1, arg472_1):
        convolution = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
        add = torch.ops.aten.add.Tensor(arg3_1, 0.001);  arg3_1 = None
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
        convolution_1 = torch.ops.aten.convolution.default(relu, arg6_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = arg6_1 = None
        add_2 = torch.ops.aten.add.Tensor(arg8_1, 0.001);  arg8_1 = None
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
        add_4 = torch.ops.aten.add.Tensor(arg13_1, 0.001);  arg13_1 = None
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
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_2, [3, 3], [2, 2], [0, 0], [1, 1], False);  relu_2 = None
        getitem = _low_memory_max_pool_with_offsets[0];  _low_memory_max_pool_with_offsets = None
        convolution_3 = torch.ops.aten.convolution.default(getitem, arg16_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem = arg16_1 = None
        add_6 = torch.ops.aten.add.Tensor(arg18_1, 0.001);  arg18_1 = None
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
        relu_3 = torch.ops.aten.relu.default(add_7);  add_7 = None
        convolution_4 = torch.ops.aten.convolution.default(relu_3, arg21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg21_1 = None
        add_8 = torch.ops.aten.add.Tensor(arg23_1, 0.001);  arg23_1 = None
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
        relu_4 = torch.ops.aten.relu.default(add_9);  add_9 = None
        _low_memory_max_pool_with_offsets_1 = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_4, [3, 3], [2, 2], [0, 0], [1, 1], False);  relu_4 = None
        getitem_2 = _low_memory_max_pool_with_offsets_1[0];  _low_memory_max_pool_with_offsets_1 = None
        convolution_5 = torch.ops.aten.convolution.default(getitem_2, arg26_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg26_1 = None
        add_10 = torch.ops.aten.add.Tensor(arg28_1, 0.001);  arg28_1 = None
        rsqrt_5 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
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
        add_11 = torch.ops.aten.add.Tensor(mul_11, unsqueeze_47);  mul_11 = unsqueeze_47 = None
        relu_5 = torch.ops.aten.relu.default(add_11);  add_11 = None
        convolution_6 = torch.ops.aten.convolution.default(getitem_2, arg31_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg31_1 = None
        add_12 = torch.ops.aten.add.Tensor(arg33_1, 0.001);  arg33_1 = None
        rsqrt_6 = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
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
        add_13 = torch.ops.aten.add.Tensor(mul_13, unsqueeze_55);  mul_13 = unsqueeze_55 = None
        relu_6 = torch.ops.aten.relu.default(add_13);  add_13 = None
        convolution_7 = torch.ops.aten.convolution.default(relu_6, arg36_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_6 = arg36_1 = None
        add_14 = torch.ops.aten.add.Tensor(arg38_1, 0.001);  arg38_1 = None
        rsqrt_7 = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
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
        add_15 = torch.ops.aten.add.Tensor(mul_15, unsqueeze_63);  mul_15 = unsqueeze_63 = None
        relu_7 = torch.ops.aten.relu.default(add_15);  add_15 = None
        convolution_8 = torch.ops.aten.convolution.default(getitem_2, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg41_1 = None
        add_16 = torch.ops.aten.add.Tensor(arg43_1, 0.001);  arg43_1 = None
        rsqrt_8 = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
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
        add_17 = torch.ops.aten.add.Tensor(mul_17, unsqueeze_71);  mul_17 = unsqueeze_71 = None
        relu_8 = torch.ops.aten.relu.default(add_17);  add_17 = None
        convolution_9 = torch.ops.aten.convolution.default(relu_8, arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_8 = arg46_1 = None
        add_18 = torch.ops.aten.add.Tensor(arg48_1, 0.001);  arg48_1 = None
        rsqrt_9 = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
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
        add_19 = torch.ops.aten.add.Tensor(mul_19, unsqueeze_79);  mul_19 = unsqueeze_79 = None
        relu_9 = torch.ops.aten.relu.default(add_19);  add_19 = None
        convolution_10 = torch.ops.aten.convolution.default(relu_9, arg51_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = arg51_1 = None
        add_20 = torch.ops.aten.add.Tensor(arg53_1, 0.001);  arg53_1 = None
        rsqrt_10 = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
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
        add_21 = torch.ops.aten.add.Tensor(mul_21, unsqueeze_87);  mul_21 = unsqueeze_87 = None
        relu_10 = torch.ops.aten.relu.default(add_21);  add_21 = None
        avg_pool2d = torch.ops.aten.avg_pool2d.default(getitem_2, [3, 3], [1, 1], [1, 1]);  getitem_2 = None
        convolution_11 = torch.ops.aten.convolution.default(avg_pool2d, arg56_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d = arg56_1 = None
        add_22 = torch.ops.aten.add.Tensor(arg58_1, 0.001);  arg58_1 = None
        rsqrt_11 = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
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
        add_23 = torch.ops.aten.add.Tensor(mul_23, unsqueeze_95);  mul_23 = unsqueeze_95 = None
        relu_11 = torch.ops.aten.relu.default(add_23);  add_23 = None
        cat = torch.ops.aten.cat.default([relu_5, relu_7, relu_10, relu_11], 1);  relu_5 = relu_7 = relu_10 = relu_11 = None
        convolution_12 = torch.ops.aten.convolution.default(cat, arg61_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg61_1 = None
        add_24 = torch.ops.aten.add.Tensor(arg63_1, 0.001);  arg63_1 = None
        rsqrt_12 = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
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
        add_25 = torch.ops.aten.add.Tensor(mul_25, unsqueeze_103);  mul_25 = unsqueeze_103 = None
        relu_12 = torch.ops.aten.relu.default(add_25);  add_25 = None
        convolution_13 = torch.ops.aten.convolution.default(cat, arg66_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg66_1 = None
        add_26 = torch.ops.aten.add.Tensor(arg68_1, 0.001);  arg68_1 = None
        rsqrt_13 = torch.ops.aten.rsqrt.default(add_26);  add_26 = None
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
        add_27 = torch.ops.aten.add.Tensor(mul_27, unsqueeze_111);  mul_27 = unsqueeze_111 = None
        relu_13 = torch.ops.aten.relu.default(add_27);  add_27 = None
        convolution_14 = torch.ops.aten.convolution.default(relu_13, arg71_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_13 = arg71_1 = None
        add_28 = torch.ops.aten.add.Tensor(arg73_1, 0.001);  arg73_1 = None
        rsqrt_14 = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
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
        add_29 = torch.ops.aten.add.Tensor(mul_29, unsqueeze_119);  mul_29 = unsqueeze_119 = None
        relu_14 = torch.ops.aten.relu.default(add_29);  add_29 = None
        convolution_15 = torch.ops.aten.convolution.default(cat, arg76_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg76_1 = None
        add_30 = torch.ops.aten.add.Tensor(arg78_1, 0.001);  arg78_1 = None
        rsqrt_15 = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
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
        add_31 = torch.ops.aten.add.Tensor(mul_31, unsqueeze_127);  mul_31 = unsqueeze_127 = None
        relu_15 = torch.ops.aten.relu.default(add_31);  add_31 = None
        convolution_16 = torch.ops.aten.convolution.default(relu_15, arg81_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = arg81_1 = None
        add_32 = torch.ops.aten.add.Tensor(arg83_1, 0.001);  arg83_1 = None
        rsqrt_16 = torch.ops.aten.rsqrt.default(add_32);  add_32 = None
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
        add_33 = torch.ops.aten.add.Tensor(mul_33, unsqueeze_135);  mul_33 = unsqueeze_135 = None
        relu_16 = torch.ops.aten.relu.default(add_33);  add_33 = None
        convolution_17 = torch.ops.aten.convolution.default(relu_16, arg86_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = arg86_1 = None
        add_34 = torch.ops.aten.add.Tensor(arg88_1, 0.001);  arg88_1 = None
        rsqrt_17 = torch.ops.aten.rsqrt.default(add_34);  add_34 = None
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
        add_35 = torch.ops.aten.add.Tensor(mul_35, unsqueeze_143);  mul_35 = unsqueeze_143 = None
        relu_17 = torch.ops.aten.relu.default(add_35);  add_35 = None
        avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(cat, [3, 3], [1, 1], [1, 1]);  cat = None
        convolution_18 = torch.ops.aten.convolution.default(avg_pool2d_1, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_1 = arg91_1 = None
        add_36 = torch.ops.aten.add.Tensor(arg93_1, 0.001);  arg93_1 = None
        rsqrt_18 = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
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
        add_37 = torch.ops.aten.add.Tensor(mul_37, unsqueeze_151);  mul_37 = unsqueeze_151 = None
        relu_18 = torch.ops.aten.relu.default(add_37);  add_37 = None
        cat_1 = torch.ops.aten.cat.default([relu_12, relu_14, relu_17, relu_18], 1);  relu_12 = relu_14 = relu_17 = relu_18 = None
        convolution_19 = torch.ops.aten.convolution.default(cat_1, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg96_1 = None
        add_38 = torch.ops.aten.add.Tensor(arg98_1, 0.001);  arg98_1 = None
        rsqrt_19 = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
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
        add_39 = torch.ops.aten.add.Tensor(mul_39, unsqueeze_159);  mul_39 = unsqueeze_159 = None
        relu_19 = torch.ops.aten.relu.default(add_39);  add_39 = None
        convolution_20 = torch.ops.aten.convolution.default(cat_1, arg101_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg101_1 = None
        add_40 = torch.ops.aten.add.Tensor(arg103_1, 0.001);  arg103_1 = None
        rsqrt_20 = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
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
        add_41 = torch.ops.aten.add.Tensor(mul_41, unsqueeze_167);  mul_41 = unsqueeze_167 = None
        relu_20 = torch.ops.aten.relu.default(add_41);  add_41 = None
        convolution_21 = torch.ops.aten.convolution.default(relu_20, arg106_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_20 = arg106_1 = None
        add_42 = torch.ops.aten.add.Tensor(arg108_1, 0.001);  arg108_1 = None
        rsqrt_21 = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
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
        add_43 = torch.ops.aten.add.Tensor(mul_43, unsqueeze_175);  mul_43 = unsqueeze_175 = None
        relu_21 = torch.ops.aten.relu.default(add_43);  add_43 = None
        convolution_22 = torch.ops.aten.convolution.default(cat_1, arg111_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg111_1 = None
        add_44 = torch.ops.aten.add.Tensor(arg113_1, 0.001);  arg113_1 = None
        rsqrt_22 = torch.ops.aten.rsqrt.default(add_44);  add_44 = None
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
        add_45 = torch.ops.aten.add.Tensor(mul_45, unsqueeze_183);  mul_45 = unsqueeze_183 = None
        relu_22 = torch.ops.aten.relu.default(add_45);  add_45 = None
        convolution_23 = torch.ops.aten.convolution.default(relu_22, arg116_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = arg116_1 = None
        add_46 = torch.ops.aten.add.Tensor(arg118_1, 0.001);  arg118_1 = None
        rsqrt_23 = torch.ops.aten.rsqrt.default(add_46);  add_46 = None
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
        add_47 = torch.ops.aten.add.Tensor(mul_47, unsqueeze_191);  mul_47 = unsqueeze_191 = None
        relu_23 = torch.ops.aten.relu.default(add_47);  add_47 = None
        convolution_24 = torch.ops.aten.convolution.default(relu_23, arg121_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_23 = arg121_1 = None
        add_48 = torch.ops.aten.add.Tensor(arg123_1, 0.001);  arg123_1 = None
        rsqrt_24 = torch.ops.aten.rsqrt.default(add_48);  add_48 = None
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
        add_49 = torch.ops.aten.add.Tensor(mul_49, unsqueeze_199);  mul_49 = unsqueeze_199 = None
        relu_24 = torch.ops.aten.relu.default(add_49);  add_49 = None
        avg_pool2d_2 = torch.ops.aten.avg_pool2d.default(cat_1, [3, 3], [1, 1], [1, 1]);  cat_1 = None
        convolution_25 = torch.ops.aten.convolution.default(avg_pool2d_2, arg126_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_2 = arg126_1 = None
        add_50 = torch.ops.aten.add.Tensor(arg128_1, 0.001);  arg128_1 = None
        rsqrt_25 = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
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
        add_51 = torch.ops.aten.add.Tensor(mul_51, unsqueeze_207);  mul_51 = unsqueeze_207 = None
        relu_25 = torch.ops.aten.relu.default(add_51);  add_51 = None
        cat_2 = torch.ops.aten.cat.default([relu_19, relu_21, relu_24, relu_25], 1);  relu_19 = relu_21 = relu_24 = relu_25 = None
        convolution_26 = torch.ops.aten.convolution.default(cat_2, arg131_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg131_1 = None
        add_52 = torch.ops.aten.add.Tensor(arg133_1, 0.001);  arg133_1 = None
        rsqrt_26 = torch.ops.aten.rsqrt.default(add_52);  add_52 = None
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
        add_53 = torch.ops.aten.add.Tensor(mul_53, unsqueeze_215);  mul_53 = unsqueeze_215 = None
        relu_26 = torch.ops.aten.relu.default(add_53);  add_53 = None
        convolution_27 = torch.ops.aten.convolution.default(cat_2, arg136_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg136_1 = None
        add_54 = torch.ops.aten.add.Tensor(arg138_1, 0.001);  arg138_1 = None
        rsqrt_27 = torch.ops.aten.rsqrt.default(add_54);  add_54 = None
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
        add_55 = torch.ops.aten.add.Tensor(mul_55, unsqueeze_223);  mul_55 = unsqueeze_223 = None
        relu_27 = torch.ops.aten.relu.default(add_55);  add_55 = None
        convolution_28 = torch.ops.aten.convolution.default(relu_27, arg141_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_27 = arg141_1 = None
        add_56 = torch.ops.aten.add.Tensor(arg143_1, 0.001);  arg143_1 = None
        rsqrt_28 = torch.ops.aten.rsqrt.default(add_56);  add_56 = None
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
        add_57 = torch.ops.aten.add.Tensor(mul_57, unsqueeze_231);  mul_57 = unsqueeze_231 = None
        relu_28 = torch.ops.aten.relu.default(add_57);  add_57 = None
        convolution_29 = torch.ops.aten.convolution.default(relu_28, arg146_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_28 = arg146_1 = None
        add_58 = torch.ops.aten.add.Tensor(arg148_1, 0.001);  arg148_1 = None
        rsqrt_29 = torch.ops.aten.rsqrt.default(add_58);  add_58 = None
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
        add_59 = torch.ops.aten.add.Tensor(mul_59, unsqueeze_239);  mul_59 = unsqueeze_239 = None
        relu_29 = torch.ops.aten.relu.default(add_59);  add_59 = None
        _low_memory_max_pool_with_offsets_2 = torch.ops.prims._low_memory_max_pool_with_offsets.default(cat_2, [3, 3], [2, 2], [0, 0], [1, 1], False);  cat_2 = None
        getitem_4 = _low_memory_max_pool_with_offsets_2[0];  _low_memory_max_pool_with_offsets_2 = None
        cat_3 = torch.ops.aten.cat.default([relu_26, relu_29, getitem_4], 1);  relu_26 = relu_29 = getitem_4 = None
        convolution_30 = torch.ops.aten.convolution.default(cat_3, arg151_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg151_1 = None
        add_60 = torch.ops.aten.add.Tensor(arg153_1, 0.001);  arg153_1 = None
        rsqrt_30 = torch.ops.aten.rsqrt.default(add_60);  add_60 = None
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
        add_61 = torch.ops.aten.add.Tensor(mul_61, unsqueeze_247);  mul_61 = unsqueeze_247 = None
        relu_30 = torch.ops.aten.relu.default(add_61);  add_61 = None
        convolution_31 = torch.ops.aten.convolution.default(cat_3, arg156_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg156_1 = None
        add_62 = torch.ops.aten.add.Tensor(arg158_1, 0.001);  arg158_1 = None
        rsqrt_31 = torch.ops.aten.rsqrt.default(add_62);  add_62 = None
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
        add_63 = torch.ops.aten.add.Tensor(mul_63, unsqueeze_255);  mul_63 = unsqueeze_255 = None
        relu_31 = torch.ops.aten.relu.default(add_63);  add_63 = None
        convolution_32 = torch.ops.aten.convolution.default(relu_31, arg161_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_31 = arg161_1 = None
        add_64 = torch.ops.aten.add.Tensor(arg163_1, 0.001);  arg163_1 = None
        rsqrt_32 = torch.ops.aten.rsqrt.default(add_64);  add_64 = None
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
        add_65 = torch.ops.aten.add.Tensor(mul_65, unsqueeze_263);  mul_65 = unsqueeze_263 = None
        relu_32 = torch.ops.aten.relu.default(add_65);  add_65 = None
        convolution_33 = torch.ops.aten.convolution.default(relu_32, arg166_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg166_1 = None
        add_66 = torch.ops.aten.add.Tensor(arg168_1, 0.001);  arg168_1 = None
        rsqrt_33 = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
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
        add_67 = torch.ops.aten.add.Tensor(mul_67, unsqueeze_271);  mul_67 = unsqueeze_271 = None
        relu_33 = torch.ops.aten.relu.default(add_67);  add_67 = None
        convolution_34 = torch.ops.aten.convolution.default(cat_3, arg171_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg171_1 = None
        add_68 = torch.ops.aten.add.Tensor(arg173_1, 0.001);  arg173_1 = None
        rsqrt_34 = torch.ops.aten.rsqrt.default(add_68);  add_68 = None
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
        add_69 = torch.ops.aten.add.Tensor(mul_69, unsqueeze_279);  mul_69 = unsqueeze_279 = None
        relu_34 = torch.ops.aten.relu.default(add_69);  add_69 = None
        convolution_35 = torch.ops.aten.convolution.default(relu_34, arg176_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_34 = arg176_1 = None
        add_70 = torch.ops.aten.add.Tensor(arg178_1, 0.001);  arg178_1 = None
        rsqrt_35 = torch.ops.aten.rsqrt.default(add_70);  add_70 = None
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
        add_71 = torch.ops.aten.add.Tensor(mul_71, unsqueeze_287);  mul_71 = unsqueeze_287 = None
        relu_35 = torch.ops.aten.relu.default(add_71);  add_71 = None
        convolution_36 = torch.ops.aten.convolution.default(relu_35, arg181_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_35 = arg181_1 = None
        add_72 = torch.ops.aten.add.Tensor(arg183_1, 0.001);  arg183_1 = None
        rsqrt_36 = torch.ops.aten.rsqrt.default(add_72);  add_72 = None
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
        add_73 = torch.ops.aten.add.Tensor(mul_73, unsqueeze_295);  mul_73 = unsqueeze_295 = None
        relu_36 = torch.ops.aten.relu.default(add_73);  add_73 = None
        convolution_37 = torch.ops.aten.convolution.default(relu_36, arg186_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_36 = arg186_1 = None
        add_74 = torch.ops.aten.add.Tensor(arg188_1, 0.001);  arg188_1 = None
        rsqrt_37 = torch.ops.aten.rsqrt.default(add_74);  add_74 = None
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
        add_75 = torch.ops.aten.add.Tensor(mul_75, unsqueeze_303);  mul_75 = unsqueeze_303 = None
        relu_37 = torch.ops.aten.relu.default(add_75);  add_75 = None
        convolution_38 = torch.ops.aten.convolution.default(relu_37, arg191_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_37 = arg191_1 = None
        add_76 = torch.ops.aten.add.Tensor(arg193_1, 0.001);  arg193_1 = None
        rsqrt_38 = torch.ops.aten.rsqrt.default(add_76);  add_76 = None
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
        add_77 = torch.ops.aten.add.Tensor(mul_77, unsqueeze_311);  mul_77 = unsqueeze_311 = None
        relu_38 = torch.ops.aten.relu.default(add_77);  add_77 = None
        avg_pool2d_3 = torch.ops.aten.avg_pool2d.default(cat_3, [3, 3], [1, 1], [1, 1]);  cat_3 = None
        convolution_39 = torch.ops.aten.convolution.default(avg_pool2d_3, arg196_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_3 = arg196_1 = None
        add_78 = torch.ops.aten.add.Tensor(arg198_1, 0.001);  arg198_1 = None
        rsqrt_39 = torch.ops.aten.rsqrt.default(add_78);  add_78 = None
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
        add_79 = torch.ops.aten.add.Tensor(mul_79, unsqueeze_319);  mul_79 = unsqueeze_319 = None
        relu_39 = torch.ops.aten.relu.default(add_79);  add_79 = None
        cat_4 = torch.ops.aten.cat.default([relu_30, relu_33, relu_38, relu_39], 1);  relu_30 = relu_33 = relu_38 = relu_39 = None
        convolution_40 = torch.ops.aten.convolution.default(cat_4, arg201_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg201_1 = None
        add_80 = torch.ops.aten.add.Tensor(arg203_1, 0.001);  arg203_1 = None
        rsqrt_40 = torch.ops.aten.rsqrt.default(add_80);  add_80 = None
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
        add_81 = torch.ops.aten.add.Tensor(mul_81, unsqueeze_327);  mul_81 = unsqueeze_327 = None
        relu_40 = torch.ops.aten.relu.default(add_81);  add_81 = None
        convolution_41 = torch.ops.aten.convolution.default(cat_4, arg206_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg206_1 = None
        add_82 = torch.ops.aten.add.Tensor(arg208_1, 0.001);  arg208_1 = None
        rsqrt_41 = torch.ops.aten.rsqrt.default(add_82);  add_82 = None
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
        add_83 = torch.ops.aten.add.Tensor(mul_83, unsqueeze_335);  mul_83 = unsqueeze_335 = None
        relu_41 = torch.ops.aten.relu.default(add_83);  add_83 = None
        convolution_42 = torch.ops.aten.convolution.default(relu_41, arg211_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_41 = arg211_1 = None
        add_84 = torch.ops.aten.add.Tensor(arg213_1, 0.001);  arg213_1 = None
        rsqrt_42 = torch.ops.aten.rsqrt.default(add_84);  add_84 = None
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
        add_85 = torch.ops.aten.add.Tensor(mul_85, unsqueeze_343);  mul_85 = unsqueeze_343 = None
        relu_42 = torch.ops.aten.relu.default(add_85);  add_85 = None
        convolution_43 = torch.ops.aten.convolution.default(relu_42, arg216_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_42 = arg216_1 = None
        add_86 = torch.ops.aten.add.Tensor(arg218_1, 0.001);  arg218_1 = None
        rsqrt_43 = torch.ops.aten.rsqrt.default(add_86);  add_86 = None
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
        add_87 = torch.ops.aten.add.Tensor(mul_87, unsqueeze_351);  mul_87 = unsqueeze_351 = None
        relu_43 = torch.ops.aten.relu.default(add_87);  add_87 = None
        convolution_44 = torch.ops.aten.convolution.default(cat_4, arg221_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg221_1 = None
        add_88 = torch.ops.aten.add.Tensor(arg223_1, 0.001);  arg223_1 = None
        rsqrt_44 = torch.ops.aten.rsqrt.default(add_88);  add_88 = None
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
        add_89 = torch.ops.aten.add.Tensor(mul_89, unsqueeze_359);  mul_89 = unsqueeze_359 = None
        relu_44 = torch.ops.aten.relu.default(add_89);  add_89 = None
        convolution_45 = torch.ops.aten.convolution.default(relu_44, arg226_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_44 = arg226_1 = None
        add_90 = torch.ops.aten.add.Tensor(arg228_1, 0.001);  arg228_1 = None
        rsqrt_45 = torch.ops.aten.rsqrt.default(add_90);  add_90 = None
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
        add_91 = torch.ops.aten.add.Tensor(mul_91, unsqueeze_367);  mul_91 = unsqueeze_367 = None
        relu_45 = torch.ops.aten.relu.default(add_91);  add_91 = None
        convolution_46 = torch.ops.aten.convolution.default(relu_45, arg231_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_45 = arg231_1 = None
        add_92 = torch.ops.aten.add.Tensor(arg233_1, 0.001);  arg233_1 = None
        rsqrt_46 = torch.ops.aten.rsqrt.default(add_92);  add_92 = None
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
        add_93 = torch.ops.aten.add.Tensor(mul_93, unsqueeze_375);  mul_93 = unsqueeze_375 = None
        relu_46 = torch.ops.aten.relu.default(add_93);  add_93 = None
        convolution_47 = torch.ops.aten.convolution.default(relu_46, arg236_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_46 = arg236_1 = None
        add_94 = torch.ops.aten.add.Tensor(arg238_1, 0.001);  arg238_1 = None
        rsqrt_47 = torch.ops.aten.rsqrt.default(add_94);  add_94 = None
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
        add_95 = torch.ops.aten.add.Tensor(mul_95, unsqueeze_383);  mul_95 = unsqueeze_383 = None
        relu_47 = torch.ops.aten.relu.default(add_95);  add_95 = None
        convolution_48 = torch.ops.aten.convolution.default(relu_47, arg241_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_47 = arg241_1 = None
        add_96 = torch.ops.aten.add.Tensor(arg243_1, 0.001);  arg243_1 = None
        rsqrt_48 = torch.ops.aten.rsqrt.default(add_96);  add_96 = None
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
        add_97 = torch.ops.aten.add.Tensor(mul_97, unsqueeze_391);  mul_97 = unsqueeze_391 = None
        relu_48 = torch.ops.aten.relu.default(add_97);  add_97 = None
        avg_pool2d_4 = torch.ops.aten.avg_pool2d.default(cat_4, [3, 3], [1, 1], [1, 1]);  cat_4 = None
        convolution_49 = torch.ops.aten.convolution.default(avg_pool2d_4, arg246_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_4 = arg246_1 = None
        add_98 = torch.ops.aten.add.Tensor(arg248_1, 0.001);  arg248_1 = None
        rsqrt_49 = torch.ops.aten.rsqrt.default(add_98);  add_98 = None
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
        add_99 = torch.ops.aten.add.Tensor(mul_99, unsqueeze_399);  mul_99 = unsqueeze_399 = None
        relu_49 = torch.ops.aten.relu.default(add_99);  add_99 = None
        cat_5 = torch.ops.aten.cat.default([relu_40, relu_43, relu_48, relu_49], 1);  relu_40 = relu_43 = relu_48 = relu_49 = None
        convolution_50 = torch.ops.aten.convolution.default(cat_5, arg251_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg251_1 = None
        add_100 = torch.ops.aten.add.Tensor(arg253_1, 0.001);  arg253_1 = None
        rsqrt_50 = torch.ops.aten.rsqrt.default(add_100);  add_100 = None
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
        add_101 = torch.ops.aten.add.Tensor(mul_101, unsqueeze_407);  mul_101 = unsqueeze_407 = None
        relu_50 = torch.ops.aten.relu.default(add_101);  add_101 = None
        convolution_51 = torch.ops.aten.convolution.default(cat_5, arg256_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg256_1 = None
        add_102 = torch.ops.aten.add.Tensor(arg258_1, 0.001);  arg258_1 = None
        rsqrt_51 = torch.ops.aten.rsqrt.default(add_102);  add_102 = None
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
        add_103 = torch.ops.aten.add.Tensor(mul_103, unsqueeze_415);  mul_103 = unsqueeze_415 = None
        relu_51 = torch.ops.aten.relu.default(add_103);  add_103 = None
        convolution_52 = torch.ops.aten.convolution.default(relu_51, arg261_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_51 = arg261_1 = None
        add_104 = torch.ops.aten.add.Tensor(arg263_1, 0.001);  arg263_1 = None
        rsqrt_52 = torch.ops.aten.rsqrt.default(add_104);  add_104 = None
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
        add_105 = torch.ops.aten.add.Tensor(mul_105, unsqueeze_423);  mul_105 = unsqueeze_423 = None
        relu_52 = torch.ops.aten.relu.default(add_105);  add_105 = None
        convolution_53 = torch.ops.aten.convolution.default(relu_52, arg266_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_52 = arg266_1 = None
        add_106 = torch.ops.aten.add.Tensor(arg268_1, 0.001);  arg268_1 = None
        rsqrt_53 = torch.ops.aten.rsqrt.default(add_106);  add_106 = None
        unsqueeze_424 = torch.ops.aten.unsqueeze.default(arg267_1, -1);  arg267_1 = None
        unsqueeze_425 = torch.ops.aten.unsqueeze.default(unsqueeze_424, -1);  unsqueeze_424 = None
        unsqueeze_426 = torch.ops.aten.unsqueeze.default(rsqrt_53, -1);  rsqrt_53 = None
        unsqueeze_427 = torch.ops.aten.unsqueeze.default(unsqueeze_426, -1);  unsqueeze_426 = None
        sub_53 = torch.ops.aten.sub.Tensor(convolution_53, unsqueeze_425);  convolution_53 = unsqueeze_425 = None
        mul_106 = torch.ops.aten.mul.Tensor(sub_53, unsqueeze_427);  sub_53 = unsqueeze_427 = None
        unsqueeze_428 = torch.ops.aten.unsqueeze.default(arg269_1, -1);  arg269_1 = None
        unsqueeze_429 = torch.ops.aten.unsqueeze.default(unsqueeze_428, -1);  unsqueeze_428 = None
        mul_107 = torch.ops.aten.mul.Tensor(mul_106, unsqueeze_429);  mul_106 = unsqueeze_429 = None
        unsqueeze_430 = torch.ops.aten.unsqueeze.default(arg270_1, -1);  arg270_1 = None
        unsqueeze_431 = torch.ops.aten.unsqueeze.default(unsqueeze_430, -1);  unsqueeze_430 = None
        add_107 = torch.ops.aten.add.Tensor(mul_107, unsqueeze_431);  mul_107 = unsqueeze_431 = None
        relu_53 = torch.ops.aten.relu.default(add_107);  add_107 = None
        convolution_54 = torch.ops.aten.convolution.default(cat_5, arg271_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg271_1 = None
        add_108 = torch.ops.aten.add.Tensor(arg273_1, 0.001);  arg273_1 = None
        rsqrt_54 = torch.ops.aten.rsqrt.default(add_108);  add_108 = None
        unsqueeze_432 = torch.ops.aten.unsqueeze.default(arg272_1, -1);  arg272_1 = None
        unsqueeze_433 = torch.ops.aten.unsqueeze.default(unsqueeze_432, -1);  unsqueeze_432 = None
        unsqueeze_434 = torch.ops.aten.unsqueeze.default(rsqrt_54, -1);  rsqrt_54 = None
        unsqueeze_435 = torch.ops.aten.unsqueeze.default(unsqueeze_434, -1);  unsqueeze_434 = None
        sub_54 = torch.ops.aten.sub.Tensor(convolution_54, unsqueeze_433);  convolution_54 = unsqueeze_433 = None
        mul_108 = torch.ops.aten.mul.Tensor(sub_54, unsqueeze_435);  sub_54 = unsqueeze_435 = None
        unsqueeze_436 = torch.ops.aten.unsqueeze.default(arg274_1, -1);  arg274_1 = None
        unsqueeze_437 = torch.ops.aten.unsqueeze.default(unsqueeze_436, -1);  unsqueeze_436 = None
        mul_109 = torch.ops.aten.mul.Tensor(mul_108, unsqueeze_437);  mul_108 = unsqueeze_437 = None
        unsqueeze_438 = torch.ops.aten.unsqueeze.default(arg275_1, -1);  arg275_1 = None
        unsqueeze_439 = torch.ops.aten.unsqueeze.default(unsqueeze_438, -1);  unsqueeze_438 = None
        add_109 = torch.ops.aten.add.Tensor(mul_109, unsqueeze_439);  mul_109 = unsqueeze_439 = None
        relu_54 = torch.ops.aten.relu.default(add_109);  add_109 = None
        convolution_55 = torch.ops.aten.convolution.default(relu_54, arg276_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_54 = arg276_1 = None
        add_110 = torch.ops.aten.add.Tensor(arg278_1, 0.001);  arg278_1 = None
        rsqrt_55 = torch.ops.aten.rsqrt.default(add_110);  add_110 = None
        unsqueeze_440 = torch.ops.aten.unsqueeze.default(arg277_1, -1);  arg277_1 = None
        unsqueeze_441 = torch.ops.aten.unsqueeze.default(unsqueeze_440, -1);  unsqueeze_440 = None
        unsqueeze_442 = torch.ops.aten.unsqueeze.default(rsqrt_55, -1);  rsqrt_55 = None
        unsqueeze_443 = torch.ops.aten.unsqueeze.default(unsqueeze_442, -1);  unsqueeze_442 = None
        sub_55 = torch.ops.aten.sub.Tensor(convolution_55, unsqueeze_441);  convolution_55 = unsqueeze_441 = None
        mul_110 = torch.ops.aten.mul.Tensor(sub_55, unsqueeze_443);  sub_55 = unsqueeze_443 = None
        unsqueeze_444 = torch.ops.aten.unsqueeze.default(arg279_1, -1);  arg279_1 = None
        unsqueeze_445 = torch.ops.aten.unsqueeze.default(unsqueeze_444, -1);  unsqueeze_444 = None
        mul_111 = torch.ops.aten.mul.Tensor(mul_110, unsqueeze_445);  mul_110 = unsqueeze_445 = None
        unsqueeze_446 = torch.ops.aten.unsqueeze.default(arg280_1, -1);  arg280_1 = None
        unsqueeze_447 = torch.ops.aten.unsqueeze.default(unsqueeze_446, -1);  unsqueeze_446 = None
        add_111 = torch.ops.aten.add.Tensor(mul_111, unsqueeze_447);  mul_111 = unsqueeze_447 = None
        relu_55 = torch.ops.aten.relu.default(add_111);  add_111 = None
        convolution_56 = torch.ops.aten.convolution.default(relu_55, arg281_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_55 = arg281_1 = None
        add_112 = torch.ops.aten.add.Tensor(arg283_1, 0.001);  arg283_1 = None
        rsqrt_56 = torch.ops.aten.rsqrt.default(add_112);  add_112 = None
        unsqueeze_448 = torch.ops.aten.unsqueeze.default(arg282_1, -1);  arg282_1 = None
        unsqueeze_449 = torch.ops.aten.unsqueeze.default(unsqueeze_448, -1);  unsqueeze_448 = None
        unsqueeze_450 = torch.ops.aten.unsqueeze.default(rsqrt_56, -1);  rsqrt_56 = None
        unsqueeze_451 = torch.ops.aten.unsqueeze.default(unsqueeze_450, -1);  unsqueeze_450 = None
        sub_56 = torch.ops.aten.sub.Tensor(convolution_56, unsqueeze_449);  convolution_56 = unsqueeze_449 = None
        mul_112 = torch.ops.aten.mul.Tensor(sub_56, unsqueeze_451);  sub_56 = unsqueeze_451 = None
        unsqueeze_452 = torch.ops.aten.unsqueeze.default(arg284_1, -1);  arg284_1 = None
        unsqueeze_453 = torch.ops.aten.unsqueeze.default(unsqueeze_452, -1);  unsqueeze_452 = None
        mul_113 = torch.ops.aten.mul.Tensor(mul_112, unsqueeze_453);  mul_112 = unsqueeze_453 = None
        unsqueeze_454 = torch.ops.aten.unsqueeze.default(arg285_1, -1);  arg285_1 = None
        unsqueeze_455 = torch.ops.aten.unsqueeze.default(unsqueeze_454, -1);  unsqueeze_454 = None
        add_113 = torch.ops.aten.add.Tensor(mul_113, unsqueeze_455);  mul_113 = unsqueeze_455 = None
        relu_56 = torch.ops.aten.relu.default(add_113);  add_113 = None
        convolution_57 = torch.ops.aten.convolution.default(relu_56, arg286_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_56 = arg286_1 = None
        add_114 = torch.ops.aten.add.Tensor(arg288_1, 0.001);  arg288_1 = None
        rsqrt_57 = torch.ops.aten.rsqrt.default(add_114);  add_114 = None
        unsqueeze_456 = torch.ops.aten.unsqueeze.default(arg287_1, -1);  arg287_1 = None
        unsqueeze_457 = torch.ops.aten.unsqueeze.default(unsqueeze_456, -1);  unsqueeze_456 = None
        unsqueeze_458 = torch.ops.aten.unsqueeze.default(rsqrt_57, -1);  rsqrt_57 = None
        unsqueeze_459 = torch.ops.aten.unsqueeze.default(unsqueeze_458, -1);  unsqueeze_458 = None
        sub_57 = torch.ops.aten.sub.Tensor(convolution_57, unsqueeze_457);  convolution_57 = unsqueeze_457 = None
        mul_114 = torch.ops.aten.mul.Tensor(sub_57, unsqueeze_459);  sub_57 = unsqueeze_459 = None
        unsqueeze_460 = torch.ops.aten.unsqueeze.default(arg289_1, -1);  arg289_1 = None
        unsqueeze_461 = torch.ops.aten.unsqueeze.default(unsqueeze_460, -1);  unsqueeze_460 = None
        mul_115 = torch.ops.aten.mul.Tensor(mul_114, unsqueeze_461);  mul_114 = unsqueeze_461 = None
        unsqueeze_462 = torch.ops.aten.unsqueeze.default(arg290_1, -1);  arg290_1 = None
        unsqueeze_463 = torch.ops.aten.unsqueeze.default(unsqueeze_462, -1);  unsqueeze_462 = None
        add_115 = torch.ops.aten.add.Tensor(mul_115, unsqueeze_463);  mul_115 = unsqueeze_463 = None
        relu_57 = torch.ops.aten.relu.default(add_115);  add_115 = None
        convolution_58 = torch.ops.aten.convolution.default(relu_57, arg291_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_57 = arg291_1 = None
        add_116 = torch.ops.aten.add.Tensor(arg293_1, 0.001);  arg293_1 = None
        rsqrt_58 = torch.ops.aten.rsqrt.default(add_116);  add_116 = None
        unsqueeze_464 = torch.ops.aten.unsqueeze.default(arg292_1, -1);  arg292_1 = None
        unsqueeze_465 = torch.ops.aten.unsqueeze.default(unsqueeze_464, -1);  unsqueeze_464 = None
        unsqueeze_466 = torch.ops.aten.unsqueeze.default(rsqrt_58, -1);  rsqrt_58 = None
        unsqueeze_467 = torch.ops.aten.unsqueeze.default(unsqueeze_466, -1);  unsqueeze_466 = None
        sub_58 = torch.ops.aten.sub.Tensor(convolution_58, unsqueeze_465);  convolution_58 = unsqueeze_465 = None
        mul_116 = torch.ops.aten.mul.Tensor(sub_58, unsqueeze_467);  sub_58 = unsqueeze_467 = None
        unsqueeze_468 = torch.ops.aten.unsqueeze.default(arg294_1, -1);  arg294_1 = None
        unsqueeze_469 = torch.ops.aten.unsqueeze.default(unsqueeze_468, -1);  unsqueeze_468 = None
        mul_117 = torch.ops.aten.mul.Tensor(mul_116, unsqueeze_469);  mul_116 = unsqueeze_469 = None
        unsqueeze_470 = torch.ops.aten.unsqueeze.default(arg295_1, -1);  arg295_1 = None
        unsqueeze_471 = torch.ops.aten.unsqueeze.default(unsqueeze_470, -1);  unsqueeze_470 = None
        add_117 = torch.ops.aten.add.Tensor(mul_117, unsqueeze_471);  mul_117 = unsqueeze_471 = None
        relu_58 = torch.ops.aten.relu.default(add_117);  add_117 = None
        avg_pool2d_5 = torch.ops.aten.avg_pool2d.default(cat_5, [3, 3], [1, 1], [1, 1]);  cat_5 = None
        convolution_59 = torch.ops.aten.convolution.default(avg_pool2d_5, arg296_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_5 = arg296_1 = None
        add_118 = torch.ops.aten.add.Tensor(arg298_1, 0.001);  arg298_1 = None
        rsqrt_59 = torch.ops.aten.rsqrt.default(add_118);  add_118 = None
        unsqueeze_472 = torch.ops.aten.unsqueeze.default(arg297_1, -1);  arg297_1 = None
        unsqueeze_473 = torch.ops.aten.unsqueeze.default(unsqueeze_472, -1);  unsqueeze_472 = None
        unsqueeze_474 = torch.ops.aten.unsqueeze.default(rsqrt_59, -1);  rsqrt_59 = None
        unsqueeze_475 = torch.ops.aten.unsqueeze.default(unsqueeze_474, -1);  unsqueeze_474 = None
        sub_59 = torch.ops.aten.sub.Tensor(convolution_59, unsqueeze_473);  convolution_59 = unsqueeze_473 = None
        mul_118 = torch.ops.aten.mul.Tensor(sub_59, unsqueeze_475);  sub_59 = unsqueeze_475 = None
        unsqueeze_476 = torch.ops.aten.unsqueeze.default(arg299_1, -1);  arg299_1 = None
        unsqueeze_477 = torch.ops.aten.unsqueeze.default(unsqueeze_476, -1);  unsqueeze_476 = None
        mul_119 = torch.ops.aten.mul.Tensor(mul_118, unsqueeze_477);  mul_118 = unsqueeze_477 = None
        unsqueeze_478 = torch.ops.aten.unsqueeze.default(arg300_1, -1);  arg300_1 = None
        unsqueeze_479 = torch.ops.aten.unsqueeze.default(unsqueeze_478, -1);  unsqueeze_478 = None
        add_119 = torch.ops.aten.add.Tensor(mul_119, unsqueeze_479);  mul_119 = unsqueeze_479 = None
        relu_59 = torch.ops.aten.relu.default(add_119);  add_119 = None
        cat_6 = torch.ops.aten.cat.default([relu_50, relu_53, relu_58, relu_59], 1);  relu_50 = relu_53 = relu_58 = relu_59 = None
        convolution_60 = torch.ops.aten.convolution.default(cat_6, arg301_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg301_1 = None
        add_120 = torch.ops.aten.add.Tensor(arg303_1, 0.001);  arg303_1 = None
        rsqrt_60 = torch.ops.aten.rsqrt.default(add_120);  add_120 = None
        unsqueeze_480 = torch.ops.aten.unsqueeze.default(arg302_1, -1);  arg302_1 = None
        unsqueeze_481 = torch.ops.aten.unsqueeze.default(unsqueeze_480, -1);  unsqueeze_480 = None
        unsqueeze_482 = torch.ops.aten.unsqueeze.default(rsqrt_60, -1);  rsqrt_60 = None
        unsqueeze_483 = torch.ops.aten.unsqueeze.default(unsqueeze_482, -1);  unsqueeze_482 = None
        sub_60 = torch.ops.aten.sub.Tensor(convolution_60, unsqueeze_481);  convolution_60 = unsqueeze_481 = None
        mul_120 = torch.ops.aten.mul.Tensor(sub_60, unsqueeze_483);  sub_60 = unsqueeze_483 = None
        unsqueeze_484 = torch.ops.aten.unsqueeze.default(arg304_1, -1);  arg304_1 = None
        unsqueeze_485 = torch.ops.aten.unsqueeze.default(unsqueeze_484, -1);  unsqueeze_484 = None
        mul_121 = torch.ops.aten.mul.Tensor(mul_120, unsqueeze_485);  mul_120 = unsqueeze_485 = None
        unsqueeze_486 = torch.ops.aten.unsqueeze.default(arg305_1, -1);  arg305_1 = None
        unsqueeze_487 = torch.ops.aten.unsqueeze.default(unsqueeze_486, -1);  unsqueeze_486 = None
        add_121 = torch.ops.aten.add.Tensor(mul_121, unsqueeze_487);  mul_121 = unsqueeze_487 = None
        relu_60 = torch.ops.aten.relu.default(add_121);  add_121 = None
        convolution_61 = torch.ops.aten.convolution.default(cat_6, arg306_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg306_1 = None
        add_122 = torch.ops.aten.add.Tensor(arg308_1, 0.001);  arg308_1 = None
        rsqrt_61 = torch.ops.aten.rsqrt.default(add_122);  add_122 = None
        unsqueeze_488 = torch.ops.aten.unsqueeze.default(arg307_1, -1);  arg307_1 = None
        unsqueeze_489 = torch.ops.aten.unsqueeze.default(unsqueeze_488, -1);  unsqueeze_488 = None
        unsqueeze_490 = torch.ops.aten.unsqueeze.default(rsqrt_61, -1);  rsqrt_61 = None
        unsqueeze_491 = torch.ops.aten.unsqueeze.default(unsqueeze_490, -1);  unsqueeze_490 = None
        sub_61 = torch.ops.aten.sub.Tensor(convolution_61, unsqueeze_489);  convolution_61 = unsqueeze_489 = None
        mul_122 = torch.ops.aten.mul.Tensor(sub_61, unsqueeze_491);  sub_61 = unsqueeze_491 = None
        unsqueeze_492 = torch.ops.aten.unsqueeze.default(arg309_1, -1);  arg309_1 = None
        unsqueeze_493 = torch.ops.aten.unsqueeze.default(unsqueeze_492, -1);  unsqueeze_492 = None
        mul_123 = torch.ops.aten.mul.Tensor(mul_122, unsqueeze_493);  mul_122 = unsqueeze_493 = None
        unsqueeze_494 = torch.ops.aten.unsqueeze.default(arg310_1, -1);  arg310_1 = None
        unsqueeze_495 = torch.ops.aten.unsqueeze.default(unsqueeze_494, -1);  unsqueeze_494 = None
        add_123 = torch.ops.aten.add.Tensor(mul_123, unsqueeze_495);  mul_123 = unsqueeze_495 = None
        relu_61 = torch.ops.aten.relu.default(add_123);  add_123 = None
        convolution_62 = torch.ops.aten.convolution.default(relu_61, arg311_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_61 = arg311_1 = None
        add_124 = torch.ops.aten.add.Tensor(arg313_1, 0.001);  arg313_1 = None
        rsqrt_62 = torch.ops.aten.rsqrt.default(add_124);  add_124 = None
        unsqueeze_496 = torch.ops.aten.unsqueeze.default(arg312_1, -1);  arg312_1 = None
        unsqueeze_497 = torch.ops.aten.unsqueeze.default(unsqueeze_496, -1);  unsqueeze_496 = None
        unsqueeze_498 = torch.ops.aten.unsqueeze.default(rsqrt_62, -1);  rsqrt_62 = None
        unsqueeze_499 = torch.ops.aten.unsqueeze.default(unsqueeze_498, -1);  unsqueeze_498 = None
        sub_62 = torch.ops.aten.sub.Tensor(convolution_62, unsqueeze_497);  convolution_62 = unsqueeze_497 = None
        mul_124 = torch.ops.aten.mul.Tensor(sub_62, unsqueeze_499);  sub_62 = unsqueeze_499 = None
        unsqueeze_500 = torch.ops.aten.unsqueeze.default(arg314_1, -1);  arg314_1 = None
        unsqueeze_501 = torch.ops.aten.unsqueeze.default(unsqueeze_500, -1);  unsqueeze_500 = None
        mul_125 = torch.ops.aten.mul.Tensor(mul_124, unsqueeze_501);  mul_124 = unsqueeze_501 = None
        unsqueeze_502 = torch.ops.aten.unsqueeze.default(arg315_1, -1);  arg315_1 = None
        unsqueeze_503 = torch.ops.aten.unsqueeze.default(unsqueeze_502, -1);  unsqueeze_502 = None
        add_125 = torch.ops.aten.add.Tensor(mul_125, unsqueeze_503);  mul_125 = unsqueeze_503 = None
        relu_62 = torch.ops.aten.relu.default(add_125);  add_125 = None
        convolution_63 = torch.ops.aten.convolution.default(relu_62, arg316_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_62 = arg316_1 = None
        add_126 = torch.ops.aten.add.Tensor(arg318_1, 0.001);  arg318_1 = None
        rsqrt_63 = torch.ops.aten.rsqrt.default(add_126);  add_126 = None
        unsqueeze_504 = torch.ops.aten.unsqueeze.default(arg317_1, -1);  arg317_1 = None
        unsqueeze_505 = torch.ops.aten.unsqueeze.default(unsqueeze_504, -1);  unsqueeze_504 = None
        unsqueeze_506 = torch.ops.aten.unsqueeze.default(rsqrt_63, -1);  rsqrt_63 = None
        unsqueeze_507 = torch.ops.aten.unsqueeze.default(unsqueeze_506, -1);  unsqueeze_506 = None
        sub_63 = torch.ops.aten.sub.Tensor(convolution_63, unsqueeze_505);  convolution_63 = unsqueeze_505 = None
        mul_126 = torch.ops.aten.mul.Tensor(sub_63, unsqueeze_507);  sub_63 = unsqueeze_507 = None
        unsqueeze_508 = torch.ops.aten.unsqueeze.default(arg319_1, -1);  arg319_1 = None
        unsqueeze_509 = torch.ops.aten.unsqueeze.default(unsqueeze_508, -1);  unsqueeze_508 = None
        mul_127 = torch.ops.aten.mul.Tensor(mul_126, unsqueeze_509);  mul_126 = unsqueeze_509 = None
        unsqueeze_510 = torch.ops.aten.unsqueeze.default(arg320_1, -1);  arg320_1 = None
        unsqueeze_511 = torch.ops.aten.unsqueeze.default(unsqueeze_510, -1);  unsqueeze_510 = None
        add_127 = torch.ops.aten.add.Tensor(mul_127, unsqueeze_511);  mul_127 = unsqueeze_511 = None
        relu_63 = torch.ops.aten.relu.default(add_127);  add_127 = None
        convolution_64 = torch.ops.aten.convolution.default(cat_6, arg321_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg321_1 = None
        add_128 = torch.ops.aten.add.Tensor(arg323_1, 0.001);  arg323_1 = None
        rsqrt_64 = torch.ops.aten.rsqrt.default(add_128);  add_128 = None
        unsqueeze_512 = torch.ops.aten.unsqueeze.default(arg322_1, -1);  arg322_1 = None
        unsqueeze_513 = torch.ops.aten.unsqueeze.default(unsqueeze_512, -1);  unsqueeze_512 = None
        unsqueeze_514 = torch.ops.aten.unsqueeze.default(rsqrt_64, -1);  rsqrt_64 = None
        unsqueeze_515 = torch.ops.aten.unsqueeze.default(unsqueeze_514, -1);  unsqueeze_514 = None
        sub_64 = torch.ops.aten.sub.Tensor(convolution_64, unsqueeze_513);  convolution_64 = unsqueeze_513 = None
        mul_128 = torch.ops.aten.mul.Tensor(sub_64, unsqueeze_515);  sub_64 = unsqueeze_515 = None
        unsqueeze_516 = torch.ops.aten.unsqueeze.default(arg324_1, -1);  arg324_1 = None
        unsqueeze_517 = torch.ops.aten.unsqueeze.default(unsqueeze_516, -1);  unsqueeze_516 = None
        mul_129 = torch.ops.aten.mul.Tensor(mul_128, unsqueeze_517);  mul_128 = unsqueeze_517 = None
        unsqueeze_518 = torch.ops.aten.unsqueeze.default(arg325_1, -1);  arg325_1 = None
        unsqueeze_519 = torch.ops.aten.unsqueeze.default(unsqueeze_518, -1);  unsqueeze_518 = None
        add_129 = torch.ops.aten.add.Tensor(mul_129, unsqueeze_519);  mul_129 = unsqueeze_519 = None
        relu_64 = torch.ops.aten.relu.default(add_129);  add_129 = None
        convolution_65 = torch.ops.aten.convolution.default(relu_64, arg326_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_64 = arg326_1 = None
        add_130 = torch.ops.aten.add.Tensor(arg328_1, 0.001);  arg328_1 = None
        rsqrt_65 = torch.ops.aten.rsqrt.default(add_130);  add_130 = None
        unsqueeze_520 = torch.ops.aten.unsqueeze.default(arg327_1, -1);  arg327_1 = None
        unsqueeze_521 = torch.ops.aten.unsqueeze.default(unsqueeze_520, -1);  unsqueeze_520 = None
        unsqueeze_522 = torch.ops.aten.unsqueeze.default(rsqrt_65, -1);  rsqrt_65 = None
        unsqueeze_523 = torch.ops.aten.unsqueeze.default(unsqueeze_522, -1);  unsqueeze_522 = None
        sub_65 = torch.ops.aten.sub.Tensor(convolution_65, unsqueeze_521);  convolution_65 = unsqueeze_521 = None
        mul_130 = torch.ops.aten.mul.Tensor(sub_65, unsqueeze_523);  sub_65 = unsqueeze_523 = None
        unsqueeze_524 = torch.ops.aten.unsqueeze.default(arg329_1, -1);  arg329_1 = None
        unsqueeze_525 = torch.ops.aten.unsqueeze.default(unsqueeze_524, -1);  unsqueeze_524 = None
        mul_131 = torch.ops.aten.mul.Tensor(mul_130, unsqueeze_525);  mul_130 = unsqueeze_525 = None
        unsqueeze_526 = torch.ops.aten.unsqueeze.default(arg330_1, -1);  arg330_1 = None
        unsqueeze_527 = torch.ops.aten.unsqueeze.default(unsqueeze_526, -1);  unsqueeze_526 = None
        add_131 = torch.ops.aten.add.Tensor(mul_131, unsqueeze_527);  mul_131 = unsqueeze_527 = None
        relu_65 = torch.ops.aten.relu.default(add_131);  add_131 = None
        convolution_66 = torch.ops.aten.convolution.default(relu_65, arg331_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_65 = arg331_1 = None
        add_132 = torch.ops.aten.add.Tensor(arg333_1, 0.001);  arg333_1 = None
        rsqrt_66 = torch.ops.aten.rsqrt.default(add_132);  add_132 = None
        unsqueeze_528 = torch.ops.aten.unsqueeze.default(arg332_1, -1);  arg332_1 = None
        unsqueeze_529 = torch.ops.aten.unsqueeze.default(unsqueeze_528, -1);  unsqueeze_528 = None
        unsqueeze_530 = torch.ops.aten.unsqueeze.default(rsqrt_66, -1);  rsqrt_66 = None
        unsqueeze_531 = torch.ops.aten.unsqueeze.default(unsqueeze_530, -1);  unsqueeze_530 = None
        sub_66 = torch.ops.aten.sub.Tensor(convolution_66, unsqueeze_529);  convolution_66 = unsqueeze_529 = None
        mul_132 = torch.ops.aten.mul.Tensor(sub_66, unsqueeze_531);  sub_66 = unsqueeze_531 = None
        unsqueeze_532 = torch.ops.aten.unsqueeze.default(arg334_1, -1);  arg334_1 = None
        unsqueeze_533 = torch.ops.aten.unsqueeze.default(unsqueeze_532, -1);  unsqueeze_532 = None
        mul_133 = torch.ops.aten.mul.Tensor(mul_132, unsqueeze_533);  mul_132 = unsqueeze_533 = None
        unsqueeze_534 = torch.ops.aten.unsqueeze.default(arg335_1, -1);  arg335_1 = None
        unsqueeze_535 = torch.ops.aten.unsqueeze.default(unsqueeze_534, -1);  unsqueeze_534 = None
        add_133 = torch.ops.aten.add.Tensor(mul_133, unsqueeze_535);  mul_133 = unsqueeze_535 = None
        relu_66 = torch.ops.aten.relu.default(add_133);  add_133 = None
        convolution_67 = torch.ops.aten.convolution.default(relu_66, arg336_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_66 = arg336_1 = None
        add_134 = torch.ops.aten.add.Tensor(arg338_1, 0.001);  arg338_1 = None
        rsqrt_67 = torch.ops.aten.rsqrt.default(add_134);  add_134 = None
        unsqueeze_536 = torch.ops.aten.unsqueeze.default(arg337_1, -1);  arg337_1 = None
        unsqueeze_537 = torch.ops.aten.unsqueeze.default(unsqueeze_536, -1);  unsqueeze_536 = None
        unsqueeze_538 = torch.ops.aten.unsqueeze.default(rsqrt_67, -1);  rsqrt_67 = None
        unsqueeze_539 = torch.ops.aten.unsqueeze.default(unsqueeze_538, -1);  unsqueeze_538 = None
        sub_67 = torch.ops.aten.sub.Tensor(convolution_67, unsqueeze_537);  convolution_67 = unsqueeze_537 = None
        mul_134 = torch.ops.aten.mul.Tensor(sub_67, unsqueeze_539);  sub_67 = unsqueeze_539 = None
        unsqueeze_540 = torch.ops.aten.unsqueeze.default(arg339_1, -1);  arg339_1 = None
        unsqueeze_541 = torch.ops.aten.unsqueeze.default(unsqueeze_540, -1);  unsqueeze_540 = None
        mul_135 = torch.ops.aten.mul.Tensor(mul_134, unsqueeze_541);  mul_134 = unsqueeze_541 = None
        unsqueeze_542 = torch.ops.aten.unsqueeze.default(arg340_1, -1);  arg340_1 = None
        unsqueeze_543 = torch.ops.aten.unsqueeze.default(unsqueeze_542, -1);  unsqueeze_542 = None
        add_135 = torch.ops.aten.add.Tensor(mul_135, unsqueeze_543);  mul_135 = unsqueeze_543 = None
        relu_67 = torch.ops.aten.relu.default(add_135);  add_135 = None
        convolution_68 = torch.ops.aten.convolution.default(relu_67, arg341_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_67 = arg341_1 = None
        add_136 = torch.ops.aten.add.Tensor(arg343_1, 0.001);  arg343_1 = None
        rsqrt_68 = torch.ops.aten.rsqrt.default(add_136);  add_136 = None
        unsqueeze_544 = torch.ops.aten.unsqueeze.default(arg342_1, -1);  arg342_1 = None
        unsqueeze_545 = torch.ops.aten.unsqueeze.default(unsqueeze_544, -1);  unsqueeze_544 = None
        unsqueeze_546 = torch.ops.aten.unsqueeze.default(rsqrt_68, -1);  rsqrt_68 = None
        unsqueeze_547 = torch.ops.aten.unsqueeze.default(unsqueeze_546, -1);  unsqueeze_546 = None
        sub_68 = torch.ops.aten.sub.Tensor(convolution_68, unsqueeze_545);  convolution_68 = unsqueeze_545 = None
        mul_136 = torch.ops.aten.mul.Tensor(sub_68, unsqueeze_547);  sub_68 = unsqueeze_547 = None
        unsqueeze_548 = torch.ops.aten.unsqueeze.default(arg344_1, -1);  arg344_1 = None
        unsqueeze_549 = torch.ops.aten.unsqueeze.default(unsqueeze_548, -1);  unsqueeze_548 = None
        mul_137 = torch.ops.aten.mul.Tensor(mul_136, unsqueeze_549);  mul_136 = unsqueeze_549 = None
        unsqueeze_550 = torch.ops.aten.unsqueeze.default(arg345_1, -1);  arg345_1 = None
        unsqueeze_551 = torch.ops.aten.unsqueeze.default(unsqueeze_550, -1);  unsqueeze_550 = None
        add_137 = torch.ops.aten.add.Tensor(mul_137, unsqueeze_551);  mul_137 = unsqueeze_551 = None
        relu_68 = torch.ops.aten.relu.default(add_137);  add_137 = None
        avg_pool2d_6 = torch.ops.aten.avg_pool2d.default(cat_6, [3, 3], [1, 1], [1, 1]);  cat_6 = None
        convolution_69 = torch.ops.aten.convolution.default(avg_pool2d_6, arg346_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_6 = arg346_1 = None
        add_138 = torch.ops.aten.add.Tensor(arg348_1, 0.001);  arg348_1 = None
        rsqrt_69 = torch.ops.aten.rsqrt.default(add_138);  add_138 = None
        unsqueeze_552 = torch.ops.aten.unsqueeze.default(arg347_1, -1);  arg347_1 = None
        unsqueeze_553 = torch.ops.aten.unsqueeze.default(unsqueeze_552, -1);  unsqueeze_552 = None
        unsqueeze_554 = torch.ops.aten.unsqueeze.default(rsqrt_69, -1);  rsqrt_69 = None
        unsqueeze_555 = torch.ops.aten.unsqueeze.default(unsqueeze_554, -1);  unsqueeze_554 = None
        sub_69 = torch.ops.aten.sub.Tensor(convolution_69, unsqueeze_553);  convolution_69 = unsqueeze_553 = None
        mul_138 = torch.ops.aten.mul.Tensor(sub_69, unsqueeze_555);  sub_69 = unsqueeze_555 = None
        unsqueeze_556 = torch.ops.aten.unsqueeze.default(arg349_1, -1);  arg349_1 = None
        unsqueeze_557 = torch.ops.aten.unsqueeze.default(unsqueeze_556, -1);  unsqueeze_556 = None
        mul_139 = torch.ops.aten.mul.Tensor(mul_138, unsqueeze_557);  mul_138 = unsqueeze_557 = None
        unsqueeze_558 = torch.ops.aten.unsqueeze.default(arg350_1, -1);  arg350_1 = None
        unsqueeze_559 = torch.ops.aten.unsqueeze.default(unsqueeze_558, -1);  unsqueeze_558 = None
        add_139 = torch.ops.aten.add.Tensor(mul_139, unsqueeze_559);  mul_139 = unsqueeze_559 = None
        relu_69 = torch.ops.aten.relu.default(add_139);  add_139 = None
        cat_7 = torch.ops.aten.cat.default([relu_60, relu_63, relu_68, relu_69], 1);  relu_60 = relu_63 = relu_68 = relu_69 = None
        convolution_70 = torch.ops.aten.convolution.default(cat_7, arg351_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg351_1 = None
        add_140 = torch.ops.aten.add.Tensor(arg353_1, 0.001);  arg353_1 = None
        rsqrt_70 = torch.ops.aten.rsqrt.default(add_140);  add_140 = None
        unsqueeze_560 = torch.ops.aten.unsqueeze.default(arg352_1, -1);  arg352_1 = None
        unsqueeze_561 = torch.ops.aten.unsqueeze.default(unsqueeze_560, -1);  unsqueeze_560 = None
        unsqueeze_562 = torch.ops.aten.unsqueeze.default(rsqrt_70, -1);  rsqrt_70 = None
        unsqueeze_563 = torch.ops.aten.unsqueeze.default(unsqueeze_562, -1);  unsqueeze_562 = None
        sub_70 = torch.ops.aten.sub.Tensor(convolution_70, unsqueeze_561);  convolution_70 = unsqueeze_561 = None
        mul_140 = torch.ops.aten.mul.Tensor(sub_70, unsqueeze_563);  sub_70 = unsqueeze_563 = None
        unsqueeze_564 = torch.ops.aten.unsqueeze.default(arg354_1, -1);  arg354_1 = None
        unsqueeze_565 = torch.ops.aten.unsqueeze.default(unsqueeze_564, -1);  unsqueeze_564 = None
        mul_141 = torch.ops.aten.mul.Tensor(mul_140, unsqueeze_565);  mul_140 = unsqueeze_565 = None
        unsqueeze_566 = torch.ops.aten.unsqueeze.default(arg355_1, -1);  arg355_1 = None
        unsqueeze_567 = torch.ops.aten.unsqueeze.default(unsqueeze_566, -1);  unsqueeze_566 = None
        add_141 = torch.ops.aten.add.Tensor(mul_141, unsqueeze_567);  mul_141 = unsqueeze_567 = None
        relu_70 = torch.ops.aten.relu.default(add_141);  add_141 = None
        convolution_71 = torch.ops.aten.convolution.default(relu_70, arg356_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_70 = arg356_1 = None
        add_142 = torch.ops.aten.add.Tensor(arg358_1, 0.001);  arg358_1 = None
        rsqrt_71 = torch.ops.aten.rsqrt.default(add_142);  add_142 = None
        unsqueeze_568 = torch.ops.aten.unsqueeze.default(arg357_1, -1);  arg357_1 = None
        unsqueeze_569 = torch.ops.aten.unsqueeze.default(unsqueeze_568, -1);  unsqueeze_568 = None
        unsqueeze_570 = torch.ops.aten.unsqueeze.default(rsqrt_71, -1);  rsqrt_71 = None
        unsqueeze_571 = torch.ops.aten.unsqueeze.default(unsqueeze_570, -1);  unsqueeze_570 = None
        sub_71 = torch.ops.aten.sub.Tensor(convolution_71, unsqueeze_569);  convolution_71 = unsqueeze_569 = None
        mul_142 = torch.ops.aten.mul.Tensor(sub_71, unsqueeze_571);  sub_71 = unsqueeze_571 = None
        unsqueeze_572 = torch.ops.aten.unsqueeze.default(arg359_1, -1);  arg359_1 = None
        unsqueeze_573 = torch.ops.aten.unsqueeze.default(unsqueeze_572, -1);  unsqueeze_572 = None
        mul_143 = torch.ops.aten.mul.Tensor(mul_142, unsqueeze_573);  mul_142 = unsqueeze_573 = None
        unsqueeze_574 = torch.ops.aten.unsqueeze.default(arg360_1, -1);  arg360_1 = None
        unsqueeze_575 = torch.ops.aten.unsqueeze.default(unsqueeze_574, -1);  unsqueeze_574 = None
        add_143 = torch.ops.aten.add.Tensor(mul_143, unsqueeze_575);  mul_143 = unsqueeze_575 = None
        relu_71 = torch.ops.aten.relu.default(add_143);  add_143 = None
        convolution_72 = torch.ops.aten.convolution.default(cat_7, arg361_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg361_1 = None
        add_144 = torch.ops.aten.add.Tensor(arg363_1, 0.001);  arg363_1 = None
        rsqrt_72 = torch.ops.aten.rsqrt.default(add_144);  add_144 = None
        unsqueeze_576 = torch.ops.aten.unsqueeze.default(arg362_1, -1);  arg362_1 = None
        unsqueeze_577 = torch.ops.aten.unsqueeze.default(unsqueeze_576, -1);  unsqueeze_576 = None
        unsqueeze_578 = torch.ops.aten.unsqueeze.default(rsqrt_72, -1);  rsqrt_72 = None
        unsqueeze_579 = torch.ops.aten.unsqueeze.default(unsqueeze_578, -1);  unsqueeze_578 = None
        sub_72 = torch.ops.aten.sub.Tensor(convolution_72, unsqueeze_577);  convolution_72 = unsqueeze_577 = None
        mul_144 = torch.ops.aten.mul.Tensor(sub_72, unsqueeze_579);  sub_72 = unsqueeze_579 = None
        unsqueeze_580 = torch.ops.aten.unsqueeze.default(arg364_1, -1);  arg364_1 = None
        unsqueeze_581 = torch.ops.aten.unsqueeze.default(unsqueeze_580, -1);  unsqueeze_580 = None
        mul_145 = torch.ops.aten.mul.Tensor(mul_144, unsqueeze_581);  mul_144 = unsqueeze_581 = None
        unsqueeze_582 = torch.ops.aten.unsqueeze.default(arg365_1, -1);  arg365_1 = None
        unsqueeze_583 = torch.ops.aten.unsqueeze.default(unsqueeze_582, -1);  unsqueeze_582 = None
        add_145 = torch.ops.aten.add.Tensor(mul_145, unsqueeze_583);  mul_145 = unsqueeze_583 = None
        relu_72 = torch.ops.aten.relu.default(add_145);  add_145 = None
        convolution_73 = torch.ops.aten.convolution.default(relu_72, arg366_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_72 = arg366_1 = None
        add_146 = torch.ops.aten.add.Tensor(arg368_1, 0.001);  arg368_1 = None
        rsqrt_73 = torch.ops.aten.rsqrt.default(add_146);  add_146 = None
        unsqueeze_584 = torch.ops.aten.unsqueeze.default(arg367_1, -1);  arg367_1 = None
        unsqueeze_585 = torch.ops.aten.unsqueeze.default(unsqueeze_584, -1);  unsqueeze_584 = None
        unsqueeze_586 = torch.ops.aten.unsqueeze.default(rsqrt_73, -1);  rsqrt_73 = None
        unsqueeze_587 = torch.ops.aten.unsqueeze.default(unsqueeze_586, -1);  unsqueeze_586 = None
        sub_73 = torch.ops.aten.sub.Tensor(convolution_73, unsqueeze_585);  convolution_73 = unsqueeze_585 = None
        mul_146 = torch.ops.aten.mul.Tensor(sub_73, unsqueeze_587);  sub_73 = unsqueeze_587 = None
        unsqueeze_588 = torch.ops.aten.unsqueeze.default(arg369_1, -1);  arg369_1 = None
        unsqueeze_589 = torch.ops.aten.unsqueeze.default(unsqueeze_588, -1);  unsqueeze_588 = None
        mul_147 = torch.ops.aten.mul.Tensor(mul_146, unsqueeze_589);  mul_146 = unsqueeze_589 = None
        unsqueeze_590 = torch.ops.aten.unsqueeze.default(arg370_1, -1);  arg370_1 = None
        unsqueeze_591 = torch.ops.aten.unsqueeze.default(unsqueeze_590, -1);  unsqueeze_590 = None
        add_147 = torch.ops.aten.add.Tensor(mul_147, unsqueeze_591);  mul_147 = unsqueeze_591 = None
        relu_73 = torch.ops.aten.relu.default(add_147);  add_147 = None
        convolution_74 = torch.ops.aten.convolution.default(relu_73, arg371_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_73 = arg371_1 = None
        add_148 = torch.ops.aten.add.Tensor(arg373_1, 0.001);  arg373_1 = None
        rsqrt_74 = torch.ops.aten.rsqrt.default(add_148);  add_148 = None
        unsqueeze_592 = torch.ops.aten.unsqueeze.default(arg372_1, -1);  arg372_1 = None
        unsqueeze_593 = torch.ops.aten.unsqueeze.default(unsqueeze_592, -1);  unsqueeze_592 = None
        unsqueeze_594 = torch.ops.aten.unsqueeze.default(rsqrt_74, -1);  rsqrt_74 = None
        unsqueeze_595 = torch.ops.aten.unsqueeze.default(unsqueeze_594, -1);  unsqueeze_594 = None
        sub_74 = torch.ops.aten.sub.Tensor(convolution_74, unsqueeze_593);  convolution_74 = unsqueeze_593 = None
        mul_148 = torch.ops.aten.mul.Tensor(sub_74, unsqueeze_595);  sub_74 = unsqueeze_595 = None
        unsqueeze_596 = torch.ops.aten.unsqueeze.default(arg374_1, -1);  arg374_1 = None
        unsqueeze_597 = torch.ops.aten.unsqueeze.default(unsqueeze_596, -1);  unsqueeze_596 = None
        mul_149 = torch.ops.aten.mul.Tensor(mul_148, unsqueeze_597);  mul_148 = unsqueeze_597 = None
        unsqueeze_598 = torch.ops.aten.unsqueeze.default(arg375_1, -1);  arg375_1 = None
        unsqueeze_599 = torch.ops.aten.unsqueeze.default(unsqueeze_598, -1);  unsqueeze_598 = None
        add_149 = torch.ops.aten.add.Tensor(mul_149, unsqueeze_599);  mul_149 = unsqueeze_599 = None
        relu_74 = torch.ops.aten.relu.default(add_149);  add_149 = None
        convolution_75 = torch.ops.aten.convolution.default(relu_74, arg376_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_74 = arg376_1 = None
        add_150 = torch.ops.aten.add.Tensor(arg378_1, 0.001);  arg378_1 = None
        rsqrt_75 = torch.ops.aten.rsqrt.default(add_150);  add_150 = None
        unsqueeze_600 = torch.ops.aten.unsqueeze.default(arg377_1, -1);  arg377_1 = None
        unsqueeze_601 = torch.ops.aten.unsqueeze.default(unsqueeze_600, -1);  unsqueeze_600 = None
        unsqueeze_602 = torch.ops.aten.unsqueeze.default(rsqrt_75, -1);  rsqrt_75 = None
        unsqueeze_603 = torch.ops.aten.unsqueeze.default(unsqueeze_602, -1);  unsqueeze_602 = None
        sub_75 = torch.ops.aten.sub.Tensor(convolution_75, unsqueeze_601);  convolution_75 = unsqueeze_601 = None
        mul_150 = torch.ops.aten.mul.Tensor(sub_75, unsqueeze_603);  sub_75 = unsqueeze_603 = None
        unsqueeze_604 = torch.ops.aten.unsqueeze.default(arg379_1, -1);  arg379_1 = None
        unsqueeze_605 = torch.ops.aten.unsqueeze.default(unsqueeze_604, -1);  unsqueeze_604 = None
        mul_151 = torch.ops.aten.mul.Tensor(mul_150, unsqueeze_605);  mul_150 = unsqueeze_605 = None
        unsqueeze_606 = torch.ops.aten.unsqueeze.default(arg380_1, -1);  arg380_1 = None
        unsqueeze_607 = torch.ops.aten.unsqueeze.default(unsqueeze_606, -1);  unsqueeze_606 = None
        add_151 = torch.ops.aten.add.Tensor(mul_151, unsqueeze_607);  mul_151 = unsqueeze_607 = None
        relu_75 = torch.ops.aten.relu.default(add_151);  add_151 = None
        _low_memory_max_pool_with_offsets_3 = torch.ops.prims._low_memory_max_pool_with_offsets.default(cat_7, [3, 3], [2, 2], [0, 0], [1, 1], False);  cat_7 = None
        getitem_6 = _low_memory_max_pool_with_offsets_3[0];  _low_memory_max_pool_with_offsets_3 = None
        cat_8 = torch.ops.aten.cat.default([relu_71, relu_75, getitem_6], 1);  relu_71 = relu_75 = getitem_6 = None
        convolution_76 = torch.ops.aten.convolution.default(cat_8, arg381_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg381_1 = None
        add_152 = torch.ops.aten.add.Tensor(arg383_1, 0.001);  arg383_1 = None
        rsqrt_76 = torch.ops.aten.rsqrt.default(add_152);  add_152 = None
        unsqueeze_608 = torch.ops.aten.unsqueeze.default(arg382_1, -1);  arg382_1 = None
        unsqueeze_609 = torch.ops.aten.unsqueeze.default(unsqueeze_608, -1);  unsqueeze_608 = None
        unsqueeze_610 = torch.ops.aten.unsqueeze.default(rsqrt_76, -1);  rsqrt_76 = None
        unsqueeze_611 = torch.ops.aten.unsqueeze.default(unsqueeze_610, -1);  unsqueeze_610 = None
        sub_76 = torch.ops.aten.sub.Tensor(convolution_76, unsqueeze_609);  convolution_76 = unsqueeze_609 = None
        mul_152 = torch.ops.aten.mul.Tensor(sub_76, unsqueeze_611);  sub_76 = unsqueeze_611 = None
        unsqueeze_612 = torch.ops.aten.unsqueeze.default(arg384_1, -1);  arg384_1 = None
        unsqueeze_613 = torch.ops.aten.unsqueeze.default(unsqueeze_612, -1);  unsqueeze_612 = None
        mul_153 = torch.ops.aten.mul.Tensor(mul_152, unsqueeze_613);  mul_152 = unsqueeze_613 = None
        unsqueeze_614 = torch.ops.aten.unsqueeze.default(arg385_1, -1);  arg385_1 = None
        unsqueeze_615 = torch.ops.aten.unsqueeze.default(unsqueeze_614, -1);  unsqueeze_614 = None
        add_153 = torch.ops.aten.add.Tensor(mul_153, unsqueeze_615);  mul_153 = unsqueeze_615 = None
        relu_76 = torch.ops.aten.relu.default(add_153);  add_153 = None
        convolution_77 = torch.ops.aten.convolution.default(cat_8, arg386_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg386_1 = None
        add_154 = torch.ops.aten.add.Tensor(arg388_1, 0.001);  arg388_1 = None
        rsqrt_77 = torch.ops.aten.rsqrt.default(add_154);  add_154 = None
        unsqueeze_616 = torch.ops.aten.unsqueeze.default(arg387_1, -1);  arg387_1 = None
        unsqueeze_617 = torch.ops.aten.unsqueeze.default(unsqueeze_616, -1);  unsqueeze_616 = None
        unsqueeze_618 = torch.ops.aten.unsqueeze.default(rsqrt_77, -1);  rsqrt_77 = None
        unsqueeze_619 = torch.ops.aten.unsqueeze.default(unsqueeze_618, -1);  unsqueeze_618 = None
        sub_77 = torch.ops.aten.sub.Tensor(convolution_77, unsqueeze_617);  convolution_77 = unsqueeze_617 = None
        mul_154 = torch.ops.aten.mul.Tensor(sub_77, unsqueeze_619);  sub_77 = unsqueeze_619 = None
        unsqueeze_620 = torch.ops.aten.unsqueeze.default(arg389_1, -1);  arg389_1 = None
        unsqueeze_621 = torch.ops.aten.unsqueeze.default(unsqueeze_620, -1);  unsqueeze_620 = None
        mul_155 = torch.ops.aten.mul.Tensor(mul_154, unsqueeze_621);  mul_154 = unsqueeze_621 = None
        unsqueeze_622 = torch.ops.aten.unsqueeze.default(arg390_1, -1);  arg390_1 = None
        unsqueeze_623 = torch.ops.aten.unsqueeze.default(unsqueeze_622, -1);  unsqueeze_622 = None
        add_155 = torch.ops.aten.add.Tensor(mul_155, unsqueeze_623);  mul_155 = unsqueeze_623 = None
        relu_77 = torch.ops.aten.relu.default(add_155);  add_155 = None
        convolution_78 = torch.ops.aten.convolution.default(relu_77, arg391_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg391_1 = None
        add_156 = torch.ops.aten.add.Tensor(arg393_1, 0.001);  arg393_1 = None
        rsqrt_78 = torch.ops.aten.rsqrt.default(add_156);  add_156 = None
        unsqueeze_624 = torch.ops.aten.unsqueeze.default(arg392_1, -1);  arg392_1 = None
        unsqueeze_625 = torch.ops.aten.unsqueeze.default(unsqueeze_624, -1);  unsqueeze_624 = None
        unsqueeze_626 = torch.ops.aten.unsqueeze.default(rsqrt_78, -1);  rsqrt_78 = None
        unsqueeze_627 = torch.ops.aten.unsqueeze.default(unsqueeze_626, -1);  unsqueeze_626 = None
        sub_78 = torch.ops.aten.sub.Tensor(convolution_78, unsqueeze_625);  convolution_78 = unsqueeze_625 = None
        mul_156 = torch.ops.aten.mul.Tensor(sub_78, unsqueeze_627);  sub_78 = unsqueeze_627 = None
        unsqueeze_628 = torch.ops.aten.unsqueeze.default(arg394_1, -1);  arg394_1 = None
        unsqueeze_629 = torch.ops.aten.unsqueeze.default(unsqueeze_628, -1);  unsqueeze_628 = None
        mul_157 = torch.ops.aten.mul.Tensor(mul_156, unsqueeze_629);  mul_156 = unsqueeze_629 = None
        unsqueeze_630 = torch.ops.aten.unsqueeze.default(arg395_1, -1);  arg395_1 = None
        unsqueeze_631 = torch.ops.aten.unsqueeze.default(unsqueeze_630, -1);  unsqueeze_630 = None
        add_157 = torch.ops.aten.add.Tensor(mul_157, unsqueeze_631);  mul_157 = unsqueeze_631 = None
        relu_78 = torch.ops.aten.relu.default(add_157);  add_157 = None
        convolution_79 = torch.ops.aten.convolution.default(relu_77, arg396_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_77 = arg396_1 = None
        add_158 = torch.ops.aten.add.Tensor(arg398_1, 0.001);  arg398_1 = None
        rsqrt_79 = torch.ops.aten.rsqrt.default(add_158);  add_158 = None
        unsqueeze_632 = torch.ops.aten.unsqueeze.default(arg397_1, -1);  arg397_1 = None
        unsqueeze_633 = torch.ops.aten.unsqueeze.default(unsqueeze_632, -1);  unsqueeze_632 = None
        unsqueeze_634 = torch.ops.aten.unsqueeze.default(rsqrt_79, -1);  rsqrt_79 = None
        unsqueeze_635 = torch.ops.aten.unsqueeze.default(unsqueeze_634, -1);  unsqueeze_634 = None
        sub_79 = torch.ops.aten.sub.Tensor(convolution_79, unsqueeze_633);  convolution_79 = unsqueeze_633 = None
        mul_158 = torch.ops.aten.mul.Tensor(sub_79, unsqueeze_635);  sub_79 = unsqueeze_635 = None
        unsqueeze_636 = torch.ops.aten.unsqueeze.default(arg399_1, -1);  arg399_1 = None
        unsqueeze_637 = torch.ops.aten.unsqueeze.default(unsqueeze_636, -1);  unsqueeze_636 = None
        mul_159 = torch.ops.aten.mul.Tensor(mul_158, unsqueeze_637);  mul_158 = unsqueeze_637 = None
        unsqueeze_638 = torch.ops.aten.unsqueeze.default(arg400_1, -1);  arg400_1 = None
        unsqueeze_639 = torch.ops.aten.unsqueeze.default(unsqueeze_638, -1);  unsqueeze_638 = None
        add_159 = torch.ops.aten.add.Tensor(mul_159, unsqueeze_639);  mul_159 = unsqueeze_639 = None
        relu_79 = torch.ops.aten.relu.default(add_159);  add_159 = None
        cat_9 = torch.ops.aten.cat.default([relu_78, relu_79], 1);  relu_78 = relu_79 = None
        convolution_80 = torch.ops.aten.convolution.default(cat_8, arg401_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg401_1 = None
        add_160 = torch.ops.aten.add.Tensor(arg403_1, 0.001);  arg403_1 = None
        rsqrt_80 = torch.ops.aten.rsqrt.default(add_160);  add_160 = None
        unsqueeze_640 = torch.ops.aten.unsqueeze.default(arg402_1, -1);  arg402_1 = None
        unsqueeze_641 = torch.ops.aten.unsqueeze.default(unsqueeze_640, -1);  unsqueeze_640 = None
        unsqueeze_642 = torch.ops.aten.unsqueeze.default(rsqrt_80, -1);  rsqrt_80 = None
        unsqueeze_643 = torch.ops.aten.unsqueeze.default(unsqueeze_642, -1);  unsqueeze_642 = None
        sub_80 = torch.ops.aten.sub.Tensor(convolution_80, unsqueeze_641);  convolution_80 = unsqueeze_641 = None
        mul_160 = torch.ops.aten.mul.Tensor(sub_80, unsqueeze_643);  sub_80 = unsqueeze_643 = None
        unsqueeze_644 = torch.ops.aten.unsqueeze.default(arg404_1, -1);  arg404_1 = None
        unsqueeze_645 = torch.ops.aten.unsqueeze.default(unsqueeze_644, -1);  unsqueeze_644 = None
        mul_161 = torch.ops.aten.mul.Tensor(mul_160, unsqueeze_645);  mul_160 = unsqueeze_645 = None
        unsqueeze_646 = torch.ops.aten.unsqueeze.default(arg405_1, -1);  arg405_1 = None
        unsqueeze_647 = torch.ops.aten.unsqueeze.default(unsqueeze_646, -1);  unsqueeze_646 = None
        add_161 = torch.ops.aten.add.Tensor(mul_161, unsqueeze_647);  mul_161 = unsqueeze_647 = None
        relu_80 = torch.ops.aten.relu.default(add_161);  add_161 = None
        convolution_81 = torch.ops.aten.convolution.default(relu_80, arg406_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_80 = arg406_1 = None
        add_162 = torch.ops.aten.add.Tensor(arg408_1, 0.001);  arg408_1 = None
        rsqrt_81 = torch.ops.aten.rsqrt.default(add_162);  add_162 = None
        unsqueeze_648 = torch.ops.aten.unsqueeze.default(arg407_1, -1);  arg407_1 = None
        unsqueeze_649 = torch.ops.aten.unsqueeze.default(unsqueeze_648, -1);  unsqueeze_648 = None
        unsqueeze_650 = torch.ops.aten.unsqueeze.default(rsqrt_81, -1);  rsqrt_81 = None
        unsqueeze_651 = torch.ops.aten.unsqueeze.default(unsqueeze_650, -1);  unsqueeze_650 = None
        sub_81 = torch.ops.aten.sub.Tensor(convolution_81, unsqueeze_649);  convolution_81 = unsqueeze_649 = None
        mul_162 = torch.ops.aten.mul.Tensor(sub_81, unsqueeze_651);  sub_81 = unsqueeze_651 = None
        unsqueeze_652 = torch.ops.aten.unsqueeze.default(arg409_1, -1);  arg409_1 = None
        unsqueeze_653 = torch.ops.aten.unsqueeze.default(unsqueeze_652, -1);  unsqueeze_652 = None
        mul_163 = torch.ops.aten.mul.Tensor(mul_162, unsqueeze_653);  mul_162 = unsqueeze_653 = None
        unsqueeze_654 = torch.ops.aten.unsqueeze.default(arg410_1, -1);  arg410_1 = None
        unsqueeze_655 = torch.ops.aten.unsqueeze.default(unsqueeze_654, -1);  unsqueeze_654 = None
        add_163 = torch.ops.aten.add.Tensor(mul_163, unsqueeze_655);  mul_163 = unsqueeze_655 = None
        relu_81 = torch.ops.aten.relu.default(add_163);  add_163 = None
        convolution_82 = torch.ops.aten.convolution.default(relu_81, arg411_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg411_1 = None
        add_164 = torch.ops.aten.add.Tensor(arg413_1, 0.001);  arg413_1 = None
        rsqrt_82 = torch.ops.aten.rsqrt.default(add_164);  add_164 = None
        unsqueeze_656 = torch.ops.aten.unsqueeze.default(arg412_1, -1);  arg412_1 = None
        unsqueeze_657 = torch.ops.aten.unsqueeze.default(unsqueeze_656, -1);  unsqueeze_656 = None
        unsqueeze_658 = torch.ops.aten.unsqueeze.default(rsqrt_82, -1);  rsqrt_82 = None
        unsqueeze_659 = torch.ops.aten.unsqueeze.default(unsqueeze_658, -1);  unsqueeze_658 = None
        sub_82 = torch.ops.aten.sub.Tensor(convolution_82, unsqueeze_657);  convolution_82 = unsqueeze_657 = None
        mul_164 = torch.ops.aten.mul.Tensor(sub_82, unsqueeze_659);  sub_82 = unsqueeze_659 = None
        unsqueeze_660 = torch.ops.aten.unsqueeze.default(arg414_1, -1);  arg414_1 = None
        unsqueeze_661 = torch.ops.aten.unsqueeze.default(unsqueeze_660, -1);  unsqueeze_660 = None
        mul_165 = torch.ops.aten.mul.Tensor(mul_164, unsqueeze_661);  mul_164 = unsqueeze_661 = None
        unsqueeze_662 = torch.ops.aten.unsqueeze.default(arg415_1, -1);  arg415_1 = None
        unsqueeze_663 = torch.ops.aten.unsqueeze.default(unsqueeze_662, -1);  unsqueeze_662 = None
        add_165 = torch.ops.aten.add.Tensor(mul_165, unsqueeze_663);  mul_165 = unsqueeze_663 = None
        relu_82 = torch.ops.aten.relu.default(add_165);  add_165 = None
        convolution_83 = torch.ops.aten.convolution.default(relu_81, arg416_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_81 = arg416_1 = None
        add_166 = torch.ops.aten.add.Tensor(arg418_1, 0.001);  arg418_1 = None
        rsqrt_83 = torch.ops.aten.rsqrt.default(add_166);  add_166 = None
        unsqueeze_664 = torch.ops.aten.unsqueeze.default(arg417_1, -1);  arg417_1 = None
        unsqueeze_665 = torch.ops.aten.unsqueeze.default(unsqueeze_664, -1);  unsqueeze_664 = None
        unsqueeze_666 = torch.ops.aten.unsqueeze.default(rsqrt_83, -1);  rsqrt_83 = None
        unsqueeze_667 = torch.ops.aten.unsqueeze.default(unsqueeze_666, -1);  unsqueeze_666 = None
        sub_83 = torch.ops.aten.sub.Tensor(convolution_83, unsqueeze_665);  convolution_83 = unsqueeze_665 = None
        mul_166 = torch.ops.aten.mul.Tensor(sub_83, unsqueeze_667);  sub_83 = unsqueeze_667 = None
        unsqueeze_668 = torch.ops.aten.unsqueeze.default(arg419_1, -1);  arg419_1 = None
        unsqueeze_669 = torch.ops.aten.unsqueeze.default(unsqueeze_668, -1);  unsqueeze_668 = None
        mul_167 = torch.ops.aten.mul.Tensor(mul_166, unsqueeze_669);  mul_166 = unsqueeze_669 = None
        unsqueeze_670 = torch.ops.aten.unsqueeze.default(arg420_1, -1);  arg420_1 = None
        unsqueeze_671 = torch.ops.aten.unsqueeze.default(unsqueeze_670, -1);  unsqueeze_670 = None
        add_167 = torch.ops.aten.add.Tensor(mul_167, unsqueeze_671);  mul_167 = unsqueeze_671 = None
        relu_83 = torch.ops.aten.relu.default(add_167);  add_167 = None
        cat_10 = torch.ops.aten.cat.default([relu_82, relu_83], 1);  relu_82 = relu_83 = None
        avg_pool2d_7 = torch.ops.aten.avg_pool2d.default(cat_8, [3, 3], [1, 1], [1, 1]);  cat_8 = None
        convolution_84 = torch.ops.aten.convolution.default(avg_pool2d_7, arg421_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_7 = arg421_1 = None
        add_168 = torch.ops.aten.add.Tensor(arg423_1, 0.001);  arg423_1 = None
        rsqrt_84 = torch.ops.aten.rsqrt.default(add_168);  add_168 = None
        unsqueeze_672 = torch.ops.aten.unsqueeze.default(arg422_1, -1);  arg422_1 = None
        unsqueeze_673 = torch.ops.aten.unsqueeze.default(unsqueeze_672, -1);  unsqueeze_672 = None
        unsqueeze_674 = torch.ops.aten.unsqueeze.default(rsqrt_84, -1);  rsqrt_84 = None
        unsqueeze_675 = torch.ops.aten.unsqueeze.default(unsqueeze_674, -1);  unsqueeze_674 = None
        sub_84 = torch.ops.aten.sub.Tensor(convolution_84, unsqueeze_673);  convolution_84 = unsqueeze_673 = None
        mul_168 = torch.ops.aten.mul.Tensor(sub_84, unsqueeze_675);  sub_84 = unsqueeze_675 = None
        unsqueeze_676 = torch.ops.aten.unsqueeze.default(arg424_1, -1);  arg424_1 = None
        unsqueeze_677 = torch.ops.aten.unsqueeze.default(unsqueeze_676, -1);  unsqueeze_676 = None
        mul_169 = torch.ops.aten.mul.Tensor(mul_168, unsqueeze_677);  mul_168 = unsqueeze_677 = None
        unsqueeze_678 = torch.ops.aten.unsqueeze.default(arg425_1, -1);  arg425_1 = None
        unsqueeze_679 = torch.ops.aten.unsqueeze.default(unsqueeze_678, -1);  unsqueeze_678 = None
        add_169 = torch.ops.aten.add.Tensor(mul_169, unsqueeze_679);  mul_169 = unsqueeze_679 = None
        relu_84 = torch.ops.aten.relu.default(add_169);  add_169 = None
        cat_11 = torch.ops.aten.cat.default([relu_76, cat_9, cat_10, relu_84], 1);  relu_76 = cat_9 = cat_10 = relu_84 = None
        convolution_85 = torch.ops.aten.convolution.default(cat_11, arg426_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg426_1 = None
        add_170 = torch.ops.aten.add.Tensor(arg428_1, 0.001);  arg428_1 = None
        rsqrt_85 = torch.ops.aten.rsqrt.default(add_170);  add_170 = None
        unsqueeze_680 = torch.ops.aten.unsqueeze.default(arg427_1, -1);  arg427_1 = None
        unsqueeze_681 = torch.ops.aten.unsqueeze.default(unsqueeze_680, -1);  unsqueeze_680 = None
        unsqueeze_682 = torch.ops.aten.unsqueeze.default(rsqrt_85, -1);  rsqrt_85 = None
        unsqueeze_683 = torch.ops.aten.unsqueeze.default(unsqueeze_682, -1);  unsqueeze_682 = None
        sub_85 = torch.ops.aten.sub.Tensor(convolution_85, unsqueeze_681);  convolution_85 = unsqueeze_681 = None
        mul_170 = torch.ops.aten.mul.Tensor(sub_85, unsqueeze_683);  sub_85 = unsqueeze_683 = None
        unsqueeze_684 = torch.ops.aten.unsqueeze.default(arg429_1, -1);  arg429_1 = None
        unsqueeze_685 = torch.ops.aten.unsqueeze.default(unsqueeze_684, -1);  unsqueeze_684 = None
        mul_171 = torch.ops.aten.mul.Tensor(mul_170, unsqueeze_685);  mul_170 = unsqueeze_685 = None
        unsqueeze_686 = torch.ops.aten.unsqueeze.default(arg430_1, -1);  arg430_1 = None
        unsqueeze_687 = torch.ops.aten.unsqueeze.default(unsqueeze_686, -1);  unsqueeze_686 = None
        add_171 = torch.ops.aten.add.Tensor(mul_171, unsqueeze_687);  mul_171 = unsqueeze_687 = None
        relu_85 = torch.ops.aten.relu.default(add_171);  add_171 = None
        convolution_86 = torch.ops.aten.convolution.default(cat_11, arg431_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg431_1 = None
        add_172 = torch.ops.aten.add.Tensor(arg433_1, 0.001);  arg433_1 = None
        rsqrt_86 = torch.ops.aten.rsqrt.default(add_172);  add_172 = None
        unsqueeze_688 = torch.ops.aten.unsqueeze.default(arg432_1, -1);  arg432_1 = None
        unsqueeze_689 = torch.ops.aten.unsqueeze.default(unsqueeze_688, -1);  unsqueeze_688 = None
        unsqueeze_690 = torch.ops.aten.unsqueeze.default(rsqrt_86, -1);  rsqrt_86 = None
        unsqueeze_691 = torch.ops.aten.unsqueeze.default(unsqueeze_690, -1);  unsqueeze_690 = None
        sub_86 = torch.ops.aten.sub.Tensor(convolution_86, unsqueeze_689);  convolution_86 = unsqueeze_689 = None
        mul_172 = torch.ops.aten.mul.Tensor(sub_86, unsqueeze_691);  sub_86 = unsqueeze_691 = None
        unsqueeze_692 = torch.ops.aten.unsqueeze.default(arg434_1, -1);  arg434_1 = None
        unsqueeze_693 = torch.ops.aten.unsqueeze.default(unsqueeze_692, -1);  unsqueeze_692 = None
        mul_173 = torch.ops.aten.mul.Tensor(mul_172, unsqueeze_693);  mul_172 = unsqueeze_693 = None
        unsqueeze_694 = torch.ops.aten.unsqueeze.default(arg435_1, -1);  arg435_1 = None
        unsqueeze_695 = torch.ops.aten.unsqueeze.default(unsqueeze_694, -1);  unsqueeze_694 = None
        add_173 = torch.ops.aten.add.Tensor(mul_173, unsqueeze_695);  mul_173 = unsqueeze_695 = None
        relu_86 = torch.ops.aten.relu.default(add_173);  add_173 = None
        convolution_87 = torch.ops.aten.convolution.default(relu_86, arg436_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg436_1 = None
        add_174 = torch.ops.aten.add.Tensor(arg438_1, 0.001);  arg438_1 = None
        rsqrt_87 = torch.ops.aten.rsqrt.default(add_174);  add_174 = None
        unsqueeze_696 = torch.ops.aten.unsqueeze.default(arg437_1, -1);  arg437_1 = None
        unsqueeze_697 = torch.ops.aten.unsqueeze.default(unsqueeze_696, -1);  unsqueeze_696 = None
        unsqueeze_698 = torch.ops.aten.unsqueeze.default(rsqrt_87, -1);  rsqrt_87 = None
        unsqueeze_699 = torch.ops.aten.unsqueeze.default(unsqueeze_698, -1);  unsqueeze_698 = None
        sub_87 = torch.ops.aten.sub.Tensor(convolution_87, unsqueeze_697);  convolution_87 = unsqueeze_697 = None
        mul_174 = torch.ops.aten.mul.Tensor(sub_87, unsqueeze_699);  sub_87 = unsqueeze_699 = None
        unsqueeze_700 = torch.ops.aten.unsqueeze.default(arg439_1, -1);  arg439_1 = None
        unsqueeze_701 = torch.ops.aten.unsqueeze.default(unsqueeze_700, -1);  unsqueeze_700 = None
        mul_175 = torch.ops.aten.mul.Tensor(mul_174, unsqueeze_701);  mul_174 = unsqueeze_701 = None
        unsqueeze_702 = torch.ops.aten.unsqueeze.default(arg440_1, -1);  arg440_1 = None
        unsqueeze_703 = torch.ops.aten.unsqueeze.default(unsqueeze_702, -1);  unsqueeze_702 = None
        add_175 = torch.ops.aten.add.Tensor(mul_175, unsqueeze_703);  mul_175 = unsqueeze_703 = None
        relu_87 = torch.ops.aten.relu.default(add_175);  add_175 = None
        convolution_88 = torch.ops.aten.convolution.default(relu_86, arg441_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_86 = arg441_1 = None
        add_176 = torch.ops.aten.add.Tensor(arg443_1, 0.001);  arg443_1 = None
        rsqrt_88 = torch.ops.aten.rsqrt.default(add_176);  add_176 = None
        unsqueeze_704 = torch.ops.aten.unsqueeze.default(arg442_1, -1);  arg442_1 = None
        unsqueeze_705 = torch.ops.aten.unsqueeze.default(unsqueeze_704, -1);  unsqueeze_704 = None
        unsqueeze_706 = torch.ops.aten.unsqueeze.default(rsqrt_88, -1);  rsqrt_88 = None
        unsqueeze_707 = torch.ops.aten.unsqueeze.default(unsqueeze_706, -1);  unsqueeze_706 = None
        sub_88 = torch.ops.aten.sub.Tensor(convolution_88, unsqueeze_705);  convolution_88 = unsqueeze_705 = None
        mul_176 = torch.ops.aten.mul.Tensor(sub_88, unsqueeze_707);  sub_88 = unsqueeze_707 = None
        unsqueeze_708 = torch.ops.aten.unsqueeze.default(arg444_1, -1);  arg444_1 = None
        unsqueeze_709 = torch.ops.aten.unsqueeze.default(unsqueeze_708, -1);  unsqueeze_708 = None
        mul_177 = torch.ops.aten.mul.Tensor(mul_176, unsqueeze_709);  mul_176 = unsqueeze_709 = None
        unsqueeze_710 = torch.ops.aten.unsqueeze.default(arg445_1, -1);  arg445_1 = None
        unsqueeze_711 = torch.ops.aten.unsqueeze.default(unsqueeze_710, -1);  unsqueeze_710 = None
        add_177 = torch.ops.aten.add.Tensor(mul_177, unsqueeze_711);  mul_177 = unsqueeze_711 = None
        relu_88 = torch.ops.aten.relu.default(add_177);  add_177 = None
        cat_12 = torch.ops.aten.cat.default([relu_87, relu_88], 1);  relu_87 = relu_88 = None
        convolution_89 = torch.ops.aten.convolution.default(cat_11, arg446_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg446_1 = None
        add_178 = torch.ops.aten.add.Tensor(arg448_1, 0.001);  arg448_1 = None
        rsqrt_89 = torch.ops.aten.rsqrt.default(add_178);  add_178 = None
        unsqueeze_712 = torch.ops.aten.unsqueeze.default(arg447_1, -1);  arg447_1 = None
        unsqueeze_713 = torch.ops.aten.unsqueeze.default(unsqueeze_712, -1);  unsqueeze_712 = None
        unsqueeze_714 = torch.ops.aten.unsqueeze.default(rsqrt_89, -1);  rsqrt_89 = None
        unsqueeze_715 = torch.ops.aten.unsqueeze.default(unsqueeze_714, -1);  unsqueeze_714 = None
        sub_89 = torch.ops.aten.sub.Tensor(convolution_89, unsqueeze_713);  convolution_89 = unsqueeze_713 = None
        mul_178 = torch.ops.aten.mul.Tensor(sub_89, unsqueeze_715);  sub_89 = unsqueeze_715 = None
        unsqueeze_716 = torch.ops.aten.unsqueeze.default(arg449_1, -1);  arg449_1 = None
        unsqueeze_717 = torch.ops.aten.unsqueeze.default(unsqueeze_716, -1);  unsqueeze_716 = None
        mul_179 = torch.ops.aten.mul.Tensor(mul_178, unsqueeze_717);  mul_178 = unsqueeze_717 = None
        unsqueeze_718 = torch.ops.aten.unsqueeze.default(arg450_1, -1);  arg450_1 = None
        unsqueeze_719 = torch.ops.aten.unsqueeze.default(unsqueeze_718, -1);  unsqueeze_718 = None
        add_179 = torch.ops.aten.add.Tensor(mul_179, unsqueeze_719);  mul_179 = unsqueeze_719 = None
        relu_89 = torch.ops.aten.relu.default(add_179);  add_179 = None
        convolution_90 = torch.ops.aten.convolution.default(relu_89, arg451_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_89 = arg451_1 = None
        add_180 = torch.ops.aten.add.Tensor(arg453_1, 0.001);  arg453_1 = None
        rsqrt_90 = torch.ops.aten.rsqrt.default(add_180);  add_180 = None
        unsqueeze_720 = torch.ops.aten.unsqueeze.default(arg452_1, -1);  arg452_1 = None
        unsqueeze_721 = torch.ops.aten.unsqueeze.default(unsqueeze_720, -1);  unsqueeze_720 = None
        unsqueeze_722 = torch.ops.aten.unsqueeze.default(rsqrt_90, -1);  rsqrt_90 = None
        unsqueeze_723 = torch.ops.aten.unsqueeze.default(unsqueeze_722, -1);  unsqueeze_722 = None
        sub_90 = torch.ops.aten.sub.Tensor(convolution_90, unsqueeze_721);  convolution_90 = unsqueeze_721 = None
        mul_180 = torch.ops.aten.mul.Tensor(sub_90, unsqueeze_723);  sub_90 = unsqueeze_723 = None
        unsqueeze_724 = torch.ops.aten.unsqueeze.default(arg454_1, -1);  arg454_1 = None
        unsqueeze_725 = torch.ops.aten.unsqueeze.default(unsqueeze_724, -1);  unsqueeze_724 = None
        mul_181 = torch.ops.aten.mul.Tensor(mul_180, unsqueeze_725);  mul_180 = unsqueeze_725 = None
        unsqueeze_726 = torch.ops.aten.unsqueeze.default(arg455_1, -1);  arg455_1 = None
        unsqueeze_727 = torch.ops.aten.unsqueeze.default(unsqueeze_726, -1);  unsqueeze_726 = None
        add_181 = torch.ops.aten.add.Tensor(mul_181, unsqueeze_727);  mul_181 = unsqueeze_727 = None
        relu_90 = torch.ops.aten.relu.default(add_181);  add_181 = None
        convolution_91 = torch.ops.aten.convolution.default(relu_90, arg456_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg456_1 = None
        add_182 = torch.ops.aten.add.Tensor(arg458_1, 0.001);  arg458_1 = None
        rsqrt_91 = torch.ops.aten.rsqrt.default(add_182);  add_182 = None
        unsqueeze_728 = torch.ops.aten.unsqueeze.default(arg457_1, -1);  arg457_1 = None
        unsqueeze_729 = torch.ops.aten.unsqueeze.default(unsqueeze_728, -1);  unsqueeze_728 = None
        unsqueeze_730 = torch.ops.aten.unsqueeze.default(rsqrt_91, -1);  rsqrt_91 = None
        unsqueeze_731 = torch.ops.aten.unsqueeze.default(unsqueeze_730, -1);  unsqueeze_730 = None
        sub_91 = torch.ops.aten.sub.Tensor(convolution_91, unsqueeze_729);  convolution_91 = unsqueeze_729 = None
        mul_182 = torch.ops.aten.mul.Tensor(sub_91, unsqueeze_731);  sub_91 = unsqueeze_731 = None
        unsqueeze_732 = torch.ops.aten.unsqueeze.default(arg459_1, -1);  arg459_1 = None
        unsqueeze_733 = torch.ops.aten.unsqueeze.default(unsqueeze_732, -1);  unsqueeze_732 = None
        mul_183 = torch.ops.aten.mul.Tensor(mul_182, unsqueeze_733);  mul_182 = unsqueeze_733 = None
        unsqueeze_734 = torch.ops.aten.unsqueeze.default(arg460_1, -1);  arg460_1 = None
        unsqueeze_735 = torch.ops.aten.unsqueeze.default(unsqueeze_734, -1);  unsqueeze_734 = None
        add_183 = torch.ops.aten.add.Tensor(mul_183, unsqueeze_735);  mul_183 = unsqueeze_735 = None
        relu_91 = torch.ops.aten.relu.default(add_183);  add_183 = None
        convolution_92 = torch.ops.aten.convolution.default(relu_90, arg461_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_90 = arg461_1 = None
        add_184 = torch.ops.aten.add.Tensor(arg463_1, 0.001);  arg463_1 = None
        rsqrt_92 = torch.ops.aten.rsqrt.default(add_184);  add_184 = None
        unsqueeze_736 = torch.ops.aten.unsqueeze.default(arg462_1, -1);  arg462_1 = None
        unsqueeze_737 = torch.ops.aten.unsqueeze.default(unsqueeze_736, -1);  unsqueeze_736 = None
        unsqueeze_738 = torch.ops.aten.unsqueeze.default(rsqrt_92, -1);  rsqrt_92 = None
        unsqueeze_739 = torch.ops.aten.unsqueeze.default(unsqueeze_738, -1);  unsqueeze_738 = None
        sub_92 = torch.ops.aten.sub.Tensor(convolution_92, unsqueeze_737);  convolution_92 = unsqueeze_737 = None
        mul_184 = torch.ops.aten.mul.Tensor(sub_92, unsqueeze_739);  sub_92 = unsqueeze_739 = None
        unsqueeze_740 = torch.ops.aten.unsqueeze.default(arg464_1, -1);  arg464_1 = None
        unsqueeze_741 = torch.ops.aten.unsqueeze.default(unsqueeze_740, -1);  unsqueeze_740 = None
        mul_185 = torch.ops.aten.mul.Tensor(mul_184, unsqueeze_741);  mul_184 = unsqueeze_741 = None
        unsqueeze_742 = torch.ops.aten.unsqueeze.default(arg465_1, -1);  arg465_1 = None
        unsqueeze_743 = torch.ops.aten.unsqueeze.default(unsqueeze_742, -1);  unsqueeze_742 = None
        add_185 = torch.ops.aten.add.Tensor(mul_185, unsqueeze_743);  mul_185 = unsqueeze_743 = None
        relu_92 = torch.ops.aten.relu.default(add_185);  add_185 = None
        cat_13 = torch.ops.aten.cat.default([relu_91, relu_92], 1);  relu_91 = relu_92 = None
        avg_pool2d_8 = torch.ops.aten.avg_pool2d.default(cat_11, [3, 3], [1, 1], [1, 1]);  cat_11 = None
        convolution_93 = torch.ops.aten.convolution.default(avg_pool2d_8, arg466_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_8 = arg466_1 = None
        add_186 = torch.ops.aten.add.Tensor(arg468_1, 0.001);  arg468_1 = None
        rsqrt_93 = torch.ops.aten.rsqrt.default(add_186);  add_186 = None
        unsqueeze_744 = torch.ops.aten.unsqueeze.default(arg467_1, -1);  arg467_1 = None
        unsqueeze_745 = torch.ops.aten.unsqueeze.default(unsqueeze_744, -1);  unsqueeze_744 = None
        unsqueeze_746 = torch.ops.aten.unsqueeze.default(rsqrt_93, -1);  rsqrt_93 = None
        unsqueeze_747 = torch.ops.aten.unsqueeze.default(unsqueeze_746, -1);  unsqueeze_746 = None
        sub_93 = torch.ops.aten.sub.Tensor(convolution_93, unsqueeze_745);  convolution_93 = unsqueeze_745 = None
        mul_186 = torch.ops.aten.mul.Tensor(sub_93, unsqueeze_747);  sub_93 = unsqueeze_747 = None
        unsqueeze_748 = torch.ops.aten.unsqueeze.default(arg469_1, -1);  arg469_1 = None
        unsqueeze_749 = torch.ops.aten.unsqueeze.default(unsqueeze_748, -1);  unsqueeze_748 = None
        mul_187 = torch.ops.aten.mul.Tensor(mul_186, unsqueeze_749);  mul_186 = unsqueeze_749 = None
        unsqueeze_750 = torch.ops.aten.unsqueeze.default(arg470_1, -1);  arg470_1 = None
        unsqueeze_751 = torch.ops.aten.unsqueeze.default(unsqueeze_750, -1);  unsqueeze_750 = None
        add_187 = torch.ops.aten.add.Tensor(mul_187, unsqueeze_751);  mul_187 = unsqueeze_751 = None
        relu_93 = torch.ops.aten.relu.default(add_187);  add_187 = None
        cat_14 = torch.ops.aten.cat.default([relu_85, cat_12, cat_13, relu_93], 1);  relu_85 = cat_12 = cat_13 = relu_93 = None
        mean = torch.ops.aten.mean.dim(cat_14, [-1, -2], True);  cat_14 = None
        view = torch.ops.aten.view.default(mean, [1, 2048]);  mean = None
        permute = torch.ops.aten.permute.default(arg471_1, [1, 0]);  arg471_1 = None
        addmm = torch.ops.aten.addmm.default(arg472_1, view, permute);  arg472_1 = view = permute = None
        return (addmm,)

def load_args(reader):
    buf0 = reader.storage(None, 3456)
    reader.tensor(buf0, (32, 3, 3, 3), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 1072812)
    reader.tensor(buf1, (1, 3, 299, 299), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 128)
    reader.tensor(buf2, (32,), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 128)
    reader.tensor(buf3, (32,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 128)
    reader.tensor(buf4, (32,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 128)
    reader.tensor(buf5, (32,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 36864)
    reader.tensor(buf6, (32, 32, 3, 3), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 128)
    reader.tensor(buf7, (32,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 128)
    reader.tensor(buf8, (32,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 128)
    reader.tensor(buf9, (32,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 128)
    reader.tensor(buf10, (32,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 73728)
    reader.tensor(buf11, (64, 32, 3, 3), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 256)
    reader.tensor(buf12, (64,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 256)
    reader.tensor(buf13, (64,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 256)
    reader.tensor(buf14, (64,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 256)
    reader.tensor(buf15, (64,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 20480)
    reader.tensor(buf16, (80, 64, 1, 1), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 320)
    reader.tensor(buf17, (80,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 320)
    reader.tensor(buf18, (80,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 320)
    reader.tensor(buf19, (80,), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 320)
    reader.tensor(buf20, (80,), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 552960)
    reader.tensor(buf21, (192, 80, 3, 3), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 768)
    reader.tensor(buf22, (192,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 768)
    reader.tensor(buf23, (192,), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 768)
    reader.tensor(buf24, (192,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 768)
    reader.tensor(buf25, (192,), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 49152)
    reader.tensor(buf26, (64, 192, 1, 1), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 256)
    reader.tensor(buf27, (64,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 256)
    reader.tensor(buf28, (64,), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 256)
    reader.tensor(buf29, (64,), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 256)
    reader.tensor(buf30, (64,), is_leaf=True)  # arg30_1
    buf31 = reader.storage(None, 36864)
    reader.tensor(buf31, (48, 192, 1, 1), is_leaf=True)  # arg31_1
    buf32 = reader.storage(None, 192)
    reader.tensor(buf32, (48,), is_leaf=True)  # arg32_1
    buf33 = reader.storage(None, 192)
    reader.tensor(buf33, (48,), is_leaf=True)  # arg33_1
    buf34 = reader.storage(None, 192)
    reader.tensor(buf34, (48,), is_leaf=True)  # arg34_1
    buf35 = reader.storage(None, 192)
    reader.tensor(buf35, (48,), is_leaf=True)  # arg35_1
    buf36 = reader.storage(None, 307200)
    reader.tensor(buf36, (64, 48, 5, 5), is_leaf=True)  # arg36_1
    buf37 = reader.storage(None, 256)
    reader.tensor(buf37, (64,), is_leaf=True)  # arg37_1
    buf38 = reader.storage(None, 256)
    reader.tensor(buf38, (64,), is_leaf=True)  # arg38_1
    buf39 = reader.storage(None, 256)
    reader.tensor(buf39, (64,), is_leaf=True)  # arg39_1
    buf40 = reader.storage(None, 256)
    reader.tensor(buf40, (64,), is_leaf=True)  # arg40_1
    buf41 = reader.storage(None, 49152)
    reader.tensor(buf41, (64, 192, 1, 1), is_leaf=True)  # arg41_1
    buf42 = reader.storage(None, 256)
    reader.tensor(buf42, (64,), is_leaf=True)  # arg42_1
    buf43 = reader.storage(None, 256)
    reader.tensor(buf43, (64,), is_leaf=True)  # arg43_1
    buf44 = reader.storage(None, 256)
    reader.tensor(buf44, (64,), is_leaf=True)  # arg44_1
    buf45 = reader.storage(None, 256)
    reader.tensor(buf45, (64,), is_leaf=True)  # arg45_1
    buf46 = reader.storage(None, 221184)
    reader.tensor(buf46, (96, 64, 3, 3), is_leaf=True)  # arg46_1
    buf47 = reader.storage(None, 384)
    reader.tensor(buf47, (96,), is_leaf=True)  # arg47_1
    buf48 = reader.storage(None, 384)
    reader.tensor(buf48, (96,), is_leaf=True)  # arg48_1
    buf49 = reader.storage(None, 384)
    reader.tensor(buf49, (96,), is_leaf=True)  # arg49_1
    buf50 = reader.storage(None, 384)
    reader.tensor(buf50, (96,), is_leaf=True)  # arg50_1
    buf51 = reader.storage(None, 331776)
    reader.tensor(buf51, (96, 96, 3, 3), is_leaf=True)  # arg51_1
    buf52 = reader.storage(None, 384)
    reader.tensor(buf52, (96,), is_leaf=True)  # arg52_1
    buf53 = reader.storage(None, 384)
    reader.tensor(buf53, (96,), is_leaf=True)  # arg53_1
    buf54 = reader.storage(None, 384)
    reader.tensor(buf54, (96,), is_leaf=True)  # arg54_1
    buf55 = reader.storage(None, 384)
    reader.tensor(buf55, (96,), is_leaf=True)  # arg55_1
    buf56 = reader.storage(None, 24576)
    reader.tensor(buf56, (32, 192, 1, 1), is_leaf=True)  # arg56_1
    buf57 = reader.storage(None, 128)
    reader.tensor(buf57, (32,), is_leaf=True)  # arg57_1
    buf58 = reader.storage(None, 128)
    reader.tensor(buf58, (32,), is_leaf=True)  # arg58_1
    buf59 = reader.storage(None, 128)
    reader.tensor(buf59, (32,), is_leaf=True)  # arg59_1
    buf60 = reader.storage(None, 128)
    reader.tensor(buf60, (32,), is_leaf=True)  # arg60_1
    buf61 = reader.storage(None, 65536)
    reader.tensor(buf61, (64, 256, 1, 1), is_leaf=True)  # arg61_1
    buf62 = reader.storage(None, 256)
    reader.tensor(buf62, (64,), is_leaf=True)  # arg62_1
    buf63 = reader.storage(None, 256)
    reader.tensor(buf63, (64,), is_leaf=True)  # arg63_1
    buf64 = reader.storage(None, 256)
    reader.tensor(buf64, (64,), is_leaf=True)  # arg64_1
    buf65 = reader.storage(None, 256)
    reader.tensor(buf65, (64,), is_leaf=True)  # arg65_1
    buf66 = reader.storage(None, 49152)
    reader.tensor(buf66, (48, 256, 1, 1), is_leaf=True)  # arg66_1
    buf67 = reader.storage(None, 192)
    reader.tensor(buf67, (48,), is_leaf=True)  # arg67_1
    buf68 = reader.storage(None, 192)
    reader.tensor(buf68, (48,), is_leaf=True)  # arg68_1
    buf69 = reader.storage(None, 192)
    reader.tensor(buf69, (48,), is_leaf=True)  # arg69_1
    buf70 = reader.storage(None, 192)
    reader.tensor(buf70, (48,), is_leaf=True)  # arg70_1
    buf71 = reader.storage(None, 307200)
    reader.tensor(buf71, (64, 48, 5, 5), is_leaf=True)  # arg71_1
    buf72 = reader.storage(None, 256)
    reader.tensor(buf72, (64,), is_leaf=True)  # arg72_1
    buf73 = reader.storage(None, 256)
    reader.tensor(buf73, (64,), is_leaf=True)  # arg73_1
    buf74 = reader.storage(None, 256)
    reader.tensor(buf74, (64,), is_leaf=True)  # arg74_1
    buf75 = reader.storage(None, 256)
    reader.tensor(buf75, (64,), is_leaf=True)  # arg75_1
    buf76 = reader.storage(None, 65536)
    reader.tensor(buf76, (64, 256, 1, 1), is_leaf=True)  # arg76_1
    buf77 = reader.storage(None, 256)
    reader.tensor(buf77, (64,), is_leaf=True)  # arg77_1
    buf78 = reader.storage(None, 256)
    reader.tensor(buf78, (64,), is_leaf=True)  # arg78_1
    buf79 = reader.storage(None, 256)
    reader.tensor(buf79, (64,), is_leaf=True)  # arg79_1
    buf80 = reader.storage(None, 256)
    reader.tensor(buf80, (64,), is_leaf=True)  # arg80_1
    buf81 = reader.storage(None, 221184)
    reader.tensor(buf81, (96, 64, 3, 3), is_leaf=True)  # arg81_1
    buf82 = reader.storage(None, 384)
    reader.tensor(buf82, (96,), is_leaf=True)  # arg82_1
    buf83 = reader.storage(None, 384)
    reader.tensor(buf83, (96,), is_leaf=True)  # arg83_1
    buf84 = reader.storage(None, 384)
    reader.tensor(buf84, (96,), is_leaf=True)  # arg84_1
    buf85 = reader.storage(None, 384)
    reader.tensor(buf85, (96,), is_leaf=True)  # arg85_1
    buf86 = reader.storage(None, 331776)
    reader.tensor(buf86, (96, 96, 3, 3), is_leaf=True)  # arg86_1
    buf87 = reader.storage(None, 384)
    reader.tensor(buf87, (96,), is_leaf=True)  # arg87_1
    buf88 = reader.storage(None, 384)
    reader.tensor(buf88, (96,), is_leaf=True)  # arg88_1
    buf89 = reader.storage(None, 384)
    reader.tensor(buf89, (96,), is_leaf=True)  # arg89_1
    buf90 = reader.storage(None, 384)
    reader.tensor(buf90, (96,), is_leaf=True)  # arg90_1
    buf91 = reader.storage(None, 65536)
    reader.tensor(buf91, (64, 256, 1, 1), is_leaf=True)  # arg91_1
    buf92 = reader.storage(None, 256)
    reader.tensor(buf92, (64,), is_leaf=True)  # arg92_1
    buf93 = reader.storage(None, 256)
    reader.tensor(buf93, (64,), is_leaf=True)  # arg93_1
    buf94 = reader.storage(None, 256)
    reader.tensor(buf94, (64,), is_leaf=True)  # arg94_1
    buf95 = reader.storage(None, 256)
    reader.tensor(buf95, (64,), is_leaf=True)  # arg95_1
    buf96 = reader.storage(None, 73728)
    reader.tensor(buf96, (64, 288, 1, 1), is_leaf=True)  # arg96_1
    buf97 = reader.storage(None, 256)
    reader.tensor(buf97, (64,), is_leaf=True)  # arg97_1
    buf98 = reader.storage(None, 256)
    reader.tensor(buf98, (64,), is_leaf=True)  # arg98_1
    buf99 = reader.storage(None, 256)
    reader.tensor(buf99, (64,), is_leaf=True)  # arg99_1
    buf100 = reader.storage(None, 256)
    reader.tensor(buf100, (64,), is_leaf=True)  # arg100_1
    buf101 = reader.storage(None, 55296)
    reader.tensor(buf101, (48, 288, 1, 1), is_leaf=True)  # arg101_1
    buf102 = reader.storage(None, 192)
    reader.tensor(buf102, (48,), is_leaf=True)  # arg102_1
    buf103 = reader.storage(None, 192)
    reader.tensor(buf103, (48,), is_leaf=True)  # arg103_1
    buf104 = reader.storage(None, 192)
    reader.tensor(buf104, (48,), is_leaf=True)  # arg104_1
    buf105 = reader.storage(None, 192)
    reader.tensor(buf105, (48,), is_leaf=True)  # arg105_1
    buf106 = reader.storage(None, 307200)
    reader.tensor(buf106, (64, 48, 5, 5), is_leaf=True)  # arg106_1
    buf107 = reader.storage(None, 256)
    reader.tensor(buf107, (64,), is_leaf=True)  # arg107_1
    buf108 = reader.storage(None, 256)
    reader.tensor(buf108, (64,), is_leaf=True)  # arg108_1
    buf109 = reader.storage(None, 256)
    reader.tensor(buf109, (64,), is_leaf=True)  # arg109_1
    buf110 = reader.storage(None, 256)
    reader.tensor(buf110, (64,), is_leaf=True)  # arg110_1
    buf111 = reader.storage(None, 73728)
    reader.tensor(buf111, (64, 288, 1, 1), is_leaf=True)  # arg111_1
    buf112 = reader.storage(None, 256)
    reader.tensor(buf112, (64,), is_leaf=True)  # arg112_1
    buf113 = reader.storage(None, 256)
    reader.tensor(buf113, (64,), is_leaf=True)  # arg113_1
    buf114 = reader.storage(None, 256)
    reader.tensor(buf114, (64,), is_leaf=True)  # arg114_1
    buf115 = reader.storage(None, 256)
    reader.tensor(buf115, (64,), is_leaf=True)  # arg115_1
    buf116 = reader.storage(None, 221184)
    reader.tensor(buf116, (96, 64, 3, 3), is_leaf=True)  # arg116_1
    buf117 = reader.storage(None, 384)
    reader.tensor(buf117, (96,), is_leaf=True)  # arg117_1
    buf118 = reader.storage(None, 384)
    reader.tensor(buf118, (96,), is_leaf=True)  # arg118_1
    buf119 = reader.storage(None, 384)
    reader.tensor(buf119, (96,), is_leaf=True)  # arg119_1
    buf120 = reader.storage(None, 384)
    reader.tensor(buf120, (96,), is_leaf=True)  # arg120_1
    buf121 = reader.storage(None, 331776)
    reader.tensor(buf121, (96, 96, 3, 3), is_leaf=True)  # arg121_1
    buf122 = reader.storage(None, 384)
    reader.tensor(buf122, (96,), is_leaf=True)  # arg122_1
    buf123 = reader.storage(None, 384)
    reader.tensor(buf123, (96,), is_leaf=True)  # arg123_1
    buf124 = reader.storage(None, 384)
    reader.tensor(buf124, (96,), is_leaf=True)  # arg124_1
    buf125 = reader.storage(None, 384)
    reader.tensor(buf125, (96,), is_leaf=True)  # arg125_1
    buf126 = reader.storage(None, 73728)
    reader.tensor(buf126, (64, 288, 1, 1), is_leaf=True)  # arg126_1
    buf127 = reader.storage(None, 256)
    reader.tensor(buf127, (64,), is_leaf=True)  # arg127_1
    buf128 = reader.storage(None, 256)
    reader.tensor(buf128, (64,), is_leaf=True)  # arg128_1
    buf129 = reader.storage(None, 256)
    reader.tensor(buf129, (64,), is_leaf=True)  # arg129_1
    buf130 = reader.storage(None, 256)
    reader.tensor(buf130, (64,), is_leaf=True)  # arg130_1
    buf131 = reader.storage(None, 3981312)
    reader.tensor(buf131, (384, 288, 3, 3), is_leaf=True)  # arg131_1
    buf132 = reader.storage(None, 1536)
    reader.tensor(buf132, (384,), is_leaf=True)  # arg132_1
    buf133 = reader.storage(None, 1536)
    reader.tensor(buf133, (384,), is_leaf=True)  # arg133_1
    buf134 = reader.storage(None, 1536)
    reader.tensor(buf134, (384,), is_leaf=True)  # arg134_1
    buf135 = reader.storage(None, 1536)
    reader.tensor(buf135, (384,), is_leaf=True)  # arg135_1
    buf136 = reader.storage(None, 73728)
    reader.tensor(buf136, (64, 288, 1, 1), is_leaf=True)  # arg136_1
    buf137 = reader.storage(None, 256)
    reader.tensor(buf137, (64,), is_leaf=True)  # arg137_1
    buf138 = reader.storage(None, 256)
    reader.tensor(buf138, (64,), is_leaf=True)  # arg138_1
    buf139 = reader.storage(None, 256)
    reader.tensor(buf139, (64,), is_leaf=True)  # arg139_1
    buf140 = reader.storage(None, 256)
    reader.tensor(buf140, (64,), is_leaf=True)  # arg140_1
    buf141 = reader.storage(None, 221184)
    reader.tensor(buf141, (96, 64, 3, 3), is_leaf=True)  # arg141_1
    buf142 = reader.storage(None, 384)
    reader.tensor(buf142, (96,), is_leaf=True)  # arg142_1
    buf143 = reader.storage(None, 384)
    reader.tensor(buf143, (96,), is_leaf=True)  # arg143_1
    buf144 = reader.storage(None, 384)
    reader.tensor(buf144, (96,), is_leaf=True)  # arg144_1
    buf145 = reader.storage(None, 384)
    reader.tensor(buf145, (96,), is_leaf=True)  # arg145_1
    buf146 = reader.storage(None, 331776)
    reader.tensor(buf146, (96, 96, 3, 3), is_leaf=True)  # arg146_1
    buf147 = reader.storage(None, 384)
    reader.tensor(buf147, (96,), is_leaf=True)  # arg147_1
    buf148 = reader.storage(None, 384)
    reader.tensor(buf148, (96,), is_leaf=True)  # arg148_1
    buf149 = reader.storage(None, 384)
    reader.tensor(buf149, (96,), is_leaf=True)  # arg149_1
    buf150 = reader.storage(None, 384)
    reader.tensor(buf150, (96,), is_leaf=True)  # arg150_1
    buf151 = reader.storage(None, 589824)
    reader.tensor(buf151, (192, 768, 1, 1), is_leaf=True)  # arg151_1
    buf152 = reader.storage(None, 768)
    reader.tensor(buf152, (192,), is_leaf=True)  # arg152_1
    buf153 = reader.storage(None, 768)
    reader.tensor(buf153, (192,), is_leaf=True)  # arg153_1
    buf154 = reader.storage(None, 768)
    reader.tensor(buf154, (192,), is_leaf=True)  # arg154_1
    buf155 = reader.storage(None, 768)
    reader.tensor(buf155, (192,), is_leaf=True)  # arg155_1
    buf156 = reader.storage(None, 393216)
    reader.tensor(buf156, (128, 768, 1, 1), is_leaf=True)  # arg156_1
    buf157 = reader.storage(None, 512)
    reader.tensor(buf157, (128,), is_leaf=True)  # arg157_1
    buf158 = reader.storage(None, 512)
    reader.tensor(buf158, (128,), is_leaf=True)  # arg158_1
    buf159 = reader.storage(None, 512)
    reader.tensor(buf159, (128,), is_leaf=True)  # arg159_1
    buf160 = reader.storage(None, 512)
    reader.tensor(buf160, (128,), is_leaf=True)  # arg160_1
    buf161 = reader.storage(None, 458752)
    reader.tensor(buf161, (128, 128, 1, 7), is_leaf=True)  # arg161_1
    buf162 = reader.storage(None, 512)
    reader.tensor(buf162, (128,), is_leaf=True)  # arg162_1
    buf163 = reader.storage(None, 512)
    reader.tensor(buf163, (128,), is_leaf=True)  # arg163_1
    buf164 = reader.storage(None, 512)
    reader.tensor(buf164, (128,), is_leaf=True)  # arg164_1
    buf165 = reader.storage(None, 512)
    reader.tensor(buf165, (128,), is_leaf=True)  # arg165_1
    buf166 = reader.storage(None, 688128)
    reader.tensor(buf166, (192, 128, 7, 1), is_leaf=True)  # arg166_1
    buf167 = reader.storage(None, 768)
    reader.tensor(buf167, (192,), is_leaf=True)  # arg167_1
    buf168 = reader.storage(None, 768)
    reader.tensor(buf168, (192,), is_leaf=True)  # arg168_1
    buf169 = reader.storage(None, 768)
    reader.tensor(buf169, (192,), is_leaf=True)  # arg169_1
    buf170 = reader.storage(None, 768)
    reader.tensor(buf170, (192,), is_leaf=True)  # arg170_1
    buf171 = reader.storage(None, 393216)
    reader.tensor(buf171, (128, 768, 1, 1), is_leaf=True)  # arg171_1
    buf172 = reader.storage(None, 512)
    reader.tensor(buf172, (128,), is_leaf=True)  # arg172_1
    buf173 = reader.storage(None, 512)
    reader.tensor(buf173, (128,), is_leaf=True)  # arg173_1
    buf174 = reader.storage(None, 512)
    reader.tensor(buf174, (128,), is_leaf=True)  # arg174_1
    buf175 = reader.storage(None, 512)
    reader.tensor(buf175, (128,), is_leaf=True)  # arg175_1
    buf176 = reader.storage(None, 458752)
    reader.tensor(buf176, (128, 128, 7, 1), is_leaf=True)  # arg176_1
    buf177 = reader.storage(None, 512)
    reader.tensor(buf177, (128,), is_leaf=True)  # arg177_1
    buf178 = reader.storage(None, 512)
    reader.tensor(buf178, (128,), is_leaf=True)  # arg178_1
    buf179 = reader.storage(None, 512)
    reader.tensor(buf179, (128,), is_leaf=True)  # arg179_1
    buf180 = reader.storage(None, 512)
    reader.tensor(buf180, (128,), is_leaf=True)  # arg180_1
    buf181 = reader.storage(None, 458752)
    reader.tensor(buf181, (128, 128, 1, 7), is_leaf=True)  # arg181_1
    buf182 = reader.storage(None, 512)
    reader.tensor(buf182, (128,), is_leaf=True)  # arg182_1
    buf183 = reader.storage(None, 512)
    reader.tensor(buf183, (128,), is_leaf=True)  # arg183_1
    buf184 = reader.storage(None, 512)
    reader.tensor(buf184, (128,), is_leaf=True)  # arg184_1
    buf185 = reader.storage(None, 512)
    reader.tensor(buf185, (128,), is_leaf=True)  # arg185_1
    buf186 = reader.storage(None, 458752)
    reader.tensor(buf186, (128, 128, 7, 1), is_leaf=True)  # arg186_1
    buf187 = reader.storage(None, 512)
    reader.tensor(buf187, (128,), is_leaf=True)  # arg187_1
    buf188 = reader.storage(None, 512)
    reader.tensor(buf188, (128,), is_leaf=True)  # arg188_1
    buf189 = reader.storage(None, 512)
    reader.tensor(buf189, (128,), is_leaf=True)  # arg189_1
    buf190 = reader.storage(None, 512)
    reader.tensor(buf190, (128,), is_leaf=True)  # arg190_1
    buf191 = reader.storage(None, 688128)
    reader.tensor(buf191, (192, 128, 1, 7), is_leaf=True)  # arg191_1
    buf192 = reader.storage(None, 768)
    reader.tensor(buf192, (192,), is_leaf=True)  # arg192_1
    buf193 = reader.storage(None, 768)
    reader.tensor(buf193, (192,), is_leaf=True)  # arg193_1
    buf194 = reader.storage(None, 768)
    reader.tensor(buf194, (192,), is_leaf=True)  # arg194_1
    buf195 = reader.storage(None, 768)
    reader.tensor(buf195, (192,), is_leaf=True)  # arg195_1
    buf196 = reader.storage(None, 589824)
    reader.tensor(buf196, (192, 768, 1, 1), is_leaf=True)  # arg196_1
    buf197 = reader.storage(None, 768)
    reader.tensor(buf197, (192,), is_leaf=True)  # arg197_1
    buf198 = reader.storage(None, 768)
    reader.tensor(buf198, (192,), is_leaf=True)  # arg198_1
    buf199 = reader.storage(None, 768)
    reader.tensor(buf199, (192,), is_leaf=True)  # arg199_1
    buf200 = reader.storage(None, 768)
    reader.tensor(buf200, (192,), is_leaf=True)  # arg200_1
    buf201 = reader.storage(None, 589824)
    reader.tensor(buf201, (192, 768, 1, 1), is_leaf=True)  # arg201_1
    buf202 = reader.storage(None, 768)
    reader.tensor(buf202, (192,), is_leaf=True)  # arg202_1
    buf203 = reader.storage(None, 768)
    reader.tensor(buf203, (192,), is_leaf=True)  # arg203_1
    buf204 = reader.storage(None, 768)
    reader.tensor(buf204, (192,), is_leaf=True)  # arg204_1
    buf205 = reader.storage(None, 768)
    reader.tensor(buf205, (192,), is_leaf=True)  # arg205_1
    buf206 = reader.storage(None, 491520)
    reader.tensor(buf206, (160, 768, 1, 1), is_leaf=True)  # arg206_1
    buf207 = reader.storage(None, 640)
    reader.tensor(buf207, (160,), is_leaf=True)  # arg207_1
    buf208 = reader.storage(None, 640)
    reader.tensor(buf208, (160,), is_leaf=True)  # arg208_1
    buf209 = reader.storage(None, 640)
    reader.tensor(buf209, (160,), is_leaf=True)  # arg209_1
    buf210 = reader.storage(None, 640)
    reader.tensor(buf210, (160,), is_leaf=True)  # arg210_1
    buf211 = reader.storage(None, 716800)
    reader.tensor(buf211, (160, 160, 1, 7), is_leaf=True)  # arg211_1
    buf212 = reader.storage(None, 640)
    reader.tensor(buf212, (160,), is_leaf=True)  # arg212_1
    buf213 = reader.storage(None, 640)
    reader.tensor(buf213, (160,), is_leaf=True)  # arg213_1
    buf214 = reader.storage(None, 640)
    reader.tensor(buf214, (160,), is_leaf=True)  # arg214_1
    buf215 = reader.storage(None, 640)
    reader.tensor(buf215, (160,), is_leaf=True)  # arg215_1
    buf216 = reader.storage(None, 860160)
    reader.tensor(buf216, (192, 160, 7, 1), is_leaf=True)  # arg216_1
    buf217 = reader.storage(None, 768)
    reader.tensor(buf217, (192,), is_leaf=True)  # arg217_1
    buf218 = reader.storage(None, 768)
    reader.tensor(buf218, (192,), is_leaf=True)  # arg218_1
    buf219 = reader.storage(None, 768)
    reader.tensor(buf219, (192,), is_leaf=True)  # arg219_1
    buf220 = reader.storage(None, 768)
    reader.tensor(buf220, (192,), is_leaf=True)  # arg220_1
    buf221 = reader.storage(None, 491520)
    reader.tensor(buf221, (160, 768, 1, 1), is_leaf=True)  # arg221_1
    buf222 = reader.storage(None, 640)
    reader.tensor(buf222, (160,), is_leaf=True)  # arg222_1
    buf223 = reader.storage(None, 640)
    reader.tensor(buf223, (160,), is_leaf=True)  # arg223_1
    buf224 = reader.storage(None, 640)
    reader.tensor(buf224, (160,), is_leaf=True)  # arg224_1
    buf225 = reader.storage(None, 640)
    reader.tensor(buf225, (160,), is_leaf=True)  # arg225_1
    buf226 = reader.storage(None, 716800)
    reader.tensor(buf226, (160, 160, 7, 1), is_leaf=True)  # arg226_1
    buf227 = reader.storage(None, 640)
    reader.tensor(buf227, (160,), is_leaf=True)  # arg227_1
    buf228 = reader.storage(None, 640)
    reader.tensor(buf228, (160,), is_leaf=True)  # arg228_1
    buf229 = reader.storage(None, 640)
    reader.tensor(buf229, (160,), is_leaf=True)  # arg229_1
    buf230 = reader.storage(None, 640)
    reader.tensor(buf230, (160,), is_leaf=True)  # arg230_1
    buf231 = reader.storage(None, 716800)
    reader.tensor(buf231, (160, 160, 1, 7), is_leaf=True)  # arg231_1
    buf232 = reader.storage(None, 640)
    reader.tensor(buf232, (160,), is_leaf=True)  # arg232_1
    buf233 = reader.storage(None, 640)
    reader.tensor(buf233, (160,), is_leaf=True)  # arg233_1
    buf234 = reader.storage(None, 640)
    reader.tensor(buf234, (160,), is_leaf=True)  # arg234_1
    buf235 = reader.storage(None, 640)
    reader.tensor(buf235, (160,), is_leaf=True)  # arg235_1
    buf236 = reader.storage(None, 716800)
    reader.tensor(buf236, (160, 160, 7, 1), is_leaf=True)  # arg236_1
    buf237 = reader.storage(None, 640)
    reader.tensor(buf237, (160,), is_leaf=True)  # arg237_1
    buf238 = reader.storage(None, 640)
    reader.tensor(buf238, (160,), is_leaf=True)  # arg238_1
    buf239 = reader.storage(None, 640)
    reader.tensor(buf239, (160,), is_leaf=True)  # arg239_1
    buf240 = reader.storage(None, 640)
    reader.tensor(buf240, (160,), is_leaf=True)  # arg240_1
    buf241 = reader.storage(None, 860160)
    reader.tensor(buf241, (192, 160, 1, 7), is_leaf=True)  # arg241_1
    buf242 = reader.storage(None, 768)
    reader.tensor(buf242, (192,), is_leaf=True)  # arg242_1
    buf243 = reader.storage(None, 768)
    reader.tensor(buf243, (192,), is_leaf=True)  # arg243_1
    buf244 = reader.storage(None, 768)
    reader.tensor(buf244, (192,), is_leaf=True)  # arg244_1
    buf245 = reader.storage(None, 768)
    reader.tensor(buf245, (192,), is_leaf=True)  # arg245_1
    buf246 = reader.storage(None, 589824)
    reader.tensor(buf246, (192, 768, 1, 1), is_leaf=True)  # arg246_1
    buf247 = reader.storage(None, 768)
    reader.tensor(buf247, (192,), is_leaf=True)  # arg247_1
    buf248 = reader.storage(None, 768)
    reader.tensor(buf248, (192,), is_leaf=True)  # arg248_1
    buf249 = reader.storage(None, 768)
    reader.tensor(buf249, (192,), is_leaf=True)  # arg249_1
    buf250 = reader.storage(None, 768)
    reader.tensor(buf250, (192,), is_leaf=True)  # arg250_1
    buf251 = reader.storage(None, 589824)
    reader.tensor(buf251, (192, 768, 1, 1), is_leaf=True)  # arg251_1
    buf252 = reader.storage(None, 768)
    reader.tensor(buf252, (192,), is_leaf=True)  # arg252_1
    buf253 = reader.storage(None, 768)
    reader.tensor(buf253, (192,), is_leaf=True)  # arg253_1
    buf254 = reader.storage(None, 768)
    reader.tensor(buf254, (192,), is_leaf=True)  # arg254_1
    buf255 = reader.storage(None, 768)
    reader.tensor(buf255, (192,), is_leaf=True)  # arg255_1
    buf256 = reader.storage(None, 491520)
    reader.tensor(buf256, (160, 768, 1, 1), is_leaf=True)  # arg256_1
    buf257 = reader.storage(None, 640)
    reader.tensor(buf257, (160,), is_leaf=True)  # arg257_1
    buf258 = reader.storage(None, 640)
    reader.tensor(buf258, (160,), is_leaf=True)  # arg258_1
    buf259 = reader.storage(None, 640)
    reader.tensor(buf259, (160,), is_leaf=True)  # arg259_1
    buf260 = reader.storage(None, 640)
    reader.tensor(buf260, (160,), is_leaf=True)  # arg260_1
    buf261 = reader.storage(None, 716800)
    reader.tensor(buf261, (160, 160, 1, 7), is_leaf=True)  # arg261_1
    buf262 = reader.storage(None, 640)
    reader.tensor(buf262, (160,), is_leaf=True)  # arg262_1
    buf263 = reader.storage(None, 640)
    reader.tensor(buf263, (160,), is_leaf=True)  # arg263_1
    buf264 = reader.storage(None, 640)
    reader.tensor(buf264, (160,), is_leaf=True)  # arg264_1
    buf265 = reader.storage(None, 640)
    reader.tensor(buf265, (160,), is_leaf=True)  # arg265_1
    buf266 = reader.storage(None, 860160)
    reader.tensor(buf266, (192, 160, 7, 1), is_leaf=True)  # arg266_1
    buf267 = reader.storage(None, 768)
    reader.tensor(buf267, (192,), is_leaf=True)  # arg267_1
    buf268 = reader.storage(None, 768)
    reader.tensor(buf268, (192,), is_leaf=True)  # arg268_1
    buf269 = reader.storage(None, 768)
    reader.tensor(buf269, (192,), is_leaf=True)  # arg269_1
    buf270 = reader.storage(None, 768)
    reader.tensor(buf270, (192,), is_leaf=True)  # arg270_1
    buf271 = reader.storage(None, 491520)
    reader.tensor(buf271, (160, 768, 1, 1), is_leaf=True)  # arg271_1
    buf272 = reader.storage(None, 640)
    reader.tensor(buf272, (160,), is_leaf=True)  # arg272_1
    buf273 = reader.storage(None, 640)
    reader.tensor(buf273, (160,), is_leaf=True)  # arg273_1
    buf274 = reader.storage(None, 640)
    reader.tensor(buf274, (160,), is_leaf=True)  # arg274_1
    buf275 = reader.storage(None, 640)
    reader.tensor(buf275, (160,), is_leaf=True)  # arg275_1
    buf276 = reader.storage(None, 716800)
    reader.tensor(buf276, (160, 160, 7, 1), is_leaf=True)  # arg276_1
    buf277 = reader.storage(None, 640)
    reader.tensor(buf277, (160,), is_leaf=True)  # arg277_1
    buf278 = reader.storage(None, 640)
    reader.tensor(buf278, (160,), is_leaf=True)  # arg278_1
    buf279 = reader.storage(None, 640)
    reader.tensor(buf279, (160,), is_leaf=True)  # arg279_1
    buf280 = reader.storage(None, 640)
    reader.tensor(buf280, (160,), is_leaf=True)  # arg280_1
    buf281 = reader.storage(None, 716800)
    reader.tensor(buf281, (160, 160, 1, 7), is_leaf=True)  # arg281_1
    buf282 = reader.storage(None, 640)
    reader.tensor(buf282, (160,), is_leaf=True)  # arg282_1
    buf283 = reader.storage(None, 640)
    reader.tensor(buf283, (160,), is_leaf=True)  # arg283_1
    buf284 = reader.storage(None, 640)
    reader.tensor(buf284, (160,), is_leaf=True)  # arg284_1
    buf285 = reader.storage(None, 640)
    reader.tensor(buf285, (160,), is_leaf=True)  # arg285_1
    buf286 = reader.storage(None, 716800)
    reader.tensor(buf286, (160, 160, 7, 1), is_leaf=True)  # arg286_1
    buf287 = reader.storage(None, 640)
    reader.tensor(buf287, (160,), is_leaf=True)  # arg287_1
    buf288 = reader.storage(None, 640)
    reader.tensor(buf288, (160,), is_leaf=True)  # arg288_1
    buf289 = reader.storage(None, 640)
    reader.tensor(buf289, (160,), is_leaf=True)  # arg289_1
    buf290 = reader.storage(None, 640)
    reader.tensor(buf290, (160,), is_leaf=True)  # arg290_1
    buf291 = reader.storage(None, 860160)
    reader.tensor(buf291, (192, 160, 1, 7), is_leaf=True)  # arg291_1
    buf292 = reader.storage(None, 768)
    reader.tensor(buf292, (192,), is_leaf=True)  # arg292_1
    buf293 = reader.storage(None, 768)
    reader.tensor(buf293, (192,), is_leaf=True)  # arg293_1
    buf294 = reader.storage(None, 768)
    reader.tensor(buf294, (192,), is_leaf=True)  # arg294_1
    buf295 = reader.storage(None, 768)
    reader.tensor(buf295, (192,), is_leaf=True)  # arg295_1
    buf296 = reader.storage(None, 589824)
    reader.tensor(buf296, (192, 768, 1, 1), is_leaf=True)  # arg296_1
    buf297 = reader.storage(None, 768)
    reader.tensor(buf297, (192,), is_leaf=True)  # arg297_1
    buf298 = reader.storage(None, 768)
    reader.tensor(buf298, (192,), is_leaf=True)  # arg298_1
    buf299 = reader.storage(None, 768)
    reader.tensor(buf299, (192,), is_leaf=True)  # arg299_1
    buf300 = reader.storage(None, 768)
    reader.tensor(buf300, (192,), is_leaf=True)  # arg300_1
    buf301 = reader.storage(None, 589824)
    reader.tensor(buf301, (192, 768, 1, 1), is_leaf=True)  # arg301_1
    buf302 = reader.storage(None, 768)
    reader.tensor(buf302, (192,), is_leaf=True)  # arg302_1
    buf303 = reader.storage(None, 768)
    reader.tensor(buf303, (192,), is_leaf=True)  # arg303_1
    buf304 = reader.storage(None, 768)
    reader.tensor(buf304, (192,), is_leaf=True)  # arg304_1
    buf305 = reader.storage(None, 768)
    reader.tensor(buf305, (192,), is_leaf=True)  # arg305_1
    buf306 = reader.storage(None, 589824)
    reader.tensor(buf306, (192, 768, 1, 1), is_leaf=True)  # arg306_1
    buf307 = reader.storage(None, 768)
    reader.tensor(buf307, (192,), is_leaf=True)  # arg307_1
    buf308 = reader.storage(None, 768)
    reader.tensor(buf308, (192,), is_leaf=True)  # arg308_1
    buf309 = reader.storage(None, 768)
    reader.tensor(buf309, (192,), is_leaf=True)  # arg309_1
    buf310 = reader.storage(None, 768)
    reader.tensor(buf310, (192,), is_leaf=True)  # arg310_1
    buf311 = reader.storage(None, 1032192)
    reader.tensor(buf311, (192, 192, 1, 7), is_leaf=True)  # arg311_1
    buf312 = reader.storage(None, 768)
    reader.tensor(buf312, (192,), is_leaf=True)  # arg312_1
    buf313 = reader.storage(None, 768)
    reader.tensor(buf313, (192,), is_leaf=True)  # arg313_1
    buf314 = reader.storage(None, 768)
    reader.tensor(buf314, (192,), is_leaf=True)  # arg314_1
    buf315 = reader.storage(None, 768)
    reader.tensor(buf315, (192,), is_leaf=True)  # arg315_1
    buf316 = reader.storage(None, 1032192)
    reader.tensor(buf316, (192, 192, 7, 1), is_leaf=True)  # arg316_1
    buf317 = reader.storage(None, 768)
    reader.tensor(buf317, (192,), is_leaf=True)  # arg317_1
    buf318 = reader.storage(None, 768)
    reader.tensor(buf318, (192,), is_leaf=True)  # arg318_1
    buf319 = reader.storage(None, 768)
    reader.tensor(buf319, (192,), is_leaf=True)  # arg319_1
    buf320 = reader.storage(None, 768)
    reader.tensor(buf320, (192,), is_leaf=True)  # arg320_1
    buf321 = reader.storage(None, 589824)
    reader.tensor(buf321, (192, 768, 1, 1), is_leaf=True)  # arg321_1
    buf322 = reader.storage(None, 768)
    reader.tensor(buf322, (192,), is_leaf=True)  # arg322_1
    buf323 = reader.storage(None, 768)
    reader.tensor(buf323, (192,), is_leaf=True)  # arg323_1
    buf324 = reader.storage(None, 768)
    reader.tensor(buf324, (192,), is_leaf=True)  # arg324_1
    buf325 = reader.storage(None, 768)
    reader.tensor(buf325, (192,), is_leaf=True)  # arg325_1
    buf326 = reader.storage(None, 1032192)
    reader.tensor(buf326, (192, 192, 7, 1), is_leaf=True)  # arg326_1
    buf327 = reader.storage(None, 768)
    reader.tensor(buf327, (192,), is_leaf=True)  # arg327_1
    buf328 = reader.storage(None, 768)
    reader.tensor(buf328, (192,), is_leaf=True)  # arg328_1
    buf329 = reader.storage(None, 768)
    reader.tensor(buf329, (192,), is_leaf=True)  # arg329_1
    buf330 = reader.storage(None, 768)
    reader.tensor(buf330, (192,), is_leaf=True)  # arg330_1
    buf331 = reader.storage(None, 1032192)
    reader.tensor(buf331, (192, 192, 1, 7), is_leaf=True)  # arg331_1
    buf332 = reader.storage(None, 768)
    reader.tensor(buf332, (192,), is_leaf=True)  # arg332_1
    buf333 = reader.storage(None, 768)
    reader.tensor(buf333, (192,), is_leaf=True)  # arg333_1
    buf334 = reader.storage(None, 768)
    reader.tensor(buf334, (192,), is_leaf=True)  # arg334_1
    buf335 = reader.storage(None, 768)
    reader.tensor(buf335, (192,), is_leaf=True)  # arg335_1
    buf336 = reader.storage(None, 1032192)
    reader.tensor(buf336, (192, 192, 7, 1), is_leaf=True)  # arg336_1
    buf337 = reader.storage(None, 768)
    reader.tensor(buf337, (192,), is_leaf=True)  # arg337_1
    buf338 = reader.storage(None, 768)
    reader.tensor(buf338, (192,), is_leaf=True)  # arg338_1
    buf339 = reader.storage(None, 768)
    reader.tensor(buf339, (192,), is_leaf=True)  # arg339_1
    buf340 = reader.storage(None, 768)
    reader.tensor(buf340, (192,), is_leaf=True)  # arg340_1
    buf341 = reader.storage(None, 1032192)
    reader.tensor(buf341, (192, 192, 1, 7), is_leaf=True)  # arg341_1
    buf342 = reader.storage(None, 768)
    reader.tensor(buf342, (192,), is_leaf=True)  # arg342_1
    buf343 = reader.storage(None, 768)
    reader.tensor(buf343, (192,), is_leaf=True)  # arg343_1
    buf344 = reader.storage(None, 768)
    reader.tensor(buf344, (192,), is_leaf=True)  # arg344_1
    buf345 = reader.storage(None, 768)
    reader.tensor(buf345, (192,), is_leaf=True)  # arg345_1
    buf346 = reader.storage(None, 589824)
    reader.tensor(buf346, (192, 768, 1, 1), is_leaf=True)  # arg346_1
    buf347 = reader.storage(None, 768)
    reader.tensor(buf347, (192,), is_leaf=True)  # arg347_1
    buf348 = reader.storage(None, 768)
    reader.tensor(buf348, (192,), is_leaf=True)  # arg348_1
    buf349 = reader.storage(None, 768)
    reader.tensor(buf349, (192,), is_leaf=True)  # arg349_1
    buf350 = reader.storage(None, 768)
    reader.tensor(buf350, (192,), is_leaf=True)  # arg350_1
    buf351 = reader.storage(None, 589824)
    reader.tensor(buf351, (192, 768, 1, 1), is_leaf=True)  # arg351_1
    buf352 = reader.storage(None, 768)
    reader.tensor(buf352, (192,), is_leaf=True)  # arg352_1
    buf353 = reader.storage(None, 768)
    reader.tensor(buf353, (192,), is_leaf=True)  # arg353_1
    buf354 = reader.storage(None, 768)
    reader.tensor(buf354, (192,), is_leaf=True)  # arg354_1
    buf355 = reader.storage(None, 768)
    reader.tensor(buf355, (192,), is_leaf=True)  # arg355_1
    buf356 = reader.storage(None, 2211840)
    reader.tensor(buf356, (320, 192, 3, 3), is_leaf=True)  # arg356_1
    buf357 = reader.storage(None, 1280)
    reader.tensor(buf357, (320,), is_leaf=True)  # arg357_1
    buf358 = reader.storage(None, 1280)
    reader.tensor(buf358, (320,), is_leaf=True)  # arg358_1
    buf359 = reader.storage(None, 1280)
    reader.tensor(buf359, (320,), is_leaf=True)  # arg359_1
    buf360 = reader.storage(None, 1280)
    reader.tensor(buf360, (320,), is_leaf=True)  # arg360_1
    buf361 = reader.storage(None, 589824)
    reader.tensor(buf361, (192, 768, 1, 1), is_leaf=True)  # arg361_1
    buf362 = reader.storage(None, 768)
    reader.tensor(buf362, (192,), is_leaf=True)  # arg362_1
    buf363 = reader.storage(None, 768)
    reader.tensor(buf363, (192,), is_leaf=True)  # arg363_1
    buf364 = reader.storage(None, 768)
    reader.tensor(buf364, (192,), is_leaf=True)  # arg364_1
    buf365 = reader.storage(None, 768)
    reader.tensor(buf365, (192,), is_leaf=True)  # arg365_1
    buf366 = reader.storage(None, 1032192)
    reader.tensor(buf366, (192, 192, 1, 7), is_leaf=True)  # arg366_1
    buf367 = reader.storage(None, 768)
    reader.tensor(buf367, (192,), is_leaf=True)  # arg367_1
    buf368 = reader.storage(None, 768)
    reader.tensor(buf368, (192,), is_leaf=True)  # arg368_1
    buf369 = reader.storage(None, 768)
    reader.tensor(buf369, (192,), is_leaf=True)  # arg369_1
    buf370 = reader.storage(None, 768)
    reader.tensor(buf370, (192,), is_leaf=True)  # arg370_1
    buf371 = reader.storage(None, 1032192)
    reader.tensor(buf371, (192, 192, 7, 1), is_leaf=True)  # arg371_1
    buf372 = reader.storage(None, 768)
    reader.tensor(buf372, (192,), is_leaf=True)  # arg372_1
    buf373 = reader.storage(None, 768)
    reader.tensor(buf373, (192,), is_leaf=True)  # arg373_1
    buf374 = reader.storage(None, 768)
    reader.tensor(buf374, (192,), is_leaf=True)  # arg374_1
    buf375 = reader.storage(None, 768)
    reader.tensor(buf375, (192,), is_leaf=True)  # arg375_1
    buf376 = reader.storage(None, 1327104)
    reader.tensor(buf376, (192, 192, 3, 3), is_leaf=True)  # arg376_1
    buf377 = reader.storage(None, 768)
    reader.tensor(buf377, (192,), is_leaf=True)  # arg377_1
    buf378 = reader.storage(None, 768)
    reader.tensor(buf378, (192,), is_leaf=True)  # arg378_1
    buf379 = reader.storage(None, 768)
    reader.tensor(buf379, (192,), is_leaf=True)  # arg379_1
    buf380 = reader.storage(None, 768)
    reader.tensor(buf380, (192,), is_leaf=True)  # arg380_1
    buf381 = reader.storage(None, 1638400)
    reader.tensor(buf381, (320, 1280, 1, 1), is_leaf=True)  # arg381_1
    buf382 = reader.storage(None, 1280)
    reader.tensor(buf382, (320,), is_leaf=True)  # arg382_1
    buf383 = reader.storage(None, 1280)
    reader.tensor(buf383, (320,), is_leaf=True)  # arg383_1
    buf384 = reader.storage(None, 1280)
    reader.tensor(buf384, (320,), is_leaf=True)  # arg384_1
    buf385 = reader.storage(None, 1280)
    reader.tensor(buf385, (320,), is_leaf=True)  # arg385_1
    buf386 = reader.storage(None, 1966080)
    reader.tensor(buf386, (384, 1280, 1, 1), is_leaf=True)  # arg386_1
    buf387 = reader.storage(None, 1536)
    reader.tensor(buf387, (384,), is_leaf=True)  # arg387_1
    buf388 = reader.storage(None, 1536)
    reader.tensor(buf388, (384,), is_leaf=True)  # arg388_1
    buf389 = reader.storage(None, 1536)
    reader.tensor(buf389, (384,), is_leaf=True)  # arg389_1
    buf390 = reader.storage(None, 1536)
    reader.tensor(buf390, (384,), is_leaf=True)  # arg390_1
    buf391 = reader.storage(None, 1769472)
    reader.tensor(buf391, (384, 384, 1, 3), is_leaf=True)  # arg391_1
    buf392 = reader.storage(None, 1536)
    reader.tensor(buf392, (384,), is_leaf=True)  # arg392_1
    buf393 = reader.storage(None, 1536)
    reader.tensor(buf393, (384,), is_leaf=True)  # arg393_1
    buf394 = reader.storage(None, 1536)
    reader.tensor(buf394, (384,), is_leaf=True)  # arg394_1
    buf395 = reader.storage(None, 1536)
    reader.tensor(buf395, (384,), is_leaf=True)  # arg395_1
    buf396 = reader.storage(None, 1769472)
    reader.tensor(buf396, (384, 384, 3, 1), is_leaf=True)  # arg396_1
    buf397 = reader.storage(None, 1536)
    reader.tensor(buf397, (384,), is_leaf=True)  # arg397_1
    buf398 = reader.storage(None, 1536)
    reader.tensor(buf398, (384,), is_leaf=True)  # arg398_1
    buf399 = reader.storage(None, 1536)
    reader.tensor(buf399, (384,), is_leaf=True)  # arg399_1
    buf400 = reader.storage(None, 1536)
    reader.tensor(buf400, (384,), is_leaf=True)  # arg400_1
    buf401 = reader.storage(None, 2293760)
    reader.tensor(buf401, (448, 1280, 1, 1), is_leaf=True)  # arg401_1
    buf402 = reader.storage(None, 1792)
    reader.tensor(buf402, (448,), is_leaf=True)  # arg402_1
    buf403 = reader.storage(None, 1792)
    reader.tensor(buf403, (448,), is_leaf=True)  # arg403_1
    buf404 = reader.storage(None, 1792)
    reader.tensor(buf404, (448,), is_leaf=True)  # arg404_1
    buf405 = reader.storage(None, 1792)
    reader.tensor(buf405, (448,), is_leaf=True)  # arg405_1
    buf406 = reader.storage(None, 6193152)
    reader.tensor(buf406, (384, 448, 3, 3), is_leaf=True)  # arg406_1
    buf407 = reader.storage(None, 1536)
    reader.tensor(buf407, (384,), is_leaf=True)  # arg407_1
    buf408 = reader.storage(None, 1536)
    reader.tensor(buf408, (384,), is_leaf=True)  # arg408_1
    buf409 = reader.storage(None, 1536)
    reader.tensor(buf409, (384,), is_leaf=True)  # arg409_1
    buf410 = reader.storage(None, 1536)
    reader.tensor(buf410, (384,), is_leaf=True)  # arg410_1
    buf411 = reader.storage(None, 1769472)
    reader.tensor(buf411, (384, 384, 1, 3), is_leaf=True)  # arg411_1
    buf412 = reader.storage(None, 1536)
    reader.tensor(buf412, (384,), is_leaf=True)  # arg412_1
    buf413 = reader.storage(None, 1536)
    reader.tensor(buf413, (384,), is_leaf=True)  # arg413_1
    buf414 = reader.storage(None, 1536)
    reader.tensor(buf414, (384,), is_leaf=True)  # arg414_1
    buf415 = reader.storage(None, 1536)
    reader.tensor(buf415, (384,), is_leaf=True)  # arg415_1
    buf416 = reader.storage(None, 1769472)
    reader.tensor(buf416, (384, 384, 3, 1), is_leaf=True)  # arg416_1
    buf417 = reader.storage(None, 1536)
    reader.tensor(buf417, (384,), is_leaf=True)  # arg417_1
    buf418 = reader.storage(None, 1536)
    reader.tensor(buf418, (384,), is_leaf=True)  # arg418_1
    buf419 = reader.storage(None, 1536)
    reader.tensor(buf419, (384,), is_leaf=True)  # arg419_1
    buf420 = reader.storage(None, 1536)
    reader.tensor(buf420, (384,), is_leaf=True)  # arg420_1
    buf421 = reader.storage(None, 983040)
    reader.tensor(buf421, (192, 1280, 1, 1), is_leaf=True)  # arg421_1
    buf422 = reader.storage(None, 768)
    reader.tensor(buf422, (192,), is_leaf=True)  # arg422_1
    buf423 = reader.storage(None, 768)
    reader.tensor(buf423, (192,), is_leaf=True)  # arg423_1
    buf424 = reader.storage(None, 768)
    reader.tensor(buf424, (192,), is_leaf=True)  # arg424_1
    buf425 = reader.storage(None, 768)
    reader.tensor(buf425, (192,), is_leaf=True)  # arg425_1
    buf426 = reader.storage(None, 2621440)
    reader.tensor(buf426, (320, 2048, 1, 1), is_leaf=True)  # arg426_1
    buf427 = reader.storage(None, 1280)
    reader.tensor(buf427, (320,), is_leaf=True)  # arg427_1
    buf428 = reader.storage(None, 1280)
    reader.tensor(buf428, (320,), is_leaf=True)  # arg428_1
    buf429 = reader.storage(None, 1280)
    reader.tensor(buf429, (320,), is_leaf=True)  # arg429_1
    buf430 = reader.storage(None, 1280)
    reader.tensor(buf430, (320,), is_leaf=True)  # arg430_1
    buf431 = reader.storage(None, 3145728)
    reader.tensor(buf431, (384, 2048, 1, 1), is_leaf=True)  # arg431_1
    buf432 = reader.storage(None, 1536)
    reader.tensor(buf432, (384,), is_leaf=True)  # arg432_1
    buf433 = reader.storage(None, 1536)
    reader.tensor(buf433, (384,), is_leaf=True)  # arg433_1
    buf434 = reader.storage(None, 1536)
    reader.tensor(buf434, (384,), is_leaf=True)  # arg434_1
    buf435 = reader.storage(None, 1536)
    reader.tensor(buf435, (384,), is_leaf=True)  # arg435_1
    buf436 = reader.storage(None, 1769472)
    reader.tensor(buf436, (384, 384, 1, 3), is_leaf=True)  # arg436_1
    buf437 = reader.storage(None, 1536)
    reader.tensor(buf437, (384,), is_leaf=True)  # arg437_1
    buf438 = reader.storage(None, 1536)
    reader.tensor(buf438, (384,), is_leaf=True)  # arg438_1
    buf439 = reader.storage(None, 1536)
    reader.tensor(buf439, (384,), is_leaf=True)  # arg439_1
    buf440 = reader.storage(None, 1536)
    reader.tensor(buf440, (384,), is_leaf=True)  # arg440_1
    buf441 = reader.storage(None, 1769472)
    reader.tensor(buf441, (384, 384, 3, 1), is_leaf=True)  # arg441_1
    buf442 = reader.storage(None, 1536)
    reader.tensor(buf442, (384,), is_leaf=True)  # arg442_1
    buf443 = reader.storage(None, 1536)
    reader.tensor(buf443, (384,), is_leaf=True)  # arg443_1
    buf444 = reader.storage(None, 1536)
    reader.tensor(buf444, (384,), is_leaf=True)  # arg444_1
    buf445 = reader.storage(None, 1536)
    reader.tensor(buf445, (384,), is_leaf=True)  # arg445_1
    buf446 = reader.storage(None, 3670016)
    reader.tensor(buf446, (448, 2048, 1, 1), is_leaf=True)  # arg446_1
    buf447 = reader.storage(None, 1792)
    reader.tensor(buf447, (448,), is_leaf=True)  # arg447_1
    buf448 = reader.storage(None, 1792)
    reader.tensor(buf448, (448,), is_leaf=True)  # arg448_1
    buf449 = reader.storage(None, 1792)
    reader.tensor(buf449, (448,), is_leaf=True)  # arg449_1
    buf450 = reader.storage(None, 1792)
    reader.tensor(buf450, (448,), is_leaf=True)  # arg450_1
    buf451 = reader.storage(None, 6193152)
    reader.tensor(buf451, (384, 448, 3, 3), is_leaf=True)  # arg451_1
    buf452 = reader.storage(None, 1536)
    reader.tensor(buf452, (384,), is_leaf=True)  # arg452_1
    buf453 = reader.storage(None, 1536)
    reader.tensor(buf453, (384,), is_leaf=True)  # arg453_1
    buf454 = reader.storage(None, 1536)
    reader.tensor(buf454, (384,), is_leaf=True)  # arg454_1
    buf455 = reader.storage(None, 1536)
    reader.tensor(buf455, (384,), is_leaf=True)  # arg455_1
    buf456 = reader.storage(None, 1769472)
    reader.tensor(buf456, (384, 384, 1, 3), is_leaf=True)  # arg456_1
    buf457 = reader.storage(None, 1536)
    reader.tensor(buf457, (384,), is_leaf=True)  # arg457_1
    buf458 = reader.storage(None, 1536)
    reader.tensor(buf458, (384,), is_leaf=True)  # arg458_1
    buf459 = reader.storage(None, 1536)
    reader.tensor(buf459, (384,), is_leaf=True)  # arg459_1
    buf460 = reader.storage(None, 1536)
    reader.tensor(buf460, (384,), is_leaf=True)  # arg460_1
    buf461 = reader.storage(None, 1769472)
    reader.tensor(buf461, (384, 384, 3, 1), is_leaf=True)  # arg461_1
    buf462 = reader.storage(None, 1536)
    reader.tensor(buf462, (384,), is_leaf=True)  # arg462_1
    buf463 = reader.storage(None, 1536)
    reader.tensor(buf463, (384,), is_leaf=True)  # arg463_1
    buf464 = reader.storage(None, 1536)
    reader.tensor(buf464, (384,), is_leaf=True)  # arg464_1
    buf465 = reader.storage(None, 1536)
    reader.tensor(buf465, (384,), is_leaf=True)  # arg465_1
    buf466 = reader.storage(None, 1572864)
    reader.tensor(buf466, (192, 2048, 1, 1), is_leaf=True)  # arg466_1
    buf467 = reader.storage(None, 768)
    reader.tensor(buf467, (192,), is_leaf=True)  # arg467_1
    buf468 = reader.storage(None, 768)
    reader.tensor(buf468, (192,), is_leaf=True)  # arg468_1
    buf469 = reader.storage(None, 768)
    reader.tensor(buf469, (192,), is_leaf=True)  # arg469_1
    buf470 = reader.storage(None, 768)
    reader.tensor(buf470, (192,), is_leaf=True)  # arg470_1
    buf471 = reader.storage(None, 8192000)
    reader.tensor(buf471, (1000, 2048), is_leaf=True)  # arg471_1
    buf472 = reader.storage(None, 4000)
    reader.tensor(buf472, (1000,), is_leaf=True)  # arg472_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)