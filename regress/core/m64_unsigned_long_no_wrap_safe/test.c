/* Same program as m32_unsigned_long_wraps_bug, default 64-bit target:
 * unsigned long is 64 bits, 0xffffffff + 1 does not wrap.
 * (No system headers, like the --32 twin.) */
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
