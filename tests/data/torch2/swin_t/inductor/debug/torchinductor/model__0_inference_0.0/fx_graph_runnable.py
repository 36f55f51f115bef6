
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fxviz-torch2/swin_t/inductor/cache'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCH_LOGS'] = 'graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles'
os.environ['TORCH_TRACE'] = '/tmp/fxviz-torch2/swin_t/inductor/trace'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fxviz-torch2/swin_t/inductor/debug'
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
        self.register_buffer('_tensor_constant0', tensor(0.))
        self.register_buffer('_tensor_constant1', tensor(1.))
        self.register_buffer('_tensor_constant2', tensor(2.))
        self.register_buffer('_tensor_constant3', tensor(3.))
        self.register_buffer('_tensor_constant4', tensor(4.))
        self.register_buffer('_tensor_constant5', tensor(5.))
        self.register_buffer('_tensor_constant6', tensor(6.))
        self.register_buffer('_tensor_constant7', tensor(7.))
        self.register_buffer('_tensor_constant8', tensor(8.))
        self.register_buffer('_tensor_constant9', tensor(0.))
        self.register_buffer('_tensor_constant10', tensor(1.))
        self.register_buffer('_tensor_constant11', tensor(2.))
        self.register_buffer('_tensor_constant12', tensor(3.))
        self.register_buffer('_tensor_constant13', tensor(4.))
        self.register_buffer('_tensor_constant14', tensor(5.))
        self.register_buffer('_tensor_constant15', tensor(6.))
        self.register_buffer('_tensor_constant16', tensor(7.))
        self.register_buffer('_tensor_constant17', tensor(8.))
        self.register_buffer('_tensor_constant18', tensor(0.))
        self.register_buffer('_tensor_constant19', tensor(1.))
        self.register_buffer('_tensor_constant20', tensor(2.))
        self.register_buffer('_tensor_constant21', tensor(3.))
        self.register_buffer('_tensor_constant22', tensor(4.))
        self.register_buffer('_tensor_constant23', tensor(5.))
        self.register_buffer('_tensor_constant24', tensor(6.))
        self.register_buffer('_tensor_constant25', tensor(7.))
        self.register_buffer('_tensor_constant26', tensor(8.))
        self.register_buffer('_tensor_constant27', tensor(0.))
        self.register_buffer('_tensor_constant28', tensor(1.))
        self.register_buffer('_tensor_constant29', tensor(2.))
        self.register_buffer('_tensor_constant30', tensor(3.))
        self.register_buffer('_tensor_constant31', tensor(4.))
        self.register_buffer('_tensor_constant32', tensor(5.))
        self.register_buffer('_tensor_constant33', tensor(6.))
        self.register_buffer('_tensor_constant34', tensor(7.))
        self.register_buffer('_tensor_constant35', tensor(8.))
        self.register_buffer('_tensor_constant36', tensor(0.))
        self.register_buffer('_tensor_constant37', tensor(1.))
        self.register_buffer('_tensor_constant38', tensor(2.))
        self.register_buffer('_tensor_constant39', tensor(3.))
        self.register_buffer('_tensor_constant40', tensor(4.))
        self.register_buffer('_tensor_constant41', tensor(5.))
        self.register_buffer('_tensor_constant42', tensor(6.))
        self.register_buffer('_tensor_constant43', tensor(7.))
        self.register_buffer('_tensor_constant44', tensor(8.))



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1):
        convolution = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None
        permute = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None
        clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        var_mean = torch.ops.aten.var_mean.correction(clone, [3], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(clone, getitem_1);  clone = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg3_1);  mul = arg3_1 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, arg4_1);  mul_1 = arg4_1 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_1, [3], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_2 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_1, getitem_3);  getitem_3 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, arg5_1);  mul_2 = arg5_1 = None
        add_3 = torch.ops.aten.add.Tensor(mul_3, arg6_1);  mul_3 = arg6_1 = None
        index = torch.ops.aten.index.Tensor(arg7_1, [arg8_1]);  arg7_1 = arg8_1 = None
        view = torch.ops.aten.view.default(index, [49, 49, -1]);  index = None
        permute_1 = torch.ops.aten.permute.default(view, [2, 0, 1]);  view = None
        clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(clone_1, 0);  clone_1 = None
        view_1 = torch.ops.aten.view.default(add_3, [1, 8, 7, 8, 7, 96]);  add_3 = None
        permute_2 = torch.ops.aten.permute.default(view_1, [0, 1, 3, 2, 4, 5]);  view_1 = None
        clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
        view_2 = torch.ops.aten.view.default(clone_2, [64, 49, 96]);  clone_2 = None
        view_3 = torch.ops.aten.view.default(view_2, [3136, 96]);  view_2 = None
        permute_3 = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        addmm = torch.ops.aten.addmm.default(arg11_1, view_3, permute_3);  arg11_1 = view_3 = permute_3 = None
        view_4 = torch.ops.aten.view.default(addmm, [64, 49, 288]);  addmm = None
        view_5 = torch.ops.aten.view.default(view_4, [64, 49, 3, 3, 32]);  view_4 = None
        permute_4 = torch.ops.aten.permute.default(view_5, [2, 0, 3, 1, 4]);  view_5 = None
        select = torch.ops.aten.select.int(permute_4, 0, 0)
        select_1 = torch.ops.aten.select.int(permute_4, 0, 1)
        select_2 = torch.ops.aten.select.int(permute_4, 0, 2);  permute_4 = None
        mul_4 = torch.ops.aten.mul.Tensor(select, 0.1767766952966369);  select = None
        permute_5 = torch.ops.aten.permute.default(select_1, [0, 1, 3, 2]);  select_1 = None
        expand = torch.ops.aten.expand.default(mul_4, [64, 3, 49, 32]);  mul_4 = None
        clone_3 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        view_6 = torch.ops.aten.view.default(clone_3, [192, 49, 32]);  clone_3 = None
        expand_1 = torch.ops.aten.expand.default(permute_5, [64, 3, 32, 49]);  permute_5 = None
        clone_4 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        view_7 = torch.ops.aten.view.default(clone_4, [192, 32, 49]);  clone_4 = None
        bmm = torch.ops.aten.bmm.default(view_6, view_7);  view_6 = view_7 = None
        view_8 = torch.ops.aten.view.default(bmm, [64, 3, 49, 49]);  bmm = None
        add_4 = torch.ops.aten.add.Tensor(view_8, unsqueeze);  view_8 = unsqueeze = None
        amax = torch.ops.aten.amax.default(add_4, [-1], True)
        sub_2 = torch.ops.aten.sub.Tensor(add_4, amax);  add_4 = amax = None
        exp = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        expand_2 = torch.ops.aten.expand.default(div, [64, 3, 49, 49]);  div = None
        view_9 = torch.ops.aten.view.default(expand_2, [192, 49, 49]);  expand_2 = None
        expand_3 = torch.ops.aten.expand.default(select_2, [64, 3, 49, 32]);  select_2 = None
        clone_5 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        view_10 = torch.ops.aten.view.default(clone_5, [192, 49, 32]);  clone_5 = None
        bmm_1 = torch.ops.aten.bmm.default(view_9, view_10);  view_9 = view_10 = None
        view_11 = torch.ops.aten.view.default(bmm_1, [64, 3, 49, 32]);  bmm_1 = None
        permute_6 = torch.ops.aten.permute.default(view_11, [0, 2, 1, 3]);  view_11 = None
        clone_6 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
        view_12 = torch.ops.aten.view.default(clone_6, [64, 49, 96]);  clone_6 = None
        view_13 = torch.ops.aten.view.default(view_12, [3136, 96]);  view_12 = None
        permute_7 = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg12_1, view_13, permute_7);  arg12_1 = view_13 = permute_7 = None
        view_14 = torch.ops.aten.view.default(addmm_1, [64, 49, 96]);  addmm_1 = None
        view_15 = torch.ops.aten.view.default(view_14, [1, 8, 8, 7, 7, 96]);  view_14 = None
        permute_8 = torch.ops.aten.permute.default(view_15, [0, 1, 3, 2, 4, 5]);  view_15 = None
        clone_7 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
        view_16 = torch.ops.aten.view.default(clone_7, [1, 56, 56, 96]);  clone_7 = None
        add_5 = torch.ops.aten.add.Tensor(add_1, view_16);  add_1 = view_16 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_5, [3], correction = 0, keepdim = True)
        getitem_4 = var_mean_2[0]
        getitem_5 = var_mean_2[1];  var_mean_2 = None
        add_6 = torch.ops.aten.add.Tensor(getitem_4, 1e-05);  getitem_4 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_5, getitem_5);  getitem_5 = None
        mul_5 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_2);  sub_3 = rsqrt_2 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, arg13_1);  mul_5 = arg13_1 = None
        add_7 = torch.ops.aten.add.Tensor(mul_6, arg14_1);  mul_6 = arg14_1 = None
        view_17 = torch.ops.aten.view.default(add_7, [3136, 96]);  add_7 = None
        permute_9 = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg16_1, view_17, permute_9);  arg16_1 = view_17 = permute_9 = None
        view_18 = torch.ops.aten.view.default(addmm_2, [1, 56, 56, 384]);  addmm_2 = None
        mul_7 = torch.ops.aten.mul.Tensor(view_18, 0.5)
        mul_8 = torch.ops.aten.mul.Tensor(view_18, 0.7071067811865476);  view_18 = None
        erf = torch.ops.aten.erf.default(mul_8);  mul_8 = None
        add_8 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_7, add_8);  mul_7 = add_8 = None
        view_19 = torch.ops.aten.view.default(mul_9, [3136, 384]);  mul_9 = None
        permute_10 = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg18_1, view_19, permute_10);  arg18_1 = view_19 = permute_10 = None
        view_20 = torch.ops.aten.view.default(addmm_3, [1, 56, 56, 96]);  addmm_3 = None
        add_9 = torch.ops.aten.add.Tensor(add_5, view_20);  add_5 = view_20 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(add_9, [3], correction = 0, keepdim = True)
        getitem_6 = var_mean_3[0]
        getitem_7 = var_mean_3[1];  var_mean_3 = None
        add_10 = torch.ops.aten.add.Tensor(getitem_6, 1e-05);  getitem_6 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        sub_4 = torch.ops.aten.sub.Tensor(add_9, getitem_7);  getitem_7 = None
        mul_10 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_3);  sub_4 = rsqrt_3 = None
        mul_11 = torch.ops.aten.mul.Tensor(mul_10, arg19_1);  mul_10 = arg19_1 = None
        add_11 = torch.ops.aten.add.Tensor(mul_11, arg20_1);  mul_11 = arg20_1 = None
        index_1 = torch.ops.aten.index.Tensor(arg21_1, [arg22_1]);  arg21_1 = arg22_1 = None
        view_21 = torch.ops.aten.view.default(index_1, [49, 49, -1]);  index_1 = None
        permute_11 = torch.ops.aten.permute.default(view_21, [2, 0, 1]);  view_21 = None
        clone_8 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(clone_8, 0);  clone_8 = None
        iota = torch.ops.prims.iota.default(56, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_12 = torch.ops.aten.add.Tensor(iota, 3);  iota = None
        fmod = torch.ops.aten.fmod.Scalar(add_12, 56);  add_12 = None
        index_2 = torch.ops.aten.index.Tensor(add_11, [None, fmod]);  add_11 = fmod = None
        iota_1 = torch.ops.prims.iota.default(56, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_13 = torch.ops.aten.add.Tensor(iota_1, 3);  iota_1 = None
        fmod_1 = torch.ops.aten.fmod.Scalar(add_13, 56);  add_13 = None
        index_3 = torch.ops.aten.index.Tensor(index_2, [None, None, fmod_1]);  index_2 = fmod_1 = None
        view_22 = torch.ops.aten.view.default(index_3, [1, 8, 7, 8, 7, 96]);  index_3 = None
        permute_12 = torch.ops.aten.permute.default(view_22, [0, 1, 3, 2, 4, 5]);  view_22 = None
        clone_9 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
        view_23 = torch.ops.aten.view.default(clone_9, [64, 49, 96]);  clone_9 = None
        view_24 = torch.ops.aten.view.default(view_23, [3136, 96]);  view_23 = None
        permute_13 = torch.ops.aten.permute.default(arg23_1, [1, 0]);  arg23_1 = None
        addmm_4 = torch.ops.aten.addmm.default(arg25_1, view_24, permute_13);  arg25_1 = view_24 = permute_13 = None
        view_25 = torch.ops.aten.view.default(addmm_4, [64, 49, 288]);  addmm_4 = None
        view_26 = torch.ops.aten.view.default(view_25, [64, 49, 3, 3, 32]);  view_25 = None
        permute_14 = torch.ops.aten.permute.default(view_26, [2, 0, 3, 1, 4]);  view_26 = None
        select_3 = torch.ops.aten.select.int(permute_14, 0, 0)
        select_4 = torch.ops.aten.select.int(permute_14, 0, 1)
        select_5 = torch.ops.aten.select.int(permute_14, 0, 2);  permute_14 = None
        mul_12 = torch.ops.aten.mul.Tensor(select_3, 0.1767766952966369);  select_3 = None
        permute_15 = torch.ops.aten.permute.default(select_4, [0, 1, 3, 2]);  select_4 = None
        expand_4 = torch.ops.aten.expand.default(mul_12, [64, 3, 49, 32]);  mul_12 = None
        clone_10 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        view_27 = torch.ops.aten.view.default(clone_10, [192, 49, 32]);  clone_10 = None
        expand_5 = torch.ops.aten.expand.default(permute_15, [64, 3, 32, 49]);  permute_15 = None
        clone_11 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        view_28 = torch.ops.aten.view.default(clone_11, [192, 32, 49]);  clone_11 = None
        bmm_2 = torch.ops.aten.bmm.default(view_27, view_28);  view_27 = view_28 = None
        view_29 = torch.ops.aten.view.default(bmm_2, [64, 3, 49, 49]);  bmm_2 = None
        add_14 = torch.ops.aten.add.Tensor(view_29, unsqueeze_1);  view_29 = unsqueeze_1 = None
        full = torch.ops.aten.full.default([56, 56], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _tensor_constant0 = self._tensor_constant0;  _tensor_constant0 = None
        full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_1 = torch.ops.aten.slice.Tensor(full, 0, 0, -7)
        slice_2 = torch.ops.aten.slice.Tensor(slice_1, 1, 0, -7);  slice_1 = None
        copy = torch.ops.aten.copy.default(slice_2, full_default);  slice_2 = full_default = None
        slice_3 = torch.ops.aten.slice.Tensor(full, 0, 0, -7)
        slice_scatter = torch.ops.aten.slice_scatter.default(slice_3, copy, 1, 0, -7);  slice_3 = copy = None
        slice_scatter_1 = torch.ops.aten.slice_scatter.default(full, slice_scatter, 0, 0, -7);  full = slice_scatter = None
        _tensor_constant1 = self._tensor_constant1;  _tensor_constant1 = None
        full_default_1 = torch.ops.aten.full.default([], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_9 = torch.ops.aten.slice.Tensor(slice_scatter_1, 0, 0, -7)
        slice_10 = torch.ops.aten.slice.Tensor(slice_9, 1, -7, -3);  slice_9 = None
        copy_1 = torch.ops.aten.copy.default(slice_10, full_default_1);  slice_10 = full_default_1 = None
        slice_11 = torch.ops.aten.slice.Tensor(slice_scatter_1, 0, 0, -7)
        slice_scatter_2 = torch.ops.aten.slice_scatter.default(slice_11, copy_1, 1, -7, -3);  slice_11 = copy_1 = None
        slice_scatter_3 = torch.ops.aten.slice_scatter.default(slice_scatter_1, slice_scatter_2, 0, 0, -7);  slice_scatter_1 = slice_scatter_2 = None
        _tensor_constant2 = self._tensor_constant2;  _tensor_constant2 = None
        full_default_2 = torch.ops.aten.full.default([], 2.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_17 = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -7)
        slice_18 = torch.ops.aten.slice.Tensor(slice_17, 1, -3, 9223372036854775807);  slice_17 = None
        copy_2 = torch.ops.aten.copy.default(slice_18, full_default_2);  slice_18 = full_default_2 = None
        slice_19 = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -7)
        slice_scatter_4 = torch.ops.aten.slice_scatter.default(slice_19, copy_2, 1, -3, 9223372036854775807);  slice_19 = copy_2 = None
        slice_scatter_5 = torch.ops.aten.slice_scatter.default(slice_scatter_3, slice_scatter_4, 0, 0, -7);  slice_scatter_3 = slice_scatter_4 = None
        _tensor_constant3 = self._tensor_constant3;  _tensor_constant3 = None
        full_default_3 = torch.ops.aten.full.default([], 3.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_25 = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, -7, -3)
        slice_26 = torch.ops.aten.slice.Tensor(slice_25, 1, 0, -7);  slice_25 = None
        copy_3 = torch.ops.aten.copy.default(slice_26, full_default_3);  slice_26 = full_default_3 = None
        slice_27 = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, -7, -3)
        slice_scatter_6 = torch.ops.aten.slice_scatter.default(slice_27, copy_3, 1, 0, -7);  slice_27 = copy_3 = None
        slice_scatter_7 = torch.ops.aten.slice_scatter.default(slice_scatter_5, slice_scatter_6, 0, -7, -3);  slice_scatter_5 = slice_scatter_6 = None
        _tensor_constant4 = self._tensor_constant4;  _tensor_constant4 = None
        full_default_4 = torch.ops.aten.full.default([], 4.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_33 = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -7, -3)
        slice_34 = torch.ops.aten.slice.Tensor(slice_33, 1, -7, -3);  slice_33 = None
        copy_4 = torch.ops.aten.copy.default(slice_34, full_default_4);  slice_34 = full_default_4 = None
        slice_35 = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -7, -3)
        slice_scatter_8 = torch.ops.aten.slice_scatter.default(slice_35, copy_4, 1, -7, -3);  slice_35 = copy_4 = None
        slice_scatter_9 = torch.ops.aten.slice_scatter.default(slice_scatter_7, slice_scatter_8, 0, -7, -3);  slice_scatter_7 = slice_scatter_8 = None
        _tensor_constant5 = self._tensor_constant5;  _tensor_constant5 = None
        full_default_5 = torch.ops.aten.full.default([], 5.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_41 = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -7, -3)
        slice_42 = torch.ops.aten.slice.Tensor(slice_41, 1, -3, 9223372036854775807);  slice_41 = None
        copy_5 = torch.ops.aten.copy.default(slice_42, full_default_5);  slice_42 = full_default_5 = None
        slice_43 = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -7, -3)
        slice_scatter_10 = torch.ops.aten.slice_scatter.default(slice_43, copy_5, 1, -3, 9223372036854775807);  slice_43 = copy_5 = None
        slice_scatter_11 = torch.ops.aten.slice_scatter.default(slice_scatter_9, slice_scatter_10, 0, -7, -3);  slice_scatter_9 = slice_scatter_10 = None
        _tensor_constant6 = self._tensor_constant6;  _tensor_constant6 = None
        full_default_6 = torch.ops.aten.full.default([], 6.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_49 = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -3, 9223372036854775807)
        slice_50 = torch.ops.aten.slice.Tensor(slice_49, 1, 0, -7);  slice_49 = None
        copy_6 = torch.ops.aten.copy.default(slice_50, full_default_6);  slice_50 = full_default_6 = None
        slice_51 = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -3, 9223372036854775807)
        slice_scatter_12 = torch.ops.aten.slice_scatter.default(slice_51, copy_6, 1, 0, -7);  slice_51 = copy_6 = None
        slice_scatter_13 = torch.ops.aten.slice_scatter.default(slice_scatter_11, slice_scatter_12, 0, -3, 9223372036854775807);  slice_scatter_11 = slice_scatter_12 = None
        _tensor_constant7 = self._tensor_constant7;  _tensor_constant7 = None
        full_default_7 = torch.ops.aten.full.default([], 7.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_57 = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -3, 9223372036854775807)
        slice_58 = torch.ops.aten.slice.Tensor(slice_57, 1, -7, -3);  slice_57 = None
        copy_7 = torch.ops.aten.copy.default(slice_58, full_default_7);  slice_58 = full_default_7 = None
        slice_59 = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -3, 9223372036854775807)
        slice_scatter_14 = torch.ops.aten.slice_scatter.default(slice_59, copy_7, 1, -7, -3);  slice_59 = copy_7 = None
        slice_scatter_15 = torch.ops.aten.slice_scatter.default(slice_scatter_13, slice_scatter_14, 0, -3, 9223372036854775807);  slice_scatter_13 = slice_scatter_14 = None
        _tensor_constant8 = self._tensor_constant8;  _tensor_constant8 = None
        full_default_8 = torch.ops.aten.full.default([], 8.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_65 = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -3, 9223372036854775807)
        slice_66 = torch.ops.aten.slice.Tensor(slice_65, 1, -3, 9223372036854775807);  slice_65 = None
        copy_8 = torch.ops.aten.copy.default(slice_66, full_default_8);  slice_66 = full_default_8 = None
        slice_67 = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -3, 9223372036854775807)
        slice_scatter_16 = torch.ops.aten.slice_scatter.default(slice_67, copy_8, 1, -3, 9223372036854775807);  slice_67 = copy_8 = None
        slice_scatter_17 = torch.ops.aten.slice_scatter.default(slice_scatter_15, slice_scatter_16, 0, -3, 9223372036854775807);  slice_scatter_15 = slice_scatter_16 = None
        view_32 = torch.ops.aten.view.default(slice_scatter_17, [8, 7, 8, 7]);  slice_scatter_17 = None
        permute_17 = torch.ops.aten.permute.default(view_32, [0, 2, 1, 3]);  view_32 = None
        clone_12 = torch.ops.aten.clone.default(permute_17, memory_format = torch.contiguous_format);  permute_17 = None
        view_33 = torch.ops.aten.view.default(clone_12, [64, 49]);  clone_12 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_33, 1)
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(view_33, 2);  view_33 = None
        sub_5 = torch.ops.aten.sub.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
        ne = torch.ops.aten.ne.Scalar(sub_5, 0)
        full_default_9 = torch.ops.aten.full.default([], -100.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(ne, full_default_9, sub_5);  ne = full_default_9 = None
        eq = torch.ops.aten.eq.Scalar(sub_5, 0);  sub_5 = None
        full_default_10 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1 = torch.ops.aten.where.self(eq, full_default_10, where);  eq = full_default_10 = where = None
        view_34 = torch.ops.aten.view.default(add_14, [1, 64, 3, 49, 49]);  add_14 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(where_1, 1);  where_1 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 0);  unsqueeze_4 = None
        add_15 = torch.ops.aten.add.Tensor(view_34, unsqueeze_5);  view_34 = unsqueeze_5 = None
        view_35 = torch.ops.aten.view.default(add_15, [-1, 3, 49, 49]);  add_15 = None
        amax_1 = torch.ops.aten.amax.default(view_35, [-1], True)
        sub_6 = torch.ops.aten.sub.Tensor(view_35, amax_1);  view_35 = amax_1 = None
        exp_1 = torch.ops.aten.exp.default(sub_6);  sub_6 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(exp_1, [-1], True)
        div_1 = torch.ops.aten.div.Tensor(exp_1, sum_2);  exp_1 = sum_2 = None
        expand_6 = torch.ops.aten.expand.default(div_1, [64, 3, 49, 49]);  div_1 = None
        view_36 = torch.ops.aten.view.default(expand_6, [192, 49, 49]);  expand_6 = None
        expand_7 = torch.ops.aten.expand.default(select_5, [64, 3, 49, 32]);  select_5 = None
        clone_13 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        view_37 = torch.ops.aten.view.default(clone_13, [192, 49, 32]);  clone_13 = None
        bmm_3 = torch.ops.aten.bmm.default(view_36, view_37);  view_36 = view_37 = None
        view_38 = torch.ops.aten.view.default(bmm_3, [64, 3, 49, 32]);  bmm_3 = None
        permute_18 = torch.ops.aten.permute.default(view_38, [0, 2, 1, 3]);  view_38 = None
        clone_14 = torch.ops.aten.clone.default(permute_18, memory_format = torch.contiguous_format);  permute_18 = None
        view_39 = torch.ops.aten.view.default(clone_14, [64, 49, 96]);  clone_14 = None
        view_40 = torch.ops.aten.view.default(view_39, [3136, 96]);  view_39 = None
        permute_19 = torch.ops.aten.permute.default(arg24_1, [1, 0]);  arg24_1 = None
        addmm_5 = torch.ops.aten.addmm.default(arg26_1, view_40, permute_19);  arg26_1 = view_40 = permute_19 = None
        view_41 = torch.ops.aten.view.default(addmm_5, [64, 49, 96]);  addmm_5 = None
        view_42 = torch.ops.aten.view.default(view_41, [1, 8, 8, 7, 7, 96]);  view_41 = None
        permute_20 = torch.ops.aten.permute.default(view_42, [0, 1, 3, 2, 4, 5]);  view_42 = None
        clone_15 = torch.ops.aten.clone.default(permute_20, memory_format = torch.contiguous_format);  permute_20 = None
        view_43 = torch.ops.aten.view.default(clone_15, [1, 56, 56, 96]);  clone_15 = None
        iota_2 = torch.ops.prims.iota.default(56, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_16 = torch.ops.aten.add.Tensor(iota_2, 53);  iota_2 = None
        fmod_2 = torch.ops.aten.fmod.Scalar(add_16, 56);  add_16 = None
        index_4 = torch.ops.aten.index.Tensor(view_43, [None, fmod_2]);  view_43 = fmod_2 = None
        iota_3 = torch.ops.prims.iota.default(56, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_17 = torch.ops.aten.add.Tensor(iota_3, 53);  iota_3 = None
        fmod_3 = torch.ops.aten.fmod.Scalar(add_17, 56);  add_17 = None
        index_5 = torch.ops.aten.index.Tensor(index_4, [None, None, fmod_3]);  index_4 = fmod_3 = None
        add_18 = torch.ops.aten.add.Tensor(add_9, index_5);  add_9 = index_5 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(add_18, [3], correction = 0, keepdim = True)
        getitem_8 = var_mean_4[0]
        getitem_9 = var_mean_4[1];  var_mean_4 = None
        add_19 = torch.ops.aten.add.Tensor(getitem_8, 1e-05);  getitem_8 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_19);  add_19 = None
        sub_7 = torch.ops.aten.sub.Tensor(add_18, getitem_9);  getitem_9 = None
        mul_13 = torch.ops.aten.mul.Tensor(sub_7, rsqrt_4);  sub_7 = rsqrt_4 = None
        mul_14 = torch.ops.aten.mul.Tensor(mul_13, arg27_1);  mul_13 = arg27_1 = None
        add_20 = torch.ops.aten.add.Tensor(mul_14, arg28_1);  mul_14 = arg28_1 = None
        view_44 = torch.ops.aten.view.default(add_20, [3136, 96]);  add_20 = None
        permute_21 = torch.ops.aten.permute.default(arg29_1, [1, 0]);  arg29_1 = None
        addmm_6 = torch.ops.aten.addmm.default(arg30_1, view_44, permute_21);  arg30_1 = view_44 = permute_21 = None
        view_45 = torch.ops.aten.view.default(addmm_6, [1, 56, 56, 384]);  addmm_6 = None
        mul_15 = torch.ops.aten.mul.Tensor(view_45, 0.5)
        mul_16 = torch.ops.aten.mul.Tensor(view_45, 0.7071067811865476);  view_45 = None
        erf_1 = torch.ops.aten.erf.default(mul_16);  mul_16 = None
        add_21 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_15, add_21);  mul_15 = add_21 = None
        view_46 = torch.ops.aten.view.default(mul_17, [3136, 384]);  mul_17 = None
        permute_22 = torch.ops.aten.permute.default(arg31_1, [1, 0]);  arg31_1 = None
        addmm_7 = torch.ops.aten.addmm.default(arg32_1, view_46, permute_22);  arg32_1 = view_46 = permute_22 = None
        view_47 = torch.ops.aten.view.default(addmm_7, [1, 56, 56, 96]);  addmm_7 = None
        add_22 = torch.ops.aten.add.Tensor(add_18, view_47);  add_18 = view_47 = None
        slice_70 = torch.ops.aten.slice.Tensor(add_22, 1, 0, 9223372036854775807, 2)
        slice_71 = torch.ops.aten.slice.Tensor(slice_70, 2, 0, 9223372036854775807, 2);  slice_70 = None
        slice_72 = torch.ops.aten.slice.Tensor(add_22, 1, 1, 9223372036854775807, 2)
        slice_73 = torch.ops.aten.slice.Tensor(slice_72, 2, 0, 9223372036854775807, 2);  slice_72 = None
        slice_74 = torch.ops.aten.slice.Tensor(add_22, 1, 0, 9223372036854775807, 2)
        slice_75 = torch.ops.aten.slice.Tensor(slice_74, 2, 1, 9223372036854775807, 2);  slice_74 = None
        slice_76 = torch.ops.aten.slice.Tensor(add_22, 1, 1, 9223372036854775807, 2);  add_22 = None
        slice_77 = torch.ops.aten.slice.Tensor(slice_76, 2, 1, 9223372036854775807, 2);  slice_76 = None
        cat = torch.ops.aten.cat.default([slice_71, slice_73, slice_75, slice_77], -1);  slice_71 = slice_73 = slice_75 = slice_77 = None
        var_mean_5 = torch.ops.aten.var_mean.correction(cat, [3], correction = 0, keepdim = True)
        getitem_10 = var_mean_5[0]
        getitem_11 = var_mean_5[1];  var_mean_5 = None
        add_23 = torch.ops.aten.add.Tensor(getitem_10, 1e-05);  getitem_10 = None
        rsqrt_5 = torch.ops.aten.rsqrt.default(add_23);  add_23 = None
        sub_8 = torch.ops.aten.sub.Tensor(cat, getitem_11);  cat = getitem_11 = None
        mul_18 = torch.ops.aten.mul.Tensor(sub_8, rsqrt_5);  sub_8 = rsqrt_5 = None
        mul_19 = torch.ops.aten.mul.Tensor(mul_18, arg33_1);  mul_18 = arg33_1 = None
        add_24 = torch.ops.aten.add.Tensor(mul_19, arg34_1);  mul_19 = arg34_1 = None
        permute_23 = torch.ops.aten.permute.default(arg35_1, [1, 0]);  arg35_1 = None
        view_48 = torch.ops.aten.view.default(add_24, [784, 384]);  add_24 = None
        mm = torch.ops.aten.mm.default(view_48, permute_23);  view_48 = permute_23 = None
        view_49 = torch.ops.aten.view.default(mm, [1, 28, 28, 192]);  mm = None
        var_mean_6 = torch.ops.aten.var_mean.correction(view_49, [3], correction = 0, keepdim = True)
        getitem_12 = var_mean_6[0]
        getitem_13 = var_mean_6[1];  var_mean_6 = None
        add_25 = torch.ops.aten.add.Tensor(getitem_12, 1e-05);  getitem_12 = None
        rsqrt_6 = torch.ops.aten.rsqrt.default(add_25);  add_25 = None
        sub_9 = torch.ops.aten.sub.Tensor(view_49, getitem_13);  getitem_13 = None
        mul_20 = torch.ops.aten.mul.Tensor(sub_9, rsqrt_6);  sub_9 = rsqrt_6 = None
        mul_21 = torch.ops.aten.mul.Tensor(mul_20, arg36_1);  mul_20 = arg36_1 = None
        add_26 = torch.ops.aten.add.Tensor(mul_21, arg37_1);  mul_21 = arg37_1 = None
        index_6 = torch.ops.aten.index.Tensor(arg38_1, [arg39_1]);  arg38_1 = arg39_1 = None
        view_50 = torch.ops.aten.view.default(index_6, [49, 49, -1]);  index_6 = None
        permute_24 = torch.ops.aten.permute.default(view_50, [2, 0, 1]);  view_50 = None
        clone_16 = torch.ops.aten.clone.default(permute_24, memory_format = torch.contiguous_format);  permute_24 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(clone_16, 0);  clone_16 = None
        view_51 = torch.ops.aten.view.default(add_26, [1, 4, 7, 4, 7, 192]);  add_26 = None
        permute_25 = torch.ops.aten.permute.default(view_51, [0, 1, 3, 2, 4, 5]);  view_51 = None
        clone_17 = torch.ops.aten.clone.default(permute_25, memory_format = torch.contiguous_format);  permute_25 = None
        view_52 = torch.ops.aten.view.default(clone_17, [16, 49, 192]);  clone_17 = None
        view_53 = torch.ops.aten.view.default(view_52, [784, 192]);  view_52 = None
        permute_26 = torch.ops.aten.permute.default(arg40_1, [1, 0]);  arg40_1 = None
        addmm_8 = torch.ops.aten.addmm.default(arg42_1, view_53, permute_26);  arg42_1 = view_53 = permute_26 = None
        view_54 = torch.ops.aten.view.default(addmm_8, [16, 49, 576]);  addmm_8 = None
        view_55 = torch.ops.aten.view.default(view_54, [16, 49, 3, 6, 32]);  view_54 = None
        permute_27 = torch.ops.aten.permute.default(view_55, [2, 0, 3, 1, 4]);  view_55 = None
        select_6 = torch.ops.aten.select.int(permute_27, 0, 0)
        select_7 = torch.ops.aten.select.int(permute_27, 0, 1)
        select_8 = torch.ops.aten.select.int(permute_27, 0, 2);  permute_27 = None
        mul_22 = torch.ops.aten.mul.Tensor(select_6, 0.1767766952966369);  select_6 = None
        permute_28 = torch.ops.aten.permute.default(select_7, [0, 1, 3, 2]);  select_7 = None
        expand_8 = torch.ops.aten.expand.default(mul_22, [16, 6, 49, 32]);  mul_22 = None
        clone_18 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        view_56 = torch.ops.aten.view.default(clone_18, [96, 49, 32]);  clone_18 = None
        expand_9 = torch.ops.aten.expand.default(permute_28, [16, 6, 32, 49]);  permute_28 = None
        clone_19 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        view_57 = torch.ops.aten.view.default(clone_19, [96, 32, 49]);  clone_19 = None
        bmm_4 = torch.ops.aten.bmm.default(view_56, view_57);  view_56 = view_57 = None
        view_58 = torch.ops.aten.view.default(bmm_4, [16, 6, 49, 49]);  bmm_4 = None
        add_27 = torch.ops.aten.add.Tensor(view_58, unsqueeze_6);  view_58 = unsqueeze_6 = None
        amax_2 = torch.ops.aten.amax.default(add_27, [-1], True)
        sub_10 = torch.ops.aten.sub.Tensor(add_27, amax_2);  add_27 = amax_2 = None
        exp_2 = torch.ops.aten.exp.default(sub_10);  sub_10 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(exp_2, [-1], True)
        div_2 = torch.ops.aten.div.Tensor(exp_2, sum_3);  exp_2 = sum_3 = None
        expand_10 = torch.ops.aten.expand.default(div_2, [16, 6, 49, 49]);  div_2 = None
        view_59 = torch.ops.aten.view.default(expand_10, [96, 49, 49]);  expand_10 = None
        expand_11 = torch.ops.aten.expand.default(select_8, [16, 6, 49, 32]);  select_8 = None
        clone_20 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
        view_60 = torch.ops.aten.view.default(clone_20, [96, 49, 32]);  clone_20 = None
        bmm_5 = torch.ops.aten.bmm.default(view_59, view_60);  view_59 = view_60 = None
        view_61 = torch.ops.aten.view.default(bmm_5, [16, 6, 49, 32]);  bmm_5 = None
        permute_29 = torch.ops.aten.permute.default(view_61, [0, 2, 1, 3]);  view_61 = None
        clone_21 = torch.ops.aten.clone.default(permute_29, memory_format = torch.contiguous_format);  permute_29 = None
        view_62 = torch.ops.aten.view.default(clone_21, [16, 49, 192]);  clone_21 = None
        view_63 = torch.ops.aten.view.default(view_62, [784, 192]);  view_62 = None
        permute_30 = torch.ops.aten.permute.default(arg41_1, [1, 0]);  arg41_1 = None
        addmm_9 = torch.ops.aten.addmm.default(arg43_1, view_63, permute_30);  arg43_1 = view_63 = permute_30 = None
        view_64 = torch.ops.aten.view.default(addmm_9, [16, 49, 192]);  addmm_9 = None
        view_65 = torch.ops.aten.view.default(view_64, [1, 4, 4, 7, 7, 192]);  view_64 = None
        permute_31 = torch.ops.aten.permute.default(view_65, [0, 1, 3, 2, 4, 5]);  view_65 = None
        clone_22 = torch.ops.aten.clone.default(permute_31, memory_format = torch.contiguous_format);  permute_31 = None
        view_66 = torch.ops.aten.view.default(clone_22, [1, 28, 28, 192]);  clone_22 = None
        add_28 = torch.ops.aten.add.Tensor(view_49, view_66);  view_49 = view_66 = None
        var_mean_7 = torch.ops.aten.var_mean.correction(add_28, [3], correction = 0, keepdim = True)
        getitem_14 = var_mean_7[0]
        getitem_15 = var_mean_7[1];  var_mean_7 = None
        add_29 = torch.ops.aten.add.Tensor(getitem_14, 1e-05);  getitem_14 = None
        rsqrt_7 = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
        sub_11 = torch.ops.aten.sub.Tensor(add_28, getitem_15);  getitem_15 = None
        mul_23 = torch.ops.aten.mul.Tensor(sub_11, rsqrt_7);  sub_11 = rsqrt_7 = None
        mul_24 = torch.ops.aten.mul.Tensor(mul_23, arg44_1);  mul_23 = arg44_1 = None
        add_30 = torch.ops.aten.add.Tensor(mul_24, arg45_1);  mul_24 = arg45_1 = None
        view_67 = torch.ops.aten.view.default(add_30, [784, 192]);  add_30 = None
        permute_32 = torch.ops.aten.permute.default(arg46_1, [1, 0]);  arg46_1 = None
        addmm_10 = torch.ops.aten.addmm.default(arg47_1, view_67, permute_32);  arg47_1 = view_67 = permute_32 = None
        view_68 = torch.ops.aten.view.default(addmm_10, [1, 28, 28, 768]);  addmm_10 = None
        mul_25 = torch.ops.aten.mul.Tensor(view_68, 0.5)
        mul_26 = torch.ops.aten.mul.Tensor(view_68, 0.7071067811865476);  view_68 = None
        erf_2 = torch.ops.aten.erf.default(mul_26);  mul_26 = None
        add_31 = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_27 = torch.ops.aten.mul.Tensor(mul_25, add_31);  mul_25 = add_31 = None
        view_69 = torch.ops.aten.view.default(mul_27, [784, 768]);  mul_27 = None
        permute_33 = torch.ops.aten.permute.default(arg48_1, [1, 0]);  arg48_1 = None
        addmm_11 = torch.ops.aten.addmm.default(arg49_1, view_69, permute_33);  arg49_1 = view_69 = permute_33 = None
        view_70 = torch.ops.aten.view.default(addmm_11, [1, 28, 28, 192]);  addmm_11 = None
        add_32 = torch.ops.aten.add.Tensor(add_28, view_70);  add_28 = view_70 = None
        var_mean_8 = torch.ops.aten.var_mean.correction(add_32, [3], correction = 0, keepdim = True)
        getitem_16 = var_mean_8[0]
        getitem_17 = var_mean_8[1];  var_mean_8 = None
        add_33 = torch.ops.aten.add.Tensor(getitem_16, 1e-05);  getitem_16 = None
        rsqrt_8 = torch.ops.aten.rsqrt.default(add_33);  add_33 = None
        sub_12 = torch.ops.aten.sub.Tensor(add_32, getitem_17);  getitem_17 = None
        mul_28 = torch.ops.aten.mul.Tensor(sub_12, rsqrt_8);  sub_12 = rsqrt_8 = None
        mul_29 = torch.ops.aten.mul.Tensor(mul_28, arg50_1);  mul_28 = arg50_1 = None
        add_34 = torch.ops.aten.add.Tensor(mul_29, arg51_1);  mul_29 = arg51_1 = None
        index_7 = torch.ops.aten.index.Tensor(arg52_1, [arg53_1]);  arg52_1 = arg53_1 = None
        view_71 = torch.ops.aten.view.default(index_7, [49, 49, -1]);  index_7 = None
        permute_34 = torch.ops.aten.permute.default(view_71, [2, 0, 1]);  view_71 = None
        clone_23 = torch.ops.aten.clone.default(permute_34, memory_format = torch.contiguous_format);  permute_34 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(clone_23, 0);  clone_23 = None
        iota_4 = torch.ops.prims.iota.default(28, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_35 = torch.ops.aten.add.Tensor(iota_4, 3);  iota_4 = None
        fmod_4 = torch.ops.aten.fmod.Scalar(add_35, 28);  add_35 = None
        index_8 = torch.ops.aten.index.Tensor(add_34, [None, fmod_4]);  add_34 = fmod_4 = None
        iota_5 = torch.ops.prims.iota.default(28, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_36 = torch.ops.aten.add.Tensor(iota_5, 3);  iota_5 = None
        fmod_5 = torch.ops.aten.fmod.Scalar(add_36, 28);  add_36 = None
        index_9 = torch.ops.aten.index.Tensor(index_8, [None, None, fmod_5]);  index_8 = fmod_5 = None
        view_72 = torch.ops.aten.view.default(index_9, [1, 4, 7, 4, 7, 192]);  index_9 = None
        permute_35 = torch.ops.aten.permute.default(view_72, [0, 1, 3, 2, 4, 5]);  view_72 = None
        clone_24 = torch.ops.aten.clone.default(permute_35, memory_format = torch.contiguous_format);  permute_35 = None
        view_73 = torch.ops.aten.view.default(clone_24, [16, 49, 192]);  clone_24 = None
        view_74 = torch.ops.aten.view.default(view_73, [784, 192]);  view_73 = None
        permute_36 = torch.ops.aten.permute.default(arg54_1, [1, 0]);  arg54_1 = None
        addmm_12 = torch.ops.aten.addmm.default(arg56_1, view_74, permute_36);  arg56_1 = view_74 = permute_36 = None
        view_75 = torch.ops.aten.view.default(addmm_12, [16, 49, 576]);  addmm_12 = None
        view_76 = torch.ops.aten.view.default(view_75, [16, 49, 3, 6, 32]);  view_75 = None
        permute_37 = torch.ops.aten.permute.default(view_76, [2, 0, 3, 1, 4]);  view_76 = None
        select_9 = torch.ops.aten.select.int(permute_37, 0, 0)
        select_10 = torch.ops.aten.select.int(permute_37, 0, 1)
        select_11 = torch.ops.aten.select.int(permute_37, 0, 2);  permute_37 = None
        mul_30 = torch.ops.aten.mul.Tensor(select_9, 0.1767766952966369);  select_9 = None
        permute_38 = torch.ops.aten.permute.default(select_10, [0, 1, 3, 2]);  select_10 = None
        expand_12 = torch.ops.aten.expand.default(mul_30, [16, 6, 49, 32]);  mul_30 = None
        clone_25 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
        view_77 = torch.ops.aten.view.default(clone_25, [96, 49, 32]);  clone_25 = None
        expand_13 = torch.ops.aten.expand.default(permute_38, [16, 6, 32, 49]);  permute_38 = None
        clone_26 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
        view_78 = torch.ops.aten.view.default(clone_26, [96, 32, 49]);  clone_26 = None
        bmm_6 = torch.ops.aten.bmm.default(view_77, view_78);  view_77 = view_78 = None
        view_79 = torch.ops.aten.view.default(bmm_6, [16, 6, 49, 49]);  bmm_6 = None
        add_37 = torch.ops.aten.add.Tensor(view_79, unsqueeze_7);  view_79 = unsqueeze_7 = None
        full_1 = torch.ops.aten.full.default([28, 28], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _tensor_constant9 = self._tensor_constant9;  _tensor_constant9 = None
        full_default_11 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_78 = torch.ops.aten.slice.Tensor(full_1, 0, 0, -7)
        slice_79 = torch.ops.aten.slice.Tensor(slice_78, 1, 0, -7);  slice_78 = None
        copy_9 = torch.ops.aten.copy.default(slice_79, full_default_11);  slice_79 = full_default_11 = None
        slice_80 = torch.ops.aten.slice.Tensor(full_1, 0, 0, -7)
        slice_scatter_18 = torch.ops.aten.slice_scatter.default(slice_80, copy_9, 1, 0, -7);  slice_80 = copy_9 = None
        slice_scatter_19 = torch.ops.aten.slice_scatter.default(full_1, slice_scatter_18, 0, 0, -7);  full_1 = slice_scatter_18 = None
        _tensor_constant10 = self._tensor_constant10;  _tensor_constant10 = None
        full_default_12 = torch.ops.aten.full.default([], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_86 = torch.ops.aten.slice.Tensor(slice_scatter_19, 0, 0, -7)
        slice_87 = torch.ops.aten.slice.Tensor(slice_86, 1, -7, -3);  slice_86 = None
        copy_10 = torch.ops.aten.copy.default(slice_87, full_default_12);  slice_87 = full_default_12 = None
        slice_88 = torch.ops.aten.slice.Tensor(slice_scatter_19, 0, 0, -7)
        slice_scatter_20 = torch.ops.aten.slice_scatter.default(slice_88, copy_10, 1, -7, -3);  slice_88 = copy_10 = None
        slice_scatter_21 = torch.ops.aten.slice_scatter.default(slice_scatter_19, slice_scatter_20, 0, 0, -7);  slice_scatter_19 = slice_scatter_20 = None
        _tensor_constant11 = self._tensor_constant11;  _tensor_constant11 = None
        full_default_13 = torch.ops.aten.full.default([], 2.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_94 = torch.ops.aten.slice.Tensor(slice_scatter_21, 0, 0, -7)
        slice_95 = torch.ops.aten.slice.Tensor(slice_94, 1, -3, 9223372036854775807);  slice_94 = None
        copy_11 = torch.ops.aten.copy.default(slice_95, full_default_13);  slice_95 = full_default_13 = None
        slice_96 = torch.ops.aten.slice.Tensor(slice_scatter_21, 0, 0, -7)
        slice_scatter_22 = torch.ops.aten.slice_scatter.default(slice_96, copy_11, 1, -3, 9223372036854775807);  slice_96 = copy_11 = None
        slice_scatter_23 = torch.ops.aten.slice_scatter.default(slice_scatter_21, slice_scatter_22, 0, 0, -7);  slice_scatter_21 = slice_scatter_22 = None
        _tensor_constant12 = self._tensor_constant12;  _tensor_constant12 = None
        full_default_14 = torch.ops.aten.full.default([], 3.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_102 = torch.ops.aten.slice.Tensor(slice_scatter_23, 0, -7, -3)
        slice_103 = torch.ops.aten.slice.Tensor(slice_102, 1, 0, -7);  slice_102 = None
        copy_12 = torch.ops.aten.copy.default(slice_103, full_default_14);  slice_103 = full_default_14 = None
        slice_104 = torch.ops.aten.slice.Tensor(slice_scatter_23, 0, -7, -3)
        slice_scatter_24 = torch.ops.aten.slice_scatter.default(slice_104, copy_12, 1, 0, -7);  slice_104 = copy_12 = None
        slice_scatter_25 = torch.ops.aten.slice_scatter.default(slice_scatter_23, slice_scatter_24, 0, -7, -3);  slice_scatter_23 = slice_scatter_24 = None
        _tensor_constant13 = self._tensor_constant13;  _tensor_constant13 = None
        full_default_15 = torch.ops.aten.full.default([], 4.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_110 = torch.ops.aten.slice.Tensor(slice_scatter_25, 0, -7, -3)
        slice_111 = torch.ops.aten.slice.Tensor(slice_110, 1, -7, -3);  slice_110 = None
        copy_13 = torch.ops.aten.copy.default(slice_111, full_default_15);  slice_111 = full_default_15 = None
        slice_112 = torch.ops.aten.slice.Tensor(slice_scatter_25, 0, -7, -3)
        slice_scatter_26 = torch.ops.aten.slice_scatter.default(slice_112, copy_13, 1, -7, -3);  slice_112 = copy_13 = None
        slice_scatter_27 = torch.ops.aten.slice_scatter.default(slice_scatter_25, slice_scatter_26, 0, -7, -3);  slice_scatter_25 = slice_scatter_26 = None
        _tensor_constant14 = self._tensor_constant14;  _tensor_constant14 = None
        full_default_16 = torch.ops.aten.full.default([], 5.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_118 = torch.ops.aten.slice.Tensor(slice_scatter_27, 0, -7, -3)
        slice_119 = torch.ops.aten.slice.Tensor(slice_118, 1, -3, 9223372036854775807);  slice_118 = None
        copy_14 = torch.ops.aten.copy.default(slice_119, full_default_16);  slice_119 = full_default_16 = None
        slice_120 = torch.ops.aten.slice.Tensor(slice_scatter_27, 0, -7, -3)
        slice_scatter_28 = torch.ops.aten.slice_scatter.default(slice_120, copy_14, 1, -3, 9223372036854775807);  slice_120 = copy_14 = None
        slice_scatter_29 = torch.ops.aten.slice_scatter.default(slice_scatter_27, slice_scatter_28, 0, -7, -3);  slice_scatter_27 = slice_scatter_28 = None
        _tensor_constant15 = self._tensor_constant15;  _tensor_constant15 = None
        full_default_17 = torch.ops.aten.full.default([], 6.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_126 = torch.ops.aten.slice.Tensor(slice_scatter_29, 0, -3, 9223372036854775807)
        slice_127 = torch.ops.aten.slice.Tensor(slice_126, 1, 0, -7);  slice_126 = None
        copy_15 = torch.ops.aten.copy.default(slice_127, full_default_17);  slice_127 = full_default_17 = None
        slice_128 = torch.ops.aten.slice.Tensor(slice_scatter_29, 0, -3, 9223372036854775807)
        slice_scatter_30 = torch.ops.aten.slice_scatter.default(slice_128, copy_15, 1, 0, -7);  slice_128 = copy_15 = None
        slice_scatter_31 = torch.ops.aten.slice_scatter.default(slice_scatter_29, slice_scatter_30, 0, -3, 9223372036854775807);  slice_scatter_29 = slice_scatter_30 = None
        _tensor_constant16 = self._tensor_constant16;  _tensor_constant16 = None
        full_default_18 = torch.ops.aten.full.default([], 7.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_134 = torch.ops.aten.slice.Tensor(slice_scatter_31, 0, -3, 9223372036854775807)
        slice_135 = torch.ops.aten.slice.Tensor(slice_134, 1, -7, -3);  slice_134 = None
        copy_16 = torch.ops.aten.copy.default(slice_135, full_default_18);  slice_135 = full_default_18 = None
        slice_136 = torch.ops.aten.slice.Tensor(slice_scatter_31, 0, -3, 9223372036854775807)
        slice_scatter_32 = torch.ops.aten.slice_scatter.default(slice_136, copy_16, 1, -7, -3);  slice_136 = copy_16 = None
        slice_scatter_33 = torch.ops.aten.slice_scatter.default(slice_scatter_31, slice_scatter_32, 0, -3, 9223372036854775807);  slice_scatter_31 = slice_scatter_32 = None
        _tensor_constant17 = self._tensor_constant17;  _tensor_constant17 = None
        full_default_19 = torch.ops.aten.full.default([], 8.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_142 = torch.ops.aten.slice.Tensor(slice_scatter_33, 0, -3, 9223372036854775807)
        slice_143 = torch.ops.aten.slice.Tensor(slice_142, 1, -3, 9223372036854775807);  slice_142 = None
        copy_17 = torch.ops.aten.copy.default(slice_143, full_default_19);  slice_143 = full_default_19 = None
        slice_144 = torch.ops.aten.slice.Tensor(slice_scatter_33, 0, -3, 9223372036854775807)
        slice_scatter_34 = torch.ops.aten.slice_scatter.default(slice_144, copy_17, 1, -3, 9223372036854775807);  slice_144 = copy_17 = None
        slice_scatter_35 = torch.ops.aten.slice_scatter.default(slice_scatter_33, slice_scatter_34, 0, -3, 9223372036854775807);  slice_scatter_33 = slice_scatter_34 = None
        view_82 = torch.ops.aten.view.default(slice_scatter_35, [4, 7, 4, 7]);  slice_scatter_35 = None
        permute_40 = torch.ops.aten.permute.default(view_82, [0, 2, 1, 3]);  view_82 = None
        clone_27 = torch.ops.aten.clone.default(permute_40, memory_format = torch.contiguous_format);  permute_40 = None
        view_83 = torch.ops.aten.view.default(clone_27, [16, 49]);  clone_27 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(view_83, 1)
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(view_83, 2);  view_83 = None
        sub_13 = torch.ops.aten.sub.Tensor(unsqueeze_8, unsqueeze_9);  unsqueeze_8 = unsqueeze_9 = None
        ne_1 = torch.ops.aten.ne.Scalar(sub_13, 0)
        full_default_20 = torch.ops.aten.full.default([], -100.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_2 = torch.ops.aten.where.self(ne_1, full_default_20, sub_13);  ne_1 = full_default_20 = None
        eq_1 = torch.ops.aten.eq.Scalar(sub_13, 0);  sub_13 = None
        full_default_21 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_3 = torch.ops.aten.where.self(eq_1, full_default_21, where_2);  eq_1 = full_default_21 = where_2 = None
        view_84 = torch.ops.aten.view.default(add_37, [1, 16, 6, 49, 49]);  add_37 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(where_3, 1);  where_3 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 0);  unsqueeze_10 = None
        add_38 = torch.ops.aten.add.Tensor(view_84, unsqueeze_11);  view_84 = unsqueeze_11 = None
        view_85 = torch.ops.aten.view.default(add_38, [-1, 6, 49, 49]);  add_38 = None
        amax_3 = torch.ops.aten.amax.default(view_85, [-1], True)
        sub_14 = torch.ops.aten.sub.Tensor(view_85, amax_3);  view_85 = amax_3 = None
        exp_3 = torch.ops.aten.exp.default(sub_14);  sub_14 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(exp_3, [-1], True)
        div_3 = torch.ops.aten.div.Tensor(exp_3, sum_4);  exp_3 = sum_4 = None
        expand_14 = torch.ops.aten.expand.default(div_3, [16, 6, 49, 49]);  div_3 = None
        view_86 = torch.ops.aten.view.default(expand_14, [96, 49, 49]);  expand_14 = None
        expand_15 = torch.ops.aten.expand.default(select_11, [16, 6, 49, 32]);  select_11 = None
        clone_28 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
        view_87 = torch.ops.aten.view.default(clone_28, [96, 49, 32]);  clone_28 = None
        bmm_7 = torch.ops.aten.bmm.default(view_86, view_87);  view_86 = view_87 = None
        view_88 = torch.ops.aten.view.default(bmm_7, [16, 6, 49, 32]);  bmm_7 = None
        permute_41 = torch.ops.aten.permute.default(view_88, [0, 2, 1, 3]);  view_88 = None
        clone_29 = torch.ops.aten.clone.default(permute_41, memory_format = torch.contiguous_format);  permute_41 = None
        view_89 = torch.ops.aten.view.default(clone_29, [16, 49, 192]);  clone_29 = None
        view_90 = torch.ops.aten.view.default(view_89, [784, 192]);  view_89 = None
        permute_42 = torch.ops.aten.permute.default(arg55_1, [1, 0]);  arg55_1 = None
        addmm_13 = torch.ops.aten.addmm.default(arg57_1, view_90, permute_42);  arg57_1 = view_90 = permute_42 = None
        view_91 = torch.ops.aten.view.default(addmm_13, [16, 49, 192]);  addmm_13 = None
        view_92 = torch.ops.aten.view.default(view_91, [1, 4, 4, 7, 7, 192]);  view_91 = None
        permute_43 = torch.ops.aten.permute.default(view_92, [0, 1, 3, 2, 4, 5]);  view_92 = None
        clone_30 = torch.ops.aten.clone.default(permute_43, memory_format = torch.contiguous_format);  permute_43 = None
        view_93 = torch.ops.aten.view.default(clone_30, [1, 28, 28, 192]);  clone_30 = None
        iota_6 = torch.ops.prims.iota.default(28, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_39 = torch.ops.aten.add.Tensor(iota_6, 25);  iota_6 = None
        fmod_6 = torch.ops.aten.fmod.Scalar(add_39, 28);  add_39 = None
        index_10 = torch.ops.aten.index.Tensor(view_93, [None, fmod_6]);  view_93 = fmod_6 = None
        iota_7 = torch.ops.prims.iota.default(28, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_40 = torch.ops.aten.add.Tensor(iota_7, 25);  iota_7 = None
        fmod_7 = torch.ops.aten.fmod.Scalar(add_40, 28);  add_40 = None
        index_11 = torch.ops.aten.index.Tensor(index_10, [None, None, fmod_7]);  index_10 = fmod_7 = None
        add_41 = torch.ops.aten.add.Tensor(add_32, index_11);  add_32 = index_11 = None
        var_mean_9 = torch.ops.aten.var_mean.correction(add_41, [3], correction = 0, keepdim = True)
        getitem_18 = var_mean_9[0]
        getitem_19 = var_mean_9[1];  var_mean_9 = None
        add_42 = torch.ops.aten.add.Tensor(getitem_18, 1e-05);  getitem_18 = None
        rsqrt_9 = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
        sub_15 = torch.ops.aten.sub.Tensor(add_41, getitem_19);  getitem_19 = None
        mul_31 = torch.ops.aten.mul.Tensor(sub_15, rsqrt_9);  sub_15 = rsqrt_9 = None
        mul_32 = torch.ops.aten.mul.Tensor(mul_31, arg58_1);  mul_31 = arg58_1 = None
        add_43 = torch.ops.aten.add.Tensor(mul_32, arg59_1);  mul_32 = arg59_1 = None
        view_94 = torch.ops.aten.view.default(add_43, [784, 192]);  add_43 = None
        permute_44 = torch.ops.aten.permute.default(arg60_1, [1, 0]);  arg60_1 = None
        addmm_14 = torch.ops.aten.addmm.default(arg61_1, view_94, permute_44);  arg61_1 = view_94 = permute_44 = None
        view_95 = torch.ops.aten.view.default(addmm_14, [1, 28, 28, 768]);  addmm_14 = None
        mul_33 = torch.ops.aten.mul.Tensor(view_95, 0.5)
        mul_34 = torch.ops.aten.mul.Tensor(view_95, 0.7071067811865476);  view_95 = None
        erf_3 = torch.ops.aten.erf.default(mul_34);  mul_34 = None
        add_44 = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_35 = torch.ops.aten.mul.Tensor(mul_33, add_44);  mul_33 = add_44 = None
        view_96 = torch.ops.aten.view.default(mul_35, [784, 768]);  mul_35 = None
        permute_45 = torch.ops.aten.permute.default(arg62_1, [1, 0]);  arg62_1 = None
        addmm_15 = torch.ops.aten.addmm.default(arg63_1, view_96, permute_45);  arg63_1 = view_96 = permute_45 = None
        view_97 = torch.ops.aten.view.default(addmm_15, [1, 28, 28, 192]);  addmm_15 = None
        add_45 = torch.ops.aten.add.Tensor(add_41, view_97);  add_41 = view_97 = None
        slice_147 = torch.ops.aten.slice.Tensor(add_45, 1, 0, 9223372036854775807, 2)
        slice_148 = torch.ops.aten.slice.Tensor(slice_147, 2, 0, 9223372036854775807, 2);  slice_147 = None
        slice_149 = torch.ops.aten.slice.Tensor(add_45, 1, 1, 9223372036854775807, 2)
        slice_150 = torch.ops.aten.slice.Tensor(slice_149, 2, 0, 9223372036854775807, 2);  slice_149 = None
        slice_151 = torch.ops.aten.slice.Tensor(add_45, 1, 0, 9223372036854775807, 2)
        slice_152 = torch.ops.aten.slice.Tensor(slice_151, 2, 1, 9223372036854775807, 2);  slice_151 = None
        slice_153 = torch.ops.aten.slice.Tensor(add_45, 1, 1, 9223372036854775807, 2);  add_45 = None
        slice_154 = torch.ops.aten.slice.Tensor(slice_153, 2, 1, 9223372036854775807, 2);  slice_153 = None
        cat_1 = torch.ops.aten.cat.default([slice_148, slice_150, slice_152, slice_154], -1);  slice_148 = slice_150 = slice_152 = slice_154 = None
        var_mean_10 = torch.ops.aten.var_mean.correction(cat_1, [3], correction = 0, keepdim = True)
        getitem_20 = var_mean_10[0]
        getitem_21 = var_mean_10[1];  var_mean_10 = None
        add_46 = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_10 = torch.ops.aten.rsqrt.default(add_46);  add_46 = None
        sub_16 = torch.ops.aten.sub.Tensor(cat_1, getitem_21);  cat_1 = getitem_21 = None
        mul_36 = torch.ops.aten.mul.Tensor(sub_16, rsqrt_10);  sub_16 = rsqrt_10 = None
        mul_37 = torch.ops.aten.mul.Tensor(mul_36, arg64_1);  mul_36 = arg64_1 = None
        add_47 = torch.ops.aten.add.Tensor(mul_37, arg65_1);  mul_37 = arg65_1 = None
        permute_46 = torch.ops.aten.permute.default(arg66_1, [1, 0]);  arg66_1 = None
        view_98 = torch.ops.aten.view.default(add_47, [196, 768]);  add_47 = None
        mm_1 = torch.ops.aten.mm.default(view_98, permute_46);  view_98 = permute_46 = None
        view_99 = torch.ops.aten.view.default(mm_1, [1, 14, 14, 384]);  mm_1 = None
        var_mean_11 = torch.ops.aten.var_mean.correction(view_99, [3], correction = 0, keepdim = True)
        getitem_22 = var_mean_11[0]
        getitem_23 = var_mean_11[1];  var_mean_11 = None
        add_48 = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_11 = torch.ops.aten.rsqrt.default(add_48);  add_48 = None
        sub_17 = torch.ops.aten.sub.Tensor(view_99, getitem_23);  getitem_23 = None
        mul_38 = torch.ops.aten.mul.Tensor(sub_17, rsqrt_11);  sub_17 = rsqrt_11 = None
        mul_39 = torch.ops.aten.mul.Tensor(mul_38, arg67_1);  mul_38 = arg67_1 = None
        add_49 = torch.ops.aten.add.Tensor(mul_39, arg68_1);  mul_39 = arg68_1 = None
        index_12 = torch.ops.aten.index.Tensor(arg69_1, [arg70_1]);  arg69_1 = arg70_1 = None
        view_100 = torch.ops.aten.view.default(index_12, [49, 49, -1]);  index_12 = None
        permute_47 = torch.ops.aten.permute.default(view_100, [2, 0, 1]);  view_100 = None
        clone_31 = torch.ops.aten.clone.default(permute_47, memory_format = torch.contiguous_format);  permute_47 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(clone_31, 0);  clone_31 = None
        view_101 = torch.ops.aten.view.default(add_49, [1, 2, 7, 2, 7, 384]);  add_49 = None
        permute_48 = torch.ops.aten.permute.default(view_101, [0, 1, 3, 2, 4, 5]);  view_101 = None
        clone_32 = torch.ops.aten.clone.default(permute_48, memory_format = torch.contiguous_format);  permute_48 = None
        view_102 = torch.ops.aten.view.default(clone_32, [4, 49, 384]);  clone_32 = None
        view_103 = torch.ops.aten.view.default(view_102, [196, 384]);  view_102 = None
        permute_49 = torch.ops.aten.permute.default(arg71_1, [1, 0]);  arg71_1 = None
        addmm_16 = torch.ops.aten.addmm.default(arg73_1, view_103, permute_49);  arg73_1 = view_103 = permute_49 = None
        view_104 = torch.ops.aten.view.default(addmm_16, [4, 49, 1152]);  addmm_16 = None
        view_105 = torch.ops.aten.view.default(view_104, [4, 49, 3, 12, 32]);  view_104 = None
        permute_50 = torch.ops.aten.permute.default(view_105, [2, 0, 3, 1, 4]);  view_105 = None
        select_12 = torch.ops.aten.select.int(permute_50, 0, 0)
        select_13 = torch.ops.aten.select.int(permute_50, 0, 1)
        select_14 = torch.ops.aten.select.int(permute_50, 0, 2);  permute_50 = None
        mul_40 = torch.ops.aten.mul.Tensor(select_12, 0.1767766952966369);  select_12 = None
        permute_51 = torch.ops.aten.permute.default(select_13, [0, 1, 3, 2]);  select_13 = None
        expand_16 = torch.ops.aten.expand.default(mul_40, [4, 12, 49, 32]);  mul_40 = None
        clone_33 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
        view_106 = torch.ops.aten.view.default(clone_33, [48, 49, 32]);  clone_33 = None
        expand_17 = torch.ops.aten.expand.default(permute_51, [4, 12, 32, 49]);  permute_51 = None
        clone_34 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
        view_107 = torch.ops.aten.view.default(clone_34, [48, 32, 49]);  clone_34 = None
        bmm_8 = torch.ops.aten.bmm.default(view_106, view_107);  view_106 = view_107 = None
        view_108 = torch.ops.aten.view.default(bmm_8, [4, 12, 49, 49]);  bmm_8 = None
        add_50 = torch.ops.aten.add.Tensor(view_108, unsqueeze_12);  view_108 = unsqueeze_12 = None
        amax_4 = torch.ops.aten.amax.default(add_50, [-1], True)
        sub_18 = torch.ops.aten.sub.Tensor(add_50, amax_4);  add_50 = amax_4 = None
        exp_4 = torch.ops.aten.exp.default(sub_18);  sub_18 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(exp_4, [-1], True)
        div_4 = torch.ops.aten.div.Tensor(exp_4, sum_5);  exp_4 = sum_5 = None
        expand_18 = torch.ops.aten.expand.default(div_4, [4, 12, 49, 49]);  div_4 = None
        view_109 = torch.ops.aten.view.default(expand_18, [48, 49, 49]);  expand_18 = None
        expand_19 = torch.ops.aten.expand.default(select_14, [4, 12, 49, 32]);  select_14 = None
        clone_35 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
        view_110 = torch.ops.aten.view.default(clone_35, [48, 49, 32]);  clone_35 = None
        bmm_9 = torch.ops.aten.bmm.default(view_109, view_110);  view_109 = view_110 = None
        view_111 = torch.ops.aten.view.default(bmm_9, [4, 12, 49, 32]);  bmm_9 = None
        permute_52 = torch.ops.aten.permute.default(view_111, [0, 2, 1, 3]);  view_111 = None
        clone_36 = torch.ops.aten.clone.default(permute_52, memory_format = torch.contiguous_format);  permute_52 = None
        view_112 = torch.ops.aten.view.default(clone_36, [4, 49, 384]);  clone_36 = None
        view_113 = torch.ops.aten.view.default(view_112, [196, 384]);  view_112 = None
        permute_53 = torch.ops.aten.permute.default(arg72_1, [1, 0]);  arg72_1 = None
        addmm_17 = torch.ops.aten.addmm.default(arg74_1, view_113, permute_53);  arg74_1 = view_113 = permute_53 = None
        view_114 = torch.ops.aten.view.default(addmm_17, [4, 49, 384]);  addmm_17 = None
        view_115 = torch.ops.aten.view.default(view_114, [1, 2, 2, 7, 7, 384]);  view_114 = None
        permute_54 = torch.ops.aten.permute.default(view_115, [0, 1, 3, 2, 4, 5]);  view_115 = None
        clone_37 = torch.ops.aten.clone.default(permute_54, memory_format = torch.contiguous_format);  permute_54 = None
        view_116 = torch.ops.aten.view.default(clone_37, [1, 14, 14, 384]);  clone_37 = None
        add_51 = torch.ops.aten.add.Tensor(view_99, view_116);  view_99 = view_116 = None
        var_mean_12 = torch.ops.aten.var_mean.correction(add_51, [3], correction = 0, keepdim = True)
        getitem_24 = var_mean_12[0]
        getitem_25 = var_mean_12[1];  var_mean_12 = None
        add_52 = torch.ops.aten.add.Tensor(getitem_24, 1e-05);  getitem_24 = None
        rsqrt_12 = torch.ops.aten.rsqrt.default(add_52);  add_52 = None
        sub_19 = torch.ops.aten.sub.Tensor(add_51, getitem_25);  getitem_25 = None
        mul_41 = torch.ops.aten.mul.Tensor(sub_19, rsqrt_12);  sub_19 = rsqrt_12 = None
        mul_42 = torch.ops.aten.mul.Tensor(mul_41, arg75_1);  mul_41 = arg75_1 = None
        add_53 = torch.ops.aten.add.Tensor(mul_42, arg76_1);  mul_42 = arg76_1 = None
        view_117 = torch.ops.aten.view.default(add_53, [196, 384]);  add_53 = None
        permute_55 = torch.ops.aten.permute.default(arg77_1, [1, 0]);  arg77_1 = None
        addmm_18 = torch.ops.aten.addmm.default(arg78_1, view_117, permute_55);  arg78_1 = view_117 = permute_55 = None
        view_118 = torch.ops.aten.view.default(addmm_18, [1, 14, 14, 1536]);  addmm_18 = None
        mul_43 = torch.ops.aten.mul.Tensor(view_118, 0.5)
        mul_44 = torch.ops.aten.mul.Tensor(view_118, 0.7071067811865476);  view_118 = None
        erf_4 = torch.ops.aten.erf.default(mul_44);  mul_44 = None
        add_54 = torch.ops.aten.add.Tensor(erf_4, 1);  erf_4 = None
        mul_45 = torch.ops.aten.mul.Tensor(mul_43, add_54);  mul_43 = add_54 = None
        view_119 = torch.ops.aten.view.default(mul_45, [196, 1536]);  mul_45 = None
        permute_56 = torch.ops.aten.permute.default(arg79_1, [1, 0]);  arg79_1 = None
        addmm_19 = torch.ops.aten.addmm.default(arg80_1, view_119, permute_56);  arg80_1 = view_119 = permute_56 = None
        view_120 = torch.ops.aten.view.default(addmm_19, [1, 14, 14, 384]);  addmm_19 = None
        add_55 = torch.ops.aten.add.Tensor(add_51, view_120);  add_51 = view_120 = None
        var_mean_13 = torch.ops.aten.var_mean.correction(add_55, [3], correction = 0, keepdim = True)
        getitem_26 = var_mean_13[0]
        getitem_27 = var_mean_13[1];  var_mean_13 = None
        add_56 = torch.ops.aten.add.Tensor(getitem_26, 1e-05);  getitem_26 = None
        rsqrt_13 = torch.ops.aten.rsqrt.default(add_56);  add_56 = None
        sub_20 = torch.ops.aten.sub.Tensor(add_55, getitem_27);  getitem_27 = None
        mul_46 = torch.ops.aten.mul.Tensor(sub_20, rsqrt_13);  sub_20 = rsqrt_13 = None
        mul_47 = torch.ops.aten.mul.Tensor(mul_46, arg81_1);  mul_46 = arg81_1 = None
        add_57 = torch.ops.aten.add.Tensor(mul_47, arg82_1);  mul_47 = arg82_1 = None
        index_13 = torch.ops.aten.index.Tensor(arg83_1, [arg84_1]);  arg83_1 = arg84_1 = None
        view_121 = torch.ops.aten.view.default(index_13, [49, 49, -1]);  index_13 = None
        permute_57 = torch.ops.aten.permute.default(view_121, [2, 0, 1]);  view_121 = None
        clone_38 = torch.ops.aten.clone.default(permute_57, memory_format = torch.contiguous_format);  permute_57 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(clone_38, 0);  clone_38 = None
        iota_8 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_58 = torch.ops.aten.add.Tensor(iota_8, 3);  iota_8 = None
        fmod_8 = torch.ops.aten.fmod.Scalar(add_58, 14);  add_58 = None
        index_14 = torch.ops.aten.index.Tensor(add_57, [None, fmod_8]);  add_57 = fmod_8 = None
        iota_9 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_59 = torch.ops.aten.add.Tensor(iota_9, 3);  iota_9 = None
        fmod_9 = torch.ops.aten.fmod.Scalar(add_59, 14);  add_59 = None
        index_15 = torch.ops.aten.index.Tensor(index_14, [None, None, fmod_9]);  index_14 = fmod_9 = None
        view_122 = torch.ops.aten.view.default(index_15, [1, 2, 7, 2, 7, 384]);  index_15 = None
        permute_58 = torch.ops.aten.permute.default(view_122, [0, 1, 3, 2, 4, 5]);  view_122 = None
        clone_39 = torch.ops.aten.clone.default(permute_58, memory_format = torch.contiguous_format);  permute_58 = None
        view_123 = torch.ops.aten.view.default(clone_39, [4, 49, 384]);  clone_39 = None
        view_124 = torch.ops.aten.view.default(view_123, [196, 384]);  view_123 = None
        permute_59 = torch.ops.aten.permute.default(arg85_1, [1, 0]);  arg85_1 = None
        addmm_20 = torch.ops.aten.addmm.default(arg87_1, view_124, permute_59);  arg87_1 = view_124 = permute_59 = None
        view_125 = torch.ops.aten.view.default(addmm_20, [4, 49, 1152]);  addmm_20 = None
        view_126 = torch.ops.aten.view.default(view_125, [4, 49, 3, 12, 32]);  view_125 = None
        permute_60 = torch.ops.aten.permute.default(view_126, [2, 0, 3, 1, 4]);  view_126 = None
        select_15 = torch.ops.aten.select.int(permute_60, 0, 0)
        select_16 = torch.ops.aten.select.int(permute_60, 0, 1)
        select_17 = torch.ops.aten.select.int(permute_60, 0, 2);  permute_60 = None
        mul_48 = torch.ops.aten.mul.Tensor(select_15, 0.1767766952966369);  select_15 = None
        permute_61 = torch.ops.aten.permute.default(select_16, [0, 1, 3, 2]);  select_16 = None
        expand_20 = torch.ops.aten.expand.default(mul_48, [4, 12, 49, 32]);  mul_48 = None
        clone_40 = torch.ops.aten.clone.default(expand_20, memory_format = torch.contiguous_format);  expand_20 = None
        view_127 = torch.ops.aten.view.default(clone_40, [48, 49, 32]);  clone_40 = None
        expand_21 = torch.ops.aten.expand.default(permute_61, [4, 12, 32, 49]);  permute_61 = None
        clone_41 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
        view_128 = torch.ops.aten.view.default(clone_41, [48, 32, 49]);  clone_41 = None
        bmm_10 = torch.ops.aten.bmm.default(view_127, view_128);  view_127 = view_128 = None
        view_129 = torch.ops.aten.view.default(bmm_10, [4, 12, 49, 49]);  bmm_10 = None
        add_60 = torch.ops.aten.add.Tensor(view_129, unsqueeze_13);  view_129 = unsqueeze_13 = None
        full_2 = torch.ops.aten.full.default([14, 14], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _tensor_constant18 = self._tensor_constant18;  _tensor_constant18 = None
        full_default_22 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_155 = torch.ops.aten.slice.Tensor(full_2, 0, 0, -7)
        slice_156 = torch.ops.aten.slice.Tensor(slice_155, 1, 0, -7);  slice_155 = None
        copy_18 = torch.ops.aten.copy.default(slice_156, full_default_22);  slice_156 = full_default_22 = None
        slice_157 = torch.ops.aten.slice.Tensor(full_2, 0, 0, -7)
        slice_scatter_36 = torch.ops.aten.slice_scatter.default(slice_157, copy_18, 1, 0, -7);  slice_157 = copy_18 = None
        slice_scatter_37 = torch.ops.aten.slice_scatter.default(full_2, slice_scatter_36, 0, 0, -7);  full_2 = slice_scatter_36 = None
        _tensor_constant19 = self._tensor_constant19;  _tensor_constant19 = None
        full_default_23 = torch.ops.aten.full.default([], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_163 = torch.ops.aten.slice.Tensor(slice_scatter_37, 0, 0, -7)
        slice_164 = torch.ops.aten.slice.Tensor(slice_163, 1, -7, -3);  slice_163 = None
        copy_19 = torch.ops.aten.copy.default(slice_164, full_default_23);  slice_164 = full_default_23 = None
        slice_165 = torch.ops.aten.slice.Tensor(slice_scatter_37, 0, 0, -7)
        slice_scatter_38 = torch.ops.aten.slice_scatter.default(slice_165, copy_19, 1, -7, -3);  slice_165 = copy_19 = None
        slice_scatter_39 = torch.ops.aten.slice_scatter.default(slice_scatter_37, slice_scatter_38, 0, 0, -7);  slice_scatter_37 = slice_scatter_38 = None
        _tensor_constant20 = self._tensor_constant20;  _tensor_constant20 = None
        full_default_24 = torch.ops.aten.full.default([], 2.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_171 = torch.ops.aten.slice.Tensor(slice_scatter_39, 0, 0, -7)
        slice_172 = torch.ops.aten.slice.Tensor(slice_171, 1, -3, 9223372036854775807);  slice_171 = None
        copy_20 = torch.ops.aten.copy.default(slice_172, full_default_24);  slice_172 = full_default_24 = None
        slice_173 = torch.ops.aten.slice.Tensor(slice_scatter_39, 0, 0, -7)
        slice_scatter_40 = torch.ops.aten.slice_scatter.default(slice_173, copy_20, 1, -3, 9223372036854775807);  slice_173 = copy_20 = None
        slice_scatter_41 = torch.ops.aten.slice_scatter.default(slice_scatter_39, slice_scatter_40, 0, 0, -7);  slice_scatter_39 = slice_scatter_40 = None
        _tensor_constant21 = self._tensor_constant21;  _tensor_constant21 = None
        full_default_25 = torch.ops.aten.full.default([], 3.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_179 = torch.ops.aten.slice.Tensor(slice_scatter_41, 0, -7, -3)
        slice_180 = torch.ops.aten.slice.Tensor(slice_179, 1, 0, -7);  slice_179 = None
        copy_21 = torch.ops.aten.copy.default(slice_180, full_default_25);  slice_180 = full_default_25 = None
        slice_181 = torch.ops.aten.slice.Tensor(slice_scatter_41, 0, -7, -3)
        slice_scatter_42 = torch.ops.aten.slice_scatter.default(slice_181, copy_21, 1, 0, -7);  slice_181 = copy_21 = None
        slice_scatter_43 = torch.ops.aten.slice_scatter.default(slice_scatter_41, slice_scatter_42, 0, -7, -3);  slice_scatter_41 = slice_scatter_42 = None
        _tensor_constant22 = self._tensor_constant22;  _tensor_constant22 = None
        full_default_26 = torch.ops.aten.full.default([], 4.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_187 = torch.ops.aten.slice.Tensor(slice_scatter_43, 0, -7, -3)
        slice_188 = torch.ops.aten.slice.Tensor(slice_187, 1, -7, -3);  slice_187 = None
        copy_22 = torch.ops.aten.copy.default(slice_188, full_default_26);  slice_188 = full_default_26 = None
        slice_189 = torch.ops.aten.slice.Tensor(slice_scatter_43, 0, -7, -3)
        slice_scatter_44 = torch.ops.aten.slice_scatter.default(slice_189, copy_22, 1, -7, -3);  slice_189 = copy_22 = None
        slice_scatter_45 = torch.ops.aten.slice_scatter.default(slice_scatter_43, slice_scatter_44, 0, -7, -3);  slice_scatter_43 = slice_scatter_44 = None
        _tensor_constant23 = self._tensor_constant23;  _tensor_constant23 = None
        full_default_27 = torch.ops.aten.full.default([], 5.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_195 = torch.ops.aten.slice.Tensor(slice_scatter_45, 0, -7, -3)
        slice_196 = torch.ops.aten.slice.Tensor(slice_195, 1, -3, 9223372036854775807);  slice_195 = None
        copy_23 = torch.ops.aten.copy.default(slice_196, full_default_27);  slice_196 = full_default_27 = None
        slice_197 = torch.ops.aten.slice.Tensor(slice_scatter_45, 0, -7, -3)
        slice_scatter_46 = torch.ops.aten.slice_scatter.default(slice_197, copy_23, 1, -3, 9223372036854775807);  slice_197 = copy_23 = None
        slice_scatter_47 = torch.ops.aten.slice_scatter.default(slice_scatter_45, slice_scatter_46, 0, -7, -3);  slice_scatter_45 = slice_scatter_46 = None
        _tensor_constant24 = self._tensor_constant24;  _tensor_constant24 = None
        full_default_28 = torch.ops.aten.full.default([], 6.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_203 = torch.ops.aten.slice.Tensor(slice_scatter_47, 0, -3, 9223372036854775807)
        slice_204 = torch.ops.aten.slice.Tensor(slice_203, 1, 0, -7);  slice_203 = None
        copy_24 = torch.ops.aten.copy.default(slice_204, full_default_28);  slice_204 = full_default_28 = None
        slice_205 = torch.ops.aten.slice.Tensor(slice_scatter_47, 0, -3, 9223372036854775807)
        slice_scatter_48 = torch.ops.aten.slice_scatter.default(slice_205, copy_24, 1, 0, -7);  slice_205 = copy_24 = None
        slice_scatter_49 = torch.ops.aten.slice_scatter.default(slice_scatter_47, slice_scatter_48, 0, -3, 9223372036854775807);  slice_scatter_47 = slice_scatter_48 = None
        _tensor_constant25 = self._tensor_constant25;  _tensor_constant25 = None
        full_default_29 = torch.ops.aten.full.default([], 7.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_211 = torch.ops.aten.slice.Tensor(slice_scatter_49, 0, -3, 9223372036854775807)
        slice_212 = torch.ops.aten.slice.Tensor(slice_211, 1, -7, -3);  slice_211 = None
        copy_25 = torch.ops.aten.copy.default(slice_212, full_default_29);  slice_212 = full_default_29 = None
        slice_213 = torch.ops.aten.slice.Tensor(slice_scatter_49, 0, -3, 9223372036854775807)
        slice_scatter_50 = torch.ops.aten.slice_scatter.default(slice_213, copy_25, 1, -7, -3);  slice_213 = copy_25 = None
        slice_scatter_51 = torch.ops.aten.slice_scatter.default(slice_scatter_49, slice_scatter_50, 0, -3, 9223372036854775807);  slice_scatter_49 = slice_scatter_50 = None
        _tensor_constant26 = self._tensor_constant26;  _tensor_constant26 = None
        full_default_30 = torch.ops.aten.full.default([], 8.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_219 = torch.ops.aten.slice.Tensor(slice_scatter_51, 0, -3, 9223372036854775807)
        slice_220 = torch.ops.aten.slice.Tensor(slice_219, 1, -3, 9223372036854775807);  slice_219 = None
        copy_26 = torch.ops.aten.copy.default(slice_220, full_default_30);  slice_220 = full_default_30 = None
        slice_221 = torch.ops.aten.slice.Tensor(slice_scatter_51, 0, -3, 9223372036854775807)
        slice_scatter_52 = torch.ops.aten.slice_scatter.default(slice_221, copy_26, 1, -3, 9223372036854775807);  slice_221 = copy_26 = None
        slice_scatter_53 = torch.ops.aten.slice_scatter.default(slice_scatter_51, slice_scatter_52, 0, -3, 9223372036854775807);  slice_scatter_51 = slice_scatter_52 = None
        view_132 = torch.ops.aten.view.default(slice_scatter_53, [2, 7, 2, 7]);  slice_scatter_53 = None
        permute_63 = torch.ops.aten.permute.default(view_132, [0, 2, 1, 3]);  view_132 = None
        clone_42 = torch.ops.aten.clone.default(permute_63, memory_format = torch.contiguous_format);  permute_63 = None
        view_133 = torch.ops.aten.view.default(clone_42, [4, 49]);  clone_42 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(view_133, 1)
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(view_133, 2);  view_133 = None
        sub_21 = torch.ops.aten.sub.Tensor(unsqueeze_14, unsqueeze_15);  unsqueeze_14 = unsqueeze_15 = None
        ne_2 = torch.ops.aten.ne.Scalar(sub_21, 0)
        full_default_31 = torch.ops.aten.full.default([], -100.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_4 = torch.ops.aten.where.self(ne_2, full_default_31, sub_21);  ne_2 = full_default_31 = None
        eq_2 = torch.ops.aten.eq.Scalar(sub_21, 0);  sub_21 = None
        full_default_32 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_5 = torch.ops.aten.where.self(eq_2, full_default_32, where_4);  eq_2 = full_default_32 = where_4 = None
        view_134 = torch.ops.aten.view.default(add_60, [1, 4, 12, 49, 49]);  add_60 = None
        unsqueeze_16 = torch.ops.aten.unsqueeze.default(where_5, 1);  where_5 = None
        unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, 0);  unsqueeze_16 = None
        add_61 = torch.ops.aten.add.Tensor(view_134, unsqueeze_17);  view_134 = unsqueeze_17 = None
        view_135 = torch.ops.aten.view.default(add_61, [-1, 12, 49, 49]);  add_61 = None
        amax_5 = torch.ops.aten.amax.default(view_135, [-1], True)
        sub_22 = torch.ops.aten.sub.Tensor(view_135, amax_5);  view_135 = amax_5 = None
        exp_5 = torch.ops.aten.exp.default(sub_22);  sub_22 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(exp_5, [-1], True)
        div_5 = torch.ops.aten.div.Tensor(exp_5, sum_6);  exp_5 = sum_6 = None
        expand_22 = torch.ops.aten.expand.default(div_5, [4, 12, 49, 49]);  div_5 = None
        view_136 = torch.ops.aten.view.default(expand_22, [48, 49, 49]);  expand_22 = None
        expand_23 = torch.ops.aten.expand.default(select_17, [4, 12, 49, 32]);  select_17 = None
        clone_43 = torch.ops.aten.clone.default(expand_23, memory_format = torch.contiguous_format);  expand_23 = None
        view_137 = torch.ops.aten.view.default(clone_43, [48, 49, 32]);  clone_43 = None
        bmm_11 = torch.ops.aten.bmm.default(view_136, view_137);  view_136 = view_137 = None
        view_138 = torch.ops.aten.view.default(bmm_11, [4, 12, 49, 32]);  bmm_11 = None
        permute_64 = torch.ops.aten.permute.default(view_138, [0, 2, 1, 3]);  view_138 = None
        clone_44 = torch.ops.aten.clone.default(permute_64, memory_format = torch.contiguous_format);  permute_64 = None
        view_139 = torch.ops.aten.view.default(clone_44, [4, 49, 384]);  clone_44 = None
        view_140 = torch.ops.aten.view.default(view_139, [196, 384]);  view_139 = None
        permute_65 = torch.ops.aten.permute.default(arg86_1, [1, 0]);  arg86_1 = None
        addmm_21 = torch.ops.aten.addmm.default(arg88_1, view_140, permute_65);  arg88_1 = view_140 = permute_65 = None
        view_141 = torch.ops.aten.view.default(addmm_21, [4, 49, 384]);  addmm_21 = None
        view_142 = torch.ops.aten.view.default(view_141, [1, 2, 2, 7, 7, 384]);  view_141 = None
        permute_66 = torch.ops.aten.permute.default(view_142, [0, 1, 3, 2, 4, 5]);  view_142 = None
        clone_45 = torch.ops.aten.clone.default(permute_66, memory_format = torch.contiguous_format);  permute_66 = None
        view_143 = torch.ops.aten.view.default(clone_45, [1, 14, 14, 384]);  clone_45 = None
        iota_10 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_62 = torch.ops.aten.add.Tensor(iota_10, 11);  iota_10 = None
        fmod_10 = torch.ops.aten.fmod.Scalar(add_62, 14);  add_62 = None
        index_16 = torch.ops.aten.index.Tensor(view_143, [None, fmod_10]);  view_143 = fmod_10 = None
        iota_11 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_63 = torch.ops.aten.add.Tensor(iota_11, 11);  iota_11 = None
        fmod_11 = torch.ops.aten.fmod.Scalar(add_63, 14);  add_63 = None
        index_17 = torch.ops.aten.index.Tensor(index_16, [None, None, fmod_11]);  index_16 = fmod_11 = None
        add_64 = torch.ops.aten.add.Tensor(add_55, index_17);  add_55 = index_17 = None
        var_mean_14 = torch.ops.aten.var_mean.correction(add_64, [3], correction = 0, keepdim = True)
        getitem_28 = var_mean_14[0]
        getitem_29 = var_mean_14[1];  var_mean_14 = None
        add_65 = torch.ops.aten.add.Tensor(getitem_28, 1e-05);  getitem_28 = None
        rsqrt_14 = torch.ops.aten.rsqrt.default(add_65);  add_65 = None
        sub_23 = torch.ops.aten.sub.Tensor(add_64, getitem_29);  getitem_29 = None
        mul_49 = torch.ops.aten.mul.Tensor(sub_23, rsqrt_14);  sub_23 = rsqrt_14 = None
        mul_50 = torch.ops.aten.mul.Tensor(mul_49, arg89_1);  mul_49 = arg89_1 = None
        add_66 = torch.ops.aten.add.Tensor(mul_50, arg90_1);  mul_50 = arg90_1 = None
        view_144 = torch.ops.aten.view.default(add_66, [196, 384]);  add_66 = None
        permute_67 = torch.ops.aten.permute.default(arg91_1, [1, 0]);  arg91_1 = None
        addmm_22 = torch.ops.aten.addmm.default(arg92_1, view_144, permute_67);  arg92_1 = view_144 = permute_67 = None
        view_145 = torch.ops.aten.view.default(addmm_22, [1, 14, 14, 1536]);  addmm_22 = None
        mul_51 = torch.ops.aten.mul.Tensor(view_145, 0.5)
        mul_52 = torch.ops.aten.mul.Tensor(view_145, 0.7071067811865476);  view_145 = None
        erf_5 = torch.ops.aten.erf.default(mul_52);  mul_52 = None
        add_67 = torch.ops.aten.add.Tensor(erf_5, 1);  erf_5 = None
        mul_53 = torch.ops.aten.mul.Tensor(mul_51, add_67);  mul_51 = add_67 = None
        view_146 = torch.ops.aten.view.default(mul_53, [196, 1536]);  mul_53 = None
        permute_68 = torch.ops.aten.permute.default(arg93_1, [1, 0]);  arg93_1 = None
        addmm_23 = torch.ops.aten.addmm.default(arg94_1, view_146, permute_68);  arg94_1 = view_146 = permute_68 = None
        view_147 = torch.ops.aten.view.default(addmm_23, [1, 14, 14, 384]);  addmm_23 = None
        add_68 = torch.ops.aten.add.Tensor(add_64, view_147);  add_64 = view_147 = None
        var_mean_15 = torch.ops.aten.var_mean.correction(add_68, [3], correction = 0, keepdim = True)
        getitem_30 = var_mean_15[0]
        getitem_31 = var_mean_15[1];  var_mean_15 = None
        add_69 = torch.ops.aten.add.Tensor(getitem_30, 1e-05);  getitem_30 = None
        rsqrt_15 = torch.ops.aten.rsqrt.default(add_69);  add_69 = None
        sub_24 = torch.ops.aten.sub.Tensor(add_68, getitem_31);  getitem_31 = None
        mul_54 = torch.ops.aten.mul.Tensor(sub_24, rsqrt_15);  sub_24 = rsqrt_15 = None
        mul_55 = torch.ops.aten.mul.Tensor(mul_54, arg95_1);  mul_54 = arg95_1 = None
        add_70 = torch.ops.aten.add.Tensor(mul_55, arg96_1);  mul_55 = arg96_1 = None
        index_18 = torch.ops.aten.index.Tensor(arg97_1, [arg98_1]);  arg97_1 = arg98_1 = None
        view_148 = torch.ops.aten.view.default(index_18, [49, 49, -1]);  index_18 = None
        permute_69 = torch.ops.aten.permute.default(view_148, [2, 0, 1]);  view_148 = None
        clone_46 = torch.ops.aten.clone.default(permute_69, memory_format = torch.contiguous_format);  permute_69 = None
        unsqueeze_18 = torch.ops.aten.unsqueeze.default(clone_46, 0);  clone_46 = None
        view_149 = torch.ops.aten.view.default(add_70, [1, 2, 7, 2, 7, 384]);  add_70 = None
        permute_70 = torch.ops.aten.permute.default(view_149, [0, 1, 3, 2, 4, 5]);  view_149 = None
        clone_47 = torch.ops.aten.clone.default(permute_70, memory_format = torch.contiguous_format);  permute_70 = None
        view_150 = torch.ops.aten.view.default(clone_47, [4, 49, 384]);  clone_47 = None
        view_151 = torch.ops.aten.view.default(view_150, [196, 384]);  view_150 = None
        permute_71 = torch.ops.aten.permute.default(arg99_1, [1, 0]);  arg99_1 = None
        addmm_24 = torch.ops.aten.addmm.default(arg101_1, view_151, permute_71);  arg101_1 = view_151 = permute_71 = None
        view_152 = torch.ops.aten.view.default(addmm_24, [4, 49, 1152]);  addmm_24 = None
        view_153 = torch.ops.aten.view.default(view_152, [4, 49, 3, 12, 32]);  view_152 = None
        permute_72 = torch.ops.aten.permute.default(view_153, [2, 0, 3, 1, 4]);  view_153 = None
        select_18 = torch.ops.aten.select.int(permute_72, 0, 0)
        select_19 = torch.ops.aten.select.int(permute_72, 0, 1)
        select_20 = torch.ops.aten.select.int(permute_72, 0, 2);  permute_72 = None
        mul_56 = torch.ops.aten.mul.Tensor(select_18, 0.1767766952966369);  select_18 = None
        permute_73 = torch.ops.aten.permute.default(select_19, [0, 1, 3, 2]);  select_19 = None
        expand_24 = torch.ops.aten.expand.default(mul_56, [4, 12, 49, 32]);  mul_56 = None
        clone_48 = torch.ops.aten.clone.default(expand_24, memory_format = torch.contiguous_format);  expand_24 = None
        view_154 = torch.ops.aten.view.default(clone_48, [48, 49, 32]);  clone_48 = None
        expand_25 = torch.ops.aten.expand.default(permute_73, [4, 12, 32, 49]);  permute_73 = None
        clone_49 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
        view_155 = torch.ops.aten.view.default(clone_49, [48, 32, 49]);  clone_49 = None
        bmm_12 = torch.ops.aten.bmm.default(view_154, view_155);  view_154 = view_155 = None
        view_156 = torch.ops.aten.view.default(bmm_12, [4, 12, 49, 49]);  bmm_12 = None
        add_71 = torch.ops.aten.add.Tensor(view_156, unsqueeze_18);  view_156 = unsqueeze_18 = None
        amax_6 = torch.ops.aten.amax.default(add_71, [-1], True)
        sub_25 = torch.ops.aten.sub.Tensor(add_71, amax_6);  add_71 = amax_6 = None
        exp_6 = torch.ops.aten.exp.default(sub_25);  sub_25 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(exp_6, [-1], True)
        div_6 = torch.ops.aten.div.Tensor(exp_6, sum_7);  exp_6 = sum_7 = None
        expand_26 = torch.ops.aten.expand.default(div_6, [4, 12, 49, 49]);  div_6 = None
        view_157 = torch.ops.aten.view.default(expand_26, [48, 49, 49]);  expand_26 = None
        expand_27 = torch.ops.aten.expand.default(select_20, [4, 12, 49, 32]);  select_20 = None
        clone_50 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
        view_158 = torch.ops.aten.view.default(clone_50, [48, 49, 32]);  clone_50 = None
        bmm_13 = torch.ops.aten.bmm.default(view_157, view_158);  view_157 = view_158 = None
        view_159 = torch.ops.aten.view.default(bmm_13, [4, 12, 49, 32]);  bmm_13 = None
        permute_74 = torch.ops.aten.permute.default(view_159, [0, 2, 1, 3]);  view_159 = None
        clone_51 = torch.ops.aten.clone.default(permute_74, memory_format = torch.contiguous_format);  permute_74 = None
        view_160 = torch.ops.aten.view.default(clone_51, [4, 49, 384]);  clone_51 = None
        view_161 = torch.ops.aten.view.default(view_160, [196, 384]);  view_160 = None
        permute_75 = torch.ops.aten.permute.default(arg100_1, [1, 0]);  arg100_1 = None
        addmm_25 = torch.ops.aten.addmm.default(arg102_1, view_161, permute_75);  arg102_1 = view_161 = permute_75 = None
        view_162 = torch.ops.aten.view.default(addmm_25, [4, 49, 384]);  addmm_25 = None
        view_163 = torch.ops.aten.view.default(view_162, [1, 2, 2, 7, 7, 384]);  view_162 = None
        permute_76 = torch.ops.aten.permute.default(view_163, [0, 1, 3, 2, 4, 5]);  view_163 = None
        clone_52 = torch.ops.aten.clone.default(permute_76, memory_format = torch.contiguous_format);  permute_76 = None
        view_164 = torch.ops.aten.view.default(clone_52, [1, 14, 14, 384]);  clone_52 = None
        add_72 = torch.ops.aten.add.Tensor(add_68, view_164);  add_68 = view_164 = None
        var_mean_16 = torch.ops.aten.var_mean.correction(add_72, [3], correction = 0, keepdim = True)
        getitem_32 = var_mean_16[0]
        getitem_33 = var_mean_16[1];  var_mean_16 = None
        add_73 = torch.ops.aten.add.Tensor(getitem_32, 1e-05);  getitem_32 = None
        rsqrt_16 = torch.ops.aten.rsqrt.default(add_73);  add_73 = None
        sub_26 = torch.ops.aten.sub.Tensor(add_72, getitem_33);  getitem_33 = None
        mul_57 = torch.ops.aten.mul.Tensor(sub_26, rsqrt_16);  sub_26 = rsqrt_16 = None
        mul_58 = torch.ops.aten.mul.Tensor(mul_57, arg103_1);  mul_57 = arg103_1 = None
        add_74 = torch.ops.aten.add.Tensor(mul_58, arg104_1);  mul_58 = arg104_1 = None
        view_165 = torch.ops.aten.view.default(add_74, [196, 384]);  add_74 = None
        permute_77 = torch.ops.aten.permute.default(arg105_1, [1, 0]);  arg105_1 = None
        addmm_26 = torch.ops.aten.addmm.default(arg106_1, view_165, permute_77);  arg106_1 = view_165 = permute_77 = None
        view_166 = torch.ops.aten.view.default(addmm_26, [1, 14, 14, 1536]);  addmm_26 = None
        mul_59 = torch.ops.aten.mul.Tensor(view_166, 0.5)
        mul_60 = torch.ops.aten.mul.Tensor(view_166, 0.7071067811865476);  view_166 = None
        erf_6 = torch.ops.aten.erf.default(mul_60);  mul_60 = None
        add_75 = torch.ops.aten.add.Tensor(erf_6, 1);  erf_6 = None
        mul_61 = torch.ops.aten.mul.Tensor(mul_59, add_75);  mul_59 = add_75 = None
        view_167 = torch.ops.aten.view.default(mul_61, [196, 1536]);  mul_61 = None
        permute_78 = torch.ops.aten.permute.default(arg107_1, [1, 0]);  arg107_1 = None
        addmm_27 = torch.ops.aten.addmm.default(arg108_1, view_167, permute_78);  arg108_1 = view_167 = permute_78 = None
        view_168 = torch.ops.aten.view.default(addmm_27, [1, 14, 14, 384]);  addmm_27 = None
        add_76 = torch.ops.aten.add.Tensor(add_72, view_168);  add_72 = view_168 = None
        var_mean_17 = torch.ops.aten.var_mean.correction(add_76, [3], correction = 0, keepdim = True)
        getitem_34 = var_mean_17[0]
        getitem_35 = var_mean_17[1];  var_mean_17 = None
        add_77 = torch.ops.aten.add.Tensor(getitem_34, 1e-05);  getitem_34 = None
        rsqrt_17 = torch.ops.aten.rsqrt.default(add_77);  add_77 = None
        sub_27 = torch.ops.aten.sub.Tensor(add_76, getitem_35);  getitem_35 = None
        mul_62 = torch.ops.aten.mul.Tensor(sub_27, rsqrt_17);  sub_27 = rsqrt_17 = None
        mul_63 = torch.ops.aten.mul.Tensor(mul_62, arg109_1);  mul_62 = arg109_1 = None
        add_78 = torch.ops.aten.add.Tensor(mul_63, arg110_1);  mul_63 = arg110_1 = None
        index_19 = torch.ops.aten.index.Tensor(arg111_1, [arg112_1]);  arg111_1 = arg112_1 = None
        view_169 = torch.ops.aten.view.default(index_19, [49, 49, -1]);  index_19 = None
        permute_79 = torch.ops.aten.permute.default(view_169, [2, 0, 1]);  view_169 = None
        clone_53 = torch.ops.aten.clone.default(permute_79, memory_format = torch.contiguous_format);  permute_79 = None
        unsqueeze_19 = torch.ops.aten.unsqueeze.default(clone_53, 0);  clone_53 = None
        iota_12 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_79 = torch.ops.aten.add.Tensor(iota_12, 3);  iota_12 = None
        fmod_12 = torch.ops.aten.fmod.Scalar(add_79, 14);  add_79 = None
        index_20 = torch.ops.aten.index.Tensor(add_78, [None, fmod_12]);  add_78 = fmod_12 = None
        iota_13 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_80 = torch.ops.aten.add.Tensor(iota_13, 3);  iota_13 = None
        fmod_13 = torch.ops.aten.fmod.Scalar(add_80, 14);  add_80 = None
        index_21 = torch.ops.aten.index.Tensor(index_20, [None, None, fmod_13]);  index_20 = fmod_13 = None
        view_170 = torch.ops.aten.view.default(index_21, [1, 2, 7, 2, 7, 384]);  index_21 = None
        permute_80 = torch.ops.aten.permute.default(view_170, [0, 1, 3, 2, 4, 5]);  view_170 = None
        clone_54 = torch.ops.aten.clone.default(permute_80, memory_format = torch.contiguous_format);  permute_80 = None
        view_171 = torch.ops.aten.view.default(clone_54, [4, 49, 384]);  clone_54 = None
        view_172 = torch.ops.aten.view.default(view_171, [196, 384]);  view_171 = None
        permute_81 = torch.ops.aten.permute.default(arg113_1, [1, 0]);  arg113_1 = None
        addmm_28 = torch.ops.aten.addmm.default(arg115_1, view_172, permute_81);  arg115_1 = view_172 = permute_81 = None
        view_173 = torch.ops.aten.view.default(addmm_28, [4, 49, 1152]);  addmm_28 = None
        view_174 = torch.ops.aten.view.default(view_173, [4, 49, 3, 12, 32]);  view_173 = None
        permute_82 = torch.ops.aten.permute.default(view_174, [2, 0, 3, 1, 4]);  view_174 = None
        select_21 = torch.ops.aten.select.int(permute_82, 0, 0)
        select_22 = torch.ops.aten.select.int(permute_82, 0, 1)
        select_23 = torch.ops.aten.select.int(permute_82, 0, 2);  permute_82 = None
        mul_64 = torch.ops.aten.mul.Tensor(select_21, 0.1767766952966369);  select_21 = None
        permute_83 = torch.ops.aten.permute.default(select_22, [0, 1, 3, 2]);  select_22 = None
        expand_28 = torch.ops.aten.expand.default(mul_64, [4, 12, 49, 32]);  mul_64 = None
        clone_55 = torch.ops.aten.clone.default(expand_28, memory_format = torch.contiguous_format);  expand_28 = None
        view_175 = torch.ops.aten.view.default(clone_55, [48, 49, 32]);  clone_55 = None
        expand_29 = torch.ops.aten.expand.default(permute_83, [4, 12, 32, 49]);  permute_83 = None
        clone_56 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
        view_176 = torch.ops.aten.view.default(clone_56, [48, 32, 49]);  clone_56 = None
        bmm_14 = torch.ops.aten.bmm.default(view_175, view_176);  view_175 = view_176 = None
        view_177 = torch.ops.aten.view.default(bmm_14, [4, 12, 49, 49]);  bmm_14 = None
        add_81 = torch.ops.aten.add.Tensor(view_177, unsqueeze_19);  view_177 = unsqueeze_19 = None
        full_3 = torch.ops.aten.full.default([14, 14], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _tensor_constant27 = self._tensor_constant27;  _tensor_constant27 = None
        full_default_33 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_224 = torch.ops.aten.slice.Tensor(full_3, 0, 0, -7)
        slice_225 = torch.ops.aten.slice.Tensor(slice_224, 1, 0, -7);  slice_224 = None
        copy_27 = torch.ops.aten.copy.default(slice_225, full_default_33);  slice_225 = full_default_33 = None
        slice_226 = torch.ops.aten.slice.Tensor(full_3, 0, 0, -7)
        slice_scatter_54 = torch.ops.aten.slice_scatter.default(slice_226, copy_27, 1, 0, -7);  slice_226 = copy_27 = None
        slice_scatter_55 = torch.ops.aten.slice_scatter.default(full_3, slice_scatter_54, 0, 0, -7);  full_3 = slice_scatter_54 = None
        _tensor_constant28 = self._tensor_constant28;  _tensor_constant28 = None
        full_default_34 = torch.ops.aten.full.default([], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_232 = torch.ops.aten.slice.Tensor(slice_scatter_55, 0, 0, -7)
        slice_233 = torch.ops.aten.slice.Tensor(slice_232, 1, -7, -3);  slice_232 = None
        copy_28 = torch.ops.aten.copy.default(slice_233, full_default_34);  slice_233 = full_default_34 = None
        slice_234 = torch.ops.aten.slice.Tensor(slice_scatter_55, 0, 0, -7)
        slice_scatter_56 = torch.ops.aten.slice_scatter.default(slice_234, copy_28, 1, -7, -3);  slice_234 = copy_28 = None
        slice_scatter_57 = torch.ops.aten.slice_scatter.default(slice_scatter_55, slice_scatter_56, 0, 0, -7);  slice_scatter_55 = slice_scatter_56 = None
        _tensor_constant29 = self._tensor_constant29;  _tensor_constant29 = None
        full_default_35 = torch.ops.aten.full.default([], 2.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_240 = torch.ops.aten.slice.Tensor(slice_scatter_57, 0, 0, -7)
        slice_241 = torch.ops.aten.slice.Tensor(slice_240, 1, -3, 9223372036854775807);  slice_240 = None
        copy_29 = torch.ops.aten.copy.default(slice_241, full_default_35);  slice_241 = full_default_35 = None
        slice_242 = torch.ops.aten.slice.Tensor(slice_scatter_57, 0, 0, -7)
        slice_scatter_58 = torch.ops.aten.slice_scatter.default(slice_242, copy_29, 1, -3, 9223372036854775807);  slice_242 = copy_29 = None
        slice_scatter_59 = torch.ops.aten.slice_scatter.default(slice_scatter_57, slice_scatter_58, 0, 0, -7);  slice_scatter_57 = slice_scatter_58 = None
        _tensor_constant30 = self._tensor_constant30;  _tensor_constant30 = None
        full_default_36 = torch.ops.aten.full.default([], 3.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_248 = torch.ops.aten.slice.Tensor(slice_scatter_59, 0, -7, -3)
        slice_249 = torch.ops.aten.slice.Tensor(slice_248, 1, 0, -7);  slice_248 = None
        copy_30 = torch.ops.aten.copy.default(slice_249, full_default_36);  slice_249 = full_default_36 = None
        slice_250 = torch.ops.aten.slice.Tensor(slice_scatter_59, 0, -7, -3)
        slice_scatter_60 = torch.ops.aten.slice_scatter.default(slice_250, copy_30, 1, 0, -7);  slice_250 = copy_30 = None
        slice_scatter_61 = torch.ops.aten.slice_scatter.default(slice_scatter_59, slice_scatter_60, 0, -7, -3);  slice_scatter_59 = slice_scatter_60 = None
        _tensor_constant31 = self._tensor_constant31;  _tensor_constant31 = None
        full_default_37 = torch.ops.aten.full.default([], 4.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_256 = torch.ops.aten.slice.Tensor(slice_scatter_61, 0, -7, -3)
        slice_257 = torch.ops.aten.slice.Tensor(slice_256, 1, -7, -3);  slice_256 = None
        copy_31 = torch.ops.aten.copy.default(slice_257, full_default_37);  slice_257 = full_default_37 = None
        slice_258 = torch.ops.aten.slice.Tensor(slice_scatter_61, 0, -7, -3)
        slice_scatter_62 = torch.ops.aten.slice_scatter.default(slice_258, copy_31, 1, -7, -3);  slice_258 = copy_31 = None
        slice_scatter_63 = torch.ops.aten.slice_scatter.default(slice_scatter_61, slice_scatter_62, 0, -7, -3);  slice_scatter_61 = slice_scatter_62 = None
        _tensor_constant32 = self._tensor_constant32;  _tensor_constant32 = None
        full_default_38 = torch.ops.aten.full.default([], 5.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_264 = torch.ops.aten.slice.Tensor(slice_scatter_63, 0, -7, -3)
        slice_265 = torch.ops.aten.slice.Tensor(slice_264, 1, -3, 9223372036854775807);  slice_264 = None
        copy_32 = torch.ops.aten.copy.default(slice_265, full_default_38);  slice_265 = full_default_38 = None
        slice_266 = torch.ops.aten.slice.Tensor(slice_scatter_63, 0, -7, -3)
        slice_scatter_64 = torch.ops.aten.slice_scatter.default(slice_266, copy_32, 1, -3, 9223372036854775807);  slice_266 = copy_32 = None
        slice_scatter_65 = torch.ops.aten.slice_scatter.default(slice_scatter_63, slice_scatter_64, 0, -7, -3);  slice_scatter_63 = slice_scatter_64 = None
        _tensor_constant33 = self._tensor_constant33;  _tensor_constant33 = None
        full_default_39 = torch.ops.aten.full.default([], 6.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_272 = torch.ops.aten.slice.Tensor(slice_scatter_65, 0, -3, 9223372036854775807)
        slice_273 = torch.ops.aten.slice.Tensor(slice_272, 1, 0, -7);  slice_272 = None
        copy_33 = torch.ops.aten.copy.default(slice_273, full_default_39);  slice_273 = full_default_39 = None
        slice_274 = torch.ops.aten.slice.Tensor(slice_scatter_65, 0, -3, 9223372036854775807)
        slice_scatter_66 = torch.ops.aten.slice_scatter.default(slice_274, copy_33, 1, 0, -7);  slice_274 = copy_33 = None
        slice_scatter_67 = torch.ops.aten.slice_scatter.default(slice_scatter_65, slice_scatter_66, 0, -3, 9223372036854775807);  slice_scatter_65 = slice_scatter_66 = None
        _tensor_constant34 = self._tensor_constant34;  _tensor_constant34 = None
        full_default_40 = torch.ops.aten.full.default([], 7.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_280 = torch.ops.aten.slice.Tensor(slice_scatter_67, 0, -3, 9223372036854775807)
        slice_281 = torch.ops.aten.slice.Tensor(slice_280, 1, -7, -3);  slice_280 = None
        copy_34 = torch.ops.aten.copy.default(slice_281, full_default_40);  slice_281 = full_default_40 = None
        slice_282 = torch.ops.aten.slice.Tensor(slice_scatter_67, 0, -3, 9223372036854775807)
        slice_scatter_68 = torch.ops.aten.slice_scatter.default(slice_282, copy_34, 1, -7, -3);  slice_282 = copy_34 = None
        slice_scatter_69 = torch.ops.aten.slice_scatter.default(slice_scatter_67, slice_scatter_68, 0, -3, 9223372036854775807);  slice_scatter_67 = slice_scatter_68 = None
        _tensor_constant35 = self._tensor_constant35;  _tensor_constant35 = None
        full_default_41 = torch.ops.aten.full.default([], 8.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_288 = torch.ops.aten.slice.Tensor(slice_scatter_69, 0, -3, 9223372036854775807)
        slice_289 = torch.ops.aten.slice.Tensor(slice_288, 1, -3, 9223372036854775807);  slice_288 = None
        copy_35 = torch.ops.aten.copy.default(slice_289, full_default_41);  slice_289 = full_default_41 = None
        slice_290 = torch.ops.aten.slice.Tensor(slice_scatter_69, 0, -3, 9223372036854775807)
        slice_scatter_70 = torch.ops.aten.slice_scatter.default(slice_290, copy_35, 1, -3, 9223372036854775807);  slice_290 = copy_35 = None
        slice_scatter_71 = torch.ops.aten.slice_scatter.default(slice_scatter_69, slice_scatter_70, 0, -3, 9223372036854775807);  slice_scatter_69 = slice_scatter_70 = None
        view_180 = torch.ops.aten.view.default(slice_scatter_71, [2, 7, 2, 7]);  slice_scatter_71 = None
        permute_85 = torch.ops.aten.permute.default(view_180, [0, 2, 1, 3]);  view_180 = None
        clone_57 = torch.ops.aten.clone.default(permute_85, memory_format = torch.contiguous_format);  permute_85 = None
        view_181 = torch.ops.aten.view.default(clone_57, [4, 49]);  clone_57 = None
        unsqueeze_20 = torch.ops.aten.unsqueeze.default(view_181, 1)
        unsqueeze_21 = torch.ops.aten.unsqueeze.default(view_181, 2);  view_181 = None
        sub_28 = torch.ops.aten.sub.Tensor(unsqueeze_20, unsqueeze_21);  unsqueeze_20 = unsqueeze_21 = None
        ne_3 = torch.ops.aten.ne.Scalar(sub_28, 0)
        full_default_42 = torch.ops.aten.full.default([], -100.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_6 = torch.ops.aten.where.self(ne_3, full_default_42, sub_28);  ne_3 = full_default_42 = None
        eq_3 = torch.ops.aten.eq.Scalar(sub_28, 0);  sub_28 = None
        full_default_43 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_7 = torch.ops.aten.where.self(eq_3, full_default_43, where_6);  eq_3 = full_default_43 = where_6 = None
        view_182 = torch.ops.aten.view.default(add_81, [1, 4, 12, 49, 49]);  add_81 = None
        unsqueeze_22 = torch.ops.aten.unsqueeze.default(where_7, 1);  where_7 = None
        unsqueeze_23 = torch.ops.aten.unsqueeze.default(unsqueeze_22, 0);  unsqueeze_22 = None
        add_82 = torch.ops.aten.add.Tensor(view_182, unsqueeze_23);  view_182 = unsqueeze_23 = None
        view_183 = torch.ops.aten.view.default(add_82, [-1, 12, 49, 49]);  add_82 = None
        amax_7 = torch.ops.aten.amax.default(view_183, [-1], True)
        sub_29 = torch.ops.aten.sub.Tensor(view_183, amax_7);  view_183 = amax_7 = None
        exp_7 = torch.ops.aten.exp.default(sub_29);  sub_29 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(exp_7, [-1], True)
        div_7 = torch.ops.aten.div.Tensor(exp_7, sum_8);  exp_7 = sum_8 = None
        expand_30 = torch.ops.aten.expand.default(div_7, [4, 12, 49, 49]);  div_7 = None
        view_184 = torch.ops.aten.view.default(expand_30, [48, 49, 49]);  expand_30 = None
        expand_31 = torch.ops.aten.expand.default(select_23, [4, 12, 49, 32]);  select_23 = None
        clone_58 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
        view_185 = torch.ops.aten.view.default(clone_58, [48, 49, 32]);  clone_58 = None
        bmm_15 = torch.ops.aten.bmm.default(view_184, view_185);  view_184 = view_185 = None
        view_186 = torch.ops.aten.view.default(bmm_15, [4, 12, 49, 32]);  bmm_15 = None
        permute_86 = torch.ops.aten.permute.default(view_186, [0, 2, 1, 3]);  view_186 = None
        clone_59 = torch.ops.aten.clone.default(permute_86, memory_format = torch.contiguous_format);  permute_86 = None
        view_187 = torch.ops.aten.view.default(clone_59, [4, 49, 384]);  clone_59 = None
        view_188 = torch.ops.aten.view.default(view_187, [196, 384]);  view_187 = None
        permute_87 = torch.ops.aten.permute.default(arg114_1, [1, 0]);  arg114_1 = None
        addmm_29 = torch.ops.aten.addmm.default(arg116_1, view_188, permute_87);  arg116_1 = view_188 = permute_87 = None
        view_189 = torch.ops.aten.view.default(addmm_29, [4, 49, 384]);  addmm_29 = None
        view_190 = torch.ops.aten.view.default(view_189, [1, 2, 2, 7, 7, 384]);  view_189 = None
        permute_88 = torch.ops.aten.permute.default(view_190, [0, 1, 3, 2, 4, 5]);  view_190 = None
        clone_60 = torch.ops.aten.clone.default(permute_88, memory_format = torch.contiguous_format);  permute_88 = None
        view_191 = torch.ops.aten.view.default(clone_60, [1, 14, 14, 384]);  clone_60 = None
        iota_14 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_83 = torch.ops.aten.add.Tensor(iota_14, 11);  iota_14 = None
        fmod_14 = torch.ops.aten.fmod.Scalar(add_83, 14);  add_83 = None
        index_22 = torch.ops.aten.index.Tensor(view_191, [None, fmod_14]);  view_191 = fmod_14 = None
        iota_15 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_84 = torch.ops.aten.add.Tensor(iota_15, 11);  iota_15 = None
        fmod_15 = torch.ops.aten.fmod.Scalar(add_84, 14);  add_84 = None
        index_23 = torch.ops.aten.index.Tensor(index_22, [None, None, fmod_15]);  index_22 = fmod_15 = None
        add_85 = torch.ops.aten.add.Tensor(add_76, index_23);  add_76 = index_23 = None
        var_mean_18 = torch.ops.aten.var_mean.correction(add_85, [3], correction = 0, keepdim = True)
        getitem_36 = var_mean_18[0]
        getitem_37 = var_mean_18[1];  var_mean_18 = None
        add_86 = torch.ops.aten.add.Tensor(getitem_36, 1e-05);  getitem_36 = None
        rsqrt_18 = torch.ops.aten.rsqrt.default(add_86);  add_86 = None
        sub_30 = torch.ops.aten.sub.Tensor(add_85, getitem_37);  getitem_37 = None
        mul_65 = torch.ops.aten.mul.Tensor(sub_30, rsqrt_18);  sub_30 = rsqrt_18 = None
        mul_66 = torch.ops.aten.mul.Tensor(mul_65, arg117_1);  mul_65 = arg117_1 = None
        add_87 = torch.ops.aten.add.Tensor(mul_66, arg118_1);  mul_66 = arg118_1 = None
        view_192 = torch.ops.aten.view.default(add_87, [196, 384]);  add_87 = None
        permute_89 = torch.ops.aten.permute.default(arg119_1, [1, 0]);  arg119_1 = None
        addmm_30 = torch.ops.aten.addmm.default(arg120_1, view_192, permute_89);  arg120_1 = view_192 = permute_89 = None
        view_193 = torch.ops.aten.view.default(addmm_30, [1, 14, 14, 1536]);  addmm_30 = None
        mul_67 = torch.ops.aten.mul.Tensor(view_193, 0.5)
        mul_68 = torch.ops.aten.mul.Tensor(view_193, 0.7071067811865476);  view_193 = None
        erf_7 = torch.ops.aten.erf.default(mul_68);  mul_68 = None
        add_88 = torch.ops.aten.add.Tensor(erf_7, 1);  erf_7 = None
        mul_69 = torch.ops.aten.mul.Tensor(mul_67, add_88);  mul_67 = add_88 = None
        view_194 = torch.ops.aten.view.default(mul_69, [196, 1536]);  mul_69 = None
        permute_90 = torch.ops.aten.permute.default(arg121_1, [1, 0]);  arg121_1 = None
        addmm_31 = torch.ops.aten.addmm.default(arg122_1, view_194, permute_90);  arg122_1 = view_194 = permute_90 = None
        view_195 = torch.ops.aten.view.default(addmm_31, [1, 14, 14, 384]);  addmm_31 = None
        add_89 = torch.ops.aten.add.Tensor(add_85, view_195);  add_85 = view_195 = None
        var_mean_19 = torch.ops.aten.var_mean.correction(add_89, [3], correction = 0, keepdim = True)
        getitem_38 = var_mean_19[0]
        getitem_39 = var_mean_19[1];  var_mean_19 = None
        add_90 = torch.ops.aten.add.Tensor(getitem_38, 1e-05);  getitem_38 = None
        rsqrt_19 = torch.ops.aten.rsqrt.default(add_90);  add_90 = None
        sub_31 = torch.ops.aten.sub.Tensor(add_89, getitem_39);  getitem_39 = None
        mul_70 = torch.ops.aten.mul.Tensor(sub_31, rsqrt_19);  sub_31 = rsqrt_19 = None
        mul_71 = torch.ops.aten.mul.Tensor(mul_70, arg123_1);  mul_70 = arg123_1 = None
        add_91 = torch.ops.aten.add.Tensor(mul_71, arg124_1);  mul_71 = arg124_1 = None
        index_24 = torch.ops.aten.index.Tensor(arg125_1, [arg126_1]);  arg125_1 = arg126_1 = None
        view_196 = torch.ops.aten.view.default(index_24, [49, 49, -1]);  index_24 = None
        permute_91 = torch.ops.aten.permute.default(view_196, [2, 0, 1]);  view_196 = None
        clone_61 = torch.ops.aten.clone.default(permute_91, memory_format = torch.contiguous_format);  permute_91 = None
        unsqueeze_24 = torch.ops.aten.unsqueeze.default(clone_61, 0);  clone_61 = None
        view_197 = torch.ops.aten.view.default(add_91, [1, 2, 7, 2, 7, 384]);  add_91 = None
        permute_92 = torch.ops.aten.permute.default(view_197, [0, 1, 3, 2, 4, 5]);  view_197 = None
        clone_62 = torch.ops.aten.clone.default(permute_92, memory_format = torch.contiguous_format);  permute_92 = None
        view_198 = torch.ops.aten.view.default(clone_62, [4, 49, 384]);  clone_62 = None
        view_199 = torch.ops.aten.view.default(view_198, [196, 384]);  view_198 = None
        permute_93 = torch.ops.aten.permute.default(arg127_1, [1, 0]);  arg127_1 = None
        addmm_32 = torch.ops.aten.addmm.default(arg129_1, view_199, permute_93);  arg129_1 = view_199 = permute_93 = None
        view_200 = torch.ops.aten.view.default(addmm_32, [4, 49, 1152]);  addmm_32 = None
        view_201 = torch.ops.aten.view.default(view_200, [4, 49, 3, 12, 32]);  view_200 = None
        permute_94 = torch.ops.aten.permute.default(view_201, [2, 0, 3, 1, 4]);  view_201 = None
        select_24 = torch.ops.aten.select.int(permute_94, 0, 0)
        select_25 = torch.ops.aten.select.int(permute_94, 0, 1)
        select_26 = torch.ops.aten.select.int(permute_94, 0, 2);  permute_94 = None
        mul_72 = torch.ops.aten.mul.Tensor(select_24, 0.1767766952966369);  select_24 = None
        permute_95 = torch.ops.aten.permute.default(select_25, [0, 1, 3, 2]);  select_25 = None
        expand_32 = torch.ops.aten.expand.default(mul_72, [4, 12, 49, 32]);  mul_72 = None
        clone_63 = torch.ops.aten.clone.default(expand_32, memory_format = torch.contiguous_format);  expand_32 = None
        view_202 = torch.ops.aten.view.default(clone_63, [48, 49, 32]);  clone_63 = None
        expand_33 = torch.ops.aten.expand.default(permute_95, [4, 12, 32, 49]);  permute_95 = None
        clone_64 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
        view_203 = torch.ops.aten.view.default(clone_64, [48, 32, 49]);  clone_64 = None
        bmm_16 = torch.ops.aten.bmm.default(view_202, view_203);  view_202 = view_203 = None
        view_204 = torch.ops.aten.view.default(bmm_16, [4, 12, 49, 49]);  bmm_16 = None
        add_92 = torch.ops.aten.add.Tensor(view_204, unsqueeze_24);  view_204 = unsqueeze_24 = None
        amax_8 = torch.ops.aten.amax.default(add_92, [-1], True)
        sub_32 = torch.ops.aten.sub.Tensor(add_92, amax_8);  add_92 = amax_8 = None
        exp_8 = torch.ops.aten.exp.default(sub_32);  sub_32 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(exp_8, [-1], True)
        div_8 = torch.ops.aten.div.Tensor(exp_8, sum_9);  exp_8 = sum_9 = None
        expand_34 = torch.ops.aten.expand.default(div_8, [4, 12, 49, 49]);  div_8 = None
        view_205 = torch.ops.aten.view.default(expand_34, [48, 49, 49]);  expand_34 = None
        expand_35 = torch.ops.aten.expand.default(select_26, [4, 12, 49, 32]);  select_26 = None
        clone_65 = torch.ops.aten.clone.default(expand_35, memory_format = torch.contiguous_format);  expand_35 = None
        view_206 = torch.ops.aten.view.default(clone_65, [48, 49, 32]);  clone_65 = None
        bmm_17 = torch.ops.aten.bmm.default(view_205, view_206);  view_205 = view_206 = None
        view_207 = torch.ops.aten.view.default(bmm_17, [4, 12, 49, 32]);  bmm_17 = None
        permute_96 = torch.ops.aten.permute.default(view_207, [0, 2, 1, 3]);  view_207 = None
        clone_66 = torch.ops.aten.clone.default(permute_96, memory_format = torch.contiguous_format);  permute_96 = None
        view_208 = torch.ops.aten.view.default(clone_66, [4, 49, 384]);  clone_66 = None
        view_209 = torch.ops.aten.view.default(view_208, [196, 384]);  view_208 = None
        permute_97 = torch.ops.aten.permute.default(arg128_1, [1, 0]);  arg128_1 = None
        addmm_33 = torch.ops.aten.addmm.default(arg130_1, view_209, permute_97);  arg130_1 = view_209 = permute_97 = None
        view_210 = torch.ops.aten.view.default(addmm_33, [4, 49, 384]);  addmm_33 = None
        view_211 = torch.ops.aten.view.default(view_210, [1, 2, 2, 7, 7, 384]);  view_210 = None
        permute_98 = torch.ops.aten.permute.default(view_211, [0, 1, 3, 2, 4, 5]);  view_211 = None
        clone_67 = torch.ops.aten.clone.default(permute_98, memory_format = torch.contiguous_format);  permute_98 = None
        view_212 = torch.ops.aten.view.default(clone_67, [1, 14, 14, 384]);  clone_67 = None
        add_93 = torch.ops.aten.add.Tensor(add_89, view_212);  add_89 = view_212 = None
        var_mean_20 = torch.ops.aten.var_mean.correction(add_93, [3], correction = 0, keepdim = True)
        getitem_40 = var_mean_20[0]
        getitem_41 = var_mean_20[1];  var_mean_20 = None
        add_94 = torch.ops.aten.add.Tensor(getitem_40, 1e-05);  getitem_40 = None
        rsqrt_20 = torch.ops.aten.rsqrt.default(add_94);  add_94 = None
        sub_33 = torch.ops.aten.sub.Tensor(add_93, getitem_41);  getitem_41 = None
        mul_73 = torch.ops.aten.mul.Tensor(sub_33, rsqrt_20);  sub_33 = rsqrt_20 = None
        mul_74 = torch.ops.aten.mul.Tensor(mul_73, arg131_1);  mul_73 = arg131_1 = None
        add_95 = torch.ops.aten.add.Tensor(mul_74, arg132_1);  mul_74 = arg132_1 = None
        view_213 = torch.ops.aten.view.default(add_95, [196, 384]);  add_95 = None
        permute_99 = torch.ops.aten.permute.default(arg133_1, [1, 0]);  arg133_1 = None
        addmm_34 = torch.ops.aten.addmm.default(arg134_1, view_213, permute_99);  arg134_1 = view_213 = permute_99 = None
        view_214 = torch.ops.aten.view.default(addmm_34, [1, 14, 14, 1536]);  addmm_34 = None
        mul_75 = torch.ops.aten.mul.Tensor(view_214, 0.5)
        mul_76 = torch.ops.aten.mul.Tensor(view_214, 0.7071067811865476);  view_214 = None
        erf_8 = torch.ops.aten.erf.default(mul_76);  mul_76 = None
        add_96 = torch.ops.aten.add.Tensor(erf_8, 1);  erf_8 = None
        mul_77 = torch.ops.aten.mul.Tensor(mul_75, add_96);  mul_75 = add_96 = None
        view_215 = torch.ops.aten.view.default(mul_77, [196, 1536]);  mul_77 = None
        permute_100 = torch.ops.aten.permute.default(arg135_1, [1, 0]);  arg135_1 = None
        addmm_35 = torch.ops.aten.addmm.default(arg136_1, view_215, permute_100);  arg136_1 = view_215 = permute_100 = None
        view_216 = torch.ops.aten.view.default(addmm_35, [1, 14, 14, 384]);  addmm_35 = None
        add_97 = torch.ops.aten.add.Tensor(add_93, view_216);  add_93 = view_216 = None
        var_mean_21 = torch.ops.aten.var_mean.correction(add_97, [3], correction = 0, keepdim = True)
        getitem_42 = var_mean_21[0]
        getitem_43 = var_mean_21[1];  var_mean_21 = None
        add_98 = torch.ops.aten.add.Tensor(getitem_42, 1e-05);  getitem_42 = None
        rsqrt_21 = torch.ops.aten.rsqrt.default(add_98);  add_98 = None
        sub_34 = torch.ops.aten.sub.Tensor(add_97, getitem_43);  getitem_43 = None
        mul_78 = torch.ops.aten.mul.Tensor(sub_34, rsqrt_21);  sub_34 = rsqrt_21 = None
        mul_79 = torch.ops.aten.mul.Tensor(mul_78, arg137_1);  mul_78 = arg137_1 = None
        add_99 = torch.ops.aten.add.Tensor(mul_79, arg138_1);  mul_79 = arg138_1 = None
        index_25 = torch.ops.aten.index.Tensor(arg139_1, [arg140_1]);  arg139_1 = arg140_1 = None
        view_217 = torch.ops.aten.view.default(index_25, [49, 49, -1]);  index_25 = None
        permute_101 = torch.ops.aten.permute.default(view_217, [2, 0, 1]);  view_217 = None
        clone_68 = torch.ops.aten.clone.default(permute_101, memory_format = torch.contiguous_format);  permute_101 = None
        unsqueeze_25 = torch.ops.aten.unsqueeze.default(clone_68, 0);  clone_68 = None
        iota_16 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_100 = torch.ops.aten.add.Tensor(iota_16, 3);  iota_16 = None
        fmod_16 = torch.ops.aten.fmod.Scalar(add_100, 14);  add_100 = None
        index_26 = torch.ops.aten.index.Tensor(add_99, [None, fmod_16]);  add_99 = fmod_16 = None
        iota_17 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_101 = torch.ops.aten.add.Tensor(iota_17, 3);  iota_17 = None
        fmod_17 = torch.ops.aten.fmod.Scalar(add_101, 14);  add_101 = None
        index_27 = torch.ops.aten.index.Tensor(index_26, [None, None, fmod_17]);  index_26 = fmod_17 = None
        view_218 = torch.ops.aten.view.default(index_27, [1, 2, 7, 2, 7, 384]);  index_27 = None
        permute_102 = torch.ops.aten.permute.default(view_218, [0, 1, 3, 2, 4, 5]);  view_218 = None
        clone_69 = torch.ops.aten.clone.default(permute_102, memory_format = torch.contiguous_format);  permute_102 = None
        view_219 = torch.ops.aten.view.default(clone_69, [4, 49, 384]);  clone_69 = None
        view_220 = torch.ops.aten.view.default(view_219, [196, 384]);  view_219 = None
        permute_103 = torch.ops.aten.permute.default(arg141_1, [1, 0]);  arg141_1 = None
        addmm_36 = torch.ops.aten.addmm.default(arg143_1, view_220, permute_103);  arg143_1 = view_220 = permute_103 = None
        view_221 = torch.ops.aten.view.default(addmm_36, [4, 49, 1152]);  addmm_36 = None
        view_222 = torch.ops.aten.view.default(view_221, [4, 49, 3, 12, 32]);  view_221 = None
        permute_104 = torch.ops.aten.permute.default(view_222, [2, 0, 3, 1, 4]);  view_222 = None
        select_27 = torch.ops.aten.select.int(permute_104, 0, 0)
        select_28 = torch.ops.aten.select.int(permute_104, 0, 1)
        select_29 = torch.ops.aten.select.int(permute_104, 0, 2);  permute_104 = None
        mul_80 = torch.ops.aten.mul.Tensor(select_27, 0.1767766952966369);  select_27 = None
        permute_105 = torch.ops.aten.permute.default(select_28, [0, 1, 3, 2]);  select_28 = None
        expand_36 = torch.ops.aten.expand.default(mul_80, [4, 12, 49, 32]);  mul_80 = None
        clone_70 = torch.ops.aten.clone.default(expand_36, memory_format = torch.contiguous_format);  expand_36 = None
        view_223 = torch.ops.aten.view.default(clone_70, [48, 49, 32]);  clone_70 = None
        expand_37 = torch.ops.aten.expand.default(permute_105, [4, 12, 32, 49]);  permute_105 = None
        clone_71 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
        view_224 = torch.ops.aten.view.default(clone_71, [48, 32, 49]);  clone_71 = None
        bmm_18 = torch.ops.aten.bmm.default(view_223, view_224);  view_223 = view_224 = None
        view_225 = torch.ops.aten.view.default(bmm_18, [4, 12, 49, 49]);  bmm_18 = None
        add_102 = torch.ops.aten.add.Tensor(view_225, unsqueeze_25);  view_225 = unsqueeze_25 = None
        full_4 = torch.ops.aten.full.default([14, 14], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _tensor_constant36 = self._tensor_constant36;  _tensor_constant36 = None
        full_default_44 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_293 = torch.ops.aten.slice.Tensor(full_4, 0, 0, -7)
        slice_294 = torch.ops.aten.slice.Tensor(slice_293, 1, 0, -7);  slice_293 = None
        copy_36 = torch.ops.aten.copy.default(slice_294, full_default_44);  slice_294 = full_default_44 = None
        slice_295 = torch.ops.aten.slice.Tensor(full_4, 0, 0, -7)
        slice_scatter_72 = torch.ops.aten.slice_scatter.default(slice_295, copy_36, 1, 0, -7);  slice_295 = copy_36 = None
        slice_scatter_73 = torch.ops.aten.slice_scatter.default(full_4, slice_scatter_72, 0, 0, -7);  full_4 = slice_scatter_72 = None
        _tensor_constant37 = self._tensor_constant37;  _tensor_constant37 = None
        full_default_45 = torch.ops.aten.full.default([], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_301 = torch.ops.aten.slice.Tensor(slice_scatter_73, 0, 0, -7)
        slice_302 = torch.ops.aten.slice.Tensor(slice_301, 1, -7, -3);  slice_301 = None
        copy_37 = torch.ops.aten.copy.default(slice_302, full_default_45);  slice_302 = full_default_45 = None
        slice_303 = torch.ops.aten.slice.Tensor(slice_scatter_73, 0, 0, -7)
        slice_scatter_74 = torch.ops.aten.slice_scatter.default(slice_303, copy_37, 1, -7, -3);  slice_303 = copy_37 = None
        slice_scatter_75 = torch.ops.aten.slice_scatter.default(slice_scatter_73, slice_scatter_74, 0, 0, -7);  slice_scatter_73 = slice_scatter_74 = None
        _tensor_constant38 = self._tensor_constant38;  _tensor_constant38 = None
        full_default_46 = torch.ops.aten.full.default([], 2.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_309 = torch.ops.aten.slice.Tensor(slice_scatter_75, 0, 0, -7)
        slice_310 = torch.ops.aten.slice.Tensor(slice_309, 1, -3, 9223372036854775807);  slice_309 = None
        copy_38 = torch.ops.aten.copy.default(slice_310, full_default_46);  slice_310 = full_default_46 = None
        slice_311 = torch.ops.aten.slice.Tensor(slice_scatter_75, 0, 0, -7)
        slice_scatter_76 = torch.ops.aten.slice_scatter.default(slice_311, copy_38, 1, -3, 9223372036854775807);  slice_311 = copy_38 = None
        slice_scatter_77 = torch.ops.aten.slice_scatter.default(slice_scatter_75, slice_scatter_76, 0, 0, -7);  slice_scatter_75 = slice_scatter_76 = None
        _tensor_constant39 = self._tensor_constant39;  _tensor_constant39 = None
        full_default_47 = torch.ops.aten.full.default([], 3.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_317 = torch.ops.aten.slice.Tensor(slice_scatter_77, 0, -7, -3)
        slice_318 = torch.ops.aten.slice.Tensor(slice_317, 1, 0, -7);  slice_317 = None
        copy_39 = torch.ops.aten.copy.default(slice_318, full_default_47);  slice_318 = full_default_47 = None
        slice_319 = torch.ops.aten.slice.Tensor(slice_scatter_77, 0, -7, -3)
        slice_scatter_78 = torch.ops.aten.slice_scatter.default(slice_319, copy_39, 1, 0, -7);  slice_319 = copy_39 = None
        slice_scatter_79 = torch.ops.aten.slice_scatter.default(slice_scatter_77, slice_scatter_78, 0, -7, -3);  slice_scatter_77 = slice_scatter_78 = None
        _tensor_constant40 = self._tensor_constant40;  _tensor_constant40 = None
        full_default_48 = torch.ops.aten.full.default([], 4.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_325 = torch.ops.aten.slice.Tensor(slice_scatter_79, 0, -7, -3)
        slice_326 = torch.ops.aten.slice.Tensor(slice_325, 1, -7, -3);  slice_325 = None
        copy_40 = torch.ops.aten.copy.default(slice_326, full_default_48);  slice_326 = full_default_48 = None
        slice_327 = torch.ops.aten.slice.Tensor(slice_scatter_79, 0, -7, -3)
        slice_scatter_80 = torch.ops.aten.slice_scatter.default(slice_327, copy_40, 1, -7, -3);  slice_327 = copy_40 = None
        slice_scatter_81 = torch.ops.aten.slice_scatter.default(slice_scatter_79, slice_scatter_80, 0, -7, -3);  slice_scatter_79 = slice_scatter_80 = None
        _tensor_constant41 = self._tensor_constant41;  _tensor_constant41 = None
        full_default_49 = torch.ops.aten.full.default([], 5.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_333 = torch.ops.aten.slice.Tensor(slice_scatter_81, 0, -7, -3)
        slice_334 = torch.ops.aten.slice.Tensor(slice_333, 1, -3, 9223372036854775807);  slice_333 = None
        copy_41 = torch.ops.aten.copy.default(slice_334, full_default_49);  slice_334 = full_default_49 = None
        slice_335 = torch.ops.aten.slice.Tensor(slice_scatter_81, 0, -7, -3)
        slice_scatter_82 = torch.ops.aten.slice_scatter.default(slice_335, copy_41, 1, -3, 9223372036854775807);  slice_335 = copy_41 = None
        slice_scatter_83 = torch.ops.aten.slice_scatter.default(slice_scatter_81, slice_scatter_82, 0, -7, -3);  slice_scatter_81 = slice_scatter_82 = None
        _tensor_constant42 = self._tensor_constant42;  _tensor_constant42 = None
        full_default_50 = torch.ops.aten.full.default([], 6.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_341 = torch.ops.aten.slice.Tensor(slice_scatter_83, 0, -3, 9223372036854775807)
        slice_342 = torch.ops.aten.slice.Tensor(slice_341, 1, 0, -7);  slice_341 = None
        copy_42 = torch.ops.aten.copy.default(slice_342, full_default_50);  slice_342 = full_default_50 = None
        slice_343 = torch.ops.aten.slice.Tensor(slice_scatter_83, 0, -3, 9223372036854775807)
        slice_scatter_84 = torch.ops.aten.slice_scatter.default(slice_343, copy_42, 1, 0, -7);  slice_343 = copy_42 = None
        slice_scatter_85 = torch.ops.aten.slice_scatter.default(slice_scatter_83, slice_scatter_84, 0, -3, 9223372036854775807);  slice_scatter_83 = slice_scatter_84 = None
        _tensor_constant43 = self._tensor_constant43;  _tensor_constant43 = None
        full_default_51 = torch.ops.aten.full.default([], 7.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_349 = torch.ops.aten.slice.Tensor(slice_scatter_85, 0, -3, 9223372036854775807)
        slice_350 = torch.ops.aten.slice.Tensor(slice_349, 1, -7, -3);  slice_349 = None
        copy_43 = torch.ops.aten.copy.default(slice_350, full_default_51);  slice_350 = full_default_51 = None
        slice_351 = torch.ops.aten.slice.Tensor(slice_scatter_85, 0, -3, 9223372036854775807)
        slice_scatter_86 = torch.ops.aten.slice_scatter.default(slice_351, copy_43, 1, -7, -3);  slice_351 = copy_43 = None
        slice_scatter_87 = torch.ops.aten.slice_scatter.default(slice_scatter_85, slice_scatter_86, 0, -3, 9223372036854775807);  slice_scatter_85 = slice_scatter_86 = None
        _tensor_constant44 = self._tensor_constant44;  _tensor_constant44 = None
        full_default_52 = torch.ops.aten.full.default([], 8.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_357 = torch.ops.aten.slice.Tensor(slice_scatter_87, 0, -3, 9223372036854775807)
        slice_358 = torch.ops.aten.slice.Tensor(slice_357, 1, -3, 9223372036854775807);  slice_357 = None
        copy_44 = torch.ops.aten.copy.default(slice_358, full_default_52);  slice_358 = full_default_52 = None
        slice_359 = torch.ops.aten.slice.Tensor(slice_scatter_87, 0, -3, 9223372036854775807)
        slice_scatter_88 = torch.ops.aten.slice_scatter.default(slice_359, copy_44, 1, -3, 9223372036854775807);  slice_359 = copy_44 = None
        slice_scatter_89 = torch.ops.aten.slice_scatter.default(slice_scatter_87, slice_scatter_88, 0, -3, 9223372036854775807);  slice_scatter_87 = slice_scatter_88 = None
        view_228 = torch.ops.aten.view.default(slice_scatter_89, [2, 7, 2, 7]);  slice_scatter_89 = None
        permute_107 = torch.ops.aten.permute.default(view_228, [0, 2, 1, 3]);  view_228 = None
        clone_72 = torch.ops.aten.clone.default(permute_107, memory_format = torch.contiguous_format);  permute_107 = None
        view_229 = torch.ops.aten.view.default(clone_72, [4, 49]);  clone_72 = None
        unsqueeze_26 = torch.ops.aten.unsqueeze.default(view_229, 1)
        unsqueeze_27 = torch.ops.aten.unsqueeze.default(view_229, 2);  view_229 = None
        sub_35 = torch.ops.aten.sub.Tensor(unsqueeze_26, unsqueeze_27);  unsqueeze_26 = unsqueeze_27 = None
        ne_4 = torch.ops.aten.ne.Scalar(sub_35, 0)
        full_default_53 = torch.ops.aten.full.default([], -100.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_8 = torch.ops.aten.where.self(ne_4, full_default_53, sub_35);  ne_4 = full_default_53 = None
        eq_4 = torch.ops.aten.eq.Scalar(sub_35, 0);  sub_35 = None
        full_default_54 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_9 = torch.ops.aten.where.self(eq_4, full_default_54, where_8);  eq_4 = full_default_54 = where_8 = None
        view_230 = torch.ops.aten.view.default(add_102, [1, 4, 12, 49, 49]);  add_102 = None
        unsqueeze_28 = torch.ops.aten.unsqueeze.default(where_9, 1);  where_9 = None
        unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, 0);  unsqueeze_28 = None
        add_103 = torch.ops.aten.add.Tensor(view_230, unsqueeze_29);  view_230 = unsqueeze_29 = None
        view_231 = torch.ops.aten.view.default(add_103, [-1, 12, 49, 49]);  add_103 = None
        amax_9 = torch.ops.aten.amax.default(view_231, [-1], True)
        sub_36 = torch.ops.aten.sub.Tensor(view_231, amax_9);  view_231 = amax_9 = None
        exp_9 = torch.ops.aten.exp.default(sub_36);  sub_36 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(exp_9, [-1], True)
        div_9 = torch.ops.aten.div.Tensor(exp_9, sum_10);  exp_9 = sum_10 = None
        expand_38 = torch.ops.aten.expand.default(div_9, [4, 12, 49, 49]);  div_9 = None
        view_232 = torch.ops.aten.view.default(expand_38, [48, 49, 49]);  expand_38 = None
        expand_39 = torch.ops.aten.expand.default(select_29, [4, 12, 49, 32]);  select_29 = None
        clone_73 = torch.ops.aten.clone.default(expand_39, memory_format = torch.contiguous_format);  expand_39 = None
        view_233 = torch.ops.aten.view.default(clone_73, [48, 49, 32]);  clone_73 = None
        bmm_19 = torch.ops.aten.bmm.default(view_232, view_233);  view_232 = view_233 = None
        view_234 = torch.ops.aten.view.default(bmm_19, [4, 12, 49, 32]);  bmm_19 = None
        permute_108 = torch.ops.aten.permute.default(view_234, [0, 2, 1, 3]);  view_234 = None
        clone_74 = torch.ops.aten.clone.default(permute_108, memory_format = torch.contiguous_format);  permute_108 = None
        view_235 = torch.ops.aten.view.default(clone_74, [4, 49, 384]);  clone_74 = None
        view_236 = torch.ops.aten.view.default(view_235, [196, 384]);  view_235 = None
        permute_109 = torch.ops.aten.permute.default(arg142_1, [1, 0]);  arg142_1 = None
        addmm_37 = torch.ops.aten.addmm.default(arg144_1, view_236, permute_109);  arg144_1 = view_236 = permute_109 = None
        view_237 = torch.ops.aten.view.default(addmm_37, [4, 49, 384]);  addmm_37 = None
        view_238 = torch.ops.aten.view.default(view_237, [1, 2, 2, 7, 7, 384]);  view_237 = None
        permute_110 = torch.ops.aten.permute.default(view_238, [0, 1, 3, 2, 4, 5]);  view_238 = None
        clone_75 = torch.ops.aten.clone.default(permute_110, memory_format = torch.contiguous_format);  permute_110 = None
        view_239 = torch.ops.aten.view.default(clone_75, [1, 14, 14, 384]);  clone_75 = None
        iota_18 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_104 = torch.ops.aten.add.Tensor(iota_18, 11);  iota_18 = None
        fmod_18 = torch.ops.aten.fmod.Scalar(add_104, 14);  add_104 = None
        index_28 = torch.ops.aten.index.Tensor(view_239, [None, fmod_18]);  view_239 = fmod_18 = None
        iota_19 = torch.ops.prims.iota.default(14, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_105 = torch.ops.aten.add.Tensor(iota_19, 11);  iota_19 = None
        fmod_19 = torch.ops.aten.fmod.Scalar(add_105, 14);  add_105 = None
        index_29 = torch.ops.aten.index.Tensor(index_28, [None, None, fmod_19]);  index_28 = fmod_19 = None
        add_106 = torch.ops.aten.add.Tensor(add_97, index_29);  add_97 = index_29 = None
        var_mean_22 = torch.ops.aten.var_mean.correction(add_106, [3], correction = 0, keepdim = True)
        getitem_44 = var_mean_22[0]
        getitem_45 = var_mean_22[1];  var_mean_22 = None
        add_107 = torch.ops.aten.add.Tensor(getitem_44, 1e-05);  getitem_44 = None
        rsqrt_22 = torch.ops.aten.rsqrt.default(add_107);  add_107 = None
        sub_37 = torch.ops.aten.sub.Tensor(add_106, getitem_45);  getitem_45 = None
        mul_81 = torch.ops.aten.mul.Tensor(sub_37, rsqrt_22);  sub_37 = rsqrt_22 = None
        mul_82 = torch.ops.aten.mul.Tensor(mul_81, arg145_1);  mul_81 = arg145_1 = None
        add_108 = torch.ops.aten.add.Tensor(mul_82, arg146_1);  mul_82 = arg146_1 = None
        view_240 = torch.ops.aten.view.default(add_108, [196, 384]);  add_108 = None
        permute_111 = torch.ops.aten.permute.default(arg147_1, [1, 0]);  arg147_1 = None
        addmm_38 = torch.ops.aten.addmm.default(arg148_1, view_240, permute_111);  arg148_1 = view_240 = permute_111 = None
        view_241 = torch.ops.aten.view.default(addmm_38, [1, 14, 14, 1536]);  addmm_38 = None
        mul_83 = torch.ops.aten.mul.Tensor(view_241, 0.5)
        mul_84 = torch.ops.aten.mul.Tensor(view_241, 0.7071067811865476);  view_241 = None
        erf_9 = torch.ops.aten.erf.default(mul_84);  mul_84 = None
        add_109 = torch.ops.aten.add.Tensor(erf_9, 1);  erf_9 = None
        mul_85 = torch.ops.aten.mul.Tensor(mul_83, add_109);  mul_83 = add_109 = None
        view_242 = torch.ops.aten.view.default(mul_85, [196, 1536]);  mul_85 = None
        permute_112 = torch.ops.aten.permute.default(arg149_1, [1, 0]);  arg149_1 = None
        addmm_39 = torch.ops.aten.addmm.default(arg150_1, view_242, permute_112);  arg150_1 = view_242 = permute_112 = None
        view_243 = torch.ops.aten.view.default(addmm_39, [1, 14, 14, 384]);  addmm_39 = None
        add_110 = torch.ops.aten.add.Tensor(add_106, view_243);  add_106 = view_243 = None
        slice_362 = torch.ops.aten.slice.Tensor(add_110, 1, 0, 9223372036854775807, 2)
        slice_363 = torch.ops.aten.slice.Tensor(slice_362, 2, 0, 9223372036854775807, 2);  slice_362 = None
        slice_364 = torch.ops.aten.slice.Tensor(add_110, 1, 1, 9223372036854775807, 2)
        slice_365 = torch.ops.aten.slice.Tensor(slice_364, 2, 0, 9223372036854775807, 2);  slice_364 = None
        slice_366 = torch.ops.aten.slice.Tensor(add_110, 1, 0, 9223372036854775807, 2)
        slice_367 = torch.ops.aten.slice.Tensor(slice_366, 2, 1, 9223372036854775807, 2);  slice_366 = None
        slice_368 = torch.ops.aten.slice.Tensor(add_110, 1, 1, 9223372036854775807, 2);  add_110 = None
        slice_369 = torch.ops.aten.slice.Tensor(slice_368, 2, 1, 9223372036854775807, 2);  slice_368 = None
        cat_2 = torch.ops.aten.cat.default([slice_363, slice_365, slice_367, slice_369], -1);  slice_363 = slice_365 = slice_367 = slice_369 = None
        var_mean_23 = torch.ops.aten.var_mean.correction(cat_2, [3], correction = 0, keepdim = True)
        getitem_46 = var_mean_23[0]
        getitem_47 = var_mean_23[1];  var_mean_23 = None
        add_111 = torch.ops.aten.add.Tensor(getitem_46, 1e-05);  getitem_46 = None
        rsqrt_23 = torch.ops.aten.rsqrt.default(add_111);  add_111 = None
        sub_38 = torch.ops.aten.sub.Tensor(cat_2, getitem_47);  cat_2 = getitem_47 = None
        mul_86 = torch.ops.aten.mul.Tensor(sub_38, rsqrt_23);  sub_38 = rsqrt_23 = None
        mul_87 = torch.ops.aten.mul.Tensor(mul_86, arg151_1);  mul_86 = arg151_1 = None
        add_112 = torch.ops.aten.add.Tensor(mul_87, arg152_1);  mul_87 = arg152_1 = None
        permute_113 = torch.ops.aten.permute.default(arg153_1, [1, 0]);  arg153_1 = None
        view_244 = torch.ops.aten.view.default(add_112, [49, 1536]);  add_112 = None
        mm_2 = torch.ops.aten.mm.default(view_244, permute_113);  view_244 = permute_113 = None
        view_245 = torch.ops.aten.view.default(mm_2, [1, 7, 7, 768]);  mm_2 = None
        var_mean_24 = torch.ops.aten.var_mean.correction(view_245, [3], correction = 0, keepdim = True)
        getitem_48 = var_mean_24[0]
        getitem_49 = var_mean_24[1];  var_mean_24 = None
        add_113 = torch.ops.aten.add.Tensor(getitem_48, 1e-05);  getitem_48 = None
        rsqrt_24 = torch.ops.aten.rsqrt.default(add_113);  add_113 = None
        sub_39 = torch.ops.aten.sub.Tensor(view_245, getitem_49);  getitem_49 = None
        mul_88 = torch.ops.aten.mul.Tensor(sub_39, rsqrt_24);  sub_39 = rsqrt_24 = None
        mul_89 = torch.ops.aten.mul.Tensor(mul_88, arg154_1);  mul_88 = arg154_1 = None
        add_114 = torch.ops.aten.add.Tensor(mul_89, arg155_1);  mul_89 = arg155_1 = None
        index_30 = torch.ops.aten.index.Tensor(arg156_1, [arg157_1]);  arg156_1 = arg157_1 = None
        view_246 = torch.ops.aten.view.default(index_30, [49, 49, -1]);  index_30 = None
        permute_114 = torch.ops.aten.permute.default(view_246, [2, 0, 1]);  view_246 = None
        clone_76 = torch.ops.aten.clone.default(permute_114, memory_format = torch.contiguous_format);  permute_114 = None
        unsqueeze_30 = torch.ops.aten.unsqueeze.default(clone_76, 0);  clone_76 = None
        view_247 = torch.ops.aten.view.default(add_114, [1, 1, 7, 1, 7, 768]);  add_114 = None
        permute_115 = torch.ops.aten.permute.default(view_247, [0, 1, 3, 2, 4, 5]);  view_247 = None
        view_248 = torch.ops.aten.view.default(permute_115, [1, 49, 768]);  permute_115 = None
        view_249 = torch.ops.aten.view.default(view_248, [49, 768]);  view_248 = None
        permute_116 = torch.ops.aten.permute.default(arg158_1, [1, 0]);  arg158_1 = None
        addmm_40 = torch.ops.aten.addmm.default(arg160_1, view_249, permute_116);  arg160_1 = view_249 = permute_116 = None
        view_250 = torch.ops.aten.view.default(addmm_40, [1, 49, 2304]);  addmm_40 = None
        view_251 = torch.ops.aten.view.default(view_250, [1, 49, 3, 24, 32]);  view_250 = None
        permute_117 = torch.ops.aten.permute.default(view_251, [2, 0, 3, 1, 4]);  view_251 = None
        select_30 = torch.ops.aten.select.int(permute_117, 0, 0)
        select_31 = torch.ops.aten.select.int(permute_117, 0, 1)
        select_32 = torch.ops.aten.select.int(permute_117, 0, 2);  permute_117 = None
        mul_90 = torch.ops.aten.mul.Tensor(select_30, 0.1767766952966369);  select_30 = None
        permute_118 = torch.ops.aten.permute.default(select_31, [0, 1, 3, 2]);  select_31 = None
        expand_40 = torch.ops.aten.expand.default(mul_90, [1, 24, 49, 32]);  mul_90 = None
        view_252 = torch.ops.aten.view.default(expand_40, [24, 49, 32]);  expand_40 = None
        expand_41 = torch.ops.aten.expand.default(permute_118, [1, 24, 32, 49]);  permute_118 = None
        view_253 = torch.ops.aten.view.default(expand_41, [24, 32, 49]);  expand_41 = None
        bmm_20 = torch.ops.aten.bmm.default(view_252, view_253);  view_252 = view_253 = None
        view_254 = torch.ops.aten.view.default(bmm_20, [1, 24, 49, 49]);  bmm_20 = None
        add_115 = torch.ops.aten.add.Tensor(view_254, unsqueeze_30);  view_254 = unsqueeze_30 = None
        amax_10 = torch.ops.aten.amax.default(add_115, [-1], True)
        sub_40 = torch.ops.aten.sub.Tensor(add_115, amax_10);  add_115 = amax_10 = None
        exp_10 = torch.ops.aten.exp.default(sub_40);  sub_40 = None
        sum_11 = torch.ops.aten.sum.dim_IntList(exp_10, [-1], True)
        div_10 = torch.ops.aten.div.Tensor(exp_10, sum_11);  exp_10 = sum_11 = None
        expand_42 = torch.ops.aten.expand.default(div_10, [1, 24, 49, 49]);  div_10 = None
        view_255 = torch.ops.aten.view.default(expand_42, [24, 49, 49]);  expand_42 = None
        expand_43 = torch.ops.aten.expand.default(select_32, [1, 24, 49, 32]);  select_32 = None
        view_256 = torch.ops.aten.view.default(expand_43, [24, 49, 32]);  expand_43 = None
        bmm_21 = torch.ops.aten.bmm.default(view_255, view_256);  view_255 = view_256 = None
        view_257 = torch.ops.aten.view.default(bmm_21, [1, 24, 49, 32]);  bmm_21 = None
        permute_119 = torch.ops.aten.permute.default(view_257, [0, 2, 1, 3]);  view_257 = None
        clone_77 = torch.ops.aten.clone.default(permute_119, memory_format = torch.contiguous_format);  permute_119 = None
        view_258 = torch.ops.aten.view.default(clone_77, [1, 49, 768]);  clone_77 = None
        view_259 = torch.ops.aten.view.default(view_258, [49, 768]);  view_258 = None
        permute_120 = torch.ops.aten.permute.default(arg159_1, [1, 0]);  arg159_1 = None
        addmm_41 = torch.ops.aten.addmm.default(arg161_1, view_259, permute_120);  arg161_1 = view_259 = permute_120 = None
        view_260 = torch.ops.aten.view.default(addmm_41, [1, 49, 768]);  addmm_41 = None
        view_261 = torch.ops.aten.view.default(view_260, [1, 1, 1, 7, 7, 768]);  view_260 = None
        permute_121 = torch.ops.aten.permute.default(view_261, [0, 1, 3, 2, 4, 5]);  view_261 = None
        view_262 = torch.ops.aten.view.default(permute_121, [1, 7, 7, 768]);  permute_121 = None
        add_116 = torch.ops.aten.add.Tensor(view_245, view_262);  view_245 = view_262 = None
        var_mean_25 = torch.ops.aten.var_mean.correction(add_116, [3], correction = 0, keepdim = True)
        getitem_50 = var_mean_25[0]
        getitem_51 = var_mean_25[1];  var_mean_25 = None
        add_117 = torch.ops.aten.add.Tensor(getitem_50, 1e-05);  getitem_50 = None
        rsqrt_25 = torch.ops.aten.rsqrt.default(add_117);  add_117 = None
        sub_41 = torch.ops.aten.sub.Tensor(add_116, getitem_51);  getitem_51 = None
        mul_91 = torch.ops.aten.mul.Tensor(sub_41, rsqrt_25);  sub_41 = rsqrt_25 = None
        mul_92 = torch.ops.aten.mul.Tensor(mul_91, arg162_1);  mul_91 = arg162_1 = None
        add_118 = torch.ops.aten.add.Tensor(mul_92, arg163_1);  mul_92 = arg163_1 = None
        view_263 = torch.ops.aten.view.default(add_118, [49, 768]);  add_118 = None
        permute_122 = torch.ops.aten.permute.default(arg164_1, [1, 0]);  arg164_1 = None
        addmm_42 = torch.ops.aten.addmm.default(arg165_1, view_263, permute_122);  arg165_1 = view_263 = permute_122 = None
        view_264 = torch.ops.aten.view.default(addmm_42, [1, 7, 7, 3072]);  addmm_42 = None
        mul_93 = torch.ops.aten.mul.Tensor(view_264, 0.5)
        mul_94 = torch.ops.aten.mul.Tensor(view_264, 0.7071067811865476);  view_264 = None
        erf_10 = torch.ops.aten.erf.default(mul_94);  mul_94 = None
        add_119 = torch.ops.aten.add.Tensor(erf_10, 1);  erf_10 = None
        mul_95 = torch.ops.aten.mul.Tensor(mul_93, add_119);  mul_93 = add_119 = None
        view_265 = torch.ops.aten.view.default(mul_95, [49, 3072]);  mul_95 = None
        permute_123 = torch.ops.aten.permute.default(arg166_1, [1, 0]);  arg166_1 = None
        addmm_43 = torch.ops.aten.addmm.default(arg167_1, view_265, permute_123);  arg167_1 = view_265 = permute_123 = None
        view_266 = torch.ops.aten.view.default(addmm_43, [1, 7, 7, 768]);  addmm_43 = None
        add_120 = torch.ops.aten.add.Tensor(add_116, view_266);  add_116 = view_266 = None
        var_mean_26 = torch.ops.aten.var_mean.correction(add_120, [3], correction = 0, keepdim = True)
        getitem_52 = var_mean_26[0]
        getitem_53 = var_mean_26[1];  var_mean_26 = None
        add_121 = torch.ops.aten.add.Tensor(getitem_52, 1e-05);  getitem_52 = None
        rsqrt_26 = torch.ops.aten.rsqrt.default(add_121);  add_121 = None
        sub_42 = torch.ops.aten.sub.Tensor(add_120, getitem_53);  getitem_53 = None
        mul_96 = torch.ops.aten.mul.Tensor(sub_42, rsqrt_26);  sub_42 = rsqrt_26 = None
        mul_97 = torch.ops.aten.mul.Tensor(mul_96, arg168_1);  mul_96 = arg168_1 = None
        add_122 = torch.ops.aten.add.Tensor(mul_97, arg169_1);  mul_97 = arg169_1 = None
        index_31 = torch.ops.aten.index.Tensor(arg170_1, [arg171_1]);  arg170_1 = arg171_1 = None
        view_267 = torch.ops.aten.view.default(index_31, [49, 49, -1]);  index_31 = None
        permute_124 = torch.ops.aten.permute.default(view_267, [2, 0, 1]);  view_267 = None
        clone_78 = torch.ops.aten.clone.default(permute_124, memory_format = torch.contiguous_format);  permute_124 = None
        unsqueeze_31 = torch.ops.aten.unsqueeze.default(clone_78, 0);  clone_78 = None
        view_268 = torch.ops.aten.view.default(add_122, [1, 1, 7, 1, 7, 768]);  add_122 = None
        permute_125 = torch.ops.aten.permute.default(view_268, [0, 1, 3, 2, 4, 5]);  view_268 = None
        view_269 = torch.ops.aten.view.default(permute_125, [1, 49, 768]);  permute_125 = None
        view_270 = torch.ops.aten.view.default(view_269, [49, 768]);  view_269 = None
        permute_126 = torch.ops.aten.permute.default(arg172_1, [1, 0]);  arg172_1 = None
        addmm_44 = torch.ops.aten.addmm.default(arg174_1, view_270, permute_126);  arg174_1 = view_270 = permute_126 = None
        view_271 = torch.ops.aten.view.default(addmm_44, [1, 49, 2304]);  addmm_44 = None
        view_272 = torch.ops.aten.view.default(view_271, [1, 49, 3, 24, 32]);  view_271 = None
        permute_127 = torch.ops.aten.permute.default(view_272, [2, 0, 3, 1, 4]);  view_272 = None
        select_33 = torch.ops.aten.select.int(permute_127, 0, 0)
        select_34 = torch.ops.aten.select.int(permute_127, 0, 1)
        select_35 = torch.ops.aten.select.int(permute_127, 0, 2);  permute_127 = None
        mul_98 = torch.ops.aten.mul.Tensor(select_33, 0.1767766952966369);  select_33 = None
        permute_128 = torch.ops.aten.permute.default(select_34, [0, 1, 3, 2]);  select_34 = None
        expand_44 = torch.ops.aten.expand.default(mul_98, [1, 24, 49, 32]);  mul_98 = None
        view_273 = torch.ops.aten.view.default(expand_44, [24, 49, 32]);  expand_44 = None
        expand_45 = torch.ops.aten.expand.default(permute_128, [1, 24, 32, 49]);  permute_128 = None
        view_274 = torch.ops.aten.view.default(expand_45, [24, 32, 49]);  expand_45 = None
        bmm_22 = torch.ops.aten.bmm.default(view_273, view_274);  view_273 = view_274 = None
        view_275 = torch.ops.aten.view.default(bmm_22, [1, 24, 49, 49]);  bmm_22 = None
        add_123 = torch.ops.aten.add.Tensor(view_275, unsqueeze_31);  view_275 = unsqueeze_31 = None
        amax_11 = torch.ops.aten.amax.default(add_123, [-1], True)
        sub_43 = torch.ops.aten.sub.Tensor(add_123, amax_11);  add_123 = amax_11 = None
        exp_11 = torch.ops.aten.exp.default(sub_43);  sub_43 = None
        sum_12 = torch.ops.aten.sum.dim_IntList(exp_11, [-1], True)
        div_11 = torch.ops.aten.div.Tensor(exp_11, sum_12);  exp_11 = sum_12 = None
        expand_46 = torch.ops.aten.expand.default(div_11, [1, 24, 49, 49]);  div_11 = None
        view_276 = torch.ops.aten.view.default(expand_46, [24, 49, 49]);  expand_46 = None
        expand_47 = torch.ops.aten.expand.default(select_35, [1, 24, 49, 32]);  select_35 = None
        view_277 = torch.ops.aten.view.default(expand_47, [24, 49, 32]);  expand_47 = None
        bmm_23 = torch.ops.aten.bmm.default(view_276, view_277);  view_276 = view_277 = None
        view_278 = torch.ops.aten.view.default(bmm_23, [1, 24, 49, 32]);  bmm_23 = None
        permute_129 = torch.ops.aten.permute.default(view_278, [0, 2, 1, 3]);  view_278 = None
        clone_79 = torch.ops.aten.clone.default(permute_129, memory_format = torch.contiguous_format);  permute_129 = None
        view_279 = torch.ops.aten.view.default(clone_79, [1, 49, 768]);  clone_79 = None
        view_280 = torch.ops.aten.view.default(view_279, [49, 768]);  view_279 = None
        permute_130 = torch.ops.aten.permute.default(arg173_1, [1, 0]);  arg173_1 = None
        addmm_45 = torch.ops.aten.addmm.default(arg175_1, view_280, permute_130);  arg175_1 = view_280 = permute_130 = None
        view_281 = torch.ops.aten.view.default(addmm_45, [1, 49, 768]);  addmm_45 = None
        view_282 = torch.ops.aten.view.default(view_281, [1, 1, 1, 7, 7, 768]);  view_281 = None
        permute_131 = torch.ops.aten.permute.default(view_282, [0, 1, 3, 2, 4, 5]);  view_282 = None
        view_283 = torch.ops.aten.view.default(permute_131, [1, 7, 7, 768]);  permute_131 = None
        add_124 = torch.ops.aten.add.Tensor(add_120, view_283);  add_120 = view_283 = None
        var_mean_27 = torch.ops.aten.var_mean.correction(add_124, [3], correction = 0, keepdim = True)
        getitem_54 = var_mean_27[0]
        getitem_55 = var_mean_27[1];  var_mean_27 = None
        add_125 = torch.ops.aten.add.Tensor(getitem_54, 1e-05);  getitem_54 = None
        rsqrt_27 = torch.ops.aten.rsqrt.default(add_125);  add_125 = None
        sub_44 = torch.ops.aten.sub.Tensor(add_124, getitem_55);  getitem_55 = None
        mul_99 = torch.ops.aten.mul.Tensor(sub_44, rsqrt_27);  sub_44 = rsqrt_27 = None
        mul_100 = torch.ops.aten.mul.Tensor(mul_99, arg176_1);  mul_99 = arg176_1 = None
        add_126 = torch.ops.aten.add.Tensor(mul_100, arg177_1);  mul_100 = arg177_1 = None
        view_284 = torch.ops.aten.view.default(add_126, [49, 768]);  add_126 = None
        permute_132 = torch.ops.aten.permute.default(arg178_1, [1, 0]);  arg178_1 = None
        addmm_46 = torch.ops.aten.addmm.default(arg179_1, view_284, permute_132);  arg179_1 = view_284 = permute_132 = None
        view_285 = torch.ops.aten.view.default(addmm_46, [1, 7, 7, 3072]);  addmm_46 = None
        mul_101 = torch.ops.aten.mul.Tensor(view_285, 0.5)
        mul_102 = torch.ops.aten.mul.Tensor(view_285, 0.7071067811865476);  view_285 = None
        erf_11 = torch.ops.aten.erf.default(mul_102);  mul_102 = None
        add_127 = torch.ops.aten.add.Tensor(erf_11, 1);  erf_11 = None
        mul_103 = torch.ops.aten.mul.Tensor(mul_101, add_127);  mul_101 = add_127 = None
        view_286 = torch.ops.aten.view.default(mul_103, [49, 3072]);  mul_103 = None
        permute_133 = torch.ops.aten.permute.default(arg180_1, [1, 0]);  arg180_1 = None
        addmm_47 = torch.ops.aten.addmm.default(arg181_1, view_286, permute_133);  arg181_1 = view_286 = permute_133 = None
        view_287 = torch.ops.aten.view.default(addmm_47, [1, 7, 7, 768]);  addmm_47 = None
        add_128 = torch.ops.aten.add.Tensor(add_124, view_287);  add_124 = view_287 = None
        var_mean_28 = torch.ops.aten.var_mean.correction(add_128, [3], correction = 0, keepdim = True)
        getitem_56 = var_mean_28[0]
        getitem_57 = var_mean_28[1];  var_mean_28 = None
        add_129 = torch.ops.aten.add.Tensor(getitem_56, 1e-05);  getitem_56 = None
        rsqrt_28 = torch.ops.aten.rsqrt.default(add_129);  add_129 = None
        sub_45 = torch.ops.aten.sub.Tensor(add_128, getitem_57);  add_128 = getitem_57 = None
        mul_104 = torch.ops.aten.mul.Tensor(sub_45, rsqrt_28);  sub_45 = rsqrt_28 = None
        mul_105 = torch.ops.aten.mul.Tensor(mul_104, arg182_1);  mul_104 = arg182_1 = None
        add_130 = torch.ops.aten.add.Tensor(mul_105, arg183_1);  mul_105 = arg183_1 = None
        permute_134 = torch.ops.aten.permute.default(add_130, [0, 3, 1, 2]);  add_130 = None
        mean = torch.ops.aten.mean.dim(permute_134, [-1, -2], True);  permute_134 = None
        as_strided = torch.ops.aten.as_strided.default(mean, [1, 768, 1, 1], [768, 1, 768, 768]);  mean = None
        view_288 = torch.ops.aten.view.default(as_strided, [1, 768]);  as_strided = None
        permute_135 = torch.ops.aten.permute.default(arg184_1, [1, 0]);  arg184_1 = None
        addmm_48 = torch.ops.aten.addmm.default(arg185_1, view_288, permute_135);  arg185_1 = view_288 = permute_135 = None
        return (addmm_48,)

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
    reader.tensor(buf5, (96,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 384)
    reader.tensor(buf6, (96,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 2028)
    reader.tensor(buf7, (169, 3), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf8, (2401,), dtype=torch.int64, is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 110592)
    reader.tensor(buf9, (288, 96), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 36864)
    reader.tensor(buf10, (96, 96), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 1152)
    reader.tensor(buf11, (288,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 384)
    reader.tensor(buf12, (96,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 384)
    reader.tensor(buf13, (96,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 384)
    reader.tensor(buf14, (96,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 147456)
    reader.tensor(buf15, (384, 96), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 1536)
    reader.tensor(buf16, (384,), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 147456)
    reader.tensor(buf17, (96, 384), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 384)
    reader.tensor(buf18, (96,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 384)
    reader.tensor(buf19, (96,), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 384)
    reader.tensor(buf20, (96,), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 2028)
    reader.tensor(buf21, (169, 3), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf22, (2401,), dtype=torch.int64, is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 110592)
    reader.tensor(buf23, (288, 96), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 36864)
    reader.tensor(buf24, (96, 96), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 1152)
    reader.tensor(buf25, (288,), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 384)
    reader.tensor(buf26, (96,), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 384)
    reader.tensor(buf27, (96,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 384)
    reader.tensor(buf28, (96,), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 147456)
    reader.tensor(buf29, (384, 96), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 1536)
    reader.tensor(buf30, (384,), is_leaf=True)  # arg30_1
    buf31 = reader.storage(None, 147456)
    reader.tensor(buf31, (96, 384), is_leaf=True)  # arg31_1
    buf32 = reader.storage(None, 384)
    reader.tensor(buf32, (96,), is_leaf=True)  # arg32_1
    buf33 = reader.storage(None, 1536)
    reader.tensor(buf33, (384,), is_leaf=True)  # arg33_1
    buf34 = reader.storage(None, 1536)
    reader.tensor(buf34, (384,), is_leaf=True)  # arg34_1
    buf35 = reader.storage(None, 294912)
    reader.tensor(buf35, (192, 384), is_leaf=True)  # arg35_1
    buf36 = reader.storage(None, 768)
    reader.tensor(buf36, (192,), is_leaf=True)  # arg36_1
    buf37 = reader.storage(None, 768)
    reader.tensor(buf37, (192,), is_leaf=True)  # arg37_1
    buf38 = reader.storage(None, 4056)
    reader.tensor(buf38, (169, 6), is_leaf=True)  # arg38_1
    buf39 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf39, (2401,), dtype=torch.int64, is_leaf=True)  # arg39_1
    buf40 = reader.storage(None, 442368)
    reader.tensor(buf40, (576, 192), is_leaf=True)  # arg40_1
    buf41 = reader.storage(None, 147456)
    reader.tensor(buf41, (192, 192), is_leaf=True)  # arg41_1
    buf42 = reader.storage(None, 2304)
    reader.tensor(buf42, (576,), is_leaf=True)  # arg42_1
    buf43 = reader.storage(None, 768)
    reader.tensor(buf43, (192,), is_leaf=True)  # arg43_1
    buf44 = reader.storage(None, 768)
    reader.tensor(buf44, (192,), is_leaf=True)  # arg44_1
    buf45 = reader.storage(None, 768)
    reader.tensor(buf45, (192,), is_leaf=True)  # arg45_1
    buf46 = reader.storage(None, 589824)
    reader.tensor(buf46, (768, 192), is_leaf=True)  # arg46_1
    buf47 = reader.storage(None, 3072)
    reader.tensor(buf47, (768,), is_leaf=True)  # arg47_1
    buf48 = reader.storage(None, 589824)
    reader.tensor(buf48, (192, 768), is_leaf=True)  # arg48_1
    buf49 = reader.storage(None, 768)
    reader.tensor(buf49, (192,), is_leaf=True)  # arg49_1
    buf50 = reader.storage(None, 768)
    reader.tensor(buf50, (192,), is_leaf=True)  # arg50_1
    buf51 = reader.storage(None, 768)
    reader.tensor(buf51, (192,), is_leaf=True)  # arg51_1
    buf52 = reader.storage(None, 4056)
    reader.tensor(buf52, (169, 6), is_leaf=True)  # arg52_1
    buf53 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf53, (2401,), dtype=torch.int64, is_leaf=True)  # arg53_1
    buf54 = reader.storage(None, 442368)
    reader.tensor(buf54, (576, 192), is_leaf=True)  # arg54_1
    buf55 = reader.storage(None, 147456)
    reader.tensor(buf55, (192, 192), is_leaf=True)  # arg55_1
    buf56 = reader.storage(None, 2304)
    reader.tensor(buf56, (576,), is_leaf=True)  # arg56_1
    buf57 = reader.storage(None, 768)
    reader.tensor(buf57, (192,), is_leaf=True)  # arg57_1
    buf58 = reader.storage(None, 768)
    reader.tensor(buf58, (192,), is_leaf=True)  # arg58_1
    buf59 = reader.storage(None, 768)
    reader.tensor(buf59, (192,), is_leaf=True)  # arg59_1
    buf60 = reader.storage(None, 589824)
    reader.tensor(buf60, (768, 192), is_leaf=True)  # arg60_1
    buf61 = reader.storage(None, 3072)
    reader.tensor(buf61, (768,), is_leaf=True)  # arg61_1
    buf62 = reader.storage(None, 589824)
    reader.tensor(buf62, (192, 768), is_leaf=True)  # arg62_1
    buf63 = reader.storage(None, 768)
    reader.tensor(buf63, (192,), is_leaf=True)  # arg63_1
    buf64 = reader.storage(None, 3072)
    reader.tensor(buf64, (768,), is_leaf=True)  # arg64_1
    buf65 = reader.storage(None, 3072)
    reader.tensor(buf65, (768,), is_leaf=True)  # arg65_1
    buf66 = reader.storage(None, 1179648)
    reader.tensor(buf66, (384, 768), is_leaf=True)  # arg66_1
    buf67 = reader.storage(None, 1536)
    reader.tensor(buf67, (384,), is_leaf=True)  # arg67_1
    buf68 = reader.storage(None, 1536)
    reader.tensor(buf68, (384,), is_leaf=True)  # arg68_1
    buf69 = reader.storage(None, 8112)
    reader.tensor(buf69, (169, 12), is_leaf=True)  # arg69_1
    buf70 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf70, (2401,), dtype=torch.int64, is_leaf=True)  # arg70_1
    buf71 = reader.storage(None, 1769472)
    reader.tensor(buf71, (1152, 384), is_leaf=True)  # arg71_1
    buf72 = reader.storage(None, 589824)
    reader.tensor(buf72, (384, 384), is_leaf=True)  # arg72_1
    buf73 = reader.storage(None, 4608)
    reader.tensor(buf73, (1152,), is_leaf=True)  # arg73_1
    buf74 = reader.storage(None, 1536)
    reader.tensor(buf74, (384,), is_leaf=True)  # arg74_1
    buf75 = reader.storage(None, 1536)
    reader.tensor(buf75, (384,), is_leaf=True)  # arg75_1
    buf76 = reader.storage(None, 1536)
    reader.tensor(buf76, (384,), is_leaf=True)  # arg76_1
    buf77 = reader.storage(None, 2359296)
    reader.tensor(buf77, (1536, 384), is_leaf=True)  # arg77_1
    buf78 = reader.storage(None, 6144)
    reader.tensor(buf78, (1536,), is_leaf=True)  # arg78_1
    buf79 = reader.storage(None, 2359296)
    reader.tensor(buf79, (384, 1536), is_leaf=True)  # arg79_1
    buf80 = reader.storage(None, 1536)
    reader.tensor(buf80, (384,), is_leaf=True)  # arg80_1
    buf81 = reader.storage(None, 1536)
    reader.tensor(buf81, (384,), is_leaf=True)  # arg81_1
    buf82 = reader.storage(None, 1536)
    reader.tensor(buf82, (384,), is_leaf=True)  # arg82_1
    buf83 = reader.storage(None, 8112)
    reader.tensor(buf83, (169, 12), is_leaf=True)  # arg83_1
    buf84 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf84, (2401,), dtype=torch.int64, is_leaf=True)  # arg84_1
    buf85 = reader.storage(None, 1769472)
    reader.tensor(buf85, (1152, 384), is_leaf=True)  # arg85_1
    buf86 = reader.storage(None, 589824)
    reader.tensor(buf86, (384, 384), is_leaf=True)  # arg86_1
    buf87 = reader.storage(None, 4608)
    reader.tensor(buf87, (1152,), is_leaf=True)  # arg87_1
    buf88 = reader.storage(None, 1536)
    reader.tensor(buf88, (384,), is_leaf=True)  # arg88_1
    buf89 = reader.storage(None, 1536)
    reader.tensor(buf89, (384,), is_leaf=True)  # arg89_1
    buf90 = reader.storage(None, 1536)
    reader.tensor(buf90, (384,), is_leaf=True)  # arg90_1
    buf91 = reader.storage(None, 2359296)
    reader.tensor(buf91, (1536, 384), is_leaf=True)  # arg91_1
    buf92 = reader.storage(None, 6144)
    reader.tensor(buf92, (1536,), is_leaf=True)  # arg92_1
    buf93 = reader.storage(None, 2359296)
    reader.tensor(buf93, (384, 1536), is_leaf=True)  # arg93_1
    buf94 = reader.storage(None, 1536)
    reader.tensor(buf94, (384,), is_leaf=True)  # arg94_1
    buf95 = reader.storage(None, 1536)
    reader.tensor(buf95, (384,), is_leaf=True)  # arg95_1
    buf96 = reader.storage(None, 1536)
    reader.tensor(buf96, (384,), is_leaf=True)  # arg96_1
    buf97 = reader.storage(None, 8112)
    reader.tensor(buf97, (169, 12), is_leaf=True)  # arg97_1
    buf98 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf98, (2401,), dtype=torch.int64, is_leaf=True)  # arg98_1
    buf99 = reader.storage(None, 1769472)
    reader.tensor(buf99, (1152, 384), is_leaf=True)  # arg99_1
    buf100 = reader.storage(None, 589824)
    reader.tensor(buf100, (384, 384), is_leaf=True)  # arg100_1
    buf101 = reader.storage(None, 4608)
    reader.tensor(buf101, (1152,), is_leaf=True)  # arg101_1
    buf102 = reader.storage(None, 1536)
    reader.tensor(buf102, (384,), is_leaf=True)  # arg102_1
    buf103 = reader.storage(None, 1536)
    reader.tensor(buf103, (384,), is_leaf=True)  # arg103_1
    buf104 = reader.storage(None, 1536)
    reader.tensor(buf104, (384,), is_leaf=True)  # arg104_1
    buf105 = reader.storage(None, 2359296)
    reader.tensor(buf105, (1536, 384), is_leaf=True)  # arg105_1
    buf106 = reader.storage(None, 6144)
    reader.tensor(buf106, (1536,), is_leaf=True)  # arg106_1
    buf107 = reader.storage(None, 2359296)
    reader.tensor(buf107, (384, 1536), is_leaf=True)  # arg107_1
    buf108 = reader.storage(None, 1536)
    reader.tensor(buf108, (384,), is_leaf=True)  # arg108_1
    buf109 = reader.storage(None, 1536)
    reader.tensor(buf109, (384,), is_leaf=True)  # arg109_1
    buf110 = reader.storage(None, 1536)
    reader.tensor(buf110, (384,), is_leaf=True)  # arg110_1
    buf111 = reader.storage(None, 8112)
    reader.tensor(buf111, (169, 12), is_leaf=True)  # arg111_1
    buf112 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf112, (2401,), dtype=torch.int64, is_leaf=True)  # arg112_1
    buf113 = reader.storage(None, 1769472)
    reader.tensor(buf113, (1152, 384), is_leaf=True)  # arg113_1
    buf114 = reader.storage(None, 589824)
    reader.tensor(buf114, (384, 384), is_leaf=True)  # arg114_1
    buf115 = reader.storage(None, 4608)
    reader.tensor(buf115, (1152,), is_leaf=True)  # arg115_1
    buf116 = reader.storage(None, 1536)
    reader.tensor(buf116, (384,), is_leaf=True)  # arg116_1
    buf117 = reader.storage(None, 1536)
    reader.tensor(buf117, (384,), is_leaf=True)  # arg117_1
    buf118 = reader.storage(None, 1536)
    reader.tensor(buf118, (384,), is_leaf=True)  # arg118_1
    buf119 = reader.storage(None, 2359296)
    reader.tensor(buf119, (1536, 384), is_leaf=True)  # arg119_1
    buf120 = reader.storage(None, 6144)
    reader.tensor(buf120, (1536,), is_leaf=True)  # arg120_1
    buf121 = reader.storage(None, 2359296)
    reader.tensor(buf121, (384, 1536), is_leaf=True)  # arg121_1
    buf122 = reader.storage(None, 1536)
    reader.tensor(buf122, (384,), is_leaf=True)  # arg122_1
    buf123 = reader.storage(None, 1536)
    reader.tensor(buf123, (384,), is_leaf=True)  # arg123_1
    buf124 = reader.storage(None, 1536)
    reader.tensor(buf124, (384,), is_leaf=True)  # arg124_1
    buf125 = reader.storage(None, 8112)
    reader.tensor(buf125, (169, 12), is_leaf=True)  # arg125_1
    buf126 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf126, (2401,), dtype=torch.int64, is_leaf=True)  # arg126_1
    buf127 = reader.storage(None, 1769472)
    reader.tensor(buf127, (1152, 384), is_leaf=True)  # arg127_1
    buf128 = reader.storage(None, 589824)
    reader.tensor(buf128, (384, 384), is_leaf=True)  # arg128_1
    buf129 = reader.storage(None, 4608)
    reader.tensor(buf129, (1152,), is_leaf=True)  # arg129_1
    buf130 = reader.storage(None, 1536)
    reader.tensor(buf130, (384,), is_leaf=True)  # arg130_1
    buf131 = reader.storage(None, 1536)
    reader.tensor(buf131, (384,), is_leaf=True)  # arg131_1
    buf132 = reader.storage(None, 1536)
    reader.tensor(buf132, (384,), is_leaf=True)  # arg132_1
    buf133 = reader.storage(None, 2359296)
    reader.tensor(buf133, (1536, 384), is_leaf=True)  # arg133_1
    buf134 = reader.storage(None, 6144)
    reader.tensor(buf134, (1536,), is_leaf=True)  # arg134_1
    buf135 = reader.storage(None, 2359296)
    reader.tensor(buf135, (384, 1536), is_leaf=True)  # arg135_1
    buf136 = reader.storage(None, 1536)
    reader.tensor(buf136, (384,), is_leaf=True)  # arg136_1
    buf137 = reader.storage(None, 1536)
    reader.tensor(buf137, (384,), is_leaf=True)  # arg137_1
    buf138 = reader.storage(None, 1536)
    reader.tensor(buf138, (384,), is_leaf=True)  # arg138_1
    buf139 = reader.storage(None, 8112)
    reader.tensor(buf139, (169, 12), is_leaf=True)  # arg139_1
    buf140 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf140, (2401,), dtype=torch.int64, is_leaf=True)  # arg140_1
    buf141 = reader.storage(None, 1769472)
    reader.tensor(buf141, (1152, 384), is_leaf=True)  # arg141_1
    buf142 = reader.storage(None, 589824)
    reader.tensor(buf142, (384, 384), is_leaf=True)  # arg142_1
    buf143 = reader.storage(None, 4608)
    reader.tensor(buf143, (1152,), is_leaf=True)  # arg143_1
    buf144 = reader.storage(None, 1536)
    reader.tensor(buf144, (384,), is_leaf=True)  # arg144_1
    buf145 = reader.storage(None, 1536)
    reader.tensor(buf145, (384,), is_leaf=True)  # arg145_1
    buf146 = reader.storage(None, 1536)
    reader.tensor(buf146, (384,), is_leaf=True)  # arg146_1
    buf147 = reader.storage(None, 2359296)
    reader.tensor(buf147, (1536, 384), is_leaf=True)  # arg147_1
    buf148 = reader.storage(None, 6144)
    reader.tensor(buf148, (1536,), is_leaf=True)  # arg148_1
    buf149 = reader.storage(None, 2359296)
    reader.tensor(buf149, (384, 1536), is_leaf=True)  # arg149_1
    buf150 = reader.storage(None, 1536)
    reader.tensor(buf150, (384,), is_leaf=True)  # arg150_1
    buf151 = reader.storage(None, 6144)
    reader.tensor(buf151, (1536,), is_leaf=True)  # arg151_1
    buf152 = reader.storage(None, 6144)
    reader.tensor(buf152, (1536,), is_leaf=True)  # arg152_1
    buf153 = reader.storage(None, 4718592)
    reader.tensor(buf153, (768, 1536), is_leaf=True)  # arg153_1
    buf154 = reader.storage(None, 3072)
    reader.tensor(buf154, (768,), is_leaf=True)  # arg154_1
    buf155 = reader.storage(None, 3072)
    reader.tensor(buf155, (768,), is_leaf=True)  # arg155_1
    buf156 = reader.storage(None, 16224)
    reader.tensor(buf156, (169, 24), is_leaf=True)  # arg156_1
    buf157 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf157, (2401,), dtype=torch.int64, is_leaf=True)  # arg157_1
    buf158 = reader.storage(None, 7077888)
    reader.tensor(buf158, (2304, 768), is_leaf=True)  # arg158_1
    buf159 = reader.storage(None, 2359296)
    reader.tensor(buf159, (768, 768), is_leaf=True)  # arg159_1
    buf160 = reader.storage(None, 9216)
    reader.tensor(buf160, (2304,), is_leaf=True)  # arg160_1
    buf161 = reader.storage(None, 3072)
    reader.tensor(buf161, (768,), is_leaf=True)  # arg161_1
    buf162 = reader.storage(None, 3072)
    reader.tensor(buf162, (768,), is_leaf=True)  # arg162_1
    buf163 = reader.storage(None, 3072)
    reader.tensor(buf163, (768,), is_leaf=True)  # arg163_1
    buf164 = reader.storage(None, 9437184)
    reader.tensor(buf164, (3072, 768), is_leaf=True)  # arg164_1
    buf165 = reader.storage(None, 12288)
    reader.tensor(buf165, (3072,), is_leaf=True)  # arg165_1
    buf166 = reader.storage(None, 9437184)
    reader.tensor(buf166, (768, 3072), is_leaf=True)  # arg166_1
    buf167 = reader.storage(None, 3072)
    reader.tensor(buf167, (768,), is_leaf=True)  # arg167_1
    buf168 = reader.storage(None, 3072)
    reader.tensor(buf168, (768,), is_leaf=True)  # arg168_1
    buf169 = reader.storage(None, 3072)
    reader.tensor(buf169, (768,), is_leaf=True)  # arg169_1
    buf170 = reader.storage(None, 16224)
    reader.tensor(buf170, (169, 24), is_leaf=True)  # arg170_1
    buf171 = reader.storage(None, 19208, dtype_hint=torch.int64)
    reader.tensor(buf171, (2401,), dtype=torch.int64, is_leaf=True)  # arg171_1
    buf172 = reader.storage(None, 7077888)
    reader.tensor(buf172, (2304, 768), is_leaf=True)  # arg172_1
    buf173 = reader.storage(None, 2359296)
    reader.tensor(buf173, (768, 768), is_leaf=True)  # arg173_1
    buf174 = reader.storage(None, 9216)
    reader.tensor(buf174, (2304,), is_leaf=True)  # arg174_1
    buf175 = reader.storage(None, 3072)
    reader.tensor(buf175, (768,), is_leaf=True)  # arg175_1
    buf176 = reader.storage(None, 3072)
    reader.tensor(buf176, (768,), is_leaf=True)  # arg176_1
    buf177 = reader.storage(None, 3072)
    reader.tensor(buf177, (768,), is_leaf=True)  # arg177_1
    buf178 = reader.storage(None, 9437184)
    reader.tensor(buf178, (3072, 768), is_leaf=True)  # arg178_1
    buf179 = reader.storage(None, 12288)
    reader.tensor(buf179, (3072,), is_leaf=True)  # arg179_1
    buf180 = reader.storage(None, 9437184)
    reader.tensor(buf180, (768, 3072), is_leaf=True)  # arg180_1
    buf181 = reader.storage(None, 3072)
    reader.tensor(buf181, (768,), is_leaf=True)  # arg181_1
    buf182 = reader.storage(None, 3072)
    reader.tensor(buf182, (768,), is_leaf=True)  # arg182_1
    buf183 = reader.storage(None, 3072)
    reader.tensor(buf183, (768,), is_leaf=True)  # arg183_1
    buf184 = reader.storage(None, 3072000)
    reader.tensor(buf184, (1000, 768), is_leaf=True)  # arg184_1
    buf185 = reader.storage(None, 4000)
    reader.tensor(buf185, (1000,), is_leaf=True)  # arg185_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)