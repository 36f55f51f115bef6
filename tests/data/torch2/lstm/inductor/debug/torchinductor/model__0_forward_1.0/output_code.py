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


cpp_fused_clone_transpose_zeros_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 192L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11 = args
        args.clear()
        buf0 = empty_strided_cpu((2, 2, 32), (64, 32, 1), torch.float32)
        assert_size_stride(primals_9, (2, 12, 16), (192, 16, 1), 'input')
        buf1 = empty_strided_cpu((12, 2, 16), (32, 16, 1), torch.float32)
        assert_size_stride_grouped((primals_1, primals_2, primals_3, primals_4), ((128, 16), (128, 32), (128, ), (128, )), ((16, 1), (32, 1), (1, ), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_clone_transpose_zeros_0:1
        cpp_fused_clone_transpose_zeros_0(primals_9, buf0, buf1)
        del primals_9
        # Topologically Sorted Source Nodes: [h_zeros, lstm], Original ATen: [aten.zeros, aten.unbind, aten.unsqueeze, aten.mkldnn_rnn_layer]
        # [Provenance debug handles] torch.ops.aten.mkldnn_rnn_layer.default:2
        buf2 = torch.ops.aten.mkldnn_rnn_layer.default(buf1, primals_1, primals_2, primals_3, primals_4, reinterpret_tensor(buf0, (1, 2, 32), (0, 32, 1), 0), reinterpret_tensor(buf0, (1, 2, 32), (0, 32, 1), 0), False, [], 2, 32, 1, True, False, False, False)
        buf3 = buf2[0]
        assert_tensor_metadata(buf3, (12, 2, 32), (64, 32, 1), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf3, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        buf4 = buf2[1]
        assert_tensor_metadata(buf4, (1, 2, 32), (64, 32, 1), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf4, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        buf5 = buf2[2]
        assert_tensor_metadata(buf5, (1, 2, 32), (64, 32, 1), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf5, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        buf6 = buf2[3]
        assert_tensor_metadata(buf6, (1, ), (1, ), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf6, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        del buf2
        assert_size_stride_grouped((primals_5, primals_6, primals_7, primals_8), ((128, 32), (128, 32), (128, ), (128, )), ((32, 1), (32, 1), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [h_zeros, lstm], Original ATen: [aten.zeros, aten.unbind, aten.unsqueeze, aten.mkldnn_rnn_layer]
        # [Provenance debug handles] torch.ops.aten.mkldnn_rnn_layer.default:3
        buf7 = torch.ops.aten.mkldnn_rnn_layer.default(buf3, primals_5, primals_6, primals_7, primals_8, reinterpret_tensor(buf0, (1, 2, 32), (0, 32, 1), 64), reinterpret_tensor(buf0, (1, 2, 32), (0, 32, 1), 64), False, [], 2, 32, 1, True, False, False, False)
        buf8 = buf7[0]
        assert_tensor_metadata(buf8, (12, 2, 32), (64, 32, 1), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf8, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        buf9 = buf7[1]
        assert_tensor_metadata(buf9, (1, 2, 32), (64, 32, 1), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf9, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        buf10 = buf7[2]
        assert_tensor_metadata(buf10, (1, 2, 32), (64, 32, 1), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf10, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        buf11 = buf7[3]
        assert_tensor_metadata(buf11, (1, ), (1, ), torch.float32, 'torch.ops.aten.mkldnn_rnn_layer.default')
        assert_alignment(buf11, 16, 'torch.ops.aten.mkldnn_rnn_layer.default')
        del buf7
        assert_size_stride_grouped((primals_11, primals_10), ((4, ), (4, 32)), ((1, ), (32, 1)), 'input')
        buf12 = empty_strided_cpu((2, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [lstm, getitem_3, linear], Original ATen: [aten.transpose, aten.select, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:4
        extern_kernels.addmm(primals_11, reinterpret_tensor(buf8, (2, 32), (32, 1), 704), reinterpret_tensor(primals_10, (32, 4), (1, 32), 0), alpha=1, beta=1, out=buf12)
        del primals_11
        return (buf12, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_10, reinterpret_tensor(buf0, (1, 2, 32), (64, 32, 1), 0), buf1, buf3, buf4, buf5, buf6, reinterpret_tensor(buf0, (1, 2, 32), (64, 32, 1), 64), buf8, buf9, buf10, buf11, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((128, 16), (16, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((2, 12, 16), (192, 16, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((4, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
