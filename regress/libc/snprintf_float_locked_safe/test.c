/* A thermostat thread adjusts the temperature under a mutex while main
 * formats it under the same mutex: no race, and the text is one of the
 * two values, 7 characters long. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static double temp = 21.5;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *adjust(void *arg)
{
    pthread_mutex_lock(&m);
    temp += 0.25;
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void)
{
    pthread_t t;
    char text[32];
    pthread_create(&t, NULL, adjust, NULL);
    pthread_mutex_lock(&m);
    int n = snprintf(text, sizeof text, "%.2f C", temp);
    pthread_mutex_unlock(&m);
    assert(n == 7);
    assert(!strcmp(text, "21.50 C") || !strcmp(text, "21.75 C"));
    pthread_join(t, NULL);
    return 0;
}
