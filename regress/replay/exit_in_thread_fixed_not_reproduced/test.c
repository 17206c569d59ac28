/* A thread takes m and calls exit.  Built with -DBUGGY, the atexit
 * handler takes m again in that thread: a real self-deadlock, whose
 * witness w.json is.  Built without, the handler takes nothing and the
 * program exits at once: replaying the old witness on it must not say
 * the deadlock is reproduced (before, main's join of the exiting
 * thread, which the replay runtime holds back at exit, counted as one). */
#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void bye(void)
{
#ifdef BUGGY
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
#endif
}

static void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    exit(0);
    return arg;
}

int main(void)
{
    atexit(bye);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
