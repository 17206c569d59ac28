/* printf called through a pointer: mem2reg made the call direct again,
 * after the pass that makes printf read its %s arguments, so the race on
 * buf was missed (safe, helper V); the call is unsupported now */
#include <stdio.h>
#include <pthread.h>
char buf[8] = "abc";
void *w(void *a) { (void)a; buf[0] = 'z'; return 0; }
int main(void) {
    int (*f)(const char *, ...) = printf;
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    f("%s\n", buf);          /* reads buf while w writes it: a data race */
    pthread_join(t, 0);
    return 0;
}
