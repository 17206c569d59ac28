/* glibc allows 1024 keys; the model keeps 32: the 33rd key_create is
 * unknown, named as the model's limit. */
#include <assert.h>
#include <pthread.h>

static pthread_key_t keys[33];

int main(void)
{
    for (int i = 0; i < 33; i++)
        assert(pthread_key_create(&keys[i], NULL) == 0);
    return 0;
}
