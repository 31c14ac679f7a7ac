// Calls a HIP function the simulator's runtime does not implement (a 2-D
// copy): the runtime stops the program with a message naming it.
#include "check.h"

int main(void)
{
    float *d;
    size_t pitch;
    CHECK(hipMallocPitch((void **)&d, &pitch, 64 * sizeof(float), 64));
    printf("unsupported: not reached\n");
    return 0;
}
