/* A worker reads the x86 time-stamp counter with inline assembly (an
 * instruction with outputs): pnbmc cannot model the asm, so it must say
 * so and give no verdict it cannot back. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static unsigned long stamp;

static inline unsigned long read_tsc(void)
{
    unsigned lo, hi; __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
    return (unsigned long)hi << 32 | lo;
}

static void *worker(void *arg)
{
    (void)arg;
    unsigned long now = read_tsc();
    pthread_mutex_lock(&m);
    stamp = now;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return stamp ? 0 : 1;
}
