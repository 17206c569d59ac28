/* model/frontend.c — C to LLVM bitcode with clang (spawned, no shell),
 * loading and linking with the LLVM-C API, mem2reg, then lowering. */
#define _GNU_SOURCE
#include "model/model.h"
#include "model/lower.h"
#include "pnbmc_libc_src.h"

#include <ctype.h>
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef PNBMC_CLANG_PATH
#define PNBMC_CLANG_PATH "clang"
#endif

extern char **environ;

void merr_set(merr *e, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    e->code = code;
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
}

/* The file's name ends in .c or .i (preprocessed C): clang knows it is
 * C; others (a header, no extension) are compiled as C all the same. */
static bool c_extension(const char *f)
{
    const char *dot = strrchr(f, '.');
    return dot && !strchr(dot, '/') && (!strcmp(dot, ".c") ||
                                        !strcmp(dot, ".i"));
}

/* A C++ source by its extension: pnbmc's front-end is C only. */
static bool cxx_extension(const char *f)
{
    static const char *const ext[] = {".cc", ".cpp", ".cxx", ".c++", ".C",
                                      ".CPP", ".cp", ".ii", ".hpp", ".hh"};
    const char *dot = strrchr(f, '.');
    for (size_t i = 0; dot && i < sizeof ext / sizeof ext[0]; i++)
        if (!strcmp(dot, ext[i]))
            return true;
    return false;
}

static bool check_readable(const char *f, merr *e)
{
    struct stat st;
    if (stat(f, &st) != 0) {
        merr_set(e, 2, "cannot read '%s': %s", f, strerror(errno));
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        merr_set(e, 2, "cannot read '%s': Is a directory", f);
        return false;
    }
    if (!S_ISREG(st.st_mode)) { /* a FIFO would block the open below */
        merr_set(e, 2, "cannot read '%s': not a regular file (a pipe, FIFO "
                 "or device): pnbmc reads its input files more than once; "
                 "save the program to a file first", f);
        return false;
    }
    if (cxx_extension(f)) {
        merr_set(e, 2, "'%s' is C++ (by its extension): pnbmc analyses C",
                 f);
        return false;
    }
    FILE *fp = fopen(f, "r");
    if (!fp) {
        merr_set(e, 2, "cannot read '%s': %s", f, strerror(errno));
        return false;
    }
    char head[8] = {0};
    size_t got = fread(head, 1, sizeof head, fp);
    fclose(fp);
    const char *kind = got >= 4 && !memcmp(head, "\x7f" "ELF", 4)
                           ? "an object file, library or program (ELF)"
                       : got >= 7 && !memcmp(head, "!<arch>", 7)
                           ? "a static library (ar archive)"
                       : got >= 4 && !memcmp(head, "BC\xc0\xde", 4)
                           ? "LLVM bitcode"
                           : NULL;
    if (kind) {
        merr_set(e, 2, "'%s' is %s: pnbmc analyses C source files", f,
                 kind);
        return false;
    }
    return true;
}

/* Runs clang on one file; clang's diagnostics go to our stderr. */
/* fi < 0: a file of pnbmc's own (the C library models), compiled with
 * extra instead of the user's flags. */
