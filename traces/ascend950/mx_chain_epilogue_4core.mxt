mxt 2
target ascend950
config ascend950pr
buffer a gm address=0x0 shape=[128, 64] dtype=float8_e4m3fn payload="mx_chain_epilogue_4core.npz/a"
buffer b1 gm address=0x2000 shape=[64, 64] dtype=float8_e4m3fn payload="mx_chain_epilogue_4core.npz/b1"
buffer b2 gm address=0x3000 shape=[64, 32] dtype=float8_e4m3fn payload="mx_chain_epilogue_4core.npz/b2"
buffer sa gm address=0x3800 shape=[128, 1, 2] dtype=float8_e8m0fnu payload="mx_chain_epilogue_4core.npz/sa"
buffer sb1 gm address=0x3a00 shape=[1, 64, 2] dtype=float8_e8m0fnu payload="mx_chain_epilogue_4core.npz/sb1"
buffer sa2 gm address=0x3c00 shape=[128, 1, 2] dtype=float8_e8m0fnu payload="mx_chain_epilogue_4core.npz/sa2"
buffer sb2 gm address=0x3e00 shape=[1, 32, 2] dtype=float8_e8m0fnu payload="mx_chain_epilogue_4core.npz/sb2"
buffer out gm address=0x4000 shape=[128, 32] dtype=float32 payload="mx_chain_epilogue_4core.npz/out" expect="mx_chain_epilogue_4core.npz/out.expected"
buffer l1_0 l1 address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ
buffer l1_1 l1 address=0x800 shape=[32, 64] dtype=float8_e4m3fn layout=NZ
buffer l1_2 l1 address=0x1000 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ
buffer l1_3 l1 address=0x1040 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ
buffer l1_4 l1 address=0x4000 shape=[64, 64] dtype=float8_e4m3fn layout=ZN
buffer l1_5 l1 address=0x6000 shape=[2, 64] dtype=float8_e8m0fnu layout=NN
buffer l1_6 l1 address=0x8000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN
buffer l1_7 l1 address=0xa000 shape=[2, 32] dtype=float8_e8m0fnu layout=NN
buffer l0a_0 l0a address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ
buffer l0b_0 l0b address=0x0 shape=[64, 64] dtype=float8_e4m3fn layout=ZN
buffer l0b_1 l0b address=0x1000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN
buffer l0a_mx_0 l0a_mx address=0x0 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ
buffer l0b_mx_0 l0b_mx address=0x0 shape=[2, 64] dtype=float8_e8m0fnu layout=NN
buffer l0b_mx_1 l0b_mx address=0x100 shape=[2, 32] dtype=float8_e8m0fnu layout=NN
buffer l0c_0 l0c address=0x0 shape=[32, 64] dtype=float32 layout=NZ
buffer l0c_1 l0c address=0x2000 shape=[32, 32] dtype=float32 layout=NZ
buffer ub_0 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND aiv=0
buffer ub_0_aiv1 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND aiv=1
buffer ub_1 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND aiv=0
buffer ub_1_aiv1 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND aiv=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=b1 n_value=64 d_value=64 src_d_value=64 dst_nz_c0_stride=64
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=b2 n_value=32 d_value=64 src_d_value=32 dst_nz_c0_stride=32
rls_buf pipe=PIPE_MTE2 id=6 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_2 src=sa n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_3 src=sa2 n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_5 src=sb1 n_value=1 d_value=64 src_d_value=64 dtype=b16 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_7 src=sb2 n_value=1 d_value=32 src_d_value=32 dtype=b16 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=8 mode=0
get_buf pipe=PIPE_MTE1 id=0 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_0 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2
rls_buf pipe=PIPE_MTE1 id=8 mode=0
rls_buf pipe=PIPE_MTE1 id=0 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=4 mode=0
load_cbuf_to_cb dst=l0b_0 src=l1_4 m_start=0 k_start=0 m_step=4 k_step=2 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=4 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=2 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_2 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=2 mode=0
get_buf pipe=PIPE_MTE1 id=12 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_0 src=l1_5 x_start=0 y_start=0 x_step=4 y_step=1 src_stride=1 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=12 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=12 mode=0
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=32 k=64 n=64 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=14 mode=0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
get_buf pipe=PIPE_FIX id=16 mode=0
get_buf pipe=PIPE_FIX id=14 mode=0
copy_matrix_cc_to_ub dst=ub_0 src=l0c_0 n=64 m=32 dst_stride=64 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1 dual_dst_ctl=1
rls_buf pipe=PIPE_FIX id=16 mode=0
rls_buf pipe=PIPE_FIX id=14 mode=0
set_intra_block pipe=PIPE_FIX event_id=0
set_intra_block pipe=PIPE_FIX event_id=16
wait_intra_block pipe=PIPE_V event_id=0 aiv=0
get_buf pipe=PIPE_V id=17 mode=0 aiv=0
get_buf pipe=PIPE_V id=16 mode=0 aiv=0
vconv dst=ub_1 src=ub_0 count=1024 round_mode=CAST_RINT saturate=1 aiv=0
rls_buf pipe=PIPE_V id=17 mode=0 aiv=0
rls_buf pipe=PIPE_V id=16 mode=0 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=0
copy_ubuf_to_cbuf dst=l1_1 src=ub_1 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=0
copy_ubuf_to_cbuf dst=l1_1[1024] src=ub_1[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=0
set_intra_block pipe=PIPE_MTE3 event_id=1 aiv=0
wait_intra_block pipe=PIPE_V event_id=0 aiv=1
get_buf pipe=PIPE_V id=17 mode=0 aiv=1
get_buf pipe=PIPE_V id=16 mode=0 aiv=1
vconv dst=ub_1_aiv1 src=ub_0_aiv1 count=1024 round_mode=CAST_RINT saturate=1 aiv=1
rls_buf pipe=PIPE_V id=17 mode=0 aiv=1
rls_buf pipe=PIPE_V id=16 mode=0 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=1
copy_ubuf_to_cbuf dst=l1_1[512] src=ub_1_aiv1 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=1
copy_ubuf_to_cbuf dst=l1_1[1536] src=ub_1_aiv1[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 aiv=1
set_intra_block pipe=PIPE_MTE3 event_id=1 aiv=1
wait_intra_block pipe=PIPE_MTE1 event_id=1
wait_intra_block pipe=PIPE_MTE1 event_id=17
get_buf pipe=PIPE_MTE1 id=8 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_1 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2
rls_buf pipe=PIPE_MTE1 id=8 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=10 mode=0
get_buf pipe=PIPE_MTE1 id=6 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_6 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2
rls_buf pipe=PIPE_MTE1 id=10 mode=0
rls_buf pipe=PIPE_MTE1 id=6 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_3 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=10 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
mad_mx c=l0c_1 a=l0a_0 b=l0b_1 m=32 k=64 n=32 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=15 mode=0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_FIX id=15 mode=0
copy_matrix_cc_to_gm dst=out src=l0c_1 n=32 m=32 dst_stride=32 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1
rls_buf pipe=PIPE_FIX id=15 mode=0
buffer l1_8 l1 address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=1
buffer l1_9 l1 address=0x800 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=1
buffer l1_10 l1 address=0x1000 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=1
buffer l1_11 l1 address=0x1040 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=1
buffer l1_12 l1 address=0x4000 shape=[64, 64] dtype=float8_e4m3fn layout=ZN core=1
buffer l1_13 l1 address=0x6000 shape=[2, 64] dtype=float8_e8m0fnu layout=NN core=1
buffer l1_14 l1 address=0x8000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN core=1
buffer l1_15 l1 address=0xa000 shape=[2, 32] dtype=float8_e8m0fnu layout=NN core=1
buffer l0a_1 l0a address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=1
buffer l0b_2 l0b address=0x0 shape=[64, 64] dtype=float8_e4m3fn layout=ZN core=1
buffer l0b_3 l0b address=0x1000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN core=1
buffer l0a_mx_1 l0a_mx address=0x0 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=1
buffer l0b_mx_2 l0b_mx address=0x0 shape=[2, 64] dtype=float8_e8m0fnu layout=NN core=1
buffer l0b_mx_3 l0b_mx address=0x100 shape=[2, 32] dtype=float8_e8m0fnu layout=NN core=1
buffer l0c_2 l0c address=0x0 shape=[32, 64] dtype=float32 layout=NZ core=1
buffer l0c_3 l0c address=0x2000 shape=[32, 32] dtype=float32 layout=NZ core=1
buffer ub_2 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND core=1 aiv=0
buffer ub_2_aiv1 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND core=1 aiv=1
buffer ub_3 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND core=1 aiv=0
buffer ub_3_aiv1 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND core=1 aiv=1
get_buf pipe=PIPE_MTE2 id=0 mode=0 core=1
copy_gm_to_cbuf_multi_nd2nz dst=l1_8 src=a[2048] n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32 core=1
rls_buf pipe=PIPE_MTE2 id=0 mode=0 core=1
get_buf pipe=PIPE_MTE2 id=4 mode=0 core=1
copy_gm_to_cbuf_multi_dn2nz dst=l1_12 src=b1 n_value=64 d_value=64 src_d_value=64 dst_nz_c0_stride=64 core=1
rls_buf pipe=PIPE_MTE2 id=4 mode=0 core=1
get_buf pipe=PIPE_MTE2 id=6 mode=0 core=1
copy_gm_to_cbuf_multi_dn2nz dst=l1_14 src=b2 n_value=32 d_value=64 src_d_value=32 dst_nz_c0_stride=32 core=1
rls_buf pipe=PIPE_MTE2 id=6 mode=0 core=1
get_buf pipe=PIPE_MTE2 id=2 mode=0 core=1
copy_gm_to_cbuf_multi_dn2nz dst=l1_10 src=sa[64] n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1 core=1
rls_buf pipe=PIPE_MTE2 id=2 mode=0 core=1
get_buf pipe=PIPE_MTE2 id=3 mode=0 core=1
copy_gm_to_cbuf_multi_dn2nz dst=l1_11 src=sa2[64] n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1 core=1
rls_buf pipe=PIPE_MTE2 id=3 mode=0 core=1
get_buf pipe=PIPE_MTE2 id=5 mode=0 core=1
copy_gm_to_cbuf_multi_nd2nz dst=l1_13 src=sb1 n_value=1 d_value=64 src_d_value=64 dtype=b16 dst_nz_c0_stride=1 core=1
rls_buf pipe=PIPE_MTE2 id=5 mode=0 core=1
get_buf pipe=PIPE_MTE2 id=7 mode=0 core=1
copy_gm_to_cbuf_multi_nd2nz dst=l1_15 src=sb2 n_value=1 d_value=32 src_d_value=32 dtype=b16 dst_nz_c0_stride=1 core=1
rls_buf pipe=PIPE_MTE2 id=7 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=8 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=0 mode=0 core=1
load_cbuf_to_ca dst=l0a_1 src=l1_8 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=1
rls_buf pipe=PIPE_MTE1 id=8 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=0 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=9 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=4 mode=0 core=1
load_cbuf_to_cb dst=l0b_2 src=l1_12 m_start=0 k_start=0 m_step=4 k_step=2 src_stride=4 dst_stride=4 core=1
rls_buf pipe=PIPE_MTE1 id=9 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=4 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=11 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=2 mode=0 core=1
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_10 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=1
rls_buf pipe=PIPE_MTE1 id=11 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=2 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=12 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=5 mode=0 core=1
load_cbuf_to_cb_mx dst=l0b_mx_2 src=l1_13 x_start=0 y_start=0 x_step=4 y_step=1 src_stride=1 dst_stride=1 core=1
rls_buf pipe=PIPE_MTE1 id=12 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=5 mode=0 core=1
get_buf pipe=PIPE_M id=14 mode=0 core=1
get_buf pipe=PIPE_M id=8 mode=0 core=1
get_buf pipe=PIPE_M id=9 mode=0 core=1
get_buf pipe=PIPE_M id=11 mode=0 core=1
get_buf pipe=PIPE_M id=12 mode=0 core=1
mad_mx c=l0c_2 a=l0a_1 b=l0b_2 m=32 k=64 n=64 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_1 scale_b=l0b_mx_2 core=1
rls_buf pipe=PIPE_M id=14 mode=0 core=1
rls_buf pipe=PIPE_M id=8 mode=0 core=1
rls_buf pipe=PIPE_M id=9 mode=0 core=1
rls_buf pipe=PIPE_M id=11 mode=0 core=1
rls_buf pipe=PIPE_M id=12 mode=0 core=1
get_buf pipe=PIPE_FIX id=16 mode=0 core=1
get_buf pipe=PIPE_FIX id=14 mode=0 core=1
copy_matrix_cc_to_ub dst=ub_2 src=l0c_2 n=64 m=32 dst_stride=64 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1 dual_dst_ctl=1 core=1
rls_buf pipe=PIPE_FIX id=16 mode=0 core=1
rls_buf pipe=PIPE_FIX id=14 mode=0 core=1
set_intra_block pipe=PIPE_FIX event_id=0 core=1
set_intra_block pipe=PIPE_FIX event_id=16 core=1
wait_intra_block pipe=PIPE_V event_id=0 core=1 aiv=0
get_buf pipe=PIPE_V id=17 mode=0 core=1 aiv=0
get_buf pipe=PIPE_V id=16 mode=0 core=1 aiv=0
vconv dst=ub_3 src=ub_2 count=1024 round_mode=CAST_RINT saturate=1 core=1 aiv=0
rls_buf pipe=PIPE_V id=17 mode=0 core=1 aiv=0
rls_buf pipe=PIPE_V id=16 mode=0 core=1 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=0
copy_ubuf_to_cbuf dst=l1_9 src=ub_3 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=1 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=0
copy_ubuf_to_cbuf dst=l1_9[1024] src=ub_3[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=1 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=0
set_intra_block pipe=PIPE_MTE3 event_id=1 core=1 aiv=0
wait_intra_block pipe=PIPE_V event_id=0 core=1 aiv=1
get_buf pipe=PIPE_V id=17 mode=0 core=1 aiv=1
get_buf pipe=PIPE_V id=16 mode=0 core=1 aiv=1
vconv dst=ub_3_aiv1 src=ub_2_aiv1 count=1024 round_mode=CAST_RINT saturate=1 core=1 aiv=1
rls_buf pipe=PIPE_V id=17 mode=0 core=1 aiv=1
rls_buf pipe=PIPE_V id=16 mode=0 core=1 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=1
copy_ubuf_to_cbuf dst=l1_9[512] src=ub_3_aiv1 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=1 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=1
copy_ubuf_to_cbuf dst=l1_9[1536] src=ub_3_aiv1[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=1 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=1 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=1 aiv=1
set_intra_block pipe=PIPE_MTE3 event_id=1 core=1 aiv=1
wait_intra_block pipe=PIPE_MTE1 event_id=1 core=1
wait_intra_block pipe=PIPE_MTE1 event_id=17 core=1
get_buf pipe=PIPE_MTE1 id=8 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=1 mode=0 core=1
load_cbuf_to_ca dst=l0a_1 src=l1_9 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=1
rls_buf pipe=PIPE_MTE1 id=8 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=1 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=10 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=6 mode=0 core=1
load_cbuf_to_cb dst=l0b_3 src=l1_14 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=1
rls_buf pipe=PIPE_MTE1 id=10 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=6 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=11 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=3 mode=0 core=1
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_11 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=1
rls_buf pipe=PIPE_MTE1 id=11 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=3 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=13 mode=0 core=1
get_buf pipe=PIPE_MTE1 id=7 mode=0 core=1
load_cbuf_to_cb_mx dst=l0b_mx_3 src=l1_15 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=1
rls_buf pipe=PIPE_MTE1 id=13 mode=0 core=1
rls_buf pipe=PIPE_MTE1 id=7 mode=0 core=1
get_buf pipe=PIPE_M id=15 mode=0 core=1
get_buf pipe=PIPE_M id=8 mode=0 core=1
get_buf pipe=PIPE_M id=10 mode=0 core=1
get_buf pipe=PIPE_M id=11 mode=0 core=1
get_buf pipe=PIPE_M id=13 mode=0 core=1
mad_mx c=l0c_3 a=l0a_1 b=l0b_3 m=32 k=64 n=32 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_1 scale_b=l0b_mx_3 core=1
rls_buf pipe=PIPE_M id=15 mode=0 core=1
rls_buf pipe=PIPE_M id=8 mode=0 core=1
rls_buf pipe=PIPE_M id=10 mode=0 core=1
rls_buf pipe=PIPE_M id=11 mode=0 core=1
rls_buf pipe=PIPE_M id=13 mode=0 core=1
get_buf pipe=PIPE_FIX id=15 mode=0 core=1
copy_matrix_cc_to_gm dst=out[4096] src=l0c_3 n=32 m=32 dst_stride=32 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1 core=1
rls_buf pipe=PIPE_FIX id=15 mode=0 core=1
buffer l1_16 l1 address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=2
buffer l1_17 l1 address=0x800 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=2
buffer l1_18 l1 address=0x1000 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=2
buffer l1_19 l1 address=0x1040 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=2
buffer l1_20 l1 address=0x4000 shape=[64, 64] dtype=float8_e4m3fn layout=ZN core=2
buffer l1_21 l1 address=0x6000 shape=[2, 64] dtype=float8_e8m0fnu layout=NN core=2
buffer l1_22 l1 address=0x8000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN core=2
buffer l1_23 l1 address=0xa000 shape=[2, 32] dtype=float8_e8m0fnu layout=NN core=2
buffer l0a_2 l0a address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=2
buffer l0b_4 l0b address=0x0 shape=[64, 64] dtype=float8_e4m3fn layout=ZN core=2
buffer l0b_5 l0b address=0x1000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN core=2
buffer l0a_mx_2 l0a_mx address=0x0 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=2
buffer l0b_mx_4 l0b_mx address=0x0 shape=[2, 64] dtype=float8_e8m0fnu layout=NN core=2
buffer l0b_mx_5 l0b_mx address=0x100 shape=[2, 32] dtype=float8_e8m0fnu layout=NN core=2
buffer l0c_4 l0c address=0x0 shape=[32, 64] dtype=float32 layout=NZ core=2
buffer l0c_5 l0c address=0x2000 shape=[32, 32] dtype=float32 layout=NZ core=2
buffer ub_4 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND core=2 aiv=0
buffer ub_4_aiv1 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND core=2 aiv=1
buffer ub_5 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND core=2 aiv=0
buffer ub_5_aiv1 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND core=2 aiv=1
get_buf pipe=PIPE_MTE2 id=0 mode=0 core=2
copy_gm_to_cbuf_multi_nd2nz dst=l1_16 src=a[4096] n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32 core=2
rls_buf pipe=PIPE_MTE2 id=0 mode=0 core=2
get_buf pipe=PIPE_MTE2 id=4 mode=0 core=2
copy_gm_to_cbuf_multi_dn2nz dst=l1_20 src=b1 n_value=64 d_value=64 src_d_value=64 dst_nz_c0_stride=64 core=2
rls_buf pipe=PIPE_MTE2 id=4 mode=0 core=2
get_buf pipe=PIPE_MTE2 id=6 mode=0 core=2
copy_gm_to_cbuf_multi_dn2nz dst=l1_22 src=b2 n_value=32 d_value=64 src_d_value=32 dst_nz_c0_stride=32 core=2
rls_buf pipe=PIPE_MTE2 id=6 mode=0 core=2
get_buf pipe=PIPE_MTE2 id=2 mode=0 core=2
copy_gm_to_cbuf_multi_dn2nz dst=l1_18 src=sa[128] n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1 core=2
rls_buf pipe=PIPE_MTE2 id=2 mode=0 core=2
get_buf pipe=PIPE_MTE2 id=3 mode=0 core=2
copy_gm_to_cbuf_multi_dn2nz dst=l1_19 src=sa2[128] n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1 core=2
rls_buf pipe=PIPE_MTE2 id=3 mode=0 core=2
get_buf pipe=PIPE_MTE2 id=5 mode=0 core=2
copy_gm_to_cbuf_multi_nd2nz dst=l1_21 src=sb1 n_value=1 d_value=64 src_d_value=64 dtype=b16 dst_nz_c0_stride=1 core=2
rls_buf pipe=PIPE_MTE2 id=5 mode=0 core=2
get_buf pipe=PIPE_MTE2 id=7 mode=0 core=2
copy_gm_to_cbuf_multi_nd2nz dst=l1_23 src=sb2 n_value=1 d_value=32 src_d_value=32 dtype=b16 dst_nz_c0_stride=1 core=2
rls_buf pipe=PIPE_MTE2 id=7 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=8 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=0 mode=0 core=2
load_cbuf_to_ca dst=l0a_2 src=l1_16 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=2
rls_buf pipe=PIPE_MTE1 id=8 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=0 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=9 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=4 mode=0 core=2
load_cbuf_to_cb dst=l0b_4 src=l1_20 m_start=0 k_start=0 m_step=4 k_step=2 src_stride=4 dst_stride=4 core=2
rls_buf pipe=PIPE_MTE1 id=9 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=4 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=11 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=2 mode=0 core=2
load_cbuf_to_ca_mx dst=l0a_mx_2 src=l1_18 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=2
rls_buf pipe=PIPE_MTE1 id=11 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=2 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=12 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=5 mode=0 core=2
load_cbuf_to_cb_mx dst=l0b_mx_4 src=l1_21 x_start=0 y_start=0 x_step=4 y_step=1 src_stride=1 dst_stride=1 core=2
rls_buf pipe=PIPE_MTE1 id=12 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=5 mode=0 core=2
get_buf pipe=PIPE_M id=14 mode=0 core=2
get_buf pipe=PIPE_M id=8 mode=0 core=2
get_buf pipe=PIPE_M id=9 mode=0 core=2
get_buf pipe=PIPE_M id=11 mode=0 core=2
get_buf pipe=PIPE_M id=12 mode=0 core=2
mad_mx c=l0c_4 a=l0a_2 b=l0b_4 m=32 k=64 n=64 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_2 scale_b=l0b_mx_4 core=2
rls_buf pipe=PIPE_M id=14 mode=0 core=2
rls_buf pipe=PIPE_M id=8 mode=0 core=2
rls_buf pipe=PIPE_M id=9 mode=0 core=2
rls_buf pipe=PIPE_M id=11 mode=0 core=2
rls_buf pipe=PIPE_M id=12 mode=0 core=2
get_buf pipe=PIPE_FIX id=16 mode=0 core=2
get_buf pipe=PIPE_FIX id=14 mode=0 core=2
copy_matrix_cc_to_ub dst=ub_4 src=l0c_4 n=64 m=32 dst_stride=64 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1 dual_dst_ctl=1 core=2
rls_buf pipe=PIPE_FIX id=16 mode=0 core=2
rls_buf pipe=PIPE_FIX id=14 mode=0 core=2
set_intra_block pipe=PIPE_FIX event_id=0 core=2
set_intra_block pipe=PIPE_FIX event_id=16 core=2
wait_intra_block pipe=PIPE_V event_id=0 core=2 aiv=0
get_buf pipe=PIPE_V id=17 mode=0 core=2 aiv=0
get_buf pipe=PIPE_V id=16 mode=0 core=2 aiv=0
vconv dst=ub_5 src=ub_4 count=1024 round_mode=CAST_RINT saturate=1 core=2 aiv=0
rls_buf pipe=PIPE_V id=17 mode=0 core=2 aiv=0
rls_buf pipe=PIPE_V id=16 mode=0 core=2 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=0
copy_ubuf_to_cbuf dst=l1_17 src=ub_5 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=2 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=0
copy_ubuf_to_cbuf dst=l1_17[1024] src=ub_5[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=2 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=0
set_intra_block pipe=PIPE_MTE3 event_id=1 core=2 aiv=0
wait_intra_block pipe=PIPE_V event_id=0 core=2 aiv=1
get_buf pipe=PIPE_V id=17 mode=0 core=2 aiv=1
get_buf pipe=PIPE_V id=16 mode=0 core=2 aiv=1
vconv dst=ub_5_aiv1 src=ub_4_aiv1 count=1024 round_mode=CAST_RINT saturate=1 core=2 aiv=1
rls_buf pipe=PIPE_V id=17 mode=0 core=2 aiv=1
rls_buf pipe=PIPE_V id=16 mode=0 core=2 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=1
copy_ubuf_to_cbuf dst=l1_17[512] src=ub_5_aiv1 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=2 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=1
copy_ubuf_to_cbuf dst=l1_17[1536] src=ub_5_aiv1[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=2 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=2 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=2 aiv=1
set_intra_block pipe=PIPE_MTE3 event_id=1 core=2 aiv=1
wait_intra_block pipe=PIPE_MTE1 event_id=1 core=2
wait_intra_block pipe=PIPE_MTE1 event_id=17 core=2
get_buf pipe=PIPE_MTE1 id=8 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=1 mode=0 core=2
load_cbuf_to_ca dst=l0a_2 src=l1_17 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=2
rls_buf pipe=PIPE_MTE1 id=8 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=1 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=10 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=6 mode=0 core=2
load_cbuf_to_cb dst=l0b_5 src=l1_22 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=2
rls_buf pipe=PIPE_MTE1 id=10 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=6 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=11 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=3 mode=0 core=2
load_cbuf_to_ca_mx dst=l0a_mx_2 src=l1_19 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=2
rls_buf pipe=PIPE_MTE1 id=11 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=3 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=13 mode=0 core=2
get_buf pipe=PIPE_MTE1 id=7 mode=0 core=2
load_cbuf_to_cb_mx dst=l0b_mx_5 src=l1_23 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=2
rls_buf pipe=PIPE_MTE1 id=13 mode=0 core=2
rls_buf pipe=PIPE_MTE1 id=7 mode=0 core=2
get_buf pipe=PIPE_M id=15 mode=0 core=2
get_buf pipe=PIPE_M id=8 mode=0 core=2
get_buf pipe=PIPE_M id=10 mode=0 core=2
get_buf pipe=PIPE_M id=11 mode=0 core=2
get_buf pipe=PIPE_M id=13 mode=0 core=2
mad_mx c=l0c_5 a=l0a_2 b=l0b_5 m=32 k=64 n=32 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_2 scale_b=l0b_mx_5 core=2
rls_buf pipe=PIPE_M id=15 mode=0 core=2
rls_buf pipe=PIPE_M id=8 mode=0 core=2
rls_buf pipe=PIPE_M id=10 mode=0 core=2
rls_buf pipe=PIPE_M id=11 mode=0 core=2
rls_buf pipe=PIPE_M id=13 mode=0 core=2
get_buf pipe=PIPE_FIX id=15 mode=0 core=2
copy_matrix_cc_to_gm dst=out[8192] src=l0c_5 n=32 m=32 dst_stride=32 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1 core=2
rls_buf pipe=PIPE_FIX id=15 mode=0 core=2
buffer l1_24 l1 address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=3
buffer l1_25 l1 address=0x800 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=3
buffer l1_26 l1 address=0x1000 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=3
buffer l1_27 l1 address=0x1040 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=3
buffer l1_28 l1 address=0x4000 shape=[64, 64] dtype=float8_e4m3fn layout=ZN core=3
buffer l1_29 l1 address=0x6000 shape=[2, 64] dtype=float8_e8m0fnu layout=NN core=3
buffer l1_30 l1 address=0x8000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN core=3
buffer l1_31 l1 address=0xa000 shape=[2, 32] dtype=float8_e8m0fnu layout=NN core=3
buffer l0a_3 l0a address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ core=3
buffer l0b_6 l0b address=0x0 shape=[64, 64] dtype=float8_e4m3fn layout=ZN core=3
buffer l0b_7 l0b address=0x1000 shape=[64, 32] dtype=float8_e4m3fn layout=ZN core=3
buffer l0a_mx_3 l0a_mx address=0x0 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ core=3
buffer l0b_mx_6 l0b_mx address=0x0 shape=[2, 64] dtype=float8_e8m0fnu layout=NN core=3
buffer l0b_mx_7 l0b_mx address=0x100 shape=[2, 32] dtype=float8_e8m0fnu layout=NN core=3
buffer l0c_6 l0c address=0x0 shape=[32, 64] dtype=float32 layout=NZ core=3
buffer l0c_7 l0c address=0x2000 shape=[32, 32] dtype=float32 layout=NZ core=3
buffer ub_6 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND core=3 aiv=0
buffer ub_6_aiv1 ub address=0x0 shape=[16, 64] dtype=float32 layout=ND core=3 aiv=1
buffer ub_7 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND core=3 aiv=0
buffer ub_7_aiv1 ub address=0x1000 shape=[16, 64] dtype=float8_e4m3fn layout=ND core=3 aiv=1
get_buf pipe=PIPE_MTE2 id=0 mode=0 core=3
copy_gm_to_cbuf_multi_nd2nz dst=l1_24 src=a[6144] n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32 core=3
rls_buf pipe=PIPE_MTE2 id=0 mode=0 core=3
get_buf pipe=PIPE_MTE2 id=4 mode=0 core=3
copy_gm_to_cbuf_multi_dn2nz dst=l1_28 src=b1 n_value=64 d_value=64 src_d_value=64 dst_nz_c0_stride=64 core=3
rls_buf pipe=PIPE_MTE2 id=4 mode=0 core=3
get_buf pipe=PIPE_MTE2 id=6 mode=0 core=3
copy_gm_to_cbuf_multi_dn2nz dst=l1_30 src=b2 n_value=32 d_value=64 src_d_value=32 dst_nz_c0_stride=32 core=3
rls_buf pipe=PIPE_MTE2 id=6 mode=0 core=3
get_buf pipe=PIPE_MTE2 id=2 mode=0 core=3
copy_gm_to_cbuf_multi_dn2nz dst=l1_26 src=sa[192] n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1 core=3
rls_buf pipe=PIPE_MTE2 id=2 mode=0 core=3
get_buf pipe=PIPE_MTE2 id=3 mode=0 core=3
copy_gm_to_cbuf_multi_dn2nz dst=l1_27 src=sa2[192] n_value=1 d_value=32 src_d_value=1 dtype=b16 dst_nz_c0_stride=1 core=3
rls_buf pipe=PIPE_MTE2 id=3 mode=0 core=3
get_buf pipe=PIPE_MTE2 id=5 mode=0 core=3
copy_gm_to_cbuf_multi_nd2nz dst=l1_29 src=sb1 n_value=1 d_value=64 src_d_value=64 dtype=b16 dst_nz_c0_stride=1 core=3
rls_buf pipe=PIPE_MTE2 id=5 mode=0 core=3
get_buf pipe=PIPE_MTE2 id=7 mode=0 core=3
copy_gm_to_cbuf_multi_nd2nz dst=l1_31 src=sb2 n_value=1 d_value=32 src_d_value=32 dtype=b16 dst_nz_c0_stride=1 core=3
rls_buf pipe=PIPE_MTE2 id=7 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=8 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=0 mode=0 core=3
load_cbuf_to_ca dst=l0a_3 src=l1_24 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=3
rls_buf pipe=PIPE_MTE1 id=8 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=0 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=9 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=4 mode=0 core=3
load_cbuf_to_cb dst=l0b_6 src=l1_28 m_start=0 k_start=0 m_step=4 k_step=2 src_stride=4 dst_stride=4 core=3
rls_buf pipe=PIPE_MTE1 id=9 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=4 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=11 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=2 mode=0 core=3
load_cbuf_to_ca_mx dst=l0a_mx_3 src=l1_26 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=3
rls_buf pipe=PIPE_MTE1 id=11 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=2 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=12 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=5 mode=0 core=3
load_cbuf_to_cb_mx dst=l0b_mx_6 src=l1_29 x_start=0 y_start=0 x_step=4 y_step=1 src_stride=1 dst_stride=1 core=3
rls_buf pipe=PIPE_MTE1 id=12 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=5 mode=0 core=3
get_buf pipe=PIPE_M id=14 mode=0 core=3
get_buf pipe=PIPE_M id=8 mode=0 core=3
get_buf pipe=PIPE_M id=9 mode=0 core=3
get_buf pipe=PIPE_M id=11 mode=0 core=3
get_buf pipe=PIPE_M id=12 mode=0 core=3
mad_mx c=l0c_6 a=l0a_3 b=l0b_6 m=32 k=64 n=64 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_3 scale_b=l0b_mx_6 core=3
rls_buf pipe=PIPE_M id=14 mode=0 core=3
rls_buf pipe=PIPE_M id=8 mode=0 core=3
rls_buf pipe=PIPE_M id=9 mode=0 core=3
rls_buf pipe=PIPE_M id=11 mode=0 core=3
rls_buf pipe=PIPE_M id=12 mode=0 core=3
get_buf pipe=PIPE_FIX id=16 mode=0 core=3
get_buf pipe=PIPE_FIX id=14 mode=0 core=3
copy_matrix_cc_to_ub dst=ub_6 src=l0c_6 n=64 m=32 dst_stride=64 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1 dual_dst_ctl=1 core=3
rls_buf pipe=PIPE_FIX id=16 mode=0 core=3
rls_buf pipe=PIPE_FIX id=14 mode=0 core=3
set_intra_block pipe=PIPE_FIX event_id=0 core=3
set_intra_block pipe=PIPE_FIX event_id=16 core=3
wait_intra_block pipe=PIPE_V event_id=0 core=3 aiv=0
get_buf pipe=PIPE_V id=17 mode=0 core=3 aiv=0
get_buf pipe=PIPE_V id=16 mode=0 core=3 aiv=0
vconv dst=ub_7 src=ub_6 count=1024 round_mode=CAST_RINT saturate=1 core=3 aiv=0
rls_buf pipe=PIPE_V id=17 mode=0 core=3 aiv=0
rls_buf pipe=PIPE_V id=16 mode=0 core=3 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=0
copy_ubuf_to_cbuf dst=l1_25 src=ub_7 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=3 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=0
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=0
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=0
copy_ubuf_to_cbuf dst=l1_25[1024] src=ub_7[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=3 aiv=0
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=0
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=0
set_intra_block pipe=PIPE_MTE3 event_id=1 core=3 aiv=0
wait_intra_block pipe=PIPE_V event_id=0 core=3 aiv=1
get_buf pipe=PIPE_V id=17 mode=0 core=3 aiv=1
get_buf pipe=PIPE_V id=16 mode=0 core=3 aiv=1
vconv dst=ub_7_aiv1 src=ub_6_aiv1 count=1024 round_mode=CAST_RINT saturate=1 core=3 aiv=1
rls_buf pipe=PIPE_V id=17 mode=0 core=3 aiv=1
rls_buf pipe=PIPE_V id=16 mode=0 core=3 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=1
copy_ubuf_to_cbuf dst=l1_25[512] src=ub_7_aiv1 n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=3 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=1
get_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=1
get_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=1
copy_ubuf_to_cbuf dst=l1_25[1536] src=ub_7_aiv1[32] n_burst=16 len_burst=1 src_gap=1 dst_gap=0 core=3 aiv=1
rls_buf pipe=PIPE_MTE3 id=1 mode=0 core=3 aiv=1
rls_buf pipe=PIPE_MTE3 id=17 mode=0 core=3 aiv=1
set_intra_block pipe=PIPE_MTE3 event_id=1 core=3 aiv=1
wait_intra_block pipe=PIPE_MTE1 event_id=1 core=3
wait_intra_block pipe=PIPE_MTE1 event_id=17 core=3
get_buf pipe=PIPE_MTE1 id=8 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=1 mode=0 core=3
load_cbuf_to_ca dst=l0a_3 src=l1_25 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=3
rls_buf pipe=PIPE_MTE1 id=8 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=1 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=10 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=6 mode=0 core=3
load_cbuf_to_cb dst=l0b_7 src=l1_30 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 core=3
rls_buf pipe=PIPE_MTE1 id=10 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=6 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=11 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=3 mode=0 core=3
load_cbuf_to_ca_mx dst=l0a_mx_3 src=l1_27 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=3
rls_buf pipe=PIPE_MTE1 id=11 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=3 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=13 mode=0 core=3
get_buf pipe=PIPE_MTE1 id=7 mode=0 core=3
load_cbuf_to_cb_mx dst=l0b_mx_7 src=l1_31 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1 core=3
rls_buf pipe=PIPE_MTE1 id=13 mode=0 core=3
rls_buf pipe=PIPE_MTE1 id=7 mode=0 core=3
get_buf pipe=PIPE_M id=15 mode=0 core=3
get_buf pipe=PIPE_M id=8 mode=0 core=3
get_buf pipe=PIPE_M id=10 mode=0 core=3
get_buf pipe=PIPE_M id=11 mode=0 core=3
get_buf pipe=PIPE_M id=13 mode=0 core=3
mad_mx c=l0c_7 a=l0a_3 b=l0b_7 m=32 k=64 n=32 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_3 scale_b=l0b_mx_7 core=3
rls_buf pipe=PIPE_M id=15 mode=0 core=3
rls_buf pipe=PIPE_M id=8 mode=0 core=3
rls_buf pipe=PIPE_M id=10 mode=0 core=3
rls_buf pipe=PIPE_M id=11 mode=0 core=3
rls_buf pipe=PIPE_M id=13 mode=0 core=3
get_buf pipe=PIPE_FIX id=15 mode=0 core=3
copy_matrix_cc_to_gm dst=out[12288] src=l0c_7 n=32 m=32 dst_stride=32 src_stride=32 unit_flag=0 quant_pre=NoQuant nz2nd=1 core=3
rls_buf pipe=PIPE_FIX id=15 mode=0 core=3
end
