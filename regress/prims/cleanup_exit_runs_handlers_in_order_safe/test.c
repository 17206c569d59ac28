#include <pthread.h>
#include <assert.h>

/* pthread_exit in a helper runs the handlers still pushed, innermost
 * first, then the thread ends with pthread_exit's value. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int order[3], n;

static void release(void *p)
{
    order[n++] = 1;
    pthread_mutex_unlock(p);
}

static void note(void *p) { order[n++] = (int)(long)p; }

static void give_up(void)
{
    pthread_cleanup_push(note, (void *)2L);
    pthread_exit((void *)7L);
    pthread_cleanup_pop(0);
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cleanup_push(release, &m);
    give_up();
    pthread_cleanup_pop(1);
    return NULL;
}

int main(void)
{
    pthread_t t;
    void *result;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, &result);
    assert(result == (void *)7L);
    assert(n == 2 && order[0] == 2 && order[1] == 1);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
