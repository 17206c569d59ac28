/* setjmp/longjmp for error recovery inside a thread. */
#include <pthread.h>
#include <setjmp.h>
#include <stddef.h>

static jmp_buf on_error;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int failures;

static void parse(int c)
{
    if (c < 0)
        longjmp(on_error, 1);
}

static void *worker(void *arg)
{
    (void)arg;
    if (setjmp(on_error) != 0) {
        pthread_mutex_lock(&m);
        failures++;
        pthread_mutex_unlock(&m);
        return NULL;
    }
    parse(-1);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return failures;
}
