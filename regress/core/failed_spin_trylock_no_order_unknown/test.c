/* The same for a spinlock: a failed pthread_spin_trylock does not
 * synchronise with the spin_lock that made it fail, so t1's write of x
 * and t2's read after the failure race. */
#include <pthread.h>

static pthread_spinlock_t s;
static int x;

static void *t1(void *arg)
{
    (void)arg;
    x = 1;
    pthread_spin_lock(&s);
    pthread_spin_unlock(&s);
    return 0;
}

static void *t2(void *arg)
{
    (void)arg;
    if (pthread_spin_trylock(&s) != 0)
        return (void *)(long)x;
    pthread_spin_unlock(&s);
    return 0;
}

int main(void)
{
    pthread_t p, q;
    pthread_spin_init(&s, 0);
    pthread_create(&p, 0, t1, 0);
    pthread_create(&q, 0, t2, 0);
    pthread_join(p, 0);
    pthread_join(q, 0);
    return 0;
}
