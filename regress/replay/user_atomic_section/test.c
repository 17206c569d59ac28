/* A kernel-style critical section: irq_save()/irq_restore() disable
 * preemption, which prims.txt declares an atomic section. The check
 * outside it reads a counter another thread may have moved on. */
#include <pthread.h>
extern void reach_error(void);
void irq_save(void) {}
void irq_restore(void) {}
int ticks;
void *tick(void *arg)
{
    irq_save();
    ticks = ticks + 1;
    irq_restore();
    if (ticks == 2)
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, tick, 0);
    pthread_create(&b, 0, tick, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
