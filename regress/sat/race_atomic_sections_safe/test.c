/* Every access of the shared counters is inside an atomic section (a
 * __VERIFIER_atomic_ function or a begin/end pair): no two threads are
 * ever inside one at once, so there is no race. */
#include <pthread.h>
#include <stddef.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int hits, total;

void __VERIFIER_atomic_hit(int n)
{
    hits++;
    total += n;
}

static void *worker(void *arg)
{
    __VERIFIER_atomic_hit((int)(long)arg);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, (void *)1L);
    pthread_create(&b, NULL, worker, (void *)2L);
    __VERIFIER_atomic_begin();
    int seen = hits;
    int sum = total;
    __VERIFIER_atomic_end();
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return seen > 2 || sum > 3;
}
