#include "engine/time.h"

#include "engine/fatal.h"

eng_clock eng_clock_hz(uint64_t freq_hz)
{
    if (freq_hz == 0 || freq_hz > ENG_PS_PER_S)
        ENG_FATAL("clock frequency %llu Hz out of range (1 Hz .. 1 THz)",
                  (unsigned long long)freq_hz);
    eng_clock c = {(ENG_PS_PER_S + freq_hz / 2) / freq_hz};
    return c;
}
