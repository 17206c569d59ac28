/* A __VERIFIER_atomic_ function takes a mutex that threads only ever take
 * inside that function: whoever runs it finds the mutex free. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;

void __VERIFIER_atomic_bump(void)
{
    pthread_mutex_lock(&m);
    count++;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_bump();
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    __VERIFIER_atomic_bump();
    pthread_join(t, NULL);
    return count - 2;
}
