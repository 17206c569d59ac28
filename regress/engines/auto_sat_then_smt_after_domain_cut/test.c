// only one input value reaches the error and it appears nowhere in the
// program: the explicit search tries its domain and stays bounded, the
// default engine goes on with sat (whose candidate the replay refutes:
// the skeleton has no data), and then with smt, which takes every value
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void)
{
    int code = __VERIFIER_nondet_int();
    if (code * 7 == 36421)
        reach_error();
    return 0;
}
