/* A thread-local object ends with its thread (C11 6.2.4): main reads
 * T1's copy through a pointer T1 published, after joining T1.  glibc
 * gives the ended thread's block to the next thread it creates, where the
 * variable is 0 again, so the assertion fails on every run. */
#include <assert.h>
#include <pthread.h>
__thread int tls;
int *pub;
void *publish(void *arg)
{
    tls = 5;
    pub = &tls;
    return arg;
}
void *idle(void *arg) { return arg; }
int main(void)
{
    pthread_t t, u;
    pthread_create(&t, 0, publish, 0);
    pthread_join(t, 0);
    pthread_create(&u, 0, idle, 0);
    pthread_join(u, 0);
    assert(*pub == 5);
    return 0;
}
