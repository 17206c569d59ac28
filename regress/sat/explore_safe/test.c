#include <pthread.h>
int x, y;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *w(void *a)
{
    for (int i = 0; i < 1000; i++) {
        pthread_mutex_lock(&m);
        x = x + 1;
        if (x > 5)
            y = x;
        pthread_mutex_unlock(&m);
    }
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, w, 0);
    pthread_create(&t2, 0, w, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return x;
}
