# AOT ID: ['0_inference']
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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50176L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(50176L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 50176L*x0 + 50176L*x0_inner), static_cast<int64_t>(16));
                            tmp0.store(tmp1 + static_cast<int64_t>(16L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 48L*x0), static_cast<int64_t>(16));
                                tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 48L*x0), static_cast<int64_t>(3L));
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


cpp_fused_native_layer_norm_permute_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(96.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(96.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_layer_norm_permute_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 3136L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(96.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 3136L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x0 + 3136L*x1), static_cast<int64_t>(3136L), tmp0, static_cast<int64_t>(16));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(96.0);
                            auto tmp7 = tmp5 / tmp6;
                            auto tmp8 = static_cast<float>(1e-06);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner));
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


cpp_fused_gelu_view_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1204224L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1204224L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_permute_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_mul_native_layer_norm_permute_view_5 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3136L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(96.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp8 = tmp7 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(96.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 384L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x1 + 96L*x2 + 384L*x0), static_cast<int64_t>(96L));
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


cpp_fused_native_layer_norm_permute_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(784L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(192.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(192.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_7 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(602112L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(602112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_permute_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_mul_native_layer_norm_permute_view_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(784L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(192.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp8 = tmp7 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(192.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 768L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x1 + 192L*x2 + 768L*x0), static_cast<int64_t>(192L));
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


cpp_fused_native_layer_norm_permute_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(384.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(196L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(384.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(384.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_11 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(301056L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(301056L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_permute_view_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_mul_native_layer_norm_permute_view_13 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(384.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(196L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(384.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp8 = tmp7 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(384.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1536L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x1 + 384L*x2 + 1536L*x0), static_cast<int64_t>(384L));
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


cpp_fused_native_layer_norm_permute_14 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(48L) && x0 < static_cast<int64_t>(49L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_15 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(150528L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(150528L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_permute_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_as_strided_mean_mul_native_layer_norm_permute_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        {
            Welford<float> tmp_acc0 = Welford<float>();
            Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
            Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
            static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(768L));
            static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(48L));
            static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(49.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp3, &welford_helper0);
                    }
                }
            }
            tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
            tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
            masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
            tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
            tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
            out_ptr1[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0.mean);
            out_ptr2[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0.m2);
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = out_ptr1[static_cast<int64_t>(0L)];
                    auto tmp4 = out_ptr2[static_cast<int64_t>(0L)];
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 - tmp2;
                    auto tmp5 = static_cast<float>(768.0);
                    auto tmp6 = tmp4 / tmp5;
                    auto tmp7 = static_cast<float>(1e-06);
                    auto tmp8 = float(tmp6 + tmp7);
                    auto tmp9 = 1 / std::sqrt(tmp8);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp3 * tmp10;
                    auto tmp13 = tmp11 * tmp12;
                    auto tmp15 = tmp13 + tmp14;
                    tmp15.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1 = args
        args.clear()
        assert_size_stride(arg2_1, (1, 3, 224, 224), (150528, 50176, 224, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 224, 224), (150528, 1, 672, 3), torch.float32)
        assert_size_stride(arg0_1, (96, 3, 4, 4), (48, 16, 4, 1), 'input')
        buf1 = empty_strided_cpu((96, 3, 4, 4), (48, 1, 12, 3), torch.float32)
        assert_size_stride(arg1_1, (96, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg2_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg2_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (1, 96, 56, 56), (301056, 1, 5376, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        assert_size_stride_grouped((arg3_1, arg4_1), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf3 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf4 = buf3; del buf3  # reuse
        buf5 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf6 = reinterpret_tensor(buf2, (1, 56, 56, 96), (301056, 5376, 96, 1), 0); del buf2  # reuse
        assert_size_stride_grouped((arg6_1, arg7_1), ((96, 1, 7, 7), (96, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_1:3
        cpp_fused_native_layer_norm_permute_1(buf4, buf6, arg3_1, arg4_1, buf5)
        del arg3_1
        del arg4_1
        # Topologically Sorted Source Nodes: [x, x_1, x_2, input_2], Original ATen: [aten.permute, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf7 = extern_kernels.convolution(reinterpret_tensor(buf6, (1, 96, 56, 56), (0, 1, 5376, 96), 0), arg6_1, arg7_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf7, (1, 96, 56, 56), (301056, 3136, 56, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        del arg7_1
        assert_size_stride_grouped((arg8_1, arg9_1), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf8 = buf5; del buf5  # reuse
        buf9 = buf8; del buf8  # reuse
        buf10 = buf4; del buf4  # reuse
        buf11 = empty_strided_cpu((1, 56, 56, 96), (301056, 5376, 96, 1), torch.float32)
        assert_size_stride_grouped((arg11_1, arg10_1), ((384, ), (384, 96)), ((1, ), (96, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_2:5
        cpp_fused_native_layer_norm_permute_2(buf9, buf7, arg8_1, arg9_1, buf10, buf11)
        del arg8_1
        del arg9_1
        del buf10
        del buf7
        del buf9
        buf12 = empty_strided_cpu((3136, 384), (384, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_3, input_4, input_5], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:6
        extern_kernels.addmm(arg11_1, reinterpret_tensor(buf11, (3136, 96), (96, 1), 0), reinterpret_tensor(arg10_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf12)
        del arg10_1
        del arg11_1
        del buf11
        buf13 = reinterpret_tensor(buf12, (1, 56, 56, 384), (1204224, 21504, 384, 1), 0); del buf12  # reuse
        assert_size_stride_grouped((arg13_1, arg12_1), ((96, ), (96, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_3:7
        cpp_fused_gelu_view_3(buf13)
        buf14 = empty_strided_cpu((3136, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:8
        extern_kernels.addmm(arg13_1, reinterpret_tensor(buf13, (3136, 384), (384, 1), 0), reinterpret_tensor(arg12_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf14)
        del arg12_1
        del arg13_1
        assert_size_stride(arg5_1, (96, 1, 1), (1, 1, 1), 'input')
        buf15 = reinterpret_tensor(buf14, (1, 96, 56, 56), (301056, 1, 5376, 96), 0); del buf14  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((96, 1, 7, 7), (96, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_native_layer_norm_permute_view_4:9
        cpp_fused_add_mul_native_layer_norm_permute_view_4(buf15, arg5_1, buf6)
        del arg5_1
        del buf6
        # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:10
        buf16 = extern_kernels.convolution(buf15, arg15_1, arg16_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf16, (1, 96, 56, 56), (301056, 1, 5376, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del arg16_1
        assert_size_stride_grouped((arg17_1, arg18_1), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf17 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf18 = buf17; del buf17  # reuse
        buf19 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf20 = reinterpret_tensor(buf16, (1, 56, 56, 96), (301056, 5376, 96, 1), 0); del buf16  # reuse
        assert_size_stride_grouped((arg20_1, arg19_1), ((384, ), (384, 96)), ((1, ), (96, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_1:11
        cpp_fused_native_layer_norm_permute_1(buf18, buf20, arg17_1, arg18_1, buf19)
        del arg17_1
        del arg18_1
        del buf18
        del buf19
        buf21 = reinterpret_tensor(buf13, (3136, 384), (384, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [input_10, input_11, input_12], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:12
        extern_kernels.addmm(arg20_1, reinterpret_tensor(buf20, (3136, 96), (96, 1), 0), reinterpret_tensor(arg19_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf21)
        del arg19_1
        del arg20_1
        del buf20
        buf22 = reinterpret_tensor(buf21, (1, 56, 56, 384), (1204224, 21504, 384, 1), 0); del buf21  # reuse
        assert_size_stride_grouped((arg22_1, arg21_1), ((96, ), (96, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_3:13
        cpp_fused_gelu_view_3(buf22)
        buf23 = empty_strided_cpu((3136, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_12, input_13, input_14], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(arg22_1, reinterpret_tensor(buf22, (3136, 384), (384, 1), 0), reinterpret_tensor(arg21_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf23)
        del arg21_1
        del arg22_1
        assert_size_stride(arg14_1, (96, 1, 1), (1, 1, 1), 'input')
        buf24 = reinterpret_tensor(buf23, (1, 96, 56, 56), (301056, 1, 5376, 96), 0); del buf23  # reuse
        assert_size_stride_grouped((arg24_1, arg25_1), ((96, 1, 7, 7), (96, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_native_layer_norm_permute_view_4:15
        cpp_fused_add_mul_native_layer_norm_permute_view_4(buf24, arg14_1, buf15)
        del arg14_1
        del buf15
        # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:16
        buf25 = extern_kernels.convolution(buf24, arg24_1, arg25_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf25, (1, 96, 56, 56), (301056, 1, 5376, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg24_1
        del arg25_1
        assert_size_stride_grouped((arg26_1, arg27_1), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf26 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf27 = buf26; del buf26  # reuse
        buf28 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf29 = reinterpret_tensor(buf25, (1, 56, 56, 96), (301056, 5376, 96, 1), 0); del buf25  # reuse
        assert_size_stride_grouped((arg29_1, arg28_1), ((384, ), (384, 96)), ((1, ), (96, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_1:17
        cpp_fused_native_layer_norm_permute_1(buf27, buf29, arg26_1, arg27_1, buf28)
        del arg26_1
        del arg27_1
        del buf27
        del buf28
        buf30 = reinterpret_tensor(buf22, (3136, 384), (384, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [input_17, input_18, input_19], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(arg29_1, reinterpret_tensor(buf29, (3136, 96), (96, 1), 0), reinterpret_tensor(arg28_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf30)
        del arg28_1
        del arg29_1
        del buf29
        buf31 = reinterpret_tensor(buf30, (1, 56, 56, 384), (1204224, 21504, 384, 1), 0); del buf30  # reuse
        assert_size_stride_grouped((arg31_1, arg30_1), ((96, ), (96, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_3:19
        cpp_fused_gelu_view_3(buf31)
        buf32 = empty_strided_cpu((3136, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_19, input_20, input_21], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:20
        extern_kernels.addmm(arg31_1, reinterpret_tensor(buf31, (3136, 384), (384, 1), 0), reinterpret_tensor(arg30_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf32)
        del arg30_1
        del arg31_1
        del buf31
        assert_size_stride_grouped((arg23_1, arg32_1, arg33_1), ((96, 1, 1), (96, ), (96, )), ((1, 1, 1), (1, ), (1, )), 'input')
        buf33 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf34 = buf33; del buf33  # reuse
        buf35 = empty_strided_cpu((1, 56, 56, 1), (3136, 56, 1, 3136), torch.float32)
        buf36 = reinterpret_tensor(buf32, (1, 56, 56, 96), (301056, 5376, 96, 1), 0); del buf32  # reuse
        assert_size_stride(arg34_1, (192, 96, 2, 2), (384, 4, 2, 1), 'input')
        buf37 = empty_strided_cpu((192, 96, 2, 2), (384, 1, 192, 96), torch.float32)
        assert_size_stride(arg35_1, (192, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_mul_native_layer_norm_permute_view_5:21
        cpp_fused_add_convolution_mul_native_layer_norm_permute_view_5(buf34, buf36, arg23_1, buf24, arg32_1, arg33_1, arg34_1, buf35, buf37)
        del arg23_1
        del arg32_1
        del arg33_1
        del arg34_1
        del buf24
        del buf34
        del buf35
        # Topologically Sorted Source Nodes: [input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:22
        buf38 = extern_kernels.convolution(reinterpret_tensor(buf36, (1, 96, 56, 56), (0, 1, 5376, 96), 0), buf37, arg35_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf38, (1, 192, 28, 28), (150528, 1, 5376, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg35_1
        del buf37
        assert_size_stride_grouped((arg37_1, arg38_1), ((192, 1, 7, 7), (192, )), ((49, 49, 7, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_24], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:23
        buf39 = extern_kernels.convolution(buf38, arg37_1, arg38_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf39, (1, 192, 28, 28), (150528, 1, 5376, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg37_1
        del arg38_1
        assert_size_stride_grouped((arg39_1, arg40_1), ((192, ), (192, )), ((1, ), (1, )), 'input')
        buf40 = empty_strided_cpu((1, 28, 28, 1), (784, 28, 1, 784), torch.float32)
        buf41 = buf40; del buf40  # reuse
        buf42 = empty_strided_cpu((1, 28, 28, 1), (784, 28, 1, 784), torch.float32)
        buf43 = reinterpret_tensor(buf39, (1, 28, 28, 192), (150528, 5376, 192, 1), 0); del buf39  # reuse
        assert_size_stride_grouped((arg42_1, arg41_1), ((768, ), (768, 192)), ((1, ), (192, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_6:24
        cpp_fused_native_layer_norm_permute_6(buf41, buf43, arg39_1, arg40_1, buf42)
        del arg39_1
        del arg40_1
        buf44 = empty_strided_cpu((784, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_25, input_26, input_27], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:25
        extern_kernels.addmm(arg42_1, reinterpret_tensor(buf43, (784, 192), (192, 1), 0), reinterpret_tensor(arg41_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf44)
        del arg41_1
        del arg42_1
        buf45 = reinterpret_tensor(buf44, (1, 28, 28, 768), (602112, 21504, 768, 1), 0); del buf44  # reuse
        assert_size_stride_grouped((arg44_1, arg43_1), ((192, ), (192, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_7:26
        cpp_fused_gelu_view_7(buf45)
        buf46 = reinterpret_tensor(buf43, (784, 192), (192, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [input_27, input_28, input_29], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:27
        extern_kernels.addmm(arg44_1, reinterpret_tensor(buf45, (784, 768), (768, 1), 0), reinterpret_tensor(arg43_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf46)
        del arg43_1
        del arg44_1
        assert_size_stride(arg36_1, (192, 1, 1), (1, 1, 1), 'input')
        buf47 = reinterpret_tensor(buf46, (1, 192, 28, 28), (150528, 1, 5376, 192), 0); del buf46  # reuse
        assert_size_stride_grouped((arg46_1, arg47_1), ((192, 1, 7, 7), (192, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_8:28
        cpp_fused_add_mul_permute_view_8(buf47, arg36_1, buf38)
        del arg36_1
        del buf38
        # Topologically Sorted Source Nodes: [input_31], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:29
        buf48 = extern_kernels.convolution(buf47, arg46_1, arg47_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf48, (1, 192, 28, 28), (150528, 1, 5376, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg46_1
        del arg47_1
        assert_size_stride_grouped((arg48_1, arg49_1), ((192, ), (192, )), ((1, ), (1, )), 'input')
        buf49 = buf42; del buf42  # reuse
        buf50 = buf49; del buf49  # reuse
        buf51 = buf41; del buf41  # reuse
        buf52 = reinterpret_tensor(buf48, (1, 28, 28, 192), (150528, 5376, 192, 1), 0); del buf48  # reuse
        assert_size_stride_grouped((arg51_1, arg50_1), ((768, ), (768, 192)), ((1, ), (192, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_6:30
        cpp_fused_native_layer_norm_permute_6(buf50, buf52, arg48_1, arg49_1, buf51)
        del arg48_1
        del arg49_1
        buf53 = reinterpret_tensor(buf45, (784, 768), (768, 1), 0); del buf45  # reuse
        # Topologically Sorted Source Nodes: [input_32, input_33, input_34], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:31
        extern_kernels.addmm(arg51_1, reinterpret_tensor(buf52, (784, 192), (192, 1), 0), reinterpret_tensor(arg50_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf53)
        del arg50_1
        del arg51_1
        buf54 = reinterpret_tensor(buf53, (1, 28, 28, 768), (602112, 21504, 768, 1), 0); del buf53  # reuse
        assert_size_stride_grouped((arg53_1, arg52_1), ((192, ), (192, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_7:32
        cpp_fused_gelu_view_7(buf54)
        buf55 = reinterpret_tensor(buf52, (784, 192), (192, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [input_34, input_35, input_36], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:33
        extern_kernels.addmm(arg53_1, reinterpret_tensor(buf54, (784, 768), (768, 1), 0), reinterpret_tensor(arg52_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf55)
        del arg52_1
        del arg53_1
        assert_size_stride(arg45_1, (192, 1, 1), (1, 1, 1), 'input')
        buf56 = reinterpret_tensor(buf55, (1, 192, 28, 28), (150528, 1, 5376, 192), 0); del buf55  # reuse
        assert_size_stride_grouped((arg55_1, arg56_1), ((192, 1, 7, 7), (192, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_8:34
        cpp_fused_add_mul_permute_view_8(buf56, arg45_1, buf47)
        del arg45_1
        del buf47
        # Topologically Sorted Source Nodes: [input_38], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:35
        buf57 = extern_kernels.convolution(buf56, arg55_1, arg56_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf57, (1, 192, 28, 28), (150528, 1, 5376, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg55_1
        del arg56_1
        assert_size_stride_grouped((arg57_1, arg58_1), ((192, ), (192, )), ((1, ), (1, )), 'input')
        buf58 = buf51; del buf51  # reuse
        buf59 = buf58; del buf58  # reuse
        buf60 = buf50; del buf50  # reuse
        buf61 = reinterpret_tensor(buf57, (1, 28, 28, 192), (150528, 5376, 192, 1), 0); del buf57  # reuse
        assert_size_stride_grouped((arg60_1, arg59_1), ((768, ), (768, 192)), ((1, ), (192, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_6:36
        cpp_fused_native_layer_norm_permute_6(buf59, buf61, arg57_1, arg58_1, buf60)
        del arg57_1
        del arg58_1
        buf62 = reinterpret_tensor(buf54, (784, 768), (768, 1), 0); del buf54  # reuse
        # Topologically Sorted Source Nodes: [input_39, input_40, input_41], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:37
        extern_kernels.addmm(arg60_1, reinterpret_tensor(buf61, (784, 192), (192, 1), 0), reinterpret_tensor(arg59_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf62)
        del arg59_1
        del arg60_1
        buf63 = reinterpret_tensor(buf62, (1, 28, 28, 768), (602112, 21504, 768, 1), 0); del buf62  # reuse
        assert_size_stride_grouped((arg62_1, arg61_1), ((192, ), (192, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_7:38
        cpp_fused_gelu_view_7(buf63)
        buf64 = reinterpret_tensor(buf61, (784, 192), (192, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [input_41, input_42, input_43], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:39
        extern_kernels.addmm(arg62_1, reinterpret_tensor(buf63, (784, 768), (768, 1), 0), reinterpret_tensor(arg61_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf64)
        del arg61_1
        del arg62_1
        del buf63
        assert_size_stride_grouped((arg54_1, arg63_1, arg64_1), ((192, 1, 1), (192, ), (192, )), ((1, 1, 1), (1, ), (1, )), 'input')
        buf65 = buf60; del buf60  # reuse
        buf66 = buf65; del buf65  # reuse
        buf67 = buf59; del buf59  # reuse
        buf68 = reinterpret_tensor(buf64, (1, 28, 28, 192), (150528, 5376, 192, 1), 0); del buf64  # reuse
        assert_size_stride(arg65_1, (384, 192, 2, 2), (768, 4, 2, 1), 'input')
        buf69 = empty_strided_cpu((384, 192, 2, 2), (768, 1, 384, 192), torch.float32)
        assert_size_stride(arg66_1, (384, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_mul_native_layer_norm_permute_view_9:40
        cpp_fused_add_convolution_mul_native_layer_norm_permute_view_9(buf66, buf68, arg54_1, buf56, arg63_1, arg64_1, arg65_1, buf67, buf69)
        del arg54_1
        del arg63_1
        del arg64_1
        del arg65_1
        del buf56
        del buf66
        del buf67
        # Topologically Sorted Source Nodes: [input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:41
        buf70 = extern_kernels.convolution(reinterpret_tensor(buf68, (1, 192, 28, 28), (0, 1, 5376, 192), 0), buf69, arg66_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf70, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg66_1
        del buf69
        assert_size_stride_grouped((arg68_1, arg69_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_46], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:42
        buf71 = extern_kernels.convolution(buf70, arg68_1, arg69_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf71, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg68_1
        del arg69_1
        assert_size_stride_grouped((arg70_1, arg71_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf72 = empty_strided_cpu((1, 14, 14, 1), (196, 14, 1, 196), torch.float32)
        buf73 = buf72; del buf72  # reuse
        buf74 = empty_strided_cpu((1, 14, 14, 1), (196, 14, 1, 196), torch.float32)
        buf75 = reinterpret_tensor(buf71, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf71  # reuse
        assert_size_stride_grouped((arg73_1, arg72_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:43
        cpp_fused_native_layer_norm_permute_10(buf73, buf75, arg70_1, arg71_1, buf74)
        del arg70_1
        del arg71_1
        buf76 = reinterpret_tensor(buf36, (196, 1536), (1536, 1), 0); del buf36  # reuse
        # Topologically Sorted Source Nodes: [input_47, input_48, input_49], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:44
        extern_kernels.addmm(arg73_1, reinterpret_tensor(buf75, (196, 384), (384, 1), 0), reinterpret_tensor(arg72_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf76)
        del arg72_1
        del arg73_1
        buf77 = reinterpret_tensor(buf76, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf76  # reuse
        assert_size_stride_grouped((arg75_1, arg74_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:45
        cpp_fused_gelu_view_11(buf77)
        buf78 = reinterpret_tensor(buf75, (196, 384), (384, 1), 0); del buf75  # reuse
        # Topologically Sorted Source Nodes: [input_49, input_50, input_51], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:46
        extern_kernels.addmm(arg75_1, reinterpret_tensor(buf77, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg74_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf78)
        del arg74_1
        del arg75_1
        assert_size_stride(arg67_1, (384, 1, 1), (1, 1, 1), 'input')
        buf79 = reinterpret_tensor(buf78, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf78  # reuse
        assert_size_stride_grouped((arg77_1, arg78_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:47
        cpp_fused_add_mul_permute_view_12(buf79, arg67_1, buf70)
        del arg67_1
        del buf70
        # Topologically Sorted Source Nodes: [input_53], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:48
        buf80 = extern_kernels.convolution(buf79, arg77_1, arg78_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf80, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg77_1
        del arg78_1
        assert_size_stride_grouped((arg79_1, arg80_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf81 = buf74; del buf74  # reuse
        buf82 = buf81; del buf81  # reuse
        buf83 = buf73; del buf73  # reuse
        buf84 = reinterpret_tensor(buf80, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf80  # reuse
        assert_size_stride_grouped((arg82_1, arg81_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:49
        cpp_fused_native_layer_norm_permute_10(buf82, buf84, arg79_1, arg80_1, buf83)
        del arg79_1
        del arg80_1
        buf85 = reinterpret_tensor(buf77, (196, 1536), (1536, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [input_54, input_55, input_56], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:50
        extern_kernels.addmm(arg82_1, reinterpret_tensor(buf84, (196, 384), (384, 1), 0), reinterpret_tensor(arg81_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf85)
        del arg81_1
        del arg82_1
        buf86 = reinterpret_tensor(buf85, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf85  # reuse
        assert_size_stride_grouped((arg84_1, arg83_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:51
        cpp_fused_gelu_view_11(buf86)
        buf87 = reinterpret_tensor(buf84, (196, 384), (384, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [input_56, input_57, input_58], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:52
        extern_kernels.addmm(arg84_1, reinterpret_tensor(buf86, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg83_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf87)
        del arg83_1
        del arg84_1
        assert_size_stride(arg76_1, (384, 1, 1), (1, 1, 1), 'input')
        buf88 = reinterpret_tensor(buf87, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf87  # reuse
        assert_size_stride_grouped((arg86_1, arg87_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:53
        cpp_fused_add_mul_permute_view_12(buf88, arg76_1, buf79)
        del arg76_1
        del buf79
        # Topologically Sorted Source Nodes: [input_60], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:54
        buf89 = extern_kernels.convolution(buf88, arg86_1, arg87_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf89, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg86_1
        del arg87_1
        assert_size_stride_grouped((arg88_1, arg89_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf90 = buf83; del buf83  # reuse
        buf91 = buf90; del buf90  # reuse
        buf92 = buf82; del buf82  # reuse
        buf93 = reinterpret_tensor(buf89, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf89  # reuse
        assert_size_stride_grouped((arg91_1, arg90_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:55
        cpp_fused_native_layer_norm_permute_10(buf91, buf93, arg88_1, arg89_1, buf92)
        del arg88_1
        del arg89_1
        buf94 = reinterpret_tensor(buf86, (196, 1536), (1536, 1), 0); del buf86  # reuse
        # Topologically Sorted Source Nodes: [input_61, input_62, input_63], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:56
        extern_kernels.addmm(arg91_1, reinterpret_tensor(buf93, (196, 384), (384, 1), 0), reinterpret_tensor(arg90_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf94)
        del arg90_1
        del arg91_1
        buf95 = reinterpret_tensor(buf94, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf94  # reuse
        assert_size_stride_grouped((arg93_1, arg92_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:57
        cpp_fused_gelu_view_11(buf95)
        buf96 = reinterpret_tensor(buf93, (196, 384), (384, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [input_63, input_64, input_65], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:58
        extern_kernels.addmm(arg93_1, reinterpret_tensor(buf95, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg92_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf96)
        del arg92_1
        del arg93_1
        assert_size_stride(arg85_1, (384, 1, 1), (1, 1, 1), 'input')
        buf97 = reinterpret_tensor(buf96, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf96  # reuse
        assert_size_stride_grouped((arg95_1, arg96_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:59
        cpp_fused_add_mul_permute_view_12(buf97, arg85_1, buf88)
        del arg85_1
        del buf88
        # Topologically Sorted Source Nodes: [input_67], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:60
        buf98 = extern_kernels.convolution(buf97, arg95_1, arg96_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf98, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg95_1
        del arg96_1
        assert_size_stride_grouped((arg97_1, arg98_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf99 = buf92; del buf92  # reuse
        buf100 = buf99; del buf99  # reuse
        buf101 = buf91; del buf91  # reuse
        buf102 = reinterpret_tensor(buf98, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf98  # reuse
        assert_size_stride_grouped((arg100_1, arg99_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:61
        cpp_fused_native_layer_norm_permute_10(buf100, buf102, arg97_1, arg98_1, buf101)
        del arg97_1
        del arg98_1
        buf103 = reinterpret_tensor(buf95, (196, 1536), (1536, 1), 0); del buf95  # reuse
        # Topologically Sorted Source Nodes: [input_68, input_69, input_70], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:62
        extern_kernels.addmm(arg100_1, reinterpret_tensor(buf102, (196, 384), (384, 1), 0), reinterpret_tensor(arg99_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf103)
        del arg100_1
        del arg99_1
        buf104 = reinterpret_tensor(buf103, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf103  # reuse
        assert_size_stride_grouped((arg102_1, arg101_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:63
        cpp_fused_gelu_view_11(buf104)
        buf105 = reinterpret_tensor(buf102, (196, 384), (384, 1), 0); del buf102  # reuse
        # Topologically Sorted Source Nodes: [input_70, input_71, input_72], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:64
        extern_kernels.addmm(arg102_1, reinterpret_tensor(buf104, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg101_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf105)
        del arg101_1
        del arg102_1
        assert_size_stride(arg94_1, (384, 1, 1), (1, 1, 1), 'input')
        buf106 = reinterpret_tensor(buf105, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf105  # reuse
        assert_size_stride_grouped((arg104_1, arg105_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:65
        cpp_fused_add_mul_permute_view_12(buf106, arg94_1, buf97)
        del arg94_1
        del buf97
        # Topologically Sorted Source Nodes: [input_74], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:66
        buf107 = extern_kernels.convolution(buf106, arg104_1, arg105_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf107, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg104_1
        del arg105_1
        assert_size_stride_grouped((arg106_1, arg107_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf108 = buf101; del buf101  # reuse
        buf109 = buf108; del buf108  # reuse
        buf110 = buf100; del buf100  # reuse
        buf111 = reinterpret_tensor(buf107, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf107  # reuse
        assert_size_stride_grouped((arg109_1, arg108_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:67
        cpp_fused_native_layer_norm_permute_10(buf109, buf111, arg106_1, arg107_1, buf110)
        del arg106_1
        del arg107_1
        buf112 = reinterpret_tensor(buf104, (196, 1536), (1536, 1), 0); del buf104  # reuse
        # Topologically Sorted Source Nodes: [input_75, input_76, input_77], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:68
        extern_kernels.addmm(arg109_1, reinterpret_tensor(buf111, (196, 384), (384, 1), 0), reinterpret_tensor(arg108_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf112)
        del arg108_1
        del arg109_1
        buf113 = reinterpret_tensor(buf112, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf112  # reuse
        assert_size_stride_grouped((arg111_1, arg110_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:69
        cpp_fused_gelu_view_11(buf113)
        buf114 = reinterpret_tensor(buf111, (196, 384), (384, 1), 0); del buf111  # reuse
        # Topologically Sorted Source Nodes: [input_77, input_78, input_79], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:70
        extern_kernels.addmm(arg111_1, reinterpret_tensor(buf113, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg110_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf114)
        del arg110_1
        del arg111_1
        assert_size_stride(arg103_1, (384, 1, 1), (1, 1, 1), 'input')
        buf115 = reinterpret_tensor(buf114, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf114  # reuse
        assert_size_stride_grouped((arg113_1, arg114_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:71
        cpp_fused_add_mul_permute_view_12(buf115, arg103_1, buf106)
        del arg103_1
        del buf106
        # Topologically Sorted Source Nodes: [input_81], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:72
        buf116 = extern_kernels.convolution(buf115, arg113_1, arg114_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf116, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg113_1
        del arg114_1
        assert_size_stride_grouped((arg115_1, arg116_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf117 = buf110; del buf110  # reuse
        buf118 = buf117; del buf117  # reuse
        buf119 = buf109; del buf109  # reuse
        buf120 = reinterpret_tensor(buf116, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf116  # reuse
        assert_size_stride_grouped((arg118_1, arg117_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:73
        cpp_fused_native_layer_norm_permute_10(buf118, buf120, arg115_1, arg116_1, buf119)
        del arg115_1
        del arg116_1
        buf121 = reinterpret_tensor(buf113, (196, 1536), (1536, 1), 0); del buf113  # reuse
        # Topologically Sorted Source Nodes: [input_82, input_83, input_84], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:74
        extern_kernels.addmm(arg118_1, reinterpret_tensor(buf120, (196, 384), (384, 1), 0), reinterpret_tensor(arg117_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf121)
        del arg117_1
        del arg118_1
        buf122 = reinterpret_tensor(buf121, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf121  # reuse
        assert_size_stride_grouped((arg120_1, arg119_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:75
        cpp_fused_gelu_view_11(buf122)
        buf123 = reinterpret_tensor(buf120, (196, 384), (384, 1), 0); del buf120  # reuse
        # Topologically Sorted Source Nodes: [input_84, input_85, input_86], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:76
        extern_kernels.addmm(arg120_1, reinterpret_tensor(buf122, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg119_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf123)
        del arg119_1
        del arg120_1
        assert_size_stride(arg112_1, (384, 1, 1), (1, 1, 1), 'input')
        buf124 = reinterpret_tensor(buf123, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf123  # reuse
        assert_size_stride_grouped((arg122_1, arg123_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:77
        cpp_fused_add_mul_permute_view_12(buf124, arg112_1, buf115)
        del arg112_1
        del buf115
        # Topologically Sorted Source Nodes: [input_88], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:78
        buf125 = extern_kernels.convolution(buf124, arg122_1, arg123_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf125, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg122_1
        del arg123_1
        assert_size_stride_grouped((arg124_1, arg125_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf126 = buf119; del buf119  # reuse
        buf127 = buf126; del buf126  # reuse
        buf128 = buf118; del buf118  # reuse
        buf129 = reinterpret_tensor(buf125, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf125  # reuse
        assert_size_stride_grouped((arg127_1, arg126_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:79
        cpp_fused_native_layer_norm_permute_10(buf127, buf129, arg124_1, arg125_1, buf128)
        del arg124_1
        del arg125_1
        buf130 = reinterpret_tensor(buf122, (196, 1536), (1536, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [input_89, input_90, input_91], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:80
        extern_kernels.addmm(arg127_1, reinterpret_tensor(buf129, (196, 384), (384, 1), 0), reinterpret_tensor(arg126_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf130)
        del arg126_1
        del arg127_1
        buf131 = reinterpret_tensor(buf130, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf130  # reuse
        assert_size_stride_grouped((arg129_1, arg128_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:81
        cpp_fused_gelu_view_11(buf131)
        buf132 = reinterpret_tensor(buf129, (196, 384), (384, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [input_91, input_92, input_93], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:82
        extern_kernels.addmm(arg129_1, reinterpret_tensor(buf131, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg128_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf132)
        del arg128_1
        del arg129_1
        assert_size_stride(arg121_1, (384, 1, 1), (1, 1, 1), 'input')
        buf133 = reinterpret_tensor(buf132, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf132  # reuse
        assert_size_stride_grouped((arg131_1, arg132_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:83
        cpp_fused_add_mul_permute_view_12(buf133, arg121_1, buf124)
        del arg121_1
        del buf124
        # Topologically Sorted Source Nodes: [input_95], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:84
        buf134 = extern_kernels.convolution(buf133, arg131_1, arg132_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf134, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg131_1
        del arg132_1
        assert_size_stride_grouped((arg133_1, arg134_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf135 = buf128; del buf128  # reuse
        buf136 = buf135; del buf135  # reuse
        buf137 = buf127; del buf127  # reuse
        buf138 = reinterpret_tensor(buf134, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf134  # reuse
        assert_size_stride_grouped((arg136_1, arg135_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:85
        cpp_fused_native_layer_norm_permute_10(buf136, buf138, arg133_1, arg134_1, buf137)
        del arg133_1
        del arg134_1
        buf139 = reinterpret_tensor(buf131, (196, 1536), (1536, 1), 0); del buf131  # reuse
        # Topologically Sorted Source Nodes: [input_96, input_97, input_98], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:86
        extern_kernels.addmm(arg136_1, reinterpret_tensor(buf138, (196, 384), (384, 1), 0), reinterpret_tensor(arg135_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf139)
        del arg135_1
        del arg136_1
        buf140 = reinterpret_tensor(buf139, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf139  # reuse
        assert_size_stride_grouped((arg138_1, arg137_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:87
        cpp_fused_gelu_view_11(buf140)
        buf141 = reinterpret_tensor(buf138, (196, 384), (384, 1), 0); del buf138  # reuse
        # Topologically Sorted Source Nodes: [input_98, input_99, input_100], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:88
        extern_kernels.addmm(arg138_1, reinterpret_tensor(buf140, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg137_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf141)
        del arg137_1
        del arg138_1
        assert_size_stride(arg130_1, (384, 1, 1), (1, 1, 1), 'input')
        buf142 = reinterpret_tensor(buf141, (1, 384, 14, 14), (75264, 1, 5376, 384), 0); del buf141  # reuse
        assert_size_stride_grouped((arg140_1, arg141_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_12:89
        cpp_fused_add_mul_permute_view_12(buf142, arg130_1, buf133)
        del arg130_1
        del buf133
        # Topologically Sorted Source Nodes: [input_102], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:90
        buf143 = extern_kernels.convolution(buf142, arg140_1, arg141_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf143, (1, 384, 14, 14), (75264, 1, 5376, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg140_1
        del arg141_1
        assert_size_stride_grouped((arg142_1, arg143_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf144 = buf137; del buf137  # reuse
        buf145 = buf144; del buf144  # reuse
        buf146 = buf136; del buf136  # reuse
        buf147 = reinterpret_tensor(buf143, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf143  # reuse
        assert_size_stride_grouped((arg145_1, arg144_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_10:91
        cpp_fused_native_layer_norm_permute_10(buf145, buf147, arg142_1, arg143_1, buf146)
        del arg142_1
        del arg143_1
        buf148 = reinterpret_tensor(buf140, (196, 1536), (1536, 1), 0); del buf140  # reuse
        # Topologically Sorted Source Nodes: [input_103, input_104, input_105], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:92
        extern_kernels.addmm(arg145_1, reinterpret_tensor(buf147, (196, 384), (384, 1), 0), reinterpret_tensor(arg144_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf148)
        del arg144_1
        del arg145_1
        buf149 = reinterpret_tensor(buf148, (1, 14, 14, 1536), (301056, 21504, 1536, 1), 0); del buf148  # reuse
        assert_size_stride_grouped((arg147_1, arg146_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_11:93
        cpp_fused_gelu_view_11(buf149)
        buf150 = reinterpret_tensor(buf147, (196, 384), (384, 1), 0); del buf147  # reuse
        # Topologically Sorted Source Nodes: [input_105, input_106, input_107], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:94
        extern_kernels.addmm(arg147_1, reinterpret_tensor(buf149, (196, 1536), (1536, 1), 0), reinterpret_tensor(arg146_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf150)
        del arg146_1
        del arg147_1
        del buf149
        assert_size_stride_grouped((arg139_1, arg148_1, arg149_1), ((384, 1, 1), (384, ), (384, )), ((1, 1, 1), (1, ), (1, )), 'input')
        buf151 = buf146; del buf146  # reuse
        buf152 = buf151; del buf151  # reuse
        buf153 = buf145; del buf145  # reuse
        buf154 = reinterpret_tensor(buf150, (1, 14, 14, 384), (75264, 5376, 384, 1), 0); del buf150  # reuse
        assert_size_stride(arg150_1, (768, 384, 2, 2), (1536, 4, 2, 1), 'input')
        buf155 = empty_strided_cpu((768, 384, 2, 2), (1536, 1, 768, 384), torch.float32)
        assert_size_stride(arg151_1, (768, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_mul_native_layer_norm_permute_view_13:95
        cpp_fused_add_convolution_mul_native_layer_norm_permute_view_13(buf152, buf154, arg139_1, buf142, arg148_1, arg149_1, arg150_1, buf153, buf155)
        del arg139_1
        del arg148_1
        del arg149_1
        del arg150_1
        del buf142
        del buf152
        del buf153
        # Topologically Sorted Source Nodes: [input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:96
        buf156 = extern_kernels.convolution(reinterpret_tensor(buf154, (1, 384, 14, 14), (0, 1, 5376, 384), 0), buf155, arg151_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf156, (1, 768, 7, 7), (37632, 1, 5376, 768), torch.float32, 'torch.ops.aten.convolution.default')
        del arg151_1
        del buf154
        del buf155
        assert_size_stride_grouped((arg153_1, arg154_1), ((768, 1, 7, 7), (768, )), ((49, 49, 7, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_110], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:97
        buf157 = extern_kernels.convolution(buf156, arg153_1, arg154_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768)
        assert_tensor_metadata(buf157, (1, 768, 7, 7), (37632, 1, 5376, 768), torch.float32, 'torch.ops.aten.convolution.default')
        del arg153_1
        del arg154_1
        assert_size_stride_grouped((arg155_1, arg156_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf158 = empty_strided_cpu((1, 7, 7, 1), (49, 7, 1, 49), torch.float32)
        buf159 = buf158; del buf158  # reuse
        buf160 = empty_strided_cpu((1, 7, 7, 1), (49, 7, 1, 49), torch.float32)
        buf161 = reinterpret_tensor(buf157, (1, 7, 7, 768), (37632, 5376, 768, 1), 0); del buf157  # reuse
        assert_size_stride_grouped((arg158_1, arg157_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_14:98
        cpp_fused_native_layer_norm_permute_14(buf159, buf161, arg155_1, arg156_1, buf160)
        del arg155_1
        del arg156_1
        buf162 = reinterpret_tensor(buf68, (49, 3072), (3072, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [input_111, input_112, input_113], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:99
        extern_kernels.addmm(arg158_1, reinterpret_tensor(buf161, (49, 768), (768, 1), 0), reinterpret_tensor(arg157_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf162)
        del arg157_1
        del arg158_1
        buf163 = reinterpret_tensor(buf162, (1, 7, 7, 3072), (150528, 21504, 3072, 1), 0); del buf162  # reuse
        assert_size_stride_grouped((arg160_1, arg159_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_15:100
        cpp_fused_gelu_view_15(buf163)
        buf164 = reinterpret_tensor(buf161, (49, 768), (768, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [input_113, input_114, input_115], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:101
        extern_kernels.addmm(arg160_1, reinterpret_tensor(buf163, (49, 3072), (3072, 1), 0), reinterpret_tensor(arg159_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf164)
        del arg159_1
        del arg160_1
        assert_size_stride(arg152_1, (768, 1, 1), (1, 1, 1), 'input')
        buf165 = reinterpret_tensor(buf164, (1, 768, 7, 7), (37632, 1, 5376, 768), 0); del buf164  # reuse
        assert_size_stride_grouped((arg162_1, arg163_1), ((768, 1, 7, 7), (768, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_16:102
        cpp_fused_add_mul_permute_view_16(buf165, arg152_1, buf156)
        del arg152_1
        del buf156
        # Topologically Sorted Source Nodes: [input_117], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:103
        buf166 = extern_kernels.convolution(buf165, arg162_1, arg163_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768)
        assert_tensor_metadata(buf166, (1, 768, 7, 7), (37632, 1, 5376, 768), torch.float32, 'torch.ops.aten.convolution.default')
        del arg162_1
        del arg163_1
        assert_size_stride_grouped((arg164_1, arg165_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf167 = buf160; del buf160  # reuse
        buf168 = buf167; del buf167  # reuse
        buf169 = buf159; del buf159  # reuse
        buf170 = reinterpret_tensor(buf166, (1, 7, 7, 768), (37632, 5376, 768, 1), 0); del buf166  # reuse
        assert_size_stride_grouped((arg167_1, arg166_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_14:104
        cpp_fused_native_layer_norm_permute_14(buf168, buf170, arg164_1, arg165_1, buf169)
        del arg164_1
        del arg165_1
        buf171 = reinterpret_tensor(buf163, (49, 3072), (3072, 1), 0); del buf163  # reuse
        # Topologically Sorted Source Nodes: [input_118, input_119, input_120], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:105
        extern_kernels.addmm(arg167_1, reinterpret_tensor(buf170, (49, 768), (768, 1), 0), reinterpret_tensor(arg166_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf171)
        del arg166_1
        del arg167_1
        buf172 = reinterpret_tensor(buf171, (1, 7, 7, 3072), (150528, 21504, 3072, 1), 0); del buf171  # reuse
        assert_size_stride_grouped((arg169_1, arg168_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_15:106
        cpp_fused_gelu_view_15(buf172)
        buf173 = reinterpret_tensor(buf170, (49, 768), (768, 1), 0); del buf170  # reuse
        # Topologically Sorted Source Nodes: [input_120, input_121, input_122], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:107
        extern_kernels.addmm(arg169_1, reinterpret_tensor(buf172, (49, 3072), (3072, 1), 0), reinterpret_tensor(arg168_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf173)
        del arg168_1
        del arg169_1
        assert_size_stride(arg161_1, (768, 1, 1), (1, 1, 1), 'input')
        buf174 = reinterpret_tensor(buf173, (1, 768, 7, 7), (37632, 1, 5376, 768), 0); del buf173  # reuse
        assert_size_stride_grouped((arg171_1, arg172_1), ((768, 1, 7, 7), (768, )), ((49, 49, 7, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_16:108
        cpp_fused_add_mul_permute_view_16(buf174, arg161_1, buf165)
        del arg161_1
        del buf165
        # Topologically Sorted Source Nodes: [input_124], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:109
        buf175 = extern_kernels.convolution(buf174, arg171_1, arg172_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768)
        assert_tensor_metadata(buf175, (1, 768, 7, 7), (37632, 1, 5376, 768), torch.float32, 'torch.ops.aten.convolution.default')
        del arg171_1
        del arg172_1
        assert_size_stride_grouped((arg173_1, arg174_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf176 = buf169; del buf169  # reuse
        buf177 = buf176; del buf176  # reuse
        buf178 = buf168; del buf168  # reuse
        buf179 = reinterpret_tensor(buf175, (1, 7, 7, 768), (37632, 5376, 768, 1), 0); del buf175  # reuse
        assert_size_stride_grouped((arg176_1, arg175_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_14:110
        cpp_fused_native_layer_norm_permute_14(buf177, buf179, arg173_1, arg174_1, buf178)
        del arg173_1
        del arg174_1
        del buf177
        del buf178
        buf180 = reinterpret_tensor(buf172, (49, 3072), (3072, 1), 0); del buf172  # reuse
        # Topologically Sorted Source Nodes: [input_125, input_126, input_127], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:111
        extern_kernels.addmm(arg176_1, reinterpret_tensor(buf179, (49, 768), (768, 1), 0), reinterpret_tensor(arg175_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf180)
        del arg175_1
        del arg176_1
        buf181 = reinterpret_tensor(buf180, (1, 7, 7, 3072), (150528, 21504, 3072, 1), 0); del buf180  # reuse
        assert_size_stride_grouped((arg178_1, arg177_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_15:112
        cpp_fused_gelu_view_15(buf181)
        buf182 = reinterpret_tensor(buf179, (49, 768), (768, 1), 0); del buf179  # reuse
        # Topologically Sorted Source Nodes: [input_127, input_128, input_129], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:113
        extern_kernels.addmm(arg178_1, reinterpret_tensor(buf181, (49, 3072), (3072, 1), 0), reinterpret_tensor(arg177_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf182)
        del arg177_1
        del arg178_1
        del buf181
        assert_size_stride(arg170_1, (768, 1, 1), (1, 1, 1), 'input')
        buf183 = empty_strided_cpu((1, 768, 1, 1), (768, 1, 768, 768), torch.float32)
        buf184 = reinterpret_tensor(buf183, (1, 768, 1, 1), (768, 1, 1, 1), 0); del buf183  # reuse
        buf185 = empty_strided_cpu((1, 1, 1, 1), (1, 1, 1, 1), torch.float32)
        buf186 = empty_strided_cpu((1, 1, 1, 1), (1, 1, 1, 1), torch.float32)
        assert_size_stride_grouped((arg179_1, arg180_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf188 = reinterpret_tensor(buf184, (1, 1, 1, 768), (768, 1, 768, 1), 0); del buf184  # reuse
        assert_size_stride_grouped((arg182_1, arg181_1), ((1000, ), (1000, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_as_strided_mean_mul_native_layer_norm_permute_view_17:114
        cpp_fused_add_as_strided_mean_mul_native_layer_norm_permute_view_17(buf188, arg170_1, buf182, buf174, arg179_1, arg180_1, buf185, buf186)
        del arg170_1
        del arg179_1
        del arg180_1
        del buf174
        del buf182
        del buf185
        del buf186
        buf189 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_12, x_13, x_14, x_15, input_131, input_132], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:115
        extern_kernels.addmm(arg182_1, reinterpret_tensor(buf188, (1, 768), (0, 1), 0), reinterpret_tensor(arg181_1, (768, 1000), (1, 768), 0), alpha=1, beta=1, out=buf189)
        del arg181_1
        del arg182_1
        return (buf189, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((96, 3, 4, 4), (48, 16, 4, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((384, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((96, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((384, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((96, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((384, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((96, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((192, 96, 2, 2), (384, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((768, 192), (192, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((192, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((768, 192), (192, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((192, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((768, 192), (192, 1), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((192, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((384, 192, 2, 2), (768, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((768, 384, 2, 2), (1536, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((1000, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
