mxt 2
target ascend950
config ascend950pr
buffer a gm address=0x0 shape=[256, 130] dtype=float4_e2m1fn payload="quant_matmul_e2m1_ta_fp16.npz/a"
buffer b gm address=0x4200 shape=[256, 96] dtype=float4_e2m1fn payload="quant_matmul_e2m1_ta_fp16.npz/b"
buffer scale_a gm address=0x7200 shape=[4, 130, 2] dtype=float8_e8m0fnu payload="quant_matmul_e2m1_ta_fp16.npz/scale_a"
buffer scale_b gm address=0x7800 shape=[4, 96, 2] dtype=float8_e8m0fnu payload="quant_matmul_e2m1_ta_fp16.npz/scale_b"
buffer out gm address=0x7c00 shape=[130, 96] dtype=float16 payload="quant_matmul_e2m1_ta_fp16.npz/out" expect="quant_matmul_e2m1_ta_fp16.npz/out.expected"
buffer l1_0 l1 address=0x0 shape=[128, 256] dtype=float4_e2m1fn layout=NZ
buffer l1_1 l1 address=0x4000 shape=[128, 256] dtype=float4_e2m1fn layout=NZ
buffer l1_2 l1 address=0x20000 shape=[256, 128] dtype=float4_e2m1fn layout=ZN
buffer l1_3 l1 address=0x24000 shape=[256, 128] dtype=float4_e2m1fn layout=ZN
buffer l1_4 l1 address=0x40000 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l1_5 l1 address=0x40400 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l1_6 l1 address=0x41000 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l1_7 l1 address=0x41400 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l0a_0 l0a address=0x0 shape=[128, 256] dtype=float4_e2m1fn layout=NZ
buffer l0a_1 l0a address=0x4000 shape=[128, 256] dtype=float4_e2m1fn layout=NZ
buffer l0b_0 l0b address=0x0 shape=[256, 128] dtype=float4_e2m1fn layout=ZN
buffer l0b_1 l0b address=0x4000 shape=[256, 128] dtype=float4_e2m1fn layout=ZN
buffer l0a_mx_0 l0a_mx address=0x0 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l0a_mx_1 l0a_mx address=0x400 shape=[128, 8] dtype=float8_e8m0fnu layout=ZZ
buffer l0b_mx_0 l0b_mx address=0x0 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l0b_mx_1 l0b_mx address=0x400 shape=[8, 128] dtype=float8_e8m0fnu layout=NN
buffer l0c_0 l0c address=0x0 shape=[128, 128] dtype=float32 layout=NZ
buffer l0c_1 l0c address=0x10000 shape=[128, 128] dtype=float32 layout=NZ
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_0 src=a n_value=128 d_value=256 src_d_value=130 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_2 src=b n_value=96 d_value=256 src_d_value=96 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=4 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_4 src=scale_a n_value=4 d_value=128 src_d_value=130 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=4 mode=0
get_buf pipe=PIPE_MTE2 id=6 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_6 src=scale_b n_value=4 d_value=96 src_d_value=96 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=6 mode=0
get_buf pipe=PIPE_MTE1 id=8 mode=0
get_buf pipe=PIPE_MTE1 id=0 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_0 m_start=0 k_start=0 m_step=8 k_step=4 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=8 mode=0
rls_buf pipe=PIPE_MTE1 id=0 mode=0
get_buf pipe=PIPE_MTE1 id=10 mode=0
get_buf pipe=PIPE_MTE1 id=2 mode=0
load_cbuf_to_cb dst=l0b_0 src=l1_2 m_start=0 k_start=0 m_step=6 k_step=4 src_stride=8 dst_stride=6
rls_buf pipe=PIPE_MTE1 id=10 mode=0
rls_buf pipe=PIPE_MTE1 id=2 mode=0
get_buf pipe=PIPE_MTE1 id=12 mode=0
get_buf pipe=PIPE_MTE1 id=4 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_4 x_start=0 y_start=0 x_step=8 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=12 mode=0
rls_buf pipe=PIPE_MTE1 id=4 mode=0
get_buf pipe=PIPE_MTE1 id=14 mode=0
get_buf pipe=PIPE_MTE1 id=6 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_0 src=l1_6 x_start=0 y_start=0 x_step=6 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=14 mode=0
rls_buf pipe=PIPE_MTE1 id=6 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=10 mode=0
get_buf pipe=PIPE_M id=12 mode=0
get_buf pipe=PIPE_M id=14 mode=0
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=256 n=96 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=10 mode=0
rls_buf pipe=PIPE_M id=12 mode=0
rls_buf pipe=PIPE_M id=14 mode=0
copy_matrix_cc_to_gm dst=out src=l0c_0 n=96 m=128 dst_stride=96 src_stride=128 unit_flag=3 quant_pre=F322F16 nz2nd=1
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_1 src=a[64] n_value=2 d_value=256 src_d_value=130 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_3 src=b n_value=96 d_value=256 src_d_value=96 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE2 id=5 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_5 src=scale_a[256] n_value=4 d_value=2 src_d_value=130 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=5 mode=0
get_buf pipe=PIPE_MTE2 id=7 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_7 src=scale_b n_value=4 d_value=96 src_d_value=96 dtype=b16 dst_nz_c0_stride=4
rls_buf pipe=PIPE_MTE2 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=9 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_ca dst=l0a_1 src=l1_1 m_start=0 k_start=0 m_step=1 k_step=4 src_stride=8 dst_stride=1
rls_buf pipe=PIPE_MTE1 id=9 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=11 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb dst=l0b_1 src=l1_3 m_start=0 k_start=0 m_step=6 k_step=4 src_stride=8 dst_stride=6
rls_buf pipe=PIPE_MTE1 id=11 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=13 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_1 src=l1_5 x_start=0 y_start=0 x_step=1 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=13 mode=0
rls_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=15 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_1 src=l1_7 x_start=0 y_start=0 x_step=6 y_step=4 src_stride=4 dst_stride=4
rls_buf pipe=PIPE_MTE1 id=15 mode=0
rls_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_M id=9 mode=0
get_buf pipe=PIPE_M id=11 mode=0
get_buf pipe=PIPE_M id=13 mode=0
get_buf pipe=PIPE_M id=15 mode=0
mad_mx c=l0c_1 a=l0a_1 b=l0b_1 m=2 k=256 n=96 unit_flag=3 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_1 scale_b=l0b_mx_1
rls_buf pipe=PIPE_M id=9 mode=0
rls_buf pipe=PIPE_M id=11 mode=0
rls_buf pipe=PIPE_M id=13 mode=0
rls_buf pipe=PIPE_M id=15 mode=0
copy_matrix_cc_to_gm dst=out[24576] src=l0c_1 n=96 m=2 dst_stride=96 src_stride=16 unit_flag=3 quant_pre=F322F16 nz2nd=1
end
