// only one input value reaches the error and it appears nowhere in the
// program: the explicit search tries its domain and stays bounded, so the
// default engine goes on with sat
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void)
{
    int code = __VERIFIER_nondet_int();
    if (code * 7 == 36421)
        reach_error();
    return 0;
}
