/* regress/unit/net_test.c — the Program Petri Net on a hand-built model.
 *
 *   main:   0 create(worker)  1 join  2 trylock(m)  3 ret
 *   worker: 0 lock(m)  1 call inc  2 unlock(m)  3 ret
 *   inc:    b0: 0 load x, 1 add, 2 icmp, 3 br b1/b2
 *           b1: 4 store x, 5 jmp b2
 *           b2: 6 phi, 7 ret
 * With max_threads = 2: slots T0 main, T1 worker, T2 worker. */
#include "regress/unit/unit.h"

enum { G_NULL, G_M, G_X, G_MAIN, G_WORKER, G_INC, NGLOBALS };
enum { F_MAIN, F_WORKER, F_INC, NFUNCS };

typedef struct {
    model m;
    char *files[1];
    mglobal globals[NGLOBALS];
    mfunc funcs[NFUNCS];
    minstr mcode[4], wcode[4], icode[8];
    mblock mblk[1], wblk[1], iblk[3];
    mopnd create_ops[5], join_ops[3], try_ops[2], lock_ops[2], call_ops[1],
        unlock_ops[2], load_ops[1], add_ops[2], cmp_ops[2], br_ops[1],
        store_ops[2], phi_ops[2];
    int32_t br_targets[2], jmp_targets[1], phi_preds[2];
} tmodel;

static mopnd t_imm(uint64_t v)
{
    return (mopnd){.kind = OPND_IMM, .bits = 64, .imm = v};
}

static mopnd t_reg(int32_t r)
{
    return (mopnd){.kind = OPND_REG, .bits = 32, .reg = r};
}

static minstr t_ins(mi_kind k, int op, mopnd *ops, int32_t nops, int line)
{
    return (minstr){.kind = k, .op = (uint8_t)op, .dst = -1, .dst2 = -1,
                    .nops = nops, .ops = ops, .callee = -1,
                    .loc = {.file = 0, .line = line, .col = 1}};
}

static minstr t_prim(prim_kind k, mopnd *ops, int32_t nops, int line)
{
    minstr mi = t_ins(MI_PRIM, k, ops, nops, line);
    mi.text = (char *)prim_name(k);
    return mi;
}

static void t_globals(tmodel *t)
{
    static const char *names[] = {"", "m", "x", "main", "worker", "inc"};
    for (int g = 0; g < NGLOBALS; g++) {
        t->globals[g].name = (char *)names[g];
        t->globals[g].size = g == G_M ? 40 : 4;
        t->globals[g].func = g >= G_MAIN ? g - G_MAIN : -1;
    }
}

static uint64_t t_ptr(const tmodel *t, uint32_t obj)
{
    return model_ptr(&t->m, obj, 0);
}

static void t_main_worker(tmodel *t)
{
    uint64_t pm = t_ptr(t, G_M);
    t->create_ops[0] = (mopnd){0};
    t->create_ops[1] = t_reg(0);
    t->create_ops[2] = t_imm(0);
    t->create_ops[3] = t_imm(t_ptr(t, G_WORKER));
    t->create_ops[4] = t_imm(0);
    t->join_ops[1] = t_reg(1);
    t->join_ops[2] = t_imm(0);
    t->try_ops[1] = t->lock_ops[1] = t->unlock_ops[1] = t_imm(pm);
    t->mcode[0] = t_prim(PR_THREAD_CREATE, t->create_ops, 5, 10);
    t->mcode[1] = t_prim(PR_THREAD_JOIN, t->join_ops, 3, 11);
    t->mcode[2] = t_prim(PR_MUTEX_TRYLOCK, t->try_ops, 2, 12);
    t->mcode[3] = t_ins(MI_RET, 0, NULL, 0, 13);
    t->wcode[0] = t_prim(PR_MUTEX_LOCK, t->lock_ops, 2, 20);
    t->call_ops[0] = t_imm(t_ptr(t, G_INC));
    t->wcode[1] = t_ins(MI_CALL, 0, t->call_ops, 1, 21);
    t->wcode[1].callee = F_INC;
    t->wcode[2] = t_prim(PR_MUTEX_UNLOCK, t->unlock_ops, 2, 22);
    t->wcode[3] = t_ins(MI_RET, 0, NULL, 0, 23);
    t->mblk[0] = (mblock){.first = 0, .n = 4};
    t->wblk[0] = (mblock){.first = 0, .n = 4};
}

