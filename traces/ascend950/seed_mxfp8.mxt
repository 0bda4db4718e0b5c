mxt 2
target ascend950
config ascend950pr
buffer a gm address=0x0 shape=[128, 128] dtype=float8_e4m3fn payload="seed_mxfp8.npz/a"
buffer b gm address=0x4000 shape=[128, 128] dtype=float8_e5m2 payload="seed_mxfp8.npz/b"
buffer scale_a gm address=0x8000 shape=[128, 2, 2] dtype=float8_e8m0fnu payload="seed_mxfp8.npz/scale_a"
buffer scale_b gm address=0x8200 shape=[2, 128, 2] dtype=float8_e8m0fnu payload="seed_mxfp8.npz/scale_b"
buffer out gm address=0x8400 shape=[128, 128] dtype=float32 payload="seed_mxfp8.npz/out" expect="seed_mxfp8.npz/out.expected"
buffer l1_0 l1 address=0x0 shape=[128, 128] dtype=float8_e4m3fn layout=NZ
buffer l1_1 l1 address=0x10000 shape=[128, 128] dtype=float8_e5m2 layout=NZ
buffer l1_2 l1 address=0x20000 shape=[128, 4] dtype=float8_e8m0fnu layout=ZZ
buffer l1_3 l1 address=0x21000 shape=[4, 128] dtype=float8_e8m0fnu layout=NN
buffer l0a_0 l0a address=0x0 shape=[128, 128] dtype=float8_e4m3fn layout=NZ
buffer l0b_0 l0b address=0x0 shape=[128, 128] dtype=float8_e5m2 layout=ZN
buffer l0a_mx_0 l0a_mx address=0x0 shape=[128, 4] dtype=float8_e8m0fnu layout=ZZ
buffer l0b_mx_0 l0b_mx address=0x0 shape=[4, 128] dtype=float8_e8m0fnu layout=NN
buffer l0c_0 l0c address=0x0 shape=[128, 128] dtype=float32 layout=NZ
get_buf pipe=PIPE_MTE2 id=0 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=128 d_value=128 src_d_value=128 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=0 mode=0
get_buf pipe=PIPE_MTE2 id=1 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_1 src=b n_value=128 d_value=128 src_d_value=128 dst_nz_c0_stride=128
rls_buf pipe=PIPE_MTE2 id=1 mode=0
get_buf pipe=PIPE_MTE2 id=2 mode=0
copy_gm_to_cbuf_multi_dn2nz dst=l1_2 src=scale_a n_value=2 d_value=128 src_d_value=2 dtype=b16 dst_nz_c0_stride=2
rls_buf pipe=PIPE_MTE2 id=2 mode=0
get_buf pipe=PIPE_MTE2 id=3 mode=0
copy_gm_to_cbuf_multi_nd2nz dst=l1_3 src=scale_b n_value=2 d_value=128 src_d_value=128 dtype=b16 dst_nz_c0_stride=2
rls_buf pipe=PIPE_MTE2 id=3 mode=0
get_buf pipe=PIPE_MTE1 id=4 mode=0
get_buf pipe=PIPE_MTE1 id=0 mode=0
load_cbuf_to_ca dst=l0a_0 src=l1_0 m_start=0 k_start=0 m_step=8 k_step=4 src_stride=8 dst_stride=8
rls_buf pipe=PIPE_MTE1 id=4 mode=0
rls_buf pipe=PIPE_MTE1 id=0 mode=0
get_buf pipe=PIPE_MTE1 id=5 mode=0
get_buf pipe=PIPE_MTE1 id=1 mode=0
load_cbuf_to_cb dst=l0b_0 src=l1_1 m_start=0 k_start=0 m_step=2 k_step=4 src_stride=8 dst_stride=8 transpose=1
load_cbuf_to_cb dst=l0b_0[4096] src=l1_1 m_start=2 k_start=0 m_step=2 k_step=4 src_stride=8 dst_stride=8 transpose=1
load_cbuf_to_cb dst=l0b_0[8192] src=l1_1 m_start=4 k_start=0 m_step=2 k_step=4 src_stride=8 dst_stride=8 transpose=1
load_cbuf_to_cb dst=l0b_0[12288] src=l1_1 m_start=6 k_start=0 m_step=2 k_step=4 src_stride=8 dst_stride=8 transpose=1
rls_buf pipe=PIPE_MTE1 id=5 mode=0
rls_buf pipe=PIPE_MTE1 id=1 mode=0
get_buf pipe=PIPE_MTE1 id=6 mode=0
get_buf pipe=PIPE_MTE1 id=2 mode=0
load_cbuf_to_ca_mx dst=l0a_mx_0 src=l1_2 x_start=0 y_start=0 x_step=8 y_step=2 src_stride=2 dst_stride=2
rls_buf pipe=PIPE_MTE1 id=6 mode=0
rls_buf pipe=PIPE_MTE1 id=2 mode=0
get_buf pipe=PIPE_MTE1 id=7 mode=0
get_buf pipe=PIPE_MTE1 id=3 mode=0
load_cbuf_to_cb_mx dst=l0b_mx_0 src=l1_3 x_start=0 y_start=0 x_step=8 y_step=2 src_stride=2 dst_stride=2
rls_buf pipe=PIPE_MTE1 id=7 mode=0
rls_buf pipe=PIPE_MTE1 id=3 mode=0
get_buf pipe=PIPE_M id=8 mode=0
get_buf pipe=PIPE_M id=4 mode=0
get_buf pipe=PIPE_M id=5 mode=0
get_buf pipe=PIPE_M id=6 mode=0
get_buf pipe=PIPE_M id=7 mode=0
mad_mx c=l0c_0 a=l0a_0 b=l0b_0 m=128 k=128 n=128 unit_flag=0 gemv_disable=1 cmatrix_source=0 cmatrix_init_val=1 scale_a=l0a_mx_0 scale_b=l0b_mx_0
rls_buf pipe=PIPE_M id=8 mode=0
rls_buf pipe=PIPE_M id=4 mode=0
rls_buf pipe=PIPE_M id=5 mode=0
rls_buf pipe=PIPE_M id=6 mode=0
rls_buf pipe=PIPE_M id=7 mode=0
get_buf pipe=PIPE_FIX id=8 mode=0
copy_matrix_cc_to_gm dst=out src=l0c_0 n=128 m=128 dst_stride=128 src_stride=128 unit_flag=0 quant_pre=NoQuant nz2nd=1
rls_buf pipe=PIPE_FIX id=8 mode=0
end
