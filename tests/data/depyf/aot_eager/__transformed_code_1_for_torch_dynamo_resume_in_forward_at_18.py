def __transformed_code_1_for_torch_dynamo_resume_in_forward_at_18(__nested_resume_fns, __nested_frame_values, ___stack0, y):
    __is_tracing_resume_prologue = None; self = None; x = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_0 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_2 = __import_torch_dot__dynamo_dot_utils.call_size
    tmp_3 = y
    tmp_4 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_1)
    []
    __temp_51, = __compiled_fn_11_7142e01f_83d7_43fe_bcbd_4b37333dd226(
        __import_torch_dot__dynamo_dot_utils.call_size(y, 0), tmp_3)
    []
    __temp_55 = []
    __temp_55.extend([])
    [__temp_55]
    return __temp_51
