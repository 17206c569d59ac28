/* Message passing with relaxed atomics: a reader may see flag == 1 and
 * then data == 0 (C11 orders nothing here), so the assertion may fail.
 * The thread-modular proof holds over interleavings only.  The weak
 * view's search (are weak accesses concurrent with conflicting ones?)
 * ended undecided under --engine sat, and an undecided answer was taken
 * for "no": assert: safe.  Now unknown. */
#include <assert.h>
#include <stdatomic.h>
#include <threads.h>

extern int __VERIFIER_nondet_int(void);
atomic_int data, flag;

static int writer(void *arg)
{
    (void)arg;
    atomic_store_explicit(&data, 1, memory_order_relaxed);
    atomic_store_explicit(&flag, 1, memory_order_relaxed);
    return 0;
}

static int reader(void *arg)
{
    (void)arg;
    if (atomic_load_explicit(&flag, memory_order_relaxed))
        assert(atomic_load_explicit(&data, memory_order_relaxed) == 1);
    return 0;
}

int main(void)
{
    thrd_t t;
    thrd_create(&t, writer, 0);
    while (__VERIFIER_nondet_int())
        thrd_create(&t, reader, 0);
    return 0;
}
