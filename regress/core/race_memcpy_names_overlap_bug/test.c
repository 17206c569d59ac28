/* main's memcpy covers data[0..5]; the reader reads data[2] only: the
 * race is on data[2], where the two accesses meet. */
#include <pthread.h>
#include <string.h>

int data[6];
int v;

static void *reader(void *arg)
{
    (void)arg;
    v = data[2];
    return NULL;
}

int main(void)
{
    pthread_t t;
    int tmp[6] = {1, 2, 3, 4, 5, 6};
    pthread_create(&t, NULL, reader, NULL);
    memcpy(data, tmp, sizeof tmp);
    pthread_join(t, NULL);
    return 0;
}
