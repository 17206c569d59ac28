#include <pthread.h>
/* x is written by main before it creates the thread and read by the
 * thread only: a skeleton that let the thread start before its creation
 * would pair the two accesses. */
int x;
void *w(void *a) { return (void *)(long)x; }
int main(void)
{
    pthread_t t;
    x = 1;
    x = 2;
    pthread_create(&t, 0, w, 0);
    pthread_join(t, 0);
    return 0;
}
