/* glibc's on_exit keeps its handlers in atexit's list: all run last
 * registered first, in the thread that exits; an on_exit handler gets
 * the exit status (exit's argument, or main's return value) and the
 * argument it was registered with. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int trace[3], n;
int tag = 7;

static void with_status(int status, void *arg)
{
    assert(arg == &tag && *(int *)arg == 7);
    assert(status == 5); /* exit(5) in the worker */
    trace[n++] = 1;
}

static void plain(void) { trace[n++] = 2; }

static void last(int status, void *arg)
{
    assert(arg == 0 && status == 5);
    trace[n++] = 3;
    assert(n == 3 && trace[0] == 1 && trace[1] == 2 && trace[2] == 3);
}

static void *exiter(void *arg)
{
    (void)arg;
    exit(5);
}

int main(void)
{
    on_exit(last, 0); /* runs last: registered first */
    atexit(plain);
    on_exit(with_status, &tag);
    pthread_t t;
    pthread_create(&t, 0, exiter, 0);
    pthread_join(t, 0);
    return 5;
}
