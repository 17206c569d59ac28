/* "%.3s" reads at most 3 bytes: the array needs no terminator, and the
 * worker's write of code[5] is no race with it. */
#include <pthread.h>
#include <stdio.h>

char code[8] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};

void *worker(void *arg)
{
    (void)arg;
    code[5] = 'z';
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    printf("code %.3s\n", code);
    pthread_join(t, 0);
    return 0;
}
