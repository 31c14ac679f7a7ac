// Calls a HIP function the simulator's runtime does not implement (a
// graph): the runtime stops the program with a message naming it.
#include "check.h"

int main(void)
{
    hipGraph_t g;
    CHECK(hipGraphCreate(&g, 0));
    printf("unsupported: not reached\n");
    return 0;
}
