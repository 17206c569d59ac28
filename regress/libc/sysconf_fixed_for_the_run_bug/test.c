#include <assert.h>
#include <pthread.h>
#include <sys/sysinfo.h>
#include <unistd.h>

long page[2];

void *ask(void *arg)
{
    page[*(int *)arg] = sysconf(_SC_PAGESIZE);  /* one value for the run */
    return 0;
}

int main(void)
{
    pthread_t t[2];
    int ids[2] = {0, 1};
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, ask, &ids[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(page[0] == page[1] && page[0] > 0);
    long conf = sysconf(_SC_NPROCESSORS_CONF);
    assert(conf == get_nprocs_conf());
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    assert(online >= 1 && online <= conf);
    assert(online == get_nprocs());     /* CPUs may go off line between */
    return 0;
}
