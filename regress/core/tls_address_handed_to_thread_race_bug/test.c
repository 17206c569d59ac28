/* main hands the address of its per-thread stats to a worker, which
 * counts a miss there while main sets the same field: a race on main's
 * copy.  The worker's own copy (its hits) is untouched by main. */
#include <pthread.h>
#include <assert.h>
struct stats { int hits, misses; };
static __thread struct stats mine;
static void hit(struct stats *s) { s->hits++; }
static void *worker(void *arg) {
  struct stats *boss = arg;      /* main's copy */
  hit(&mine);
  assert(mine.hits == 1);
  boss->misses++;
  return 0;
}
int main(void) {
  pthread_t t;
  hit(&mine);
  pthread_create(&t, 0, worker, &mine);
  mine.misses = 5;
  pthread_join(t, 0);
  assert(mine.hits == 1);
  return 0;
}
