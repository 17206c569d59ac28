/* atomic_section_assert_safe without the atomic sections: the checker can
 * run between x++ and y++ and see x != y. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static int x, y;

static void *writer(void *arg)
{
    (void)arg;
    x++;
    y++;
    return NULL;
}

static void *checker(void *arg)
{
    (void)arg;
    if (x != y)
        reach_error();
    return NULL;
}

int main(void)
{
    pthread_t w, c;

    pthread_create(&w, NULL, writer, NULL);
    pthread_create(&c, NULL, checker, NULL);
    pthread_join(w, NULL);
    pthread_join(c, NULL);
    return 0;
}
