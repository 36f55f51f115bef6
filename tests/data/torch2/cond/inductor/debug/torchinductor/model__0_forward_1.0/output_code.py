# AOT ID: ['0_forward']
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


cpp_fused_gt_sum_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       bool* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp_acc0_vec = tmp_acc0_vec + tmp0;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        {
            {
                auto tmp0 = out_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<float>(0.0);
                auto tmp2 = tmp0 > tmp1;
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')



cpp_fused_mul_tanh_1 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = tmp0.tanh();
                    auto tmp2 = static_cast<float>(2.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 * tmp3;
                    tmp4.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def false_graph_0(args):
    false_graph_0_arg0_1, false_graph_0_arg1_1, false_graph_0_arg2_1 = args
    args.clear()
    assert_size_stride(false_graph_0_arg0_1, (4, 8), (8, 1), 'input')
    false_graph_0_buf0 = empty_strided_cpu((4, 8), (8, 1), torch.float32)
    # [Provenance debug handles] cpp_fused_mul_tanh_1:2
    cpp_fused_mul_tanh_1(false_graph_0_arg0_1, false_graph_0_buf0)
    del false_graph_0_arg0_1
    return (false_graph_0_buf0, )



cpp_fused_add_relu_2 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    auto tmp2 = static_cast<float>(1.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 + tmp3;
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def true_graph_0(args):
    true_graph_0_arg0_1, true_graph_0_arg1_1, true_graph_0_arg2_1 = args
    args.clear()
    assert_size_stride_grouped((true_graph_0_arg1_1, true_graph_0_arg0_1, true_graph_0_arg2_1), ((8, ), (4, 8), (8, 8)), ((1, ), (8, 1), (8, 1)), 'input')
    true_graph_0_buf0 = empty_strided_cpu((4, 8), (8, 1), torch.float32)
    # Unsorted Source Nodes: [cond, linear], Original ATen: [aten.addmm, aten.t]
    # [Provenance debug handles] extern_kernels.addmm:3
    extern_kernels.addmm(true_graph_0_arg1_1, true_graph_0_arg0_1, reinterpret_tensor(true_graph_0_arg2_1, (8, 8), (1, 8), 0), alpha=1, beta=1, out=true_graph_0_buf0)
    del true_graph_0_arg0_1
    del true_graph_0_arg1_1
    del true_graph_0_arg2_1
    true_graph_0_buf1 = true_graph_0_buf0; del true_graph_0_buf0  # reuse
    # [Provenance debug handles] cpp_fused_add_relu_2:4
    cpp_fused_add_relu_2(true_graph_0_buf1)
    return (true_graph_0_buf1, )


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
        primals_1, primals_2, primals_3 = args
        args.clear()
        assert_size_stride(primals_1, (4, 8), (8, 1), 'input')
        buf0 = empty_strided_cpu((), (), torch.float32)
        buf1 = empty_strided_cpu((), (), torch.bool)
        assert_size_stride_grouped((primals_3, primals_2), ((8, ), (8, 8)), ((1, ), (8, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gt_sum_0:1
        cpp_fused_gt_sum_0(primals_1, buf0, buf1)
        del buf0
        buf2_selector = int(buf1.item())
        buf2 = [None] * 1
        if buf2_selector == 0:

            # subgraph: false_graph_0
            false_graph_0_args = [primals_1, primals_3, primals_2]
            buf2 = false_graph_0(false_graph_0_args)
        else:

            # subgraph: true_graph_0
            true_graph_0_args = [primals_1, primals_3, primals_2]
            buf2 = true_graph_0(true_graph_0_args)
        buf3 = buf2[0]
        assert_tensor_metadata(buf3, (4, 8), (8, 1), torch.float32, 'torch.ops.cond')
        assert_alignment(buf3, 16, 'torch.ops.cond')
        return (buf3, primals_1, primals_2, primals_3, buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 8), (8, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, 8), (8, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
