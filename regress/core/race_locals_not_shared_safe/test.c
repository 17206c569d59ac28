/* Every thread works on its own locals (including a local array and a
 * pointer into it); only the final result goes to its own slot of a
 * global array.  Locals of different thread instances are distinct
 * objects: no race. */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

extern void reach_error(void);

static int results[2];

static int sum3(const int *v)
{
    return v[0] + v[1] + v[2];
}

static void *worker(void *arg)
{
    int id = (int)(intptr_t)arg;
    int buf[3];
    int *p = buf;

    for (int i = 0; i < 3; i++)
        p[i] = id + i;
    results[id] = sum3(buf);
    return NULL;
}

int main(void)
{
    pthread_t t[2];

    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    if (results[0] != 3 || results[1] != 6)
        reach_error();
    return 0;
}
