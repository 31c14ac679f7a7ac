// A kernel that never ends (a spin on a flag nobody sets), for the
// runaway-kernel limits (test/run/test_limits.c): --max-cycles and
// --max-instructions stop it with a report.
__kernel void spin(__global volatile int *flag)
{
    while (flag[0] == 0) {
    }
}
