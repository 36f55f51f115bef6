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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 768L*x0), static_cast<int64_t>(16));
                                tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 768L*x0), static_cast<int64_t>(3L));
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


cpp_fused_add_cat_expand_native_layer_norm_permute_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(150528L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(150528L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(197L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 2304L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(768L + x1 + 2304L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x1 + 2304L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_transpose_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(197L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp4 = tmp0 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(768.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_4 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(605184L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(605184L)))
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


cpp_fused_add_native_layer_norm_transpose_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(197L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp4 = tmp0 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp11 = static_cast<float>(768.0);
                        auto tmp12 = tmp10 / tmp11;
                        auto tmp13 = static_cast<float>(1e-06);
                        auto tmp14 = float(tmp12 + tmp13);
                        auto tmp15 = 1 / std::sqrt(tmp14);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = tmp19 + tmp20;
                        tmp21.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_transpose_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(151296L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(151296L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp5 = tmp1 + tmp4;
                    auto tmp7 = tmp5 + tmp6;
                    auto tmp8 = tmp0 + tmp7;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(197L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(197L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_8 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(192L) && x0 < static_cast<int64_t>(197L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(197L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(16));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 3, 224, 224), (150528, 50176, 224, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 224, 224), (150528, 1, 672, 3), torch.float32)
        assert_size_stride(arg1_1, (768, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf1 = empty_strided_cpu((768, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride(arg2_1, (768, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg0_1, arg1_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, arg2_1, stride=(16, 16), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (1, 768, 14, 14), (150528, 1, 10752, 768), torch.float32, 'torch.ops.aten.convolution.default')
        del arg2_1
        del buf0
        del buf1
        assert_size_stride(arg3_1, (1, 1, 768), (768, 768, 1), 'input')
        buf5 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (1, 1, 768), (151296, 768, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (1, 196, 768), (151296, 768, 1), 768)  # alias
        assert_size_stride_grouped((arg4_1, arg5_1, arg6_1), ((1, 197, 768), (768, ), (768, )), ((151296, 768, 1), (1, ), (1, )), 'input')
        buf6 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf7 = buf6; del buf6  # reuse
        buf8 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf9 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg7_1, arg8_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_cat_expand_native_layer_norm_permute_view_1:3
        cpp_fused_add_cat_expand_native_layer_norm_permute_view_1(buf7, arg3_1, buf2, buf5, arg4_1, arg5_1, arg6_1, buf3, buf4, buf8, buf9)
        del arg3_1
        del arg5_1
        del arg6_1
        del buf2
        del buf3
        del buf4
        buf10 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, x_4, query, multi_head_attention_forward], Original ATen: [aten.add, aten.native_layer_norm, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:4
        extern_kernels.addmm(arg7_1, reinterpret_tensor(buf9, (197, 768), (768, 1), 0), reinterpret_tensor(arg8_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf10)
        del arg7_1
        del arg8_1
        buf11 = reinterpret_tensor(buf9, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf9  # reuse
        buf12 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf13 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:5
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf10, buf11, buf12, buf13)
        del buf10
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:6
        buf14 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf11, buf12, buf13)
        del buf11
        del buf12
        buf15 = buf14[0]
        assert_tensor_metadata(buf15, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf14
        assert_size_stride_grouped((arg10_1, arg9_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf17 = reinterpret_tensor(buf13, (197, 768), (768, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:7
        extern_kernels.addmm(arg10_1, reinterpret_tensor(buf15, (197, 768), (768, 1), 0), reinterpret_tensor(arg9_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf17)
        del arg10_1
        del arg9_1
        assert_size_stride_grouped((arg11_1, arg12_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf18 = buf8; del buf8  # reuse
        buf19 = buf18; del buf18  # reuse
        buf20 = buf7; del buf7  # reuse
        buf21 = reinterpret_tensor(buf15, (1, 197, 768), (151296, 768, 1), 0); del buf15  # reuse
        assert_size_stride_grouped((arg14_1, arg13_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_3:8
        cpp_fused_add_native_layer_norm_transpose_view_3(buf19, buf17, buf5, arg4_1, arg11_1, arg12_1, buf20, buf21)
        del arg11_1
        del arg12_1
        del buf19
        del buf20
        buf22 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, multi_head_attention_forward, attn_output_1, x_6, y, input_2], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:9
        extern_kernels.addmm(arg14_1, reinterpret_tensor(buf21, (197, 768), (768, 1), 0), reinterpret_tensor(arg13_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf22)
        del arg13_1
        del arg14_1
        buf23 = reinterpret_tensor(buf22, (1, 197, 3072), (605184, 3072, 1), 0); del buf22  # reuse
        assert_size_stride_grouped((arg16_1, arg15_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:10
        cpp_fused_gelu_view_4(buf23)
        buf24 = reinterpret_tensor(buf21, (197, 768), (768, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [input_2, input_3, input_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:11
        extern_kernels.addmm(arg16_1, reinterpret_tensor(buf23, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg15_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf24)
        del arg15_1
        del arg16_1
        del buf23
        assert_size_stride_grouped((arg17_1, arg18_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf25 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf26 = buf25; del buf25  # reuse
        buf27 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf28 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg19_1, arg20_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_5:12
        cpp_fused_add_native_layer_norm_transpose_view_5(buf26, buf17, buf5, arg4_1, buf24, arg17_1, arg18_1, buf27, buf28)
        del arg17_1
        del arg18_1
        buf29 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, multi_head_attention_forward, attn_output_1, x_6, input_5, input_7, x_7, query_1, multi_head_attention_forward_1], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:13
        extern_kernels.addmm(arg19_1, reinterpret_tensor(buf28, (197, 768), (768, 1), 0), reinterpret_tensor(arg20_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf29)
        del arg19_1
        del arg20_1
        buf30 = reinterpret_tensor(buf28, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf28  # reuse
        buf31 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf32 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:14
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf29, buf30, buf31, buf32)
        del buf29
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:15
        buf33 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf30, buf31, buf32)
        del buf30
        del buf31
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf34, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf33
        assert_size_stride_grouped((arg22_1, arg21_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf36 = reinterpret_tensor(buf32, (197, 768), (768, 1), 0); del buf32  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:16
        extern_kernels.addmm(arg22_1, reinterpret_tensor(buf34, (197, 768), (768, 1), 0), reinterpret_tensor(arg21_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf36)
        del arg21_1
        del arg22_1
        buf37 = reinterpret_tensor(buf36, (1, 197, 768), (151296, 768, 1), 0); del buf36  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf38 = buf27; del buf27  # reuse
        buf39 = buf38; del buf38  # reuse
        buf40 = buf26; del buf26  # reuse
        buf41 = reinterpret_tensor(buf34, (1, 197, 768), (151296, 768, 1), 0); del buf34  # reuse
        assert_size_stride_grouped((arg26_1, arg25_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_6:17
        cpp_fused_add_native_layer_norm_transpose_view_6(buf37, buf39, buf17, buf5, arg4_1, buf24, arg23_1, arg24_1, buf40, buf41)
        del arg23_1
        del arg24_1
        del arg4_1
        del buf17
        del buf24
        del buf5
        buf42 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, input_8], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(arg26_1, reinterpret_tensor(buf41, (197, 768), (768, 1), 0), reinterpret_tensor(arg25_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf42)
        del arg25_1
        del arg26_1
        buf43 = reinterpret_tensor(buf42, (1, 197, 3072), (605184, 3072, 1), 0); del buf42  # reuse
        assert_size_stride_grouped((arg28_1, arg27_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:19
        cpp_fused_gelu_view_4(buf43)
        buf44 = reinterpret_tensor(buf41, (197, 768), (768, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [input_8, input_9, input_11], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:20
        extern_kernels.addmm(arg28_1, reinterpret_tensor(buf43, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg27_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf44)
        del arg27_1
        del arg28_1
        del buf43
        assert_size_stride_grouped((arg29_1, arg30_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf45 = buf40; del buf40  # reuse
        buf46 = buf45; del buf45  # reuse
        buf47 = buf39; del buf39  # reuse
        buf48 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg31_1, arg32_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_7:21
        cpp_fused_add_native_layer_norm_view_7(buf46, buf37, buf44, arg29_1, arg30_1, buf47, buf48)
        del arg29_1
        del arg30_1
        buf49 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_11, input_13, x_10, query_2, multi_head_attention_forward_2], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:22
        extern_kernels.addmm(arg31_1, reinterpret_tensor(buf48, (197, 768), (768, 1), 0), reinterpret_tensor(arg32_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf49)
        del arg31_1
        del arg32_1
        buf50 = reinterpret_tensor(buf48, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf48  # reuse
        buf51 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf52 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:23
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf49, buf50, buf51, buf52)
        del buf49
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:24
        buf53 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf50, buf51, buf52)
        del buf50
        del buf51
        buf54 = buf53[0]
        assert_tensor_metadata(buf54, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf54, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf53
        assert_size_stride_grouped((arg34_1, arg33_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf56 = reinterpret_tensor(buf52, (197, 768), (768, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:25
        extern_kernels.addmm(arg34_1, reinterpret_tensor(buf54, (197, 768), (768, 1), 0), reinterpret_tensor(arg33_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf56)
        del arg33_1
        del arg34_1
        assert_size_stride_grouped((arg35_1, arg36_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf57 = buf47; del buf47  # reuse
        buf58 = buf57; del buf57  # reuse
        buf59 = buf46; del buf46  # reuse
        buf60 = reinterpret_tensor(buf54, (1, 197, 768), (151296, 768, 1), 0); del buf54  # reuse
        assert_size_stride_grouped((arg38_1, arg37_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_3:26
        cpp_fused_add_native_layer_norm_transpose_view_3(buf58, buf56, buf37, buf44, arg35_1, arg36_1, buf59, buf60)
        del arg35_1
        del arg36_1
        del buf58
        del buf59
        buf61 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_11, input_13, multi_head_attention_forward_2, attn_output_7, x_12, y_2, input_14], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:27
        extern_kernels.addmm(arg38_1, reinterpret_tensor(buf60, (197, 768), (768, 1), 0), reinterpret_tensor(arg37_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf61)
        del arg37_1
        del arg38_1
        del buf60
        buf62 = reinterpret_tensor(buf61, (1, 197, 3072), (605184, 3072, 1), 0); del buf61  # reuse
        assert_size_stride_grouped((arg40_1, arg39_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:28
        cpp_fused_gelu_view_4(buf62)
        buf63 = empty_strided_cpu((197, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_14, input_15, input_17], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:29
        extern_kernels.addmm(arg40_1, reinterpret_tensor(buf62, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg39_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf63)
        del arg39_1
        del arg40_1
        del buf62
        assert_size_stride_grouped((arg41_1, arg42_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf64 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf65 = buf64; del buf64  # reuse
        buf66 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf67 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg43_1, arg44_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_5:30
        cpp_fused_add_native_layer_norm_transpose_view_5(buf65, buf56, buf37, buf44, buf63, arg41_1, arg42_1, buf66, buf67)
        del arg41_1
        del arg42_1
        buf68 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_11, input_13, multi_head_attention_forward_2, attn_output_7, x_12, input_17, input_19, x_13, query_3, multi_head_attention_forward_3], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:31
        extern_kernels.addmm(arg43_1, reinterpret_tensor(buf67, (197, 768), (768, 1), 0), reinterpret_tensor(arg44_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf68)
        del arg43_1
        del arg44_1
        buf69 = reinterpret_tensor(buf67, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf67  # reuse
        buf70 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf71 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:32
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf68, buf69, buf70, buf71)
        del buf68
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:33
        buf72 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf69, buf70, buf71)
        del buf69
        del buf70
        buf73 = buf72[0]
        assert_tensor_metadata(buf73, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf73, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf72
        assert_size_stride_grouped((arg46_1, arg45_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf75 = reinterpret_tensor(buf71, (197, 768), (768, 1), 0); del buf71  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:34
        extern_kernels.addmm(arg46_1, reinterpret_tensor(buf73, (197, 768), (768, 1), 0), reinterpret_tensor(arg45_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf75)
        del arg45_1
        del arg46_1
        buf76 = reinterpret_tensor(buf75, (1, 197, 768), (151296, 768, 1), 0); del buf75  # reuse
        assert_size_stride_grouped((arg47_1, arg48_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf77 = buf66; del buf66  # reuse
        buf78 = buf77; del buf77  # reuse
        buf79 = buf65; del buf65  # reuse
        buf80 = reinterpret_tensor(buf73, (1, 197, 768), (151296, 768, 1), 0); del buf73  # reuse
        assert_size_stride_grouped((arg50_1, arg49_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_6:35
        cpp_fused_add_native_layer_norm_transpose_view_6(buf76, buf78, buf56, buf37, buf44, buf63, arg47_1, arg48_1, buf79, buf80)
        del arg47_1
        del arg48_1
        del buf37
        del buf44
        del buf56
        del buf63
        buf81 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_3, input_20], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:36
        extern_kernels.addmm(arg50_1, reinterpret_tensor(buf80, (197, 768), (768, 1), 0), reinterpret_tensor(arg49_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf81)
        del arg49_1
        del arg50_1
        buf82 = reinterpret_tensor(buf81, (1, 197, 3072), (605184, 3072, 1), 0); del buf81  # reuse
        assert_size_stride_grouped((arg52_1, arg51_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:37
        cpp_fused_gelu_view_4(buf82)
        buf83 = reinterpret_tensor(buf80, (197, 768), (768, 1), 0); del buf80  # reuse
        # Topologically Sorted Source Nodes: [input_20, input_21, input_23], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:38
        extern_kernels.addmm(arg52_1, reinterpret_tensor(buf82, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg51_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf83)
        del arg51_1
        del arg52_1
        del buf82
        assert_size_stride_grouped((arg53_1, arg54_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf84 = buf79; del buf79  # reuse
        buf85 = buf84; del buf84  # reuse
        buf86 = buf78; del buf78  # reuse
        buf87 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg55_1, arg56_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_7:39
        cpp_fused_add_native_layer_norm_view_7(buf85, buf76, buf83, arg53_1, arg54_1, buf86, buf87)
        del arg53_1
        del arg54_1
        buf88 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_23, input_25, x_16, query_4, multi_head_attention_forward_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:40
        extern_kernels.addmm(arg55_1, reinterpret_tensor(buf87, (197, 768), (768, 1), 0), reinterpret_tensor(arg56_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf88)
        del arg55_1
        del arg56_1
        buf89 = reinterpret_tensor(buf87, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf87  # reuse
        buf90 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf91 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:41
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf88, buf89, buf90, buf91)
        del buf88
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_4], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:42
        buf92 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf89, buf90, buf91)
        del buf89
        del buf90
        buf93 = buf92[0]
        assert_tensor_metadata(buf93, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf93, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf92
        assert_size_stride_grouped((arg58_1, arg57_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf95 = reinterpret_tensor(buf91, (197, 768), (768, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_4], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:43
        extern_kernels.addmm(arg58_1, reinterpret_tensor(buf93, (197, 768), (768, 1), 0), reinterpret_tensor(arg57_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf95)
        del arg57_1
        del arg58_1
        assert_size_stride_grouped((arg59_1, arg60_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf96 = buf86; del buf86  # reuse
        buf97 = buf96; del buf96  # reuse
        buf98 = buf85; del buf85  # reuse
        buf99 = reinterpret_tensor(buf93, (1, 197, 768), (151296, 768, 1), 0); del buf93  # reuse
        assert_size_stride_grouped((arg62_1, arg61_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_3:44
        cpp_fused_add_native_layer_norm_transpose_view_3(buf97, buf95, buf76, buf83, arg59_1, arg60_1, buf98, buf99)
        del arg59_1
        del arg60_1
        del buf97
        del buf98
        buf100 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_23, input_25, multi_head_attention_forward_4, attn_output_13, x_18, y_4, input_26], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:45
        extern_kernels.addmm(arg62_1, reinterpret_tensor(buf99, (197, 768), (768, 1), 0), reinterpret_tensor(arg61_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf100)
        del arg61_1
        del arg62_1
        del buf99
        buf101 = reinterpret_tensor(buf100, (1, 197, 3072), (605184, 3072, 1), 0); del buf100  # reuse
        assert_size_stride_grouped((arg64_1, arg63_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:46
        cpp_fused_gelu_view_4(buf101)
        buf102 = empty_strided_cpu((197, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_26, input_27, input_29], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:47
        extern_kernels.addmm(arg64_1, reinterpret_tensor(buf101, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg63_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf102)
        del arg63_1
        del arg64_1
        del buf101
        assert_size_stride_grouped((arg65_1, arg66_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf103 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf104 = buf103; del buf103  # reuse
        buf105 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf106 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg67_1, arg68_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_5:48
        cpp_fused_add_native_layer_norm_transpose_view_5(buf104, buf95, buf76, buf83, buf102, arg65_1, arg66_1, buf105, buf106)
        del arg65_1
        del arg66_1
        buf107 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_23, input_25, multi_head_attention_forward_4, attn_output_13, x_18, input_29, input_31, x_19, query_5, multi_head_attention_forward_5], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:49
        extern_kernels.addmm(arg67_1, reinterpret_tensor(buf106, (197, 768), (768, 1), 0), reinterpret_tensor(arg68_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf107)
        del arg67_1
        del arg68_1
        buf108 = reinterpret_tensor(buf106, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf106  # reuse
        buf109 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf110 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:50
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf107, buf108, buf109, buf110)
        del buf107
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_5], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:51
        buf111 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf108, buf109, buf110)
        del buf108
        del buf109
        buf112 = buf111[0]
        assert_tensor_metadata(buf112, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf112, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf111
        assert_size_stride_grouped((arg70_1, arg69_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf114 = reinterpret_tensor(buf110, (197, 768), (768, 1), 0); del buf110  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_5], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:52
        extern_kernels.addmm(arg70_1, reinterpret_tensor(buf112, (197, 768), (768, 1), 0), reinterpret_tensor(arg69_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf114)
        del arg69_1
        del arg70_1
        buf115 = reinterpret_tensor(buf114, (1, 197, 768), (151296, 768, 1), 0); del buf114  # reuse
        assert_size_stride_grouped((arg71_1, arg72_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf116 = buf105; del buf105  # reuse
        buf117 = buf116; del buf116  # reuse
        buf118 = buf104; del buf104  # reuse
        buf119 = reinterpret_tensor(buf112, (1, 197, 768), (151296, 768, 1), 0); del buf112  # reuse
        assert_size_stride_grouped((arg74_1, arg73_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_6:53
        cpp_fused_add_native_layer_norm_transpose_view_6(buf115, buf117, buf95, buf76, buf83, buf102, arg71_1, arg72_1, buf118, buf119)
        del arg71_1
        del arg72_1
        del buf102
        del buf76
        del buf83
        del buf95
        buf120 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, input_32], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:54
        extern_kernels.addmm(arg74_1, reinterpret_tensor(buf119, (197, 768), (768, 1), 0), reinterpret_tensor(arg73_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf120)
        del arg73_1
        del arg74_1
        buf121 = reinterpret_tensor(buf120, (1, 197, 3072), (605184, 3072, 1), 0); del buf120  # reuse
        assert_size_stride_grouped((arg76_1, arg75_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:55
        cpp_fused_gelu_view_4(buf121)
        buf122 = reinterpret_tensor(buf119, (197, 768), (768, 1), 0); del buf119  # reuse
        # Topologically Sorted Source Nodes: [input_32, input_33, input_35], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:56
        extern_kernels.addmm(arg76_1, reinterpret_tensor(buf121, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg75_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf122)
        del arg75_1
        del arg76_1
        del buf121
        assert_size_stride_grouped((arg77_1, arg78_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf123 = buf118; del buf118  # reuse
        buf124 = buf123; del buf123  # reuse
        buf125 = buf117; del buf117  # reuse
        buf126 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg79_1, arg80_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_7:57
        cpp_fused_add_native_layer_norm_view_7(buf124, buf115, buf122, arg77_1, arg78_1, buf125, buf126)
        del arg77_1
        del arg78_1
        buf127 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_35, input_37, x_22, query_6, multi_head_attention_forward_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:58
        extern_kernels.addmm(arg79_1, reinterpret_tensor(buf126, (197, 768), (768, 1), 0), reinterpret_tensor(arg80_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf127)
        del arg79_1
        del arg80_1
        buf128 = reinterpret_tensor(buf126, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf126  # reuse
        buf129 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf130 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:59
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf127, buf128, buf129, buf130)
        del buf127
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_6], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:60
        buf131 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf128, buf129, buf130)
        del buf128
        del buf129
        buf132 = buf131[0]
        assert_tensor_metadata(buf132, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf132, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf131
        assert_size_stride_grouped((arg82_1, arg81_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf134 = reinterpret_tensor(buf130, (197, 768), (768, 1), 0); del buf130  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_6], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:61
        extern_kernels.addmm(arg82_1, reinterpret_tensor(buf132, (197, 768), (768, 1), 0), reinterpret_tensor(arg81_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf134)
        del arg81_1
        del arg82_1
        assert_size_stride_grouped((arg83_1, arg84_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf135 = buf125; del buf125  # reuse
        buf136 = buf135; del buf135  # reuse
        buf137 = buf124; del buf124  # reuse
        buf138 = reinterpret_tensor(buf132, (1, 197, 768), (151296, 768, 1), 0); del buf132  # reuse
        assert_size_stride_grouped((arg86_1, arg85_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_3:62
        cpp_fused_add_native_layer_norm_transpose_view_3(buf136, buf134, buf115, buf122, arg83_1, arg84_1, buf137, buf138)
        del arg83_1
        del arg84_1
        del buf136
        del buf137
        buf139 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_35, input_37, multi_head_attention_forward_6, attn_output_19, x_24, y_6, input_38], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:63
        extern_kernels.addmm(arg86_1, reinterpret_tensor(buf138, (197, 768), (768, 1), 0), reinterpret_tensor(arg85_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf139)
        del arg85_1
        del arg86_1
        del buf138
        buf140 = reinterpret_tensor(buf139, (1, 197, 3072), (605184, 3072, 1), 0); del buf139  # reuse
        assert_size_stride_grouped((arg88_1, arg87_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:64
        cpp_fused_gelu_view_4(buf140)
        buf141 = empty_strided_cpu((197, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_38, input_39, input_41], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:65
        extern_kernels.addmm(arg88_1, reinterpret_tensor(buf140, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg87_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf141)
        del arg87_1
        del arg88_1
        del buf140
        assert_size_stride_grouped((arg89_1, arg90_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf142 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf143 = buf142; del buf142  # reuse
        buf144 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf145 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg91_1, arg92_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_5:66
        cpp_fused_add_native_layer_norm_transpose_view_5(buf143, buf134, buf115, buf122, buf141, arg89_1, arg90_1, buf144, buf145)
        del arg89_1
        del arg90_1
        buf146 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_35, input_37, multi_head_attention_forward_6, attn_output_19, x_24, input_41, input_43, x_25, query_7, multi_head_attention_forward_7], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:67
        extern_kernels.addmm(arg91_1, reinterpret_tensor(buf145, (197, 768), (768, 1), 0), reinterpret_tensor(arg92_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf146)
        del arg91_1
        del arg92_1
        buf147 = reinterpret_tensor(buf145, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf145  # reuse
        buf148 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf149 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:68
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf146, buf147, buf148, buf149)
        del buf146
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_7], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:69
        buf150 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf147, buf148, buf149)
        del buf147
        del buf148
        buf151 = buf150[0]
        assert_tensor_metadata(buf151, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf151, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf150
        assert_size_stride_grouped((arg94_1, arg93_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf153 = reinterpret_tensor(buf149, (197, 768), (768, 1), 0); del buf149  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_7], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:70
        extern_kernels.addmm(arg94_1, reinterpret_tensor(buf151, (197, 768), (768, 1), 0), reinterpret_tensor(arg93_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf153)
        del arg93_1
        del arg94_1
        buf154 = reinterpret_tensor(buf153, (1, 197, 768), (151296, 768, 1), 0); del buf153  # reuse
        assert_size_stride_grouped((arg95_1, arg96_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf155 = buf144; del buf144  # reuse
        buf156 = buf155; del buf155  # reuse
        buf157 = buf143; del buf143  # reuse
        buf158 = reinterpret_tensor(buf151, (1, 197, 768), (151296, 768, 1), 0); del buf151  # reuse
        assert_size_stride_grouped((arg98_1, arg97_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_6:71
        cpp_fused_add_native_layer_norm_transpose_view_6(buf154, buf156, buf134, buf115, buf122, buf141, arg95_1, arg96_1, buf157, buf158)
        del arg95_1
        del arg96_1
        del buf115
        del buf122
        del buf134
        del buf141
        buf159 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_7, input_44], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:72
        extern_kernels.addmm(arg98_1, reinterpret_tensor(buf158, (197, 768), (768, 1), 0), reinterpret_tensor(arg97_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf159)
        del arg97_1
        del arg98_1
        buf160 = reinterpret_tensor(buf159, (1, 197, 3072), (605184, 3072, 1), 0); del buf159  # reuse
        assert_size_stride_grouped((arg100_1, arg99_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:73
        cpp_fused_gelu_view_4(buf160)
        buf161 = reinterpret_tensor(buf158, (197, 768), (768, 1), 0); del buf158  # reuse
        # Topologically Sorted Source Nodes: [input_44, input_45, input_47], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:74
        extern_kernels.addmm(arg100_1, reinterpret_tensor(buf160, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg99_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf161)
        del arg100_1
        del arg99_1
        del buf160
        assert_size_stride_grouped((arg101_1, arg102_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf162 = buf157; del buf157  # reuse
        buf163 = buf162; del buf162  # reuse
        buf164 = buf156; del buf156  # reuse
        buf165 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg103_1, arg104_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_7:75
        cpp_fused_add_native_layer_norm_view_7(buf163, buf154, buf161, arg101_1, arg102_1, buf164, buf165)
        del arg101_1
        del arg102_1
        buf166 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_47, input_49, x_28, query_8, multi_head_attention_forward_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:76
        extern_kernels.addmm(arg103_1, reinterpret_tensor(buf165, (197, 768), (768, 1), 0), reinterpret_tensor(arg104_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf166)
        del arg103_1
        del arg104_1
        buf167 = reinterpret_tensor(buf165, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf165  # reuse
        buf168 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf169 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:77
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf166, buf167, buf168, buf169)
        del buf166
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_8], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:78
        buf170 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf167, buf168, buf169)
        del buf167
        del buf168
        buf171 = buf170[0]
        assert_tensor_metadata(buf171, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf171, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf170
        assert_size_stride_grouped((arg106_1, arg105_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf173 = reinterpret_tensor(buf169, (197, 768), (768, 1), 0); del buf169  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_8], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:79
        extern_kernels.addmm(arg106_1, reinterpret_tensor(buf171, (197, 768), (768, 1), 0), reinterpret_tensor(arg105_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf173)
        del arg105_1
        del arg106_1
        assert_size_stride_grouped((arg107_1, arg108_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf174 = buf164; del buf164  # reuse
        buf175 = buf174; del buf174  # reuse
        buf176 = buf163; del buf163  # reuse
        buf177 = reinterpret_tensor(buf171, (1, 197, 768), (151296, 768, 1), 0); del buf171  # reuse
        assert_size_stride_grouped((arg110_1, arg109_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_3:80
        cpp_fused_add_native_layer_norm_transpose_view_3(buf175, buf173, buf154, buf161, arg107_1, arg108_1, buf176, buf177)
        del arg107_1
        del arg108_1
        del buf175
        del buf176
        buf178 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_47, input_49, multi_head_attention_forward_8, attn_output_25, x_30, y_8, input_50], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:81
        extern_kernels.addmm(arg110_1, reinterpret_tensor(buf177, (197, 768), (768, 1), 0), reinterpret_tensor(arg109_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf178)
        del arg109_1
        del arg110_1
        del buf177
        buf179 = reinterpret_tensor(buf178, (1, 197, 3072), (605184, 3072, 1), 0); del buf178  # reuse
        assert_size_stride_grouped((arg112_1, arg111_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:82
        cpp_fused_gelu_view_4(buf179)
        buf180 = empty_strided_cpu((197, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_50, input_51, input_53], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:83
        extern_kernels.addmm(arg112_1, reinterpret_tensor(buf179, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg111_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf180)
        del arg111_1
        del arg112_1
        del buf179
        assert_size_stride_grouped((arg113_1, arg114_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf181 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf182 = buf181; del buf181  # reuse
        buf183 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf184 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg115_1, arg116_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_5:84
        cpp_fused_add_native_layer_norm_transpose_view_5(buf182, buf173, buf154, buf161, buf180, arg113_1, arg114_1, buf183, buf184)
        del arg113_1
        del arg114_1
        buf185 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_47, input_49, multi_head_attention_forward_8, attn_output_25, x_30, input_53, input_55, x_31, query_9, multi_head_attention_forward_9], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:85
        extern_kernels.addmm(arg115_1, reinterpret_tensor(buf184, (197, 768), (768, 1), 0), reinterpret_tensor(arg116_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf185)
        del arg115_1
        del arg116_1
        buf186 = reinterpret_tensor(buf184, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf184  # reuse
        buf187 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf188 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:86
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf185, buf186, buf187, buf188)
        del buf185
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_9], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:87
        buf189 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf186, buf187, buf188)
        del buf186
        del buf187
        buf190 = buf189[0]
        assert_tensor_metadata(buf190, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf190, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf189
        assert_size_stride_grouped((arg118_1, arg117_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf192 = reinterpret_tensor(buf188, (197, 768), (768, 1), 0); del buf188  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_9], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:88
        extern_kernels.addmm(arg118_1, reinterpret_tensor(buf190, (197, 768), (768, 1), 0), reinterpret_tensor(arg117_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf192)
        del arg117_1
        del arg118_1
        buf193 = reinterpret_tensor(buf192, (1, 197, 768), (151296, 768, 1), 0); del buf192  # reuse
        assert_size_stride_grouped((arg119_1, arg120_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf194 = buf183; del buf183  # reuse
        buf195 = buf194; del buf194  # reuse
        buf196 = buf182; del buf182  # reuse
        buf197 = reinterpret_tensor(buf190, (1, 197, 768), (151296, 768, 1), 0); del buf190  # reuse
        assert_size_stride_grouped((arg122_1, arg121_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_6:89
        cpp_fused_add_native_layer_norm_transpose_view_6(buf193, buf195, buf173, buf154, buf161, buf180, arg119_1, arg120_1, buf196, buf197)
        del arg119_1
        del arg120_1
        del buf154
        del buf161
        del buf173
        del buf180
        buf198 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_9, input_56], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:90
        extern_kernels.addmm(arg122_1, reinterpret_tensor(buf197, (197, 768), (768, 1), 0), reinterpret_tensor(arg121_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf198)
        del arg121_1
        del arg122_1
        buf199 = reinterpret_tensor(buf198, (1, 197, 3072), (605184, 3072, 1), 0); del buf198  # reuse
        assert_size_stride_grouped((arg124_1, arg123_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:91
        cpp_fused_gelu_view_4(buf199)
        buf200 = reinterpret_tensor(buf197, (197, 768), (768, 1), 0); del buf197  # reuse
        # Topologically Sorted Source Nodes: [input_56, input_57, input_59], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:92
        extern_kernels.addmm(arg124_1, reinterpret_tensor(buf199, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg123_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf200)
        del arg123_1
        del arg124_1
        del buf199
        assert_size_stride_grouped((arg125_1, arg126_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf201 = buf196; del buf196  # reuse
        buf202 = buf201; del buf201  # reuse
        buf203 = buf195; del buf195  # reuse
        buf204 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg127_1, arg128_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_7:93
        cpp_fused_add_native_layer_norm_view_7(buf202, buf193, buf200, arg125_1, arg126_1, buf203, buf204)
        del arg125_1
        del arg126_1
        buf205 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_59, input_61, x_34, query_10, multi_head_attention_forward_10], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:94
        extern_kernels.addmm(arg127_1, reinterpret_tensor(buf204, (197, 768), (768, 1), 0), reinterpret_tensor(arg128_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf205)
        del arg127_1
        del arg128_1
        buf206 = reinterpret_tensor(buf204, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf204  # reuse
        buf207 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf208 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:95
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf205, buf206, buf207, buf208)
        del buf205
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_10], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:96
        buf209 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf206, buf207, buf208)
        del buf206
        del buf207
        buf210 = buf209[0]
        assert_tensor_metadata(buf210, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf210, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf209
        assert_size_stride_grouped((arg130_1, arg129_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf212 = reinterpret_tensor(buf208, (197, 768), (768, 1), 0); del buf208  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_10], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:97
        extern_kernels.addmm(arg130_1, reinterpret_tensor(buf210, (197, 768), (768, 1), 0), reinterpret_tensor(arg129_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf212)
        del arg129_1
        del arg130_1
        assert_size_stride_grouped((arg131_1, arg132_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf213 = buf203; del buf203  # reuse
        buf214 = buf213; del buf213  # reuse
        buf215 = buf202; del buf202  # reuse
        buf216 = reinterpret_tensor(buf210, (1, 197, 768), (151296, 768, 1), 0); del buf210  # reuse
        assert_size_stride_grouped((arg134_1, arg133_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_3:98
        cpp_fused_add_native_layer_norm_transpose_view_3(buf214, buf212, buf193, buf200, arg131_1, arg132_1, buf215, buf216)
        del arg131_1
        del arg132_1
        del buf214
        del buf215
        buf217 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_59, input_61, multi_head_attention_forward_10, attn_output_31, x_36, y_10, input_62], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:99
        extern_kernels.addmm(arg134_1, reinterpret_tensor(buf216, (197, 768), (768, 1), 0), reinterpret_tensor(arg133_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf217)
        del arg133_1
        del arg134_1
        del buf216
        buf218 = reinterpret_tensor(buf217, (1, 197, 3072), (605184, 3072, 1), 0); del buf217  # reuse
        assert_size_stride_grouped((arg136_1, arg135_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:100
        cpp_fused_gelu_view_4(buf218)
        buf219 = empty_strided_cpu((197, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_62, input_63, input_65], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:101
        extern_kernels.addmm(arg136_1, reinterpret_tensor(buf218, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg135_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf219)
        del arg135_1
        del arg136_1
        del buf218
        assert_size_stride_grouped((arg137_1, arg138_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf220 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf221 = buf220; del buf220  # reuse
        buf222 = empty_strided_cpu((1, 197, 1), (197, 1, 197), torch.float32)
        buf223 = empty_strided_cpu((1, 197, 768), (151296, 768, 1), torch.float32)
        assert_size_stride_grouped((arg139_1, arg140_1), ((2304, ), (2304, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_5:102
        cpp_fused_add_native_layer_norm_transpose_view_5(buf221, buf212, buf193, buf200, buf219, arg137_1, arg138_1, buf222, buf223)
        del arg137_1
        del arg138_1
        buf224 = empty_strided_cpu((197, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_59, input_61, multi_head_attention_forward_10, attn_output_31, x_36, input_65, input_67, x_37, query_11, multi_head_attention_forward_11], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:103
        extern_kernels.addmm(arg139_1, reinterpret_tensor(buf223, (197, 768), (768, 1), 0), reinterpret_tensor(arg140_1, (768, 2304), (1, 768), 0), alpha=1, beta=1, out=buf224)
        del arg139_1
        del arg140_1
        buf225 = reinterpret_tensor(buf223, (1, 12, 197, 64), (151296, 64, 768, 1), 0); del buf223  # reuse
        buf226 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        buf227 = empty_strided_cpu((1, 12, 197, 64), (151296, 64, 768, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2:104
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_select_squeeze_transpose_unsqueeze_view_2(buf224, buf225, buf226, buf227)
        del buf224
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_11], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:105
        buf228 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf225, buf226, buf227)
        del buf225
        del buf226
        buf229 = buf228[0]
        assert_tensor_metadata(buf229, (1, 12, 197, 64), (151296, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf229, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf228
        assert_size_stride_grouped((arg142_1, arg141_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf231 = reinterpret_tensor(buf227, (197, 768), (768, 1), 0); del buf227  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_11], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:106
        extern_kernels.addmm(arg142_1, reinterpret_tensor(buf229, (197, 768), (768, 1), 0), reinterpret_tensor(arg141_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf231)
        del arg141_1
        del arg142_1
        buf232 = reinterpret_tensor(buf231, (1, 197, 768), (151296, 768, 1), 0); del buf231  # reuse
        assert_size_stride_grouped((arg143_1, arg144_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf233 = buf222; del buf222  # reuse
        buf234 = buf233; del buf233  # reuse
        buf235 = buf221; del buf221  # reuse
        buf236 = reinterpret_tensor(buf229, (1, 197, 768), (151296, 768, 1), 0); del buf229  # reuse
        assert_size_stride_grouped((arg146_1, arg145_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_transpose_view_6:107
        cpp_fused_add_native_layer_norm_transpose_view_6(buf232, buf234, buf212, buf193, buf200, buf219, arg143_1, arg144_1, buf235, buf236)
        del arg143_1
        del arg144_1
        del buf193
        del buf200
        del buf212
        del buf219
        buf237 = empty_strided_cpu((197, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_11, input_68], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:108
        extern_kernels.addmm(arg146_1, reinterpret_tensor(buf236, (197, 768), (768, 1), 0), reinterpret_tensor(arg145_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf237)
        del arg145_1
        del arg146_1
        buf238 = reinterpret_tensor(buf237, (1, 197, 3072), (605184, 3072, 1), 0); del buf237  # reuse
        assert_size_stride_grouped((arg148_1, arg147_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_4:109
        cpp_fused_gelu_view_4(buf238)
        buf239 = reinterpret_tensor(buf236, (197, 768), (768, 1), 0); del buf236  # reuse
        # Topologically Sorted Source Nodes: [input_68, input_69, input_71], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:110
        extern_kernels.addmm(arg148_1, reinterpret_tensor(buf238, (197, 3072), (3072, 1), 0), reinterpret_tensor(arg147_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf239)
        del arg147_1
        del arg148_1
        del buf238
        assert_size_stride_grouped((arg149_1, arg150_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf240 = buf235; del buf235  # reuse
        buf241 = buf240; del buf240  # reuse
        buf242 = buf234; del buf234  # reuse
        buf243 = buf232; del buf232  # reuse
        assert_size_stride_grouped((arg152_1, arg151_1), ((1000, ), (1000, 768)), ((1, ), (768, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_8:111
        cpp_fused_add_native_layer_norm_view_8(buf241, buf243, buf239, arg149_1, arg150_1, buf242)
        del arg149_1
        del arg150_1
        del buf239
        del buf241
        del buf242
        buf244 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_71, input_73, x_40, x_41, input_74], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:112
        extern_kernels.addmm(arg152_1, reinterpret_tensor(buf243, (1, 768), (0, 1), 0), reinterpret_tensor(arg151_1, (768, 1000), (1, 768), 0), alpha=1, beta=1, out=buf244)
        del arg151_1
        del arg152_1
        return (buf244, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((768, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((1, 1, 768), (768, 768, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((1, 197, 768), (151296, 768, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((1000, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
