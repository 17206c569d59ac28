/* Many workers, and the checker's assertion holds in every run: the
 * hunt finds nothing and the answer stays bounded (the hunt never
 * proves). */
#include <pthread.h>
extern void reach_error(void);
volatile int counter;
void *checker(void *arg)
{
    if (counter > 30)
        reach_error();
    return arg;
}
void *worker(void *arg)
{
    int seen = counter;
    counter = seen + 1;
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, checker, 0);
    for (int i = 0; i < 30; i++)
        pthread_create(&t, 0, worker, 0);
    return 0;
}
