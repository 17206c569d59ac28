/* The environment is not modelled: envp stays unknown with --args. */
#include <pthread.h>

int counter;

void *worker(void *arg)
{
    (void)arg;
    counter++;
    return 0;
}

int main(int argc, char **argv, char **envp)
{
    pthread_t t;
    if (argc > 1 && envp[0] != 0)
        pthread_create(&t, 0, worker, 0);
    counter++;
    return 0;
}
