/* A spin-wait with an x86 "pause" hint in inline assembly: pnbmc cannot
 * model the asm, so it must say so and give no verdict it cannot back. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int ready;

static inline void cpu_relax(void)
{
    __asm__ __volatile__("pause" ::: "memory");
}

static void *worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < 2; i++)
        cpu_relax();
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return ready ? 0 : 1;
}
