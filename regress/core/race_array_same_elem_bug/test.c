/* hits[0] is only written by count_a and hits[2] only by count_b, but both
 * update hits[1]: the race is on hits[1] and on nothing else. */
#include <pthread.h>
#include <stddef.h>

static int hits[3];

static void *count_a(void *arg)
{
    (void)arg;
    hits[0]++;
    hits[1]++;
    return NULL;
}

static void *count_b(void *arg)
{
    (void)arg;
    hits[2]++;
    hits[1]++;
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, count_a, NULL);
    pthread_create(&b, NULL, count_b, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
