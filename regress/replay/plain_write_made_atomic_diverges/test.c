/* The flag is published before the data it guards: main can see the
 * flag set and the data not yet written. */
#include <assert.h>
#include <pthread.h>
int flag;
int data;
void *publish(void *arg)
{
    (void)arg;
    flag = 1;
    data = 42;
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, publish, 0);
    if (flag)
        assert(data == 42);
    pthread_join(t, 0);
    return 0;
}
