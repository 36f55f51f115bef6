
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
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
        self.l = Linear(in_features=8, out_features=8, bias=True)
        self.bn = BatchNorm1d(8, eps=1e-05, momentum=0.1, affine=True, bias=True, track_running_stats=True)
        self.register_buffer('scale', torch.randn([8], dtype=torch.float32))
        self.register_buffer('_tensor_constant0', tensor([[2., 2.],
        [2., 2.]]))
        self.w = torch.nn.Parameter(torch.randn([8], dtype=torch.float32))



    def forward(self, x):
        l = self.l(x);  x = None
        bn = self.bn(l);  l = None
        relu = torch.relu(bn);  bn = None
        scale = self.scale
        mul = relu * scale;  relu = scale = None
        w = self.w
        add = mul + w;  mul = w = None
        sigmoid = torch.sigmoid(add);  add = None
        sum_1 = sigmoid.sum(1);  sigmoid = None
        getitem = sum_1[slice(None, 2, None)];  sum_1 = None
        unsqueeze = getitem.unsqueeze(1);  getitem = None
        _tensor_constant0 = self._tensor_constant0
        add_1 = unsqueeze + _tensor_constant0;  unsqueeze = _tensor_constant0 = None
        return add_1

def load_args(reader):
    buf0 = reader.storage(None, 128)
    reader.tensor(buf0, (4, 8), is_leaf=True)  # x
load_args._version = 0
mod = Repro()
