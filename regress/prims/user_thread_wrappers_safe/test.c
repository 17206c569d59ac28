/* A project's own thread API, os_thread_start(&handle, routine, ctx) and
 * os_thread_wait(handle), in a library pnbmc cannot see; prims.txt declares
 * them create and join.  Under m the updates of hits do not race; with
 * -D NOLOCK they do (user_thread_wrappers_race_bug, _sat use this file). */
#include <pthread.h>
void reach_error(void);
typedef unsigned long os_thread;
int os_thread_start(os_thread *t, void (*routine)(void *), void *ctx);
int os_thread_wait(os_thread t);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int hits;
void worker(void *ctx)
{
    int *step = ctx;
#ifndef NOLOCK
    pthread_mutex_lock(&m);
#endif
    hits = hits + *step;
#ifndef NOLOCK
    pthread_mutex_unlock(&m);
#endif
}
int main(void)
{
    os_thread a, b;
    int one = 1, two = 2;
    os_thread_start(&a, worker, &one);
    os_thread_start(&b, worker, &two);
    os_thread_wait(a);
    os_thread_wait(b);
    if (hits != 3) reach_error();
    return 0;
}
