/* Two workers update a pair inside atomic sections; main joins both.  A
 * worker waits at its section only while the other is inside one, and two
 * threads are never both inside: no deadlock. */
#include <pthread.h>
#include <stddef.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int lo, hi;

static void *worker(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_begin();
    lo++;
    hi++;
    __VERIFIER_atomic_end();
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    __VERIFIER_atomic_begin();
    int d = hi - lo;
    __VERIFIER_atomic_end();
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return d;
}