static void t_inc(tmodel *t)
{
    t->load_ops[0] = t_imm(t_ptr(t, G_X));
    t->icode[0] = t_ins(MI_LOAD, 0, t->load_ops, 1, 30);
    t->icode[0].dst = 0;
    t->add_ops[0] = t_reg(0);
    t->add_ops[1] = t_imm(1);
    t->icode[1] = t_ins(MI_BIN, BO_ADD, t->add_ops, 2, 30);
    t->cmp_ops[0] = t_reg(1);
    t->cmp_ops[1] = t_imm(5);
    t->icode[2] = t_ins(MI_ICMP, CP_SLT, t->cmp_ops, 2, 31);
    t->br_ops[0] = t_reg(2);
    t->br_targets[0] = 1;
    t->br_targets[1] = 2;
    t->icode[3] = t_ins(MI_BR, 0, t->br_ops, 1, 31);
    t->icode[3].targets = t->br_targets;
    t->icode[3].ntargets = 2;
    t->store_ops[0] = t_reg(1);
    t->store_ops[1] = t_imm(t_ptr(t, G_X));
    t->icode[4] = t_ins(MI_STORE, 0, t->store_ops, 2, 32);
    t->jmp_targets[0] = 2;
    t->icode[5] = t_ins(MI_JMP, 0, NULL, 0, 32);
    t->icode[5].targets = t->jmp_targets;
    t->icode[5].ntargets = 1;
    t->phi_ops[0] = t_reg(1);
    t->phi_ops[1] = t_reg(0);
    t->phi_preds[0] = 1;
    t->phi_preds[1] = 0;
    t->icode[6] = t_ins(MI_PHI, 0, t->phi_ops, 2, 33);
    t->icode[6].phi_preds = t->phi_preds;
    t->icode[6].phi_preds_n = 2;
    t->icode[7] = t_ins(MI_RET, 0, NULL, 0, 33);
    t->iblk[0] = (mblock){.first = 0, .n = 4};
    t->iblk[1] = (mblock){.first = 4, .n = 2};
    t->iblk[2] = (mblock){.first = 6, .n = 2, .nphis = 1};
}

static void t_build(tmodel *t)
{
    memset(t, 0, sizeof *t);
    t->files[0] = (char *)"t<&>.c";
    t->m = (model){.files = t->files, .nfiles = 1, .funcs = t->funcs,
                   .nfuncs = NFUNCS, .globals = t->globals,
                   .nglobals = NGLOBALS, .main_fn = F_MAIN, .ptr_bits = 64,
                   .obj_shift = 32};
    t_globals(t);
    t_main_worker(t);
    t_inc(t);
    static const char *fnames[] = {"main", "worker", "inc"};
    minstr *codes[] = {t->mcode, t->wcode, t->icode};
    mblock *blks[] = {t->mblk, t->wblk, t->iblk};
    const int32_t ncode[] = {4, 4, 8}, nblk[] = {1, 1, 3};
    for (int f = 0; f < NFUNCS; f++)
        t->funcs[f] = (mfunc){.name = (char *)fnames[f], .nblocks = nblk[f],
                              .blocks = blks[f], .ncode = ncode[f],
                              .code = codes[f], .nregs = 4,
                              .obj = (uint32_t)(G_MAIN + f),
                              .loc = {.file = 0, .line = 1 + f}};
}

static int32_t t_exit_place(const pnet *n, int32_t slot)
{
    for (int32_t p = 0; p < n->nplaces; p++)
        if (n->places[p].kind == PL_EXIT && n->places[p].slot == slot)
            return p;
    return -1;
}

/* Finds and fires a hop, checking it exists and is enabled. */
static int32_t t_fire(const pnet *n, pmarking *mk, int32_t s, int32_t f,
                      int32_t from, int32_t tf, int32_t to, int line)
{
    int32_t t = net_find_trans(n, s, f, from, tf, to);
    if (t < 0 || !net_fire(n, mk, t)) {
        fprintf(stderr, "%s:%d: cannot fire %d:%d:%d -> %d:%d (t=%d)\n",
                __FILE__, line, (int)s, (int)f, (int)from, (int)tf, (int)to,
                (int)t);
        failures++;
    }
    return t;
}

