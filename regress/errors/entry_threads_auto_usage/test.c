/* Four threads running f fail the assert; --threads auto with --entry
 * used to run three and say safe. */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int c;

void f(void)
{
    pthread_mutex_lock(&m);
    int v = ++c;
    pthread_mutex_unlock(&m);
    assert(v != 4);
}
