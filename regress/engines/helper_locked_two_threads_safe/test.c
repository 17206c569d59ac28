/* A helper that updates the total under the mutex, called from two
 * threads with different arguments: no race, and the total is 3. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void add(int v)
{
    pthread_mutex_lock(&m);
    total = total + v;
    pthread_mutex_unlock(&m);
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
