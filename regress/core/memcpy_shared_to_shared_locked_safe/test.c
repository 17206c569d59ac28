/* As memcpy_shared_to_shared_race_bug with the write and the copy under
 * one mutex: no race. */
#include <pthread.h>
#include <string.h>

static char line[16];
static char out[16];
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *filler(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    line[0] = 'r';
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, filler, 0);
    pthread_mutex_lock(&m);
    memcpy(out, line, 6);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return out[0];
}
