#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned, const char *);
#define assert(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *w(void *a)
{
    pthread_mutex_lock(&m);
    x = 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    pthread_mutex_lock(&m);
    assert(x == 0);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
