/* Each thread formats into its own buffer through the program's own
 * variadic function: the argument area and the va_list are the thread's
 * locals, the slot that passes the area is a thread-local. */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>

int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void put(char *b, const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    int id = va_arg(ap, int);
    b[0] = f[0];
    b[1] = (char)('0' + id);
    b[2] = 0;
    va_end(ap);
}

void *worker(void *arg)
{
    char buf[8];
    int id = (int)(long)arg;
    pthread_mutex_lock(&m);
    total++;
    pthread_mutex_unlock(&m);
    put(buf, "t", id);
    pthread_mutex_lock(&m);
    total += buf[1] - '0';
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, (void *)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    assert(total == 3 + 0 + 1 + 2);
    return 0;
}
