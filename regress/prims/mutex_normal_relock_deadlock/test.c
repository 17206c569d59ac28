/* The same helper with a normal mutex: the owner re-locks it and blocks
 * forever (double lock). */
#include <pthread.h>
#include <assert.h>
pthread_mutex_t registry_lock;
int entries;
void add_entry(void)
{
    pthread_mutex_lock(&registry_lock);
    entries = entries + 1;
    pthread_mutex_unlock(&registry_lock);
}
void *add_two(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&registry_lock);
    add_entry();
    add_entry();
    pthread_mutex_unlock(&registry_lock);
    return 0;
}
int main(void)
{
    pthread_mutexattr_t attr;
    pthread_t a, b;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_NORMAL);
    pthread_mutex_init(&registry_lock, &attr);
    pthread_create(&a, 0, add_two, 0);
    pthread_create(&b, 0, add_two, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(entries == 4);
    return 0;
}
