/* T1 publishes a heap block through an _Atomic pointer (clang moves it as
 * an i64) before the lost update on x.  The witness's value of the
 * pointer store is the model's address, not the real one: replay does not
 * compare it, and the assertion fails for real. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

_Atomic(int *) block;
_Atomic int x;

static void *publisher(void *arg)
{
    (void)arg;
    atomic_store(&block, malloc(sizeof(int)));
    x = x + 1;
    return 0;
}

static void *bumper(void *arg)
{
    (void)arg;
    x = x + 1;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, publisher, 0);
    pthread_create(&b, 0, bumper, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(x == 2);
    free(atomic_load(&block));
    return 0;
}
