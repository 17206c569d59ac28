#include <pthread.h>
#include <assert.h>
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void fill(int *v, int n) { *v = n; }
static int work(int id) {
    int a, b;
    fill(&a, id);
    pthread_mutex_lock(&m);
    total++;
    pthread_mutex_unlock(&m);
    fill(&b, id + 1);
    return a + b;
}
void *w(void *arg) {
    int r = work((int)(long)arg);
    pthread_mutex_lock(&m);
    total += r;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, w, (void *)i);
    for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
    assert(total == 3 + 1 + 3 + 5);
    return 0;
}
