mxt 2
target trn3
config trn3
buffer a_x4 hbm address=0x0 shape=[512, 2048] dtype=uint32 payload="gemm_e4m3_2048.npz/a_x4"
buffer a_scale hbm address=0x400000 shape=[64, 2048] dtype=uint8 payload="gemm_e4m3_2048.npz/a_scale"
buffer b_x4 hbm address=0x420000 shape=[512, 2048] dtype=uint32 payload="gemm_e4m3_2048.npz/b_x4"
buffer b_scale hbm address=0x820000 shape=[64, 2048] dtype=uint8 payload="gemm_e4m3_2048.npz/b_scale"
buffer t4 shared_hbm address=0x840000 shape=[2048, 2048] dtype=float32 expect="gemm_e4m3_2048.npz/t4.expected"
buffer t5 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t5 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=0, dtype=float8_e4m3fn_x4)
buffer t6 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t6 value=0
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=0, dtype=uint8)
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=8192, dtype=uint8)
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=16384, dtype=uint8)
dma_copy dst=t6.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=24576, dtype=uint8)
buffer t7 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t7 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t8 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t8 value=0
dma_copy dst=t8.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=32768, dtype=uint8)
dma_copy dst=t8.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=40960, dtype=uint8)
dma_copy dst=t8.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=49152, dtype=uint8)
dma_copy dst=t8.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=57344, dtype=uint8)
buffer t9 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t9 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t10 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t10 value=0
dma_copy dst=t10.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=65536, dtype=uint8)
dma_copy dst=t10.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=73728, dtype=uint8)
dma_copy dst=t10.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=81920, dtype=uint8)
dma_copy dst=t10.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=90112, dtype=uint8)
buffer t11 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t11 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t12 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t12 value=0
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=98304, dtype=uint8)
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=106496, dtype=uint8)
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=114688, dtype=uint8)
dma_copy dst=t12.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=122880, dtype=uint8)
buffer t13 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t14 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t14 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t15 sbuf address=0x1200 partition=0 shape=[128, 512] dtype=uint8
memset dst=t15 value=0
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t15.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t13 stationary=t5 moving=t14 stationary_scale=t6 moving_scale=t15 accumulate=False
buffer t16 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t16 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t17 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t17 value=0
dma_copy dst=t17.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t17.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t17.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t17.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t13 stationary=t7 moving=t16 stationary_scale=t8 moving_scale=t17 accumulate=True
buffer t18 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t18 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t19 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t19 value=0
dma_copy dst=t19.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t19.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t19.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t19.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t13 stationary=t9 moving=t18 stationary_scale=t10 moving_scale=t19 accumulate=True
buffer t20 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t20 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t21 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t21 value=0
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t21.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t13 stationary=t11 moving=t20 stationary_scale=t12 moving_scale=t21 accumulate=True
buffer t22 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t22 src=t13
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float32) src=t22
buffer t23 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t24 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t24 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t25 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t25 value=0
dma_copy dst=t25.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t25.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t25.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t25.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t23 stationary=t5 moving=t24 stationary_scale=t6 moving_scale=t25 accumulate=False
buffer t26 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t26 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t27 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t27 value=0
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t27.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t23 stationary=t7 moving=t26 stationary_scale=t8 moving_scale=t27 accumulate=True
buffer t28 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t28 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t29 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t29 value=0
dma_copy dst=t29.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t29.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t29.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t29.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t23 stationary=t9 moving=t28 stationary_scale=t10 moving_scale=t29 accumulate=True
buffer t30 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t30 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t31 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t31 value=0
dma_copy dst=t31.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t31.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t31.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t31.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t23 stationary=t11 moving=t30 stationary_scale=t12 moving_scale=t31 accumulate=True
buffer t32 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t32 src=t23
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float32) src=t32
buffer t33 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t34 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t34 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t35 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t35 value=0
dma_copy dst=t35.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t35.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t35.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t35.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t33 stationary=t5 moving=t34 stationary_scale=t6 moving_scale=t35 accumulate=False
buffer t36 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t36 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t37 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t37 value=0
dma_copy dst=t37.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t37.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t37.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t37.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t33 stationary=t7 moving=t36 stationary_scale=t8 moving_scale=t37 accumulate=True
buffer t38 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t38 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t39 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t39 value=0
dma_copy dst=t39.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t39.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t39.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t39.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t33 stationary=t9 moving=t38 stationary_scale=t10 moving_scale=t39 accumulate=True
buffer t40 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t40 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t41 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t41 value=0
dma_copy dst=t41.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t41.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t41.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t41.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t33 stationary=t11 moving=t40 stationary_scale=t12 moving_scale=t41 accumulate=True
buffer t42 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t42 src=t33
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float32) src=t42
buffer t43 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t44 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t44 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t45 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t45 value=0
dma_copy dst=t45.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t45.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t45.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t45.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t43 stationary=t5 moving=t44 stationary_scale=t6 moving_scale=t45 accumulate=False
buffer t46 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t46 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t47 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t47 value=0
dma_copy dst=t47.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t47.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t47.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t47.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t43 stationary=t7 moving=t46 stationary_scale=t8 moving_scale=t47 accumulate=True
buffer t48 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t48 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t49 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t49 value=0
dma_copy dst=t49.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t49.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t49.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t49.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t43 stationary=t9 moving=t48 stationary_scale=t10 moving_scale=t49 accumulate=True
buffer t50 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t50 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t51 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t51 value=0
dma_copy dst=t51.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t51.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t51.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t51.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t43 stationary=t11 moving=t50 stationary_scale=t12 moving_scale=t51 accumulate=True
buffer t52 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t52 src=t43
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float32) src=t52
buffer t53 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t53 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=128, dtype=float8_e4m3fn_x4)
buffer t54 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t54 value=0
dma_copy dst=t54.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=128, dtype=uint8)
dma_copy dst=t54.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=8320, dtype=uint8)
dma_copy dst=t54.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=16512, dtype=uint8)
dma_copy dst=t54.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=24704, dtype=uint8)
buffer t55 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t55 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=262272, dtype=float8_e4m3fn_x4)
buffer t56 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t56 value=0
dma_copy dst=t56.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=32896, dtype=uint8)
dma_copy dst=t56.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41088, dtype=uint8)
dma_copy dst=t56.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=49280, dtype=uint8)
dma_copy dst=t56.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=57472, dtype=uint8)
buffer t57 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t57 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=524416, dtype=float8_e4m3fn_x4)
buffer t58 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t58 value=0
dma_copy dst=t58.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=65664, dtype=uint8)
dma_copy dst=t58.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=73856, dtype=uint8)
dma_copy dst=t58.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82048, dtype=uint8)
dma_copy dst=t58.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=90240, dtype=uint8)
buffer t59 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t59 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=786560, dtype=float8_e4m3fn_x4)
buffer t60 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t60 value=0
dma_copy dst=t60.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=98432, dtype=uint8)
dma_copy dst=t60.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=106624, dtype=uint8)
dma_copy dst=t60.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=114816, dtype=uint8)
dma_copy dst=t60.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123008, dtype=uint8)
buffer t61 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t62 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t62 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t63 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t63 value=0
dma_copy dst=t63.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t63.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t63.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t63.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t61 stationary=t53 moving=t62 stationary_scale=t54 moving_scale=t63 accumulate=False
buffer t64 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t64 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t65 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t65 value=0
dma_copy dst=t65.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t65.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t65.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t65.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t61 stationary=t55 moving=t64 stationary_scale=t56 moving_scale=t65 accumulate=True
buffer t66 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t66 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t67 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t67 value=0
dma_copy dst=t67.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t67.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t67.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t67.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t61 stationary=t57 moving=t66 stationary_scale=t58 moving_scale=t67 accumulate=True
buffer t68 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t68 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t69 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t69 value=0
dma_copy dst=t69.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t69.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t69.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t69.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t61 stationary=t59 moving=t68 stationary_scale=t60 moving_scale=t69 accumulate=True
buffer t70 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t70 src=t61
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float32) src=t70
buffer t71 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t72 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t72 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t73 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t73 value=0
dma_copy dst=t73.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t73.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t73.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t73.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t71 stationary=t53 moving=t72 stationary_scale=t54 moving_scale=t73 accumulate=False
buffer t74 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t74 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t75 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t75 value=0
dma_copy dst=t75.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t75.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t75.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t75.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t71 stationary=t55 moving=t74 stationary_scale=t56 moving_scale=t75 accumulate=True
buffer t76 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t76 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t77 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t77 value=0
dma_copy dst=t77.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t77.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t77.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t77.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t71 stationary=t57 moving=t76 stationary_scale=t58 moving_scale=t77 accumulate=True
buffer t78 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t78 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t79 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t79 value=0
dma_copy dst=t79.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t79.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t79.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t79.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t71 stationary=t59 moving=t78 stationary_scale=t60 moving_scale=t79 accumulate=True
buffer t80 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t80 src=t71
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float32) src=t80
buffer t81 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t82 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t82 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t83 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t83 value=0
dma_copy dst=t83.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t83.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t83.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t83.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t81 stationary=t53 moving=t82 stationary_scale=t54 moving_scale=t83 accumulate=False
buffer t84 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t84 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t85 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t85 value=0
dma_copy dst=t85.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t85.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t85.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t85.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t81 stationary=t55 moving=t84 stationary_scale=t56 moving_scale=t85 accumulate=True
buffer t86 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t86 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t87 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t87 value=0
dma_copy dst=t87.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t87.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t87.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t87.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t81 stationary=t57 moving=t86 stationary_scale=t58 moving_scale=t87 accumulate=True
buffer t88 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t88 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t89 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t89 value=0
dma_copy dst=t89.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t89.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t89.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t89.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t81 stationary=t59 moving=t88 stationary_scale=t60 moving_scale=t89 accumulate=True
buffer t90 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t90 src=t81
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float32) src=t90
buffer t91 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t92 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t92 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t93 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t93 value=0
dma_copy dst=t93.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t93.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t93.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t93.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t91 stationary=t53 moving=t92 stationary_scale=t54 moving_scale=t93 accumulate=False
buffer t94 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t94 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t95 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t95 value=0
dma_copy dst=t95.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t95.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t95.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t95.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t91 stationary=t55 moving=t94 stationary_scale=t56 moving_scale=t95 accumulate=True
buffer t96 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t96 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t97 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t97 value=0
dma_copy dst=t97.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t97.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t97.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t97.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t91 stationary=t57 moving=t96 stationary_scale=t58 moving_scale=t97 accumulate=True
buffer t98 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t98 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t99 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t99 value=0
dma_copy dst=t99.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t99.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t99.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t99.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t91 stationary=t59 moving=t98 stationary_scale=t60 moving_scale=t99 accumulate=True
buffer t100 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t100 src=t91
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float32) src=t100
buffer t101 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t101 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=256, dtype=float8_e4m3fn_x4)
buffer t102 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t102 value=0
dma_copy dst=t102.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=256, dtype=uint8)
dma_copy dst=t102.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=8448, dtype=uint8)
dma_copy dst=t102.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=16640, dtype=uint8)
dma_copy dst=t102.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=24832, dtype=uint8)
buffer t103 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t103 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=262400, dtype=float8_e4m3fn_x4)
buffer t104 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t104 value=0
dma_copy dst=t104.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33024, dtype=uint8)
dma_copy dst=t104.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41216, dtype=uint8)
dma_copy dst=t104.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=49408, dtype=uint8)
dma_copy dst=t104.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=57600, dtype=uint8)
buffer t105 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t105 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=524544, dtype=float8_e4m3fn_x4)
buffer t106 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t106 value=0
dma_copy dst=t106.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=65792, dtype=uint8)
dma_copy dst=t106.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=73984, dtype=uint8)
dma_copy dst=t106.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82176, dtype=uint8)
dma_copy dst=t106.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=90368, dtype=uint8)
buffer t107 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t107 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=786688, dtype=float8_e4m3fn_x4)
buffer t108 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t108 value=0
dma_copy dst=t108.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=98560, dtype=uint8)
dma_copy dst=t108.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=106752, dtype=uint8)
dma_copy dst=t108.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=114944, dtype=uint8)
dma_copy dst=t108.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123136, dtype=uint8)
buffer t109 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t110 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t110 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t111 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t111 value=0
dma_copy dst=t111.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t111.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t111.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t111.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t109 stationary=t101 moving=t110 stationary_scale=t102 moving_scale=t111 accumulate=False
buffer t112 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t112 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t113 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t113 value=0
dma_copy dst=t113.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t113.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t113.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t113.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t109 stationary=t103 moving=t112 stationary_scale=t104 moving_scale=t113 accumulate=True
buffer t114 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t114 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t115 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t115 value=0
dma_copy dst=t115.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t115.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t115.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t115.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t109 stationary=t105 moving=t114 stationary_scale=t106 moving_scale=t115 accumulate=True
buffer t116 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t116 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t117 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t117 value=0
dma_copy dst=t117.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t117.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t117.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t117.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t109 stationary=t107 moving=t116 stationary_scale=t108 moving_scale=t117 accumulate=True
buffer t118 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t118 src=t109
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float32) src=t118
buffer t119 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t120 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t120 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t121 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t121 value=0
dma_copy dst=t121.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t121.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t121.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t121.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t119 stationary=t101 moving=t120 stationary_scale=t102 moving_scale=t121 accumulate=False
buffer t122 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t122 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t123 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t123 value=0
dma_copy dst=t123.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t123.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t123.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t123.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t119 stationary=t103 moving=t122 stationary_scale=t104 moving_scale=t123 accumulate=True
buffer t124 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t124 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t125 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t125 value=0
dma_copy dst=t125.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t125.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t125.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t125.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t119 stationary=t105 moving=t124 stationary_scale=t106 moving_scale=t125 accumulate=True
buffer t126 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t126 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t127 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t127 value=0
dma_copy dst=t127.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t127.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t127.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t127.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t119 stationary=t107 moving=t126 stationary_scale=t108 moving_scale=t127 accumulate=True
buffer t128 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t128 src=t119
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float32) src=t128
buffer t129 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t130 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t130 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t131 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t131 value=0
dma_copy dst=t131.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t131.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t131.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t131.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t129 stationary=t101 moving=t130 stationary_scale=t102 moving_scale=t131 accumulate=False
buffer t132 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t132 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t133 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t133 value=0
dma_copy dst=t133.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t133.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t133.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t133.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t129 stationary=t103 moving=t132 stationary_scale=t104 moving_scale=t133 accumulate=True
buffer t134 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t134 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t135 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t135 value=0
dma_copy dst=t135.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t135.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t135.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t135.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t129 stationary=t105 moving=t134 stationary_scale=t106 moving_scale=t135 accumulate=True
buffer t136 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t136 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t137 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t137 value=0
dma_copy dst=t137.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t137.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t137.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t137.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t129 stationary=t107 moving=t136 stationary_scale=t108 moving_scale=t137 accumulate=True
buffer t138 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t138 src=t129
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float32) src=t138
buffer t139 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t140 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t140 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t141 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t141 value=0
dma_copy dst=t141.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t141.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t141.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t141.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t139 stationary=t101 moving=t140 stationary_scale=t102 moving_scale=t141 accumulate=False
buffer t142 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t142 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t143 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t143 value=0
dma_copy dst=t143.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t143.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t143.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t143.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t139 stationary=t103 moving=t142 stationary_scale=t104 moving_scale=t143 accumulate=True
buffer t144 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t144 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t145 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t145 value=0
dma_copy dst=t145.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t145.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t145.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t145.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t139 stationary=t105 moving=t144 stationary_scale=t106 moving_scale=t145 accumulate=True
buffer t146 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t146 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t147 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t147 value=0
dma_copy dst=t147.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t147.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t147.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t147.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t139 stationary=t107 moving=t146 stationary_scale=t108 moving_scale=t147 accumulate=True
buffer t148 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t148 src=t139
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float32) src=t148
buffer t149 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t149 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=384, dtype=float8_e4m3fn_x4)
buffer t150 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t150 value=0
dma_copy dst=t150.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=384, dtype=uint8)
dma_copy dst=t150.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=8576, dtype=uint8)
dma_copy dst=t150.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=16768, dtype=uint8)
dma_copy dst=t150.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=24960, dtype=uint8)
buffer t151 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t151 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=262528, dtype=float8_e4m3fn_x4)
buffer t152 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t152 value=0
dma_copy dst=t152.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33152, dtype=uint8)
dma_copy dst=t152.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41344, dtype=uint8)
dma_copy dst=t152.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=49536, dtype=uint8)
dma_copy dst=t152.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=57728, dtype=uint8)
buffer t153 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t153 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=524672, dtype=float8_e4m3fn_x4)
buffer t154 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t154 value=0
dma_copy dst=t154.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=65920, dtype=uint8)
dma_copy dst=t154.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=74112, dtype=uint8)
dma_copy dst=t154.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82304, dtype=uint8)
dma_copy dst=t154.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=90496, dtype=uint8)
buffer t155 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t155 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=786816, dtype=float8_e4m3fn_x4)
buffer t156 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t156 value=0
dma_copy dst=t156.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=98688, dtype=uint8)
dma_copy dst=t156.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=106880, dtype=uint8)
dma_copy dst=t156.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115072, dtype=uint8)
dma_copy dst=t156.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123264, dtype=uint8)
buffer t157 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t158 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t158 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t159 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t159 value=0
dma_copy dst=t159.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t159.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t159.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t159.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t157 stationary=t149 moving=t158 stationary_scale=t150 moving_scale=t159 accumulate=False
buffer t160 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t160 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t161 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t161 value=0
dma_copy dst=t161.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t161.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t161.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t161.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t157 stationary=t151 moving=t160 stationary_scale=t152 moving_scale=t161 accumulate=True
buffer t162 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t162 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t163 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t163 value=0
dma_copy dst=t163.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t163.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t163.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t163.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t157 stationary=t153 moving=t162 stationary_scale=t154 moving_scale=t163 accumulate=True
buffer t164 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t164 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t165 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t165 value=0
dma_copy dst=t165.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t165.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t165.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t165.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t157 stationary=t155 moving=t164 stationary_scale=t156 moving_scale=t165 accumulate=True
buffer t166 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t166 src=t157
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float32) src=t166
buffer t167 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t168 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t168 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t169 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t169 value=0
dma_copy dst=t169.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t169.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t169.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t169.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t167 stationary=t149 moving=t168 stationary_scale=t150 moving_scale=t169 accumulate=False
buffer t170 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t170 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t171 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t171 value=0
dma_copy dst=t171.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t171.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t171.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t171.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t167 stationary=t151 moving=t170 stationary_scale=t152 moving_scale=t171 accumulate=True
buffer t172 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t172 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t173 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t173 value=0
dma_copy dst=t173.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t173.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t173.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t173.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t167 stationary=t153 moving=t172 stationary_scale=t154 moving_scale=t173 accumulate=True
buffer t174 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t174 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t175 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t175 value=0
dma_copy dst=t175.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t175.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t175.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t175.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t167 stationary=t155 moving=t174 stationary_scale=t156 moving_scale=t175 accumulate=True
buffer t176 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t176 src=t167
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float32) src=t176
buffer t177 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t178 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t178 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t179 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t179 value=0
dma_copy dst=t179.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t179.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t179.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t179.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t177 stationary=t149 moving=t178 stationary_scale=t150 moving_scale=t179 accumulate=False
buffer t180 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t180 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t181 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t181 value=0
dma_copy dst=t181.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t181.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t181.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t181.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t177 stationary=t151 moving=t180 stationary_scale=t152 moving_scale=t181 accumulate=True
buffer t182 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t182 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t183 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t183 value=0
dma_copy dst=t183.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t183.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t183.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t183.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t177 stationary=t153 moving=t182 stationary_scale=t154 moving_scale=t183 accumulate=True
buffer t184 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t184 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t185 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t185 value=0
dma_copy dst=t185.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t185.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t185.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t185.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t177 stationary=t155 moving=t184 stationary_scale=t156 moving_scale=t185 accumulate=True
buffer t186 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t186 src=t177
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float32) src=t186
buffer t187 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t188 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t188 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t189 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t189 value=0
dma_copy dst=t189.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t189.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t189.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t189.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t187 stationary=t149 moving=t188 stationary_scale=t150 moving_scale=t189 accumulate=False
buffer t190 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t190 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t191 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t191 value=0
dma_copy dst=t191.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t191.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t191.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t191.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t187 stationary=t151 moving=t190 stationary_scale=t152 moving_scale=t191 accumulate=True
buffer t192 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t192 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t193 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t193 value=0
dma_copy dst=t193.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t193.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t193.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t193.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t187 stationary=t153 moving=t192 stationary_scale=t154 moving_scale=t193 accumulate=True
buffer t194 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t194 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t195 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t195 value=0
dma_copy dst=t195.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t195.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t195.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t195.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t187 stationary=t155 moving=t194 stationary_scale=t156 moving_scale=t195 accumulate=True
buffer t196 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t196 src=t187
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float32) src=t196
buffer t197 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t197 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=512, dtype=float8_e4m3fn_x4)
buffer t198 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t198 value=0
dma_copy dst=t198.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=512, dtype=uint8)
dma_copy dst=t198.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=8704, dtype=uint8)
dma_copy dst=t198.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=16896, dtype=uint8)
dma_copy dst=t198.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25088, dtype=uint8)
buffer t199 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t199 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t200 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t200 value=0
dma_copy dst=t200.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33280, dtype=uint8)
dma_copy dst=t200.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41472, dtype=uint8)
dma_copy dst=t200.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=49664, dtype=uint8)
dma_copy dst=t200.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=57856, dtype=uint8)
buffer t201 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t201 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t202 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t202 value=0
dma_copy dst=t202.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66048, dtype=uint8)
dma_copy dst=t202.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=74240, dtype=uint8)
dma_copy dst=t202.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82432, dtype=uint8)
dma_copy dst=t202.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=90624, dtype=uint8)
buffer t203 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t203 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t204 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t204 value=0
dma_copy dst=t204.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=98816, dtype=uint8)
dma_copy dst=t204.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107008, dtype=uint8)
dma_copy dst=t204.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115200, dtype=uint8)
dma_copy dst=t204.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123392, dtype=uint8)
buffer t205 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t206 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t206 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t207 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t207 value=0
dma_copy dst=t207.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t207.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t207.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t207.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t205 stationary=t197 moving=t206 stationary_scale=t198 moving_scale=t207 accumulate=False
buffer t208 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t208 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t209 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t209 value=0
dma_copy dst=t209.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t209.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t209.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t209.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t205 stationary=t199 moving=t208 stationary_scale=t200 moving_scale=t209 accumulate=True
buffer t210 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t210 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t211 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t211 value=0
dma_copy dst=t211.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t211.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t211.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t211.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t205 stationary=t201 moving=t210 stationary_scale=t202 moving_scale=t211 accumulate=True
buffer t212 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t212 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t213 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t213 value=0
dma_copy dst=t213.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t213.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t213.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t213.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t205 stationary=t203 moving=t212 stationary_scale=t204 moving_scale=t213 accumulate=True
buffer t214 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t214 src=t205
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1048576, dtype=float32) src=t214
buffer t215 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t216 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t216 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t217 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t217 value=0
dma_copy dst=t217.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t217.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t217.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t217.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t215 stationary=t197 moving=t216 stationary_scale=t198 moving_scale=t217 accumulate=False
buffer t218 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t218 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t219 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t219 value=0
dma_copy dst=t219.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t219.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t219.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t219.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t215 stationary=t199 moving=t218 stationary_scale=t200 moving_scale=t219 accumulate=True
buffer t220 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t220 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t221 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t221 value=0
dma_copy dst=t221.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t221.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t221.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t221.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t215 stationary=t201 moving=t220 stationary_scale=t202 moving_scale=t221 accumulate=True
buffer t222 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t222 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t223 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t223 value=0
dma_copy dst=t223.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t223.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t223.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t223.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t215 stationary=t203 moving=t222 stationary_scale=t204 moving_scale=t223 accumulate=True
buffer t224 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t224 src=t215
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1049088, dtype=float32) src=t224
buffer t225 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t226 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t226 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t227 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t227 value=0
dma_copy dst=t227.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t227.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t227.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t227.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t225 stationary=t197 moving=t226 stationary_scale=t198 moving_scale=t227 accumulate=False
buffer t228 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t228 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t229 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t229 value=0
dma_copy dst=t229.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t229.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t229.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t229.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t225 stationary=t199 moving=t228 stationary_scale=t200 moving_scale=t229 accumulate=True
buffer t230 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t230 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t231 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t231 value=0
dma_copy dst=t231.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t231.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t231.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t231.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t225 stationary=t201 moving=t230 stationary_scale=t202 moving_scale=t231 accumulate=True
buffer t232 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t232 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t233 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t233 value=0
dma_copy dst=t233.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t233.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t233.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t233.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t225 stationary=t203 moving=t232 stationary_scale=t204 moving_scale=t233 accumulate=True
buffer t234 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t234 src=t225
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1049600, dtype=float32) src=t234
buffer t235 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t236 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t236 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t237 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t237 value=0
dma_copy dst=t237.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t237.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t237.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t237.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t235 stationary=t197 moving=t236 stationary_scale=t198 moving_scale=t237 accumulate=False
buffer t238 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t238 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t239 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t239 value=0
dma_copy dst=t239.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t239.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t239.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t239.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t235 stationary=t199 moving=t238 stationary_scale=t200 moving_scale=t239 accumulate=True
buffer t240 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t240 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t241 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t241 value=0
dma_copy dst=t241.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t241.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t241.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t241.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t235 stationary=t201 moving=t240 stationary_scale=t202 moving_scale=t241 accumulate=True
buffer t242 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t242 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t243 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t243 value=0
dma_copy dst=t243.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t243.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t243.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t243.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t235 stationary=t203 moving=t242 stationary_scale=t204 moving_scale=t243 accumulate=True
buffer t244 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t244 src=t235
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1050112, dtype=float32) src=t244
buffer t245 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t245 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=640, dtype=float8_e4m3fn_x4)
buffer t246 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t246 value=0
dma_copy dst=t246.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=640, dtype=uint8)
dma_copy dst=t246.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=8832, dtype=uint8)
dma_copy dst=t246.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17024, dtype=uint8)
dma_copy dst=t246.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25216, dtype=uint8)
buffer t247 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t247 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=262784, dtype=float8_e4m3fn_x4)
buffer t248 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t248 value=0
dma_copy dst=t248.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33408, dtype=uint8)
dma_copy dst=t248.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41600, dtype=uint8)
dma_copy dst=t248.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=49792, dtype=uint8)
dma_copy dst=t248.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=57984, dtype=uint8)
buffer t249 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t249 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=524928, dtype=float8_e4m3fn_x4)
buffer t250 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t250 value=0
dma_copy dst=t250.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66176, dtype=uint8)
dma_copy dst=t250.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=74368, dtype=uint8)
dma_copy dst=t250.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82560, dtype=uint8)
dma_copy dst=t250.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=90752, dtype=uint8)
buffer t251 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t251 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787072, dtype=float8_e4m3fn_x4)
buffer t252 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t252 value=0
dma_copy dst=t252.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=98944, dtype=uint8)
dma_copy dst=t252.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107136, dtype=uint8)
dma_copy dst=t252.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115328, dtype=uint8)
dma_copy dst=t252.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123520, dtype=uint8)
buffer t253 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t254 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t254 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t255 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t255 value=0
dma_copy dst=t255.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t255.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t255.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t255.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t253 stationary=t245 moving=t254 stationary_scale=t246 moving_scale=t255 accumulate=False
buffer t256 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t256 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t257 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t257 value=0
dma_copy dst=t257.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t257.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t257.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t257.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t253 stationary=t247 moving=t256 stationary_scale=t248 moving_scale=t257 accumulate=True
buffer t258 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t258 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t259 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t259 value=0
dma_copy dst=t259.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t259.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t259.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t259.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t253 stationary=t249 moving=t258 stationary_scale=t250 moving_scale=t259 accumulate=True
buffer t260 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t260 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t261 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t261 value=0
dma_copy dst=t261.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t261.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t261.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t261.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t253 stationary=t251 moving=t260 stationary_scale=t252 moving_scale=t261 accumulate=True
buffer t262 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t262 src=t253
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1310720, dtype=float32) src=t262
buffer t263 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t264 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t264 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t265 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t265 value=0
dma_copy dst=t265.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t265.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t265.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t265.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t263 stationary=t245 moving=t264 stationary_scale=t246 moving_scale=t265 accumulate=False
buffer t266 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t266 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t267 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t267 value=0
dma_copy dst=t267.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t267.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t267.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t267.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t263 stationary=t247 moving=t266 stationary_scale=t248 moving_scale=t267 accumulate=True
buffer t268 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t268 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t269 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t269 value=0
dma_copy dst=t269.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t269.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t269.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t269.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t263 stationary=t249 moving=t268 stationary_scale=t250 moving_scale=t269 accumulate=True
buffer t270 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t270 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t271 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t271 value=0
dma_copy dst=t271.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t271.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t271.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t271.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t263 stationary=t251 moving=t270 stationary_scale=t252 moving_scale=t271 accumulate=True
buffer t272 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t272 src=t263
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1311232, dtype=float32) src=t272
buffer t273 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t274 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t274 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t275 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t275 value=0
dma_copy dst=t275.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t275.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t275.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t275.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t273 stationary=t245 moving=t274 stationary_scale=t246 moving_scale=t275 accumulate=False
buffer t276 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t276 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t277 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t277 value=0
dma_copy dst=t277.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t277.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t277.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t277.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t273 stationary=t247 moving=t276 stationary_scale=t248 moving_scale=t277 accumulate=True
buffer t278 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t278 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t279 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t279 value=0
dma_copy dst=t279.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t279.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t279.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t279.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t273 stationary=t249 moving=t278 stationary_scale=t250 moving_scale=t279 accumulate=True
buffer t280 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t280 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t281 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t281 value=0
dma_copy dst=t281.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t281.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t281.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t281.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t273 stationary=t251 moving=t280 stationary_scale=t252 moving_scale=t281 accumulate=True
buffer t282 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t282 src=t273
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1311744, dtype=float32) src=t282
buffer t283 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t284 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t284 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t285 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t285 value=0
dma_copy dst=t285.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t285.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t285.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t285.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t283 stationary=t245 moving=t284 stationary_scale=t246 moving_scale=t285 accumulate=False
buffer t286 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t286 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t287 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t287 value=0
dma_copy dst=t287.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t287.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t287.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t287.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t283 stationary=t247 moving=t286 stationary_scale=t248 moving_scale=t287 accumulate=True
buffer t288 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t288 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t289 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t289 value=0
dma_copy dst=t289.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t289.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t289.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t289.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t283 stationary=t249 moving=t288 stationary_scale=t250 moving_scale=t289 accumulate=True
buffer t290 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t290 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t291 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t291 value=0
dma_copy dst=t291.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t291.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t291.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t291.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t283 stationary=t251 moving=t290 stationary_scale=t252 moving_scale=t291 accumulate=True
buffer t292 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t292 src=t283
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1312256, dtype=float32) src=t292
buffer t293 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t293 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=768, dtype=float8_e4m3fn_x4)
buffer t294 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t294 value=0
dma_copy dst=t294.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=768, dtype=uint8)
dma_copy dst=t294.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=8960, dtype=uint8)
dma_copy dst=t294.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17152, dtype=uint8)
dma_copy dst=t294.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25344, dtype=uint8)
buffer t295 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t295 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=262912, dtype=float8_e4m3fn_x4)
buffer t296 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t296 value=0
dma_copy dst=t296.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33536, dtype=uint8)
dma_copy dst=t296.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41728, dtype=uint8)
dma_copy dst=t296.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=49920, dtype=uint8)
dma_copy dst=t296.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=58112, dtype=uint8)
buffer t297 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t297 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525056, dtype=float8_e4m3fn_x4)
buffer t298 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t298 value=0
dma_copy dst=t298.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66304, dtype=uint8)
dma_copy dst=t298.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=74496, dtype=uint8)
dma_copy dst=t298.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82688, dtype=uint8)
dma_copy dst=t298.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=90880, dtype=uint8)
buffer t299 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t299 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787200, dtype=float8_e4m3fn_x4)
buffer t300 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t300 value=0
dma_copy dst=t300.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99072, dtype=uint8)
dma_copy dst=t300.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107264, dtype=uint8)
dma_copy dst=t300.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115456, dtype=uint8)
dma_copy dst=t300.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123648, dtype=uint8)
buffer t301 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t302 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t302 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t303 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t303 value=0
dma_copy dst=t303.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t303.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t303.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t303.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t301 stationary=t293 moving=t302 stationary_scale=t294 moving_scale=t303 accumulate=False
buffer t304 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t304 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t305 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t305 value=0
dma_copy dst=t305.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t305.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t305.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t305.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t301 stationary=t295 moving=t304 stationary_scale=t296 moving_scale=t305 accumulate=True
buffer t306 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t306 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t307 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t307 value=0
dma_copy dst=t307.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t307.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t307.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t307.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t301 stationary=t297 moving=t306 stationary_scale=t298 moving_scale=t307 accumulate=True
buffer t308 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t308 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t309 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t309 value=0
dma_copy dst=t309.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t309.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t309.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t309.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t301 stationary=t299 moving=t308 stationary_scale=t300 moving_scale=t309 accumulate=True
buffer t310 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t310 src=t301
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1572864, dtype=float32) src=t310
buffer t311 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t312 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t312 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t313 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t313 value=0
dma_copy dst=t313.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t313.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t313.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t313.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t311 stationary=t293 moving=t312 stationary_scale=t294 moving_scale=t313 accumulate=False
buffer t314 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t314 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t315 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t315 value=0
dma_copy dst=t315.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t315.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t315.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t315.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t311 stationary=t295 moving=t314 stationary_scale=t296 moving_scale=t315 accumulate=True
buffer t316 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t316 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t317 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t317 value=0
dma_copy dst=t317.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t317.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t317.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t317.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t311 stationary=t297 moving=t316 stationary_scale=t298 moving_scale=t317 accumulate=True
buffer t318 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t318 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t319 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t319 value=0
dma_copy dst=t319.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t319.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t319.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t319.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t311 stationary=t299 moving=t318 stationary_scale=t300 moving_scale=t319 accumulate=True
buffer t320 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t320 src=t311
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1573376, dtype=float32) src=t320
buffer t321 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t322 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t322 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t323 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t323 value=0
dma_copy dst=t323.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t323.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t323.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t323.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t321 stationary=t293 moving=t322 stationary_scale=t294 moving_scale=t323 accumulate=False
buffer t324 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t324 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t325 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t325 value=0
dma_copy dst=t325.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t325.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t325.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t325.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t321 stationary=t295 moving=t324 stationary_scale=t296 moving_scale=t325 accumulate=True
buffer t326 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t326 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t327 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t327 value=0
dma_copy dst=t327.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t327.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t327.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t327.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t321 stationary=t297 moving=t326 stationary_scale=t298 moving_scale=t327 accumulate=True
buffer t328 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t328 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t329 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t329 value=0
dma_copy dst=t329.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t329.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t329.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t329.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t321 stationary=t299 moving=t328 stationary_scale=t300 moving_scale=t329 accumulate=True
buffer t330 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t330 src=t321
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1573888, dtype=float32) src=t330
buffer t331 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t332 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t332 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t333 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t333 value=0
dma_copy dst=t333.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t333.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t333.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t333.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t331 stationary=t293 moving=t332 stationary_scale=t294 moving_scale=t333 accumulate=False
buffer t334 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t334 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t335 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t335 value=0
dma_copy dst=t335.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t335.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t335.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t335.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t331 stationary=t295 moving=t334 stationary_scale=t296 moving_scale=t335 accumulate=True
buffer t336 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t336 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t337 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t337 value=0
dma_copy dst=t337.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t337.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t337.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t337.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t331 stationary=t297 moving=t336 stationary_scale=t298 moving_scale=t337 accumulate=True
buffer t338 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t338 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t339 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t339 value=0
dma_copy dst=t339.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t339.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t339.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t339.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t331 stationary=t299 moving=t338 stationary_scale=t300 moving_scale=t339 accumulate=True
buffer t340 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t340 src=t331
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1574400, dtype=float32) src=t340
buffer t341 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t341 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=896, dtype=float8_e4m3fn_x4)
buffer t342 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t342 value=0
dma_copy dst=t342.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=896, dtype=uint8)
dma_copy dst=t342.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9088, dtype=uint8)
dma_copy dst=t342.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17280, dtype=uint8)
dma_copy dst=t342.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25472, dtype=uint8)
buffer t343 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t343 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263040, dtype=float8_e4m3fn_x4)
buffer t344 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t344 value=0
dma_copy dst=t344.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33664, dtype=uint8)
dma_copy dst=t344.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41856, dtype=uint8)
dma_copy dst=t344.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50048, dtype=uint8)
dma_copy dst=t344.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=58240, dtype=uint8)
buffer t345 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t345 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525184, dtype=float8_e4m3fn_x4)
buffer t346 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t346 value=0
dma_copy dst=t346.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66432, dtype=uint8)
dma_copy dst=t346.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=74624, dtype=uint8)
dma_copy dst=t346.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82816, dtype=uint8)
dma_copy dst=t346.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91008, dtype=uint8)
buffer t347 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t347 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787328, dtype=float8_e4m3fn_x4)
buffer t348 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t348 value=0
dma_copy dst=t348.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99200, dtype=uint8)
dma_copy dst=t348.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107392, dtype=uint8)
dma_copy dst=t348.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115584, dtype=uint8)
dma_copy dst=t348.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123776, dtype=uint8)
buffer t349 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t350 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t350 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t351 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t351 value=0
dma_copy dst=t351.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t351.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t351.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t351.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t349 stationary=t341 moving=t350 stationary_scale=t342 moving_scale=t351 accumulate=False
buffer t352 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t352 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t353 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t353 value=0
dma_copy dst=t353.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t353.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t353.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t353.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t349 stationary=t343 moving=t352 stationary_scale=t344 moving_scale=t353 accumulate=True
buffer t354 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t354 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t355 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t355 value=0
dma_copy dst=t355.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t355.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t355.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t355.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t349 stationary=t345 moving=t354 stationary_scale=t346 moving_scale=t355 accumulate=True
buffer t356 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t356 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t357 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t357 value=0
dma_copy dst=t357.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t357.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t357.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t357.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t349 stationary=t347 moving=t356 stationary_scale=t348 moving_scale=t357 accumulate=True
buffer t358 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t358 src=t349
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1835008, dtype=float32) src=t358
buffer t359 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t360 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t360 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t361 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t361 value=0
dma_copy dst=t361.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t361.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t361.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t361.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t359 stationary=t341 moving=t360 stationary_scale=t342 moving_scale=t361 accumulate=False
buffer t362 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t362 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t363 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t363 value=0
dma_copy dst=t363.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t363.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t363.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t363.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t359 stationary=t343 moving=t362 stationary_scale=t344 moving_scale=t363 accumulate=True
buffer t364 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t364 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t365 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t365 value=0
dma_copy dst=t365.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t365.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t365.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t365.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t359 stationary=t345 moving=t364 stationary_scale=t346 moving_scale=t365 accumulate=True
buffer t366 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t366 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t367 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t367 value=0
dma_copy dst=t367.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t367.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t367.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t367.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t359 stationary=t347 moving=t366 stationary_scale=t348 moving_scale=t367 accumulate=True
buffer t368 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t368 src=t359
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1835520, dtype=float32) src=t368
buffer t369 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t370 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t370 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t371 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t371 value=0
dma_copy dst=t371.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t371.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t371.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t371.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t369 stationary=t341 moving=t370 stationary_scale=t342 moving_scale=t371 accumulate=False
buffer t372 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t372 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t373 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t373 value=0
dma_copy dst=t373.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t373.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t373.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t373.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t369 stationary=t343 moving=t372 stationary_scale=t344 moving_scale=t373 accumulate=True
buffer t374 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t374 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t375 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t375 value=0
dma_copy dst=t375.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t375.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t375.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t375.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t369 stationary=t345 moving=t374 stationary_scale=t346 moving_scale=t375 accumulate=True
buffer t376 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t376 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t377 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t377 value=0
dma_copy dst=t377.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t377.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t377.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t377.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t369 stationary=t347 moving=t376 stationary_scale=t348 moving_scale=t377 accumulate=True
buffer t378 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t378 src=t369
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1836032, dtype=float32) src=t378
buffer t379 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t380 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t380 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t381 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t381 value=0
dma_copy dst=t381.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t381.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t381.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t381.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t379 stationary=t341 moving=t380 stationary_scale=t342 moving_scale=t381 accumulate=False
buffer t382 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t382 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t383 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t383 value=0
dma_copy dst=t383.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t383.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t383.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t383.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t379 stationary=t343 moving=t382 stationary_scale=t344 moving_scale=t383 accumulate=True
buffer t384 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t384 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t385 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t385 value=0
dma_copy dst=t385.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t385.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t385.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t385.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t379 stationary=t345 moving=t384 stationary_scale=t346 moving_scale=t385 accumulate=True
buffer t386 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t386 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t387 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t387 value=0
dma_copy dst=t387.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t387.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t387.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t387.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t379 stationary=t347 moving=t386 stationary_scale=t348 moving_scale=t387 accumulate=True
buffer t388 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t388 src=t379
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=1836544, dtype=float32) src=t388
buffer t389 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t389 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t390 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t390 value=0
dma_copy dst=t390.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1024, dtype=uint8)
dma_copy dst=t390.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9216, dtype=uint8)
dma_copy dst=t390.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17408, dtype=uint8)
dma_copy dst=t390.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25600, dtype=uint8)
buffer t391 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t391 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t392 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t392 value=0
dma_copy dst=t392.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33792, dtype=uint8)
dma_copy dst=t392.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=41984, dtype=uint8)
dma_copy dst=t392.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50176, dtype=uint8)
dma_copy dst=t392.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=58368, dtype=uint8)
buffer t393 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t393 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t394 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t394 value=0
dma_copy dst=t394.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66560, dtype=uint8)
dma_copy dst=t394.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=74752, dtype=uint8)
dma_copy dst=t394.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=82944, dtype=uint8)
dma_copy dst=t394.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91136, dtype=uint8)
buffer t395 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t395 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t396 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t396 value=0
dma_copy dst=t396.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99328, dtype=uint8)
dma_copy dst=t396.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107520, dtype=uint8)
dma_copy dst=t396.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115712, dtype=uint8)
dma_copy dst=t396.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=123904, dtype=uint8)
buffer t397 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t398 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t398 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t399 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t399 value=0
dma_copy dst=t399.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t399.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t399.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t399.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t397 stationary=t389 moving=t398 stationary_scale=t390 moving_scale=t399 accumulate=False
buffer t400 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t400 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t401 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t401 value=0
dma_copy dst=t401.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t401.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t401.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t401.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t397 stationary=t391 moving=t400 stationary_scale=t392 moving_scale=t401 accumulate=True
buffer t402 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t402 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t403 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t403 value=0
dma_copy dst=t403.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t403.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t403.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t403.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t397 stationary=t393 moving=t402 stationary_scale=t394 moving_scale=t403 accumulate=True
buffer t404 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t404 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t405 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t405 value=0
dma_copy dst=t405.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t405.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t405.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t405.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t397 stationary=t395 moving=t404 stationary_scale=t396 moving_scale=t405 accumulate=True
buffer t406 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t406 src=t397
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2097152, dtype=float32) src=t406
buffer t407 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t408 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t408 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t409 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t409 value=0
dma_copy dst=t409.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t409.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t409.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t409.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t407 stationary=t389 moving=t408 stationary_scale=t390 moving_scale=t409 accumulate=False
buffer t410 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t410 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t411 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t411 value=0
dma_copy dst=t411.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t411.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t411.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t411.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t407 stationary=t391 moving=t410 stationary_scale=t392 moving_scale=t411 accumulate=True
buffer t412 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t412 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t413 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t413 value=0
dma_copy dst=t413.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t413.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t413.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t413.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t407 stationary=t393 moving=t412 stationary_scale=t394 moving_scale=t413 accumulate=True
buffer t414 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t414 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t415 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t415 value=0
dma_copy dst=t415.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t415.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t415.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t415.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t407 stationary=t395 moving=t414 stationary_scale=t396 moving_scale=t415 accumulate=True
buffer t416 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t416 src=t407
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2097664, dtype=float32) src=t416
buffer t417 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t418 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t418 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t419 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t419 value=0
dma_copy dst=t419.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t419.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t419.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t419.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t417 stationary=t389 moving=t418 stationary_scale=t390 moving_scale=t419 accumulate=False
buffer t420 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t420 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t421 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t421 value=0
dma_copy dst=t421.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t421.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t421.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t421.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t417 stationary=t391 moving=t420 stationary_scale=t392 moving_scale=t421 accumulate=True
buffer t422 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t422 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t423 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t423 value=0
dma_copy dst=t423.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t423.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t423.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t423.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t417 stationary=t393 moving=t422 stationary_scale=t394 moving_scale=t423 accumulate=True
buffer t424 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t424 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t425 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t425 value=0
dma_copy dst=t425.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t425.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t425.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t425.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t417 stationary=t395 moving=t424 stationary_scale=t396 moving_scale=t425 accumulate=True
buffer t426 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t426 src=t417
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2098176, dtype=float32) src=t426
buffer t427 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t428 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t428 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t429 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t429 value=0
dma_copy dst=t429.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t429.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t429.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t429.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t427 stationary=t389 moving=t428 stationary_scale=t390 moving_scale=t429 accumulate=False
buffer t430 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t430 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t431 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t431 value=0
dma_copy dst=t431.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t431.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t431.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t431.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t427 stationary=t391 moving=t430 stationary_scale=t392 moving_scale=t431 accumulate=True
buffer t432 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t432 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t433 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t433 value=0
dma_copy dst=t433.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t433.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t433.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t433.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t427 stationary=t393 moving=t432 stationary_scale=t394 moving_scale=t433 accumulate=True
buffer t434 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t434 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t435 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t435 value=0
dma_copy dst=t435.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t435.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t435.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t435.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t427 stationary=t395 moving=t434 stationary_scale=t396 moving_scale=t435 accumulate=True
buffer t436 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t436 src=t427
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2098688, dtype=float32) src=t436
buffer t437 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t437 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1152, dtype=float8_e4m3fn_x4)
buffer t438 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t438 value=0
dma_copy dst=t438.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1152, dtype=uint8)
dma_copy dst=t438.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9344, dtype=uint8)
dma_copy dst=t438.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17536, dtype=uint8)
dma_copy dst=t438.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25728, dtype=uint8)
buffer t439 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t439 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263296, dtype=float8_e4m3fn_x4)
buffer t440 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t440 value=0
dma_copy dst=t440.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=33920, dtype=uint8)
dma_copy dst=t440.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=42112, dtype=uint8)
dma_copy dst=t440.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50304, dtype=uint8)
dma_copy dst=t440.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=58496, dtype=uint8)
buffer t441 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t441 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525440, dtype=float8_e4m3fn_x4)
buffer t442 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t442 value=0
dma_copy dst=t442.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66688, dtype=uint8)
dma_copy dst=t442.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=74880, dtype=uint8)
dma_copy dst=t442.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=83072, dtype=uint8)
dma_copy dst=t442.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91264, dtype=uint8)
buffer t443 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t443 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787584, dtype=float8_e4m3fn_x4)
buffer t444 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t444 value=0
dma_copy dst=t444.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99456, dtype=uint8)
dma_copy dst=t444.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107648, dtype=uint8)
dma_copy dst=t444.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115840, dtype=uint8)
dma_copy dst=t444.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=124032, dtype=uint8)
buffer t445 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t446 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t446 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t447 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t447 value=0
dma_copy dst=t447.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t447.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t447.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t447.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t445 stationary=t437 moving=t446 stationary_scale=t438 moving_scale=t447 accumulate=False
buffer t448 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t448 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t449 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t449 value=0
dma_copy dst=t449.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t449.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t449.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t449.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t445 stationary=t439 moving=t448 stationary_scale=t440 moving_scale=t449 accumulate=True
buffer t450 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t450 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t451 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t451 value=0
dma_copy dst=t451.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t451.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t451.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t451.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t445 stationary=t441 moving=t450 stationary_scale=t442 moving_scale=t451 accumulate=True
buffer t452 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t452 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t453 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t453 value=0
dma_copy dst=t453.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t453.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t453.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t453.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t445 stationary=t443 moving=t452 stationary_scale=t444 moving_scale=t453 accumulate=True
buffer t454 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t454 src=t445
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2359296, dtype=float32) src=t454
buffer t455 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t456 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t456 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t457 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t457 value=0
dma_copy dst=t457.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t457.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t457.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t457.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t455 stationary=t437 moving=t456 stationary_scale=t438 moving_scale=t457 accumulate=False
buffer t458 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t458 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t459 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t459 value=0
dma_copy dst=t459.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t459.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t459.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t459.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t455 stationary=t439 moving=t458 stationary_scale=t440 moving_scale=t459 accumulate=True
buffer t460 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t460 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t461 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t461 value=0
dma_copy dst=t461.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t461.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t461.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t461.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t455 stationary=t441 moving=t460 stationary_scale=t442 moving_scale=t461 accumulate=True
buffer t462 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t462 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t463 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t463 value=0
dma_copy dst=t463.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t463.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t463.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t463.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t455 stationary=t443 moving=t462 stationary_scale=t444 moving_scale=t463 accumulate=True
buffer t464 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t464 src=t455
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2359808, dtype=float32) src=t464
buffer t465 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t466 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t466 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t467 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t467 value=0
dma_copy dst=t467.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t467.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t467.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t467.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t465 stationary=t437 moving=t466 stationary_scale=t438 moving_scale=t467 accumulate=False
buffer t468 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t468 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t469 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t469 value=0
dma_copy dst=t469.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t469.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t469.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t469.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t465 stationary=t439 moving=t468 stationary_scale=t440 moving_scale=t469 accumulate=True
buffer t470 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t470 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t471 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t471 value=0
dma_copy dst=t471.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t471.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t471.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t471.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t465 stationary=t441 moving=t470 stationary_scale=t442 moving_scale=t471 accumulate=True
buffer t472 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t472 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t473 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t473 value=0
dma_copy dst=t473.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t473.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t473.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t473.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t465 stationary=t443 moving=t472 stationary_scale=t444 moving_scale=t473 accumulate=True
buffer t474 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t474 src=t465
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2360320, dtype=float32) src=t474
buffer t475 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t476 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t476 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t477 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t477 value=0
dma_copy dst=t477.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t477.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t477.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t477.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t475 stationary=t437 moving=t476 stationary_scale=t438 moving_scale=t477 accumulate=False
buffer t478 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t478 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t479 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t479 value=0
dma_copy dst=t479.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t479.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t479.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t479.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t475 stationary=t439 moving=t478 stationary_scale=t440 moving_scale=t479 accumulate=True
buffer t480 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t480 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t481 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t481 value=0
dma_copy dst=t481.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t481.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t481.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t481.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t475 stationary=t441 moving=t480 stationary_scale=t442 moving_scale=t481 accumulate=True
buffer t482 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t482 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t483 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t483 value=0
dma_copy dst=t483.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t483.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t483.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t483.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t475 stationary=t443 moving=t482 stationary_scale=t444 moving_scale=t483 accumulate=True
buffer t484 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t484 src=t475
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2360832, dtype=float32) src=t484
buffer t485 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t485 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1280, dtype=float8_e4m3fn_x4)
buffer t486 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t486 value=0
dma_copy dst=t486.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1280, dtype=uint8)
dma_copy dst=t486.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9472, dtype=uint8)
dma_copy dst=t486.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17664, dtype=uint8)
dma_copy dst=t486.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25856, dtype=uint8)
buffer t487 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t487 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263424, dtype=float8_e4m3fn_x4)
buffer t488 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t488 value=0
dma_copy dst=t488.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=34048, dtype=uint8)
dma_copy dst=t488.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=42240, dtype=uint8)
dma_copy dst=t488.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50432, dtype=uint8)
dma_copy dst=t488.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=58624, dtype=uint8)
buffer t489 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t489 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525568, dtype=float8_e4m3fn_x4)
buffer t490 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t490 value=0
dma_copy dst=t490.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66816, dtype=uint8)
dma_copy dst=t490.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=75008, dtype=uint8)
dma_copy dst=t490.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=83200, dtype=uint8)
dma_copy dst=t490.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91392, dtype=uint8)
buffer t491 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t491 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787712, dtype=float8_e4m3fn_x4)
buffer t492 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t492 value=0
dma_copy dst=t492.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99584, dtype=uint8)
dma_copy dst=t492.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107776, dtype=uint8)
dma_copy dst=t492.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=115968, dtype=uint8)
dma_copy dst=t492.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=124160, dtype=uint8)
buffer t493 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t494 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t494 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t495 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t495 value=0
dma_copy dst=t495.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t495.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t495.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t495.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t493 stationary=t485 moving=t494 stationary_scale=t486 moving_scale=t495 accumulate=False
buffer t496 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t496 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t497 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t497 value=0
dma_copy dst=t497.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t497.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t497.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t497.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t493 stationary=t487 moving=t496 stationary_scale=t488 moving_scale=t497 accumulate=True
buffer t498 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t498 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t499 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t499 value=0
dma_copy dst=t499.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t499.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t499.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t499.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t493 stationary=t489 moving=t498 stationary_scale=t490 moving_scale=t499 accumulate=True
buffer t500 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t500 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t501 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t501 value=0
dma_copy dst=t501.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t501.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t501.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t501.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t493 stationary=t491 moving=t500 stationary_scale=t492 moving_scale=t501 accumulate=True
buffer t502 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t502 src=t493
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2621440, dtype=float32) src=t502
buffer t503 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t504 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t504 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t505 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t505 value=0
dma_copy dst=t505.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t505.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t505.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t505.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t503 stationary=t485 moving=t504 stationary_scale=t486 moving_scale=t505 accumulate=False
buffer t506 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t506 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t507 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t507 value=0
dma_copy dst=t507.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t507.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t507.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t507.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t503 stationary=t487 moving=t506 stationary_scale=t488 moving_scale=t507 accumulate=True
buffer t508 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t508 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t509 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t509 value=0
dma_copy dst=t509.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t509.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t509.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t509.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t503 stationary=t489 moving=t508 stationary_scale=t490 moving_scale=t509 accumulate=True
buffer t510 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t510 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t511 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t511 value=0
dma_copy dst=t511.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t511.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t511.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t511.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t503 stationary=t491 moving=t510 stationary_scale=t492 moving_scale=t511 accumulate=True
buffer t512 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t512 src=t503
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2621952, dtype=float32) src=t512
buffer t513 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t514 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t514 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t515 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t515 value=0
dma_copy dst=t515.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t515.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t515.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t515.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t513 stationary=t485 moving=t514 stationary_scale=t486 moving_scale=t515 accumulate=False
buffer t516 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t516 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t517 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t517 value=0
dma_copy dst=t517.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t517.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t517.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t517.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t513 stationary=t487 moving=t516 stationary_scale=t488 moving_scale=t517 accumulate=True
buffer t518 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t518 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t519 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t519 value=0
dma_copy dst=t519.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t519.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t519.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t519.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t513 stationary=t489 moving=t518 stationary_scale=t490 moving_scale=t519 accumulate=True
buffer t520 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t520 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t521 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t521 value=0
dma_copy dst=t521.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t521.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t521.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t521.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t513 stationary=t491 moving=t520 stationary_scale=t492 moving_scale=t521 accumulate=True
buffer t522 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t522 src=t513
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2622464, dtype=float32) src=t522
buffer t523 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t524 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t524 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t525 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t525 value=0
dma_copy dst=t525.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t525.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t525.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t525.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t523 stationary=t485 moving=t524 stationary_scale=t486 moving_scale=t525 accumulate=False
buffer t526 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t526 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t527 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t527 value=0
dma_copy dst=t527.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t527.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t527.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t527.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t523 stationary=t487 moving=t526 stationary_scale=t488 moving_scale=t527 accumulate=True
buffer t528 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t528 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t529 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t529 value=0
dma_copy dst=t529.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t529.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t529.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t529.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t523 stationary=t489 moving=t528 stationary_scale=t490 moving_scale=t529 accumulate=True
buffer t530 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t530 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t531 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t531 value=0
dma_copy dst=t531.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t531.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t531.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t531.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t523 stationary=t491 moving=t530 stationary_scale=t492 moving_scale=t531 accumulate=True
buffer t532 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t532 src=t523
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2622976, dtype=float32) src=t532
buffer t533 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t533 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1408, dtype=float8_e4m3fn_x4)
buffer t534 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t534 value=0
dma_copy dst=t534.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1408, dtype=uint8)
dma_copy dst=t534.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9600, dtype=uint8)
dma_copy dst=t534.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17792, dtype=uint8)
dma_copy dst=t534.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=25984, dtype=uint8)
buffer t535 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t535 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263552, dtype=float8_e4m3fn_x4)
buffer t536 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t536 value=0
dma_copy dst=t536.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=34176, dtype=uint8)
dma_copy dst=t536.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=42368, dtype=uint8)
dma_copy dst=t536.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50560, dtype=uint8)
dma_copy dst=t536.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=58752, dtype=uint8)
buffer t537 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t537 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525696, dtype=float8_e4m3fn_x4)
buffer t538 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t538 value=0
dma_copy dst=t538.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=66944, dtype=uint8)
dma_copy dst=t538.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=75136, dtype=uint8)
dma_copy dst=t538.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=83328, dtype=uint8)
dma_copy dst=t538.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91520, dtype=uint8)
buffer t539 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t539 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787840, dtype=float8_e4m3fn_x4)
buffer t540 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t540 value=0
dma_copy dst=t540.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99712, dtype=uint8)
dma_copy dst=t540.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=107904, dtype=uint8)
dma_copy dst=t540.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=116096, dtype=uint8)
dma_copy dst=t540.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=124288, dtype=uint8)
buffer t541 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t542 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t542 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t543 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t543 value=0
dma_copy dst=t543.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t543.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t543.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t543.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t541 stationary=t533 moving=t542 stationary_scale=t534 moving_scale=t543 accumulate=False
buffer t544 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t544 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t545 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t545 value=0
dma_copy dst=t545.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t545.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t545.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t545.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t541 stationary=t535 moving=t544 stationary_scale=t536 moving_scale=t545 accumulate=True
buffer t546 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t546 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t547 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t547 value=0
dma_copy dst=t547.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t547.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t547.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t547.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t541 stationary=t537 moving=t546 stationary_scale=t538 moving_scale=t547 accumulate=True
buffer t548 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t548 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t549 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t549 value=0
dma_copy dst=t549.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t549.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t549.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t549.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t541 stationary=t539 moving=t548 stationary_scale=t540 moving_scale=t549 accumulate=True
buffer t550 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t550 src=t541
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2883584, dtype=float32) src=t550
buffer t551 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t552 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t552 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t553 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t553 value=0
dma_copy dst=t553.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t553.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t553.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t553.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t551 stationary=t533 moving=t552 stationary_scale=t534 moving_scale=t553 accumulate=False
buffer t554 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t554 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t555 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t555 value=0
dma_copy dst=t555.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t555.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t555.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t555.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t551 stationary=t535 moving=t554 stationary_scale=t536 moving_scale=t555 accumulate=True
buffer t556 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t556 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t557 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t557 value=0
dma_copy dst=t557.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t557.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t557.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t557.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t551 stationary=t537 moving=t556 stationary_scale=t538 moving_scale=t557 accumulate=True
buffer t558 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t558 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t559 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t559 value=0
dma_copy dst=t559.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t559.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t559.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t559.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t551 stationary=t539 moving=t558 stationary_scale=t540 moving_scale=t559 accumulate=True
buffer t560 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t560 src=t551
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2884096, dtype=float32) src=t560
buffer t561 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t562 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t562 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t563 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t563 value=0
dma_copy dst=t563.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t563.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t563.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t563.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t561 stationary=t533 moving=t562 stationary_scale=t534 moving_scale=t563 accumulate=False
buffer t564 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t564 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t565 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t565 value=0
dma_copy dst=t565.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t565.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t565.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t565.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t561 stationary=t535 moving=t564 stationary_scale=t536 moving_scale=t565 accumulate=True
buffer t566 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t566 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t567 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t567 value=0
dma_copy dst=t567.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t567.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t567.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t567.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t561 stationary=t537 moving=t566 stationary_scale=t538 moving_scale=t567 accumulate=True
buffer t568 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t568 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t569 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t569 value=0
dma_copy dst=t569.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t569.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t569.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t569.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t561 stationary=t539 moving=t568 stationary_scale=t540 moving_scale=t569 accumulate=True
buffer t570 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t570 src=t561
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2884608, dtype=float32) src=t570
buffer t571 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t572 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t572 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t573 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t573 value=0
dma_copy dst=t573.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t573.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t573.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t573.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t571 stationary=t533 moving=t572 stationary_scale=t534 moving_scale=t573 accumulate=False
buffer t574 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t574 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t575 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t575 value=0
dma_copy dst=t575.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t575.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t575.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t575.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t571 stationary=t535 moving=t574 stationary_scale=t536 moving_scale=t575 accumulate=True
buffer t576 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t576 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t577 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t577 value=0
dma_copy dst=t577.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t577.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t577.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t577.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t571 stationary=t537 moving=t576 stationary_scale=t538 moving_scale=t577 accumulate=True
buffer t578 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t578 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t579 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t579 value=0
dma_copy dst=t579.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t579.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t579.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t579.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t571 stationary=t539 moving=t578 stationary_scale=t540 moving_scale=t579 accumulate=True
buffer t580 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t580 src=t571
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=2885120, dtype=float32) src=t580
buffer t581 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t581 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t582 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t582 value=0
dma_copy dst=t582.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1536, dtype=uint8)
dma_copy dst=t582.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9728, dtype=uint8)
dma_copy dst=t582.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=17920, dtype=uint8)
dma_copy dst=t582.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=26112, dtype=uint8)
buffer t583 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t583 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t584 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t584 value=0
dma_copy dst=t584.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=34304, dtype=uint8)
dma_copy dst=t584.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=42496, dtype=uint8)
dma_copy dst=t584.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50688, dtype=uint8)
dma_copy dst=t584.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=58880, dtype=uint8)
buffer t585 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t585 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t586 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t586 value=0
dma_copy dst=t586.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=67072, dtype=uint8)
dma_copy dst=t586.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=75264, dtype=uint8)
dma_copy dst=t586.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=83456, dtype=uint8)
dma_copy dst=t586.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91648, dtype=uint8)
buffer t587 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t587 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t588 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t588 value=0
dma_copy dst=t588.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99840, dtype=uint8)
dma_copy dst=t588.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=108032, dtype=uint8)
dma_copy dst=t588.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=116224, dtype=uint8)
dma_copy dst=t588.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=124416, dtype=uint8)
buffer t589 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t590 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t590 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t591 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t591 value=0
dma_copy dst=t591.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t591.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t591.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t591.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t589 stationary=t581 moving=t590 stationary_scale=t582 moving_scale=t591 accumulate=False
buffer t592 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t592 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t593 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t593 value=0
dma_copy dst=t593.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t593.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t593.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t593.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t589 stationary=t583 moving=t592 stationary_scale=t584 moving_scale=t593 accumulate=True
buffer t594 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t594 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t595 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t595 value=0
dma_copy dst=t595.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t595.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t595.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t595.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t589 stationary=t585 moving=t594 stationary_scale=t586 moving_scale=t595 accumulate=True
buffer t596 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t596 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t597 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t597 value=0
dma_copy dst=t597.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t597.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t597.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t597.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t589 stationary=t587 moving=t596 stationary_scale=t588 moving_scale=t597 accumulate=True
buffer t598 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t598 src=t589
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3145728, dtype=float32) src=t598
buffer t599 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t600 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t600 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t601 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t601 value=0
dma_copy dst=t601.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t601.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t601.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t601.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t599 stationary=t581 moving=t600 stationary_scale=t582 moving_scale=t601 accumulate=False
buffer t602 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t602 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t603 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t603 value=0
dma_copy dst=t603.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t603.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t603.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t603.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t599 stationary=t583 moving=t602 stationary_scale=t584 moving_scale=t603 accumulate=True
buffer t604 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t604 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t605 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t605 value=0
dma_copy dst=t605.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t605.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t605.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t605.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t599 stationary=t585 moving=t604 stationary_scale=t586 moving_scale=t605 accumulate=True
buffer t606 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t606 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t607 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t607 value=0
dma_copy dst=t607.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t607.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t607.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t607.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t599 stationary=t587 moving=t606 stationary_scale=t588 moving_scale=t607 accumulate=True
buffer t608 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t608 src=t599
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3146240, dtype=float32) src=t608
buffer t609 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t610 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t610 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t611 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t611 value=0
dma_copy dst=t611.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t611.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t611.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t611.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t609 stationary=t581 moving=t610 stationary_scale=t582 moving_scale=t611 accumulate=False
buffer t612 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t612 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t613 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t613 value=0
dma_copy dst=t613.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t613.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t613.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t613.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t609 stationary=t583 moving=t612 stationary_scale=t584 moving_scale=t613 accumulate=True
buffer t614 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t614 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t615 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t615 value=0
dma_copy dst=t615.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t615.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t615.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t615.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t609 stationary=t585 moving=t614 stationary_scale=t586 moving_scale=t615 accumulate=True
buffer t616 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t616 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t617 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t617 value=0
dma_copy dst=t617.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t617.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t617.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t617.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t609 stationary=t587 moving=t616 stationary_scale=t588 moving_scale=t617 accumulate=True
buffer t618 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t618 src=t609
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3146752, dtype=float32) src=t618
buffer t619 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t620 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t620 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t621 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t621 value=0
dma_copy dst=t621.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t621.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t621.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t621.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t619 stationary=t581 moving=t620 stationary_scale=t582 moving_scale=t621 accumulate=False
buffer t622 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t622 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t623 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t623 value=0
dma_copy dst=t623.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t623.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t623.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t623.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t619 stationary=t583 moving=t622 stationary_scale=t584 moving_scale=t623 accumulate=True
buffer t624 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t624 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t625 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t625 value=0
dma_copy dst=t625.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t625.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t625.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t625.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t619 stationary=t585 moving=t624 stationary_scale=t586 moving_scale=t625 accumulate=True
buffer t626 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t626 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t627 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t627 value=0
dma_copy dst=t627.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t627.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t627.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t627.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t619 stationary=t587 moving=t626 stationary_scale=t588 moving_scale=t627 accumulate=True
buffer t628 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t628 src=t619
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3147264, dtype=float32) src=t628
buffer t629 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t629 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1664, dtype=float8_e4m3fn_x4)
buffer t630 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t630 value=0
dma_copy dst=t630.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1664, dtype=uint8)
dma_copy dst=t630.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9856, dtype=uint8)
dma_copy dst=t630.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=18048, dtype=uint8)
dma_copy dst=t630.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=26240, dtype=uint8)
buffer t631 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t631 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263808, dtype=float8_e4m3fn_x4)
buffer t632 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t632 value=0
dma_copy dst=t632.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=34432, dtype=uint8)
dma_copy dst=t632.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=42624, dtype=uint8)
dma_copy dst=t632.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50816, dtype=uint8)
dma_copy dst=t632.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=59008, dtype=uint8)
buffer t633 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t633 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=525952, dtype=float8_e4m3fn_x4)
buffer t634 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t634 value=0
dma_copy dst=t634.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=67200, dtype=uint8)
dma_copy dst=t634.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=75392, dtype=uint8)
dma_copy dst=t634.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=83584, dtype=uint8)
dma_copy dst=t634.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91776, dtype=uint8)
buffer t635 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t635 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=788096, dtype=float8_e4m3fn_x4)
buffer t636 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t636 value=0
dma_copy dst=t636.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=99968, dtype=uint8)
dma_copy dst=t636.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=108160, dtype=uint8)
dma_copy dst=t636.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=116352, dtype=uint8)
dma_copy dst=t636.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=124544, dtype=uint8)
buffer t637 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t638 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t638 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t639 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t639 value=0
dma_copy dst=t639.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t639.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t639.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t639.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t637 stationary=t629 moving=t638 stationary_scale=t630 moving_scale=t639 accumulate=False
buffer t640 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t640 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t641 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t641 value=0
dma_copy dst=t641.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t641.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t641.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t641.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t637 stationary=t631 moving=t640 stationary_scale=t632 moving_scale=t641 accumulate=True
buffer t642 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t642 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t643 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t643 value=0
dma_copy dst=t643.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t643.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t643.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t643.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t637 stationary=t633 moving=t642 stationary_scale=t634 moving_scale=t643 accumulate=True
buffer t644 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t644 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t645 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t645 value=0
dma_copy dst=t645.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t645.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t645.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t645.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t637 stationary=t635 moving=t644 stationary_scale=t636 moving_scale=t645 accumulate=True
buffer t646 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t646 src=t637
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3407872, dtype=float32) src=t646
buffer t647 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t648 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t648 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t649 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t649 value=0
dma_copy dst=t649.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t649.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t649.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t649.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t647 stationary=t629 moving=t648 stationary_scale=t630 moving_scale=t649 accumulate=False
buffer t650 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t650 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t651 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t651 value=0
dma_copy dst=t651.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t651.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t651.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t651.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t647 stationary=t631 moving=t650 stationary_scale=t632 moving_scale=t651 accumulate=True
buffer t652 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t652 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t653 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t653 value=0
dma_copy dst=t653.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t653.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t653.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t653.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t647 stationary=t633 moving=t652 stationary_scale=t634 moving_scale=t653 accumulate=True
buffer t654 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t654 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t655 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t655 value=0
dma_copy dst=t655.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t655.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t655.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t655.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t647 stationary=t635 moving=t654 stationary_scale=t636 moving_scale=t655 accumulate=True
buffer t656 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t656 src=t647
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3408384, dtype=float32) src=t656
buffer t657 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t658 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t658 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t659 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t659 value=0
dma_copy dst=t659.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t659.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t659.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t659.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t657 stationary=t629 moving=t658 stationary_scale=t630 moving_scale=t659 accumulate=False
buffer t660 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t660 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t661 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t661 value=0
dma_copy dst=t661.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t661.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t661.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t661.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t657 stationary=t631 moving=t660 stationary_scale=t632 moving_scale=t661 accumulate=True
buffer t662 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t662 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t663 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t663 value=0
dma_copy dst=t663.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t663.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t663.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t663.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t657 stationary=t633 moving=t662 stationary_scale=t634 moving_scale=t663 accumulate=True
buffer t664 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t664 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t665 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t665 value=0
dma_copy dst=t665.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t665.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t665.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t665.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t657 stationary=t635 moving=t664 stationary_scale=t636 moving_scale=t665 accumulate=True
buffer t666 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t666 src=t657
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3408896, dtype=float32) src=t666
buffer t667 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t668 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t668 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t669 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t669 value=0
dma_copy dst=t669.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t669.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t669.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t669.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t667 stationary=t629 moving=t668 stationary_scale=t630 moving_scale=t669 accumulate=False
buffer t670 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t670 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t671 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t671 value=0
dma_copy dst=t671.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t671.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t671.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t671.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t667 stationary=t631 moving=t670 stationary_scale=t632 moving_scale=t671 accumulate=True
buffer t672 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t672 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t673 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t673 value=0
dma_copy dst=t673.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t673.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t673.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t673.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t667 stationary=t633 moving=t672 stationary_scale=t634 moving_scale=t673 accumulate=True
buffer t674 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t674 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t675 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t675 value=0
dma_copy dst=t675.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t675.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t675.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t675.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t667 stationary=t635 moving=t674 stationary_scale=t636 moving_scale=t675 accumulate=True
buffer t676 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t676 src=t667
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3409408, dtype=float32) src=t676
buffer t677 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t677 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1792, dtype=float8_e4m3fn_x4)
buffer t678 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t678 value=0
dma_copy dst=t678.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1792, dtype=uint8)
dma_copy dst=t678.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=9984, dtype=uint8)
dma_copy dst=t678.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=18176, dtype=uint8)
dma_copy dst=t678.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=26368, dtype=uint8)
buffer t679 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t679 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=263936, dtype=float8_e4m3fn_x4)
buffer t680 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t680 value=0
dma_copy dst=t680.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=34560, dtype=uint8)
dma_copy dst=t680.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=42752, dtype=uint8)
dma_copy dst=t680.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=50944, dtype=uint8)
dma_copy dst=t680.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=59136, dtype=uint8)
buffer t681 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t681 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=526080, dtype=float8_e4m3fn_x4)
buffer t682 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t682 value=0
dma_copy dst=t682.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=67328, dtype=uint8)
dma_copy dst=t682.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=75520, dtype=uint8)
dma_copy dst=t682.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=83712, dtype=uint8)
dma_copy dst=t682.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=91904, dtype=uint8)
buffer t683 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t683 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=788224, dtype=float8_e4m3fn_x4)
buffer t684 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t684 value=0
dma_copy dst=t684.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=100096, dtype=uint8)
dma_copy dst=t684.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=108288, dtype=uint8)
dma_copy dst=t684.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=116480, dtype=uint8)
dma_copy dst=t684.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=124672, dtype=uint8)
buffer t685 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t686 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t686 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t687 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t687 value=0
dma_copy dst=t687.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t687.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t687.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t687.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t685 stationary=t677 moving=t686 stationary_scale=t678 moving_scale=t687 accumulate=False
buffer t688 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t688 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t689 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t689 value=0
dma_copy dst=t689.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t689.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t689.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t689.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t685 stationary=t679 moving=t688 stationary_scale=t680 moving_scale=t689 accumulate=True
buffer t690 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t690 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t691 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t691 value=0
dma_copy dst=t691.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t691.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t691.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t691.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t685 stationary=t681 moving=t690 stationary_scale=t682 moving_scale=t691 accumulate=True
buffer t692 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t692 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t693 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t693 value=0
dma_copy dst=t693.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t693.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t693.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t693.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t685 stationary=t683 moving=t692 stationary_scale=t684 moving_scale=t693 accumulate=True
buffer t694 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t694 src=t685
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3670016, dtype=float32) src=t694
buffer t695 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t696 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t696 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t697 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t697 value=0
dma_copy dst=t697.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t697.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t697.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t697.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t695 stationary=t677 moving=t696 stationary_scale=t678 moving_scale=t697 accumulate=False
buffer t698 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t698 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t699 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t699 value=0
dma_copy dst=t699.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t699.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t699.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t699.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t695 stationary=t679 moving=t698 stationary_scale=t680 moving_scale=t699 accumulate=True
buffer t700 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t700 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t701 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t701 value=0
dma_copy dst=t701.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t701.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t701.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t701.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t695 stationary=t681 moving=t700 stationary_scale=t682 moving_scale=t701 accumulate=True
buffer t702 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t702 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t703 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t703 value=0
dma_copy dst=t703.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t703.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t703.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t703.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t695 stationary=t683 moving=t702 stationary_scale=t684 moving_scale=t703 accumulate=True
buffer t704 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t704 src=t695
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3670528, dtype=float32) src=t704
buffer t705 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t706 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t706 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t707 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t707 value=0
dma_copy dst=t707.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t707.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t707.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t707.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t705 stationary=t677 moving=t706 stationary_scale=t678 moving_scale=t707 accumulate=False
buffer t708 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t708 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t709 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t709 value=0
dma_copy dst=t709.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t709.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t709.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t709.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t705 stationary=t679 moving=t708 stationary_scale=t680 moving_scale=t709 accumulate=True
buffer t710 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t710 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t711 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t711 value=0
dma_copy dst=t711.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t711.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t711.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t711.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t705 stationary=t681 moving=t710 stationary_scale=t682 moving_scale=t711 accumulate=True
buffer t712 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t712 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t713 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t713 value=0
dma_copy dst=t713.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t713.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t713.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t713.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t705 stationary=t683 moving=t712 stationary_scale=t684 moving_scale=t713 accumulate=True
buffer t714 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t714 src=t705
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3671040, dtype=float32) src=t714
buffer t715 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t716 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t716 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t717 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t717 value=0
dma_copy dst=t717.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t717.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t717.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t717.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t715 stationary=t677 moving=t716 stationary_scale=t678 moving_scale=t717 accumulate=False
buffer t718 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t718 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t719 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t719 value=0
dma_copy dst=t719.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t719.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t719.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t719.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t715 stationary=t679 moving=t718 stationary_scale=t680 moving_scale=t719 accumulate=True
buffer t720 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t720 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t721 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t721 value=0
dma_copy dst=t721.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t721.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t721.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t721.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t715 stationary=t681 moving=t720 stationary_scale=t682 moving_scale=t721 accumulate=True
buffer t722 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t722 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t723 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t723 value=0
dma_copy dst=t723.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t723.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t723.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t723.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t715 stationary=t683 moving=t722 stationary_scale=t684 moving_scale=t723 accumulate=True
buffer t724 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t724 src=t715
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3671552, dtype=float32) src=t724
buffer t725 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t725 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=1920, dtype=float8_e4m3fn_x4)
buffer t726 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t726 value=0
dma_copy dst=t726.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=1920, dtype=uint8)
dma_copy dst=t726.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=10112, dtype=uint8)
dma_copy dst=t726.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=18304, dtype=uint8)
dma_copy dst=t726.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=26496, dtype=uint8)
buffer t727 sbuf address=0x280 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t727 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=264064, dtype=float8_e4m3fn_x4)
buffer t728 sbuf address=0x480 partition=0 shape=[128, 128] dtype=uint8
memset dst=t728 value=0
dma_copy dst=t728.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=34688, dtype=uint8)
dma_copy dst=t728.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=42880, dtype=uint8)
dma_copy dst=t728.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=51072, dtype=uint8)
dma_copy dst=t728.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=59264, dtype=uint8)
buffer t729 sbuf address=0x500 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t729 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=526208, dtype=float8_e4m3fn_x4)
buffer t730 sbuf address=0x700 partition=0 shape=[128, 128] dtype=uint8
memset dst=t730 value=0
dma_copy dst=t730.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=67456, dtype=uint8)
dma_copy dst=t730.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=75648, dtype=uint8)
dma_copy dst=t730.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=83840, dtype=uint8)
dma_copy dst=t730.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=92032, dtype=uint8)
buffer t731 sbuf address=0x780 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4
dma_copy dst=t731 src=a_x4.ap(pattern=[[2048, 128], [1, 128]], offset=788352, dtype=float8_e4m3fn_x4)
buffer t732 sbuf address=0x980 partition=0 shape=[128, 128] dtype=uint8
memset dst=t732 value=0
dma_copy dst=t732.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=100224, dtype=uint8)
dma_copy dst=t732.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=108416, dtype=uint8)
dma_copy dst=t732.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=116608, dtype=uint8)
dma_copy dst=t732.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=a_scale.ap(pattern=[[2048, 4], [1, 128]], offset=124800, dtype=uint8)
buffer t733 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t734 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t734 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)
buffer t735 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t735 value=0
dma_copy dst=t735.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t735.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8192, dtype=uint8)
dma_copy dst=t735.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16384, dtype=uint8)
dma_copy dst=t735.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=24576, dtype=uint8)
nc_matmul_mx dst=t733 stationary=t725 moving=t734 stationary_scale=t726 moving_scale=t735 accumulate=False
buffer t736 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t736 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262144, dtype=float8_e4m3fn_x4)
buffer t737 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t737 value=0
dma_copy dst=t737.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=32768, dtype=uint8)
dma_copy dst=t737.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=40960, dtype=uint8)
dma_copy dst=t737.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49152, dtype=uint8)
dma_copy dst=t737.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57344, dtype=uint8)
nc_matmul_mx dst=t733 stationary=t727 moving=t736 stationary_scale=t728 moving_scale=t737 accumulate=True
buffer t738 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t738 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524288, dtype=float8_e4m3fn_x4)
buffer t739 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t739 value=0
dma_copy dst=t739.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=65536, dtype=uint8)
dma_copy dst=t739.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=73728, dtype=uint8)
dma_copy dst=t739.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=81920, dtype=uint8)
dma_copy dst=t739.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90112, dtype=uint8)
nc_matmul_mx dst=t733 stationary=t729 moving=t738 stationary_scale=t730 moving_scale=t739 accumulate=True
buffer t740 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t740 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786432, dtype=float8_e4m3fn_x4)
buffer t741 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t741 value=0
dma_copy dst=t741.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98304, dtype=uint8)
dma_copy dst=t741.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=106496, dtype=uint8)
dma_copy dst=t741.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=114688, dtype=uint8)
dma_copy dst=t741.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=122880, dtype=uint8)
nc_matmul_mx dst=t733 stationary=t731 moving=t740 stationary_scale=t732 moving_scale=t741 accumulate=True
buffer t742 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t742 src=t733
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3932160, dtype=float32) src=t742
buffer t743 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t744 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t744 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=512, dtype=float8_e4m3fn_x4)
buffer t745 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t745 value=0
dma_copy dst=t745.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=512, dtype=uint8)
dma_copy dst=t745.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=8704, dtype=uint8)
dma_copy dst=t745.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=16896, dtype=uint8)
dma_copy dst=t745.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25088, dtype=uint8)
nc_matmul_mx dst=t743 stationary=t725 moving=t744 stationary_scale=t726 moving_scale=t745 accumulate=False
buffer t746 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t746 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=262656, dtype=float8_e4m3fn_x4)
buffer t747 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t747 value=0
dma_copy dst=t747.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33280, dtype=uint8)
dma_copy dst=t747.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41472, dtype=uint8)
dma_copy dst=t747.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=49664, dtype=uint8)
dma_copy dst=t747.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=57856, dtype=uint8)
nc_matmul_mx dst=t743 stationary=t727 moving=t746 stationary_scale=t728 moving_scale=t747 accumulate=True
buffer t748 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t748 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=524800, dtype=float8_e4m3fn_x4)
buffer t749 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t749 value=0
dma_copy dst=t749.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66048, dtype=uint8)
dma_copy dst=t749.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74240, dtype=uint8)
dma_copy dst=t749.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82432, dtype=uint8)
dma_copy dst=t749.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=90624, dtype=uint8)
nc_matmul_mx dst=t743 stationary=t729 moving=t748 stationary_scale=t730 moving_scale=t749 accumulate=True
buffer t750 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t750 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=786944, dtype=float8_e4m3fn_x4)
buffer t751 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t751 value=0
dma_copy dst=t751.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=98816, dtype=uint8)
dma_copy dst=t751.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107008, dtype=uint8)
dma_copy dst=t751.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115200, dtype=uint8)
dma_copy dst=t751.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123392, dtype=uint8)
nc_matmul_mx dst=t743 stationary=t731 moving=t750 stationary_scale=t732 moving_scale=t751 accumulate=True
buffer t752 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t752 src=t743
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3932672, dtype=float32) src=t752
buffer t753 psum address=0x0 partition=0 shape=[128, 512] dtype=float32
buffer t754 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t754 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1024, dtype=float8_e4m3fn_x4)
buffer t755 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t755 value=0
dma_copy dst=t755.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1024, dtype=uint8)
dma_copy dst=t755.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9216, dtype=uint8)
dma_copy dst=t755.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17408, dtype=uint8)
dma_copy dst=t755.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=25600, dtype=uint8)
nc_matmul_mx dst=t753 stationary=t725 moving=t754 stationary_scale=t726 moving_scale=t755 accumulate=False
buffer t756 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t756 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263168, dtype=float8_e4m3fn_x4)
buffer t757 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t757 value=0
dma_copy dst=t757.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=33792, dtype=uint8)
dma_copy dst=t757.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=41984, dtype=uint8)
dma_copy dst=t757.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50176, dtype=uint8)
dma_copy dst=t757.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58368, dtype=uint8)
nc_matmul_mx dst=t753 stationary=t727 moving=t756 stationary_scale=t728 moving_scale=t757 accumulate=True
buffer t758 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t758 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525312, dtype=float8_e4m3fn_x4)
buffer t759 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t759 value=0
dma_copy dst=t759.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=66560, dtype=uint8)
dma_copy dst=t759.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=74752, dtype=uint8)
dma_copy dst=t759.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=82944, dtype=uint8)
dma_copy dst=t759.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91136, dtype=uint8)
nc_matmul_mx dst=t753 stationary=t729 moving=t758 stationary_scale=t730 moving_scale=t759 accumulate=True
buffer t760 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t760 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787456, dtype=float8_e4m3fn_x4)
buffer t761 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t761 value=0
dma_copy dst=t761.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99328, dtype=uint8)
dma_copy dst=t761.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=107520, dtype=uint8)
dma_copy dst=t761.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=115712, dtype=uint8)
dma_copy dst=t761.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=123904, dtype=uint8)
nc_matmul_mx dst=t753 stationary=t731 moving=t760 stationary_scale=t732 moving_scale=t761 accumulate=True
buffer t762 sbuf address=0xc00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t762 src=t753
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3933184, dtype=float32) src=t762
buffer t763 psum address=0x800 partition=0 shape=[128, 512] dtype=float32
buffer t764 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t764 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=1536, dtype=float8_e4m3fn_x4)
buffer t765 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t765 value=0
dma_copy dst=t765.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=1536, dtype=uint8)
dma_copy dst=t765.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=9728, dtype=uint8)
dma_copy dst=t765.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=17920, dtype=uint8)
dma_copy dst=t765.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=26112, dtype=uint8)
nc_matmul_mx dst=t763 stationary=t725 moving=t764 stationary_scale=t726 moving_scale=t765 accumulate=False
buffer t766 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t766 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=263680, dtype=float8_e4m3fn_x4)
buffer t767 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t767 value=0
dma_copy dst=t767.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=34304, dtype=uint8)
dma_copy dst=t767.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=42496, dtype=uint8)
dma_copy dst=t767.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=50688, dtype=uint8)
dma_copy dst=t767.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=58880, dtype=uint8)
nc_matmul_mx dst=t763 stationary=t727 moving=t766 stationary_scale=t728 moving_scale=t767 accumulate=True
buffer t768 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t768 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=525824, dtype=float8_e4m3fn_x4)
buffer t769 sbuf address=0x1400 partition=0 shape=[128, 512] dtype=uint8
memset dst=t769 value=0
dma_copy dst=t769.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=67072, dtype=uint8)
dma_copy dst=t769.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=75264, dtype=uint8)
dma_copy dst=t769.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=83456, dtype=uint8)
dma_copy dst=t769.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=91648, dtype=uint8)
nc_matmul_mx dst=t763 stationary=t729 moving=t768 stationary_scale=t730 moving_scale=t769 accumulate=True
buffer t770 sbuf address=0x1600 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4
dma_copy dst=t770 src=b_x4.ap(pattern=[[2048, 128], [1, 512]], offset=787968, dtype=float8_e4m3fn_x4)
buffer t771 sbuf address=0xa00 partition=0 shape=[128, 512] dtype=uint8
memset dst=t771 value=0
dma_copy dst=t771.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=99840, dtype=uint8)
dma_copy dst=t771.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=108032, dtype=uint8)
dma_copy dst=t771.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=116224, dtype=uint8)
dma_copy dst=t771.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=b_scale.ap(pattern=[[2048, 4], [1, 512]], offset=124416, dtype=uint8)
nc_matmul_mx dst=t763 stationary=t731 moving=t770 stationary_scale=t732 moving_scale=t771 accumulate=True
buffer t772 sbuf address=0x1e00 partition=0 shape=[128, 512] dtype=float32
tensor_copy dst=t772 src=t763
dma_copy dst=t4.ap(pattern=[[2048, 128], [1, 512]], offset=3933696, dtype=float32) src=t772
end
