/* Each thread reads its argument, a local of main, and adds it to total
 * under the mutex: every address the argument can hold is constant. */
#include <pthread.h>
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *add(void *arg)
{
    int x = *(int *)arg;
    pthread_mutex_lock(&m);
    total = total + x;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t a, b;
    int va = 3, vb = 1;
    pthread_create(&a, 0, add, &va);
    pthread_create(&b, 0, add, &vb);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return total;
}
