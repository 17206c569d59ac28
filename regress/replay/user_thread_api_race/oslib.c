/* The thread API of user_thread_wrappers_safe/test.c, as a project's
 * library would implement it on POSIX threads. */
#include <pthread.h>
#include <stdlib.h>
typedef unsigned long os_thread;
struct start { void (*routine)(void *); void *ctx; };
static void *run(void *p)
{
    struct start s = *(struct start *)p;
    free(p);
    s.routine(s.ctx);
    return NULL;
}
int os_thread_start(os_thread *t, void (*routine)(void *), void *ctx)
{
    struct start *s = malloc(sizeof *s);
    if (!s)
        return -1;
    s->routine = routine;
    s->ctx = ctx;
    pthread_t th;
    if (pthread_create(&th, NULL, run, s)) {
        free(s);
        return -1;
    }
    *t = (os_thread)th;
    return 0;
}
int os_thread_wait(os_thread t)
{
    return pthread_join((pthread_t)t, NULL);
}
