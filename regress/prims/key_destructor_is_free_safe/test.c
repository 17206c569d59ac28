/* free itself is the key's destructor, as in most programs that keep a
 * per-thread buffer: each thread's buffer is freed when it ends.  pnbmc
 * 43 answered unknown (thread-specific data destructor is not a known
 * function). */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_key_t key;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int made;

static void make_key(void)
{
    made++;
    pthread_key_create(&key, free);
}

static void *worker(void *arg)
{
    pthread_once(&once, make_key);
    int *mine = malloc(sizeof *mine);
    *mine = (int)(long)arg;
    pthread_setspecific(key, mine);
    int *again = pthread_getspecific(key);
    assert(again == mine && *again == (int)(long)arg);
    return (void *)(long)(*again * 10);
}

int main(void)
{
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, (void *)(i + 1));
    long sum = 0;
    for (int i = 0; i < 2; i++) {
        void *r;
        pthread_join(t[i], &r);
        sum += (long)r;
    }
    assert(sum == 30 && made == 1);
    return 0;
}
