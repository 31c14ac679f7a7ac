/* The engine's public interface in one include, for models and for
 * out-of-tree components (see examples/ping). */
#ifndef MGSIM_ENGINE_ENG_H
#define MGSIM_ENGINE_ENG_H

#include "engine/component.h"
#include "engine/conn.h"
#include "engine/conn_chan.h"
#include "engine/conn_direct.h"
#include "engine/conn_link.h"
#include "engine/conn_xbar.h"
#include "engine/engine.h"
#include "engine/event.h"
#include "engine/fatal.h"
#include "engine/hook.h"
#include "engine/msg.h"
#include "engine/port.h"
#include "engine/rng.h"
#include "engine/time.h"
#include "engine/topology.h"

#endif
