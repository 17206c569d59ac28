/* A lock interface held in function pointers to pthread_mutex_lock and
 * pthread_mutex_unlock (a table a library fills): both threads update
 * under the lock.  pnbmc 43 answered unknown (call through an invalid or
 * external function pointer). */
#include <pthread.h>

struct lock_ops {
    int (*acquire)(pthread_mutex_t *);
    int (*release)(pthread_mutex_t *);
};

static const struct lock_ops ops = {pthread_mutex_lock, pthread_mutex_unlock};
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;

static void *worker(void *arg)
{
    ops.acquire(&m);
    count++;
    ops.release(&m);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    ops.acquire(&m);
    count++;
    ops.release(&m);
    pthread_join(t, 0);
    return count == 2 ? 0 : 1;
}
