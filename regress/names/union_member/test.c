/* A tagged value: the union's first member covering the racy bytes names
 * them; writes to v.as.bytes[5] are named through the char array. */
#include <pthread.h>
#include <stddef.h>

struct value {
    int tag;
    union {
        int i;
        unsigned char bytes[8];
    } as;
};

static struct value v;

static void *writer(void *arg)
{
    (void)arg;
    v.as.bytes[5] = 7;
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, writer, NULL);
    pthread_create(&b, NULL, writer, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