#define FIRE(s, f, a, g, b) t_fire(n, &mk, s, f, a, g, b, __LINE__)

static void t_points(const tmodel *t)
{
    const mfunc *inc = &t->funcs[F_INC];
    const bool want[8] = {true, false, false, false, true, false, false, true};
    for (int32_t ip = 0; ip < 8; ip++)
        CHECK(net_is_point(inc, ip) == want[ip]);
    CHECK(!net_is_point(inc, 8) && !net_is_point(inc, -1));
}

/* main's create site runs once (main is never called, its address never
 * taken, the site on no cycle): one slot, not the bound.  Then main's
 * address becomes the thread's argument, so main may run again (a thread
 * could start there) and the site gets the bound's 2 slots, which the
 * rest of the test uses. */
static void t_once_site(tmodel *t)
{
    merr e = {0};
    pnet *n = net_build(&t->m, 2, &e);
    CHECK(n != NULL && n->nslots == 2);
    CHECK(n && net_slot_of(n, F_MAIN, 0, 0) == 1);
    CHECK(n && net_slot_of(n, F_MAIN, 0, 1) == -1);
    net_free(n);
    t->create_ops[4] = t_imm(t_ptr(t, G_MAIN));
}

static void t_structure(const pnet *n)
{
    /* places: main 4 ctl + exit; per worker slot start + 4 + 3 ctl + exit;
     * one mutex */
    CHECK(n->nslots == 3);
    CHECK(n->nplaces == 5 + 9 + 9 + 1);
    /* main: create, join, trylock x2, end; worker slot: start, lock, call,
     * return, unlock, end, inc 0->4, 0->7, 4->7, reuse (exit -> start) */
    CHECK(n->ntrans == 5 + 10 + 10);
    CHECK(n->narcs == 11 + 22 + 22);
    int32_t sum = 0;
    for (int32_t t = 0; t < n->ntrans; t++)
        sum += n->trans[t].narcs;
    CHECK(sum == n->narcs);
    CHECK(n->slot_entry[0] == F_MAIN && n->slot_entry[1] == F_WORKER &&
          n->slot_entry[2] == F_WORKER);
    CHECK(net_slot_of(n, F_MAIN, 0, 0) == 1);
    CHECK(net_slot_of(n, F_MAIN, 0, 1) == 2);
    CHECK(net_slot_of(n, F_MAIN, 0, 2) == -1);
    CHECK(net_slot_of(n, F_MAIN, 1, 0) == -1);
    CHECK(net_start_trans(n, 0) == -1);
    CHECK(net_start_trans(n, 1) >= 0 &&
          n->trans[net_start_trans(n, 1)].kind == TR_START);
    CHECK(net_reuse_trans(n, 0) == -1);
    CHECK(net_reuse_trans(n, 1) >= 0 &&
          n->trans[net_reuse_trans(n, 1)].kind == TR_REUSE &&
          n->trans[net_reuse_trans(n, 1)].narcs == 2);
    CHECK(net_mutex_place(n, G_M, 0) >= 0);
    CHECK(net_mutex_place(n, G_X, 0) == -1);
    CHECK(net_find_trans(n, 1, F_WORKER, 0, F_WORKER, 2) == -1);
    CHECK(net_find_trans(n, 0, F_WORKER, 0, F_WORKER, 1) == -1);
    int32_t lk = net_find_trans(n, 1, F_WORKER, 0, F_WORKER, 1);
    CHECK(lk >= 0 && strstr(n->trans[lk].label, "T1 worker: lock m") &&
          strstr(n->trans[lk].label, "@t<&>.c:20"));
}

static void t_trylock(const pnet *n, pmarking *mk)
{
    int32_t ok = net_find_trans(n, 0, F_MAIN, 2, F_MAIN, 3);
    CHECK(ok >= 0 && ok + 1 < n->ntrans);
    if (ok < 0 || ok + 1 >= n->ntrans)
        return;
    CHECK(n->trans[ok].narcs == 3 && n->trans[ok + 1].narcs == 2);
    CHECK(n->trans[ok + 1].from_point == 2 && n->trans[ok + 1].to_point == 3);
    int32_t mx = net_mutex_place(n, G_M, 0);
    mk->tokens[mx] = 0; /* pretend a worker holds m */
    CHECK(!net_enabled(n, mk, ok) && net_enabled(n, mk, ok + 1));
    mk->tokens[mx] = 1;
    CHECK(net_enabled(n, mk, ok) && net_enabled(n, mk, ok + 1));
}

