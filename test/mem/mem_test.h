/* Small helpers shared by the memory tests. */
#ifndef MGSIM_TEST_MEM_MEM_TEST_H
#define MGSIM_TEST_MEM_MEM_TEST_H

#include "engine/eng.h"

/* -1: the serial engine; N >= 1: the parallel engine with N threads. */
eng_engine *mt_engine(int threads);

#endif