static bool run_clang(const char *src, const char *out, const front_opts *o,
                      int fi, const char *const *extra, int nextra, merr *e)
{
    int nfile = fi >= 0 && o->file_ncflags && o->file_cflags &&
                o->file_cflags[fi] ? o->file_ncflags[fi] : 0;
    int nuser = fi >= 0 ? o->ncflags : 0;
    const char *fixed[] = {
        "-c", "-emit-llvm", "-O0", "-g", "-w", "-Xclang",
        "-disable-O0-optnone", "-fno-discard-value-names",
        "-fno-builtin", "-fgnu89-inline", "-ffp-contract=off", "-D__PNBMC__=1",
    };
    int nfixed = (int)(sizeof fixed / sizeof fixed[0]);
    int argc = 0;
    const char **argv = calloc((size_t)(nfixed + nuser + nfile + nextra + 10),
                               sizeof *argv);
    if (!argv) {
        merr_set(e, 2, "out of memory");
        return false;
    }
    argv[argc++] = o->clang ? o->clang : PNBMC_CLANG_PATH;
    for (int i = 0; i < nfixed; i++)
        argv[argc++] = fixed[i];
    if (o->m32)
        argv[argc++] = "-m32";
    if (o->overflow_ub && fi >= 0) { /* C's rule on << of signed values */
        argv[argc++] = "-fsanitize=shift-base";
        argv[argc++] = "-fsanitize-trap=shift-base";
    }
    for (int i = 0; i < nuser; i++)
        argv[argc++] = o->cflags[i];
    for (int i = 0; i < nfile; i++)
        argv[argc++] = o->file_cflags[fi][i];
    for (int i = 0; i < nextra; i++)
        argv[argc++] = extra[i];
    if (fi >= 0 && !c_extension(src)) { /* a header, no extension */
        argv[argc++] = "-x";
        argv[argc++] = "c";
    }
    char dotted[PATH_MAX + 3];
    if (src[0] == '-') { /* after pnbmc's "--": a name, not an option */
        snprintf(dotted, sizeof dotted, "./%s", src);
        src = dotted;
    }
    argv[argc++] = src;
    argv[argc++] = "-o";
    argv[argc++] = out;
    argv[argc] = NULL;
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], NULL, NULL, (char *const *)argv,
                          environ);
    free(argv);
    if (rc != 0) {
        merr_set(e, 2, "cannot run clang '%s': %s",
                 o->clang ? o->clang : PNBMC_CLANG_PATH, strerror(rc));
        return false;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        merr_set(e, 2, "clang failed on '%s'", src);
        return false;
    }
    return true;
}

static LLVMModuleRef load_bitcode(LLVMContextRef ctx, const char *path,
                                  merr *e)
{
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
        merr_set(e, 2, "cannot load bitcode: %s", msg ? msg : "?");
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMModuleRef mod = NULL;
    if (LLVMParseBitcodeInContext2(ctx, buf, &mod)) {
        merr_set(e, 2, "cannot parse bitcode '%s'", path);
        mod = NULL;
    }
    LLVMDisposeMemoryBuffer(buf);
    return mod;
}

