/* spawn(routine, arg) starts a thread through inline assembly pnbmc
 * cannot follow; prims.txt declares it a create (start routine at
 * argument 0, its argument at 1, no thread id kept), and tick(), whose
 * routine takes no argument, one with arg=none.  main reads the counters
 * without waiting for the threads: both race. */
#include <stddef.h>
int counter, ticks;
void spawn(void *(*routine)(void *), void *arg)
{
    __asm__ volatile("" : : "r"(routine), "r"(arg) : "memory");
}
void tick(void (*routine)(void))
{
    __asm__ volatile("" : : "r"(routine) : "memory");
}
void *bump(void *arg)
{
    counter += *(int *)arg;
    return NULL;
}
void bump_ticks(void)
{
    ticks++;
}
int main(void)
{
    static int five = 5;
    spawn(bump, &five);
    tick(bump_ticks);
    return counter + ticks;
}
