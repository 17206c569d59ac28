/* A precision too large for any int reads the whole string (and does not
 * overflow pnbmc's format reader). */
#include <pthread.h>
#include <stdio.h>

char word[8] = "abc";

static void *worker(void *arg)
{
    (void)arg;
    word[2] = 'z';
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    printf("%.99999999999999999999s|%5.3s\n", word, "literal");
    pthread_join(t, 0);
    return 0;
}
