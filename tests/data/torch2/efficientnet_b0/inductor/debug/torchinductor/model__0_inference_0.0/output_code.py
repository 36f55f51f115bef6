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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(9L));
                                tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
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


cpp_fused__native_batch_norm_legit_no_training_silu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12544L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_2 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12544L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12544L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12544L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12544L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = cascade_sum_combine(tmp0, &cascade_helper0);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(12544.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_4 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
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
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12544L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12544L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_silu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12544L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3136L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(3136.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_8 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_9 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_silu_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3136L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(3136.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_13 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(6L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_14 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_16 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(784L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(784.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_17 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_silu_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_20 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(784L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(784.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_21 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_22 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(784L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_24 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(196L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(196.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_25 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_silu_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_28 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(196L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 480L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(196.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_29 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(20L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_30 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_silu_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_34 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(196L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 672L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(196.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_35 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(28L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(28L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_36 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_38 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 672L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(49.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_39 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_40 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_silu_41 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_42 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp13.exp();
                        auto tmp15 = static_cast<float>(1.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp12 / tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 1152L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(49.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_43 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sigmoid_44 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 1152L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_45 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_46 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(320L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(320L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 320L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_silu_47 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1280L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1280L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1280L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 1280L*x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.neg();
                            auto tmp2 = tmp1.exp();
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = tmp0 / tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(49.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 3, 224, 224), (150528, 50176, 224, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 224, 224), (150528, 1, 672, 3), torch.float32)
        assert_size_stride(arg0_1, (32, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((32, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 32, 112, 112), (401408, 1, 3584, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = buf3; del buf3  # reuse
        assert_size_stride(arg6_1, (32, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_1:3
        cpp_fused__native_batch_norm_legit_no_training_silu_1(buf4, arg2_1, arg3_1, arg4_1, arg5_1)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        # Topologically Sorted Source Nodes: [input_3, input_4], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf5 = extern_kernels.convolution(buf4, arg6_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=32, bias=None)
        assert_tensor_metadata(buf5, (1, 32, 112, 112), (401408, 1, 3584, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        del buf4
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf6 = buf5; del buf5  # reuse
        buf7 = buf6; del buf6  # reuse
        buf8 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf9 = reinterpret_tensor(buf8, (1, 32, 1, 1), (32, 1, 1, 1), 0); del buf8  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((8, 32, 1, 1), (8, )), ((32, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_2:5
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_2(buf7, buf9, arg7_1, arg8_1, arg9_1, arg10_1)
        del arg10_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [scale, scale_1], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:6
        buf10 = extern_kernels.convolution(buf9, arg11_1, arg12_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (1, 8, 1, 1), (8, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del arg12_1
        del buf9
        buf11 = buf10; del buf10  # reuse
        assert_size_stride_grouped((arg13_1, arg14_1), ((32, 8, 1, 1), (32, )), ((8, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_3:7
        cpp_fused_silu_3(buf11)
        # Topologically Sorted Source Nodes: [scale_2, scale_3], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:8
        buf12 = extern_kernels.convolution(buf11, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf12, (1, 32, 1, 1), (32, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        del buf11
        buf13 = reinterpret_tensor(buf12, (1, 32, 1, 1), (32, 1, 32, 32), 0); del buf12  # reuse
        buf14 = buf7; del buf7  # reuse
        assert_size_stride(arg15_1, (16, 32, 1, 1), (32, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_4:9
        cpp_fused_mul_sigmoid_4(buf13, buf14)
        del buf13
        # Topologically Sorted Source Nodes: [scale_4, input_7, input_8], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:10
        buf15 = extern_kernels.convolution(buf14, arg15_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf15, (1, 16, 112, 112), (200704, 1, 1792, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del buf14
        assert_size_stride_grouped((arg16_1, arg17_1, arg18_1, arg19_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf16 = buf15; del buf15  # reuse
        assert_size_stride(arg20_1, (96, 16, 1, 1), (16, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_5:11
        cpp_fused__native_batch_norm_legit_no_training_5(buf16, arg16_1, arg17_1, arg18_1, arg19_1)
        del arg16_1
        del arg17_1
        del arg18_1
        del arg19_1
        # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:12
        buf17 = extern_kernels.convolution(buf16, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf17, (1, 96, 112, 112), (1204224, 1, 10752, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg20_1
        del buf16
        assert_size_stride_grouped((arg21_1, arg22_1, arg23_1, arg24_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf18 = buf17; del buf17  # reuse
        buf19 = buf18; del buf18  # reuse
        assert_size_stride(arg25_1, (96, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_6:13
        cpp_fused__native_batch_norm_legit_no_training_silu_6(buf19, arg21_1, arg22_1, arg23_1, arg24_1)
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:14
        buf20 = extern_kernels.convolution(buf19, arg25_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
        assert_tensor_metadata(buf20, (1, 96, 56, 56), (301056, 1, 5376, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg25_1
        del buf19
        assert_size_stride_grouped((arg26_1, arg27_1, arg28_1, arg29_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf21 = buf20; del buf20  # reuse
        buf22 = buf21; del buf21  # reuse
        buf23 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf24 = reinterpret_tensor(buf23, (1, 96, 1, 1), (96, 1, 1, 1), 0); del buf23  # reuse
        assert_size_stride_grouped((arg30_1, arg31_1), ((4, 96, 1, 1), (4, )), ((96, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_7:15
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_7(buf22, buf24, arg26_1, arg27_1, arg28_1, arg29_1)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        # Topologically Sorted Source Nodes: [scale_5, scale_6], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:16
        buf25 = extern_kernels.convolution(buf24, arg30_1, arg31_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf25, (1, 4, 1, 1), (4, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg30_1
        del arg31_1
        del buf24
        buf26 = buf25; del buf25  # reuse
        assert_size_stride_grouped((arg32_1, arg33_1), ((96, 4, 1, 1), (96, )), ((4, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_8:17
        cpp_fused_silu_8(buf26)
        # Topologically Sorted Source Nodes: [scale_7, scale_8], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:18
        buf27 = extern_kernels.convolution(buf26, arg32_1, arg33_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf27, (1, 96, 1, 1), (96, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg32_1
        del arg33_1
        del buf26
        buf28 = reinterpret_tensor(buf27, (1, 96, 1, 1), (96, 1, 96, 96), 0); del buf27  # reuse
        buf29 = buf22; del buf22  # reuse
        assert_size_stride(arg34_1, (24, 96, 1, 1), (96, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_9:19
        cpp_fused_mul_sigmoid_9(buf28, buf29)
        del buf28
        # Topologically Sorted Source Nodes: [scale_9, input_16, input_17], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:20
        buf30 = extern_kernels.convolution(buf29, arg34_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf30, (1, 24, 56, 56), (75264, 1, 1344, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg34_1
        del buf29
        assert_size_stride_grouped((arg35_1, arg36_1, arg37_1, arg38_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf31 = buf30; del buf30  # reuse
        assert_size_stride(arg39_1, (144, 24, 1, 1), (24, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_10:21
        cpp_fused__native_batch_norm_legit_no_training_10(buf31, arg35_1, arg36_1, arg37_1, arg38_1)
        del arg35_1
        del arg36_1
        del arg37_1
        del arg38_1
        # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:22
        buf32 = extern_kernels.convolution(buf31, arg39_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf32, (1, 144, 56, 56), (451584, 1, 8064, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg39_1
        assert_size_stride_grouped((arg40_1, arg41_1, arg42_1, arg43_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf33 = buf32; del buf32  # reuse
        buf34 = buf33; del buf33  # reuse
        assert_size_stride(arg44_1, (144, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_11:23
        cpp_fused__native_batch_norm_legit_no_training_silu_11(buf34, arg40_1, arg41_1, arg42_1, arg43_1)
        del arg40_1
        del arg41_1
        del arg42_1
        del arg43_1
        # Topologically Sorted Source Nodes: [input_21, input_22], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:24
        buf35 = extern_kernels.convolution(buf34, arg44_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
        assert_tensor_metadata(buf35, (1, 144, 56, 56), (451584, 1, 8064, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg44_1
        del buf34
        assert_size_stride_grouped((arg45_1, arg46_1, arg47_1, arg48_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf36 = buf35; del buf35  # reuse
        buf37 = buf36; del buf36  # reuse
        buf38 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        buf39 = reinterpret_tensor(buf38, (1, 144, 1, 1), (144, 1, 1, 1), 0); del buf38  # reuse
        assert_size_stride_grouped((arg49_1, arg50_1), ((6, 144, 1, 1), (6, )), ((144, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_12:25
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_12(buf37, buf39, arg45_1, arg46_1, arg47_1, arg48_1)
        del arg45_1
        del arg46_1
        del arg47_1
        del arg48_1
        # Topologically Sorted Source Nodes: [scale_10, scale_11], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:26
        buf40 = extern_kernels.convolution(buf39, arg49_1, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf40, (1, 6, 1, 1), (6, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg49_1
        del arg50_1
        del buf39
        buf41 = buf40; del buf40  # reuse
        assert_size_stride_grouped((arg51_1, arg52_1), ((144, 6, 1, 1), (144, )), ((6, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_13:27
        cpp_fused_silu_13(buf41)
        # Topologically Sorted Source Nodes: [scale_12, scale_13], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:28
        buf42 = extern_kernels.convolution(buf41, arg51_1, arg52_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf42, (1, 144, 1, 1), (144, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del arg52_1
        del buf41
        buf43 = reinterpret_tensor(buf42, (1, 144, 1, 1), (144, 1, 144, 144), 0); del buf42  # reuse
        buf44 = buf37; del buf37  # reuse
        assert_size_stride(arg53_1, (24, 144, 1, 1), (144, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_14:29
        cpp_fused_mul_sigmoid_14(buf43, buf44)
        # Topologically Sorted Source Nodes: [scale_14, input_25, input_26], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:30
        buf45 = extern_kernels.convolution(buf44, arg53_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf45, (1, 24, 56, 56), (75264, 1, 1344, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg53_1
        del buf44
        assert_size_stride_grouped((arg54_1, arg55_1, arg56_1, arg57_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf46 = buf45; del buf45  # reuse
        assert_size_stride(arg58_1, (144, 24, 1, 1), (24, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_15:31
        cpp_fused__native_batch_norm_legit_no_training_add_15(buf46, arg54_1, arg55_1, arg56_1, arg57_1, buf31)
        del arg54_1
        del arg55_1
        del arg56_1
        del arg57_1
        del buf31
        # Topologically Sorted Source Nodes: [input_27, result, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:32
        buf47 = extern_kernels.convolution(buf46, arg58_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf47, (1, 144, 56, 56), (451584, 1, 8064, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg58_1
        del buf46
        assert_size_stride_grouped((arg59_1, arg60_1, arg61_1, arg62_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf48 = buf47; del buf47  # reuse
        buf49 = buf48; del buf48  # reuse
        assert_size_stride(arg63_1, (144, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_11:33
        cpp_fused__native_batch_norm_legit_no_training_silu_11(buf49, arg59_1, arg60_1, arg61_1, arg62_1)
        del arg59_1
        del arg60_1
        del arg61_1
        del arg62_1
        # Topologically Sorted Source Nodes: [input_30, input_31], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:34
        buf50 = extern_kernels.convolution(buf49, arg63_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
        assert_tensor_metadata(buf50, (1, 144, 28, 28), (112896, 1, 4032, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg63_1
        del buf49
        assert_size_stride_grouped((arg64_1, arg65_1, arg66_1, arg67_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf51 = buf50; del buf50  # reuse
        buf52 = buf51; del buf51  # reuse
        buf53 = buf43; del buf43  # reuse
        buf54 = reinterpret_tensor(buf53, (1, 144, 1, 1), (144, 1, 1, 1), 0); del buf53  # reuse
        assert_size_stride_grouped((arg68_1, arg69_1), ((6, 144, 1, 1), (6, )), ((144, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_16:35
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_16(buf52, buf54, arg64_1, arg65_1, arg66_1, arg67_1)
        del arg64_1
        del arg65_1
        del arg66_1
        del arg67_1
        # Topologically Sorted Source Nodes: [scale_15, scale_16], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:36
        buf55 = extern_kernels.convolution(buf54, arg68_1, arg69_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf55, (1, 6, 1, 1), (6, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg68_1
        del arg69_1
        del buf54
        buf56 = buf55; del buf55  # reuse
        assert_size_stride_grouped((arg70_1, arg71_1), ((144, 6, 1, 1), (144, )), ((6, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_13:37
        cpp_fused_silu_13(buf56)
        # Topologically Sorted Source Nodes: [scale_17, scale_18], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:38
        buf57 = extern_kernels.convolution(buf56, arg70_1, arg71_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf57, (1, 144, 1, 1), (144, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg70_1
        del arg71_1
        del buf56
        buf58 = reinterpret_tensor(buf57, (1, 144, 1, 1), (144, 1, 144, 144), 0); del buf57  # reuse
        buf59 = buf52; del buf52  # reuse
        assert_size_stride(arg72_1, (40, 144, 1, 1), (144, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_17:39
        cpp_fused_mul_sigmoid_17(buf58, buf59)
        del buf58
        # Topologically Sorted Source Nodes: [scale_19, input_34, input_35], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:40
        buf60 = extern_kernels.convolution(buf59, arg72_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf60, (1, 40, 28, 28), (31360, 1, 1120, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg72_1
        del buf59
        assert_size_stride_grouped((arg73_1, arg74_1, arg75_1, arg76_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf61 = buf60; del buf60  # reuse
        assert_size_stride(arg77_1, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_18:41
        cpp_fused__native_batch_norm_legit_no_training_18(buf61, arg73_1, arg74_1, arg75_1, arg76_1)
        del arg73_1
        del arg74_1
        del arg75_1
        del arg76_1
        # Topologically Sorted Source Nodes: [input_37], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:42
        buf62 = extern_kernels.convolution(buf61, arg77_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf62, (1, 240, 28, 28), (188160, 1, 6720, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg77_1
        assert_size_stride_grouped((arg78_1, arg79_1, arg80_1, arg81_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf63 = buf62; del buf62  # reuse
        buf64 = buf63; del buf63  # reuse
        assert_size_stride(arg82_1, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_19:43
        cpp_fused__native_batch_norm_legit_no_training_silu_19(buf64, arg78_1, arg79_1, arg80_1, arg81_1)
        del arg78_1
        del arg79_1
        del arg80_1
        del arg81_1
        # Topologically Sorted Source Nodes: [input_39, input_40], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:44
        buf65 = extern_kernels.convolution(buf64, arg82_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
        assert_tensor_metadata(buf65, (1, 240, 28, 28), (188160, 1, 6720, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg82_1
        del buf64
        assert_size_stride_grouped((arg83_1, arg84_1, arg85_1, arg86_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf66 = buf65; del buf65  # reuse
        buf67 = buf66; del buf66  # reuse
        buf68 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        buf69 = reinterpret_tensor(buf68, (1, 240, 1, 1), (240, 1, 1, 1), 0); del buf68  # reuse
        assert_size_stride_grouped((arg87_1, arg88_1), ((10, 240, 1, 1), (10, )), ((240, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_20:45
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_20(buf67, buf69, arg83_1, arg84_1, arg85_1, arg86_1)
        del arg83_1
        del arg84_1
        del arg85_1
        del arg86_1
        # Topologically Sorted Source Nodes: [scale_20, scale_21], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:46
        buf70 = extern_kernels.convolution(buf69, arg87_1, arg88_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf70, (1, 10, 1, 1), (10, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg87_1
        del arg88_1
        del buf69
        buf71 = buf70; del buf70  # reuse
        assert_size_stride_grouped((arg89_1, arg90_1), ((240, 10, 1, 1), (240, )), ((10, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_21:47
        cpp_fused_silu_21(buf71)
        # Topologically Sorted Source Nodes: [scale_22, scale_23], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:48
        buf72 = extern_kernels.convolution(buf71, arg89_1, arg90_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf72, (1, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg89_1
        del arg90_1
        del buf71
        buf73 = reinterpret_tensor(buf72, (1, 240, 1, 1), (240, 1, 240, 240), 0); del buf72  # reuse
        buf74 = buf67; del buf67  # reuse
        assert_size_stride(arg91_1, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_22:49
        cpp_fused_mul_sigmoid_22(buf73, buf74)
        # Topologically Sorted Source Nodes: [scale_24, input_43, input_44], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:50
        buf75 = extern_kernels.convolution(buf74, arg91_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf75, (1, 40, 28, 28), (31360, 1, 1120, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg91_1
        del buf74
        assert_size_stride_grouped((arg92_1, arg93_1, arg94_1, arg95_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf76 = buf75; del buf75  # reuse
        assert_size_stride(arg96_1, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_23:51
        cpp_fused__native_batch_norm_legit_no_training_add_23(buf76, arg92_1, arg93_1, arg94_1, arg95_1, buf61)
        del arg92_1
        del arg93_1
        del arg94_1
        del arg95_1
        del buf61
        # Topologically Sorted Source Nodes: [input_45, result_1, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:52
        buf77 = extern_kernels.convolution(buf76, arg96_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf77, (1, 240, 28, 28), (188160, 1, 6720, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg96_1
        del buf76
        assert_size_stride_grouped((arg97_1, arg98_1, arg99_1, arg100_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf78 = buf77; del buf77  # reuse
        buf79 = buf78; del buf78  # reuse
        assert_size_stride(arg101_1, (240, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_19:53
        cpp_fused__native_batch_norm_legit_no_training_silu_19(buf79, arg97_1, arg98_1, arg99_1, arg100_1)
        del arg100_1
        del arg97_1
        del arg98_1
        del arg99_1
        # Topologically Sorted Source Nodes: [input_48, input_49], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:54
        buf80 = extern_kernels.convolution(buf79, arg101_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
        assert_tensor_metadata(buf80, (1, 240, 14, 14), (47040, 1, 3360, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg101_1
        del buf79
        assert_size_stride_grouped((arg102_1, arg103_1, arg104_1, arg105_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf81 = buf80; del buf80  # reuse
        buf82 = buf81; del buf81  # reuse
        buf83 = buf73; del buf73  # reuse
        buf84 = reinterpret_tensor(buf83, (1, 240, 1, 1), (240, 1, 1, 1), 0); del buf83  # reuse
        assert_size_stride_grouped((arg106_1, arg107_1), ((10, 240, 1, 1), (10, )), ((240, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_24:55
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_24(buf82, buf84, arg102_1, arg103_1, arg104_1, arg105_1)
        del arg102_1
        del arg103_1
        del arg104_1
        del arg105_1
        # Topologically Sorted Source Nodes: [scale_25, scale_26], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:56
        buf85 = extern_kernels.convolution(buf84, arg106_1, arg107_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf85, (1, 10, 1, 1), (10, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg106_1
        del arg107_1
        del buf84
        buf86 = buf85; del buf85  # reuse
        assert_size_stride_grouped((arg108_1, arg109_1), ((240, 10, 1, 1), (240, )), ((10, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_21:57
        cpp_fused_silu_21(buf86)
        # Topologically Sorted Source Nodes: [scale_27, scale_28], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:58
        buf87 = extern_kernels.convolution(buf86, arg108_1, arg109_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf87, (1, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg108_1
        del arg109_1
        del buf86
        buf88 = reinterpret_tensor(buf87, (1, 240, 1, 1), (240, 1, 240, 240), 0); del buf87  # reuse
        buf89 = buf82; del buf82  # reuse
        assert_size_stride(arg110_1, (80, 240, 1, 1), (240, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_25:59
        cpp_fused_mul_sigmoid_25(buf88, buf89)
        del buf88
        # Topologically Sorted Source Nodes: [scale_29, input_52, input_53], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:60
        buf90 = extern_kernels.convolution(buf89, arg110_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf90, (1, 80, 14, 14), (15680, 1, 1120, 80), torch.float32, 'torch.ops.aten.convolution.default')
        del arg110_1
        del buf89
        assert_size_stride_grouped((arg111_1, arg112_1, arg113_1, arg114_1), ((80, ), (80, ), (80, ), (80, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf91 = buf90; del buf90  # reuse
        assert_size_stride(arg115_1, (480, 80, 1, 1), (80, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_26:61
        cpp_fused__native_batch_norm_legit_no_training_26(buf91, arg111_1, arg112_1, arg113_1, arg114_1)
        del arg111_1
        del arg112_1
        del arg113_1
        del arg114_1
        # Topologically Sorted Source Nodes: [input_55], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:62
        buf92 = extern_kernels.convolution(buf91, arg115_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf92, (1, 480, 14, 14), (94080, 1, 6720, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg115_1
        assert_size_stride_grouped((arg116_1, arg117_1, arg118_1, arg119_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf93 = buf92; del buf92  # reuse
        buf94 = buf93; del buf93  # reuse
        assert_size_stride(arg120_1, (480, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_27:63
        cpp_fused__native_batch_norm_legit_no_training_silu_27(buf94, arg116_1, arg117_1, arg118_1, arg119_1)
        del arg116_1
        del arg117_1
        del arg118_1
        del arg119_1
        # Topologically Sorted Source Nodes: [input_57, input_58], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:64
        buf95 = extern_kernels.convolution(buf94, arg120_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=480, bias=None)
        assert_tensor_metadata(buf95, (1, 480, 14, 14), (94080, 1, 6720, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg120_1
        del buf94
        assert_size_stride_grouped((arg121_1, arg122_1, arg123_1, arg124_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf96 = buf95; del buf95  # reuse
        buf97 = buf96; del buf96  # reuse
        buf98 = empty_strided_cpu((1, 480, 1, 1), (480, 1, 480, 480), torch.float32)
        buf99 = reinterpret_tensor(buf98, (1, 480, 1, 1), (480, 1, 1, 1), 0); del buf98  # reuse
        assert_size_stride_grouped((arg125_1, arg126_1), ((20, 480, 1, 1), (20, )), ((480, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_28:65
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_28(buf97, buf99, arg121_1, arg122_1, arg123_1, arg124_1)
        del arg121_1
        del arg122_1
        del arg123_1
        del arg124_1
        # Topologically Sorted Source Nodes: [scale_30, scale_31], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:66
        buf100 = extern_kernels.convolution(buf99, arg125_1, arg126_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf100, (1, 20, 1, 1), (20, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg125_1
        del arg126_1
        del buf99
        buf101 = buf100; del buf100  # reuse
        assert_size_stride_grouped((arg127_1, arg128_1), ((480, 20, 1, 1), (480, )), ((20, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_29:67
        cpp_fused_silu_29(buf101)
        # Topologically Sorted Source Nodes: [scale_32, scale_33], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:68
        buf102 = extern_kernels.convolution(buf101, arg127_1, arg128_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf102, (1, 480, 1, 1), (480, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg127_1
        del arg128_1
        del buf101
        buf103 = reinterpret_tensor(buf102, (1, 480, 1, 1), (480, 1, 480, 480), 0); del buf102  # reuse
        buf104 = buf97; del buf97  # reuse
        assert_size_stride(arg129_1, (80, 480, 1, 1), (480, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_30:69
        cpp_fused_mul_sigmoid_30(buf103, buf104)
        # Topologically Sorted Source Nodes: [scale_34, input_61, input_62], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:70
        buf105 = extern_kernels.convolution(buf104, arg129_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf105, (1, 80, 14, 14), (15680, 1, 1120, 80), torch.float32, 'torch.ops.aten.convolution.default')
        del arg129_1
        del buf104
        assert_size_stride_grouped((arg130_1, arg131_1, arg132_1, arg133_1), ((80, ), (80, ), (80, ), (80, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf106 = buf105; del buf105  # reuse
        assert_size_stride(arg134_1, (480, 80, 1, 1), (80, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_31:71
        cpp_fused__native_batch_norm_legit_no_training_add_31(buf106, arg130_1, arg131_1, arg132_1, arg133_1, buf91)
        del arg130_1
        del arg131_1
        del arg132_1
        del arg133_1
        del buf91
        # Topologically Sorted Source Nodes: [input_64], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:72
        buf107 = extern_kernels.convolution(buf106, arg134_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf107, (1, 480, 14, 14), (94080, 1, 6720, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg134_1
        assert_size_stride_grouped((arg135_1, arg136_1, arg137_1, arg138_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf108 = buf107; del buf107  # reuse
        buf109 = buf108; del buf108  # reuse
        assert_size_stride(arg139_1, (480, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_27:73
        cpp_fused__native_batch_norm_legit_no_training_silu_27(buf109, arg135_1, arg136_1, arg137_1, arg138_1)
        del arg135_1
        del arg136_1
        del arg137_1
        del arg138_1
        # Topologically Sorted Source Nodes: [input_66, input_67], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:74
        buf110 = extern_kernels.convolution(buf109, arg139_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=480, bias=None)
        assert_tensor_metadata(buf110, (1, 480, 14, 14), (94080, 1, 6720, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg139_1
        del buf109
        assert_size_stride_grouped((arg140_1, arg141_1, arg142_1, arg143_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf111 = buf110; del buf110  # reuse
        buf112 = buf111; del buf111  # reuse
        buf113 = buf103; del buf103  # reuse
        buf114 = reinterpret_tensor(buf113, (1, 480, 1, 1), (480, 1, 1, 1), 0); del buf113  # reuse
        assert_size_stride_grouped((arg144_1, arg145_1), ((20, 480, 1, 1), (20, )), ((480, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_28:75
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_28(buf112, buf114, arg140_1, arg141_1, arg142_1, arg143_1)
        del arg140_1
        del arg141_1
        del arg142_1
        del arg143_1
        # Topologically Sorted Source Nodes: [scale_35, scale_36], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:76
        buf115 = extern_kernels.convolution(buf114, arg144_1, arg145_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf115, (1, 20, 1, 1), (20, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg144_1
        del arg145_1
        del buf114
        buf116 = buf115; del buf115  # reuse
        assert_size_stride_grouped((arg146_1, arg147_1), ((480, 20, 1, 1), (480, )), ((20, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_29:77
        cpp_fused_silu_29(buf116)
        # Topologically Sorted Source Nodes: [scale_37, scale_38], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:78
        buf117 = extern_kernels.convolution(buf116, arg146_1, arg147_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf117, (1, 480, 1, 1), (480, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg146_1
        del arg147_1
        del buf116
        buf118 = reinterpret_tensor(buf117, (1, 480, 1, 1), (480, 1, 480, 480), 0); del buf117  # reuse
        buf119 = buf112; del buf112  # reuse
        assert_size_stride(arg148_1, (80, 480, 1, 1), (480, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_30:79
        cpp_fused_mul_sigmoid_30(buf118, buf119)
        # Topologically Sorted Source Nodes: [scale_39, input_70, input_71], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:80
        buf120 = extern_kernels.convolution(buf119, arg148_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf120, (1, 80, 14, 14), (15680, 1, 1120, 80), torch.float32, 'torch.ops.aten.convolution.default')
        del arg148_1
        del buf119
        assert_size_stride_grouped((arg149_1, arg150_1, arg151_1, arg152_1), ((80, ), (80, ), (80, ), (80, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf121 = buf120; del buf120  # reuse
        assert_size_stride(arg153_1, (480, 80, 1, 1), (80, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_31:81
        cpp_fused__native_batch_norm_legit_no_training_add_31(buf121, arg149_1, arg150_1, arg151_1, arg152_1, buf106)
        del arg149_1
        del arg150_1
        del arg151_1
        del arg152_1
        del buf106
        # Topologically Sorted Source Nodes: [input_72, result_3, input_73], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:82
        buf122 = extern_kernels.convolution(buf121, arg153_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf122, (1, 480, 14, 14), (94080, 1, 6720, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg153_1
        del buf121
        assert_size_stride_grouped((arg154_1, arg155_1, arg156_1, arg157_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf123 = buf122; del buf122  # reuse
        buf124 = buf123; del buf123  # reuse
        assert_size_stride(arg158_1, (480, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_27:83
        cpp_fused__native_batch_norm_legit_no_training_silu_27(buf124, arg154_1, arg155_1, arg156_1, arg157_1)
        del arg154_1
        del arg155_1
        del arg156_1
        del arg157_1
        # Topologically Sorted Source Nodes: [input_75, input_76], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:84
        buf125 = extern_kernels.convolution(buf124, arg158_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=480, bias=None)
        assert_tensor_metadata(buf125, (1, 480, 14, 14), (94080, 1, 6720, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg158_1
        del buf124
        assert_size_stride_grouped((arg159_1, arg160_1, arg161_1, arg162_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf126 = buf125; del buf125  # reuse
        buf127 = buf126; del buf126  # reuse
        buf128 = buf118; del buf118  # reuse
        buf129 = reinterpret_tensor(buf128, (1, 480, 1, 1), (480, 1, 1, 1), 0); del buf128  # reuse
        assert_size_stride_grouped((arg163_1, arg164_1), ((20, 480, 1, 1), (20, )), ((480, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_28:85
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_28(buf127, buf129, arg159_1, arg160_1, arg161_1, arg162_1)
        del arg159_1
        del arg160_1
        del arg161_1
        del arg162_1
        # Topologically Sorted Source Nodes: [scale_40, scale_41], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:86
        buf130 = extern_kernels.convolution(buf129, arg163_1, arg164_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf130, (1, 20, 1, 1), (20, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg163_1
        del arg164_1
        del buf129
        buf131 = buf130; del buf130  # reuse
        assert_size_stride_grouped((arg165_1, arg166_1), ((480, 20, 1, 1), (480, )), ((20, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_29:87
        cpp_fused_silu_29(buf131)
        # Topologically Sorted Source Nodes: [scale_42, scale_43], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:88
        buf132 = extern_kernels.convolution(buf131, arg165_1, arg166_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf132, (1, 480, 1, 1), (480, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg165_1
        del arg166_1
        del buf131
        buf133 = reinterpret_tensor(buf132, (1, 480, 1, 1), (480, 1, 480, 480), 0); del buf132  # reuse
        buf134 = buf127; del buf127  # reuse
        assert_size_stride(arg167_1, (112, 480, 1, 1), (480, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_30:89
        cpp_fused_mul_sigmoid_30(buf133, buf134)
        del buf133
        # Topologically Sorted Source Nodes: [scale_44, input_79, input_80], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:90
        buf135 = extern_kernels.convolution(buf134, arg167_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf135, (1, 112, 14, 14), (21952, 1, 1568, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg167_1
        del buf134
        assert_size_stride_grouped((arg168_1, arg169_1, arg170_1, arg171_1), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf136 = buf135; del buf135  # reuse
        assert_size_stride(arg172_1, (672, 112, 1, 1), (112, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_32:91
        cpp_fused__native_batch_norm_legit_no_training_32(buf136, arg168_1, arg169_1, arg170_1, arg171_1)
        del arg168_1
        del arg169_1
        del arg170_1
        del arg171_1
        # Topologically Sorted Source Nodes: [input_82], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:92
        buf137 = extern_kernels.convolution(buf136, arg172_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf137, (1, 672, 14, 14), (131712, 1, 9408, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg172_1
        assert_size_stride_grouped((arg173_1, arg174_1, arg175_1, arg176_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf138 = buf137; del buf137  # reuse
        buf139 = buf138; del buf138  # reuse
        assert_size_stride(arg177_1, (672, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_33:93
        cpp_fused__native_batch_norm_legit_no_training_silu_33(buf139, arg173_1, arg174_1, arg175_1, arg176_1)
        del arg173_1
        del arg174_1
        del arg175_1
        del arg176_1
        # Topologically Sorted Source Nodes: [input_84, input_85], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:94
        buf140 = extern_kernels.convolution(buf139, arg177_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
        assert_tensor_metadata(buf140, (1, 672, 14, 14), (131712, 1, 9408, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg177_1
        del buf139
        assert_size_stride_grouped((arg178_1, arg179_1, arg180_1, arg181_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf141 = buf140; del buf140  # reuse
        buf142 = buf141; del buf141  # reuse
        buf143 = empty_strided_cpu((1, 672, 1, 1), (672, 1, 672, 672), torch.float32)
        buf144 = reinterpret_tensor(buf143, (1, 672, 1, 1), (672, 1, 1, 1), 0); del buf143  # reuse
        assert_size_stride_grouped((arg182_1, arg183_1), ((28, 672, 1, 1), (28, )), ((672, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_34:95
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_34(buf142, buf144, arg178_1, arg179_1, arg180_1, arg181_1)
        del arg178_1
        del arg179_1
        del arg180_1
        del arg181_1
        # Topologically Sorted Source Nodes: [scale_45, scale_46], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:96
        buf145 = extern_kernels.convolution(buf144, arg182_1, arg183_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf145, (1, 28, 1, 1), (28, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg182_1
        del arg183_1
        del buf144
        buf146 = buf145; del buf145  # reuse
        assert_size_stride_grouped((arg184_1, arg185_1), ((672, 28, 1, 1), (672, )), ((28, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_35:97
        cpp_fused_silu_35(buf146)
        # Topologically Sorted Source Nodes: [scale_47, scale_48], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:98
        buf147 = extern_kernels.convolution(buf146, arg184_1, arg185_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf147, (1, 672, 1, 1), (672, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg184_1
        del arg185_1
        del buf146
        buf148 = reinterpret_tensor(buf147, (1, 672, 1, 1), (672, 1, 672, 672), 0); del buf147  # reuse
        buf149 = buf142; del buf142  # reuse
        assert_size_stride(arg186_1, (112, 672, 1, 1), (672, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_36:99
        cpp_fused_mul_sigmoid_36(buf148, buf149)
        # Topologically Sorted Source Nodes: [scale_49, input_88, input_89], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:100
        buf150 = extern_kernels.convolution(buf149, arg186_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf150, (1, 112, 14, 14), (21952, 1, 1568, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg186_1
        del buf149
        assert_size_stride_grouped((arg187_1, arg188_1, arg189_1, arg190_1), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf151 = buf150; del buf150  # reuse
        assert_size_stride(arg191_1, (672, 112, 1, 1), (112, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_37:101
        cpp_fused__native_batch_norm_legit_no_training_add_37(buf151, arg187_1, arg188_1, arg189_1, arg190_1, buf136)
        del arg187_1
        del arg188_1
        del arg189_1
        del arg190_1
        del buf136
        # Topologically Sorted Source Nodes: [input_91], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:102
        buf152 = extern_kernels.convolution(buf151, arg191_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf152, (1, 672, 14, 14), (131712, 1, 9408, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg191_1
        assert_size_stride_grouped((arg192_1, arg193_1, arg194_1, arg195_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf153 = buf152; del buf152  # reuse
        buf154 = buf153; del buf153  # reuse
        assert_size_stride(arg196_1, (672, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_33:103
        cpp_fused__native_batch_norm_legit_no_training_silu_33(buf154, arg192_1, arg193_1, arg194_1, arg195_1)
        del arg192_1
        del arg193_1
        del arg194_1
        del arg195_1
        # Topologically Sorted Source Nodes: [input_93, input_94], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:104
        buf155 = extern_kernels.convolution(buf154, arg196_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
        assert_tensor_metadata(buf155, (1, 672, 14, 14), (131712, 1, 9408, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg196_1
        del buf154
        assert_size_stride_grouped((arg197_1, arg198_1, arg199_1, arg200_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf156 = buf155; del buf155  # reuse
        buf157 = buf156; del buf156  # reuse
        buf158 = buf148; del buf148  # reuse
        buf159 = reinterpret_tensor(buf158, (1, 672, 1, 1), (672, 1, 1, 1), 0); del buf158  # reuse
        assert_size_stride_grouped((arg201_1, arg202_1), ((28, 672, 1, 1), (28, )), ((672, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_34:105
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_34(buf157, buf159, arg197_1, arg198_1, arg199_1, arg200_1)
        del arg197_1
        del arg198_1
        del arg199_1
        del arg200_1
        # Topologically Sorted Source Nodes: [scale_50, scale_51], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:106
        buf160 = extern_kernels.convolution(buf159, arg201_1, arg202_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf160, (1, 28, 1, 1), (28, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg201_1
        del arg202_1
        del buf159
        buf161 = buf160; del buf160  # reuse
        assert_size_stride_grouped((arg203_1, arg204_1), ((672, 28, 1, 1), (672, )), ((28, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_35:107
        cpp_fused_silu_35(buf161)
        # Topologically Sorted Source Nodes: [scale_52, scale_53], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:108
        buf162 = extern_kernels.convolution(buf161, arg203_1, arg204_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf162, (1, 672, 1, 1), (672, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg203_1
        del arg204_1
        del buf161
        buf163 = reinterpret_tensor(buf162, (1, 672, 1, 1), (672, 1, 672, 672), 0); del buf162  # reuse
        buf164 = buf157; del buf157  # reuse
        assert_size_stride(arg205_1, (112, 672, 1, 1), (672, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_36:109
        cpp_fused_mul_sigmoid_36(buf163, buf164)
        # Topologically Sorted Source Nodes: [scale_54, input_97, input_98], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:110
        buf165 = extern_kernels.convolution(buf164, arg205_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf165, (1, 112, 14, 14), (21952, 1, 1568, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg205_1
        del buf164
        assert_size_stride_grouped((arg206_1, arg207_1, arg208_1, arg209_1), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf166 = buf165; del buf165  # reuse
        assert_size_stride(arg210_1, (672, 112, 1, 1), (112, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_37:111
        cpp_fused__native_batch_norm_legit_no_training_add_37(buf166, arg206_1, arg207_1, arg208_1, arg209_1, buf151)
        del arg206_1
        del arg207_1
        del arg208_1
        del arg209_1
        del buf151
        # Topologically Sorted Source Nodes: [input_99, result_5, input_100], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:112
        buf167 = extern_kernels.convolution(buf166, arg210_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf167, (1, 672, 14, 14), (131712, 1, 9408, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg210_1
        del buf166
        assert_size_stride_grouped((arg211_1, arg212_1, arg213_1, arg214_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf168 = buf167; del buf167  # reuse
        buf169 = buf168; del buf168  # reuse
        assert_size_stride(arg215_1, (672, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_33:113
        cpp_fused__native_batch_norm_legit_no_training_silu_33(buf169, arg211_1, arg212_1, arg213_1, arg214_1)
        del arg211_1
        del arg212_1
        del arg213_1
        del arg214_1
        # Topologically Sorted Source Nodes: [input_102, input_103], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:114
        buf170 = extern_kernels.convolution(buf169, arg215_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
        assert_tensor_metadata(buf170, (1, 672, 7, 7), (32928, 1, 4704, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg215_1
        del buf169
        assert_size_stride_grouped((arg216_1, arg217_1, arg218_1, arg219_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf171 = buf170; del buf170  # reuse
        buf172 = buf171; del buf171  # reuse
        buf173 = buf163; del buf163  # reuse
        buf174 = reinterpret_tensor(buf173, (1, 672, 1, 1), (672, 1, 1, 1), 0); del buf173  # reuse
        assert_size_stride_grouped((arg220_1, arg221_1), ((28, 672, 1, 1), (28, )), ((672, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_38:115
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_38(buf172, buf174, arg216_1, arg217_1, arg218_1, arg219_1)
        del arg216_1
        del arg217_1
        del arg218_1
        del arg219_1
        # Topologically Sorted Source Nodes: [scale_55, scale_56], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:116
        buf175 = extern_kernels.convolution(buf174, arg220_1, arg221_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf175, (1, 28, 1, 1), (28, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg220_1
        del arg221_1
        del buf174
        buf176 = buf175; del buf175  # reuse
        assert_size_stride_grouped((arg222_1, arg223_1), ((672, 28, 1, 1), (672, )), ((28, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_35:117
        cpp_fused_silu_35(buf176)
        # Topologically Sorted Source Nodes: [scale_57, scale_58], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:118
        buf177 = extern_kernels.convolution(buf176, arg222_1, arg223_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf177, (1, 672, 1, 1), (672, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg222_1
        del arg223_1
        del buf176
        buf178 = reinterpret_tensor(buf177, (1, 672, 1, 1), (672, 1, 672, 672), 0); del buf177  # reuse
        buf179 = buf172; del buf172  # reuse
        assert_size_stride(arg224_1, (192, 672, 1, 1), (672, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_39:119
        cpp_fused_mul_sigmoid_39(buf178, buf179)
        del buf178
        # Topologically Sorted Source Nodes: [scale_59, input_106, input_107], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:120
        buf180 = extern_kernels.convolution(buf179, arg224_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf180, (1, 192, 7, 7), (9408, 1, 1344, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg224_1
        del buf179
        assert_size_stride_grouped((arg225_1, arg226_1, arg227_1, arg228_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf181 = buf180; del buf180  # reuse
        assert_size_stride(arg229_1, (1152, 192, 1, 1), (192, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_40:121
        cpp_fused__native_batch_norm_legit_no_training_40(buf181, arg225_1, arg226_1, arg227_1, arg228_1)
        del arg225_1
        del arg226_1
        del arg227_1
        del arg228_1
        # Topologically Sorted Source Nodes: [input_109], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:122
        buf182 = extern_kernels.convolution(buf181, arg229_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf182, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg229_1
        assert_size_stride_grouped((arg230_1, arg231_1, arg232_1, arg233_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf183 = buf182; del buf182  # reuse
        buf184 = buf183; del buf183  # reuse
        assert_size_stride(arg234_1, (1152, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_41:123
        cpp_fused__native_batch_norm_legit_no_training_silu_41(buf184, arg230_1, arg231_1, arg232_1, arg233_1)
        del arg230_1
        del arg231_1
        del arg232_1
        del arg233_1
        # Topologically Sorted Source Nodes: [input_111, input_112], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:124
        buf185 = extern_kernels.convolution(buf184, arg234_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
        assert_tensor_metadata(buf185, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg234_1
        del buf184
        assert_size_stride_grouped((arg235_1, arg236_1, arg237_1, arg238_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf186 = buf185; del buf185  # reuse
        buf187 = buf186; del buf186  # reuse
        buf188 = empty_strided_cpu((1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32)
        buf189 = reinterpret_tensor(buf188, (1, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf188  # reuse
        assert_size_stride_grouped((arg239_1, arg240_1), ((48, 1152, 1, 1), (48, )), ((1152, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_42:125
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_42(buf187, buf189, arg235_1, arg236_1, arg237_1, arg238_1)
        del arg235_1
        del arg236_1
        del arg237_1
        del arg238_1
        # Topologically Sorted Source Nodes: [scale_60, scale_61], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:126
        buf190 = extern_kernels.convolution(buf189, arg239_1, arg240_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf190, (1, 48, 1, 1), (48, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg239_1
        del arg240_1
        del buf189
        buf191 = buf190; del buf190  # reuse
        assert_size_stride_grouped((arg241_1, arg242_1), ((1152, 48, 1, 1), (1152, )), ((48, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_43:127
        cpp_fused_silu_43(buf191)
        # Topologically Sorted Source Nodes: [scale_62, scale_63], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:128
        buf192 = extern_kernels.convolution(buf191, arg241_1, arg242_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf192, (1, 1152, 1, 1), (1152, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg241_1
        del arg242_1
        del buf191
        buf193 = reinterpret_tensor(buf192, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf192  # reuse
        buf194 = buf187; del buf187  # reuse
        assert_size_stride(arg243_1, (192, 1152, 1, 1), (1152, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_44:129
        cpp_fused_mul_sigmoid_44(buf193, buf194)
        # Topologically Sorted Source Nodes: [scale_64, input_115, input_116], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:130
        buf195 = extern_kernels.convolution(buf194, arg243_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf195, (1, 192, 7, 7), (9408, 1, 1344, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg243_1
        del buf194
        assert_size_stride_grouped((arg244_1, arg245_1, arg246_1, arg247_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf196 = buf195; del buf195  # reuse
        assert_size_stride(arg248_1, (1152, 192, 1, 1), (192, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_45:131
        cpp_fused__native_batch_norm_legit_no_training_add_45(buf196, arg244_1, arg245_1, arg246_1, arg247_1, buf181)
        del arg244_1
        del arg245_1
        del arg246_1
        del arg247_1
        del buf181
        # Topologically Sorted Source Nodes: [input_118], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:132
        buf197 = extern_kernels.convolution(buf196, arg248_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf197, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg248_1
        assert_size_stride_grouped((arg249_1, arg250_1, arg251_1, arg252_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf198 = buf197; del buf197  # reuse
        buf199 = buf198; del buf198  # reuse
        assert_size_stride(arg253_1, (1152, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_41:133
        cpp_fused__native_batch_norm_legit_no_training_silu_41(buf199, arg249_1, arg250_1, arg251_1, arg252_1)
        del arg249_1
        del arg250_1
        del arg251_1
        del arg252_1
        # Topologically Sorted Source Nodes: [input_120, input_121], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:134
        buf200 = extern_kernels.convolution(buf199, arg253_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
        assert_tensor_metadata(buf200, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg253_1
        del buf199
        assert_size_stride_grouped((arg254_1, arg255_1, arg256_1, arg257_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf201 = buf200; del buf200  # reuse
        buf202 = buf201; del buf201  # reuse
        buf203 = buf193; del buf193  # reuse
        buf204 = reinterpret_tensor(buf203, (1, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf203  # reuse
        assert_size_stride_grouped((arg258_1, arg259_1), ((48, 1152, 1, 1), (48, )), ((1152, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_42:135
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_42(buf202, buf204, arg254_1, arg255_1, arg256_1, arg257_1)
        del arg254_1
        del arg255_1
        del arg256_1
        del arg257_1
        # Topologically Sorted Source Nodes: [scale_65, scale_66], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:136
        buf205 = extern_kernels.convolution(buf204, arg258_1, arg259_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf205, (1, 48, 1, 1), (48, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg258_1
        del arg259_1
        del buf204
        buf206 = buf205; del buf205  # reuse
        assert_size_stride_grouped((arg260_1, arg261_1), ((1152, 48, 1, 1), (1152, )), ((48, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_43:137
        cpp_fused_silu_43(buf206)
        # Topologically Sorted Source Nodes: [scale_67, scale_68], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:138
        buf207 = extern_kernels.convolution(buf206, arg260_1, arg261_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf207, (1, 1152, 1, 1), (1152, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg260_1
        del arg261_1
        del buf206
        buf208 = reinterpret_tensor(buf207, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf207  # reuse
        buf209 = buf202; del buf202  # reuse
        assert_size_stride(arg262_1, (192, 1152, 1, 1), (1152, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_44:139
        cpp_fused_mul_sigmoid_44(buf208, buf209)
        # Topologically Sorted Source Nodes: [scale_69, input_124, input_125], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:140
        buf210 = extern_kernels.convolution(buf209, arg262_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf210, (1, 192, 7, 7), (9408, 1, 1344, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg262_1
        del buf209
        assert_size_stride_grouped((arg263_1, arg264_1, arg265_1, arg266_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf211 = buf210; del buf210  # reuse
        assert_size_stride(arg267_1, (1152, 192, 1, 1), (192, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_45:141
        cpp_fused__native_batch_norm_legit_no_training_add_45(buf211, arg263_1, arg264_1, arg265_1, arg266_1, buf196)
        del arg263_1
        del arg264_1
        del arg265_1
        del arg266_1
        del buf196
        # Topologically Sorted Source Nodes: [input_127], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:142
        buf212 = extern_kernels.convolution(buf211, arg267_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf212, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg267_1
        assert_size_stride_grouped((arg268_1, arg269_1, arg270_1, arg271_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf213 = buf212; del buf212  # reuse
        buf214 = buf213; del buf213  # reuse
        assert_size_stride(arg272_1, (1152, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_41:143
        cpp_fused__native_batch_norm_legit_no_training_silu_41(buf214, arg268_1, arg269_1, arg270_1, arg271_1)
        del arg268_1
        del arg269_1
        del arg270_1
        del arg271_1
        # Topologically Sorted Source Nodes: [input_129, input_130], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:144
        buf215 = extern_kernels.convolution(buf214, arg272_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
        assert_tensor_metadata(buf215, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg272_1
        del buf214
        assert_size_stride_grouped((arg273_1, arg274_1, arg275_1, arg276_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf216 = buf215; del buf215  # reuse
        buf217 = buf216; del buf216  # reuse
        buf218 = buf208; del buf208  # reuse
        buf219 = reinterpret_tensor(buf218, (1, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf218  # reuse
        assert_size_stride_grouped((arg277_1, arg278_1), ((48, 1152, 1, 1), (48, )), ((1152, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_42:145
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_42(buf217, buf219, arg273_1, arg274_1, arg275_1, arg276_1)
        del arg273_1
        del arg274_1
        del arg275_1
        del arg276_1
        # Topologically Sorted Source Nodes: [scale_70, scale_71], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:146
        buf220 = extern_kernels.convolution(buf219, arg277_1, arg278_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf220, (1, 48, 1, 1), (48, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg277_1
        del arg278_1
        del buf219
        buf221 = buf220; del buf220  # reuse
        assert_size_stride_grouped((arg279_1, arg280_1), ((1152, 48, 1, 1), (1152, )), ((48, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_43:147
        cpp_fused_silu_43(buf221)
        # Topologically Sorted Source Nodes: [scale_72, scale_73], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:148
        buf222 = extern_kernels.convolution(buf221, arg279_1, arg280_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf222, (1, 1152, 1, 1), (1152, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg279_1
        del arg280_1
        del buf221
        buf223 = reinterpret_tensor(buf222, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf222  # reuse
        buf224 = buf217; del buf217  # reuse
        assert_size_stride(arg281_1, (192, 1152, 1, 1), (1152, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_44:149
        cpp_fused_mul_sigmoid_44(buf223, buf224)
        # Topologically Sorted Source Nodes: [scale_74, input_133, input_134], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:150
        buf225 = extern_kernels.convolution(buf224, arg281_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf225, (1, 192, 7, 7), (9408, 1, 1344, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg281_1
        del buf224
        assert_size_stride_grouped((arg282_1, arg283_1, arg284_1, arg285_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf226 = buf225; del buf225  # reuse
        assert_size_stride(arg286_1, (1152, 192, 1, 1), (192, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_45:151
        cpp_fused__native_batch_norm_legit_no_training_add_45(buf226, arg282_1, arg283_1, arg284_1, arg285_1, buf211)
        del arg282_1
        del arg283_1
        del arg284_1
        del arg285_1
        del buf211
        # Topologically Sorted Source Nodes: [input_135, result_8, input_136], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:152
        buf227 = extern_kernels.convolution(buf226, arg286_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf227, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg286_1
        del buf226
        assert_size_stride_grouped((arg287_1, arg288_1, arg289_1, arg290_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf228 = buf227; del buf227  # reuse
        buf229 = buf228; del buf228  # reuse
        assert_size_stride(arg291_1, (1152, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_silu_41:153
        cpp_fused__native_batch_norm_legit_no_training_silu_41(buf229, arg287_1, arg288_1, arg289_1, arg290_1)
        del arg287_1
        del arg288_1
        del arg289_1
        del arg290_1
        # Topologically Sorted Source Nodes: [input_138, input_139], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:154
        buf230 = extern_kernels.convolution(buf229, arg291_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
        assert_tensor_metadata(buf230, (1, 1152, 7, 7), (56448, 1, 8064, 1152), torch.float32, 'torch.ops.aten.convolution.default')
        del arg291_1
        del buf229
        assert_size_stride_grouped((arg292_1, arg293_1, arg294_1, arg295_1), ((1152, ), (1152, ), (1152, ), (1152, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf231 = buf230; del buf230  # reuse
        buf232 = buf231; del buf231  # reuse
        buf233 = buf223; del buf223  # reuse
        buf234 = reinterpret_tensor(buf233, (1, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf233  # reuse
        assert_size_stride_grouped((arg296_1, arg297_1), ((48, 1152, 1, 1), (48, )), ((1152, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_42:155
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_42(buf232, buf234, arg292_1, arg293_1, arg294_1, arg295_1)
        del arg292_1
        del arg293_1
        del arg294_1
        del arg295_1
        # Topologically Sorted Source Nodes: [scale_75, scale_76], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:156
        buf235 = extern_kernels.convolution(buf234, arg296_1, arg297_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf235, (1, 48, 1, 1), (48, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg296_1
        del arg297_1
        del buf234
        buf236 = buf235; del buf235  # reuse
        assert_size_stride_grouped((arg298_1, arg299_1), ((1152, 48, 1, 1), (1152, )), ((48, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_silu_43:157
        cpp_fused_silu_43(buf236)
        # Topologically Sorted Source Nodes: [scale_77, scale_78], Original ATen: [aten.silu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:158
        buf237 = extern_kernels.convolution(buf236, arg298_1, arg299_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf237, (1, 1152, 1, 1), (1152, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg298_1
        del arg299_1
        del buf236
        buf238 = reinterpret_tensor(buf237, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf237  # reuse
        buf239 = buf232; del buf232  # reuse
        assert_size_stride(arg300_1, (320, 1152, 1, 1), (1152, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_sigmoid_44:159
        cpp_fused_mul_sigmoid_44(buf238, buf239)
        del buf238
        # Topologically Sorted Source Nodes: [scale_79, input_142, input_143], Original ATen: [aten.sigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:160
        buf240 = extern_kernels.convolution(buf239, arg300_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf240, (1, 320, 7, 7), (15680, 1, 2240, 320), torch.float32, 'torch.ops.aten.convolution.default')
        del arg300_1
        del buf239
        assert_size_stride_grouped((arg301_1, arg302_1, arg303_1, arg304_1), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf241 = buf240; del buf240  # reuse
        assert_size_stride(arg305_1, (1280, 320, 1, 1), (320, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_46:161
        cpp_fused__native_batch_norm_legit_no_training_46(buf241, arg301_1, arg302_1, arg303_1, arg304_1)
        del arg301_1
        del arg302_1
        del arg303_1
        del arg304_1
        # Topologically Sorted Source Nodes: [input_144, input_145], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:162
        buf242 = extern_kernels.convolution(buf241, arg305_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf242, (1, 1280, 7, 7), (62720, 1, 8960, 1280), torch.float32, 'torch.ops.aten.convolution.default')
        del arg305_1
        del buf241
        assert_size_stride_grouped((arg306_1, arg307_1, arg308_1, arg309_1), ((1280, ), (1280, ), (1280, ), (1280, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf243 = buf242; del buf242  # reuse
        buf244 = empty_strided_cpu((1, 1280, 1, 1), (1280, 1, 1280, 1280), torch.float32)
        buf245 = buf244; del buf244  # reuse
        assert_size_stride_grouped((arg311_1, arg310_1), ((1000, ), (1000, 1280)), ((1, ), (1280, 1)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_silu_47:163
        cpp_fused__native_batch_norm_legit_no_training_mean_silu_47(buf243, buf245, arg306_1, arg307_1, arg308_1, arg309_1)
        del arg306_1
        del arg307_1
        del arg308_1
        del arg309_1
        del buf243
        buf246 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_147, x, x_1, input_149], Original ATen: [aten.silu, aten.mean, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:164
        extern_kernels.addmm(arg311_1, reinterpret_tensor(buf245, (1, 1280), (0, 1), 0), reinterpret_tensor(arg310_1, (1280, 1000), (1, 1280), 0), alpha=1, beta=1, out=buf246)
        del arg310_1
        del arg311_1
        return (buf246, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((8, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((32, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((96, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((4, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((96, 4, 1, 1), (4, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((6, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((6, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((144, 6, 1, 1), (6, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((24, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((6, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((6, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((144, 6, 1, 1), (6, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((10, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((240, 10, 1, 1), (10, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((240, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((10, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((240, 10, 1, 1), (10, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((80, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((480, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((20, ), (1, ), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((80, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((480, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((20, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((80, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((480, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((20, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((112, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((28, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((112, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((28, ), (1, ), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((112, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg211_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg212_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg213_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg214_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg215_1 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg216_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg217_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg218_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg219_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg220_1 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg221_1 = rand_strided((28, ), (1, ), device='cpu', dtype=torch.float32)
    arg222_1 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg223_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg224_1 = rand_strided((192, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg225_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg226_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg227_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg228_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg229_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg230_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg231_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg232_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg233_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg234_1 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg235_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg236_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg237_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg238_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg239_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg240_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg241_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg242_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg243_1 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg244_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg245_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg246_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg247_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg248_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg249_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg250_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg251_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg252_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg253_1 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg254_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg255_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg256_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg257_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg258_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg259_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg260_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg261_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg262_1 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg263_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg264_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg265_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg266_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg267_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg268_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg269_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg270_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg271_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg272_1 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg273_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg274_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg275_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg276_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg277_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg278_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg279_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg280_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg281_1 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg282_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg283_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg284_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg285_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg286_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg287_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg288_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg289_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg290_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg291_1 = rand_strided((1152, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg292_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg293_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg294_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg295_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg296_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg297_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg298_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg299_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg300_1 = rand_strided((320, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg301_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg302_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg303_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg304_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg305_1 = rand_strided((1280, 320, 1, 1), (320, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg306_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg307_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg308_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg309_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg310_1 = rand_strided((1000, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    arg311_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
