/* Three threads try to claim a flag; the ones that lose write data.
 * One thread wins, so two lose: their writes race. */
#include <pthread.h>
static int claimed;
static int data;
static void *worker(void *arg)
{
    if (__sync_bool_compare_and_swap(&claimed, 0, 1) == 0)
        data = (int)(long)arg;
    return NULL;
}
int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, NULL, worker, (void *)1);
    pthread_create(&b, NULL, worker, (void *)2);
    pthread_create(&c, NULL, worker, (void *)3);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_join(c, NULL);
    return 0;
}
