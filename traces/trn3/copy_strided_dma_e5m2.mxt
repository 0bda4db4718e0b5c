mxt 2
target trn3
config trn3
buffer stationary_hbm hbm address=0x0 shape=[512, 128] dtype=bfloat16 payload="copy_strided_dma_e5m2.npz/stationary_hbm"
buffer moving_hbm hbm address=0x20000 shape=[512, 512] dtype=bfloat16 payload="copy_strided_dma_e5m2.npz/moving_hbm"
buffer t2 sbuf address=0x0 partition=0 shape=[128, 128, 4] dtype=bfloat16
buffer t3 sbuf address=0x400 partition=0 shape=[128, 512, 4] dtype=bfloat16
dma_copy dst=t2 src=stationary_hbm.ap(pattern=[[128, 128], [1, 128], [16384, 4]], offset=0, dtype=bfloat16)
dma_copy dst=t3 src=moving_hbm.ap(pattern=[[512, 128], [1, 512], [65536, 4]], offset=0, dtype=bfloat16)
buffer t4 sbuf address=0x1400 partition=0 shape=[128, 128] dtype=float8_e5m2_x4
buffer t5 sbuf address=0x1600 partition=0 shape=[128, 128] dtype=uint8
buffer t6 sbuf address=0x1680 partition=0 shape=[128, 512] dtype=float8_e5m2_x4
buffer t7 sbuf address=0x1e80 partition=0 shape=[128, 512] dtype=uint8
quantize_mx dst=t4 src=t2.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=bfloat16) dst_scale=t5
quantize_mx dst=t6 src=t3.ap(pattern=[[2048, 128], [1, 2048]], offset=0, dtype=bfloat16) dst_scale=t7
buffer t8 psum address=0x0 partition=0 shape=[128, 512] dtype=bfloat16
nc_matmul_mx dst=t8 stationary=t4 moving=t6 stationary_scale=t5 moving_scale=t7 accumulate=False
buffer t9 sbuf address=0x2080 partition=0 shape=[128, 512] dtype=bfloat16
tensor_copy dst=t9 src=t8
buffer t10 shared_hbm address=0xa0000 shape=[128, 512] dtype=bfloat16 expect="copy_strided_dma_e5m2.npz/t10.expected"
dma_copy dst=t10 src=t9
end
