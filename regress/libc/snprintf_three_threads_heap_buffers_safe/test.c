#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
char *bufs[3];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *th(void *a) {
    int id = (int)(long)a, n;
    char *b = bufs[id];
    n = snprintf(b, 64, "ab %d %d", id, id);
    pthread_mutex_lock(&m);
    total += n;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    pthread_t t[3];
    int i;
    for (i = 0; i < 3; i++) bufs[i] = malloc(64);
    for (i = 0; i < 3; i++) pthread_create(&t[i], 0, th, (void *)(long)i);
    for (i = 0; i < 3; i++) pthread_join(t[i], 0);
    return 0;
}
