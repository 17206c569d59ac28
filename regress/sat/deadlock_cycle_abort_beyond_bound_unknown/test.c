/* Two workers take a and b in opposite orders (a lock-order deadlock);
 * a third one takes c and aborts while holding it.  The abort ends the
 * process only in the runs where it happens first. */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t c = PTHREAD_MUTEX_INITIALIZER;

static void *ab(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return NULL;
}

static void *ba(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return NULL;
}

static void *checker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&c);
    abort();
}

int main(void)
{
    pthread_t x, y, z;
    pthread_create(&z, NULL, checker, NULL);
    pthread_create(&x, NULL, ab, NULL);
    pthread_create(&y, NULL, ba, NULL);
    pthread_join(x, NULL);
    pthread_join(y, NULL);
    pthread_join(z, NULL);
    return 0;
}
