/* model/lower.h — private to model/: LLVM module to program model. */
#ifndef PNBMC_LOWER_H
#define PNBMC_LOWER_H

#include "model/model.h"

#include <llvm-c/Core.h>

model *lower_module(LLVMModuleRef mod, const front_opts *o, merr *e);

/* errno as a thread-local global (model/errno.c); false: e is set. */
bool errno_lower(LLVMModuleRef mod, merr *e);

#endif
