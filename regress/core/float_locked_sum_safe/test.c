/* Doubles and floats with IEEE semantics: a locked sum, a float factor,
 * conversion to int, comparisons and division by zero (infinity). */
#include <pthread.h>
#include <assert.h>
double total;
float ratio = 0.5f;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *add(void *arg) {
    double x = *(double *)arg;
    pthread_mutex_lock(&m);
    total = total + x * ratio;
    pthread_mutex_unlock(&m);
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
