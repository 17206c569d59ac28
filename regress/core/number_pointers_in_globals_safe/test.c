/* Numbers made pointers in globals' initialisers that decode as no
 * object in pnbmc's layout of memory: sentinels, and addresses below
 * 2^32 on a 64-bit target.  They are kept, not cut. */
#include <assert.h>
#include <pthread.h>

int g = 5;
void *const failed = (void *)-1;
void *const done = (void *)1;
volatile int *const low_reg = (volatile int *)0x40000000;
void *results[2] = {(void *)-1, (void *)-1};

void *worker(void *arg)
{
    long k = (long)arg;
    results[k] = k ? done : &g;
    return 0;
}

int main(void)
{
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(results[0] == &g && results[1] == done);
    assert(failed != &g && done != &g && low_reg != 0);
    return 0;
}
