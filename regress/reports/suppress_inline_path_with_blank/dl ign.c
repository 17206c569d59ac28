#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
void *t1f(void *x) {
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b); // pnbmc-ignore deadlock: known ordering
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
    pthread_create(&t1, 0, t1f, 0);
    pthread_create(&t2, 0, t2f, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
