/* Locks in heap objects: the finding id names each by the function
 * that allocates it and the line counted from that function's first
 * line of code (heap@main+0), not heap@test.c:24: a line added above
 * main left pnbmc 56's id different and unsorted. */
#include <pthread.h>
#include <stdlib.h>
struct acct { pthread_mutex_t lock; int bal; };
struct acct *x, *y;
void *t1f(void *a) {
    pthread_mutex_lock(&x->lock);
    pthread_mutex_lock(&y->lock);
    pthread_mutex_unlock(&y->lock);
    pthread_mutex_unlock(&x->lock);
    return 0;
}
void *t2f(void *a) {
    pthread_mutex_lock(&y->lock);
    pthread_mutex_lock(&x->lock);
    pthread_mutex_unlock(&x->lock);
    pthread_mutex_unlock(&y->lock);
    return 0;
}
int main(void) {
    pthread_t t1, t2;
    x = malloc(sizeof *x);
    y = malloc(sizeof *y);
    pthread_mutex_init(&x->lock, 0);
    pthread_mutex_init(&y->lock, 0);
    pthread_create(&t1, 0, t1f, 0);
    pthread_create(&t2, 0, t2f, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
