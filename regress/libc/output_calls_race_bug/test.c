/* fprintf, perror, fputs, nanosleep and stack-size attributes have no
 * effect on shared state: the one race is on x. */
#include <pthread.h>
#include <stdio.h>
#include <time.h>
int x;
void *w(void *a) { fprintf(stderr, "hi %d\n", x); perror("x"); return 0; }
int main(void) {
  pthread_t t; pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 1 << 20);
  pthread_create(&t, &at, w, 0);
  struct timespec ts = {0, 1000};
  nanosleep(&ts, 0);
  x = 1;
  fputs("done\n", stdout);
  pthread_join(t, 0);
  return 0;
}
