/* rand_r() only touches the caller's seed: threads with their own seeds
 * do not race, threads sharing one do. */
#include <pthread.h>
#include <stdlib.h>
unsigned int shared_seed = 1;
void *own(void *arg)
{
    unsigned int seed = 7;
    rand_r(&seed);
    return 0;
}
void *shared(void *arg)
{
    rand_r(&shared_seed);
    return 0;
}
int main(void)
{
    pthread_t a, b, c, d;
    pthread_create(&a, 0, own, 0);
    pthread_create(&b, 0, own, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_create(&c, 0, shared, 0);
    pthread_create(&d, 0, shared, 0);
    pthread_join(c, 0);
    pthread_join(d, 0);
    return 0;
}
