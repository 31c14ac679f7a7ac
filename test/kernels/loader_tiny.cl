// The smallest useful kernel: one argument, one store. The loader tests
// and the fuzz harness use it as the simplest well-formed code object.
__kernel void tiny(__global int *out)
{
    out[get_global_id(0)] = 42;
}
