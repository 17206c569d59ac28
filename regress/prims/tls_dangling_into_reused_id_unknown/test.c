/* A thread-local object ends with its thread (C11 6.2.4), also when the
 * next thread of the same creation site takes the ended thread's id: T1
 * publishes &tls and ends; while the second thread (kept alive by the
 * mutex main holds) runs, main reads through the dangling pointer.
 * glibc hands T1's block to that thread, where tls is 0 again. */
#include <assert.h>
#include <pthread.h>
__thread int tls;
int *pub;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg)
{
    if (arg) {
        tls = 5;
        pub = &tls;
    } else {
        pthread_mutex_lock(&m);
        pthread_mutex_unlock(&m);
    }
    return 0;
}
int main(void)
{
    pthread_t t;
    for (int i = 0; i < 2; i++) {
        pthread_mutex_lock(&m);
        pthread_create(&t, 0, worker, (void *)(long)(i == 0));
        if (i == 1)
            assert(*pub == 5);
        pthread_mutex_unlock(&m);
        pthread_join(t, 0);
    }
    return 0;
}
