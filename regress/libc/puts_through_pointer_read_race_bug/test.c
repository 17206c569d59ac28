/* puts called through a pointer reads its string: the stand-in that
 * takes puts's address was made after the pass that adds the read, so
 * the race on buf was missed (safe) */
#include <stdio.h>
#include <pthread.h>
char buf[8] = "abc";
void *w(void *a) { (void)a; buf[0] = 'z'; return 0; }
int main(void) {
    int (*f)(const char *) = puts;
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    f(buf);
    pthread_join(t, 0);
    return 0;
}