static bool write_file(const char *path, const char *text, merr *e)
{
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(text, f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        merr_set(e, 2, "cannot write '%s': %s", path, strerror(errno));
    return ok;
}

#define LIBC_NEED "PNBMC_NEED_"

/* The -DPNBMC_NEED_<name> flags for the model blocks the program needs:
 * every <name> the model source guards with PNBMC_NEED_<name> that the
 * program declares without defining (a function or a variable).  Returns their number (0 on OOM). */
static int libc_needed(LLVMModuleRef all, char ***flags)
{
    const char *src = model_libc_source(), *p = src;
    int cap = 0, n = 0;
    while ((p = strstr(p, LIBC_NEED)))
        cap++, p++;
    *flags = calloc((size_t)cap + 1, sizeof **flags);
    for (p = src; *flags && (p = strstr(p, LIBC_NEED));) {
        char name[64];
        size_t len = 0;
        p += strlen(LIBC_NEED);
        while (len + 1 < sizeof name &&
               (*p == '_' || isalnum((unsigned char)*p)))
            name[len++] = *p++;
        name[len] = 0;
        LLVMValueRef f = len ? LLVMGetNamedFunction(all, name) : NULL;
        if (len && !f)
            f = LLVMGetNamedGlobal(all, name); /* stdout ... */
        char *flag = NULL;
        if (!f || !LLVMIsDeclaration(f) ||
            asprintf(&flag, "-D" LIBC_NEED "%s", name) < 0)
            continue;
        bool dup = false;
        for (int i = 0; i < n && !dup; i++)
            dup = !strcmp((*flags)[i], flag);
        if (dup)
            free(flag);
        else
            (*flags)[n++] = flag;
    }
    return n;
}

/* Compiles the model source with flags[0..n) (flags[n] is free for the
 * file name mapping) and links it into all. */
static bool link_libc_blocks(LLVMContextRef ctx, LLVMModuleRef all,
                             const char *dir, const front_opts *o,
                             char **flags, int n, merr *e)
{
    char map[4200], src[4096], out[4096];
    snprintf(map, sizeof map, "-fdebug-prefix-map=%s=%s", dir, MODEL_LIBC_DIR);
    flags[n] = map;
    snprintf(src, sizeof src, "%s/%s", dir, MODEL_LIBC_BASE);
    snprintf(out, sizeof out, "%s/pnbmc_libc.bc", dir);
    bool ok = write_file(src, model_libc_source(), e) &&
              run_clang(src, out, o, -1, (const char *const *)flags, n + 1, e);
    unlink(src);
    LLVMModuleRef mod = ok ? load_bitcode(ctx, out, e) : NULL;
    unlink(out);
    if (!mod)
        return false;
    if (LLVMLinkModules2(all, mod)) {
        merr_set(e, 2, "cannot link pnbmc's C library models");
        return false;
    }
    return true;
}

/* Every flag of flags[0..n) names a primitive the engines know (sleep):
 * its model block only refines it next to other blocks (a sleep lets the
 * clocks pass), which is not worth compiling the model for. */
static bool only_primitives(char **flags, int n)
{
    prim_kind k;
    for (int i = 0; i < n; i++)
        if (!prim_lookup(flags[i] + strlen("-D" LIBC_NEED), &k))
            return false;
    return true;
}

/* Links the C library models of the functions the program calls without
 * defining them (a definition of its own always wins).  Their source
 * lines are shown as MODEL_LIBC_FILE. */
static bool link_libc_models(LLVMContextRef ctx, LLVMModuleRef all,
                             const char *dir, const front_opts *o, merr *e)
{
    char **flags;
    int n = libc_needed(all, &flags);
    bool ok = n == 0 || only_primitives(flags, n) ||
              link_libc_blocks(ctx, all, dir, o, flags, n, e);
    for (int i = 0; i < n; i++)
        free(flags[i]);
    free(flags);
    return ok;
}

/* Whether the C library defines name (libc.so.6 or libm.so.6, which
 * this process has loaded: pnbmc links both). */
static bool libc_defines(const char *name)
{
    static const char *const libs[] = {"libc.so.6", "libm.so.6"};
    for (size_t i = 0; i < sizeof libs / sizeof *libs; i++) {
        void *h = dlopen(libs[i], RTLD_LAZY | RTLD_NOLOAD);
        bool found = h && dlsym(h, name);
        if (h)
            dlclose(h);
        if (found)
            return true;
    }
    return false;
}

/* A weak declaration that no input file defines (an optional hook,
 * `extern void hook(void) __attribute__((weak))`) links to address 0
 * when the C library does not define it either: `if (hook)` is false, as
 * in the linked program.  One the C library defines stays as it is. */
static void null_if_undefined_weak(LLVMValueRef v)
{
    const char *name = LLVMGetValueName(v);
    if (LLVMIsDeclaration(v) &&
        LLVMGetLinkage(v) == LLVMExternalWeakLinkage &&
        strncmp(name, "llvm.", 5) != 0 && !libc_defines(name))
        LLVMReplaceAllUsesWith(v, LLVMConstNull(LLVMTypeOf(v)));
}

static void null_undefined_weak(LLVMModuleRef mod)
{
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g))
        null_if_undefined_weak(g);
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        null_if_undefined_weak(f);
}

/* Every use of an alias (`int get(int) __attribute__((alias("real_get")))`)
 * becomes a use of its target: the lowering knows functions and globals,
 * not aliases. */
