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


cpp_fused_native_layer_norm_backward_view_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp7 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp11 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 - tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp0);
                        auto tmp16 = tmp15 * tmp14;
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = static_cast<float>(0.7071067811865476);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 * tmp3;
                    auto tmp5 = tmp4.erf();
                    auto tmp6 = static_cast<float>(1.0);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 + tmp7;
                    auto tmp9 = static_cast<float>(0.5);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp12 = tmp1 * tmp1;
                    auto tmp13 = static_cast<float>(-0.5);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp15.exp();
                    auto tmp17 = static_cast<float>(0.3989422804014327);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp1 * tmp19;
                    auto tmp21 = tmp11 + tmp20;
                    auto tmp22 = tmp0 * tmp21;
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(64.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp16 * tmp15;
                        auto tmp18 = tmp0 + tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 64L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(16));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 64L*x0));
                            }
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


cpp_fused_cat_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_backward_sum_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(64.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp16 * tmp15;
                        auto tmp18 = tmp0 + tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_sum_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp8 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp19 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(64.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp16 * tmp15;
                        auto tmp18 = tmp0 + tmp17;
                        auto tmp20 = static_cast<int64_t>(127);
                        auto tmp21 = min_propagate_nan(tmp20, tmp19);
                        auto tmp22 = static_cast<int64_t>(-128);
                        auto tmp23 = max_propagate_nan(tmp22, tmp21);
                        auto tmp24 = 128L;
                        auto tmp25 = c10::convert<int64_t>(tmp24);
                        auto tmp26 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp23) + static_cast<std::make_unsigned_t<int64_t>>(tmp25));
                        auto tmp27 = tmp23 < 0;
                        auto tmp28 = tmp27 ? tmp26 : tmp23;
                        auto tmp29 = static_cast<int64_t>(0);
                        auto tmp30 = tmp19 >= tmp29;
                        auto tmp31 = static_cast<int64_t>(128);
                        auto tmp32 = tmp19 < tmp31;
                        auto tmp33 = decltype(tmp30)(tmp30 & tmp32);
                        auto tmp34 = static_cast<int64_t>(-1);
                        auto tmp35 = tmp19 != tmp34;
                        auto tmp36 = decltype(tmp33)(tmp33 & tmp35);
                        auto tmp37 = static_cast<float>(0.0);
                        auto tmp38 = at::vec::VecMask<float,1>::from(tmp36);
                        auto tmp39 = at::vec::Vectorized<float>(tmp37);
                        auto tmp40 = decltype(tmp18)::blendv(tmp39, tmp18, tmp38.template cast<float,1>());
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        (tmp40 + at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 64L*tmp28))).store(out_ptr1 + static_cast<int64_t>(x1 + 64L*tmp28));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1024L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<int64_t>(31);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-32);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 32L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(32);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = static_cast<float>(0.0);
                        auto tmp22 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp23 = at::vec::Vectorized<float>(tmp21);
                        auto tmp24 = decltype(tmp20)::blendv(tmp23, tmp20, tmp22.template cast<float,1>());
                        (tmp24 + at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 64L*tmp9))).store(out_ptr6 + static_cast<int64_t>(x1 + 64L*tmp9));
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
        primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, iota, mul, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, permute_9, permute_10, permute_11, getitem_14, getitem_15, mul_9, view_20, addmm_6, view_22, mul_14, view_24, div, div_1, div_2, div_3, div_4, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, view_24), ((2, 16, 128), (32, 64)), ((2048, 128, 1), (64, 1)), 'input')
        buf0 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_26, permute_17, permute_20], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:1
        extern_kernels.mm(reinterpret_tensor(tangents_1, (128, 32), (1, 128), 0), view_24, out=buf0)
        del view_24
        assert_size_stride(primals_30, (128, 64), (64, 1), 'input')
        buf1 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_26, linear_8, permute_19, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(tangents_1, (32, 128), (128, 1), 0), primals_30, out=buf1)
        del primals_30
        del tangents_1
        assert_size_stride_grouped((primals_28, mul_14, div), ((64, ), (2, 16, 64), (2, 16, 1)), ((1, ), (1024, 64, 1), (16, 1, 1)), 'input')
        buf2 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf3 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf4 = empty_strided_cpu((2, 16, 64), (1024, 64, 1), torch.float32)
        buf5 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf6 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_26, (64, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_backward_view_0:3
        cpp_fused_native_layer_norm_backward_view_0(buf1, primals_28, mul_14, div, buf2, buf3, buf4, buf5, buf6)
        del div
        del mul_14
        del primals_28
        buf7 = empty_strided_cpu((32, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_28, linear_7, permute_21, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf4, (32, 64), (64, 1), 0), primals_26, out=buf7)
        del primals_26
        assert_size_stride(view_22, (32, 256), (256, 1), 'input')
        buf8 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_28, permute_22, permute_24], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf4, (64, 32), (1, 64), 0), view_22, out=buf8)
        del view_22
        buf9 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(addmm_6, (32, 256), (256, 1), 'input')
        buf10 = reinterpret_tensor(buf7, (2, 16, 256), (4096, 256, 1), 0); del buf7  # reuse
        assert_size_stride(primals_24, (256, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_sum_view_1:6
        cpp_fused_gelu_gelu_backward_sum_view_1(buf10, buf4, addmm_6, buf9)
        del addmm_6
        buf11 = buf1; del buf1  # reuse
        # Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_18, mul_29, view_31, permute_25, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(reinterpret_tensor(buf10, (32, 256), (256, 1), 0), primals_24, out=buf11)
        del primals_24
        assert_size_stride(view_20, (32, 64), (64, 1), 'input')
        buf12 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_18, mul_29, view_31, permute_26, permute_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf10, (256, 32), (1, 256), 0), view_20, out=buf12)
        del view_20
        buf13 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_22, mul_9, div_1), ((64, ), (2, 16, 64), (2, 16, 1)), ((1, ), (1024, 64, 1), (16, 1, 1)), 'input')
        buf14 = buf3; del buf3  # reuse
        buf15 = buf2; del buf2  # reuse
        buf18 = buf4; del buf4  # reuse
        buf16 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf17 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_20, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_2:9
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_2(buf18, buf10, buf11, primals_22, mul_9, div_1, buf13, buf14, buf15, buf16, buf17)
        del div_1
        del mul_9
        del primals_22
        buf19 = buf11; del buf11  # reuse
        # Topologically Sorted Source Nodes: [view_34, linear_5, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf18, (32, 64), (64, 1), 0), primals_20, out=buf19)
        del primals_20
        assert_size_stride(getitem_14, (2, 4, 16, 16), (1024, 16, 64, 1), 'input')
        buf20 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_34, permute_30, transpose_7, y_3, linear_5, permute_32], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf18, (64, 32), (1, 64), 0), reinterpret_tensor(getitem_14, (32, 64), (64, 1), 0), out=buf20)
        buf21 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(getitem_15, (2, 4, 16), (64, 1, 4), 'input')
        buf22 = empty_strided_cpu((2, 4, 16), (64, 16, 1), torch.float32)
        assert_size_stride_grouped((permute_9, permute_10, permute_11), ((2, 4, 16, 16), (2, 4, 16, 16), (2, 4, 16, 16)), ((3072, 16, 192, 1), (3072, 16, 192, 1), (3072, 16, 192, 1)), 'input')
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_3:12
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_3(buf18, getitem_15, buf21, buf22)
        del getitem_15
        # Topologically Sorted Source Nodes: [view_36, view_37, permute_33, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default:13
        buf23 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf19, (2, 4, 16, 16), (1024, 16, 64, 1), 0), permute_9, permute_10, permute_11, getitem_14, buf22, 0.0, True)
        del getitem_14
        del permute_10
        del permute_11
        del permute_9
        buf24 = buf23[0]
        assert_tensor_metadata(buf24, (2, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf24 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf25 = buf23[1]
        assert_tensor_metadata(buf25, (2, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf25 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf26 = buf23[2]
        assert_tensor_metadata(buf26, (2, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf26 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf23
        buf30 = empty_strided_cpu((2, 16, 192), (3072, 192, 1), torch.float32)
        buf27 = reinterpret_tensor(buf30, (2, 16, 64), (3072, 192, 1), 0)  # alias
        buf28 = reinterpret_tensor(buf30, (2, 16, 64), (3072, 192, 1), 64)  # alias
        buf29 = reinterpret_tensor(buf30, (2, 16, 64), (3072, 192, 1), 128)  # alias
        assert_size_stride(primals_18, (192, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_cat_transpose_view_4:14
        cpp_fused_cat_transpose_view_4(buf24, buf25, buf26, buf27, buf28, buf29)
        del buf24
        del buf25
        del buf26
        del buf27
        del buf28
        del buf29
        buf31 = buf19; del buf19  # reuse
        # Topologically Sorted Source Nodes: [view_41, linear_4, permute_37, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf30, (32, 192), (192, 1), 0), primals_18, out=buf31)
        del primals_18
        assert_size_stride(view_12, (32, 64), (64, 1), 'input')
        buf32 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_41, permute_38, permute_40], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf30, (192, 32), (1, 192), 0), view_12, out=buf32)
        del view_12
        buf33 = empty_strided_cpu((1, 192), (192, 1), torch.float32)
        assert_size_stride_grouped((primals_16, mul_7, div_2), ((64, ), (2, 16, 64), (2, 16, 1)), ((1, ), (1024, 64, 1), (16, 1, 1)), 'input')
        buf34 = buf15; del buf15  # reuse
        buf35 = buf14; del buf14  # reuse
        buf38 = buf18; del buf18  # reuse
        buf36 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf37 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_14, (64, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_backward_sum_view_5:17
        cpp_fused_add_native_layer_norm_backward_sum_view_5(buf38, buf30, buf31, primals_16, mul_7, div_2, buf33, buf34, buf35, buf36, buf37)
        del buf30
        del div_2
        del mul_7
        del primals_16
        buf39 = reinterpret_tensor(buf10, (32, 256), (256, 1), 0); del buf10  # reuse
        # Topologically Sorted Source Nodes: [view_44, linear_3, permute_41, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf38, (32, 64), (64, 1), 0), primals_14, out=buf39)
        del primals_14
        assert_size_stride(view_10, (32, 256), (256, 1), 'input')
        buf40 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_44, permute_42, permute_44], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:19
        extern_kernels.mm(reinterpret_tensor(buf38, (64, 32), (1, 64), 0), view_10, out=buf40)
        del view_10
        buf41 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(addmm_2, (32, 256), (256, 1), 'input')
        buf42 = reinterpret_tensor(buf39, (2, 16, 256), (4096, 256, 1), 0); del buf39  # reuse
        assert_size_stride(primals_12, (256, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_sum_view_1:20
        cpp_fused_gelu_gelu_backward_sum_view_1(buf42, buf38, addmm_2, buf41)
        del addmm_2
        buf43 = buf31; del buf31  # reuse
        # Topologically Sorted Source Nodes: [view_46, linear_2, gelu, mul_45, mul_46, mul_47, exp_1, mul_48, mul_49, add_22, mul_50, view_47, permute_45, mm_13], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:21
        extern_kernels.mm(reinterpret_tensor(buf42, (32, 256), (256, 1), 0), primals_12, out=buf43)
        del primals_12
        assert_size_stride(view_8, (32, 64), (64, 1), 'input')
        buf44 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_46, linear_2, gelu, mul_45, mul_46, mul_47, exp_1, mul_48, mul_49, add_22, mul_50, view_47, permute_46, permute_48], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf42, (256, 32), (1, 256), 0), view_8, out=buf44)
        del view_8
        buf45 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_10, mul_2, div_3), ((64, ), (2, 16, 64), (2, 16, 1)), ((1, ), (1024, 64, 1), (16, 1, 1)), 'input')
        buf46 = buf35; del buf35  # reuse
        buf47 = buf34; del buf34  # reuse
        buf50 = buf38; del buf38  # reuse
        buf48 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf49 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_8, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_2:23
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_2(buf50, buf42, buf43, primals_10, mul_2, div_3, buf45, buf46, buf47, buf48, buf49)
        del buf42
        del div_3
        del mul_2
        del primals_10
        buf51 = buf43; del buf43  # reuse
        # Topologically Sorted Source Nodes: [view_50, linear_1, permute_49, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf50, (32, 64), (64, 1), 0), primals_8, out=buf51)
        del primals_8
        assert_size_stride(getitem_5, (2, 4, 16, 16), (1024, 16, 64, 1), 'input')
        buf52 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_50, permute_50, transpose_3, y_1, linear_1, permute_52], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf50, (64, 32), (1, 64), 0), reinterpret_tensor(getitem_5, (32, 64), (64, 1), 0), out=buf52)
        buf53 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(getitem_6, (2, 4, 16), (64, 1, 4), 'input')
        buf54 = buf22; del buf22  # reuse
        assert_size_stride_grouped((permute_1, permute_2, permute_3), ((2, 4, 16, 16), (2, 4, 16, 16), (2, 4, 16, 16)), ((3072, 16, 192, 1), (3072, 16, 192, 1), (3072, 16, 192, 1)), 'input')
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_3:26
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_3(buf50, getitem_6, buf53, buf54)
        del getitem_6
        # Topologically Sorted Source Nodes: [view_52, view_53, permute_53, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default:27
        buf55 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf51, (2, 4, 16, 16), (1024, 16, 64, 1), 0), permute_1, permute_2, permute_3, getitem_5, buf54, 0.0, True)
        del buf54
        del getitem_5
        del permute_1
        del permute_2
        del permute_3
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (2, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf56 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf57 = buf55[1]
        assert_tensor_metadata(buf57, (2, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf57 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf58 = buf55[2]
        assert_tensor_metadata(buf58, (2, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf58 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf55
        buf62 = empty_strided_cpu((2, 16, 192), (3072, 192, 1), torch.float32)
        buf59 = reinterpret_tensor(buf62, (2, 16, 64), (3072, 192, 1), 0)  # alias
        buf60 = reinterpret_tensor(buf62, (2, 16, 64), (3072, 192, 1), 64)  # alias
        buf61 = reinterpret_tensor(buf62, (2, 16, 64), (3072, 192, 1), 128)  # alias
        assert_size_stride(primals_6, (192, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_cat_transpose_view_4:28
        cpp_fused_cat_transpose_view_4(buf56, buf57, buf58, buf59, buf60, buf61)
        del buf56
        del buf57
        del buf58
        del buf59
        del buf60
        del buf61
        buf63 = buf51; del buf51  # reuse
        # Topologically Sorted Source Nodes: [view_57, linear, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:29
        extern_kernels.mm(reinterpret_tensor(buf62, (32, 192), (192, 1), 0), primals_6, out=buf63)
        del primals_6
        assert_size_stride(view, (32, 64), (64, 1), 'input')
        buf64 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_57, permute_58, permute_60], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf62, (192, 32), (1, 192), 0), view, out=buf64)
        del view
        buf65 = empty_strided_cpu((1, 192), (192, 1), torch.float32)
        buf73 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        assert_size_stride_grouped((primals_4, mul, div_4, primals_1), ((64, ), (2, 16, 64), (2, 16, 1), (2, 16)), ((1, ), (1024, 64, 1), (16, 1, 1), (16, 1)), 'input')
        buf66 = buf47; del buf47  # reuse
        buf67 = buf46; del buf46  # reuse
        buf70 = buf50; del buf50  # reuse
        buf68 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf69 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf71 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        assert_size_stride(iota, (16, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_sum_view_6:31
        cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_sum_view_6(buf70, buf62, buf63, primals_4, mul, div_4, primals_1, iota, buf65, buf73, buf66, buf67, buf68, buf69, buf71)
        del buf62
        del buf63
        del buf66
        del buf67
        del buf70
        del div_4
        del iota
        del mul
        del primals_1
        del primals_4
        return (None, buf73, buf71, buf68, buf69, buf64, reinterpret_tensor(buf65, (192, ), (1, ), 0), buf52, reinterpret_tensor(buf53, (64, ), (1, ), 0), buf48, buf49, buf44, reinterpret_tensor(buf45, (256, ), (1, ), 0), buf40, reinterpret_tensor(buf41, (64, ), (1, ), 0), buf36, buf37, buf32, reinterpret_tensor(buf33, (192, ), (1, ), 0), buf20, reinterpret_tensor(buf21, (64, ), (1, ), 0), buf16, buf17, buf12, reinterpret_tensor(buf13, (256, ), (1, ), 0), buf8, reinterpret_tensor(buf9, (64, ), (1, ), 0), buf5, buf6, buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_18 = rand_strided((6144,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_27 = rand_strided((6144,), (1,), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((2, 16), (16, 1), device='cpu', dtype=torch.int64)
    primals_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((192, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((192, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    iota = rand_strided((16, ), (1, ), device='cpu', dtype=torch.int64)
    mul = rand_strided((2, 16, 64), (1024, 64, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    permute_1 = torch.as_strided(_shared_storage_18, (2, 4, 16, 16), (3072, 16, 192, 1))
    permute_2 = torch.as_strided(_shared_storage_18, (2, 4, 16, 16), (3072, 16, 192, 1))
    permute_3 = torch.as_strided(_shared_storage_18, (2, 4, 16, 16), (3072, 16, 192, 1))
    getitem_5 = rand_strided((2, 4, 16, 16), (1024, 16, 64, 1), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((2, 4, 16), (64, 1, 4), device='cpu', dtype=torch.float32)
    mul_2 = rand_strided((2, 16, 64), (1024, 64, 1), device='cpu', dtype=torch.float32)
    view_8 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    view_10 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    mul_7 = rand_strided((2, 16, 64), (1024, 64, 1), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    permute_9 = torch.as_strided(_shared_storage_27, (2, 4, 16, 16), (3072, 16, 192, 1))
    permute_10 = torch.as_strided(_shared_storage_27, (2, 4, 16, 16), (3072, 16, 192, 1))
    permute_11 = torch.as_strided(_shared_storage_27, (2, 4, 16, 16), (3072, 16, 192, 1))
    getitem_14 = rand_strided((2, 4, 16, 16), (1024, 16, 64, 1), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((2, 4, 16), (64, 1, 4), device='cpu', dtype=torch.float32)
    mul_9 = rand_strided((2, 16, 64), (1024, 64, 1), device='cpu', dtype=torch.float32)
    view_20 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    view_22 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    mul_14 = rand_strided((2, 16, 64), (1024, 64, 1), device='cpu', dtype=torch.float32)
    view_24 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 16, 128), (2048, 128, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, iota, mul, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, permute_9, permute_10, permute_11, getitem_14, getitem_15, mul_9, view_20, addmm_6, view_22, mul_14, view_24, div, div_1, div_2, div_3, div_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
