/* main's return ends the process: its destructors do not run */
#include <pthread.h>
#include <assert.h>
pthread_key_t k;
int x;
static void never(void *p) { assert(p != &x); }
int main(void)
{
    pthread_key_create(&k, never);
    pthread_setspecific(k, &x);
    return 0;
}
