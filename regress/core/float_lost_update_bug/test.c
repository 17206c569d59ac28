/* The same sum without the lock: a lost update makes the total 1.5 or 0.75
 * instead of 2.25; the witness shows the double values. */
#include <pthread.h>
#include <assert.h>
double total;
float ratio = 0.5f;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *add(void *arg) {
    double x = *(double *)arg;

    total = total + x * ratio;

    return 0;
}
int main(void) {
    pthread_t a, b; double va = 3.0, vb = 1.5;
    pthread_create(&a, 0, add, &va); pthread_create(&b, 0, add, &vb);
    pthread_join(a, 0); pthread_join(b, 0);
    assert(total == 2.25);
    assert((int)(total * 4) == 9);
    assert(!(total < 2.0) && total / 0.0 > 1e300);
    return 0;
}
