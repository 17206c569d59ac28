#include <pthread.h>

/* The join stores the thread's value into g only once the thread, the
 * only other reader of g, has ended: no race. */
void *g;

void *reader(void *arg) { (void)arg; return g; }

int main(void)
{
    pthread_t u;
    pthread_create(&u, 0, reader, 0);
    pthread_join(u, &g);
    return 0;
}
