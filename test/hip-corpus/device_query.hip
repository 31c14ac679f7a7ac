// device_query: prints the properties and attributes of every device, as
// hipInfo-style tools do, and checks that the two views agree.
#include <hip/hip_runtime.h>
#include <iomanip>
#include <iostream>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::cerr << #c << ": " << hipGetErrorString(e_) << "\n"; std::exit(2); } } while (0)

int main()
{
    int count = 0, errors = 0, runtime = 0, driver = 0;
    HIP_CHECK(hipGetDeviceCount(&count));
    HIP_CHECK(hipRuntimeGetVersion(&runtime));
    HIP_CHECK(hipDriverGetVersion(&driver));
    std::cout << count << " device(s), runtime " << runtime << ", driver " << driver << "\n";
    if (count < 1) errors++;
    for (int d = 0; d < count; d++) {
        hipDeviceProp_t p;
        HIP_CHECK(hipGetDeviceProperties(&p, d));
        std::cout << "device " << d << ": " << p.name << " (" << p.gcnArchName << ")\n"
                  << std::setw(28) << std::left << "  global memory" << p.totalGlobalMem << "\n"
                  << std::setw(28) << "  shared per block" << p.sharedMemPerBlock << "\n"
                  << std::setw(28) << "  compute units" << p.multiProcessorCount << "\n"
                  << std::setw(28) << "  clock (kHz)" << p.clockRate << "\n"
                  << std::setw(28) << "  max threads per block" << p.maxThreadsPerBlock << "\n"
                  << std::setw(28) << "  max block dims" << p.maxThreadsDim[0] << " x "
                  << p.maxThreadsDim[1] << " x " << p.maxThreadsDim[2] << "\n"
                  << std::setw(28) << "  L2 cache" << p.l2CacheSize << "\n";
        int cus = 0, warp = 0, tpb = 0, clock = 0;
        HIP_CHECK(hipDeviceGetAttribute(&cus, hipDeviceAttributeMultiprocessorCount, d));
        HIP_CHECK(hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, d));
        HIP_CHECK(hipDeviceGetAttribute(&tpb, hipDeviceAttributeMaxThreadsPerBlock, d));
        HIP_CHECK(hipDeviceGetAttribute(&clock, hipDeviceAttributeClockRate, d));
        errors += cus != p.multiProcessorCount || warp != p.warpSize || tpb != p.maxThreadsPerBlock ||
                  clock != p.clockRate || cus <= 0 || p.totalGlobalMem == 0;
        size_t free_b = 0, total_b = 0;
        HIP_CHECK(hipSetDevice(d));
        HIP_CHECK(hipMemGetInfo(&free_b, &total_b));
        errors += total_b != p.totalGlobalMem || free_b > total_b;
    }
    std::cout << (errors ? "FAILED" : "PASSED") << "\n";
    return errors ? 1 : 0;
}
