#include <pthread.h>

/* pthread_mutexattr_gettype stores the type into kind while the thread
 * reads kind: a data race. */
int kind;

void *reader(void *arg)
{
    (void)arg;
    int seen = kind;
    return seen ? arg : 0;
}

int main(void)
{
    pthread_mutexattr_t a;
    pthread_t t;
    pthread_mutexattr_init(&a);
    pthread_create(&t, 0, reader, 0);
    pthread_mutexattr_gettype(&a, &kind);
    pthread_join(t, 0);
    return 0;
}
