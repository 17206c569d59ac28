/* A record read from a file is copied whole (memcpy), then its pointer
 * member is followed: the copy's bytes are still input bytes. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct rec {
    int *target;
};

int g;

static void *bump(void *arg)
{
    (void)arg;
    g++;
    return NULL;
}

int main(void)
{
    pthread_t t;
    struct rec r, copy;
    pthread_create(&t, NULL, bump, NULL);
    if (fread(&r, sizeof r, 1, stdin) == 1) {
        memcpy(&copy, &r, sizeof copy);
        *copy.target = 1;
    }
    pthread_join(t, NULL);
    return 0;
}
