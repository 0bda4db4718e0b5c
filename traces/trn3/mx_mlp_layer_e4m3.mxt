mxt 2
target trn3
config trn3
buffer x hbm address=0x0 shape=[128, 1024] dtype=bfloat16 payload="mx_mlp_layer_e4m3.npz/x"
buffer w hbm address=0x40000 shape=[1024, 512] dtype=bfloat16 payload="mx_mlp_layer_e4m3.npz/w"
buffer bias hbm address=0x140000 shape=[1, 512] dtype=float32 payload="mx_mlp_layer_e4m3.npz/bias"
buffer t3 sbuf address=0x0 partition=0 shape=[128, 512] dtype=float32
dma_copy dst=t3 src=bias.ap(pattern=[[0, 128], [1, 512]], offset=0, dtype=float32)
buffer t4 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t5 sbuf address=0x800 partition=0 shape=[128, 512] dtype=bfloat16
dma_copy dst=t5 src=x.ap(pattern=[[1024, 128], [1, 512]], offset=0, dtype=bfloat16)
buffer t6 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=bfloat16
buffer t7 psum address=0x800 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t7 data=t5.ap(pattern=[[512, 128], [4, 128]], offset=0, dtype=bfloat16) engine=tensor
tensor_copy dst=t6.ap(pattern=[[512, 128], [4, 128]], offset=0, dtype=bfloat16) src=t7 engine=vector
buffer t8 psum address=0x1000 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t8 data=t5.ap(pattern=[[512, 128], [4, 128]], offset=1, dtype=bfloat16) engine=tensor
tensor_copy dst=t6.ap(pattern=[[512, 128], [4, 128]], offset=1, dtype=bfloat16) src=t8 engine=vector
buffer t9 psum address=0x800 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t9 data=t5.ap(pattern=[[512, 128], [4, 128]], offset=2, dtype=bfloat16) engine=tensor
tensor_copy dst=t6.ap(pattern=[[512, 128], [4, 128]], offset=2, dtype=bfloat16) src=t9 engine=vector
buffer t10 psum address=0x1000 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t10 data=t5.ap(pattern=[[512, 128], [4, 128]], offset=3, dtype=bfloat16) engine=tensor
tensor_copy dst=t6.ap(pattern=[[512, 128], [4, 128]], offset=3, dtype=bfloat16) src=t10 engine=vector
buffer t11 sbuf address=0x1000 partition=0 shape=[128, 2048] dtype=bfloat16
dma_copy dst=t11 src=w.ap(pattern=[[2048, 128], [1, 512], [512, 4]], offset=0, dtype=bfloat16)
buffer t12 sbuf address=0x2000 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
buffer t13 sbuf address=0x2200 partition=0 shape=[128, 128] dtype=uint8
quantize_mx dst=t12 src=t6 dst_scale=t13
buffer t14 sbuf address=0x2280 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
buffer t15 sbuf address=0x2a80 partition=0 shape=[128, 512] dtype=uint8
quantize_mx dst=t14 src=t11 dst_scale=t15
nc_matmul_mx dst=t4 stationary=t12 moving=t14 stationary_scale=t13 moving_scale=t15 accumulate=False
buffer t16 sbuf address=0x2c80 partition=0 shape=[128, 512] dtype=bfloat16
dma_copy dst=t16 src=x.ap(pattern=[[1024, 128], [1, 512]], offset=512, dtype=bfloat16)
buffer t17 sbuf address=0x3080 partition=0 shape=[128, 512] dtype=bfloat16
buffer t18 psum address=0x800 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t18 data=t16.ap(pattern=[[512, 128], [4, 128]], offset=0, dtype=bfloat16) engine=tensor
tensor_copy dst=t17.ap(pattern=[[512, 128], [4, 128]], offset=0, dtype=bfloat16) src=t18 engine=vector
buffer t19 psum address=0x1000 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t19 data=t16.ap(pattern=[[512, 128], [4, 128]], offset=1, dtype=bfloat16) engine=tensor
tensor_copy dst=t17.ap(pattern=[[512, 128], [4, 128]], offset=1, dtype=bfloat16) src=t19 engine=vector
buffer t20 psum address=0x800 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t20 data=t16.ap(pattern=[[512, 128], [4, 128]], offset=2, dtype=bfloat16) engine=tensor
tensor_copy dst=t17.ap(pattern=[[512, 128], [4, 128]], offset=2, dtype=bfloat16) src=t20 engine=vector
buffer t21 psum address=0x1000 partition=0 shape=[128, 128] dtype=bfloat16
nc_transpose dst=t21 data=t16.ap(pattern=[[512, 128], [4, 128]], offset=3, dtype=bfloat16) engine=tensor
tensor_copy dst=t17.ap(pattern=[[512, 128], [4, 128]], offset=3, dtype=bfloat16) src=t21 engine=vector
buffer t22 sbuf address=0x3480 partition=0 shape=[128, 2048] dtype=bfloat16
dma_copy dst=t22 src=w.ap(pattern=[[2048, 128], [1, 512], [512, 4]], offset=262144, dtype=bfloat16)
buffer t23 sbuf address=0x800 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
buffer t24 sbuf address=0xa00 partition=0 shape=[128, 128] dtype=uint8
quantize_mx dst=t23 src=t17 dst_scale=t24
buffer t25 sbuf address=0xa80 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
buffer t26 sbuf address=0x1280 partition=0 shape=[128, 512] dtype=uint8
quantize_mx dst=t25 src=t22 dst_scale=t26
nc_matmul_mx dst=t4 stationary=t23 moving=t25 stationary_scale=t24 moving_scale=t26 accumulate=True
buffer t27 sbuf address=0x1480 partition=0 shape=[128, 512] dtype=float32
tensor_tensor dst=t27 data1=t4 data2=t3 op=add
buffer t28 sbuf address=0x1c80 partition=0 shape=[128, 512] dtype=bfloat16
activation dst=t28 op=silu data=t27
buffer t29 shared_hbm address=0x140800 shape=[128, 512] dtype=bfloat16 expect="mx_mlp_layer_e4m3.npz/t29.expected"
dma_copy dst=t29 src=t28
buffer t30 shared_hbm address=0x160800 shape=[128, 512] dtype=float32 expect="mx_mlp_layer_e4m3.npz/t30.expected"
dma_copy dst=t30 src=t27
end
