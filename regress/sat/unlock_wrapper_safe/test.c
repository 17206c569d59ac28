#include <pthread.h>
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void enter(void) { pthread_mutex_lock(&m); }
static void leave(void) { pthread_mutex_unlock(&m); }
void *w(void *a)
{
    enter();
    x = x + 1;
    leave();
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, w, 0);
    pthread_create(&t2, 0, w, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
