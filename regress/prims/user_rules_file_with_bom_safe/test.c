/* The primitives file starts with a UTF-8 byte order mark (some editors
 * write one): it was read as part of the first rule's kind, "unknown
 * primitive kind 'lock'" with an invisible character. */
#include <pthread.h>

extern void my_lock(int *l);
extern void my_unlock(int *l);
int lk, counter;

static void *worker(void *arg)
{
    my_lock(&lk);
    counter++;
    my_unlock(&lk);
    return arg;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
