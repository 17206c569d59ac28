/* C11 thread-specific storage: each thread sees its own value */
#include <threads.h>
#include <assert.h>
tss_t key;
int vals[2];
int worker(void *arg) {
  int *mine = arg;
  tss_set(key, mine);
  thrd_sleep(&(struct timespec){.tv_nsec = 1000}, NULL);
  int *got = tss_get(key);
  assert(got == mine);
  return *got;
}
int main(void) {
  thrd_t a, b;
  if (tss_create(&key, NULL) != thrd_success) return 1;
  thrd_create(&a, worker, &vals[0]);
  thrd_create(&b, worker, &vals[1]);
  thrd_join(a, NULL);
  thrd_join(b, NULL);
  assert(tss_get(key) == NULL);
  tss_delete(key);
  return 0;
}
