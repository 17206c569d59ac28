/* a thread reads the old buffer while main reallocs it: race (the copy
 * reads, the free writes) */
#include <pthread.h>
#include <stdlib.h>
int *buf;
void *reader(void *a) { int *p = a; return (void *)(long)p[0]; }
int main(void) {
  pthread_t t;
  buf = malloc(2 * sizeof *buf);
  buf[0] = 1;
  pthread_create(&t, 0, reader, buf);
  buf = realloc(buf, 4 * sizeof *buf);
  pthread_join(t, 0);
  free(buf);
  return 0;
}
