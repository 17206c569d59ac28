// pthread_setspecific is per thread: the worker's value does not replace
// main's, so main still reads its own (the error)
#include <pthread.h>
extern void reach_error(void);
pthread_key_t key;
int mine, theirs;
void *worker(void *a)
{
    pthread_setspecific(key, &theirs);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_key_create(&key, 0);
    pthread_setspecific(key, &mine);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    if (pthread_getspecific(key) == &mine)
        reach_error();
    return 0;
}
