# AOT ID: ['0_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p



cpp_fused_full_0 = async_compile.cpp_pybinding(['float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def false_graph_1(args):
    false_graph_1_arg0_1, false_graph_1_arg1_1, false_graph_1_arg2_1, false_graph_1_arg3_1 = args
    args.clear()
    false_graph_1_buf0 = empty_strided_cpu((4, 8), (8, 1), torch.float32)
    false_graph_1_buf1 = empty_strided_cpu((8, ), (1, ), torch.float32)
    false_graph_1_buf2 = empty_strided_cpu((8, 8), (8, 1), torch.float32)
    # [Provenance debug handles] cpp_fused_full_0:1
    cpp_fused_full_0(false_graph_1_buf0, false_graph_1_buf1, false_graph_1_buf2)
    return (false_graph_1_buf0, false_graph_1_buf1, false_graph_1_buf2, )



cpp_fused_le_relu_scalar_tensor_where_1 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    auto tmp2 = static_cast<float>(0.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                    auto tmp6 = decltype(tmp3)::blendv(tmp5, tmp3, tmp4.template cast<float,1>());
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_full_sum_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x0), static_cast<int64_t>(8L));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8L));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(24L + x0), static_cast<int64_t>(8L));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def true_graph_1(args):
    true_graph_1_arg0_1, true_graph_1_arg1_1, true_graph_1_arg2_1, true_graph_1_arg3_1 = args
    args.clear()
    assert_size_stride_grouped((true_graph_1_arg1_1, true_graph_1_arg0_1, true_graph_1_arg2_1), ((8, ), (4, 8), (8, 8)), ((1, ), (8, 1), (8, 1)), 'input')
    true_graph_1_buf0 = empty_strided_cpu((4, 8), (8, 1), torch.float32)
    # Unsorted Source Nodes: [cond_1, addmm, permute], Original ATen: [aten.addmm, aten.permute]
    # [Provenance debug handles] extern_kernels.addmm:2
    extern_kernels.addmm(true_graph_1_arg1_1, true_graph_1_arg0_1, reinterpret_tensor(true_graph_1_arg2_1, (8, 8), (1, 8), 0), alpha=1, beta=1, out=true_graph_1_buf0)
    del true_graph_1_arg1_1
    del true_graph_1_arg2_1
    assert_size_stride(true_graph_1_arg3_1, (4, 8), (8, 1), 'input')
    true_graph_1_buf1 = true_graph_1_buf0; del true_graph_1_buf0  # reuse
    # [Provenance debug handles] cpp_fused_le_relu_scalar_tensor_where_1:3
    cpp_fused_le_relu_scalar_tensor_where_1(true_graph_1_buf1, true_graph_1_arg3_1)
    del true_graph_1_arg3_1
    true_graph_1_buf2 = empty_strided_cpu((8, 8), (8, 1), torch.float32)
    # Unsorted Source Nodes: [cond_1, mm, permute_1, where, le, relu, scalar_tensor], Original ATen: [aten.mm, aten.permute, aten.where, aten.le, aten.relu, aten.scalar_tensor]
    # [Provenance debug handles] extern_kernels.mm:4
    extern_kernels.mm(reinterpret_tensor(true_graph_1_buf1, (8, 4), (1, 8), 0), true_graph_1_arg0_1, out=true_graph_1_buf2)
    del true_graph_1_arg0_1
    true_graph_1_buf3 = empty_strided_cpu((1, 8), (8, 1), torch.float32)
    true_graph_1_buf4 = empty_strided_cpu((4, 8), (8, 1), torch.float32)
    # [Provenance debug handles] cpp_fused_full_sum_2:5
    cpp_fused_full_sum_2(true_graph_1_buf1, true_graph_1_buf3, true_graph_1_buf4)
    return (true_graph_1_buf4, reinterpret_tensor(true_graph_1_buf3, (8, ), (1, ), 0), true_graph_1_buf2, )


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3, gt, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((gt, primals_1, primals_3, primals_2, tangents_1), ((), (4, 8), (8, ), (8, 8), (4, 8)), ((), (8, 1), (1, ), (8, 1), (8, 1)), 'input')
        buf0_selector = int(gt.item())
        buf0 = [None] * 3
        if buf0_selector == 0:

            # subgraph: false_graph_1
            false_graph_1_args = [primals_1, primals_3, primals_2, tangents_1]
            del gt
            del primals_1
            del primals_2
            del primals_3
            del tangents_1
            buf0 = false_graph_1(false_graph_1_args)
        else:

            # subgraph: true_graph_1
            true_graph_1_args = [primals_1, primals_3, primals_2, tangents_1]
            buf0 = true_graph_1(true_graph_1_args)
        buf2 = buf0[1]
        assert_tensor_metadata(buf2, (8, ), (1, ), torch.float32, 'torch.ops.cond')
        assert_alignment(buf2, 16, 'torch.ops.cond')
        buf3 = buf0[2]
        assert_tensor_metadata(buf3, (8, 8), (8, 1), torch.float32, 'torch.ops.cond')
        assert_alignment(buf3, 16, 'torch.ops.cond')
        return (None, buf3, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 8), (8, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, 8), (8, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    gt = rand_strided((), (), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((4, 8), (8, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, gt, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
