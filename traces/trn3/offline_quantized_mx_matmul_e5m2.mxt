mxt 2
target trn3
config trn3
buffer stationary_mx_data hbm address=0x0 shape=[128, 128] dtype=uint32 payload="offline_quantized_mx_matmul_e5m2.npz/stationary_mx_data"
buffer stationary_mx_scale hbm address=0x10000 shape=[16, 128] dtype=uint8 payload="offline_quantized_mx_matmul_e5m2.npz/stationary_mx_scale"
buffer moving_mx_data hbm address=0x10800 shape=[128, 512] dtype=uint32 payload="offline_quantized_mx_matmul_e5m2.npz/moving_mx_data"
buffer moving_mx_scale hbm address=0x50800 shape=[16, 512] dtype=uint8 payload="offline_quantized_mx_matmul_e5m2.npz/moving_mx_scale"
buffer t4 sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e5m2_x4
dma_copy dst=t4 src=stationary_mx_data.ap(pattern=[[128, 128], [1, 128]], offset=0, dtype=float8_e5m2_x4)
buffer t5 sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8
memset dst=t5 value=0
dma_copy dst=t5.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8) src=stationary_mx_scale.ap(pattern=[[128, 4], [1, 128]], offset=0, dtype=uint8)
dma_copy dst=t5.ap(pattern=[[128, 4], [1, 128]], offset=4096, dtype=uint8) src=stationary_mx_scale.ap(pattern=[[128, 4], [1, 128]], offset=512, dtype=uint8)
dma_copy dst=t5.ap(pattern=[[128, 4], [1, 128]], offset=8192, dtype=uint8) src=stationary_mx_scale.ap(pattern=[[128, 4], [1, 128]], offset=1024, dtype=uint8)
dma_copy dst=t5.ap(pattern=[[128, 4], [1, 128]], offset=12288, dtype=uint8) src=stationary_mx_scale.ap(pattern=[[128, 4], [1, 128]], offset=1536, dtype=uint8)
buffer t6 sbuf address=0x280 partition=0 shape=[128, 512] dtype=float8_e5m2_x4
dma_copy dst=t6 src=moving_mx_data.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=float8_e5m2_x4)
buffer t7 sbuf address=0xa80 partition=0 shape=[128, 512] dtype=uint8
memset dst=t7 value=0
dma_copy dst=t7.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8) src=moving_mx_scale.ap(pattern=[[512, 4], [1, 512]], offset=0, dtype=uint8)
dma_copy dst=t7.ap(pattern=[[512, 4], [1, 512]], offset=16384, dtype=uint8) src=moving_mx_scale.ap(pattern=[[512, 4], [1, 512]], offset=2048, dtype=uint8)
dma_copy dst=t7.ap(pattern=[[512, 4], [1, 512]], offset=32768, dtype=uint8) src=moving_mx_scale.ap(pattern=[[512, 4], [1, 512]], offset=4096, dtype=uint8)
dma_copy dst=t7.ap(pattern=[[512, 4], [1, 512]], offset=49152, dtype=uint8) src=moving_mx_scale.ap(pattern=[[512, 4], [1, 512]], offset=6144, dtype=uint8)
buffer t8 psum address=0x0 partition=0 shape=[128, 512] dtype=bfloat16
nc_matmul_mx dst=t8 stationary=t4 moving=t6 stationary_scale=t5 moving_scale=t7 accumulate=False
buffer t9 sbuf address=0xc80 partition=0 shape=[128, 512] dtype=bfloat16
tensor_copy dst=t9 src=t8 dtype=bfloat16
buffer t10 shared_hbm address=0x52800 shape=[128, 512] dtype=bfloat16 expect="offline_quantized_mx_matmul_e5m2.npz/t10.expected"
dma_copy dst=t10 src=t9
end
