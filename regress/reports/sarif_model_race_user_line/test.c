/* SARIF: a race whose accesses are inside C library models (strcpy,
 * printf) is located at the program's call, not in <libc>. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

char status[16] = "starting";

void *worker(void *arg)
{
    (void)arg;
    strcpy(status, "running");
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    printf("status: %s (%d)\n", status, 1);
    pthread_join(t, 0);
    return 0;
}