static void t_run(const pnet *n)
{
    pmarking mk;
    CHECK(net_marking_init(n, &mk));
    int32_t mx = net_mutex_place(n, G_M, 0);
    CHECK(mk.tokens[mx] == 1);
    FIRE(0, F_MAIN, 0, F_MAIN, 1);                       /* create */
    CHECK(net_fire(n, &mk, net_start_trans(n, net_slot_of(n, F_MAIN, 0, 0))));
    CHECK(net_fire(n, &mk, net_start_trans(n, net_slot_of(n, F_MAIN, 0, 1))));
    CHECK(!net_fire(n, &mk, net_start_trans(n, 1)));    /* started once */
    FIRE(1, F_WORKER, 0, F_WORKER, 1);                   /* T1 lock */
    CHECK(mk.tokens[mx] == 0);
    int32_t lk2 = net_find_trans(n, 2, F_WORKER, 0, F_WORKER, 1);
    CHECK(lk2 >= 0 && !net_enabled(n, &mk, lk2) && !net_fire(n, &mk, lk2));
    FIRE(1, F_WORKER, 1, F_INC, 0);                      /* call inc */
    CHECK(net_find_trans(n, 1, F_INC, 0, F_INC, 7) >= 0); /* x >= 5 */
    FIRE(1, F_INC, 0, F_INC, 4);                         /* load, branch */
    FIRE(1, F_INC, 4, F_INC, 7);                         /* store, jmp */
    FIRE(1, F_INC, 7, F_WORKER, 2);                      /* return */
    FIRE(1, F_WORKER, 2, F_WORKER, 3);                   /* unlock */
    CHECK(mk.tokens[mx] == 1 && net_enabled(n, &mk, lk2));
    CHECK(mk.tokens[t_exit_place(n, 1)] == 0);
    FIRE(1, F_WORKER, 3, -1, -1);                        /* end */
    CHECK(mk.tokens[t_exit_place(n, 1)] == 1);
    int32_t ru = net_reuse_trans(n, 1), st1 = net_start_trans(n, 1);
    CHECK(!net_enabled(n, &mk, st1) && net_enabled(n, &mk, ru));
    CHECK(!net_enabled(n, &mk, net_reuse_trans(n, 2))); /* T2 not ended */
    FIRE(0, F_MAIN, 1, F_MAIN, 2);                       /* join */
    t_trylock(n, &mk);
    FIRE(0, F_MAIN, 2, F_MAIN, 3);                       /* trylock ok */
    CHECK(mk.tokens[mx] == 0 && !net_enabled(n, &mk, lk2));
    FIRE(0, F_MAIN, 3, -1, -1);                          /* main ends */
    int32_t ctl = 0;
    for (int32_t p = 0; p < n->nplaces; p++)
        if (n->places[p].kind == PL_CONTROL)
            ctl += mk.tokens[p];
    CHECK(ctl == 1); /* only T2, at its lock */
    net_marking_free(&mk);
}

static bool t_have(const char *tool)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", tool);
    return system(cmd) == 0;
}

static int t_count(const char *buf, const char *needle)
{
    int k = 0;
    for (const char *p = buf; (p = strstr(p, needle)); p += strlen(needle))
        k++;
    return k;
}

