mxt 2
target ascend950
config ascend950pr
buffer a gm address=0x0 shape=[512, 1024] dtype=float8_e4m3fn payload="quant_matmul_e4m3_512.npz/a"
buffer b gm address=0x80000 shape=[512, 1024] dtype=float8_e4m3fn payload="quant_matmul_e4m3_512.npz/b"
buffer scale_a gm address=0x100000 shape=[512, 16, 2] dtype=float8_e8m0fnu payload="quant_matmul_e4m3_512.npz/scale_a"
buffer scale_b gm address=0x104000 shape=[512, 16, 2] dtype=float8_e8m0fnu payload="quant_matmul_e4m3_512.npz/scale_b"
buffer out gm address=0x108000 shape=[512, 512] dtype=float32 payload="quant_matmul_e4m3_512.npz/out" expect="quant_matmul_e4m3_512.npz/out.expected"
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
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[512] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[1024] src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[1536] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[262144] src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[262656] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[263168] src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[263680] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[524288] src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[524800] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[525312] src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[525824] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[256] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[512] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[16] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[768] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[24] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[786432] src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131072] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4096] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131328] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4104] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[131584] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[4112] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[131840] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[4120] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[786944] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262144] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8192] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262400] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8200] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[262656] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[8208] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[262912] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[8216] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_0 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[787456] src=l0c_0 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393216] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12288] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393472] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12296] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_2 src=b[393728] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_4 src=scale_a[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_6 src=scale_b[12304] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
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
mad_mx c=l0c_1 a=l0a_0 b=l0b_0 m=128 k=256 n=128 unit_flag=2 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=a[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=b[393984] n_value=128 d_value=256 src_d_value=1024 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_5 src=scale_a[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_7 src=scale_b[12312] n_value=4 d_value=128 src_d_value=16 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=128 k=256 n=128 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=0 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[787968] src=l0c_1 n=128 m=128 dst_stride=512 src_stride=128 unit_flag=3 quant_pre=NoQuant nz2nd=1
end
