/* unsigned long is 32 bits with --32 (ILP32) and 64 bits by default (LP64).
 * The tick counter wraps to 0 only on the 32-bit target.
 * No system headers: they need not exist for the 32-bit target. */
extern void reach_error(void);

static unsigned long ticks = 0xffffffffUL;

static void tick(void)
{
    ticks = ticks + 1;
}

int main(void)
{
    tick();
    if (ticks == 0)
        reach_error();
    return 0;
}
