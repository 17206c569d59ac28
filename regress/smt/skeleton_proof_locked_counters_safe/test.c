/* Three workers bump two counters under nested locks: the control
 * skeleton proves race and deadlock freedom (the locks are taken in one
 * order, every access is under the outer lock), so the smt engine never
 * unrolls the program: its longest run is too long for a quick search. */
#include <pthread.h>

static pthread_mutex_t outer = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t inner = PTHREAD_MUTEX_INITIALIZER;
static int hits, misses;

static void bump(void)
{
    pthread_mutex_lock(&outer);
    hits = hits + 1;
    pthread_mutex_lock(&inner);
    misses = misses + hits;
    pthread_mutex_unlock(&inner);
    pthread_mutex_unlock(&outer);
}

static void *worker(void *arg)
{
    (void)arg;
    bump();
    bump();
    return NULL;
}

int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_create(&c, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_join(c, NULL);
    pthread_mutex_lock(&outer);
    int h = hits;
    pthread_mutex_unlock(&outer);
    return h == 6 ? 0 : 1;
}