/* Writes the net to a temporary file, checks it with cmd if available. */
static void t_export(const pnet *n, const model *m, bool pnml)
{
    char path[] = "/tmp/pnbmc_net_test_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    FILE *f = fd >= 0 ? fdopen(fd, "w+") : NULL;
    CHECK(f != NULL);
    if (!f)
        return;
    int32_t hl[] = {0, 3, 99999};
    CHECK(pnml ? net_write_pnml(n, m, f) : net_write_dot(n, m, f, hl, 3));
    long len = ftell(f);
    char *buf = calloc((size_t)len + 1, 1);
    rewind(f);
    CHECK(buf && fread(buf, 1, (size_t)len, f) == (size_t)len);
    fclose(f);
    if (buf && pnml) {
        CHECK(t_count(buf, "<place id=") == n->nplaces);
        CHECK(t_count(buf, "<transition id=") == n->ntrans);
        CHECK(t_count(buf, "<arc id=") == n->narcs);
        CHECK(strstr(buf, "t&lt;&amp;&gt;.c") != NULL);
        CHECK(strstr(buf, "t<&>") == NULL);
    } else if (buf) {
        CHECK(t_count(buf, "penwidth=3") == 2);
        CHECK(t_count(buf, "subgraph cluster_s") == 2 * n->nslots);
    }
    free(buf);
    const char *tool = pnml ? "xmllint" : "dot";
    char cmd[256];
    if (t_have(tool)) {
        snprintf(cmd, sizeof cmd, pnml ? "xmllint --noout %s"
                 : "dot -Tsvg -o /dev/null %s", path);
        CHECK(system(cmd) == 0);
    } else {
        fprintf(stderr, "note: %s not installed, skipped\n", tool);
    }
    unlink(path);
}

static void t_write_errors(const pnet *n, const model *m)
{
    FILE *f = fopen("/dev/full", "w");
    if (!f)
        return;
    CHECK(!net_write_pnml(n, m, f));
    fclose(f);
    f = fopen("/dev/full", "w");
    if (!f)
        return;
    CHECK(!net_write_dot(n, m, f, NULL, 0));
    fclose(f);
}

/* Start routine through a register, worker's address only in the initial
 * bytes of x, indirect call in worker: slots are unresolved (entry -1) and
 * get copies of the address-taken functions ({worker}; inc is only ever a
 * direct callee, so it is not address-taken); the indirect call may call
 * worker itself. */
static void t_unresolved(tmodel *t)
{
    uint8_t init[8];
    uint64_t pw = t_ptr(t, G_WORKER);
    for (int i = 0; i < 8; i++)
        init[i] = (uint8_t)(pw >> (8 * i));
    t->globals[G_X].size = 8;
    t->globals[G_X].init = init;
    t->create_ops[3] = t_reg(3);
    t->create_ops[4] = t_imm(0); /* main not address-taken: one slot */
    t->call_ops[0] = t_reg(2);
    t->wcode[1].callee = -1;
    merr e = {0};
    pnet *n = net_build(&t->m, 2, &e);
    CHECK(n != NULL);
    if (!n)
        return;
    CHECK(n->nslots == 2 && n->slot_entry[1] == -1);
    CHECK(n->nplaces == 5 + 6 + 1);
    CHECK(n->ntrans == 5 + 7);
    int32_t st = net_start_trans(n, 1);
    CHECK(st >= 0 && n->trans[st].to_func == F_WORKER && n->trans[st].slot == 1);
    CHECK(net_find_trans(n, 1, -1, -1, F_WORKER, 0) == st);
    CHECK(net_find_trans(n, 1, F_WORKER, 1, F_WORKER, 0) >= 0);
    CHECK(net_find_trans(n, 1, F_WORKER, 1, F_INC, 0) == -1);
    CHECK(net_find_trans(n, 1, F_WORKER, 3, F_WORKER, 2) >= 0);
    CHECK(net_find_trans(n, 1, F_WORKER, 3, -1, -1) >= 0);
    CHECK(strncmp(n->slot_names[1], "T1 ?", 4) == 0);
    net_free(n);
    t->globals[G_X].init = NULL;
}

int main(void)
{
    tmodel *t = malloc(sizeof *t);
    if (!t)
        return 1;
    t_build(t);
    t_points(t);
    merr e = {0};
    t_once_site(t);
    pnet *n = net_build(&t->m, 2, &e);
    CHECK(n != NULL);
    if (n) {
        t_structure(n);
        t_run(n);
        t_export(n, &t->m, true);
        t_export(n, &t->m, false);
        t_write_errors(n, &t->m);
        net_free(n);
    }
    t_unresolved(t);
    t->m.main_fn = -1;
    CHECK(net_build(&t->m, 2, &e) == NULL && e.code == 2);
    free(t);
    if (failures)
        fprintf(stderr, "net_test: %d failure(s)\n", failures);
    else
        printf("net_test: ok\n");
    return failures ? 1 : 0;
}
