/* A failed pthread_rwlock_trywrlock synchronises nothing, and t1's
 * rdlock that made it fail is an acquire only: t1's write of x and t2's
 * read after the failure race. */
#include <pthread.h>

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int x;

static void *t1(void *arg)
{
    (void)arg;
    x = 1;
    pthread_rwlock_rdlock(&rw);
    pthread_rwlock_unlock(&rw);
    return 0;
}

static void *t2(void *arg)
{
    (void)arg;
    if (pthread_rwlock_trywrlock(&rw) != 0)
        return (void *)(long)x;
    pthread_rwlock_unlock(&rw);
    return 0;
}

int main(void)
{
    pthread_t p, q;
    pthread_create(&p, 0, t1, 0);
    pthread_create(&q, 0, t2, 0);
    pthread_join(p, 0);
    pthread_join(q, 0);
    return 0;
}
