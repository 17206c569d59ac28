/* container_of with an offsetof constant expression: the callback gets a
 * pointer to a member and recovers the enclosing struct. */
#include <pthread.h>
#include <stddef.h>
#include <assert.h>
struct device { int id; };
struct my_data { pthread_mutex_t lock; int hits; struct device dev; };
struct my_data data;
void *callback(void *arg)
{
    struct device *dev = arg;
    struct my_data *d = (struct my_data *)((char *)dev - offsetof(struct my_data, dev));
    d->hits = d->hits + 1;
    return 0;
}
int main(void)
{
    pthread_t t;
    data.dev.id = 7;
    pthread_create(&t, 0, callback, &data.dev);
    data.hits = 2;
    pthread_join(t, 0);
    assert(data.dev.id == 7);
    return 0;
}
