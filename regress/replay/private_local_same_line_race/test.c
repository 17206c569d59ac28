/* The unlocked accumulate through a helper: *dst += *src reads the
 * thread's private local (no step of the witness: pnbmc keeps it
 * private) and the shared total on one line.  The replay matches a
 * plain access to the witness's step by its column too, so the read of
 * *src is not taken for "read total" (before: diverged at step 3). */
#include <pthread.h>

int total;

static void add(int *dst, const int *src) { *dst += *src; }

static void *worker(void *arg)
{
    int mine = (int)(long)arg;
    add(&total, &mine);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, (void *)1L);
    pthread_create(&b, NULL, worker, (void *)2L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return total;
}