static void resolve_aliases(LLVMModuleRef mod)
{
    for (LLVMValueRef a = LLVMGetFirstGlobalAlias(mod); a;
         a = LLVMGetNextGlobalAlias(a)) {
        LLVMValueRef to = LLVMAliasGetAliasee(a);
        if (LLVMTypeOf(to) != LLVMTypeOf(a))
            to = LLVMConstBitCast(to, LLVMTypeOf(a));
        LLVMReplaceAllUsesWith(a, to);
    }
}

/* Tags each file-local object of mod (a static variable or function,
 * a function's static) with its input file's base name: linking renames
 * the second of two same-named ones ("counter.1"), and the names pnbmc
 * prints and finding ids hold must not depend on the order of the input
 * files (model_display_name). */
static void tag_file_locals(LLVMModuleRef mod, const char *file)
{
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    unsigned kind = LLVMGetMDKindIDInContext(ctx, MODEL_UNIT_MD,
                                             strlen(MODEL_UNIT_MD));
    LLVMMetadataRef str = LLVMMDStringInContext2(ctx, base, strlen(base));
    LLVMMetadataRef md = LLVMMDNodeInContext2(ctx, &str, 1); /* a node:
                                      attachments hold no bare string */
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g))
        if (LLVMGetLinkage(g) == LLVMInternalLinkage &&
            LLVMGetValueName(g)[0] != '.')
            LLVMGlobalSetMetadata(g, kind, md);
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        if (LLVMGetLinkage(f) == LLVMInternalLinkage)
            LLVMGlobalSetMetadata(f, kind, md);
}

/* A global of mod that is thread-local in mod and not in all, or the
 * other way round (the system linker refuses such a program: "TLS
 * reference mismatches non-TLS definition"); NULL if none. */
static bool links_across_files(LLVMValueRef g)
{
    LLVMLinkage k = LLVMGetLinkage(g);
    return k != LLVMInternalLinkage && k != LLVMPrivateLinkage;
}

/* A global that mod and an earlier input file declare, thread-local in
 * one of them only; *earlier: that file's declaration. */
static LLVMValueRef tls_mismatch(LLVMModuleRef all, LLVMModuleRef mod,
                                 LLVMValueRef *earlier)
{
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g;
         g = LLVMGetNextGlobal(g)) {
        LLVMValueRef h = links_across_files(g)
                             ? LLVMGetNamedGlobal(all, LLVMGetValueName(g))
                             : NULL;
        if (h && links_across_files(h) &&
            !LLVMIsThreadLocal(h) != !LLVMIsThreadLocal(g)) {
            *earlier = h;
            return g;
        }
    }
    return NULL;
}

/* g is a definition other files see that the linker keeps one of only
 * if no other file has one (not weak, not an inline or common one). */
static bool strong_definition(LLVMValueRef g)
{
    if (LLVMIsDeclaration(g) || !links_across_files(g))
        return false;
    LLVMLinkage k = LLVMGetLinkage(g);
    return k == LLVMExternalLinkage || k == LLVMDLLExportLinkage;
}

static const char *defining_file(LLVMValueRef f, char *buf, size_t n);

/* The input file whose debug info declares global or function g, or
 * NULL. */
static const char *declaring_file(LLVMValueRef g, char *buf, size_t n)
{
    if (LLVMIsAFunction(g))
        return strcmp(defining_file(g, buf, n), "?") ? buf : NULL;
    LLVMMetadataRef var = model_global_variable_md(g);
    LLVMMetadataRef file = var ? LLVMDIVariableGetFile(var) : NULL;
    unsigned len = 0;
    const char *name = file ? LLVMDIFileGetFilename(file, &len) : NULL;
    if (!name)
        return NULL;
    snprintf(buf, n, "%.*s", (int)len, name);
    return buf;
}

/* A name mod defines that an input file linked before defines too: the
 * linker's "multiply defined" error, with that file in *other. */
