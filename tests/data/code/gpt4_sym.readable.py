class GPT(torch.nn.Module):
    def forward(self, idx):
        
        # No stacktrace found for following nodes 
        wte = self.wte(idx);  idx = None
        size = wte.size(0)
        size_1 = wte.size(1)
        size_2 = wte.size(2)
        blocks_0_ln1 = getattr(self.blocks, "0").ln1(wte)
        blocks_0_qkv = getattr(self.blocks, "0").qkv(blocks_0_ln1);  blocks_0_ln1 = None
        split = blocks_0_qkv.split(64, dim = 2);  blocks_0_qkv = None
        getitem = split[0]
        getitem_1 = split[1]
        getitem_2 = split[2];  split = None
        view = getitem.view(size, size_1, 4, 16);  getitem = None
        transpose = view.transpose(1, 2);  view = None
        view_1 = getitem_1.view(size, size_1, 4, 16);  getitem_1 = None
        transpose_1 = view_1.transpose(1, 2);  view_1 = None
        view_2 = getitem_2.view(size, size_1, 4, 16);  getitem_2 = None
        transpose_2 = view_2.transpose(1, 2);  view_2 = None
        transpose_3 = transpose_1.transpose(-2, -1);  transpose_1 = None
        matmul = transpose @ transpose_3;  transpose = transpose_3 = None
        mul = matmul * 0.25;  matmul = None
        softmax = torch.nn.functional.softmax(mul, dim = -1, _stacklevel = 3, dtype = None);  mul = None
        matmul_1 = softmax @ transpose_2;  softmax = transpose_2 = None
        transpose_4 = matmul_1.transpose(1, 2);  matmul_1 = None
        contiguous = transpose_4.contiguous();  transpose_4 = None
        view_3 = contiguous.view(size, size_1, size_2);  contiguous = size = size_1 = size_2 = None
        blocks_0_proj = getattr(self.blocks, "0").proj(view_3);  view_3 = None
        add = wte + blocks_0_proj;  wte = blocks_0_proj = None
        blocks_0_ln2 = getattr(self.blocks, "0").ln2(add)
        blocks_0_fc = getattr(self.blocks, "0").fc(blocks_0_ln2);  blocks_0_ln2 = None
        gelu = torch._C._nn.gelu(blocks_0_fc);  blocks_0_fc = None
        blocks_0_out = getattr(self.blocks, "0").out(gelu);  gelu = None
        add_1 = add + blocks_0_out;  add = blocks_0_out = None
        size_3 = add_1.size(0)
        size_4 = add_1.size(1)
        size_5 = add_1.size(2)
        blocks_1_ln1 = getattr(self.blocks, "1").ln1(add_1)
        blocks_1_qkv = getattr(self.blocks, "1").qkv(blocks_1_ln1);  blocks_1_ln1 = None
        split_1 = blocks_1_qkv.split(64, dim = 2);  blocks_1_qkv = None
        getitem_3 = split_1[0]
        getitem_4 = split_1[1]
        getitem_5 = split_1[2];  split_1 = None
        view_4 = getitem_3.view(size_3, size_4, 4, 16);  getitem_3 = None
        transpose_5 = view_4.transpose(1, 2);  view_4 = None
        view_5 = getitem_4.view(size_3, size_4, 4, 16);  getitem_4 = None
        transpose_6 = view_5.transpose(1, 2);  view_5 = None
        view_6 = getitem_5.view(size_3, size_4, 4, 16);  getitem_5 = None
        transpose_7 = view_6.transpose(1, 2);  view_6 = None
        transpose_8 = transpose_6.transpose(-2, -1);  transpose_6 = None
        matmul_2 = transpose_5 @ transpose_8;  transpose_5 = transpose_8 = None
        mul_1 = matmul_2 * 0.25;  matmul_2 = None
        softmax_1 = torch.nn.functional.softmax(mul_1, dim = -1, _stacklevel = 3, dtype = None);  mul_1 = None
        matmul_3 = softmax_1 @ transpose_7;  softmax_1 = transpose_7 = None
        transpose_9 = matmul_3.transpose(1, 2);  matmul_3 = None
        contiguous_1 = transpose_9.contiguous();  transpose_9 = None
        view_7 = contiguous_1.view(size_3, size_4, size_5);  contiguous_1 = size_3 = size_4 = size_5 = None
        blocks_1_proj = getattr(self.blocks, "1").proj(view_7);  view_7 = None
        add_2 = add_1 + blocks_1_proj;  add_1 = blocks_1_proj = None
        blocks_1_ln2 = getattr(self.blocks, "1").ln2(add_2)
        blocks_1_fc = getattr(self.blocks, "1").fc(blocks_1_ln2);  blocks_1_ln2 = None
        gelu_1 = torch._C._nn.gelu(blocks_1_fc);  blocks_1_fc = None
        blocks_1_out = getattr(self.blocks, "1").out(gelu_1);  gelu_1 = None
        add_3 = add_2 + blocks_1_out;  add_2 = blocks_1_out = None
        size_6 = add_3.size(0)
        size_7 = add_3.size(1)
        size_8 = add_3.size(2)
        blocks_2_ln1 = getattr(self.blocks, "2").ln1(add_3)
        blocks_2_qkv = getattr(self.blocks, "2").qkv(blocks_2_ln1);  blocks_2_ln1 = None
        split_2 = blocks_2_qkv.split(64, dim = 2);  blocks_2_qkv = None
        getitem_6 = split_2[0]
        getitem_7 = split_2[1]
        getitem_8 = split_2[2];  split_2 = None
        view_8 = getitem_6.view(size_6, size_7, 4, 16);  getitem_6 = None
        transpose_10 = view_8.transpose(1, 2);  view_8 = None
        view_9 = getitem_7.view(size_6, size_7, 4, 16);  getitem_7 = None
        transpose_11 = view_9.transpose(1, 2);  view_9 = None
        view_10 = getitem_8.view(size_6, size_7, 4, 16);  getitem_8 = None
        transpose_12 = view_10.transpose(1, 2);  view_10 = None
        transpose_13 = transpose_11.transpose(-2, -1);  transpose_11 = None
        matmul_4 = transpose_10 @ transpose_13;  transpose_10 = transpose_13 = None
        mul_2 = matmul_4 * 0.25;  matmul_4 = None
        softmax_2 = torch.nn.functional.softmax(mul_2, dim = -1, _stacklevel = 3, dtype = None);  mul_2 = None
        matmul_5 = softmax_2 @ transpose_12;  softmax_2 = transpose_12 = None
        transpose_14 = matmul_5.transpose(1, 2);  matmul_5 = None
        contiguous_2 = transpose_14.contiguous();  transpose_14 = None
        view_11 = contiguous_2.view(size_6, size_7, size_8);  contiguous_2 = size_6 = size_7 = size_8 = None
        blocks_2_proj = getattr(self.blocks, "2").proj(view_11);  view_11 = None
        add_4 = add_3 + blocks_2_proj;  add_3 = blocks_2_proj = None
        blocks_2_ln2 = getattr(self.blocks, "2").ln2(add_4)
        blocks_2_fc = getattr(self.blocks, "2").fc(blocks_2_ln2);  blocks_2_ln2 = None
        gelu_2 = torch._C._nn.gelu(blocks_2_fc);  blocks_2_fc = None
        blocks_2_out = getattr(self.blocks, "2").out(gelu_2);  gelu_2 = None
        add_5 = add_4 + blocks_2_out;  add_4 = blocks_2_out = None
        size_9 = add_5.size(0)
        size_10 = add_5.size(1)
        size_11 = add_5.size(2)
        blocks_3_ln1 = getattr(self.blocks, "3").ln1(add_5)
        blocks_3_qkv = getattr(self.blocks, "3").qkv(blocks_3_ln1);  blocks_3_ln1 = None
        split_3 = blocks_3_qkv.split(64, dim = 2);  blocks_3_qkv = None
        getitem_9 = split_3[0]
        getitem_10 = split_3[1]
        getitem_11 = split_3[2];  split_3 = None
        view_12 = getitem_9.view(size_9, size_10, 4, 16);  getitem_9 = None
        transpose_15 = view_12.transpose(1, 2);  view_12 = None
        view_13 = getitem_10.view(size_9, size_10, 4, 16);  getitem_10 = None
        transpose_16 = view_13.transpose(1, 2);  view_13 = None
        view_14 = getitem_11.view(size_9, size_10, 4, 16);  getitem_11 = None
        transpose_17 = view_14.transpose(1, 2);  view_14 = None
        transpose_18 = transpose_16.transpose(-2, -1);  transpose_16 = None
        matmul_6 = transpose_15 @ transpose_18;  transpose_15 = transpose_18 = None
        mul_3 = matmul_6 * 0.25;  matmul_6 = None
        softmax_3 = torch.nn.functional.softmax(mul_3, dim = -1, _stacklevel = 3, dtype = None);  mul_3 = None
        matmul_7 = softmax_3 @ transpose_17;  softmax_3 = transpose_17 = None
        transpose_19 = matmul_7.transpose(1, 2);  matmul_7 = None
        contiguous_3 = transpose_19.contiguous();  transpose_19 = None
        view_15 = contiguous_3.view(size_9, size_10, size_11);  contiguous_3 = size_9 = size_10 = size_11 = None
        blocks_3_proj = getattr(self.blocks, "3").proj(view_15);  view_15 = None
        add_6 = add_5 + blocks_3_proj;  add_5 = blocks_3_proj = None
        blocks_3_ln2 = getattr(self.blocks, "3").ln2(add_6)
        blocks_3_fc = getattr(self.blocks, "3").fc(blocks_3_ln2);  blocks_3_ln2 = None
        gelu_3 = torch._C._nn.gelu(blocks_3_fc);  blocks_3_fc = None
        blocks_3_out = getattr(self.blocks, "3").out(gelu_3);  gelu_3 = None
        add_7 = add_6 + blocks_3_out;  add_6 = blocks_3_out = None
        lnf = self.lnf(add_7);  add_7 = None
        head = self.head(lnf);  lnf = None
        return head
        
