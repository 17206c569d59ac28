#include <pthread.h>

/* pthread_create stores the second thread's id into g while the first
 * thread, already running, reads g: a data race. */
pthread_t g;

void *idle(void *arg) { (void)arg; return 0; }

void *peek(void *arg)
{
    (void)arg;
    pthread_t seen = g;
    (void)seen;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, peek, 0);
    pthread_create(&g, 0, idle, 0);
    pthread_join(t, 0);
    pthread_join(g, 0);
    return 0;
}