static const char *defined_twice(LLVMModuleRef all, LLVMModuleRef mod,
                                 char *other, size_t n)
{
    for (int pass = 0; pass < 2; pass++)
        for (LLVMValueRef g = pass ? LLVMGetFirstFunction(mod)
                                   : LLVMGetFirstGlobal(mod);
             g; g = pass ? LLVMGetNextFunction(g) : LLVMGetNextGlobal(g)) {
            const char *name = LLVMGetValueName(g);
            LLVMValueRef h = pass ? LLVMGetNamedFunction(all, name)
                                  : LLVMGetNamedGlobal(all, name);
            if (strong_definition(g) && h && strong_definition(h)) {
                if (!declaring_file(h, other, n))
                    snprintf(other, n, "an input file before it");
                return name;
            }
        }
    return NULL;
}

/* The one of files[0..i) whose base name is debug_name's, as the user
 * gave it, else debug_name (debug info keeps the name clang got). */
static const char *input_named(const char *const *files, int i,
                               const char *debug_name)
{
    const char *base = strrchr(debug_name, '/'), *found = NULL;
    base = base ? base + 1 : debug_name;
    for (int j = 0; j < i; j++) {
        const char *b = strrchr(files[j], '/');
        if (strcmp(b ? b + 1 : files[j], base))
            continue;
        if (found)
            return debug_name;
        found = files[j];
    }
    return found ? found : debug_name;
}

/* Compiles every file and links them into one module. */
static LLVMModuleRef compile_all(LLVMContextRef ctx, const char *dir,
                                 const char *const *files, int nfiles,
                                 const front_opts *o, char *handler,
                                 size_t nhandler, merr *e)
{
    LLVMModuleRef all = NULL;
    for (int i = 0; i < nfiles; i++) {
        char out[4096];
        snprintf(out, sizeof out, "%s/in%d.bc", dir, i);
        if (!run_clang(files[i], out, o, i, NULL, 0, e))
            goto fail;
        LLVMModuleRef mod = load_bitcode(ctx, out, e);
        unlink(out);
        if (!mod)
            goto fail;
        tag_file_locals(mod, files[i]);
        LLVMValueRef earlier = NULL;
        LLVMValueRef tls = all ? tls_mismatch(all, mod, &earlier) : NULL;
        char other[512];
        if (tls) {
            const char *at = declaring_file(earlier, other, sizeof other);
            char prev[600], this[600];
            snprintf(prev, sizeof prev, at ? "'%s'" : "%s",
                     at ? input_named(files, i, at) : "an earlier input file");
            snprintf(this, sizeof this, "'%s'", files[i]);
            bool here = LLVMIsThreadLocal(tls);
            merr_set(e, 2, "cannot link '%s': '%s' is thread-local in %s "
                     "and not in %s (the linker refuses the program)",
                     files[i], LLVMGetValueName(tls), here ? this : prev,
                     here ? prev : this);
            LLVMDisposeModule(mod);
            goto fail;
        }
        const char *twice = all ? defined_twice(all, mod, other, sizeof other)
                                : NULL;
        if (twice) {
            merr_set(e, 2, "cannot link '%s': '%s' is defined in '%s' and "
                     "in '%s' (the linker refuses the program)", files[i],
                     twice, input_named(files, i, other), files[i]);
            LLVMDisposeModule(mod);
            goto fail;
        }
        if (!all)
            all = mod;
        else if (LLVMLinkModules2(all, mod)) {
            merr_set(e, 2, "cannot link '%s' (duplicate symbols?)", files[i]);
            goto fail;
        }
    }
    if (all) {
        null_undefined_weak(all);
        resolve_aliases(all);
        /* the stand-ins' calls of puts, fputs, ... read their strings */
        fnref_lower(all, o->uprims);
        output_reads(all);
        bits_lower(all);
        cleanup_lower(all);
        cancel_lower(all, !o->no_spurious);
        if (!signals_find_handler(all, handler, nhandler))
            handler[0] = 0;
    }
    if (all && (!lifecycle_lower(all, o->entry == NULL, e) ||
                !link_libc_models(ctx, all, dir, o, e)))
        goto fail;
    return all;
fail:
    if (all)
        LLVMDisposeModule(all);
    return NULL;
}

