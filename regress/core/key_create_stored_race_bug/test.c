#include <pthread.h>

/* pthread_key_create stores the new key into k while the thread, already
 * running, reads k: a data race (without RACE, the key exists before the
 * thread starts). */
pthread_key_t k;

void *user(void *arg)
{
    (void)arg;
    pthread_key_t mine = k;
    pthread_setspecific(mine, arg);
    return 0;
}

int main(void)
{
    pthread_t t;
#ifndef RACE
    pthread_key_create(&k, 0);
#endif
    pthread_create(&t, 0, user, 0);
#ifdef RACE
    pthread_key_create(&k, 0);
#endif
    pthread_join(t, 0);
    return 0;
}
