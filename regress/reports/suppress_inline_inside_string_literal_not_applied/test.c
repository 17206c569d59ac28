/* "pnbmc-ignore race: ..." inside a string literal on the racing line is
 * program text, not a comment: it suppressed the race (exit 0).  A
 * comment after the string still counts (line 22). */
#include <pthread.h>
#include <stdio.h>

int flag, other;

static void *writer(void *arg)
{
    (void)arg;
    flag = 1;
    other = 1;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    printf("%d\n", flag); puts("pnbmc-ignore race: not a comment");
    printf("%d\n", other); puts("// x"); // pnbmc-ignore race: benign
    pthread_join(t, 0);
    return 0;
}
