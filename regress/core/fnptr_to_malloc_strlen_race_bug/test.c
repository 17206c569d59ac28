/* malloc and strlen called through pointers: the block is named by the
 * call through the pointer that allocated it (heap@test.c:17), and the
 * read inside strlen's model by the call through the pointer that made
 * it ("from test.c:20"), not by the lines where the addresses are
 * taken. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static void *(*alloc)(size_t) = malloc;
static size_t (*length)(const char *) = strlen;
static char *buf;
static void *writer(void *arg) { buf[0] = 'x'; return arg; }

int main(void)
{
    buf = alloc(8);
    strcpy(buf, "abc");
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    size_t n = length(buf);
    pthread_join(t, 0);
    return (int)n;
}
