/* n is restricted by the assume right after the nondet call, then used as
 * a loop bound (not only compared with constants): its domain 5..7 comes
 * from the guard, and n == 6 reaches the error. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void)
{
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 5 && n <= 7);
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += 2;
    if (sum == 12)
        reach_error();
    return 0;
}
