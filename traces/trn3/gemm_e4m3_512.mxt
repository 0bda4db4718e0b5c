mxt 2
target trn3
config trn3
buffer a_x4 hbm address=0x0 shape=[128, 512] dtype=uint32 payload="gemm_e4m3_512.npz/a_x4"
buffer a_scale hbm address=0x40000 shape=[16, 512] dtype=uint8 payload="gemm_e4m3_512.npz/a_scale"
buffer b_x4 hbm address=0x42000 shape=[128, 512] dtype=uint32 payload="gemm_e4m3_512.npz/b_x4"
buffer b_scale hbm address=0x82000 shape=[16, 512] dtype=uint8 payload="gemm_e4m3_512.npz/b_scale"
buffer t4 shared_hbm address=0x84000 shape=[512, 512] dtype=float32 expect="gemm_e4m3_512.npz/t4.expected"
buffer t5 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t5 src=a_x4.ap(pattern=[[512, 128], [1, 128]], offset=0, dtype=float8_e4m3fn_x4)
buffer t6 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t6 value=0
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=0, dtype=uint8)
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=2048, dtype=uint8)
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=4096, dtype=uint8)
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=6144, dtype=uint8)
buffer t7 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t8 sbuf address=0x280 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t8 src=b_x4.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t9 sbuf address=0xa80 partition=0 shape=[128, 512] dtype=uint8
memset dst=t9 value=0
dma_copy dst=t9.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t9.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=2048, dtype=uint8)
dma_copy dst=t9.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=4096, dtype=uint8)
dma_copy dst=t9.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=6144, dtype=uint8)
nc_matmul_mx dst=t7 stationary=t5 moving=t8 stationary_scale=t6 moving_scale=t9 accumulate=False
buffer t10 sbuf address=0xc80 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t10 src=t7
dma_copy dst=t4.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=float32) src=t10
buffer t11 sbuf address=0x1480 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t11 src=a_x4.ap(pattern=[[512, 128], [1, 128]], offset=128, dtype=float8_e4m3fn_x4)
buffer t12 sbuf address=0x0 partition=0 shape=[128, 128] dtype=uint8
memset dst=t12 value=0
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=128, dtype=uint8)
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=2176, dtype=uint8)
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=4224, dtype=uint8)
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=6272, dtype=uint8)
buffer t13 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t14 sbuf address=0x1680 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t14 src=b_x4.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t15 sbuf address=0x80 partition=0 shape=[128, 512] dtype=uint8
memset dst=t15 value=0
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=2048, dtype=uint8)
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=4096, dtype=uint8)
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=6144, dtype=uint8)
nc_matmul_mx dst=t13 stationary=t11 moving=t14 stationary_scale=t12 moving_scale=t15 accumulate=False
buffer t16 sbuf address=0x280 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t16 src=t13
dma_copy dst=t4.ap(pattern=[[512, 128], [1, 512]], offset=65536, dtype=float32) src=t16
buffer t17 sbuf address=0xa80 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t17 src=a_x4.ap(pattern=[[512, 128], [1, 128]], offset=256, dtype=float8_e4m3fn_x4)
buffer t18 sbuf address=0xc80 partition=0 shape=[128, 128] dtype=uint8
memset dst=t18 value=0
dma_copy dst=t18.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=256, dtype=uint8)
dma_copy dst=t18.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=2304, dtype=uint8)
dma_copy dst=t18.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=4352, dtype=uint8)
dma_copy dst=t18.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=6400, dtype=uint8)
buffer t19 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t20 sbuf address=0xd00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t20 src=b_x4.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t21 sbuf address=0x1500 partition=0 shape=[128, 512] dtype=uint8
memset dst=t21 value=0
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=2048, dtype=uint8)
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=4096, dtype=uint8)
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=6144, dtype=uint8)
nc_matmul_mx dst=t19 stationary=t17 moving=t20 stationary_scale=t18 moving_scale=t21 accumulate=False
buffer t22 sbuf address=0x1700 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t22 src=t19
dma_copy dst=t4.ap(pattern=[[512, 128], [1, 512]], offset=131072, dtype=float32) src=t22
buffer t23 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t23 src=a_x4.ap(pattern=[[512, 128], [1, 128]], offset=384, dtype=float8_e4m3fn_x4)
buffer t24 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t24 value=0
dma_copy dst=t24.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=384, dtype=uint8)
dma_copy dst=t24.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=2432, dtype=uint8)
dma_copy dst=t24.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=4480, dtype=uint8)
dma_copy dst=t24.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[512, 4], [1, 128]], offset=6528, dtype=uint8)
buffer t25 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t26 sbuf address=0x280 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t26 src=b_x4.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t27 sbuf address=0xa80 partition=0 shape=[128, 512] dtype=uint8
memset dst=t27 value=0
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=2048, dtype=uint8)
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=4096, dtype=uint8)
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[512, 4], [1, 512]], offset=6144, dtype=uint8)
nc_matmul_mx dst=t25 stationary=t23 moving=t26 stationary_scale=t24 moving_scale=t27 accumulate=False
buffer t28 sbuf address=0xc80 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t28 src=t25
dma_copy dst=t4.ap(pattern=[[512, 128], [1, 512]], offset=196608, dtype=float32) src=t28
end
