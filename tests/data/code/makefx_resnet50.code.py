


def forward(self, arg0_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(arg0_1, _param_constant0, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  arg0_1 = _param_constant0 = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant0, _tensor_constant1, False, 0.1, 1e-05);  convolution = _param_constant1 = _param_constant2 = _tensor_constant0 = _tensor_constant1 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    relu_ = torch.ops.aten.relu_.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu_)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [3, 3], [2, 2], [1, 1]);  relu_ = None
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(getitem_3, _param_constant3, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant3 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant2, _tensor_constant3, False, 0.1, 1e-05);  convolution_1 = _param_constant4 = _param_constant5 = _tensor_constant2 = _tensor_constant3 = None
    getitem_5 = native_batch_norm_1[0]
    getitem_6 = native_batch_norm_1[1]
    getitem_7 = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu__1 = torch.ops.aten.relu_.default(getitem_5);  getitem_5 = None
    detach_1 = torch.ops.aten.detach.default(relu__1)
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(relu__1, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__1 = _param_constant6 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant7, _param_constant8, _tensor_constant4, _tensor_constant5, False, 0.1, 1e-05);  convolution_2 = _param_constant7 = _param_constant8 = _tensor_constant4 = _tensor_constant5 = None
    getitem_8 = native_batch_norm_2[0]
    getitem_9 = native_batch_norm_2[1]
    getitem_10 = native_batch_norm_2[2];  native_batch_norm_2 = None
    relu__2 = torch.ops.aten.relu_.default(getitem_8);  getitem_8 = None
    detach_2 = torch.ops.aten.detach.default(relu__2)
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu__2, _param_constant9, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__2 = _param_constant9 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant10, _param_constant11, _tensor_constant6, _tensor_constant7, False, 0.1, 1e-05);  convolution_3 = _param_constant10 = _param_constant11 = _tensor_constant6 = _tensor_constant7 = None
    getitem_11 = native_batch_norm_3[0]
    getitem_12 = native_batch_norm_3[1]
    getitem_13 = native_batch_norm_3[2];  native_batch_norm_3 = None
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(getitem_3, _param_constant12, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_3 = _param_constant12 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant8, _tensor_constant9, False, 0.1, 1e-05);  convolution_4 = _param_constant13 = _param_constant14 = _tensor_constant8 = _tensor_constant9 = None
    getitem_14 = native_batch_norm_4[0]
    getitem_15 = native_batch_norm_4[1]
    getitem_16 = native_batch_norm_4[2];  native_batch_norm_4 = None
    add_ = torch.ops.aten.add_.Tensor(getitem_11, getitem_14);  getitem_11 = getitem_14 = None
    relu__3 = torch.ops.aten.relu_.default(add_);  add_ = None
    detach_3 = torch.ops.aten.detach.default(relu__3)
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(relu__3, _param_constant15, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant15 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant16, _param_constant17, _tensor_constant10, _tensor_constant11, False, 0.1, 1e-05);  convolution_5 = _param_constant16 = _param_constant17 = _tensor_constant10 = _tensor_constant11 = None
    getitem_17 = native_batch_norm_5[0]
    getitem_18 = native_batch_norm_5[1]
    getitem_19 = native_batch_norm_5[2];  native_batch_norm_5 = None
    relu__4 = torch.ops.aten.relu_.default(getitem_17);  getitem_17 = None
    detach_4 = torch.ops.aten.detach.default(relu__4)
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(relu__4, _param_constant18, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__4 = _param_constant18 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant12, _tensor_constant13, False, 0.1, 1e-05);  convolution_6 = _param_constant19 = _param_constant20 = _tensor_constant12 = _tensor_constant13 = None
    getitem_20 = native_batch_norm_6[0]
    getitem_21 = native_batch_norm_6[1]
    getitem_22 = native_batch_norm_6[2];  native_batch_norm_6 = None
    relu__5 = torch.ops.aten.relu_.default(getitem_20);  getitem_20 = None
    detach_5 = torch.ops.aten.detach.default(relu__5)
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(relu__5, _param_constant21, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__5 = _param_constant21 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant22, _param_constant23, _tensor_constant14, _tensor_constant15, False, 0.1, 1e-05);  convolution_7 = _param_constant22 = _param_constant23 = _tensor_constant14 = _tensor_constant15 = None
    getitem_23 = native_batch_norm_7[0]
    getitem_24 = native_batch_norm_7[1]
    getitem_25 = native_batch_norm_7[2];  native_batch_norm_7 = None
    add__1 = torch.ops.aten.add_.Tensor(getitem_23, relu__3);  getitem_23 = relu__3 = None
    relu__6 = torch.ops.aten.relu_.default(add__1);  add__1 = None
    detach_6 = torch.ops.aten.detach.default(relu__6)
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(relu__6, _param_constant24, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant24 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant25, _param_constant26, _tensor_constant16, _tensor_constant17, False, 0.1, 1e-05);  convolution_8 = _param_constant25 = _param_constant26 = _tensor_constant16 = _tensor_constant17 = None
    getitem_26 = native_batch_norm_8[0]
    getitem_27 = native_batch_norm_8[1]
    getitem_28 = native_batch_norm_8[2];  native_batch_norm_8 = None
    relu__7 = torch.ops.aten.relu_.default(getitem_26);  getitem_26 = None
    detach_7 = torch.ops.aten.detach.default(relu__7)
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(relu__7, _param_constant27, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__7 = _param_constant27 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant28, _param_constant29, _tensor_constant18, _tensor_constant19, False, 0.1, 1e-05);  convolution_9 = _param_constant28 = _param_constant29 = _tensor_constant18 = _tensor_constant19 = None
    getitem_29 = native_batch_norm_9[0]
    getitem_30 = native_batch_norm_9[1]
    getitem_31 = native_batch_norm_9[2];  native_batch_norm_9 = None
    relu__8 = torch.ops.aten.relu_.default(getitem_29);  getitem_29 = None
    detach_8 = torch.ops.aten.detach.default(relu__8)
    _param_constant30 = self._param_constant30
    convolution_10 = torch.ops.aten.convolution.default(relu__8, _param_constant30, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__8 = _param_constant30 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant31, _param_constant32, _tensor_constant20, _tensor_constant21, False, 0.1, 1e-05);  convolution_10 = _param_constant31 = _param_constant32 = _tensor_constant20 = _tensor_constant21 = None
    getitem_32 = native_batch_norm_10[0]
    getitem_33 = native_batch_norm_10[1]
    getitem_34 = native_batch_norm_10[2];  native_batch_norm_10 = None
    add__2 = torch.ops.aten.add_.Tensor(getitem_32, relu__6);  getitem_32 = relu__6 = None
    relu__9 = torch.ops.aten.relu_.default(add__2);  add__2 = None
    detach_9 = torch.ops.aten.detach.default(relu__9)
    _param_constant33 = self._param_constant33
    convolution_11 = torch.ops.aten.convolution.default(relu__9, _param_constant33, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant33 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant34, _param_constant35, _tensor_constant22, _tensor_constant23, False, 0.1, 1e-05);  convolution_11 = _param_constant34 = _param_constant35 = _tensor_constant22 = _tensor_constant23 = None
    getitem_35 = native_batch_norm_11[0]
    getitem_36 = native_batch_norm_11[1]
    getitem_37 = native_batch_norm_11[2];  native_batch_norm_11 = None
    relu__10 = torch.ops.aten.relu_.default(getitem_35);  getitem_35 = None
    detach_10 = torch.ops.aten.detach.default(relu__10)
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(relu__10, _param_constant36, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__10 = _param_constant36 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, _param_constant37, _param_constant38, _tensor_constant24, _tensor_constant25, False, 0.1, 1e-05);  convolution_12 = _param_constant37 = _param_constant38 = _tensor_constant24 = _tensor_constant25 = None
    getitem_38 = native_batch_norm_12[0]
    getitem_39 = native_batch_norm_12[1]
    getitem_40 = native_batch_norm_12[2];  native_batch_norm_12 = None
    relu__11 = torch.ops.aten.relu_.default(getitem_38);  getitem_38 = None
    detach_11 = torch.ops.aten.detach.default(relu__11)
    _param_constant39 = self._param_constant39
    convolution_13 = torch.ops.aten.convolution.default(relu__11, _param_constant39, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__11 = _param_constant39 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant40, _param_constant41, _tensor_constant26, _tensor_constant27, False, 0.1, 1e-05);  convolution_13 = _param_constant40 = _param_constant41 = _tensor_constant26 = _tensor_constant27 = None
    getitem_41 = native_batch_norm_13[0]
    getitem_42 = native_batch_norm_13[1]
    getitem_43 = native_batch_norm_13[2];  native_batch_norm_13 = None
    _param_constant42 = self._param_constant42
    convolution_14 = torch.ops.aten.convolution.default(relu__9, _param_constant42, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__9 = _param_constant42 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant43, _param_constant44, _tensor_constant28, _tensor_constant29, False, 0.1, 1e-05);  convolution_14 = _param_constant43 = _param_constant44 = _tensor_constant28 = _tensor_constant29 = None
    getitem_44 = native_batch_norm_14[0]
    getitem_45 = native_batch_norm_14[1]
    getitem_46 = native_batch_norm_14[2];  native_batch_norm_14 = None
    add__3 = torch.ops.aten.add_.Tensor(getitem_41, getitem_44);  getitem_41 = getitem_44 = None
    relu__12 = torch.ops.aten.relu_.default(add__3);  add__3 = None
    detach_12 = torch.ops.aten.detach.default(relu__12)
    _param_constant45 = self._param_constant45
    convolution_15 = torch.ops.aten.convolution.default(relu__12, _param_constant45, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant45 = None
    empty_15 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, _param_constant46, _param_constant47, _tensor_constant30, _tensor_constant31, False, 0.1, 1e-05);  convolution_15 = _param_constant46 = _param_constant47 = _tensor_constant30 = _tensor_constant31 = None
    getitem_47 = native_batch_norm_15[0]
    getitem_48 = native_batch_norm_15[1]
    getitem_49 = native_batch_norm_15[2];  native_batch_norm_15 = None
    relu__13 = torch.ops.aten.relu_.default(getitem_47);  getitem_47 = None
    detach_13 = torch.ops.aten.detach.default(relu__13)
    _param_constant48 = self._param_constant48
    convolution_16 = torch.ops.aten.convolution.default(relu__13, _param_constant48, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__13 = _param_constant48 = None
    empty_16 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant49 = self._param_constant49
    _param_constant50 = self._param_constant50
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, _param_constant49, _param_constant50, _tensor_constant32, _tensor_constant33, False, 0.1, 1e-05);  convolution_16 = _param_constant49 = _param_constant50 = _tensor_constant32 = _tensor_constant33 = None
    getitem_50 = native_batch_norm_16[0]
    getitem_51 = native_batch_norm_16[1]
    getitem_52 = native_batch_norm_16[2];  native_batch_norm_16 = None
    relu__14 = torch.ops.aten.relu_.default(getitem_50);  getitem_50 = None
    detach_14 = torch.ops.aten.detach.default(relu__14)
    _param_constant51 = self._param_constant51
    convolution_17 = torch.ops.aten.convolution.default(relu__14, _param_constant51, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__14 = _param_constant51 = None
    empty_17 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, _param_constant52, _param_constant53, _tensor_constant34, _tensor_constant35, False, 0.1, 1e-05);  convolution_17 = _param_constant52 = _param_constant53 = _tensor_constant34 = _tensor_constant35 = None
    getitem_53 = native_batch_norm_17[0]
    getitem_54 = native_batch_norm_17[1]
    getitem_55 = native_batch_norm_17[2];  native_batch_norm_17 = None
    add__4 = torch.ops.aten.add_.Tensor(getitem_53, relu__12);  getitem_53 = relu__12 = None
    relu__15 = torch.ops.aten.relu_.default(add__4);  add__4 = None
    detach_15 = torch.ops.aten.detach.default(relu__15)
    _param_constant54 = self._param_constant54
    convolution_18 = torch.ops.aten.convolution.default(relu__15, _param_constant54, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant54 = None
    empty_18 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant55 = self._param_constant55
    _param_constant56 = self._param_constant56
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, _param_constant55, _param_constant56, _tensor_constant36, _tensor_constant37, False, 0.1, 1e-05);  convolution_18 = _param_constant55 = _param_constant56 = _tensor_constant36 = _tensor_constant37 = None
    getitem_56 = native_batch_norm_18[0]
    getitem_57 = native_batch_norm_18[1]
    getitem_58 = native_batch_norm_18[2];  native_batch_norm_18 = None
    relu__16 = torch.ops.aten.relu_.default(getitem_56);  getitem_56 = None
    detach_16 = torch.ops.aten.detach.default(relu__16)
    _param_constant57 = self._param_constant57
    convolution_19 = torch.ops.aten.convolution.default(relu__16, _param_constant57, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__16 = _param_constant57 = None
    empty_19 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant58 = self._param_constant58
    _param_constant59 = self._param_constant59
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, _param_constant58, _param_constant59, _tensor_constant38, _tensor_constant39, False, 0.1, 1e-05);  convolution_19 = _param_constant58 = _param_constant59 = _tensor_constant38 = _tensor_constant39 = None
    getitem_59 = native_batch_norm_19[0]
    getitem_60 = native_batch_norm_19[1]
    getitem_61 = native_batch_norm_19[2];  native_batch_norm_19 = None
    relu__17 = torch.ops.aten.relu_.default(getitem_59);  getitem_59 = None
    detach_17 = torch.ops.aten.detach.default(relu__17)
    _param_constant60 = self._param_constant60
    convolution_20 = torch.ops.aten.convolution.default(relu__17, _param_constant60, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__17 = _param_constant60 = None
    empty_20 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant61 = self._param_constant61
    _param_constant62 = self._param_constant62
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_20 = torch.ops.aten.native_batch_norm.default(convolution_20, _param_constant61, _param_constant62, _tensor_constant40, _tensor_constant41, False, 0.1, 1e-05);  convolution_20 = _param_constant61 = _param_constant62 = _tensor_constant40 = _tensor_constant41 = None
    getitem_62 = native_batch_norm_20[0]
    getitem_63 = native_batch_norm_20[1]
    getitem_64 = native_batch_norm_20[2];  native_batch_norm_20 = None
    add__5 = torch.ops.aten.add_.Tensor(getitem_62, relu__15);  getitem_62 = relu__15 = None
    relu__18 = torch.ops.aten.relu_.default(add__5);  add__5 = None
    detach_18 = torch.ops.aten.detach.default(relu__18)
    _param_constant63 = self._param_constant63
    convolution_21 = torch.ops.aten.convolution.default(relu__18, _param_constant63, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant63 = None
    empty_21 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant64 = self._param_constant64
    _param_constant65 = self._param_constant65
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    native_batch_norm_21 = torch.ops.aten.native_batch_norm.default(convolution_21, _param_constant64, _param_constant65, _tensor_constant42, _tensor_constant43, False, 0.1, 1e-05);  convolution_21 = _param_constant64 = _param_constant65 = _tensor_constant42 = _tensor_constant43 = None
    getitem_65 = native_batch_norm_21[0]
    getitem_66 = native_batch_norm_21[1]
    getitem_67 = native_batch_norm_21[2];  native_batch_norm_21 = None
    relu__19 = torch.ops.aten.relu_.default(getitem_65);  getitem_65 = None
    detach_19 = torch.ops.aten.detach.default(relu__19)
    _param_constant66 = self._param_constant66
    convolution_22 = torch.ops.aten.convolution.default(relu__19, _param_constant66, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__19 = _param_constant66 = None
    empty_22 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant67 = self._param_constant67
    _param_constant68 = self._param_constant68
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    native_batch_norm_22 = torch.ops.aten.native_batch_norm.default(convolution_22, _param_constant67, _param_constant68, _tensor_constant44, _tensor_constant45, False, 0.1, 1e-05);  convolution_22 = _param_constant67 = _param_constant68 = _tensor_constant44 = _tensor_constant45 = None
    getitem_68 = native_batch_norm_22[0]
    getitem_69 = native_batch_norm_22[1]
    getitem_70 = native_batch_norm_22[2];  native_batch_norm_22 = None
    relu__20 = torch.ops.aten.relu_.default(getitem_68);  getitem_68 = None
    detach_20 = torch.ops.aten.detach.default(relu__20)
    _param_constant69 = self._param_constant69
    convolution_23 = torch.ops.aten.convolution.default(relu__20, _param_constant69, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__20 = _param_constant69 = None
    empty_23 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant70 = self._param_constant70
    _param_constant71 = self._param_constant71
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    native_batch_norm_23 = torch.ops.aten.native_batch_norm.default(convolution_23, _param_constant70, _param_constant71, _tensor_constant46, _tensor_constant47, False, 0.1, 1e-05);  convolution_23 = _param_constant70 = _param_constant71 = _tensor_constant46 = _tensor_constant47 = None
    getitem_71 = native_batch_norm_23[0]
    getitem_72 = native_batch_norm_23[1]
    getitem_73 = native_batch_norm_23[2];  native_batch_norm_23 = None
    add__6 = torch.ops.aten.add_.Tensor(getitem_71, relu__18);  getitem_71 = relu__18 = None
    relu__21 = torch.ops.aten.relu_.default(add__6);  add__6 = None
    detach_21 = torch.ops.aten.detach.default(relu__21)
    _param_constant72 = self._param_constant72
    convolution_24 = torch.ops.aten.convolution.default(relu__21, _param_constant72, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant72 = None
    empty_24 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant73 = self._param_constant73
    _param_constant74 = self._param_constant74
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    native_batch_norm_24 = torch.ops.aten.native_batch_norm.default(convolution_24, _param_constant73, _param_constant74, _tensor_constant48, _tensor_constant49, False, 0.1, 1e-05);  convolution_24 = _param_constant73 = _param_constant74 = _tensor_constant48 = _tensor_constant49 = None
    getitem_74 = native_batch_norm_24[0]
    getitem_75 = native_batch_norm_24[1]
    getitem_76 = native_batch_norm_24[2];  native_batch_norm_24 = None
    relu__22 = torch.ops.aten.relu_.default(getitem_74);  getitem_74 = None
    detach_22 = torch.ops.aten.detach.default(relu__22)
    _param_constant75 = self._param_constant75
    convolution_25 = torch.ops.aten.convolution.default(relu__22, _param_constant75, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__22 = _param_constant75 = None
    empty_25 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant76 = self._param_constant76
    _param_constant77 = self._param_constant77
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    native_batch_norm_25 = torch.ops.aten.native_batch_norm.default(convolution_25, _param_constant76, _param_constant77, _tensor_constant50, _tensor_constant51, False, 0.1, 1e-05);  convolution_25 = _param_constant76 = _param_constant77 = _tensor_constant50 = _tensor_constant51 = None
    getitem_77 = native_batch_norm_25[0]
    getitem_78 = native_batch_norm_25[1]
    getitem_79 = native_batch_norm_25[2];  native_batch_norm_25 = None
    relu__23 = torch.ops.aten.relu_.default(getitem_77);  getitem_77 = None
    detach_23 = torch.ops.aten.detach.default(relu__23)
    _param_constant78 = self._param_constant78
    convolution_26 = torch.ops.aten.convolution.default(relu__23, _param_constant78, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__23 = _param_constant78 = None
    empty_26 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant79 = self._param_constant79
    _param_constant80 = self._param_constant80
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    native_batch_norm_26 = torch.ops.aten.native_batch_norm.default(convolution_26, _param_constant79, _param_constant80, _tensor_constant52, _tensor_constant53, False, 0.1, 1e-05);  convolution_26 = _param_constant79 = _param_constant80 = _tensor_constant52 = _tensor_constant53 = None
    getitem_80 = native_batch_norm_26[0]
    getitem_81 = native_batch_norm_26[1]
    getitem_82 = native_batch_norm_26[2];  native_batch_norm_26 = None
    _param_constant81 = self._param_constant81
    convolution_27 = torch.ops.aten.convolution.default(relu__21, _param_constant81, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__21 = _param_constant81 = None
    empty_27 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant82 = self._param_constant82
    _param_constant83 = self._param_constant83
    _tensor_constant54 = self._tensor_constant54
    _tensor_constant55 = self._tensor_constant55
    native_batch_norm_27 = torch.ops.aten.native_batch_norm.default(convolution_27, _param_constant82, _param_constant83, _tensor_constant54, _tensor_constant55, False, 0.1, 1e-05);  convolution_27 = _param_constant82 = _param_constant83 = _tensor_constant54 = _tensor_constant55 = None
    getitem_83 = native_batch_norm_27[0]
    getitem_84 = native_batch_norm_27[1]
    getitem_85 = native_batch_norm_27[2];  native_batch_norm_27 = None
    add__7 = torch.ops.aten.add_.Tensor(getitem_80, getitem_83);  getitem_80 = getitem_83 = None
    relu__24 = torch.ops.aten.relu_.default(add__7);  add__7 = None
    detach_24 = torch.ops.aten.detach.default(relu__24)
    _param_constant84 = self._param_constant84
    convolution_28 = torch.ops.aten.convolution.default(relu__24, _param_constant84, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant84 = None
    empty_28 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant85 = self._param_constant85
    _param_constant86 = self._param_constant86
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    native_batch_norm_28 = torch.ops.aten.native_batch_norm.default(convolution_28, _param_constant85, _param_constant86, _tensor_constant56, _tensor_constant57, False, 0.1, 1e-05);  convolution_28 = _param_constant85 = _param_constant86 = _tensor_constant56 = _tensor_constant57 = None
    getitem_86 = native_batch_norm_28[0]
    getitem_87 = native_batch_norm_28[1]
    getitem_88 = native_batch_norm_28[2];  native_batch_norm_28 = None
    relu__25 = torch.ops.aten.relu_.default(getitem_86);  getitem_86 = None
    detach_25 = torch.ops.aten.detach.default(relu__25)
    _param_constant87 = self._param_constant87
    convolution_29 = torch.ops.aten.convolution.default(relu__25, _param_constant87, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__25 = _param_constant87 = None
    empty_29 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant88 = self._param_constant88
    _param_constant89 = self._param_constant89
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_29 = torch.ops.aten.native_batch_norm.default(convolution_29, _param_constant88, _param_constant89, _tensor_constant58, _tensor_constant59, False, 0.1, 1e-05);  convolution_29 = _param_constant88 = _param_constant89 = _tensor_constant58 = _tensor_constant59 = None
    getitem_89 = native_batch_norm_29[0]
    getitem_90 = native_batch_norm_29[1]
    getitem_91 = native_batch_norm_29[2];  native_batch_norm_29 = None
    relu__26 = torch.ops.aten.relu_.default(getitem_89);  getitem_89 = None
    detach_26 = torch.ops.aten.detach.default(relu__26)
    _param_constant90 = self._param_constant90
    convolution_30 = torch.ops.aten.convolution.default(relu__26, _param_constant90, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__26 = _param_constant90 = None
    empty_30 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant91 = self._param_constant91
    _param_constant92 = self._param_constant92
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant61 = self._tensor_constant61
    native_batch_norm_30 = torch.ops.aten.native_batch_norm.default(convolution_30, _param_constant91, _param_constant92, _tensor_constant60, _tensor_constant61, False, 0.1, 1e-05);  convolution_30 = _param_constant91 = _param_constant92 = _tensor_constant60 = _tensor_constant61 = None
    getitem_92 = native_batch_norm_30[0]
    getitem_93 = native_batch_norm_30[1]
    getitem_94 = native_batch_norm_30[2];  native_batch_norm_30 = None
    add__8 = torch.ops.aten.add_.Tensor(getitem_92, relu__24);  getitem_92 = relu__24 = None
    relu__27 = torch.ops.aten.relu_.default(add__8);  add__8 = None
    detach_27 = torch.ops.aten.detach.default(relu__27)
    _param_constant93 = self._param_constant93
    convolution_31 = torch.ops.aten.convolution.default(relu__27, _param_constant93, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant93 = None
    empty_31 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant94 = self._param_constant94
    _param_constant95 = self._param_constant95
    _tensor_constant62 = self._tensor_constant62
    _tensor_constant63 = self._tensor_constant63
    native_batch_norm_31 = torch.ops.aten.native_batch_norm.default(convolution_31, _param_constant94, _param_constant95, _tensor_constant62, _tensor_constant63, False, 0.1, 1e-05);  convolution_31 = _param_constant94 = _param_constant95 = _tensor_constant62 = _tensor_constant63 = None
    getitem_95 = native_batch_norm_31[0]
    getitem_96 = native_batch_norm_31[1]
    getitem_97 = native_batch_norm_31[2];  native_batch_norm_31 = None
    relu__28 = torch.ops.aten.relu_.default(getitem_95);  getitem_95 = None
    detach_28 = torch.ops.aten.detach.default(relu__28)
    _param_constant96 = self._param_constant96
    convolution_32 = torch.ops.aten.convolution.default(relu__28, _param_constant96, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__28 = _param_constant96 = None
    empty_32 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant97 = self._param_constant97
    _param_constant98 = self._param_constant98
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    native_batch_norm_32 = torch.ops.aten.native_batch_norm.default(convolution_32, _param_constant97, _param_constant98, _tensor_constant64, _tensor_constant65, False, 0.1, 1e-05);  convolution_32 = _param_constant97 = _param_constant98 = _tensor_constant64 = _tensor_constant65 = None
    getitem_98 = native_batch_norm_32[0]
    getitem_99 = native_batch_norm_32[1]
    getitem_100 = native_batch_norm_32[2];  native_batch_norm_32 = None
    relu__29 = torch.ops.aten.relu_.default(getitem_98);  getitem_98 = None
    detach_29 = torch.ops.aten.detach.default(relu__29)
    _param_constant99 = self._param_constant99
    convolution_33 = torch.ops.aten.convolution.default(relu__29, _param_constant99, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__29 = _param_constant99 = None
    empty_33 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant100 = self._param_constant100
    _param_constant101 = self._param_constant101
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    native_batch_norm_33 = torch.ops.aten.native_batch_norm.default(convolution_33, _param_constant100, _param_constant101, _tensor_constant66, _tensor_constant67, False, 0.1, 1e-05);  convolution_33 = _param_constant100 = _param_constant101 = _tensor_constant66 = _tensor_constant67 = None
    getitem_101 = native_batch_norm_33[0]
    getitem_102 = native_batch_norm_33[1]
    getitem_103 = native_batch_norm_33[2];  native_batch_norm_33 = None
    add__9 = torch.ops.aten.add_.Tensor(getitem_101, relu__27);  getitem_101 = relu__27 = None
    relu__30 = torch.ops.aten.relu_.default(add__9);  add__9 = None
    detach_30 = torch.ops.aten.detach.default(relu__30)
    _param_constant102 = self._param_constant102
    convolution_34 = torch.ops.aten.convolution.default(relu__30, _param_constant102, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant102 = None
    empty_34 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant103 = self._param_constant103
    _param_constant104 = self._param_constant104
    _tensor_constant68 = self._tensor_constant68
    _tensor_constant69 = self._tensor_constant69
    native_batch_norm_34 = torch.ops.aten.native_batch_norm.default(convolution_34, _param_constant103, _param_constant104, _tensor_constant68, _tensor_constant69, False, 0.1, 1e-05);  convolution_34 = _param_constant103 = _param_constant104 = _tensor_constant68 = _tensor_constant69 = None
    getitem_104 = native_batch_norm_34[0]
    getitem_105 = native_batch_norm_34[1]
    getitem_106 = native_batch_norm_34[2];  native_batch_norm_34 = None
    relu__31 = torch.ops.aten.relu_.default(getitem_104);  getitem_104 = None
    detach_31 = torch.ops.aten.detach.default(relu__31)
    _param_constant105 = self._param_constant105
    convolution_35 = torch.ops.aten.convolution.default(relu__31, _param_constant105, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__31 = _param_constant105 = None
    empty_35 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant106 = self._param_constant106
    _param_constant107 = self._param_constant107
    _tensor_constant70 = self._tensor_constant70
    _tensor_constant71 = self._tensor_constant71
    native_batch_norm_35 = torch.ops.aten.native_batch_norm.default(convolution_35, _param_constant106, _param_constant107, _tensor_constant70, _tensor_constant71, False, 0.1, 1e-05);  convolution_35 = _param_constant106 = _param_constant107 = _tensor_constant70 = _tensor_constant71 = None
    getitem_107 = native_batch_norm_35[0]
    getitem_108 = native_batch_norm_35[1]
    getitem_109 = native_batch_norm_35[2];  native_batch_norm_35 = None
    relu__32 = torch.ops.aten.relu_.default(getitem_107);  getitem_107 = None
    detach_32 = torch.ops.aten.detach.default(relu__32)
    _param_constant108 = self._param_constant108
    convolution_36 = torch.ops.aten.convolution.default(relu__32, _param_constant108, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__32 = _param_constant108 = None
    empty_36 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant109 = self._param_constant109
    _param_constant110 = self._param_constant110
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    native_batch_norm_36 = torch.ops.aten.native_batch_norm.default(convolution_36, _param_constant109, _param_constant110, _tensor_constant72, _tensor_constant73, False, 0.1, 1e-05);  convolution_36 = _param_constant109 = _param_constant110 = _tensor_constant72 = _tensor_constant73 = None
    getitem_110 = native_batch_norm_36[0]
    getitem_111 = native_batch_norm_36[1]
    getitem_112 = native_batch_norm_36[2];  native_batch_norm_36 = None
    add__10 = torch.ops.aten.add_.Tensor(getitem_110, relu__30);  getitem_110 = relu__30 = None
    relu__33 = torch.ops.aten.relu_.default(add__10);  add__10 = None
    detach_33 = torch.ops.aten.detach.default(relu__33)
    _param_constant111 = self._param_constant111
    convolution_37 = torch.ops.aten.convolution.default(relu__33, _param_constant111, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant111 = None
    empty_37 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant112 = self._param_constant112
    _param_constant113 = self._param_constant113
    _tensor_constant74 = self._tensor_constant74
    _tensor_constant75 = self._tensor_constant75
    native_batch_norm_37 = torch.ops.aten.native_batch_norm.default(convolution_37, _param_constant112, _param_constant113, _tensor_constant74, _tensor_constant75, False, 0.1, 1e-05);  convolution_37 = _param_constant112 = _param_constant113 = _tensor_constant74 = _tensor_constant75 = None
    getitem_113 = native_batch_norm_37[0]
    getitem_114 = native_batch_norm_37[1]
    getitem_115 = native_batch_norm_37[2];  native_batch_norm_37 = None
    relu__34 = torch.ops.aten.relu_.default(getitem_113);  getitem_113 = None
    detach_34 = torch.ops.aten.detach.default(relu__34)
    _param_constant114 = self._param_constant114
    convolution_38 = torch.ops.aten.convolution.default(relu__34, _param_constant114, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__34 = _param_constant114 = None
    empty_38 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant115 = self._param_constant115
    _param_constant116 = self._param_constant116
    _tensor_constant76 = self._tensor_constant76
    _tensor_constant77 = self._tensor_constant77
    native_batch_norm_38 = torch.ops.aten.native_batch_norm.default(convolution_38, _param_constant115, _param_constant116, _tensor_constant76, _tensor_constant77, False, 0.1, 1e-05);  convolution_38 = _param_constant115 = _param_constant116 = _tensor_constant76 = _tensor_constant77 = None
    getitem_116 = native_batch_norm_38[0]
    getitem_117 = native_batch_norm_38[1]
    getitem_118 = native_batch_norm_38[2];  native_batch_norm_38 = None
    relu__35 = torch.ops.aten.relu_.default(getitem_116);  getitem_116 = None
    detach_35 = torch.ops.aten.detach.default(relu__35)
    _param_constant117 = self._param_constant117
    convolution_39 = torch.ops.aten.convolution.default(relu__35, _param_constant117, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__35 = _param_constant117 = None
    empty_39 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant118 = self._param_constant118
    _param_constant119 = self._param_constant119
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    native_batch_norm_39 = torch.ops.aten.native_batch_norm.default(convolution_39, _param_constant118, _param_constant119, _tensor_constant78, _tensor_constant79, False, 0.1, 1e-05);  convolution_39 = _param_constant118 = _param_constant119 = _tensor_constant78 = _tensor_constant79 = None
    getitem_119 = native_batch_norm_39[0]
    getitem_120 = native_batch_norm_39[1]
    getitem_121 = native_batch_norm_39[2];  native_batch_norm_39 = None
    add__11 = torch.ops.aten.add_.Tensor(getitem_119, relu__33);  getitem_119 = relu__33 = None
    relu__36 = torch.ops.aten.relu_.default(add__11);  add__11 = None
    detach_36 = torch.ops.aten.detach.default(relu__36)
    _param_constant120 = self._param_constant120
    convolution_40 = torch.ops.aten.convolution.default(relu__36, _param_constant120, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant120 = None
    empty_40 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant121 = self._param_constant121
    _param_constant122 = self._param_constant122
    _tensor_constant80 = self._tensor_constant80
    _tensor_constant81 = self._tensor_constant81
    native_batch_norm_40 = torch.ops.aten.native_batch_norm.default(convolution_40, _param_constant121, _param_constant122, _tensor_constant80, _tensor_constant81, False, 0.1, 1e-05);  convolution_40 = _param_constant121 = _param_constant122 = _tensor_constant80 = _tensor_constant81 = None
    getitem_122 = native_batch_norm_40[0]
    getitem_123 = native_batch_norm_40[1]
    getitem_124 = native_batch_norm_40[2];  native_batch_norm_40 = None
    relu__37 = torch.ops.aten.relu_.default(getitem_122);  getitem_122 = None
    detach_37 = torch.ops.aten.detach.default(relu__37)
    _param_constant123 = self._param_constant123
    convolution_41 = torch.ops.aten.convolution.default(relu__37, _param_constant123, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__37 = _param_constant123 = None
    empty_41 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant124 = self._param_constant124
    _param_constant125 = self._param_constant125
    _tensor_constant82 = self._tensor_constant82
    _tensor_constant83 = self._tensor_constant83
    native_batch_norm_41 = torch.ops.aten.native_batch_norm.default(convolution_41, _param_constant124, _param_constant125, _tensor_constant82, _tensor_constant83, False, 0.1, 1e-05);  convolution_41 = _param_constant124 = _param_constant125 = _tensor_constant82 = _tensor_constant83 = None
    getitem_125 = native_batch_norm_41[0]
    getitem_126 = native_batch_norm_41[1]
    getitem_127 = native_batch_norm_41[2];  native_batch_norm_41 = None
    relu__38 = torch.ops.aten.relu_.default(getitem_125);  getitem_125 = None
    detach_38 = torch.ops.aten.detach.default(relu__38)
    _param_constant126 = self._param_constant126
    convolution_42 = torch.ops.aten.convolution.default(relu__38, _param_constant126, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__38 = _param_constant126 = None
    empty_42 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant127 = self._param_constant127
    _param_constant128 = self._param_constant128
    _tensor_constant84 = self._tensor_constant84
    _tensor_constant85 = self._tensor_constant85
    native_batch_norm_42 = torch.ops.aten.native_batch_norm.default(convolution_42, _param_constant127, _param_constant128, _tensor_constant84, _tensor_constant85, False, 0.1, 1e-05);  convolution_42 = _param_constant127 = _param_constant128 = _tensor_constant84 = _tensor_constant85 = None
    getitem_128 = native_batch_norm_42[0]
    getitem_129 = native_batch_norm_42[1]
    getitem_130 = native_batch_norm_42[2];  native_batch_norm_42 = None
    add__12 = torch.ops.aten.add_.Tensor(getitem_128, relu__36);  getitem_128 = relu__36 = None
    relu__39 = torch.ops.aten.relu_.default(add__12);  add__12 = None
    detach_39 = torch.ops.aten.detach.default(relu__39)
    _param_constant129 = self._param_constant129
    convolution_43 = torch.ops.aten.convolution.default(relu__39, _param_constant129, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant129 = None
    empty_43 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant130 = self._param_constant130
    _param_constant131 = self._param_constant131
    _tensor_constant86 = self._tensor_constant86
    _tensor_constant87 = self._tensor_constant87
    native_batch_norm_43 = torch.ops.aten.native_batch_norm.default(convolution_43, _param_constant130, _param_constant131, _tensor_constant86, _tensor_constant87, False, 0.1, 1e-05);  convolution_43 = _param_constant130 = _param_constant131 = _tensor_constant86 = _tensor_constant87 = None
    getitem_131 = native_batch_norm_43[0]
    getitem_132 = native_batch_norm_43[1]
    getitem_133 = native_batch_norm_43[2];  native_batch_norm_43 = None
    relu__40 = torch.ops.aten.relu_.default(getitem_131);  getitem_131 = None
    detach_40 = torch.ops.aten.detach.default(relu__40)
    _param_constant132 = self._param_constant132
    convolution_44 = torch.ops.aten.convolution.default(relu__40, _param_constant132, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__40 = _param_constant132 = None
    empty_44 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant133 = self._param_constant133
    _param_constant134 = self._param_constant134
    _tensor_constant88 = self._tensor_constant88
    _tensor_constant89 = self._tensor_constant89
    native_batch_norm_44 = torch.ops.aten.native_batch_norm.default(convolution_44, _param_constant133, _param_constant134, _tensor_constant88, _tensor_constant89, False, 0.1, 1e-05);  convolution_44 = _param_constant133 = _param_constant134 = _tensor_constant88 = _tensor_constant89 = None
    getitem_134 = native_batch_norm_44[0]
    getitem_135 = native_batch_norm_44[1]
    getitem_136 = native_batch_norm_44[2];  native_batch_norm_44 = None
    relu__41 = torch.ops.aten.relu_.default(getitem_134);  getitem_134 = None
    detach_41 = torch.ops.aten.detach.default(relu__41)
    _param_constant135 = self._param_constant135
    convolution_45 = torch.ops.aten.convolution.default(relu__41, _param_constant135, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__41 = _param_constant135 = None
    empty_45 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant136 = self._param_constant136
    _param_constant137 = self._param_constant137
    _tensor_constant90 = self._tensor_constant90
    _tensor_constant91 = self._tensor_constant91
    native_batch_norm_45 = torch.ops.aten.native_batch_norm.default(convolution_45, _param_constant136, _param_constant137, _tensor_constant90, _tensor_constant91, False, 0.1, 1e-05);  convolution_45 = _param_constant136 = _param_constant137 = _tensor_constant90 = _tensor_constant91 = None
    getitem_137 = native_batch_norm_45[0]
    getitem_138 = native_batch_norm_45[1]
    getitem_139 = native_batch_norm_45[2];  native_batch_norm_45 = None
    _param_constant138 = self._param_constant138
    convolution_46 = torch.ops.aten.convolution.default(relu__39, _param_constant138, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__39 = _param_constant138 = None
    empty_46 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant139 = self._param_constant139
    _param_constant140 = self._param_constant140
    _tensor_constant92 = self._tensor_constant92
    _tensor_constant93 = self._tensor_constant93
    native_batch_norm_46 = torch.ops.aten.native_batch_norm.default(convolution_46, _param_constant139, _param_constant140, _tensor_constant92, _tensor_constant93, False, 0.1, 1e-05);  convolution_46 = _param_constant139 = _param_constant140 = _tensor_constant92 = _tensor_constant93 = None
    getitem_140 = native_batch_norm_46[0]
    getitem_141 = native_batch_norm_46[1]
    getitem_142 = native_batch_norm_46[2];  native_batch_norm_46 = None
    add__13 = torch.ops.aten.add_.Tensor(getitem_137, getitem_140);  getitem_137 = getitem_140 = None
    relu__42 = torch.ops.aten.relu_.default(add__13);  add__13 = None
    detach_42 = torch.ops.aten.detach.default(relu__42)
    _param_constant141 = self._param_constant141
    convolution_47 = torch.ops.aten.convolution.default(relu__42, _param_constant141, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant141 = None
    empty_47 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant142 = self._param_constant142
    _param_constant143 = self._param_constant143
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    native_batch_norm_47 = torch.ops.aten.native_batch_norm.default(convolution_47, _param_constant142, _param_constant143, _tensor_constant94, _tensor_constant95, False, 0.1, 1e-05);  convolution_47 = _param_constant142 = _param_constant143 = _tensor_constant94 = _tensor_constant95 = None
    getitem_143 = native_batch_norm_47[0]
    getitem_144 = native_batch_norm_47[1]
    getitem_145 = native_batch_norm_47[2];  native_batch_norm_47 = None
    relu__43 = torch.ops.aten.relu_.default(getitem_143);  getitem_143 = None
    detach_43 = torch.ops.aten.detach.default(relu__43)
    _param_constant144 = self._param_constant144
    convolution_48 = torch.ops.aten.convolution.default(relu__43, _param_constant144, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__43 = _param_constant144 = None
    empty_48 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant145 = self._param_constant145
    _param_constant146 = self._param_constant146
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    native_batch_norm_48 = torch.ops.aten.native_batch_norm.default(convolution_48, _param_constant145, _param_constant146, _tensor_constant96, _tensor_constant97, False, 0.1, 1e-05);  convolution_48 = _param_constant145 = _param_constant146 = _tensor_constant96 = _tensor_constant97 = None
    getitem_146 = native_batch_norm_48[0]
    getitem_147 = native_batch_norm_48[1]
    getitem_148 = native_batch_norm_48[2];  native_batch_norm_48 = None
    relu__44 = torch.ops.aten.relu_.default(getitem_146);  getitem_146 = None
    detach_44 = torch.ops.aten.detach.default(relu__44)
    _param_constant147 = self._param_constant147
    convolution_49 = torch.ops.aten.convolution.default(relu__44, _param_constant147, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__44 = _param_constant147 = None
    empty_49 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant148 = self._param_constant148
    _param_constant149 = self._param_constant149
    _tensor_constant98 = self._tensor_constant98
    _tensor_constant99 = self._tensor_constant99
    native_batch_norm_49 = torch.ops.aten.native_batch_norm.default(convolution_49, _param_constant148, _param_constant149, _tensor_constant98, _tensor_constant99, False, 0.1, 1e-05);  convolution_49 = _param_constant148 = _param_constant149 = _tensor_constant98 = _tensor_constant99 = None
    getitem_149 = native_batch_norm_49[0]
    getitem_150 = native_batch_norm_49[1]
    getitem_151 = native_batch_norm_49[2];  native_batch_norm_49 = None
    add__14 = torch.ops.aten.add_.Tensor(getitem_149, relu__42);  getitem_149 = relu__42 = None
    relu__45 = torch.ops.aten.relu_.default(add__14);  add__14 = None
    detach_45 = torch.ops.aten.detach.default(relu__45)
    _param_constant150 = self._param_constant150
    convolution_50 = torch.ops.aten.convolution.default(relu__45, _param_constant150, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant150 = None
    empty_50 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant151 = self._param_constant151
    _param_constant152 = self._param_constant152
    _tensor_constant100 = self._tensor_constant100
    _tensor_constant101 = self._tensor_constant101
    native_batch_norm_50 = torch.ops.aten.native_batch_norm.default(convolution_50, _param_constant151, _param_constant152, _tensor_constant100, _tensor_constant101, False, 0.1, 1e-05);  convolution_50 = _param_constant151 = _param_constant152 = _tensor_constant100 = _tensor_constant101 = None
    getitem_152 = native_batch_norm_50[0]
    getitem_153 = native_batch_norm_50[1]
    getitem_154 = native_batch_norm_50[2];  native_batch_norm_50 = None
    relu__46 = torch.ops.aten.relu_.default(getitem_152);  getitem_152 = None
    detach_46 = torch.ops.aten.detach.default(relu__46)
    _param_constant153 = self._param_constant153
    convolution_51 = torch.ops.aten.convolution.default(relu__46, _param_constant153, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__46 = _param_constant153 = None
    empty_51 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant154 = self._param_constant154
    _param_constant155 = self._param_constant155
    _tensor_constant102 = self._tensor_constant102
    _tensor_constant103 = self._tensor_constant103
    native_batch_norm_51 = torch.ops.aten.native_batch_norm.default(convolution_51, _param_constant154, _param_constant155, _tensor_constant102, _tensor_constant103, False, 0.1, 1e-05);  convolution_51 = _param_constant154 = _param_constant155 = _tensor_constant102 = _tensor_constant103 = None
    getitem_155 = native_batch_norm_51[0]
    getitem_156 = native_batch_norm_51[1]
    getitem_157 = native_batch_norm_51[2];  native_batch_norm_51 = None
    relu__47 = torch.ops.aten.relu_.default(getitem_155);  getitem_155 = None
    detach_47 = torch.ops.aten.detach.default(relu__47)
    _param_constant156 = self._param_constant156
    convolution_52 = torch.ops.aten.convolution.default(relu__47, _param_constant156, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__47 = _param_constant156 = None
    empty_52 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    _param_constant157 = self._param_constant157
    _param_constant158 = self._param_constant158
    _tensor_constant104 = self._tensor_constant104
    _tensor_constant105 = self._tensor_constant105
    native_batch_norm_52 = torch.ops.aten.native_batch_norm.default(convolution_52, _param_constant157, _param_constant158, _tensor_constant104, _tensor_constant105, False, 0.1, 1e-05);  convolution_52 = _param_constant157 = _param_constant158 = _tensor_constant104 = _tensor_constant105 = None
    getitem_158 = native_batch_norm_52[0]
    getitem_159 = native_batch_norm_52[1]
    getitem_160 = native_batch_norm_52[2];  native_batch_norm_52 = None
    add__15 = torch.ops.aten.add_.Tensor(getitem_158, relu__45);  getitem_158 = relu__45 = None
    relu__48 = torch.ops.aten.relu_.default(add__15);  add__15 = None
    detach_48 = torch.ops.aten.detach.default(relu__48)
    mean = torch.ops.aten.mean.dim(relu__48, [-1, -2], True);  relu__48 = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(mean, [1, 2048], [2048, 1]);  mean = None
    _param_constant159 = self._param_constant159
    t = torch.ops.aten.t.default(_param_constant159);  _param_constant159 = None
    _param_constant160 = self._param_constant160
    addmm = torch.ops.aten.addmm.default(_param_constant160, _reshape_alias, t);  _param_constant160 = _reshape_alias = t = None
    return addmm
    