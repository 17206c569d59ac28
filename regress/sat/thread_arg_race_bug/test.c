#include <pthread.h>
/* Both threads get the same counter as argument and update it without a
 * lock. */
int hits;
void *count(void *arg)
{
    int *p = arg;
    *p = *p + 1;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, count, &hits);
    pthread_create(&b, 0, count, &hits);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return hits;
}
