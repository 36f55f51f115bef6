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


cpp_fused_native_layer_norm_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
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


cpp_fused_threshold_backward_view_1 = async_compile.cpp_pybinding(['float*', 'const bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2560L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2560L)))
                {
                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = static_cast<float>(0.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_backward_sum_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            tmp_acc2_vec = tmp_acc2_vec + tmp2;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_backward_sum_threshold_backward_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr5[static_cast<int64_t>(x1 + 10L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 64L*x1 + 640L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 64L*x1 + 640L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                            auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 10L*x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 64L*x1 + 640L*x0), static_cast<int64_t>(16));
                            auto tmp13 = out_ptr2[static_cast<int64_t>(x1 + 10L*x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = tmp3 * tmp4;
                            auto tmp6 = static_cast<float>(64.0);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp11 - tmp15;
                            auto tmp17 = at::vec::Vectorized<float>(tmp0);
                            auto tmp18 = tmp17 * tmp16;
                            tmp18.store(out_ptr3 + static_cast<int64_t>(x2 + 64L*x0 + 128L*x1));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward__unsafe_view_add_clone_native_layer_norm_backward_permute_sum_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(10L),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 40L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(10L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(10L*x1_inner), static_cast<int64_t>(10L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 40L*x0), static_cast<int64_t>(10L));
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


cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0_arr[16];
                for (int i = 0; i < 16; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(64L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            auto tmp0 = c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L));
                            auto tmp1 = c10::convert<int32_t>(tmp0);
                            auto tmp2 = static_cast<int32_t>(2);
                            auto tmp3 = tmp1 == tmp2;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp7 = at::vec::Vectorized<float>(tmp5);
                            auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                            auto tmp9 = static_cast<int32_t>(1);
                            auto tmp10 = tmp1 == tmp9;
                            auto tmp12 = at::vec::VecMask<float,1>::from(tmp10);
                            auto tmp13 = decltype(tmp11)::blendv(tmp7, tmp11, tmp12.template cast<float,1>());
                            auto tmp14 = tmp8 + tmp13;
                            auto tmp15 = static_cast<int32_t>(0);
                            auto tmp16 = tmp1 == tmp15;
                            auto tmp18 = at::vec::VecMask<float,1>::from(tmp16);
                            auto tmp19 = decltype(tmp17)::blendv(tmp7, tmp17, tmp18.template cast<float,1>());
                            auto tmp20 = tmp14 + tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp20;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 640L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 640L*x0), static_cast<int64_t>(16));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 640L*x0), static_cast<int64_t>(16));
                                auto tmp0 = x2;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(2);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp9 = static_cast<int32_t>(1);
                                auto tmp10 = tmp1 == tmp9;
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp10);
                                auto tmp13 = decltype(tmp11)::blendv(tmp7, tmp11, tmp12.template cast<float,1>());
                                auto tmp14 = tmp8 + tmp13;
                                auto tmp15 = static_cast<int32_t>(0);
                                auto tmp16 = tmp1 == tmp15;
                                auto tmp18 = at::vec::VecMask<float,1>::from(tmp16);
                                auto tmp19 = decltype(tmp17)::blendv(tmp7, tmp17, tmp18.template cast<float,1>());
                                auto tmp20 = tmp14 + tmp19;
                                tmp20.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 192L*x0 + 384L*x1));
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
        primals_4, primals_6, primals_8, primals_10, primals_12, view, view_6, view_7, view_8, getitem, getitem_1, mul, view_11, view_13, mul_4, div, le, div_1, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_8, mul_4, div), ((2, 10, 64), (64, ), (2, 10, 64), (2, 10, 1)), ((640, 64, 1), (1, ), (640, 64, 1), (10, 1, 1)), 'input')
        buf0 = empty_strided_cpu((2, 10, 1), (10, 1, 20), torch.float32)
        buf1 = empty_strided_cpu((2, 10, 1), (10, 1, 20), torch.float32)
        buf2 = empty_strided_cpu((2, 10, 64), (640, 64, 1), torch.float32)
        buf3 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf4 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_12, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_backward_0:1
        cpp_fused_native_layer_norm_backward_0(tangents_1, primals_8, mul_4, div, buf0, buf1, buf2, buf3, buf4)
        del div
        del mul_4
        del primals_8
        del tangents_1
        buf5 = empty_strided_cpu((20, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_15, x_1, permute_11, mm_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf2, (20, 64), (64, 1), 0), primals_12, out=buf5)
        del primals_12
        assert_size_stride(view_13, (20, 128), (128, 1), 'input')
        buf6 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_15, permute_12, permute_14], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(buf2, (64, 20), (1, 64), 0), view_13, out=buf6)
        del view_13
        assert_size_stride(le, (2, 10, 128), (1280, 128, 1), 'input')
        buf8 = reinterpret_tensor(buf5, (2, 10, 128), (1280, 128, 1), 0); del buf5  # reuse
        assert_size_stride(primals_10, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_threshold_backward_view_1:4
        cpp_fused_threshold_backward_view_1(buf8, le)
        del le
        buf9 = empty_strided_cpu((20, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_17, scalar_tensor, where, view_18, linear, permute_15, mm_3], Original ATen: [aten.view, aten.threshold_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf8, (20, 128), (128, 1), 0), primals_10, out=buf9)
        del primals_10
        assert_size_stride(mul, (2, 10, 64), (640, 64, 1), 'input')
        buf7 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        buf14 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf15 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(view_11, (20, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_backward_sum_view_2:6
        cpp_fused_add_native_layer_norm_backward_sum_view_2(buf2, buf9, mul, buf7, buf14, buf15)
        buf10 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_17, scalar_tensor, where, view_18, permute_16, permute_18], Original ATen: [aten.view, aten.threshold_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(reinterpret_tensor(buf8, (128, 20), (1, 128), 0), view_11, out=buf10)
        del view_11
        buf11 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        assert_size_stride(primals_6, (64, ), (1, ), 'input')
        buf12 = buf1; del buf1  # reuse
        buf13 = buf0; del buf0  # reuse
        assert_size_stride(div_1, (2, 10, 1), (10, 1, 1), 'input')
        buf16 = empty_strided_cpu((10, 2, 64), (128, 64, 1), torch.float32)
        assert_size_stride(primals_4, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_clone_native_layer_norm_backward_sum_threshold_backward_transpose_view_3:8
        cpp_fused_add_clone_native_layer_norm_backward_sum_threshold_backward_transpose_view_3(buf8, buf2, buf9, primals_6, mul, div_1, buf11, buf12, buf13, buf16)
        del buf12
        del buf13
        del buf2
        del buf8
        del div_1
        del mul
        del primals_6
        buf17 = buf9; del buf9  # reuse
        # Topologically Sorted Source Nodes: [view_20, add_7, mul_12, mul_13, mul_15, sub_6, sub_7, mul_16, permute_19, clone_2, view_21, multi_head_attention_forward, permute_20, mm_5], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:9
        extern_kernels.mm(reinterpret_tensor(buf16, (20, 64), (64, 1), 0), primals_4, out=buf17)
        del primals_4
        assert_size_stride(getitem, (2, 4, 10, 16), (64, 16, 128, 1), 'input')
        buf18 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_20, add_7, mul_12, mul_13, mul_15, sub_6, sub_7, mul_16, permute_19, clone_2, view_21, permute_21, multi_head_attention_forward, permute_23], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.permute, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf16, (64, 20), (1, 64), 0), reinterpret_tensor(getitem, (20, 64), (64, 1), 0), out=buf18)
        buf19 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(getitem_1, (2, 4, 10), (40, 1, 4), 'input')
        buf20 = empty_strided_cpu((2, 4, 10), (40, 10, 1), torch.float32)
        assert_size_stride_grouped((view_6, view_7, view_8), ((2, 4, 10, 16), (2, 4, 10, 16), (2, 4, 10, 16)), ((64, 16, 128, 1), (64, 16, 128, 1), (64, 16, 128, 1)), 'input')
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward__unsafe_view_add_clone_native_layer_norm_backward_permute_sum_transpose_view_4:11
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward__unsafe_view_add_clone_native_layer_norm_backward_permute_sum_transpose_view_4(buf16, getitem_1, buf19, buf20)
        del buf16
        del getitem_1
        # Topologically Sorted Source Nodes: [view_23, permute_24, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default:12
        buf21 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf17, (2, 4, 10, 16), (64, 16, 128, 1), 0), view_6, view_7, view_8, getitem, buf20, 0.0, False)
        del buf17
        del buf20
        del getitem
        del view_6
        del view_7
        del view_8
        buf22 = buf21[0]
        assert_tensor_metadata(buf22, (2, 4, 10, 16), (640, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf22 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf23 = buf21[1]
        assert_tensor_metadata(buf23, (2, 4, 10, 16), (640, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf23 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf24 = buf21[2]
        assert_tensor_metadata(buf24, (2, 4, 10, 16), (640, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf24 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf21
        buf25 = empty_strided_cpu((1, 1, 192), (192, 192, 1), torch.float32)
        buf26 = empty_strided_cpu((10, 2, 3, 64), (384, 192, 64, 1), torch.float32)
        assert_size_stride(view, (20, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_5:13
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_5(buf24, buf23, buf22, buf25, buf26)
        del buf22
        del buf23
        del buf24
        buf27 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [clone_3, view_24, clone_4, view_25, clone_5, view_26, permute_25, clone_6, view_27, permute_26, clone_7, view_28, permute_27, clone_8, view_29, full, _generalized_scatter, _generalized_scatter_1, add_8, _generalized_scatter_2, add_9, unsqueeze_1, permute_28, squeeze_1, clone_9, view_30, view_32, permute_29, permute_31], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf26, (192, 20), (1, 192), 0), view, out=buf27)
        del buf26
        del view
        return (None, reinterpret_tensor(buf25, (192, ), (1, ), 0), buf27, buf18, reinterpret_tensor(buf19, (64, ), (1, ), 0), buf14, buf15, buf3, buf4, buf10, reinterpret_tensor(buf11, (128, ), (1, ), 0), buf6, reinterpret_tensor(buf7, (64, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_6 = rand_strided((3840,), (1,), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((20, 64), (64, 1), device='cpu', dtype=torch.float32)
    view_6 = torch.as_strided(_shared_storage_6, (2, 4, 10, 16), (64, 16, 128, 1))
    view_7 = torch.as_strided(_shared_storage_6, (2, 4, 10, 16), (64, 16, 128, 1))
    view_8 = torch.as_strided(_shared_storage_6, (2, 4, 10, 16), (64, 16, 128, 1))
    getitem = rand_strided((2, 4, 10, 16), (64, 16, 128, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 4, 10), (40, 1, 4), device='cpu', dtype=torch.float32)
    mul = rand_strided((2, 10, 64), (640, 64, 1), device='cpu', dtype=torch.float32)
    view_11 = rand_strided((20, 64), (64, 1), device='cpu', dtype=torch.float32)
    view_13 = rand_strided((20, 128), (128, 1), device='cpu', dtype=torch.float32)
    mul_4 = rand_strided((2, 10, 64), (640, 64, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((2, 10, 1), (10, 1, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((2, 10, 128), (1280, 128, 1), device='cpu', dtype=torch.bool)
    div_1 = rand_strided((2, 10, 1), (10, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 10, 64), (640, 64, 1), device='cpu', dtype=torch.float32)
    return [primals_4, primals_6, primals_8, primals_10, primals_12, view, view_6, view_7, view_8, getitem, getitem_1, mul, view_11, view_13, mul_4, div, le, div_1, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
