/* main's first instruction is a call: its return site was numbered like
 * "return from the thread's entry", so the return never fired and the
 * assertion after it counted as unreachable (smt said safe). */
extern void reach_error(void);
int g;

static void set_flag(void)
{
    g = 1;
}

int main(void)
{
    set_flag();
    if (g)
        reach_error();
    return 0;
}
