/* A pointer to a string literal shows the literal's text, quoted, with
 * C escapes and cut after 16 characters, instead of clang's name for it
 * (.str.1[0]). */
#include <pthread.h>

const char *msg;
const char *status;
int n;

static void *worker(void *a)
{
    (void)a;
    n++;
    return 0;
}

int main(void)
{
    msg = "hello";
    status = "state \"%d\"\n\tand a long tail of text";
    status = status + 6;
    pthread_t x, y;
    pthread_create(&x, 0, worker, 0);
    pthread_create(&y, 0, worker, 0);
    pthread_join(x, 0);
    pthread_join(y, 0);
    return 0;
}
