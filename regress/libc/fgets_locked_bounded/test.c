/* Lines read with fgets are handed to a worker under a mutex; the input
 * is unknown, so every line content and length (or end of file) is
 * possible, and none breaks the invariant. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char line[4];
static size_t longest;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    size_t n = strlen(line);
    if (n > longest)
        longest = n;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&lock);
    if (!fgets(line, sizeof line, stdin))
        line[0] = 0;
    pthread_mutex_unlock(&lock);
    pthread_join(t, 0);
    assert(longest < sizeof line);
    return 0;
}
