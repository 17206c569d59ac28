/* The lock-order cycle of a baseline written for the same program with
 * its two pthread_create calls the other way round (and by pnbmc 54,
 * whose deadlock ids kept the cycle in thread order: b,a:t2f/t1f). */
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
void *t1f(void *x) {
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return 0;
}
void *t2f(void *x) {
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return 0;
}
int main(void) {
    pthread_t t1, t2;
    pthread_create(&t2, 0, t2f, 0);
    pthread_create(&t1, 0, t1f, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
