/* The twin of helper_locked_two_threads_safe with the lock missing in the
 * helper: the two calls race, and a lost update makes the total 1 or 2. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static int total;

static void add(int v)
{
    total = total + v; /* BUG: no lock */
}

static void *one(void *arg)
{
    (void)arg;
    add(1);
    return NULL;
}

static void *two(void *arg)
{
    (void)arg;
    add(2);
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, one, NULL);
    pthread_create(&b, NULL, two, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    if (!(total == 3))
        reach_error();
    return 0;
}
