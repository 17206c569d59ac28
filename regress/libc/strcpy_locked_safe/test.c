#include <pthread.h>
#include <string.h>
#include <stdlib.h>
#include <assert.h>
char name[16];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *writer(void *arg)
{
    pthread_mutex_lock(&m);
    strcpy(name, (const char *)arg);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, writer, "alpha");
    pthread_create(&b, 0, writer, "beta");
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(strcmp(name, "alpha") == 0 || strcmp(name, "beta") == 0);
    assert(strlen(name) == 5 || strlen(name) == 4);
    assert(atoi(" -42x") == -42 && abs(-3) == 3);
    assert(strncmp("abcd", "abce", 3) == 0 && memcmp("ab", "ac", 2) < 0);
    assert(strchr("hello", 'l') == strrchr("hello", 'l') - 1);
    return 0;
}
