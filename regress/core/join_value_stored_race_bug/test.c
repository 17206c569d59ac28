#include <pthread.h>

/* main's join stores the first thread's value into g while the second
 * thread may still read g: a data race. */
void *g;
int x;

void *producer(void *arg) { (void)arg; return &x; }
void *reader(void *arg) { (void)arg; return g; }

int main(void)
{
    pthread_t t, u;
    pthread_create(&t, 0, producer, 0);
    pthread_create(&u, 0, reader, 0);
    pthread_join(t, &g);
    pthread_join(u, 0);
    return 0;
}