static bool run_mem2reg(LLVMModuleRef mod, merr *e)
{
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(mod, "mem2reg", NULL, po);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *msg = LLVMGetErrorMessage(err);
        merr_set(e, 2, "mem2reg failed: %s", msg);
        LLVMDisposeErrorMessage(msg);
        return false;
    }
    return true;
}

/* The input file that defines function f, from its debug info ("?" when
 * it has none). */
static const char *defining_file(LLVMValueRef f, char *buf, size_t n)
{
    LLVMMetadataRef sp = LLVMGetSubprogram(f);
    LLVMMetadataRef file = sp ? LLVMDIScopeGetFile(sp) : NULL;
    unsigned len = 0;
    const char *name = file ? LLVMDIFileGetFilename(file, &len) : NULL;
    snprintf(buf, n, "%.*s", name ? (int)len : 1, name ? name : "?");
    return buf;
}

/* Whether no other input file defines a static function named entry:
 * linking renames the second one to "entry.1" (no C name has a dot), and
 * --entry would silently pick one of them. */
static bool entry_unique(LLVMModuleRef mod, const char *entry,
                         LLVMValueRef f, merr *e)
{
    size_t n = strlen(entry);
    for (LLVMValueRef g = LLVMGetFirstFunction(mod); g;
         g = LLVMGetNextFunction(g)) {
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        if (len == n || model_c_name_len(name) != n ||
            memcmp(name, entry, n) != 0 || LLVMIsDeclaration(g))
            continue;
        char a[256], b[256];
        merr_set(e, 2, "--entry: two input files define a function '%s' "
                 "(%s and %s; a static one is local to its file): rename "
                 "one of them", entry, defining_file(f, a, sizeof a),
                 defining_file(g, b, sizeof b));
        return false;
    }
    return true;
}

/* --entry: the entry function must be defined; a program without main
 * gets 'int main(void) { return 0; }' so that the model has one (the
 * simulator starts the entry threads instead of it). */
static bool prepare_entry(LLVMModuleRef mod, const char *entry, merr *e)
{
    LLVMValueRef f = LLVMGetNamedFunction(mod, entry);
    if (f && LLVMIsDeclaration(f)) {
        merr_set(e, 2, "--entry: function '%s' is declared but not defined "
                 "in the input files", entry);
        return false;
    }
    if (!f) {
        merr_set(e, 2, "--entry: no function '%s' is defined (clang drops "
                 "a static function that nothing calls)", entry);
        return false;
    }
    if (!entry_unique(mod, entry, f, e))
        return false;
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    unsigned sret = LLVMGetEnumAttributeKindForName("sret", 4);
    for (unsigned i = 0; i < LLVMCountParams(f); i++) {
        if (LLVMGetEnumAttributeAtIndex(f, i + 1, sret))
            merr_set(e, 3, "unsupported: --entry %s returns a struct or "
                     "union in memory (through a hidden pointer argument): "
                     "the entry threads get all-zero integer and pointer "
                     "arguments only", entry);
        else if (LLVMGetEnumAttributeAtIndex(f, i + 1, byval))
            merr_set(e, 3, "unsupported: --entry %s takes a struct or union "
                     "by value (parameter %u): the entry threads get "
                     "all-zero integer and pointer arguments only", entry,
                     i + 1);
        else
            continue;
        return false;
    }
    LLVMValueRef mf = LLVMGetNamedFunction(mod, "main");
    if (mf && !LLVMIsDeclaration(mf))
        return true;
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    if (!mf)
        mf = LLVMAddFunction(mod, "main", LLVMFunctionType(i32, NULL, 0, 0));
    LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(ctx, mf, "entry");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, bb);
    LLVMBuildRet(b, LLVMConstInt(i32, 0, 0));
    LLVMDisposeBuilder(b);
    return true;
}

enum { LLVM_ERROR_LEN = 512 };

