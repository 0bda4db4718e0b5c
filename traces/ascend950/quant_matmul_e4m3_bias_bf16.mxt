mxt 2
target ascend950
config ascend950pr
buffer a gm address=0x0 shape=[200, 320] dtype=float8_e4m3fn payload="quant_matmul_e4m3_bias_bf16.npz/a"
buffer b gm address=0xfa00 shape=[136, 320] dtype=float8_e4m3fn payload="quant_matmul_e4m3_bias_bf16.npz/b"
buffer scale_a gm address=0x1a400 shape=[200, 5, 2] dtype=float8_e8m0fnu payload="quant_matmul_e4m3_bias_bf16.npz/scale_a"
buffer scale_b gm address=0x1ac00 shape=[136, 5, 2] dtype=float8_e8m0fnu payload="quant_matmul_e4m3_bias_bf16.npz/scale_b"
buffer bias gm address=0x1b200 shape=[136] dtype=float32 payload="quant_matmul_e4m3_bias_bf16.npz/bias"
buffer out gm address=0x1b600 shape=[200, 136] dtype=bfloat16 payload="quant_matmul_e4m3_bias_bf16.npz/out" expect="quant_matmul_e4m3_bias_bf16.npz/out.expected"
buffer l1_0 l1 address=0x0 shape=[128, 256] dtype=float8_e4m3fn layout=NZ
buffer l1_1 l1 address=0x8000 shape=[128, 256] dtype=float8_e4m3fn layout=NZ
buffer l1_2 l1 address=0x20000 shape=[256, 128] dtype=float8_e4m3fn layout=ZN
buffer l1_3 l1 address=0x28000 shape=[256, 128] dtype=float8_e4m3fn layout=ZN
buffer l1_4 l1 address=0x40000 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l1_5 l1 address=0x40400 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l1_6 l1 address=0x41000 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l1_7 l1 address=0x41400 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l0a_0 l0a address=0x0 shape=[128, 256] dtype=float8_e4m3fn layout=NZ
buffer l0a_1 l0a address=0x8000 shape=[128, 256] dtype=float8_e4m3fn layout=NZ
buffer l0b_0 l0b address=0x0 shape=[256, 128] dtype=float8_e4m3fn layout=ZN
buffer l0b_1 l0b address=0x8000 shape=[256, 128] dtype=float8_e4m3fn layout=ZN
buffer l0a_mx_0 l0a_mx address=0x0 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l0a_mx_1 l0a_mx address=0x800 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l0b_mx_0 l0b_mx address=0x0 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l0b_mx_1 l0b_mx address=0x800 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l0c_0 l0c address=0x0 shape=[128, 128] dtype=float32 layout=NZ
buffer l0c_1 l0c address=0x10000 shape=[128, 128] dtype=float32 layout=NZ
buffer l1_8 l1 address=0x42000 shape=[1, 128] dtype=float32 layout=ND
buffer l1_9 l1 address=0x42200 shape=[1, 128] dtype=float32 layout=ND
buffer bt_0 bt address=0x0 shape=[1, 128] dtype=float32 layout=ND
buffer bt_1 bt address=0x200 shape=[1, 128] dtype=float32 layout=ND
get_buf pipe=PIPE_MTE2 id=18 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_8 src=bias n_value=1 d_value=128 src_d_value=136 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=18 mode=0
get_buf pipe=PIPE_MTE1 id=20 mode=0
get_buf pipe=PIPE_MTE1 id=18 mode=0
copy_cbuf_to_bt dst=bt_0 src=l1_8 len_burst=8
rls_buf pipe=PIPE_MTE1 id=20 mode=0
rls_buf pipe=PIPE_MTE1 id=18 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=128 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b n_value=128 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a n_value=4 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b n_value=4 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=6 mode=0
get_buf pipe=PIPE_MTE1 id=8 mode=0
get_buf pipe=PIPE_MTE1 id=0 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_0 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=8 mode=0
rls_buf pipe=PIPE_MTE1 id=0 mode=0
get_buf pipe=PIPE_MTE1 id=10 mode=0
get_buf pipe=PIPE_MTE1 id=2 mode=0
load_cbuf_to_cb dst=l0b_0 src=l1_2 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=10 mode=0
rls_buf pipe=PIPE_MTE1 id=2 mode=0
get_buf pipe=PIPE_MTE1 id=12 mode=0
get_buf pipe=PIPE_MTE1 id=4 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_4 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=12 mode=0
rls_buf pipe=PIPE_MTE1 id=4 mode=0
get_buf pipe=PIPE_MTE1 id=14 mode=0
get_buf pipe=PIPE_MTE1 id=6 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_0 src=l1_6 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=14 mode=0
rls_buf pipe=PIPE_MTE1 id=6 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=10 mode=0
get_buf pipe=PIPE_M id=12 mode=0
get_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_M id=20 mode=0
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=1 cmatrix_init_val=0 bias=bt_0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
rls_buf pipe=PIPE_M id=20 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[256] n_value=128 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[256] n_value=128 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8] n_value=1 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8] n_value=1 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=2 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=2 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=64 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out src=l0c_0 n=128 m=128 dst_stride=136 src_stride=128 unit_flag=3 quant_pre=F322BF16 nz2nd=1
get_buf pipe=PIPE_MTE2 id=19 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_9 src=bias[512] n_value=1 d_value=8 src_d_value=136 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=19 mode=0
get_buf pipe=PIPE_MTE1 id=21 mode=0
get_buf pipe=PIPE_MTE1 id=19 mode=0
copy_cbuf_to_bt dst=bt_1 src=l1_9 len_burst=1
rls_buf pipe=PIPE_MTE1 id=21 mode=0
rls_buf pipe=PIPE_MTE1 id=19 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=128 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[40960] n_value=8 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a n_value=4 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[1280] n_value=4 d_value=8 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=6 mode=0
get_buf pipe=PIPE_MTE1 id=8 mode=0
get_buf pipe=PIPE_MTE1 id=0 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_0 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=8 mode=0
rls_buf pipe=PIPE_MTE1 id=0 mode=0
get_buf pipe=PIPE_MTE1 id=10 mode=0
get_buf pipe=PIPE_MTE1 id=2 mode=0
load_cbuf_to_cb dst=l0b_0 src=l1_2 m_start=0 k_start=0 m_step=1 k_step=8 src_stride=8 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=10 mode=0
rls_buf pipe=PIPE_MTE1 id=2 mode=0
get_buf pipe=PIPE_MTE1 id=12 mode=0
get_buf pipe=PIPE_MTE1 id=4 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_4 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=12 mode=0
rls_buf pipe=PIPE_MTE1 id=4 mode=0
get_buf pipe=PIPE_MTE1 id=14 mode=0
get_buf pipe=PIPE_MTE1 id=6 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_0 src=l1_6 x_start=0 y_start=0 x_step=1 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=14 mode=0
rls_buf pipe=PIPE_MTE1 id=6 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=10 mode=0
get_buf pipe=PIPE_M id=12 mode=0
get_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_M id=21 mode=0
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=8 unit_flag=2 gemv_disable=1 cmatrix_source=1 cmatrix_init_val=0 bias=bt_1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
rls_buf pipe=PIPE_M id=21 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[256] n_value=128 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[41216] n_value=8 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8] n_value=1 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[1288] n_value=1 d_value=8 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=2 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=1 k_step=2 src_stride=8 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=1 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
pipe_barrier pipe=PIPE_M
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=64 n=8 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[256] src=l0c_1 n=8 m=128 dst_stride=136 src_stride=128 unit_flag=3 quant_pre=F322BF16 nz2nd=1
get_buf pipe=PIPE_MTE2 id=18 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_8 src=bias n_value=1 d_value=128 src_d_value=136 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=18 mode=0
get_buf pipe=PIPE_MTE1 id=20 mode=0
get_buf pipe=PIPE_MTE1 id=18 mode=0
copy_cbuf_to_bt dst=bt_0 src=l1_8 len_burst=8
rls_buf pipe=PIPE_MTE1 id=20 mode=0
rls_buf pipe=PIPE_MTE1 id=18 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[40960] n_value=72 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b n_value=128 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[1280] n_value=4 d_value=72 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b n_value=4 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=6 mode=0
get_buf pipe=PIPE_MTE1 id=8 mode=0
get_buf pipe=PIPE_MTE1 id=0 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_0 m_start=0 k_start=0 m_step=5 k_step=8 src_stride=8 dst_stride=5
rls_buf pipe=PIPE_MTE1 id=8 mode=0
rls_buf pipe=PIPE_MTE1 id=0 mode=0
get_buf pipe=PIPE_MTE1 id=10 mode=0
get_buf pipe=PIPE_MTE1 id=2 mode=0
load_cbuf_to_cb dst=l0b_0 src=l1_2 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=10 mode=0
rls_buf pipe=PIPE_MTE1 id=2 mode=0
get_buf pipe=PIPE_MTE1 id=12 mode=0
get_buf pipe=PIPE_MTE1 id=4 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_4 x_start=0 y_start=0 x_step=5 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=12 mode=0
rls_buf pipe=PIPE_MTE1 id=4 mode=0
get_buf pipe=PIPE_MTE1 id=14 mode=0
get_buf pipe=PIPE_MTE1 id=6 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_0 src=l1_6 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=14 mode=0
rls_buf pipe=PIPE_MTE1 id=6 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=10 mode=0
get_buf pipe=PIPE_M id=12 mode=0
get_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_M id=20 mode=0
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=72 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=1 cmatrix_init_val=0 bias=bt_0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
rls_buf pipe=PIPE_M id=20 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[41216] n_value=72 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[256] n_value=128 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[1288] n_value=1 d_value=72 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8] n_value=1 d_value=128 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=5 k_step=2 src_stride=8 dst_stride=5
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=2 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=5 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=72 k=64 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[34816] src=l0c_0 n=128 m=72 dst_stride=136 src_stride=80 unit_flag=3 quant_pre=F322BF16 nz2nd=1
get_buf pipe=PIPE_MTE2 id=19 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_9 src=bias[512] n_value=1 d_value=8 src_d_value=136 dst_nz_c0_stride=1
rls_buf pipe=PIPE_MTE2 id=19 mode=0
get_buf pipe=PIPE_MTE1 id=21 mode=0
get_buf pipe=PIPE_MTE1 id=19 mode=0
copy_cbuf_to_bt dst=bt_1 src=l1_9 len_burst=1
rls_buf pipe=PIPE_MTE1 id=21 mode=0
rls_buf pipe=PIPE_MTE1 id=19 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[40960] n_value=72 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[40960] n_value=8 d_value=256 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[1280] n_value=4 d_value=72 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[1280] n_value=4 d_value=8 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=6 mode=0
get_buf pipe=PIPE_MTE1 id=8 mode=0
get_buf pipe=PIPE_MTE1 id=0 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_0 m_start=0 k_start=0 m_step=5 k_step=8 src_stride=8 dst_stride=5
rls_buf pipe=PIPE_MTE1 id=8 mode=0
rls_buf pipe=PIPE_MTE1 id=0 mode=0
get_buf pipe=PIPE_MTE1 id=10 mode=0
get_buf pipe=PIPE_MTE1 id=2 mode=0
load_cbuf_to_cb dst=l0b_0 src=l1_2 m_start=0 k_start=0 m_step=1 k_step=8 src_stride=8 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=10 mode=0
rls_buf pipe=PIPE_MTE1 id=2 mode=0
get_buf pipe=PIPE_MTE1 id=12 mode=0
get_buf pipe=PIPE_MTE1 id=4 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_4 x_start=0 y_start=0 x_step=5 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=12 mode=0
rls_buf pipe=PIPE_MTE1 id=4 mode=0
get_buf pipe=PIPE_MTE1 id=14 mode=0
get_buf pipe=PIPE_MTE1 id=6 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_0 src=l1_6 x_start=0 y_start=0 x_step=1 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=14 mode=0
rls_buf pipe=PIPE_MTE1 id=6 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=10 mode=0
get_buf pipe=PIPE_M id=12 mode=0
get_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_M id=21 mode=0
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=72 k=256 n=8 unit_flag=2 gemv_disable=1 cmatrix_source=1 cmatrix_init_val=0 bias=bt_1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
rls_buf pipe=PIPE_M id=21 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[41216] n_value=72 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[41216] n_value=8 d_value=64 src_d_value=320 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[1288] n_value=1 d_value=72 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[1288] n_value=1 d_value=8 src_d_value=5 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=5 k_step=2 src_stride=8 dst_stride=5
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=1 k_step=2 src_stride=8 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=5 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=1 y_step=1 src_stride=4 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
pipe_barrier pipe=PIPE_M
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=72 k=64 n=8 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[35072] src=l0c_1 n=8 m=72 dst_stride=136 src_stride=80 unit_flag=3 quant_pre=F322BF16 nz2nd=1
end
