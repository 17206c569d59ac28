// two workers add to a shared total without a lock: the default engine's
// first, short explicit search finds the race and the sat search never runs
#include <pthread.h>
int total;
void *add(void *arg)
{
    total += (int)(long)arg;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, add, (void *)1L);
    pthread_create(&b, 0, add, (void *)2L);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