/* The temporary directory and what a failed step left in it. */
static void remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    for (struct dirent *en; d && (en = readdir(d));) {
        char path[4096];
        if (strcmp(en->d_name, ".") && strcmp(en->d_name, "..") &&
            snprintf(path, sizeof path, "%s/%s", dir, en->d_name) <
            (int)sizeof path)
            unlink(path);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

/* LLVM's errors (a symbol defined twice when the files are linked, a
 * file that is no bitcode): the first one's text, instead of LLVM's
 * default handler, which prints it and exits. */
static void keep_llvm_error(LLVMDiagnosticInfoRef info, void *ctx)
{
    char *first = ctx;
    if (LLVMGetDiagInfoSeverity(info) != LLVMDSError || first[0])
        return;
    char *d = LLVMGetDiagInfoDescription(info);
    snprintf(first, LLVM_ERROR_LEN, "%s", d);
    LLVMDisposeMessage(d);
}

model *model_build(const char *const *files, int nfiles,
                   const front_opts *o, merr *e)
{
    for (int i = 0; i < nfiles; i++)
        if (!check_readable(files[i], e))
            return NULL;
    char dir[] = "/tmp/pnbmc-XXXXXX";
    if (!mkdtemp(dir)) {
        merr_set(e, 2, "cannot create temporary directory: %s",
                 strerror(errno));
        return NULL;
    }
    LLVMContextRef ctx = LLVMContextCreate();
    char llvm_error[LLVM_ERROR_LEN] = "";
    LLVMContextSetDiagnosticHandler(ctx, keep_llvm_error, llvm_error);
    char handler[sizeof ((model *)0)->signal_handler];
    LLVMModuleRef mod = compile_all(ctx, dir, files, nfiles, o, handler,
                                    sizeof handler, e);
    remove_dir(dir);
    if (!mod && llvm_error[0] && e->msg[0]) {
        char was[sizeof e->msg];
        snprintf(was, sizeof was, "%s", e->msg);
        merr_set(e, 2, "%s: %s", was, llvm_error);
    }
    model *m = NULL;
    if (mod && o->entry && !prepare_entry(mod, o->entry, e)) {
        LLVMDisposeModule(mod);
        mod = NULL;
    }
    if (mod && o->args_given && !o->entry &&
        !cmdline_bind(mod, files[0], o->args, o->nargs, e)) {
        LLVMDisposeModule(mod);
        mod = NULL;
    }
    if (mod && !rwkind_check(mod, e)) {
        LLVMDisposeModule(mod);
        mod = NULL;
    }
    if (mod && !errno_lower(mod, e)) {
        LLVMDisposeModule(mod);
        mod = NULL;
    }
    if (mod) {
        byval_copy(mod);
        undef_mark_uninit(mod);
    }
    if (mod && run_mem2reg(mod, e)) {
        uprims_bind_results(mod, o->uprims);
        vararg_lower(mod);
        aggret_lower(mod);
        fpbits_lower(mod);
        bool ok = undef_lower(mod, e);
        if (ok)
            wideint_lower(mod); /* after undef's opaque stores are gone */
        if (ok && tls_lower(mod, e))
            m = lower_module(mod, o, e);
    }
    if (m) {
        snprintf(m->signal_handler, sizeof m->signal_handler, "%s", handler);
        model_unroll(m, o->unroll, o->unroll_threads);
        model_liveness(m);
        pta *pa = pta_build(m); /* NULL on out-of-memory: both keep all */
        pta_mark_private(m, pa);
        layout_refine(m, pa);
        pta_free(pa);
        model_mark_spin_locks(m);
    }
    if (mod)
        LLVMDisposeModule(mod);
    LLVMContextDispose(ctx);
    return m;
}

const char *model_libc_source(void)
{
    return (const char *)pnbmc_libc_src;
}

const char *model_file(const model *m, mloc l)
{
    if (l.file < 0 || l.file >= m->nfiles)
        return "?";
    return m->files[l.file];
}

bool model_in_libc(const model *m, mloc l)
{
    return !strcmp(model_file(m, l), MODEL_LIBC_FILE);
}
