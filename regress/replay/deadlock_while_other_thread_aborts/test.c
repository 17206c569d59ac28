#include <pthread.h>
#include <stdlib.h>

/* A lock-order deadlock of ab and ba while quitter, which the witness
 * never runs, would abort the process: replay holds the abort until the
 * deadlock is seen (pnbmc 59: killed by signal 6). */
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;

static void *ab(void *x)
{
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return x;
}

static void *ba(void *x)
{
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return x;
}

static void *quitter(void *x)
{
    (void)x;
    abort();
}

int main(void)
{
    pthread_t x, y, z;
    pthread_create(&z, 0, quitter, 0);
    pthread_create(&x, 0, ab, 0);
    pthread_create(&y, 0, ba, 0);
    pthread_join(x, 0);
    pthread_join(y, 0);
    pthread_join(z, 0);
    return 0;
}
