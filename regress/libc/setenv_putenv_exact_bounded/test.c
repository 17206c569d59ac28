#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

char mode[] = "MODE=fast";

void *worker(void *arg)
{
    const char *v = getenv("MODE");    /* readers do not race */
    return v && strcmp(v, "fast") == 0 ? (void *)1 : 0;
}

int main(void)
{
    pthread_t a, b;
    assert(setenv("LEVEL", "3", 1) == 0);
    assert(strcmp(getenv("LEVEL"), "3") == 0);
    assert(setenv("LEVEL", "4", 0) == 0 && strcmp(getenv("LEVEL"), "3") == 0);
    assert(setenv("A=B", "x", 1) == -1 && errno == EINVAL);
    assert(unsetenv("LEVEL") == 0 && getenv("LEVEL") == 0);
    assert(putenv(mode) == 0);
    mode[5] = 'F';                      /* the string is the entry */
    assert(strcmp(getenv("MODE"), "Fast") == 0);
    mode[5] = 'f';
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
