#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int hits;

int record_hit(int *out)
{
    pthread_mutex_lock(&m);
    hits = hits + 1;
    if (out) /* NULL under --entry: every argument is 0 */
        *out = hits;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    int v;
    record_hit(&v);
    hits = 0; /* unlocked, but main does not run under --entry */
    return 0;
}
