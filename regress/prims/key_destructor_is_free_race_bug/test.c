/* free itself is the key's destructor (pthread_key_create(&key, free)):
 * the ending worker frees the buffer it also published, while main may
 * still read it.  pnbmc 43 answered unknown (thread-specific data
 * destructor is not a known function); the race is in no instruction of
 * the program: the witness names the worker's return. */
#include <pthread.h>
#include <stdlib.h>

static pthread_key_t key;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int *published;

static void *worker(void *arg)
{
    int *buf = malloc(sizeof *buf);
    *buf = 7;
    pthread_setspecific(key, buf);
    pthread_mutex_lock(&m);
    published = buf;
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void)
{
    pthread_key_create(&key, free);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    int *p = published;
    pthread_mutex_unlock(&m);
    int v = p ? *p : 0;
    pthread_join(t, 0);
    return v == 7 ? 0 : 1;
}
