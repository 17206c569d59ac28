/* Two threads add to a float without a lock: one update can be lost,
 * and the sum is then 0.5 or 0.25 instead of 0.75. */
#include <assert.h>
#include <pthread.h>
float total;
void *add(void *arg) {
    total = total + *(float *)arg;
    return 0;
}
int main(void) {
    pthread_t a, b;
    float half = 0.5f, quarter = 0.25f;
    pthread_create(&a, 0, add, &half);
    pthread_create(&b, 0, add, &quarter);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(total == 0.75f);
    return 0;
}
