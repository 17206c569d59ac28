/* The workers also store their argument outside any atomic section,
 * which main reads outside its own: a race (the accesses inside the
 * sections race with nothing). */
#include <pthread.h>
#include <stddef.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int hits, total, last;

void __VERIFIER_atomic_hit(int n)
{
    hits++;
    total += n;
}

static void *worker(void *arg)
{
    __VERIFIER_atomic_hit((int)(long)arg);
    last = (int)(long)arg;
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
    int l = last;
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return seen > 2 || sum > 3 || l > 2;
}
