/* Two create sites in main, which runs once without a loop: each site
 * starts one thread, so the smt encoding leaves out the sites' other
 * slots (--threads 3 gives each site three) and, with the static bound
 * on run length, proves the writes of done ordered by the mutex. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int done;
void *finish(void *arg)
{
    pthread_mutex_lock(&m);
    done = 1;
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, finish, 0);
    pthread_create(&b, 0, finish, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return done;
}
