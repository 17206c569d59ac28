/* model/cmdline.c — main's command line, as --args gives it.
 *
 * A program that reads argc or argv behaves as its command line says, and
 * nothing in the source fixes that line: without --args, the lowering
 * makes every use of main's parameters unsupported (model/lower.c), so no
 * verdict rests on a command line the program may never see.  With
 * --args, main's argc and argv become constants: argv points to a global
 * array of argc + 1 pointers, the last NULL, each other one to a global
 * copy of its string (writable, as C allows), argv[0] being the first
 * input's name without directory and extension (the executable's name of
 * `cc prog.c -o prog`).  envp, a third parameter, stays unknown.
 *
 * The pass runs before mem2reg: clang's -O0 code stores the parameters
 * into local variables at main's entry, and those stores are the uses
 * replaced. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *model_program_name(const char *file)
{
    const char *base = strrchr(file, '/');
    base = base ? base + 1 : file;
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    char *name = malloc(n + 1);
    if (!name)
        abort(); /* the front-end has no recovery from OOM */
    memcpy(name, base, n);
    name[n] = 0;
    return name;
}

/* A private global named name holding the array init; returns its first
 * element's address. */
static LLVMValueRef add_array(LLVMModuleRef mod, const char *name,
                              LLVMValueRef init)
{
    LLVMValueRef g = LLVMAddGlobal(mod, LLVMTypeOf(init), name);
    LLVMSetInitializer(g, init);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMValueRef zero = LLVMConstInt(
        LLVMInt64TypeInContext(LLVMGetModuleContext(mod)), 0, 0);
    LLVMValueRef idx[2] = {zero, zero};
    return LLVMConstInBoundsGEP2(LLVMTypeOf(init), g, idx, 2);
}

/* A global holding s with its terminating NUL; returns its first byte's
 * address. */
static LLVMValueRef add_string(LLVMModuleRef mod, const char *s, int index)
{
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    char name[32];
    snprintf(name, sizeof name, "argv[%d]", index);
    return add_array(mod, name, LLVMConstStringInContext(
                                    ctx, s, (unsigned)strlen(s), 0));
}

/* The array argv points to: argc strings, then NULL. */
static LLVMValueRef add_argv(LLVMModuleRef mod, const char *prog,
                             const char *const *args, int nargs)
{
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTypeRef str = LLVMPointerType(LLVMInt8TypeInContext(ctx), 0);
    LLVMValueRef *elems = calloc((size_t)nargs + 2, sizeof *elems);
    if (!elems)
        abort();
    elems[0] = add_string(mod, prog, 0);
    for (int i = 0; i < nargs; i++)
        elems[i + 1] = add_string(mod, args[i], i + 1);
    elems[nargs + 1] = LLVMConstNull(str);
    LLVMValueRef init = LLVMConstArray(str, elems, (unsigned)nargs + 2);
    free(elems);
    return add_array(mod, "argv", init);
}

bool cmdline_bind(LLVMModuleRef mod, const char *file,
                  const char *const *args, int nargs, merr *e)
{
    LLVMValueRef main_fn = LLVMGetNamedFunction(mod, "main");
    if (!main_fn || LLVMIsDeclaration(main_fn) || LLVMCountParams(main_fn) < 2)
        return true; /* int main(void): the command line is not read */
    LLVMValueRef argc = LLVMGetParam(main_fn, 0);
    LLVMValueRef argv = LLVMGetParam(main_fn, 1);
    if (LLVMGetTypeKind(LLVMTypeOf(argc)) != LLVMIntegerTypeKind ||
        LLVMGetTypeKind(LLVMTypeOf(argv)) != LLVMPointerTypeKind) {
        merr_set(e, 3, "unsupported: main's parameters are not (int, char "
                 "**), which --args needs");
        return false;
    }
    char *prog = model_program_name(file);
    LLVMValueRef array = add_argv(mod, prog, args, nargs);
    free(prog);
    LLVMReplaceAllUsesWith(argc, LLVMConstInt(LLVMTypeOf(argc),
                                              (unsigned long long)nargs + 1,
                                              0));
    LLVMReplaceAllUsesWith(argv, LLVMConstBitCast(array, LLVMTypeOf(argv)));
    return true;
}
